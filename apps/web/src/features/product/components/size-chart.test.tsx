import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { inUnit, measurementText } from '@store/shared/size-charts';
import type { SizeChart } from '@store/shared/schemas/size-charts';
import { CHART_UNIT_STORAGE_KEY, rememberChartUnit, rememberedChartUnit } from '../utils/chart-unit';
import { SizeChartTable } from './size-chart-table';

// The product page's size chart (docs/product/storefront.md#size-charts): the unit conversion, the remembered unit,
// the chosen size's row and the sizes the product does not come in.

const chart: SizeChart = {
  size_chart_id: 1,
  category_id: 2,
  category_name: 'T-Shirt',
  parentcategory_name: 'Men',
  brand_id: null,
  brand_name: null,
  measurements: ['chest', 'length'],
  rows: [
    { size: 'S', values: { chest: 96.5, length: 68.5 } },
    { size: 'M', values: { chest: 101.5, length: 71 } },
    { size: 'L', values: { chest: 106.5, length: 73.5 } },
    { size: 'XL', values: { chest: 112, length: 76 } },
  ],
  updated_at: '2026-11-27T10:00:00.000Z',
};

/** A Storage of one map; `refuse` makes it throw as a private window's may. */
function storage(refuse = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => {
      if (refuse) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
  };
}

/** Each body row of the table: its size, whether it is highlighted or greyed, and its cells. */
function rowsOf(html: string) {
  return [...html.matchAll(/<tr ([^>]*)><th scope="row"[^>]*>([^<]+)<.*?<\/tr>/g)].map(([row, attributes, size]) => ({
    size,
    current: attributes!.includes('aria-current="true"'),
    greyed: attributes!.includes('data-offered="false"') && attributes!.includes('text-muted/60'),
    cells: [...row.matchAll(/<td[^>]*>([^<]+)<\/td>/g)].map((cell) => cell[1]),
  }));
}

describe('cm and inches', () => {
  it('converts centimetres to inches to one decimal, and leaves centimetres as they are', () => {
    expect(inUnit(96.5, 'in')).toBe(38);
    expect(inUnit(24.5, 'in')).toBe(9.6);
    expect(inUnit(17.1, 'in')).toBe(6.7);
    expect(inUnit(101.5, 'cm')).toBe(101.5);
    expect(measurementText(71, 'cm')).toBe('71');
    expect(measurementText(71, 'in')).toBe('28');
  });

  it('remembers the unit chosen, and starts in centimetres without one or without storage', () => {
    const saved = storage();
    expect(rememberedChartUnit(saved)).toBe('cm');
    rememberChartUnit('in', saved);
    expect(saved.items.get(CHART_UNIT_STORAGE_KEY)).toBe('in');
    expect(rememberedChartUnit(saved)).toBe('in');
    rememberChartUnit('cm', saved);
    expect(rememberedChartUnit(saved)).toBe('cm');
    saved.items.set(CHART_UNIT_STORAGE_KEY, 'furlongs');
    expect(rememberedChartUnit(saved)).toBe('cm');

    const refused = storage(true);
    expect(() => rememberChartUnit('in', refused)).not.toThrow();
    expect(rememberedChartUnit(refused)).toBe('cm');
  });
});

describe('the table', () => {
  it('highlights the chosen size’s row and greys the sizes the product does not come in', () => {
    const html = renderToStaticMarkup(<SizeChartTable chart={chart} unit="cm" selected="m" sizes={['S', 'M', 'L']} />);
    expect(html).toContain('Chest (cm)');
    expect(rowsOf(html)).toEqual([
      { size: 'S', current: false, greyed: false, cells: ['96.5', '68.5'] },
      { size: 'M', current: true, greyed: false, cells: ['101.5', '71'] },
      { size: 'L', current: false, greyed: false, cells: ['106.5', '73.5'] },
      { size: 'XL', current: false, greyed: true, cells: ['112', '76'] },
    ]);
  });

  it('shows inches when chosen, and no row highlighted before a size is chosen', () => {
    const html = renderToStaticMarkup(<SizeChartTable chart={chart} unit="in" selected={null} sizes={['XL']} />);
    expect(html).toContain('Length (in)');
    const rows = rowsOf(html);
    expect(rows.map((row) => row.current)).toEqual([false, false, false, false]);
    expect(rows.map((row) => row.greyed)).toEqual([true, true, true, false]);
    expect(rows[0]!.cells).toEqual(['38', '27']);
  });
});
