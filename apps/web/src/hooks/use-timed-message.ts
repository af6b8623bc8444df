import { useCallback, useEffect, useRef, useState } from 'react';

/** Toasts and notices stay 3 seconds (docs/product/storefront.md#limits). */
export const NOTICE_MS = 3000;

/** A message that clears itself after `duration`; showing another restarts the clock. */
export function useTimedMessage(duration = NOTICE_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), duration);
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return [message, show];
}
