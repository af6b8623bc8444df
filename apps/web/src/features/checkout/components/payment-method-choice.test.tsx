import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CheckoutOptions } from '@store/shared/schemas/delivery';
import { PriceSummary } from '@/components/price-summary';
import { paymentOrderBody } from '../utils/checkout-payloads';
import { PaymentMethodChoice } from './payment-method-choice';
import { cartLine } from '@/testing/cart-line';

// The COD fee on the Payment page (docs/product/checkout.md#cod-fee): said before the choice, a nudge to pay online,
// its own line in the summary once cash is chosen, and part of the total the order is placed with.

const cod = (fee: number, allowed = true): CheckoutOptions['cod'] => ({
  allowed,
  rule: allowed ? null : 'no_cod',
  reason: allowed ? null : 'Cash on Delivery is not available for PIN code 744101. Please pay online.',
  max_amount: 10_000,
  fee,
});

const choice = (answer: CheckoutOptions['cod'], method: 'cod' | 'razorpay' = 'razorpay') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PaymentMethodChoice method={method} onChange={() => {}} testMode={false} cod={answer} loading={false} />
    </QueryClientProvider>,
  );

const tee = cartLine();

describe('the payment methods with a COD fee', () => {
  it('says the fee beside Cash on Delivery and nudges paying online', () => {
    const html = choice(cod(49));
    expect(html).toMatch(/Cash on Delivery<span[^>]*data-testid="cod-fee-note"[^>]*>\+ COD Fee ₹49.00/);
    expect(html).toContain('Pay online and save ₹49');
  });

  it('shows neither without a fee, and no nudge when cash on delivery is refused', () => {
    const none = choice(cod(0));
    expect(none).not.toContain('COD Fee');
    expect(none).not.toContain('Pay online and save');
    const refused = choice(cod(49, false));
    expect(refused).not.toContain('Pay online and save');
    expect(refused).toContain('+ COD Fee ₹49.00');
  });
});

describe('the price summary and the order with a COD fee', () => {
  it('shows COD Fee as its own line, in the total and in what is left after store credit', () => {
    const html = renderToStaticMarkup(<PriceSummary items={[tee]} codFee={49} storeCredit={300} />);
    expect(html).toMatch(/COD Fee<\/dt><dd[^>]*data-testid="cod-fee"[^>]*>₹49.00/);
    expect(html).toMatch(/data-testid="total-amount"[^>]*>₹1,348.00/);
    expect(html).toMatch(/data-testid="amount-to-pay"[^>]*>₹1,048.00/);
    expect(renderToStaticMarkup(<PriceSummary items={[tee]} />)).not.toContain('COD Fee');
  });

  it('places a cash order with the fee in total_amount, and an online one without it', () => {
    expect(paymentOrderBody([tee], 7, null, 'cod', false, 49).total_amount).toBe(1348);
    expect(paymentOrderBody([tee], 7, null, 'razorpay', false, 49).total_amount).toBe(1299);
  });
});
