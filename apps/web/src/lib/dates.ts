// Dates as the store shows them: Indian English, in the store's time zone (Asia/Kolkata), whatever the
// browser's zone, so an order placed at 11 pm in India is never shown on the next day.

import { dateFormatter } from '@store/shared/dates';

const formatter = (options: Intl.DateTimeFormatOptions) => dateFormatter('en-IN', options);

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
