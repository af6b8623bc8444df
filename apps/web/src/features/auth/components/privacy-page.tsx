import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { messageFor } from '../utils/error-message';
import { downloadMyData, useErasureCheck } from '../api/privacy';
import { DeleteAccountDialog } from './delete-account-dialog';

export const DOWNLOADED = 'Your data was downloaded.';
const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-line px-5 py-5 last:border-b-0 md:px-6">
      <h2 className="text-base font-bold text-ink">{title}</h2>
      <div className="mt-2 space-y-3 text-sm text-ink-soft">{children}</div>
    </section>
  );
}

const linkClass = 'font-semibold text-brand underline';

/**
 * Profile → Privacy (docs/product/privacy.md#profile-privacy): download my data, correct it, marketing messages,
 * questions, and delete my account (with what still holds it, when something does).
 */
export function PrivacyPage({ email, onDeleted }: { email: string; onDeleted: () => void }) {
  const check = useErasureCheck(email);
  const [downloading, setDownloading] = useState(false);
  const [downloadNote, setDownloadNote] = useState<{ text: string; ok: boolean } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadNote(null);
    try {
      await downloadMyData(email);
      setDownloadNote({ text: DOWNLOADED, ok: true });
    } catch (error) {
      setDownloadNote({ text: messageFor(error, DOWNLOAD_FAILED, [429]), ok: false });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="min-w-0 flex-1 rounded-lg border border-line bg-white">
      <h1 className="border-b border-line px-5 py-4 text-lg font-bold text-ink md:px-6">Privacy</h1>
      <Section title="Download my data">
        <p>
          A file (JSON) of everything we hold about you: your account, addresses, orders, reviews, wishlist, marketing
          choices, complaints and store credit.
        </p>
        <Button variant="dark" onClick={download} disabled={downloading}>
          {downloading ? 'Preparing…' : 'DOWNLOAD MY DATA'}
        </Button>
        {downloadNote ? (
          <p role="status" className={downloadNote.ok ? 'text-success' : 'text-red-700'}>
            {downloadNote.text}
          </p>
        ) : null}
      </Section>
      <Section title="Correct my data">
        <p>
          Change your name and mobile number on your{' '}
          <Link to="/Profile" className={linkClass}>
            Profile
          </Link>
          , and your delivery addresses in{' '}
          <Link to="/DeliveryAddress" className={linkClass}>
            Addresses
          </Link>
          .
        </p>
      </Section>
      <Section title="Marketing messages">
        <p>
          Offers by email or SMS are sent only if you agreed.{' '}
          <Link to="/Profile/Notifications" className={linkClass}>
            Choose or withdraw your consent
          </Link>
          .
        </p>
      </Section>
      <Section title="A question about your data">
        <p>
          <Link to="/Grievance" className={linkClass}>
            Write to our grievance officer
          </Link>{' '}
          (choose “My personal data”): we answer within 90 days.
        </p>
      </Section>
      <Section title="Delete my account">
        <p>
          Deleting ends every session at once and erases your personal data. We keep only what the law requires: tax
          invoices of your orders for 72 months, and a record that the deletion happened for a year.
        </p>
        {check.isPending ? <Spinner /> : null}
        {check.data && !check.data.erasable ? (
          <div className="rounded-md bg-amber-50 px-4 py-3 text-ink" data-testid="erasure-reasons">
            <p className="font-semibold">Your account cannot be deleted yet:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {check.data.reasons.map((reason) => (
                <li key={reason.reason}>{reason.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {check.isError ? (
          <p className="text-red-700">{messageFor(check.error, 'Please reload the page.', [403])}</p>
        ) : null}
        <button
          type="button"
          className={buttonClasses('outline', 'md', 'border-red-700 text-red-700 hover:border-red-800')}
          disabled={!check.data?.erasable}
          onClick={() => setConfirming(true)}
        >
          DELETE MY ACCOUNT
        </button>
      </Section>
      {check.data?.erasable ? (
        <DeleteAccountDialog
          email={email}
          check={check.data}
          open={confirming}
          onClose={() => setConfirming(false)}
          onDeleted={onDeleted}
        />
      ) : null}
    </div>
  );
}
