import type { CouponView } from '@store/shared/schemas/coupons';
import { formatTime } from '@/lib/dates';

/** '10% off, up to ₹300' or '₹150 off' (docs/product/admin.md#coupons), worded once for the admin and shoppers. */
export { couponOffer } from '@store/shared/coupons';

/** 'Always', 'From 1 Dec 2026, 10:00 am', 'Until …' or 'From … until …'. */
export function couponWindow(coupon: Pick<CouponView, 'starts_at' | 'ends_at'>): string {
  if (!coupon.starts_at && !coupon.ends_at) return 'Always';
  if (!coupon.ends_at) return `From ${formatTime(coupon.starts_at!)}`;
  if (!coupon.starts_at) return `Until ${formatTime(coupon.ends_at)}`;
  return `${formatTime(coupon.starts_at)} – ${formatTime(coupon.ends_at)}`;
}

/** '3 of 100' or '3 (no limit)'. */
export function couponUses(coupon: Pick<CouponView, 'used_count' | 'total_uses'>): string {
  return coupon.total_uses === null
    ? `${coupon.used_count} (no limit)`
    : `${coupon.used_count} of ${coupon.total_uses}`;
}

/** An ISO time as a datetime-local input shows it, in the browser's time zone ('2026-12-01T10:00'). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}
