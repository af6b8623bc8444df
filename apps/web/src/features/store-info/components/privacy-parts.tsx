import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StoreInfo } from '../api';
import { EmailLink, GrievanceOfficer, PhoneLink } from './contact-lines';

// The pieces both languages of /Privacy share (docs/product/privacy.md#privacy-page): links to the shopper's own pages,
// the data fiduciary's and the grievance officer's details, and the notice's sections as data.

export type PrivacyLanguage = 'en' | 'hi';

/** One section of the notice: its heading and what it says. */
export interface PrivacySection {
  heading: string;
  body: ReactNode;
}

/** The words each language's notice is written in, from the store's details. */
export interface PrivacyText {
  title: string;
  sections: PrivacySection[];
}

/** A link to one of the store's own pages, its address shown so that it can be typed in too. */
export function PageLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand hover:underline">
      {children ?? to}
    </Link>
  );
}

/** Who the data fiduciary is: the legal name, the address and how to reach the store. */
export function Fiduciary({ store }: { store: StoreInfo }) {
  return (
    <address className="space-y-1 not-italic">
      {store.legal_name && <p className="font-semibold text-ink">{store.legal_name}</p>}
      {store.address && <p>{store.address}</p>}
      {store.care.email && (
        <p>
          <EmailLink email={store.care.email} />
        </p>
      )}
      {store.care.phone && (
        <p>
          <PhoneLink phone={store.care.phone} />
        </p>
      )}
    </address>
  );
}

/** The grievance officer, or the store's care address when none is named. */
export function Officer({ store, none }: { store: StoreInfo; none: string }) {
  const officer = store.grievance_officer;
  if (!officer.name && !officer.email && !officer.phone) return <p>{none}</p>;
  return (
    <div className="space-y-1">
      <GrievanceOfficer officer={officer} />
    </div>
  );
}

/** A list of short points. */
export function Points({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
