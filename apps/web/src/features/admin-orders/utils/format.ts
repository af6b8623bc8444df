import type { OrderLine } from '@store/shared/schemas/orders';

/** 'Size: M · Color: Navy' from a line's attributes, in the order the catalogue lists them. */
export function attributeText(attributes: OrderLine['attributes']): string {
  return attributes
    .map((a) => `${a.attribute_name.charAt(0).toUpperCase()}${a.attribute_name.slice(1)}: ${a.value}`)
    .join(' · ');
}

/** Today in the store's time zone as YYYY-MM-DD (the CSV file's name). */
export function storeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * The delivery address copied onto the order, as lines to print (a label, a packing slip). The API answers it as a
 * plain record, so each field is read as optional text.
 */
export function addressLines(address: Record<string, unknown> | null): {
  name: string;
  lines: string[];
  phone: string;
} {
  if (!address) return { name: '', lines: [], phone: '' };
  const name = [text(address.first_name), text(address.last_name)].filter(Boolean).join(' ');
  const street = [text(address.house_number), text(address.street_number)].filter(Boolean).join(', ');
  const landmark = text(address.landmark);
  const cityLine = [text(address.city), text(address.state)].filter(Boolean).join(', ');
  const postal = text(address.postal_code);
  const lines = [street, landmark, [cityLine, postal].filter(Boolean).join(' – '), text(address.country)].filter(
    Boolean,
  );
  return { name, lines, phone: text(address.phone) };
}

/** How many pieces an order has (the items column). */
export function pieces(lines: ReadonlyArray<Pick<OrderLine, 'quantity'>>): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
