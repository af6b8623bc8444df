import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PriceSummary } from './price-summary';
import { cartLine } from '@/testing/cart-line';

// The bag's price summary (docs/product/storefront.md#bag): prices include GST, so the total says so and shows the
// GST it includes, by each line's rate; every amount in rupees with two decimals.

const line = cartLine;

/** The summary's text as a shopper reads it. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the price summary', () => {
  it('says the total includes all taxes, with no GST row of 0.00 and no excl. taxes', () => {
    const html = text(renderToStaticMarkup(<PriceSummary items={[line({})]} />));
    expect(html).toContain('Cart Total (incl. of all taxes) ₹1,299.00');
    expect(html).not.toContain('excl. taxes');
    expect(html).not.toMatch(/GST 0\.00/);
    expect(html).toContain('Shipping Charges ₹50.00 Free');
    expect(html).toContain('Total Amount ₹1,299.00');
    expect(html).toContain('You save ₹300.00 on this order');
  });

  it('shows the GST in the total at each line’s rate: the apparel rule by the unit price, or the rate set', () => {
    // 2 × ₹1,299 at 5% (apparel up to ₹2,500): 2598 − 2598 × 100/105 = ₹123.71.
    const tees = line({ quantity: 2 });
    // ₹3,000 a piece is above ₹2,500: 18% → 3000 − 3000 × 100/118 = ₹457.63.
    const jacket = line({ product_id: 2, price: 3000, discount_price: 3000, discount: 0 });
    // A watch whose category names 18%: ₹1,000 → ₹152.54, where the apparel rule would give 5%.
    const watch = line({ product_id: 3, price: 1000, discount_price: 1000, discount: 0, gst_rate: 18 });
    expect(text(renderToStaticMarkup(<PriceSummary items={[tees]} />))).toContain('Includes GST of ₹123.71');
    expect(text(renderToStaticMarkup(<PriceSummary items={[tees, jacket, watch]} />))).toContain(
      'Includes GST of ₹733.88',
    );
  });

  it('takes a coupon’s discount off before the GST is worked out', () => {
    // ₹1,299 less ₹99 is ₹1,200 at 5%: 1200 − 1200 × 100/105 = ₹57.14.
    const html = text(
      renderToStaticMarkup(<PriceSummary items={[line({})]} coupon={{ code: 'SAVE99', discount: 99 }} />),
    );
    expect(html).toContain('Coupon Discount (SAVE99) −₹99.00');
    expect(html).toContain('Total Amount ₹1,200.00');
    expect(html).toContain('Includes GST of ₹57.14');
  });
});
