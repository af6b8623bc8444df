import { describe, expect, it } from 'vitest';
import { resendCountdown } from './use-resend-countdown';

describe('resend countdown', () => {
  it('shows 30 while the timer starts at 60, and keeps resend disabled', () => {
    expect(resendCountdown(0)).toEqual({ timer: 60, shown: 30, canResend: false });
    expect(resendCountdown(0.9)).toEqual({ timer: 60, shown: 30, canResend: false });
    expect(resendCountdown(1)).toEqual({ timer: 59, shown: 29, canResend: false });
    expect(resendCountdown(29)).toEqual({ timer: 31, shown: 1, canResend: false });
  });

  it('allows a resend when the shown countdown is over (the server accepts one after 30 s)', () => {
    expect(resendCountdown(30)).toEqual({ timer: 30, shown: 0, canResend: true });
    expect(resendCountdown(59)).toEqual({ timer: 1, shown: 0, canResend: true });
    expect(resendCountdown(60)).toEqual({ timer: 0, shown: 0, canResend: true });
    expect(resendCountdown(500)).toEqual({ timer: 0, shown: 0, canResend: true });
  });

  it('treats a clock that went backwards as just started', () => {
    expect(resendCountdown(-5)).toEqual({ timer: 60, shown: 30, canResend: false });
  });
});
