#!/usr/bin/env node
/**
 * `npm run start:cluster [-- --processes N]`: the built store in N API processes sharing one port through
 * node:cluster (docs/decisions/015-several-processes.md). PostgreSQL only: PGlite keeps its data folder to one
 * process. Builds when the sources are newer than the build, starts one worker first (it migrates and seeds),
 * then the others; restarts a worker that dies, waiting longer after each quick death; forwards SIGTERM and
 * SIGINT to the workers and exits once they have all exited.
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './e2e.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_PROCESSES = 64;
/** A worker that lived this long is healthy again: the next death restarts it after the shortest wait. */
const HEALTHY_AFTER_MS = 30_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
/** Workers get this long to finish their requests after SIGTERM before they are killed. */
const STOP_TIMEOUT_MS = 30_000;

const log = (message) => console.info(`[cluster] ${message}`);

function fail(message) {
  console.error(message);
  process.exit(1);
}

function processCount() {
  const flag = process.argv.indexOf('--processes');
  const inline = process.argv.find((arg) => arg.startsWith('--processes='));
  const text = inline ? inline.slice('--processes='.length) : flag >= 0 ? process.argv[flag + 1] : undefined;
  const value = text ?? process.env.CLUSTER_PROCESSES ?? '2';
  const count = Number(value);
  if (!/^\d+$/.test(String(value).trim()) || count < 1 || count > MAX_PROCESSES) {
    fail(`CLUSTER_PROCESSES (or --processes) must be a whole number from 1 to ${MAX_PROCESSES}, not "${value}".`);
  }
  return count;
}

if (!process.env.DATABASE_URL) {
  fail(
    'npm run start:cluster needs DATABASE_URL (PostgreSQL). The embedded PGlite database keeps its data folder to ' +
      'one process (docs/decisions/012-one-owner-per-data-folder.md), so several processes cannot share it: use ' +
      '`npm start` for one process on PGlite, or set DATABASE_URL=postgres://… to run several.',
  );
}
const count = processCount();
ensureBuild();

cluster.setupPrimary({ exec: path.join(root, 'apps/api/dist/main.js') });

let stopping = false;
/** Set once the first worker listens; before that a death is a failed start, not a crash to restart. */
let started = false;
let backoffMs = FIRST_BACKOFF_MS;
const startedAt = new Map();

function fork() {
  const worker = cluster.fork();
  startedAt.set(worker.id, Date.now());
  return worker;
}

/** Resolves when the worker listens; rejects if it exits first (a configuration error, the database unreachable). */
function listening(worker) {
  return new Promise((resolve, reject) => {
    const onExit = (code, signal) => reject(new Error(`exited (${signal ?? code}) before it listened`));
    worker.once('exit', onExit);
    worker.once('listening', (address) => {
      worker.off('exit', onExit);
      resolve(address);
    });
  });
}

cluster.on('exit', (worker, code, signal) => {
  const lived = Date.now() - (startedAt.get(worker.id) ?? Date.now());
  startedAt.delete(worker.id);
  if (stopping) {
    if (Object.keys(cluster.workers ?? {}).length === 0) {
      log('every worker has exited');
      process.exit(0);
    }
    return;
  }
  if (!started) return;
  if (lived >= HEALTHY_AFTER_MS) backoffMs = FIRST_BACKOFF_MS;
  const wait = backoffMs;
  backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
  log(
    `worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}) after ${Math.round(lived / 1000)} s; restarting it in ${wait / 1000} s`,
  );
  setTimeout(() => {
    if (stopping) return;
    const replacement = fork();
    log(`worker ${replacement.process.pid} started in its place`);
  }, wait).unref();
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
  log(`${signal} received: stopping ${workers.length} worker(s)`);
  if (workers.length === 0) process.exit(0);
  for (const worker of workers) worker.process.kill('SIGTERM');
  setTimeout(() => {
    for (const worker of Object.values(cluster.workers ?? {})) {
      log(`worker ${worker.process.pid} did not stop within ${STOP_TIMEOUT_MS / 1000} s: killing it`);
      worker.process.kill('SIGKILL');
    }
  }, STOP_TIMEOUT_MS).unref();
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

// The first worker migrates, makes the admin and seeds while the others would only wait for its lock; it also
// writes the development JWT secret into DATA_DIR before the others read it.
const first = fork();
try {
  const address = await listening(first);
  log(`worker ${first.process.pid} listening on port ${address.port}; starting ${count - 1} more`);
} catch (error) {
  if (!stopping) fail(`[cluster] the first worker ${error.message}: not starting the others.`);
}
started = true;
for (let index = 1; index < count && !stopping; index++) fork();
log(`${count} API processes share the port (primary ${process.pid})`);
