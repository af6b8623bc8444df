import type { SizeChartRow } from '@store/shared/schemas/size-charts';
import {
  isMeasurementName,
  MEASUREMENT_NAMES,
  measurementProblem,
  SIZE_CHART_LIMITS,
  type MeasurementName,
} from '@store/shared/size-charts';
import { readCsvRecords, type LineProblem } from '../../lib/csv.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface ChartTable {
  measurements: MeasurementName[];
  rows: SizeChartRow[];
}

/** The header's problems, or its measurements (the columns after `size`). */
function readHeader(cells: readonly string[]): { measurements: MeasurementName[] } | { problem: string } {
  const names = cells.map((cell) => cell.trim().toLowerCase().replace(/\s+/g, '_'));
  if (names[0] !== 'size') return { problem: 'the first column must be size' };
  const measurements = names.slice(1);
  if (measurements.length === 0)
    return { problem: `name at least one measurement after size (${MEASUREMENT_NAMES.join(', ')})` };
  const unknown = measurements.filter((name) => !isMeasurementName(name));
  if (unknown.length > 0) {
    return { problem: `unknown measurement ${unknown.join(', ')} (known: ${MEASUREMENT_NAMES.join(', ')})` };
  }
  const twice = measurements.find((name, index) => measurements.indexOf(name) !== index);
  if (twice) return { problem: `${twice} is named twice` };
  return { measurements: measurements as MeasurementName[] };
}

/** One size's line: its problems, or the row. */
function readRow(
  cells: readonly string[],
  measurements: readonly MeasurementName[],
): { problems: string[] } | { row: SizeChartRow } {
  const problems: string[] = [];
  const size = (cells[0] ?? '').trim();
  if (!size) problems.push('size is empty');
  if (size.length > SIZE_CHART_LIMITS.sizeChars)
    problems.push(`size: at most ${SIZE_CHART_LIMITS.sizeChars} characters`);
  if (cells.length !== measurements.length + 1) {
    problems.push(`expected ${measurements.length + 1} cells, found ${cells.length}`);
  }
  const values: Record<string, number> = {};
  measurements.forEach((name, index) => {
    const text = (cells[index + 1] ?? '').trim();
    const value = text === '' ? Number.NaN : Number(text);
    const problem = measurementProblem(value);
    if (problem) problems.push(`${name} "${text}" ${problem}`);
    else values[name] = value;
  });
  return problems.length > 0 ? { problems } : { row: { size, values } };
}

/**
 * Reads a chart's CSV `size,chest,waist,…` (header first; docs/product/admin.md#size-charts) with csv-parse: every
 * line is checked, and the answer is the whole table or every problem with its line number.
 */
export function parseSizeChartCsv(csv: string): ChartTable | { problems: LineProblem[] } {
  const read = readCsvRecords(csv);
  if ('problem' in read) return { problems: [read.problem] };
  const [header, ...body] = read.records;
  const columns = header ? readHeader(header.cells) : { problem: 'the file is empty' };
  if ('problem' in columns) return { problems: [{ line: header?.line ?? 1, message: columns.problem }] };
  const problems: LineProblem[] = [];
  const rows: SizeChartRow[] = [];
  const seen = new Map<string, number>();
  for (const { cells, line } of body) {
    const checked = readRow(cells, columns.measurements);
    if ('problems' in checked) {
      problems.push({ line, message: checked.problems.join('; ') });
      continue;
    }
    const earlier = seen.get(checked.row.size.toLowerCase());
    if (earlier !== undefined) {
      problems.push({ line, message: `size ${checked.row.size} is already on line ${earlier}` });
      continue;
    }
    seen.set(checked.row.size.toLowerCase(), line);
    rows.push(checked.row);
  }
  if (problems.length === 0 && rows.length === 0) problems.push({ line: 2, message: 'the file has no sizes' });
  if (rows.length > SIZE_CHART_LIMITS.rows) {
    problems.push({ line: 1, message: `at most ${SIZE_CHART_LIMITS.rows} sizes, found ${rows.length}` });
  }
  return problems.length > 0 ? { problems } : { measurements: columns.measurements, rows };
}

/** 400 VALIDATION_FAILED naming the first lines in the message and every one in `details.lines`. */
export function csvRefusal(problems: readonly LineProblem[]): HttpError {
  const shown = problems.slice(0, 5).map((problem) => `line ${problem.line}: ${problem.message}`);
  const rest = problems.length > shown.length ? ` (and ${problems.length - shown.length} more)` : '';
  return new HttpError(400, `The file was not taken and the chart is unchanged. Fix ${shown.join('. ')}${rest}.`, {
    code: 'VALIDATION_FAILED',
    details: { lines: problems },
  });
}
