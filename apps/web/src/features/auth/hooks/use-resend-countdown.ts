import { useCallback, useEffect, useState } from 'react';

/**
 * The resend timer runs 60 s; the countdown shown to the shopper starts at 30 s
 * (docs/product/accounts.md#one-time-codes).
 */
export const RESEND_TIMER_SECONDS = 60;
export const RESEND_SHOWN_SECONDS = 30;

export interface ResendCountdown {
  /** Seconds left on the 60 s timer. */
  timer: number;
  /** The countdown shown ('Resend OTP in 30s' … 1s). */
  shown: number;
  /** Resend is allowed once the shown countdown is over: the server accepts a new code after 30 s. */
  canResend: boolean;
}

/**
 * Resend is disabled during a countdown displayed from 30 while the timer runs from 60. Both count down
 * together, so the shown countdown ends when 30 s have passed, which is when the server's resend rule (no
 * sooner than 30 s, docs/decisions/007-one-time-codes.md) lets a new code go out.
 */
export function resendCountdown(elapsedSeconds: number): ResendCountdown {
  const elapsed = Math.max(0, Math.floor(elapsedSeconds));
  const timer = Math.max(0, RESEND_TIMER_SECONDS - elapsed);
  const shown = Math.max(0, timer - (RESEND_TIMER_SECONDS - RESEND_SHOWN_SECONDS));
  return { timer, shown, canResend: shown === 0 };
}

/** The countdown from the moment a code was sent; `restart()` after every resend. */
export function useResendCountdown(): ResendCountdown & { restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const state = resendCountdown((now - startedAt) / 1000);
  const running = state.timer > 0;

  useEffect(() => {
    if (!running) return;
    const interval = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(interval);
  }, [running, startedAt]);

  const restart = useCallback(() => {
    const time = Date.now();
    setStartedAt(time);
    setNow(time);
  }, []);
  return { ...state, restart };
}
