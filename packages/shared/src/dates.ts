/**
 * A date formatter made on its first use and kept: building an Intl formatter loads locale data (tens of
 * milliseconds in a browser's first task, docs/product/storefront.md#page-weight; a third of a millisecond on the
 * server, once per order before it was kept).
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (date) => (made ??= new Intl.DateTimeFormat(locale, options)).format(date);
}
