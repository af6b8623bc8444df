/**
 * A development store sends codes to its own log instead of by SMS or email, and says so; the server gives the
 * code to the screen only then, never in production, where the console providers are refused
 * (docs/product/accounts.md#one-time-codes, docs/product/accounts.md#email-verification).
 */
export function TestModeHint({ code, channel = 'sms' }: { code: string; channel?: 'sms' | 'email' }) {
  return (
    <p
      data-testid={channel === 'sms' ? 'otp-test-mode' : 'email-test-mode'}
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <strong className="font-bold tracking-wider">TEST MODE</strong> ·{' '}
      {channel === 'sms'
        ? 'no SMS is sent by this development store.'
        : 'no email leaves this development store (it is listed on /dev/outbox).'}{' '}
      Your code is <strong className="font-mono text-base tracking-[0.2em]">{code}</strong>
    </p>
  );
}
