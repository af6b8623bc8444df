import { useResendCountdown } from '../hooks/use-resend-countdown';

/**
 * 'Resend OTP in 30s' … then Resend OTP; a resend that went out starts the countdown again
 * (docs/product/accounts.md#one-time-codes).
 */
export function ResendWithCountdown({ resend, resending }: { resend: () => Promise<boolean>; resending: boolean }) {
  const countdown = useResendCountdown();
  if (!countdown.canResend) {
    return (
      <button type="button" disabled className="text-sm font-semibold text-muted">
        Resend OTP in {countdown.shown}s
      </button>
    );
  }
  return (
    <button
      type="button"
      disabled={resending}
      onClick={async () => {
        if (await resend()) countdown.restart();
      }}
      className="text-sm font-bold text-brand hover:underline disabled:text-muted"
    >
      {resending ? 'Sending…' : 'Resend OTP'}
    </button>
  );
}
