import { useEffect } from 'react';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useSessionNotice } from '@/stores/auth';
import { checkSession } from '../hooks/check-session';

/** How long the signed-out notice stays: longer than a toast, since it explains an unexpected change. */
const SESSION_NOTICE_MS = 6000;

/**
 * A token that expired or that the server rejects signs the user out with a clear notice
 * (docs/product/accounts.md#sessions). Mounted once in the header; it also confirms a token read back at start
 * with the server.
 */
export function SessionNotice() {
  const [notice, clearNotice] = useSessionNotice();
  const [message, show] = useTimedMessage(SESSION_NOTICE_MS);
  useEffect(() => {
    void checkSession();
  }, []);
  useEffect(() => {
    if (!notice) return;
    show(notice);
    clearNotice();
  }, [notice, show, clearNotice]);
  return <Toast message={message} tone="error" />;
}
