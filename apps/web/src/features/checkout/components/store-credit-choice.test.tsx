import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { creditSplit } from '@store/shared/store-credit';
import { PriceSummary } from '@/components/price-summary';
import { offersStoreCredit, StoreCreditChoice } from './store-credit-choice';
import { cartLine } from '@/testing/cart-line';

// The Payment page's `Use store credit (₹{balance})` box and the summary it changes (docs/product/checkout.md#store-credit).

const choice = (balance: number | undefined, checked: boolean, payable = 1299) =>
  renderToStaticMarkup(
    <StoreCreditChoice
      balance={balance}
      checked={checked}
      onChange={() => {}}
      split={creditSplit(payable, balance ?? 0, checked)}
    />,
  );

const tee = cartLine();

describe('the store credit box', () => {
  it('is offered only with a balance above zero', () => {
    expect(offersStoreCredit(undefined)).toBe(false);
    expect(offersStoreCredit(0)).toBe(false);
    expect(offersStoreCredit(0.01)).toBe(true);
    expect(choice(undefined, false)).toBe('');
    expect(choice(0, true)).toBe('');
  });

  it('names the balance and is never ticked for the shopper', () => {
    const html = choice(500, false);
    expect(html).toContain('Use store credit (₹500.00)');
    expect(html).not.toContain('checked');
    expect(html).not.toContain('store-credit-note');
  });

  it('ticked, says what the credit pays and what is left, or that no card is needed', () => {
    expect(choice(500, true)).toContain('₹500.00 from store credit; pay the rest, ₹799.00, below.');
    expect(choice(2000, true)).toContain('Your store credit pays the whole order (₹1,299.00): no card needed.');
  });
});

describe('the price summary with store credit', () => {
  it('shows Store credit −₹x and what is left to pay under the total', () => {
    const html = renderToStaticMarkup(<PriceSummary items={[tee]} storeCredit={500} />);
    expect(html).toMatch(/Store credit<\/dt><dd[^>]*data-testid="store-credit-used"[^>]*>−₹500.00/);
    expect(html).toMatch(/To Pay<\/dt><dd[^>]*data-testid="amount-to-pay"[^>]*>₹799.00/);
    expect(renderToStaticMarkup(<PriceSummary items={[tee]} />)).not.toContain('Store credit');
  });
});
