/**
 * Time left to pay an order (docs/product/checkout.md#payment-page): milliseconds from `now` until the server's
 * `expires_at`, never below zero; an unreadable time counts as run out.
 */
export function timeLeftMs(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * '14:32' (minutes and seconds), '1:05:09' from an hour up, '0:00' at the end. Seconds are rounded up, so the
 * clock shows 0:00 only once the time has really run out.
 */
export function formatTimeLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}` : `${minutes}:${twoDigits(seconds)}`;
}
