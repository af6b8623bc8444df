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

const rupeeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹1,299' or '₹1,299.50' */
export function formatRupees(rupees: number): string {
  return `₹${rupeeFormat.format(rupees)}`;
}
