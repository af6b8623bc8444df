/**
 * Money is kept in paise (integers) everywhere it is stored or added up; rupees (numbers with at most two
 * decimals) only at the edges, in API payloads and on screen.
 */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** The price a shopper pays: the discount price when there is one, else the price. */
export function sellingPrice(price: number, discountPrice: number | null | undefined): number {
  return discountPrice == null ? price : discountPrice;
}

/** Percent off, a whole number, the same rule wherever it is shown (rounded down, never negative). */
export function discountPercent(price: number, discountPrice: number | null | undefined): number {
  if (discountPrice == null || price <= 0 || discountPrice >= price) return 0;
  return Math.floor(((price - discountPrice) / price) * 100);
}

/**
 * '₹1,299', '₹1,23,456' (Indian grouping: thousands, then lakhs and crores) or '₹1,299.5' (up to two decimals, as
 * Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }) writes them). Written out because building that formatter
 * costs a phone's main thread about 80 ms when a page starts (docs/product/storefront.md#page-weight).
 */
export function formatRupees(rupees: number): string {
  const paise = Math.round(Math.abs(rupees) * 100);
  const whole = String(Math.floor(paise / 100));
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  const cents = paise % 100;
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
  return `₹${rupees < 0 && paise > 0 ? '-' : ''}${grouped}${fraction}`;
}
