import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '@/hooks/use-timed-message';

/** Green when an action worked, red with the server's sentence when it did not (docs/product/admin.md#toasts). */
export type OrderToastTone = 'success' | 'error';

export interface OrderToast {
  message: string | null;
  tone: OrderToastTone;
  show: (message: string, tone?: OrderToastTone) => void;
}

/** A toast that vanishes after 3 seconds; a new one restarts the clock. */
export function useOrderToast(duration = NOTICE_MS): OrderToast {
  const [state, setState] = useState<{ message: string | null; tone: OrderToastTone }>({
    message: null,
    tone: 'success',
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (message: string, tone: OrderToastTone = 'success') => {
      clearTimeout(timer.current);
      setState({ message, tone });
      timer.current = setTimeout(() => setState((current) => ({ ...current, message: null })), duration);
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { ...state, show };
}

/** The sentence to show for a failed call: the server's own message (409, 400) or a plain fallback. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
