#!/usr/bin/env node
/**
 * `npm run e2e`: end-to-end tests of the built store in Debian's Chromium.
 * Installs Chromium with apt when it is missing (never a downloaded browser), builds when the sources are
 * newer than the build, starts the store on a free port with a fresh data folder (PGlite, demo catalogue),
 * waits for /api/health, runs Playwright, then stops the store and removes the folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEALTH_TIMEOUT_MS = 10 * 60_000;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('Chromium is missing: installing it from Debian with apt-get.');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (...args) => (sudo.length ? run('sudo', ['apt-get', ...args], { env }) : run('apt-get', args, { env }));
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-core');
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function ensureBuild() {
  const outputs = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js', 'apps/api/dist/main.js'].map(
    (file) => path.join(root, file),
  );
  const built = outputs.every((file) => existsSync(file))
    ? Math.min(...outputs.map((file) => statSync(file).mtimeMs))
    : 0;
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'apps/web/public')),
    statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
    newestMtime(path.join(root, 'apps/api/src')),
    newestMtime(path.join(root, 'packages/shared/src')),
  );
  if (built > sources && process.env.E2E_BUILD !== '1') return;
  console.log('Building the store (npm run build).');
  run('npm', ['run', 'build']);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The store exited early (${server.exitCode}).`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The store did not answer /api/health in time.');
}

/** Starts the built store on a free port with a fresh data folder; `stop()` ends it and removes the folder. */
export async function startStore() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-e2e-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
      // Every journey's shopper proves a mobile number, and all of them come from this machine's one address.
      OTP_CODES_PER_IP_PER_HOUR: '10000',
      REGISTRATIONS_PER_IP_PER_HOUR: '10000',
      // Every page the journeys leave reports its web vitals, all from this one address.
      VITALS_REPORTS_PER_IP_PER_HOUR: '1000000',
      // Support may refund ₹300 per order here, so the staff journey's one T-shirt order crosses the limit.
      SUPPORT_REFUND_LIMIT: '300',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.kill('SIGKILL');
          resolve();
        }, 10_000);
        server.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void stop().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  console.log(`Starting the store on ${baseUrl} (data in ${dataDir}).`);
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function main() {
  ensureChromium();
  ensureBuild();
  const store = await startStore();
  let code;
  try {
    const started = Date.now();
    const result = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/@playwright/test/cli.js'),
        'test',
        '--config',
        'e2e/playwright.config.ts',
        ...process.argv.slice(2),
      ],
      {
        stdio: 'inherit',
        cwd: root,
        env: {
          ...process.env,
          E2E_BASE_URL: store.baseUrl,
          CHROMIUM_PATH: CHROMIUM,
          PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
        },
      },
    );
    code = result.status ?? 1;
    console.log(`Playwright finished in ${Math.round((Date.now() - started) / 1000)} s with exit code ${code}.`);
  } finally {
    await store.stop();
  }
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
