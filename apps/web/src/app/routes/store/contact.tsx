import { Link } from 'react-router';
import { EmailLink, GrievanceOfficer, PhoneLink } from '@/features/store-info/components/contact-lines';
import { InfoPage, InfoSection, SellerDetails } from '@/features/store-info/components/info-page';

/** /contact (docs/product/legal.md#footer-and-pages): customer care and the grievance officer, from Store Settings. */
export function Component() {
  return (
    <InfoPage title="Contact us">
      {(store) => (
        <>
          <InfoSection heading="Customer care">
            {store.care.email || store.care.phone ? (
              <div className="space-y-1">
                {store.care.email && (
                  <p>
                    Email: <EmailLink email={store.care.email} />
                  </p>
                )}
                {store.care.phone && (
                  <p>
                    Phone: <PhoneLink phone={store.care.phone} />
                  </p>
                )}
                {store.care.hours && <p>Hours: {store.care.hours}</p>}
              </div>
            ) : (
              <p>Customer care details are not published yet.</p>
            )}
            <p>
              For an order, have its number ready: it is on the{' '}
              <Link to="/Orders" className="text-brand hover:underline">
                Orders
              </Link>{' '}
              page.
            </p>
          </InfoSection>
          <InfoSection heading="Grievance officer">
            <p>If customer care has not resolved your complaint, write to our grievance officer:</p>
            <div className="space-y-1">
              <GrievanceOfficer officer={store.grievance_officer} />
            </div>
          </InfoSection>
          <InfoSection heading="Registered seller">
            <SellerDetails store={store} />
          </InfoSection>
        </>
      )}
    </InfoPage>
  );
}
