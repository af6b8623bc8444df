// Dates as the store shows them: Indian English, in the store's time zone (Asia/Kolkata), whatever the
// browser's zone, so an order placed at 11 pm in India is never shown on the next day.

/**
 * A formatter made on its first use: building one loads the browser's locale data, which would lengthen the page's
 * first task (docs/product/storefront.md#page-weight).
 */
function formatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let made: Intl.DateTimeFormat | undefined;
  return (date) => (made ??= new Intl.DateTimeFormat('en-IN', options)).format(date);
}

const dayFormat = formatter({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const timeFormat = formatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '23 Nov 2026'; the text itself when it is not a date. */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat(date);
}

/** '23 Nov 2026, 2:05 pm'; the text itself when it is not a date. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat(date);
}
