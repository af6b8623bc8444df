import { useEffect, useState } from 'react';
import { timeLeftMs } from '@store/shared/countdown';

/**
 * Milliseconds left until `expiresAt` (the server's time an unpaid order gives its stock back), refreshed every
 * second and 0 once it has passed; null without a time (docs/product/checkout.md#payment-page).
 */
export function useTimeLeft(expiresAt: string | null | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  const left = expiresAt ? timeLeftMs(expiresAt, now) : null;
  const running = left !== null && left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, expiresAt]);
  return left;
}
