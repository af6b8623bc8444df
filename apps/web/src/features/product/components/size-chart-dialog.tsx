import { useState } from 'react';
import type { SizeChart } from '@store/shared/schemas/size-charts';
import { idlePart } from '@/lib/idle';

/** The open chart's code comes at the page's first idle moment (docs/product/storefront.md#page-weight). */
const sheet = idlePart(() => import('./size-chart-sheet'));

interface SizeChartDialogProps {
  chart: SizeChart;
  selected: string | null;
  sizes: readonly string[];
}

const isWide = () => window.matchMedia('(min-width: 768px)').matches;

/**
 * `Size Chart` beside the sizes and the chart it opens (docs/product/storefront.md#size-charts): a sheet from the
 * bottom on phones, a dialog on wide screens. The chart came with the product, so it opens without asking the API.
 */
export function SizeChartDialog({ chart, selected, sizes }: SizeChartDialogProps) {
  const [placement, setPlacement] = useState<'bottom' | 'center' | null>(null);
  const module = sheet.useLoaded();
  return (
    <>
      <button
        type="button"
        className="text-sm font-bold tracking-wider text-brand uppercase hover:underline"
        aria-haspopup="dialog"
        onClick={() => {
          const wide = isWide();
          void sheet.loadNow().then(() => setPlacement(wide ? 'center' : 'bottom'));
        }}
      >
        Size Chart
      </button>
      {module && placement && (
        <module.SizeChartSheet
          chart={chart}
          selected={selected}
          sizes={sizes}
          placement={placement}
          onClose={() => setPlacement(null)}
        />
      )}
    </>
  );
}
