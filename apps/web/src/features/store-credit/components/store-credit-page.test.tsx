import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StoreCreditView } from '@store/shared/schemas/store-credit';
import { storeCreditQuery } from '../api/store-credit';
import { StoreCreditPage } from './store-credit-page';

// Profile → Store Credit (docs/product/accounts.md#store-credit) rendered from a mocked answer of GET /StoreCredit.

function render(answer: StoreCreditView) {
  const client = new QueryClient();
  client.setQueryData(storeCreditQuery('asha@example.com', 1).queryKey, answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/StoreCredit']}>
        <StoreCreditPage email="Asha@example.com" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const item = (
  id: number,
  amount: number,
  reason: StoreCreditView['items'][number]['reason'],
  order_id: number | null,
) => ({
  id,
  amount,
  reason,
  order_id,
  return_id: null,
  created_at: '2026-11-20T06:30:00.000Z',
  expires_at: reason === 'goodwill' ? '2027-11-20T06:30:00.000Z' : null,
});

describe('the Store Credit page', () => {
  it('shows the balance, what expires when, and the history with links to orders', () => {
    const html = render({
      balance: 1249.5,
      expiring: [{ amount: 200, expires_at: '2027-11-20T06:30:00.000Z' }],
      items: [item(3, -300, 'order_payment', 41), item(2, 1349.5, 'refund', 17), item(1, 200, 'goodwill', null)],
      totalCount: 3,
    });
    expect(html).toContain('₹1,249.5');
    expect(html).toContain('₹200 expires on 20 Nov 2027');
    expect(html).toMatch(/Spent on an order.*href="\/OrderDetails\/41"[^>]*>Order #41<\/a>.*−₹300/);
    expect(html).toMatch(/Refund.*href="\/OrderDetails\/17".*\+₹1,349.5/);
    expect(html).toContain('Added by the store');
    expect(html).not.toContain('No store credit yet');
  });

  it('says so when there has been none', () => {
    const html = render({ balance: 0, expiring: [], items: [], totalCount: 0 });
    expect(html).toContain('₹0');
    expect(html).toContain('No store credit yet');
    expect(html).not.toContain('History');
  });
});
