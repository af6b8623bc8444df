import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '@/hooks/use-timed-message';

/**
 * Green for add, blue for update, red for delete and failures, yellow warnings
 * (docs/product/admin.md#forms-and-toasts).
 */
export type AdminToastTone = 'success' | 'info' | 'error' | 'warning';

export interface AdminToast {
  message: string | null;
  tone: AdminToastTone;
  show: (message: string, tone: AdminToastTone) => void;
}

/** A toast that vanishes after 3 seconds; a new one restarts the clock. */
export function useAdminToast(duration = NOTICE_MS): AdminToast {
  const [state, setState] = useState<{ message: string | null; tone: AdminToastTone }>({
    message: null,
    tone: 'success',
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (message: string, tone: AdminToastTone) => {
      clearTimeout(timer.current);
      setState({ message, tone });
      timer.current = setTimeout(() => setState((current) => ({ ...current, message: null })), duration);
    },
    [duration],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { ...state, show };
}
