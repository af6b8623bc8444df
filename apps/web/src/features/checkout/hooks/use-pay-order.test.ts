import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { paymentTexts, verifyFailureText } from './use-pay-order';

describe('the Payment page after a refused verification (docs/product/checkout.md#late-payments)', () => {
  it("shows the server's sentence for a late payment being refunded", () => {
    const said =
      'Order #7 was cancelled before your payment arrived, so your payment of ₹500 is being refunded in full.';
    expect(verifyFailureText(new ApiError(409, said, {}, 'PAYMENT_REFUNDED'))).toBe(said);
  });

  it('shows the usual failure for anything else', () => {
    expect(verifyFailureText(new ApiError(400, 'x', {}, 'PAYMENT_VERIFICATION_FAILED'))).toBe(
      paymentTexts.verificationFailed,
    );
    expect(verifyFailureText(new Error('network'))).toBe(paymentTexts.verificationFailed);
  });
});
