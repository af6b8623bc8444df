import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The built store (apps/api/dist/main.js) as a child process, for tests that kill it or stop it with a signal.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiRoot = path.join(repoRoot, 'apps/api');
const builtMain = path.join(apiRoot, 'dist/main.js');

function newestMtime(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Tests are not in the bundle: editing one does not call for a build.
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.endsWith('.test.ts')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the API bundle (esbuild, a few seconds) when it is missing or older than its sources; called first by the
 * run's global setup (test/global-setup.ts).
 */
export function ensureApiBuild(): void {
  const built = existsSync(builtMain) ? statSync(builtMain).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(apiRoot, 'src')),
    newestMtime(path.join(apiRoot, 'drizzle')),
    newestMtime(path.join(repoRoot, 'packages/shared/src')),
  );
  if (built > sources) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@store/api'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`building the API failed:\n${result.stdout}\n${result.stderr}`);
}

const webRoot = path.join(repoRoot, 'apps/web');
const webOutputs = ['dist/index.html', 'dist/.vite/manifest.json', 'dist-server/entry-server.js'].map((file) =>
  path.join(webRoot, file),
);

/**
 * Builds the web app and its server renderer (Vite, a few seconds) when missing or older than their sources, and
 * answers the folder to pass as WEB_DIST. The run's global setup (test/global-setup.ts) calls it first, so a file's own
 * call finds the build made and only answers the folder.
 */
export function ensureWebBuild(): string {
  const built = webOutputs.every((file) => existsSync(file))
    ? Math.min(...webOutputs.map((file) => statSync(file).mtimeMs))
    : 0;
  const sources = Math.max(
    newestMtime(path.join(webRoot, 'src')),
    newestMtime(path.join(webRoot, 'public')),
    statSync(path.join(webRoot, 'index.html')).mtimeMs,
    newestMtime(path.join(repoRoot, 'packages/shared/src')),
  );
  if (built <= sources) {
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const result = spawnSync('npm', ['run', 'build', '-w', '@store/web'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`building the web app failed:\n${result.stdout}\n${result.stderr}`);
  }
  return path.join(webRoot, 'dist');
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface StoreProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** The exit code, or the signal's name when it was killed. */
  exited: Promise<number | string | null>;
  /** Resolves when a line containing `text` has been written (at once if it already has). */
  printed(text: string): Promise<void>;
}

/** Starts the built store on a free port with only the environment given (a test run's own must not reach it). */
export async function startBuiltStore(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [builtMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: '0',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.splice(0)) {
      if (output.includes(waiter.text)) waiter.resolve();
      else waiters.push(waiter);
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  );
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    printed: (text) =>
      output.includes(text) ? Promise.resolve() : new Promise((resolve) => waiters.push({ text, resolve })),
  };
}

/** Waits until the store answers /api/health, or fails with its output if it exits first. */
export async function untilHealthy(store: StoreProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (store.child.exitCode !== null) throw new Error(`the store exited: ${store.output()}`);
    const healthy = await fetch(`${store.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the store did not answer in time: ${store.output()}`);
}

/** Kills the store if it still runs (test clean-up). */
export function killIfRunning(store: StoreProcess | undefined): void {
  if (store && store.child.exitCode === null && store.child.signalCode === null) store.child.kill('SIGKILL');
}
