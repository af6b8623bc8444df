import { Link } from 'react-router';
import type { AccountSummary } from '@store/shared/schemas/account-summary';
import { useAccountSummary } from '../api/summary';

interface Card {
  title: string;
  value: (summary: AccountSummary) => number;
  to: string;
}

/** The shopper's own figures, each a way into the screen it counts (docs/product/accounts.md#dashboard). */
const cards: Card[] = [
  { title: 'Orders', value: (summary) => summary.orders_placed, to: '/Orders' },
  { title: 'Open orders', value: (summary) => summary.open_orders, to: '/Orders' },
  { title: 'Wishlist items', value: (summary) => summary.wishlist_items, to: '/Wishlist' },
];

/** Orders placed, open orders and wishlist items of the signed-in shopper; `…` while they load. */
export function ShopperFigures({ email }: { email: string }) {
  const summary = useAccountSummary(email);
  if (summary.isError) {
    return (
      <p role="alert" className="mt-6 text-sm font-medium text-red-700">
        Your figures could not be loaded. Please try again later.
      </p>
    );
  }
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3" aria-busy={summary.isPending}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-xl border border-line bg-white shadow-sm" data-testid="dashboard-card">
          <Link to={card.to} className="block p-5">
            <p className="text-sm font-semibold text-muted">{card.title}</p>
            <p className="mt-2 text-2xl font-black text-ink">{summary.data ? card.value(summary.data) : '…'}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
