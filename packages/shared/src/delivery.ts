import { dateFormatter } from './dates.ts';

/**
 * Delivery dates from the serviceability table (docs/product/checkout.md#delivery): the days a PIN code's row
 * gives are counted from today in India's time zone, whatever the time zone of the server or the browser.
 */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

/** A PIN code is six digits (docs/product/checkout.md#address-book). */
export const PINCODE_PATTERN = /^\d{6}$/;

// en-CA formats as YYYY-MM-DD.
const isoDayInIndia = dateFormatter('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar date in India (YYYY-MM-DD). */
export function storeToday(now: Date = new Date()): string {
  return isoDayInIndia(now);
}

/** The date `days` after today in India (YYYY-MM-DD). */
export function deliveryDate(days: number, now: Date = new Date()): string {
  const [year, month, day] = storeToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** '2026-11-26' → 'Thu, 26 Nov'. */
export function formatDeliveryDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const weekday = at.toLocaleDateString('en-GB', { weekday: 'short', timeZone: 'UTC' });
  const dayMonth = at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${weekday}, ${dayMonth}`;
}

/** The line the product page and Payment show: 'Delivery by Thu, 26 Nov'. */
export const deliveryByText = (date: string) => `Delivery by ${formatDeliveryDate(date)}`;

/** The texts of a delivery check (docs/product/storefront.md#product-page). */
export const deliveryTexts = {
  codAvailable: 'Cash on Delivery available',
  codUnavailable: 'Cash on Delivery not available',
  notDeliverable: 'Not deliverable to this pincode',
  invalidPincode: 'Enter a 6 digit pincode.',
} as const;
