import { MEASUREMENT_LABELS, measurementText, type ChartUnit } from '@store/shared/size-charts';
import type { SizeChart } from '@store/shared/schemas/size-charts';

interface SizeChartTableProps {
  chart: SizeChart;
  unit: ChartUnit;
  /** The size chosen on the page: its row is highlighted. */
  selected: string | null;
  /** The sizes this product comes in; the chart's other sizes are greyed. */
  sizes: readonly string[];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The chart's table (docs/product/storefront.md#size-charts): a row per size, a column per body measurement in the
 * unit chosen, the chosen size's row highlighted and sizes the product does not come in greyed.
 */
export function SizeChartTable({ chart, unit, selected, sizes }: SizeChartTableProps) {
  return (
    <table className="w-full border-collapse text-sm" data-testid="size-chart-table">
      <caption className="sr-only">Body measurements in {unit === 'cm' ? 'centimetres' : 'inches'}</caption>
      <thead>
        <tr className="border-b border-line text-left text-xs tracking-wider text-muted uppercase">
          <th scope="col" className="py-2 pr-3 font-bold">
            Size
          </th>
          {chart.measurements.map((name) => (
            <th key={name} scope="col" className="px-2 py-2 text-right font-bold">
              {MEASUREMENT_LABELS[name]} ({unit})
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.rows.map((row) => {
          const isSelected = selected !== null && same(row.size, selected);
          const offered = sizes.some((size) => same(size, row.size));
          return (
            <tr
              key={row.size}
              aria-current={isSelected || undefined}
              data-offered={offered}
              className={`border-b border-line ${isSelected ? 'bg-brand/10 font-bold text-ink' : offered ? 'text-ink' : 'text-muted/60'}`}
            >
              <th scope="row" className="py-2.5 pr-3 text-left font-bold">
                {row.size}
                {!offered && <span className="sr-only"> (not available in this product)</span>}
              </th>
              {chart.measurements.map((name) => (
                <td key={name} className="px-2 py-2.5 text-right tabular-nums">
                  {row.values[name] === undefined ? '–' : measurementText(row.values[name], unit)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
