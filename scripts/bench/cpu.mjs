// Where the bench's CPU goes: pinning with `--pin`, and each party's CPU time from /proc (docs/benchmarks.md#method).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** `taskset` on a pid and all its threads, quietly; answers whether it could. */
export function setAffinity(pid, cpus) {
  return spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' }).status === 0;
}

/** PostgreSQL's processes on this machine (the postmaster first: backends it starts later inherit its CPUs). */
export function postgresPids() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
      } catch {
        return false; // exited meanwhile
      }
    })
    .sort((a, b) => Number(a) - Number(b));
}

/**
 * `--pin`: this script (autocannon, and the shoppers' worker it starts later) and a local PostgreSQL on CPUs 1 and up;
 * the store's processes start on CPU 0 (see start). Answers how to put PostgreSQL back on every CPU, and a line for the
 * report. `cleanUp` runs when the bench is interrupted, so PostgreSQL gets its CPUs back then too.
 */
export function pinOthers(adminUrl, cleanUp) {
  const cpus = availableParallelism();
  if (process.platform !== 'linux' || cpus < 2) throw new Error('--pin needs Linux and 2 CPUs or more');
  const all = `0-${cpus - 1}`;
  const others = cpus === 2 ? '1' : `1-${cpus - 1}`;
  if (!setAffinity(process.pid, others)) throw new Error('--pin needs taskset (util-linux)');
  const local = ['127.0.0.1', 'localhost', '::1'].includes(new URL(adminUrl).hostname);
  const postgres = local ? postgresPids() : [];
  // What the postmaster had, given back to every PostgreSQL process afterwards (new backends inherited the pinning).
  const listed = postgres.length
    ? spawnSync('taskset', ['-c', '-p', postgres[0]], { encoding: 'utf8' }).stdout.split(':').pop().trim()
    : '';
  const pinned = postgres.filter((pid) => setAffinity(pid, others));
  const restore = () => {
    for (const pid of postgresPids()) setAffinity(pid, listed || all);
  };
  if (pinned.length > 0) {
    // An interrupted run still cleans up as a finished one does, and so gives PostgreSQL its CPUs back.
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  }
  const which =
    pinned.length > 0 ? `PostgreSQL (${pinned.length} processes)` : 'PostgreSQL not pinned (not local, or not allowed)';
  return { restore, layout: `store on CPU 0; the bench and ${which} on CPU ${others}` };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * CPU ticks each process has used so far: the store process, every PostgreSQL process (by pid, so that a backend
 * that exits or starts between two readings does not count), and this script (autocannon and the shoppers' worker);
 * how long the store's main thread has waited, ready to run, for a core (schedstat, in ns), and how many times it was
 * preempted (taken off its core while still runnable: on this machine mostly by a PostgreSQL backend or the
 * shoppers' thread that it had just woken).
 */
export function cpuTimes(storePid) {
  const ticks = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return undefined; // gone, or not Linux
    }
  };
  const postgres = new Map(postgresPids().map((pid) => [pid, ticks(pid) ?? 0]));
  const own = process.cpuUsage();
  let storeWaited = 0;
  let storePreempted = 0;
  try {
    storeWaited = Number(readFileSync(`/proc/${storePid}/task/${storePid}/schedstat`, 'utf8').split(' ')[1]);
    const status = readFileSync(`/proc/${storePid}/task/${storePid}/status`, 'utf8');
    storePreempted = Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    // not Linux, or no schedstats
  }
  return { store: ticks(storePid) ?? 0, postgres, script: (own.user + own.system) / 1000, storeWaited, storePreempted };
}

/** Milliseconds of CPU each party used between two readings of cpuTimes. */
export function cpuUsed(before, after) {
  let postgres = 0;
  for (const [pid, ticks] of after.postgres) if (before.postgres.has(pid)) postgres += ticks - before.postgres.get(pid);
  const ms = (ticks) => (ticks * 1000) / TICKS_PER_SECOND;
  return {
    store: ms(after.store - before.store),
    postgres: ms(postgres),
    'load generators': after.script - before.script,
    "store's thread waiting for a core": (after.storeWaited - before.storeWaited) / 1e6,
    // Not milliseconds: how many times the store's thread was taken off its core while it could still run.
    "store's thread preempted (times)": after.storePreempted - before.storePreempted,
  };
}
