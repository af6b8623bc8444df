import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One store process owns an embedded data folder (docs/decisions/012-one-owner-per-data-folder.md): a lock file
 * beside the PGlite folder, created atomically (`link`, which fails when the file exists), holding the owner's
 * pid, host and start time. A lock whose process is gone (killed, or the machine restarted) is stale and is
 * taken over; a live owner's lock refuses the second process before it touches the database.
 */

/** What the lock file says about its owner. */
interface LockOwner {
  pid: number;
  host: string;
  /** Linux only: the kernel's boot id and the process's start (clock ticks after boot), to tell a reused pid. */
  bootId?: string | undefined;
  startTicks?: string | undefined;
  startedAt: string;
}

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    /** Undefined when the lock file cannot be read. */
    readonly ownerPid: number | undefined,
    lockFile: string,
    /** Set when the owner ran on another host, whose processes this one cannot see. */
    ownerHost?: string,
  ) {
    const owner =
      ownerPid === undefined
        ? `its lock file ${lockFile} cannot be read; remove it if no store process runs`
        : ownerHost === undefined
          ? `pid ${ownerPid}`
          : `pid ${ownerPid} on host ${ownerHost}; if no store runs there any more, remove ${lockFile}`;
    super(
      `The data folder ${folder} is in use by another store process (${owner}). ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  /** The lock file's path. */
  file: string;
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The process's start in clock ticks after boot (field 22 of /proc/<pid>/stat), on Linux. */
function startTicksOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    host: hostname(),
    bootId: readText('/proc/sys/kernel/random/boot_id'),
    startTicks: startTicksOf(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process named in the lock still runs. Another host's process cannot be checked and counts as
 * alive (a shared network folder, or a container recreated under a new host name: the message says which file
 * to remove). Our own pid in a lock we do not hold is a previous life (a container restarts with the same pid).
 */
function ownerIsAlive(owner: LockOwner): boolean {
  const self = currentOwner();
  if (owner.host !== self.host) return true;
  if (owner.pid === process.pid) return false;
  if (owner.bootId && self.bootId && owner.bootId !== self.bootId) return false;
  if (!isAlive(owner.pid)) return false;
  // The pid is taken: by the owner, unless that process started at another moment (the pid was reused).
  if (owner.startTicks && self.bootId && owner.bootId === self.bootId) {
    const ticks = startTicksOf(owner.pid);
    if (ticks && ticks !== owner.startTicks) return false;
  }
  return true;
}

function parseOwner(text: string | undefined): LockOwner | undefined {
  if (text === undefined) return undefined;
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? (owner as LockOwner) : undefined;
  } catch {
    return undefined;
  }
}

/** Creates `file` holding `content`, atomically: false when it already exists. */
function createExclusive(file: string, content: string): boolean {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content);
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function removeIfUnchanged(file: string, content: string): void {
  if (readText(file) !== content.trim()) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Removes a stale lock while holding a short-lived guard file, so that two processes taking over the same
 * stale lock at once cannot both remove it (one might otherwise remove the other's fresh lock).
 */
function removeStaleLock(file: string, staleContent: string): void {
  const guard = `${file}.takeover`;
  const guardContent = JSON.stringify(currentOwner());
  if (!createExclusive(guard, guardContent)) {
    // Someone else is taking over; a guard left by a process killed in these few lines is removed.
    const text = readText(guard);
    const owner = parseOwner(text);
    if (text !== undefined && owner && !ownerIsAlive(owner)) removeIfUnchanged(guard, text);
    return;
  }
  try {
    removeIfUnchanged(file, staleContent);
  } finally {
    removeIfUnchanged(guard, guardContent);
  }
}

/**
 * Takes the data folder's lock for `pgliteDir` (the lock file `<pgliteDir>.lock`, inside DATA_DIR), or throws
 * DataFolderInUseError naming the owner's pid. Synchronous, so nothing else runs between checking and taking.
 */
export function lockDataFolder(pgliteDir: string): DataFolderLock {
  const folder = path.dirname(pgliteDir);
  const file = `${pgliteDir}.lock`;
  mkdirSync(folder, { recursive: true });
  if (heldFiles.has(file)) throw new DataFolderInUseError(folder, process.pid, file);
  const content = `${JSON.stringify(currentOwner())}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createExclusive(file, content)) return heldLock(file, content);
    const text = readText(file);
    if (text === undefined) continue; // Released in between: try again.
    const owner = parseOwner(text);
    // A lock file without a readable owner is never written by this code (it is created whole): refuse.
    if (!owner) throw new DataFolderInUseError(folder, undefined, file);
    if (ownerIsAlive(owner)) {
      const otherHost = owner.host === hostname() ? undefined : owner.host;
      throw new DataFolderInUseError(folder, owner.pid, file, otherHost);
    }
    removeStaleLock(file, text);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking it over. Try again.`);
}

/** The lock files this process holds: a second open of the same folder here is refused too. */
const heldFiles = new Set<string>();

function heldLock(file: string, content: string): DataFolderLock {
  heldFiles.add(file);
  // A process that exits without closing (an error at start-up) leaves no lock behind.
  const release = () => {
    process.removeListener('exit', release);
    if (!heldFiles.delete(file)) return;
    removeIfUnchanged(file, content);
  };
  process.on('exit', release);
  return { file, release };
}
