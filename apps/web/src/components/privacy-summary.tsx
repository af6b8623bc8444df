import { Link } from 'react-router';

/**
 * The short privacy notice of registration and the first sign-in (docs/product/privacy.md#notice): what is kept,
 * why, for how long, and the shopper's rights, with the full notice at /Privacy.
 */
export function PrivacySummary({ className = '' }: { className?: string }) {
  return (
    <section
      aria-labelledby="privacy-summary"
      className={`rounded-md bg-canvas p-3 text-xs text-ink-soft ${className}`}
    >
      <h2 id="privacy-summary" className="mb-1 text-sm font-bold text-ink">
        Your privacy
      </h2>
      <p>
        We keep your name, email, mobile number, addresses, orders, reviews and wishlist to run your account, deliver
        your orders and answer you. Tax invoices are kept for 6 years as GST law requires; the rest stays while you use
        your account.
      </p>
      <p className="mt-1">
        You can download your data, correct it, delete your account, complain to our grievance officer, and name someone
        to act for you.{' '}
        <Link to="/Privacy" className="font-bold text-brand underline">
          Read the full privacy notice
        </Link>
      </p>
    </section>
  );
}
