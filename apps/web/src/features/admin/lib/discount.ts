import { discountPercent, toPaise, toRupees } from '@store/shared/money';

/** The price fields of the product and variation forms, as typed (number inputs give strings). */
export interface PriceFields {
  price: string;
  discount_price: string;
  discount: string;
}

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
};

/** The selling price for a percent off, rounded to the paisa as the server rounds it. */
export function priceAfterPercent(price: number, percent: number): number {
  return toRupees(Math.round((toPaise(price) * (100 - percent)) / 100));
}

/**
 * Discount price and percent kept in step as the admin types (docs/product/admin.md#products: the percent is always recomputed
 * from the two prices): typing a percent sets the discount price, typing a discount price or a new price
 * recomputes the percent.
 */
export function withPriceChange(fields: PriceFields, field: keyof PriceFields, text: string): PriceFields {
  const next = { ...fields, [field]: text };
  const price = parse(next.price);
  if (field === 'discount') {
    const percent = parse(text);
    if (text.trim() === '') return { ...next, discount_price: '' };
    if (price !== null && percent !== null && percent >= 0 && percent <= 100) {
      return { ...next, discount_price: percent === 0 ? '' : String(priceAfterPercent(price, percent)) };
    }
    return next;
  }
  const discountPrice = parse(next.discount_price);
  if (next.discount_price.trim() === '') return field === 'discount_price' ? { ...next, discount: '' } : next;
  if (price !== null && discountPrice !== null && price > 0) {
    return { ...next, discount: String(discountPercent(price, discountPrice)) };
  }
  return next;
}

/**
 * What the form sends: the discount price when there is one (the server takes it over the percent),
 * otherwise the percent (blank means no discount).
 */
export function pricePayload(fields: PriceFields): { price: string; discount_price: string; discount?: string } {
  if (fields.discount_price.trim() !== '') return { price: fields.price, discount_price: fields.discount_price };
  return { price: fields.price, discount_price: '', discount: fields.discount };
}

/** The form's starting values for a saved record: no discount shows as blank fields. */
export function priceFieldsOf(record: { price: number; discount_price: number; discount: number } | null): PriceFields {
  if (!record) return { price: '', discount_price: '', discount: '' };
  const discounted = record.discount_price < record.price;
  return {
    price: String(record.price),
    discount_price: discounted ? String(record.discount_price) : '',
    discount: discounted ? String(record.discount) : '',
  };
}

/** Sets each price field that `next` changes, and only those: a field left as it was keeps its message. */
export function setChangedPrices(
  current: PriceFields,
  next: PriceFields,
  set: (field: keyof PriceFields, value: string) => void,
): void {
  for (const field of ['price', 'discount_price', 'discount'] as const) {
    if (next[field] !== current[field]) set(field, next[field]);
  }
}
