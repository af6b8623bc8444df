import { useEffect, useRef } from 'react';
import { PINCODE_PATTERN } from '@store/shared/delivery';
import type { PincodePlace } from '@store/shared/schemas/address';
import { api } from '@/lib/api-client';

/**
 * Once the PIN code has its 6 digits, asks where it is (GET /pincode/{pin}) and hands the answer to `apply`
 * (docs/product/checkout.md#the-address-form). A PIN changed meanwhile cancels the question; a failure changes
 * nothing (the shopper types city and state).
 */
export function usePincodeFill(pincode: string, apply: (place: PincodePlace) => void): void {
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    const pin = pincode.trim();
    if (!PINCODE_PATTERN.test(pin)) return;
    const controller = new AbortController();
    api
      .get<PincodePlace>(`/pincode/${pin}`, { signal: controller.signal })
      .then((place) => latest.current(place))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pincode]);
}
