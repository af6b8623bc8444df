import { Link } from 'react-router';
import { InfoPage, InfoSection, SellerDetails } from '@/features/store-info/components/info-page';

/** /about (docs/product/legal.md#footer-and-pages): who sells, and what. */
export function Component() {
  return (
    <InfoPage title="About us">
      {(store) => (
        <>
          <InfoSection heading="Who we are">
            <p>
              {store.legal_name ?? 'This store'} sells fashion for men, women and kids online across India: everyday
              T-shirts and jeans, festive sarees, kurtas and lehengas, sneakers, watches and toys, from the brands named
              on each product.
            </p>
            <SellerDetails store={store} />
          </InfoSection>
          <InfoSection heading="How we sell">
            <p>
              Every price includes GST, and every order gets a GST tax invoice. You can return or exchange what you
              bought within {store.policies.return_window_days} days of delivery. The{' '}
              <Link to="/Legal" className="text-brand hover:underline">
                Legal page
              </Link>{' '}
              sets out our return, refund, cancellation, shipping and cash on delivery policies, and{' '}
              <Link to="/contact" className="text-brand hover:underline">
                Contact
              </Link>{' '}
              how to reach us.
            </p>
          </InfoSection>
        </>
      )}
    </InfoPage>
  );
}
