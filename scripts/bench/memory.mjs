// The store process's resident memory as the import row reads it (docs/benchmarks.md#import).
import { readFileSync, writeFileSync } from 'node:fs';

/** A field of /proc/{pid}/status in MB (VmRSS: resident now; VmHWM: the most resident since the last reset). */
export function statusMb(pid, field) {
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kb) / 1024;
}

/**
 * Watches the process's resident memory while `work` runs: VmRSS read every 50 ms, and VmHWM, the kernel's own
 * high-water mark, reset first (writing 5 to clear_refs) so that no peak between two readings is missed. Answers
 * what `work` answered and the peak in MB.
 */
export async function peakDuring(pid, work) {
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false; // not ours to reset (another user's process): the sampled readings alone
  }
  let peak = statusMb(pid, 'VmRSS');
  const timer = setInterval(() => {
    peak = Math.max(peak, statusMb(pid, 'VmRSS'));
  }, 50);
  try {
    const value = await work();
    peak = Math.max(peak, statusMb(pid, 'VmRSS'), reset ? statusMb(pid, 'VmHWM') : 0);
    return { value, peakMb: peak };
  } finally {
    clearInterval(timer);
  }
}
