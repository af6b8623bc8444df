import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock.ts';

// One store process per embedded data folder (docs/decisions/012-one-owner-per-data-folder.md).

const mainFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const folders: string[] = [];
const children: ChildProcess[] = [];

const newDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

describe('the data folder lock', () => {
  it('refuses a second owner in this process, naming the pid, and is free again once released', () => {
    const pglite = path.join(newDataDir(), 'pglite');
    const lock = lockDataFolder(pglite);
    expect(JSON.parse(readFileSync(`${pglite}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(() => lockDataFolder(pglite)).toThrow(
      `The data folder ${path.dirname(pglite)} is in use by another store process (pid ${process.pid}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    lock.release();
    expect(existsSync(`${pglite}.lock`)).toBe(false);
    lockDataFolder(pglite).release();
  });

  it('takes over a lock whose process is gone, and refuses one whose process runs', () => {
    const pglite = path.join(newDataDir(), 'pglite');
    const owner = (pid: number) => JSON.stringify({ pid, host: hostname(), startedAt: new Date().toISOString() });
    writeFileSync(`${pglite}.lock`, owner(deadPid()));
    const lock = lockDataFolder(pglite);
    expect(JSON.parse(readFileSync(`${pglite}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();

    // The parent of this test runner stands for another store process still running.
    writeFileSync(`${pglite}.lock`, owner(process.ppid));
    const refused = (() => {
      try {
        lockDataFolder(pglite);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    expect(refused).toMatchObject({ ownerPid: process.ppid });
    expect(JSON.parse(readFileSync(`${pglite}.lock`, 'utf8'))).toMatchObject({ pid: process.ppid });
  });

  it("refuses another host's lock, which it cannot check, and says which file to remove", () => {
    const pglite = path.join(newDataDir(), 'pglite');
    const foreign = JSON.stringify({ pid: deadPid(), host: 'other-machine', startedAt: new Date().toISOString() });
    writeFileSync(`${pglite}.lock`, foreign);
    expect(() => lockDataFolder(pglite)).toThrow(
      `(pid ${JSON.parse(foreign).pid} on host other-machine; if no store runs there any more, remove ${pglite}.lock)`,
    );
    expect(readFileSync(`${pglite}.lock`, 'utf8')).toBe(foreign);
  });

  it('refuses a lock file it cannot read rather than guessing', () => {
    const pglite = path.join(newDataDir(), 'pglite');
    writeFileSync(`${pglite}.lock`, 'not json');
    expect(() => lockDataFolder(pglite)).toThrow(/cannot be read; remove it if no store process runs/);
    expect(readFileSync(`${pglite}.lock`, 'utf8')).toBe('not json');
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Store {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start` on `dataDir` (the TypeScript entry through tsx), without the demo catalogue. */
async function startStore(dataDir: string): Promise<Store> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: repoRoot,
    // Only what the store needs: a DATABASE_URL or admin of the test run must not reach it.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Waits until the store answers /api/health, or fails with its output if it exits first. */
async function untilHealthy(store: Store): Promise<void> {
  const deadline = Date.now() + 60_000;
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

async function adminToken(store: Store): Promise<string> {
  const response = await fetch(`${store.url}/api/User`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@store.local', password: 'admin12345' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function collectionNames(store: Store): Promise<string[]> {
  const response = await fetch(`${store.url}/api/ParentCategory`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ name: string }>).map((collection) => collection.name);
}

describe('two store processes on one data folder', () => {
  it('the second refuses naming the first, which still answers; after the first is killed a new one starts with its data', async () => {
    const dataDir = newDataDir();
    const first = await startStore(dataDir);
    await untilHealthy(first);
    const created = await fetch(`${first.url}/api/ParentCategory`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await adminToken(first)}` },
      body: JSON.stringify({ name: 'Kept Through A Kill', description: 'Written before SIGKILL' }),
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const second = await startStore(dataDir);
    // It must exit; a second store that answers instead fails here at once.
    const served = untilHealthy(second).then(
      () => 'answered /api/health',
      () => new Promise<never>(() => {}),
    );
    expect(await Promise.race([second.exited, served])).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by another store process (pid ${first.child.pid}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    expect(second.output()).not.toContain('Store ready');
    expect(await collectionNames(first)).toContain('Kept Through A Kill');

    first.child.kill('SIGKILL');
    await first.exited;
    expect(JSON.parse(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'))).toMatchObject({
      pid: first.child.pid,
    });

    const third = await startStore(dataDir);
    await untilHealthy(third);
    expect(await collectionNames(third)).toContain('Kept Through A Kill');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 240_000);
});
