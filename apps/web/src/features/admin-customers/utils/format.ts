import { formatDay } from '@/lib/dates';

/** '22 Nov 2026' in the store's time zone; '—' when there is none. */
export function shortDate(iso: string | null): string {
  if (!iso) return '—';
  return formatDay(iso);
}
