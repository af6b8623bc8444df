import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AvailableCoupon } from '@store/shared/schemas/coupons';
import { availableCouponsQuery } from '../api/available-coupons';
import { MyCouponsPage } from './my-coupons-page';

// My Coupons (docs/product/accounts.md#my-coupons) rendered from a mocked answer of GET /coupons/available.

const welcome: AvailableCoupon = {
  code: 'WELCOME10',
  type: 'percent',
  amount: 10,
  max_discount: 300,
  min_amount: 999,
  ends_at: null,
  uses_left: 1,
  offer: '10% off, up to ₹300',
  rules: ['On orders of ₹999 or more', 'Maximum discount ₹300', 'Once per shopper', 'No end date'],
};

function render(answer: AvailableCoupon[]) {
  const client = new QueryClient();
  client.setQueryData(availableCouponsQuery('asha@example.com').queryKey, answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/MyCoupons']}>
        <MyCouponsPage email="Asha@example.com" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the My Coupons page', () => {
  it('lists each coupon with its offer, code, rules and a Copy button', () => {
    const html = render([welcome]);
    expect(html).toContain('10% off, up to ₹300');
    expect(html).toContain('>WELCOME10<');
    for (const rule of welcome.rules) expect(html).toContain(`<li>${rule}</li>`);
    expect(html).toContain('aria-label="Copy WELCOME10"');
    expect(html).not.toContain('No coupons for you right now');
  });

  it('says so when there is none', () => {
    const html = render([]);
    expect(html).toContain('No coupons for you right now');
    expect(html).not.toContain('<button');
  });
});
