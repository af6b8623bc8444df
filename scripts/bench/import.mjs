// The import row of npm run bench (docs/benchmarks.md#import): the bench's catalogue exported and imported back as a
// CSV through the real API, each step's rows per second and the store's peak memory, and the long-tail reads beside a
// paced apply. Figures with their aims, never a failing assertion.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cpuTimes, cpuUsed } from './cpu.mjs';
import { applied, ownerApi } from './import-api.mjs';
import { asNewProducts, restocked, rewriteCatalogue } from './import-files.mjs';
import { peakDuring, statusMb } from './memory.mjs';

/** The aims of issue 34 ("Measured"). */
export const IMPORT_AIMS = { dryRun: 20_000, apply: 3_000, unchanged: 10_000, memoryMb: 300 };

const whole = (value) => Math.round(value).toLocaleString('en-US');
const aim = (value, floor) => `(aim >= ${whole(floor)}${value < floor ? ', MISSED' : ''})`;

/**
 * Runs `work` watching the store process: its peak resident memory (memory.mjs) and the CPU seconds the store and
 * PostgreSQL spent meanwhile, which tell where a step's time went.
 */
async function watched(pid, work) {
  const before = cpuTimes(pid);
  const started = performance.now();
  const { value, peakMb } = await peakDuring(pid, work);
  const used = cpuUsed(before, cpuTimes(pid));
  const cpu =
    `${((performance.now() - started) / 1000).toFixed(1)} s in all, CPU: store ${(used.store / 1000).toFixed(1)} s, ` +
    `PostgreSQL ${(used.postgres / 1000).toFixed(1)} s`;
  return { value, peakMb, cpu };
}

/**
 * Runs the import row. `source` is the bench's store with the generated catalogue ({ base, pid }), `startEmpty`
 * starts a store with an empty catalogue and IMPORT_ROWS_PER_SECOND=0 and answers the same and `functionTimes()`
 * (import-db.mjs), `longTail` and `load` are the bench's long-tail reads and its autocannon run. `print` gets each
 * line as its step ends.
 */
export async function importRows({ source, startEmpty, longTail, load, duration, print }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'store-bench-import-'));
  try {
    const files = {
      exported: path.join(folder, 'exported.csv'),
      fresh: path.join(folder, 'new-products.csv'),
      restock: path.join(folder, 'restock.csv'),
    };
    const sourceApi = await ownerApi(source.base);
    await sourceApi.exportTo(files.exported);
    const rows = await rewriteCatalogue(files.exported, files.fresh, asNewProducts);
    await rewriteCatalogue(files.exported, files.restock, restocked);
    print(
      `Import: the exported catalogue, ${whole(rows)} rows, ${(statSync(files.exported).size / 1e6).toFixed(1)} MB`,
    );

    // 1. The dry run of the exported file on the store it came from: everything unchanged.
    const sourceIdle = statusMb(source.pid, 'VmRSS');
    const dry = await watched(source.pid, () => sourceApi.check(files.exported, { createMissing: false }));
    const dryRate = dry.value.job.rows / dry.value.seconds;
    print(
      `  dry run of the exported file: ${whole(dryRate)} rows/s ${aim(dryRate, IMPORT_AIMS.dryRun)}; ` +
        `${dry.value.seconds.toFixed(1)} s after an upload of ${dry.value.uploadSeconds.toFixed(1)} s, ` +
        `unchanged ${whole(dry.value.job.report.unchanged.variations)} variations (${dry.cpu})`,
    );

    // 2. Apply onto an empty store (the taxonomy created by the import), unpaced.
    const empty = await startEmpty();
    const emptyApi = await ownerApi(empty.base);
    const emptyIdle = statusMb(empty.pid, 'VmRSS');
    const first = await watched(empty.pid, async () => {
      const checked = await emptyApi.check(files.fresh, { createMissing: true });
      return { checked, ...(await applied(emptyApi, checked.id)) };
    });
    const { created } = first.value.job.result;
    const applyRate = created.variations / first.value.seconds;
    print(
      `  apply onto an empty store (IMPORT_ROWS_PER_SECOND=0): ${whole(applyRate)} variation rows/s ` +
        `${aim(applyRate, IMPORT_AIMS.apply)}; ${whole(created.products)} products and ${whole(created.variations)} ` +
        `variations created in ${first.value.seconds.toFixed(1)} s (its dry run before: ` +
        `${whole(first.value.checked.job.rows / first.value.checked.seconds)} rows/s; both: ${first.cpu})`,
    );

    const functions = await empty.functionTimes();
    print(
      `  PostgreSQL's functions in that apply (seconds in all, own, calls): ` +
        functions.map((f) => `${f.name} ${f.total.toFixed(1)} s, ${f.self.toFixed(1)} s, ${whole(f.calls)}`).join('; '),
    );

    // 3. The same file again: its dry run finds everything unchanged, and the apply is allowed all the same.
    const again = await watched(empty.pid, async () => {
      const checked = await emptyApi.check(files.fresh, { createMissing: true });
      return { checked, ...(await applied(emptyApi, checked.id)) };
    });
    const againRate = again.value.job.rows / again.value.seconds;
    const againDryRate = again.value.checked.job.rows / again.value.checked.seconds;
    const { unchanged } = again.value.checked.job.report;
    const written = again.value.job.result.created.variations + again.value.job.result.updated.variations;
    print(
      `  unchanged re-apply: ${whole(againRate)} rows/s ${aim(againRate, IMPORT_AIMS.unchanged)} ` +
        `(${again.value.seconds.toFixed(1)} s); its dry run ${whole(againDryRate)} rows/s; the report: ` +
        `${whole(unchanged.variations)} variations unchanged, ${whole(written)} written (both: ${again.cpu})`,
    );

    // 4. Memory: each step's peak over its store's idle reading taken before its first import.
    const above = [dry.peakMb - sourceIdle, first.peakMb - emptyIdle, again.peakMb - emptyIdle];
    const peak = Math.max(...above);
    print(
      `  store memory: peak ${whole(peak)} MB above idle (aim < ${IMPORT_AIMS.memoryMb} MB` +
        `${peak >= IMPORT_AIMS.memoryMb ? ', MISSED' : ''}); dry run ${whole(above[0])}, apply ${whole(above[1])}, ` +
        `re-apply ${whole(above[2])} MB (idle ${whole(sourceIdle)} MB and ${whole(emptyIdle)} MB resident)`,
    );

    print(await pacedApply({ source, sourceApi, file: files.restock, longTail, load, duration }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * 5. A paced apply (the store's IMPORT_ROWS_PER_SECOND) that updates every variation of the bench's store, and the
 * long-tail reads: alone before it, during its writing (runs that end while it still writes), and alone after it
 * (the cache warmed again first, as before). Once the reads beside it are measured the apply is cancelled (it stops
 * after its batch): at its pace the rest would only make the bench longer.
 */
async function pacedApply({ source, sourceApi, file, longTail, load, duration }) {
  // Every URL answered once (8 at a time), so that the cache holds what the runs ask for.
  const warm = async () => {
    let next = 0;
    const visitor = async () => {
      while (next < longTail.length) await (await fetch(source.base + longTail[next++])).arrayBuffer();
    };
    await Promise.all(Array.from({ length: 8 }, visitor));
  };
  const seconds = Math.max(1, duration / 2);
  const run = (name) => load(name, source.base, longTail, { warm: false, duration: seconds });
  await warm();
  const alone = [await run('long tail alone')];
  const { id } = await sourceApi.check(file, { createMissing: false });
  const { ended } = await sourceApi.apply(id);
  let finished = false;
  void ended.then(
    () => (finished = true),
    () => (finished = true),
  );
  const writing = await sourceApi.until(id, (seen) => seen.done > 0 || seen.status !== 'applying');
  const during = [];
  while (during.length < 4 && !finished) {
    const result = await run('long tail during the paced apply');
    if (!finished) during.push(result);
  }
  const last = await sourceApi.job(id);
  const pace = (last.done - writing.job.done) / ((performance.now() - writing.at) / 1000);
  if (last.status === 'applying') await sourceApi.cancel(id);
  await ended;
  await warm();
  alone.push(await run('long tail alone'));
  const configured = process.env.IMPORT_ROWS_PER_SECOND ?? '1000';
  const head = `  paced apply (IMPORT_ROWS_PER_SECOND=${configured}; it wrote ${whole(pace)} rows/s`;
  if (during.length === 0) return `${head}): it ended before a ${seconds} s run of the long tail could`;
  const mean = (list, key) => list.reduce((sum, item) => sum + item[key], 0) / list.length;
  const [aloneRps, duringRps] = [mean(alone, 'rps'), mean(during, 'rps')];
  const [aloneP99, duringP99] = [mean(alone, 'p99'), mean(during, 'p99')];
  const non2xx = during.reduce((sum, item) => sum + item.non2xx, 0);
  return (
    `${head}, ${whole(last.done)} of ${whole(last.rows)} rows updated ${last.status === 'applying' ? 'when cancelled' : 'in all'}): ` +
    `long tail during it ${whole(duringRps)} req/s, p99 ${duringP99.toFixed(1)} ms (${during.length} runs of ${seconds} s) ` +
    `vs alone ${whole(aloneRps)} req/s, p99 ${aloneP99.toFixed(1)} ms: ${((duringRps / aloneRps) * 100).toFixed(1)}% ` +
    `of alone, p99 ${(duringP99 / Math.max(aloneP99, 1)).toFixed(2)}x (a figure, no aim); non-2xx during ${non2xx}`
  );
}
