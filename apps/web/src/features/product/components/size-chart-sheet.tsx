import { useState } from 'react';
import { HOW_TO_MEASURE, MEASUREMENT_LABELS, type ChartUnit } from '@store/shared/size-charts';
import type { SizeChart } from '@store/shared/schemas/size-charts';
import { Modal } from '@/components/ui/modal';
import { rememberChartUnit, rememberedChartUnit } from '../utils/chart-unit';
import { SizeChartTable } from './size-chart-table';

export interface SizeChartSheetProps {
  chart: SizeChart;
  selected: string | null;
  sizes: readonly string[];
  placement: 'bottom' | 'center';
  onClose: () => void;
}

/**
 * The open size chart (docs/product/storefront.md#size-charts): the cm / inches toggle, starting from the unit
 * remembered in the browser, the table, and how to take each measurement. Loaded at the page's first idle moment, or
 * at once on a tap on `Size Chart` before it.
 */
export function SizeChartSheet({ chart, selected, sizes, placement, onClose }: SizeChartSheetProps) {
  const [unit, setUnit] = useState<ChartUnit>(rememberedChartUnit);
  const choose = (next: ChartUnit) => {
    setUnit(next);
    rememberChartUnit(next);
  };
  return (
    <Modal open title="Size Chart" placement={placement} size="lg" onClose={onClose}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-muted">Body measurements</p>
        <UnitToggle unit={unit} onChange={choose} />
      </div>
      <SizeChartTable chart={chart} unit={unit} selected={selected} sizes={sizes} />
      <h3 className="mt-6 text-sm font-bold tracking-wider text-ink uppercase">How to measure</h3>
      <dl className="mt-2 space-y-2 text-sm">
        {chart.measurements.map((name) => (
          <div key={name}>
            <dt className="font-semibold text-ink">{MEASUREMENT_LABELS[name]}</dt>
            <dd className="text-ink-soft">{HOW_TO_MEASURE[name]}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

/** Two buttons, one pressed: the unit the table shows. */
function UnitToggle({ unit, onChange }: { unit: ChartUnit; onChange: (unit: ChartUnit) => void }) {
  const units: Array<[ChartUnit, string]> = [
    ['cm', 'cm'],
    ['in', 'inches'],
  ];
  return (
    <div role="group" aria-label="Unit" className="inline-flex rounded-full border border-ink/25 p-0.5">
      {units.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={unit === value}
          onClick={() => onChange(value)}
          className={`rounded-full px-3 py-1 text-xs font-bold ${unit === value ? 'bg-ink text-white' : 'text-ink-soft'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
