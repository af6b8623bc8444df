import type { StoreInfo } from '../api';

const linkClass = 'hover:text-ink hover:underline';
const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

/** A phone number as a tel: link. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${digits(phone)}`} className={linkClass}>
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

/** The grievance officer's lines: name and designation, email, phone (docs/product/legal.md#footer-and-pages). */
export function GrievanceOfficer({ officer }: { officer: StoreInfo['grievance_officer'] }) {
  if (!officer.name && !officer.email && !officer.phone) return null;
  return (
    <>
      {officer.name && (
        <p>
          {officer.name}
          {officer.designation ? `, ${officer.designation}` : ''}
        </p>
      )}
      {officer.email && (
        <p>
          <EmailLink email={officer.email} />
        </p>
      )}
      {officer.phone && (
        <p>
          <PhoneLink phone={officer.phone} />
        </p>
      )}
    </>
  );
}
