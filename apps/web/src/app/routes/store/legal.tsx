import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { EmailLink, GrievanceOfficer } from '@/features/store-info/components/contact-lines';
import { InfoPage, InfoSection, SellerDetails } from '@/features/store-info/components/info-page';
import type { StoreInfo } from '@/features/store-info/api';

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

function DeliveryZones({ zones }: { zones: StoreInfo['policies']['delivery'] }) {
  if (zones.length === 0) return <p>We are not delivering anywhere at the moment.</p>;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="border-b border-line text-ink">
          <th className="py-2 pr-3 font-semibold">Zone</th>
          <th className="py-2 pr-3 font-semibold">Delivery</th>
          <th className="py-2 font-semibold">Cash on delivery</th>
        </tr>
      </thead>
      <tbody>
        {zones.map((zone) => (
          <tr key={zone.zone} className="border-b border-line">
            <td className="py-2 pr-3">{zone.zone}</td>
            <td className="py-2 pr-3">
              {zone.min_days === zone.max_days
                ? `${days(zone.min_days)}`
                : `${zone.min_days} to ${days(zone.max_days)}`}
            </td>
            <td className="py-2">{zone.cod ? 'Offered' : 'Not offered'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /Legal (docs/product/legal.md#legal-page): the seller and the policies as the store applies them, every figure from
 * GET /api/store, which reads the rules the code enforces.
 */
export function Component() {
  return (
    <InfoPage title="Legal">
      {(store) => {
        const { policies } = store;
        const { cod } = policies;
        return (
          <>
            <InfoSection heading="Seller">
              <SellerDetails store={store} />
              {store.care.email && (
                <p>
                  Customer care: <EmailLink email={store.care.email} /> (more on the{' '}
                  <Link to="/contact" className="text-brand hover:underline">
                    Contact
                  </Link>{' '}
                  page).
                </p>
              )}
            </InfoSection>
            <InfoSection heading="Cancellation">
              <p>
                You can cancel an order yourself, from its page under Orders, while it is{' '}
                {list(policies.shopper_cancellable.map((status) => status.toLowerCase()))}: that is, until it ships.
                Once it has shipped it can no longer be cancelled; after delivery you can ask for a return.
              </p>
            </InfoSection>
            <InfoSection heading="Returns and exchanges">
              <p>
                You can return a delivered order, whole or in part, or exchange an item for another size of the same
                product and colour at the same price, within {days(policies.return_window_days)} of delivery. Ask from
                the order’s page. We check the request, arrange the pick-up, and put the items back in stock when they
                reach our warehouse.
              </p>
            </InfoSection>
            <InfoSection heading="Refunds">
              <p>
                A refund goes back the way you paid: to your card, UPI or bank through our payment provider, or, for
                cash on delivery, to the UPI id or bank account you give us. You may choose store credit instead.
                Cancelling a paid order refunds it in full.
              </p>
              <p>
                Store credit from a refund never expires.{' '}
                {policies.store_credit_expiry_days > 0
                  ? `Goodwill credit we give you expires ${days(policies.store_credit_expiry_days)} after it is given.`
                  : 'Goodwill credit we give you does not expire either.'}
              </p>
            </InfoSection>
            <InfoSection heading="Shipping">
              <p>Delivery is free on every order. How long it takes depends on your PIN code:</p>
              <DeliveryZones zones={policies.delivery} />
              <p>The product page and the Payment page give the expected date for your PIN code.</p>
            </InfoSection>
            <InfoSection heading="Cash on delivery">
              <p>
                Cash on delivery is offered where the table above says so, for orders up to{' '}
                {formatRupees(cod.max_amount)}, to accounts whose email and mobile number are verified, with at most{' '}
                {cod.max_open_orders} cash on delivery order{cod.max_open_orders === 1 ? '' : 's'} not yet delivered at
                a time.{' '}
                {cod.fee === null
                  ? 'There is no extra charge for paying in cash.'
                  : `A cash on delivery fee of ${formatRupees(cod.fee)} is added to the order.`}
              </p>
            </InfoSection>
            <InfoSection heading="Grievance officer">
              <div className="space-y-1">
                <GrievanceOfficer officer={store.grievance_officer} />
              </div>
            </InfoSection>
          </>
        );
      }}
    </InfoPage>
  );
}
