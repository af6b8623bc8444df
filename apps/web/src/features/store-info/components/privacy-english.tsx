import { formatDay } from '@/lib/dates';
import type { StoreInfo } from '../api';
import { Fiduciary, Officer, PageLink, Points, type PrivacyText } from './privacy-parts';

const years = (count: number) => `${count} year${count === 1 ? '' : 's'}`;

/**
 * The full privacy notice in English (docs/product/privacy.md#privacy-page), every figure from GET /api/store: the
 * data fiduciary and grievance officer from Store Settings, the retention periods from the code and DATA_RETENTION_YEARS.
 */
export function englishNotice(store: StoreInfo): PrivacyText {
  const { privacy } = store;
  const seller = store.legal_name ?? 'the store';
  return {
    title: 'Privacy notice',
    sections: [
      {
        heading: 'Who we are',
        body: (
          <>
            <p>
              {seller} runs this store and decides how your personal data is used: under the Digital Personal Data
              Protection Act, 2023, we are the data fiduciary.
            </p>
            <Fiduciary store={store} />
          </>
        ),
      },
      {
        heading: 'What we collect',
        body: (
          <Points
            items={[
              'Your account: name, email address, mobile number, and your password as a one-way hash (never the password itself), or your Google account’s email if you sign in with Google.',
              'Your delivery addresses, with the PIN code and a phone number for the courier.',
              'Your orders: what you bought, prices, coupons, store credit, delivery, cancellations, returns and refunds.',
              'Payments: cards, UPI and net banking are handled by Razorpay, our payment provider. Your card number never reaches the store; we keep only Razorpay’s payment reference and the amount.',
              'Reviews you write, with their photos, and complaints you file.',
              'Your wishlist and your bag.',
            ]}
          />
        ),
      },
      {
        heading: 'Why we use it',
        body: (
          <Points
            items={[
              'To run your account, take your orders, deliver them, and handle cancellations, returns and refunds.',
              'To issue GST invoices and keep the accounts the law requires.',
              'To keep the store safe: sign-in codes, limits on cash on delivery, and stopping fraud.',
              'To answer your questions and complaints.',
              'To send offers by email or SMS, only if you have turned that channel on.',
            ]}
          />
        ),
      },
      {
        heading: 'How long we keep it',
        body: (
          <Points
            items={[
              `GST invoices and the orders behind them: ${privacy.invoice_months} months, as tax law requires, even if you delete your account.`,
              privacy.inactive_account_years > 0
                ? `Your account and its data: while you use it. An account with no sign-in and no order for ${years(privacy.inactive_account_years)} is deleted.`
                : 'Your account and its data: until you delete the account. Accounts are not deleted for being unused.',
              `The record of who looked at or changed personal data: one year (${privacy.processing_log_days} days).`,
            ]}
          />
        ),
      },
      {
        heading: 'Your rights',
        body: (
          <Points
            items={[
              <>
                Access: download all the data we hold about you at <PageLink to="/Profile/Privacy" />.
              </>,
              <>
                Correction: change your name, email, mobile number and addresses at <PageLink to="/Profile" /> and{' '}
                <PageLink to="/DeliveryAddress" />.
              </>,
              <>
                Erasure: delete your account at <PageLink to="/Profile/Privacy" />. What tax law makes us keep
                (invoices) stays, without anything else about you.
              </>,
              <>
                Grievance: complain at <PageLink to="/Grievance" /> and choose “My personal data”. We answer within{' '}
                {privacy.grievance_days} days. If you are not satisfied, you may then go to the Data Protection Board of
                India.
              </>,
              <>
                Nominating someone: you may name a person to use these rights for you if you die or cannot act. Tell us
                who, with their contact details, through the complaint form at <PageLink to="/Grievance" /> under “My
                personal data”.
              </>,
            ]}
          />
        ),
      },
      {
        heading: 'Consent to marketing',
        body: (
          <p>
            Offers by email and by SMS are separate choices, each off until you turn it on; nothing is ticked for you.
            Turn either on or off at any time at <PageLink to="/Profile/Notifications" />, or use the unsubscribe link
            in any offer we send. Messages about your orders and account are not marketing and are always sent.
          </p>
        ),
      },
      {
        heading: 'Grievance officer',
        body: <Officer store={store} none="Write to customer care at the address above." />,
      },
      {
        heading: 'This notice',
        body: (
          <p>
            Version {privacy.notice_version}, in force from {formatDay(privacy.notice_version)}. When its meaning
            changes we give it a new version and tell you.
          </p>
        ),
      },
    ],
  };
}
