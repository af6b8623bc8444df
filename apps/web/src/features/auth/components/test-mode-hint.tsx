/**
 * A development store sends codes to its own log instead of by SMS, and says so; the server gives the code to
 * the screen only then, never in production, where the console provider is refused
 * (docs/product/accounts.md#one-time-codes).
 */
export function TestModeHint({ code }: { code: string }) {
  return (
    <p
      data-testid="otp-test-mode"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <strong className="font-bold tracking-wider">TEST MODE</strong> · no SMS is sent by this development store. Your
      code is <strong className="font-mono text-base tracking-[0.2em]">{code}</strong>
    </p>
  );
}
