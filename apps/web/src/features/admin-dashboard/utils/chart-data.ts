import type { AdminDashboard } from '@store/shared/schemas/merchant';

/** Days the sales chart shows (the API's salesByDay covers the same). */
export const CHART_DAYS = 30;

export interface ChartPoint {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  /** '23 Nov' under the bar. */
  label: string;
  sales: number;
  orders: number;
}

const DAY_MS = 86_400_000;
const labelFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Today's date in the store's time zone (Asia/Kolkata), as the API counts days. */
export function storeToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The day `days` after `day` (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * One point per day for the CHART_DAYS days ending today (or the API's last day, if later), oldest first; a day
 * the API left out is a zero day, so the bars keep their places (docs/product/admin.md#dashboard).
 */
export function salesChartData(points: AdminDashboard['salesByDay'], today: string = storeToday()): ChartPoint[] {
  const byDate = new Map(points.map((point) => [point.date.slice(0, 10), point]));
  const last =
    points.length > 0
      ? points
          .map((point) => point.date.slice(0, 10))
          .sort()
          .at(-1)!
      : today;
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const date = addDays(last, index - (CHART_DAYS - 1));
    const point = byDate.get(date);
    return {
      date,
      label: labelFormat.format(new Date(`${date}T00:00:00Z`)),
      sales: point?.sales ?? 0,
      orders: point?.orders ?? 0,
    };
  });
}

/** '₹950', '₹12.5K', '₹1.2L', '₹3.4Cr': short enough for a phone's axis. */
export function compactRupees(rupees: number): string {
  const abs = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  const short = (value: number, unit: string) => `${sign}₹${Number(value.toFixed(1))}${unit}`;
  if (abs >= 10_000_000) return short(abs / 10_000_000, 'Cr');
  if (abs >= 100_000) return short(abs / 100_000, 'L');
  if (abs >= 1_000) return short(abs / 1_000, 'K');
  return `${sign}₹${Math.round(abs)}`;
}

/** Links of the figure cards to the screens that list what they count (H5's /ManageOrders filters). */
export function dashboardLinks(today: string = storeToday()) {
  const range = (days: number) => `/ManageOrders?from=${addDays(today, -(days - 1))}&to=${today}`;
  return {
    salesToday: range(1),
    sales7: range(7),
    sales30: range(30),
    ordersToday: range(1),
    customers: '/Customers',
    needsAttention: '/ManageOrders?attention=1',
    // Returns are asked only of delivered orders; the order list marks those with open returns.
    openReturns: '/ManageOrders?status=Delivered',
    lowStock: '/Inventory',
    status: (status: string) => `/ManageOrders?status=${encodeURIComponent(status)}`,
  };
}
