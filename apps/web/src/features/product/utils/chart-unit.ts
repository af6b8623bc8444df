import type { ChartUnit } from '@store/shared/size-charts';

/** Where the size chart's cm / inches choice is remembered (docs/product/storefront.md#size-charts). */
export const CHART_UNIT_STORAGE_KEY = 'sizeChartUnit';

/** The remembered unit; centimetres when none was chosen, or storage is refused. */
export function rememberedChartUnit(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ChartUnit {
  try {
    return storage?.getItem(CHART_UNIT_STORAGE_KEY) === 'in' ? 'in' : 'cm';
  } catch {
    return 'cm';
  }
}

export function rememberChartUnit(
  unit: ChartUnit,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(CHART_UNIT_STORAGE_KEY, unit);
  } catch {
    // Private windows may refuse storage; the toggle still works on this page.
  }
}
