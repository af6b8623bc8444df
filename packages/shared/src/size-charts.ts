/**
 * Size charts (docs/product/storefront.md#size-charts): the body measurements a chart may list, how to take each,
 * and the conversion the product page's cm / inches toggle shows.
 */

/** The measurements a chart may list, in the order a chart shows them. */
export const MEASUREMENT_NAMES = ['chest', 'waist', 'hip', 'length', 'foot_length'] as const;
export type MeasurementName = (typeof MEASUREMENT_NAMES)[number];

export const isMeasurementName = (name: string): name is MeasurementName =>
  (MEASUREMENT_NAMES as readonly string[]).includes(name);

/** Column headings. */
export const MEASUREMENT_LABELS: Record<MeasurementName, string> = {
  chest: 'Chest',
  waist: 'Waist',
  hip: 'Hip',
  length: 'Length',
  foot_length: 'Foot length',
};

/** The short "how to measure" line of each measurement. */
export const HOW_TO_MEASURE: Record<MeasurementName, string> = {
  chest: 'Around the fullest part of the chest, under the arms, with the tape level.',
  waist: 'Around the natural waistline, where you wear your trousers, keeping one finger under the tape.',
  hip: 'Around the fullest part of the hips, feet together.',
  length: 'Garment length: from the highest point of the shoulder (or the waistband) straight down to the hem.',
  foot_length: 'Stand on paper, mark the heel and the longest toe, and measure between the marks.',
};

/** Most rows (sizes) a chart holds, and the largest measurement taken, in cm. */
export const SIZE_CHART_LIMITS = { rows: 40, sizeChars: 20, maxCm: 300, csvChars: 20_000 } as const;

/** A measurement in cm as the chart stores it: a positive number with at most one decimal. */
export function measurementProblem(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
  if (value <= 0) return 'must be more than 0';
  if (value > SIZE_CHART_LIMITS.maxCm) return `must be at most ${SIZE_CHART_LIMITS.maxCm} cm`;
  if (Math.abs(value * 10 - Math.round(value * 10)) > 1e-9) return 'at most one decimal';
  return null;
}

export type ChartUnit = 'cm' | 'in';
export const CM_PER_INCH = 2.54;

/** A stored measurement (cm) in the unit shown, to one decimal: 96.5 cm is 38 in, 24.5 cm is 9.6 in. */
export function inUnit(cm: number, unit: ChartUnit): number {
  const value = unit === 'cm' ? cm : cm / CM_PER_INCH;
  return Math.round(value * 10) / 10;
}

/** The text of a cell: the number without a trailing .0. */
export const measurementText = (cm: number, unit: ChartUnit): string => String(inUnit(cm, unit));
