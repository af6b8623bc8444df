import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '@/hooks/use-timed-message';

/**
 * Green for add and done, blue for update, red for delete and failures, yellow warnings
 * (docs/product/admin.md#forms-and-toasts).
 */
export type ToastTone = 'success' | 'info' | 'error' | 'warning';

export interface ToastState {
  message: string | null;
  tone: ToastTone;
  show: (message: string, tone?: ToastTone) => void;
}

/** A toast that vanishes after 3 seconds; a new one restarts the clock. */
export function useToast(duration = NOTICE_MS): ToastState {
  const [state, setState] = useState<{ message: string | null; tone: ToastTone }>({
    message: null,
    tone: 'success',
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (message: string, tone: ToastTone = 'success') => {
      clearTimeout(timer.current);
      setState({ message, tone });
      timer.current = setTimeout(() => setState((current) => ({ ...current, message: null })), duration);
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { ...state, show };
}
