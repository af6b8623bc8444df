import { useState } from 'react';
import { Link } from 'react-router';
import type { ConsentEventView, ConsentSource, MarketingConsent } from '@store/shared/schemas/consents';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { CHANNEL_LABELS, MarketingChoices } from '@/components/marketing-choices';
import { useConsents, useSaveConsents } from '@/hooks/use-consents';
import { useToast } from '@/hooks/use-toast';
import { formatTime } from '@/lib/dates';

/** Where a change was made, in the shopper's words. */
const SOURCES: Record<ConsentSource, string> = {
  registration: 'when you registered',
  sign_in_notice: 'with the privacy notice',
  profile: 'on this page',
  unsubscribe_link: 'by the unsubscribe link',
  erasure: 'when the account was deleted',
};

const CHANNELS: Record<keyof MarketingConsent, string> = { email: 'Offers by email', sms: 'Offers by SMS' };

function HistoryRow({ event }: { event: ConsentEventView }) {
  return (
    <li className="px-4 py-2 text-sm">
      <span className="font-semibold text-ink">
        {CHANNELS[event.channel]} {event.granted ? 'turned on' : 'turned off'}
      </span>{' '}
      <span className="text-muted">
        {SOURCES[event.source]}, {formatTime(event.at)}
      </span>
    </li>
  );
}

/**
 * Profile → Notifications (docs/product/privacy.md#consent): the marketing consent per channel, off until the
 * shopper turns it on, saved with its time and the notice's version, and the history of changes.
 */
export function NotificationsPage({ email }: { email: string }) {
  const consents = useConsents(email);
  const save = useSaveConsents(email);
  const toast = useToast();
  const saved = consents.data;
  // What the shopper changed and has not saved yet; the saved choices otherwise.
  const [edits, setEdits] = useState<MarketingConsent | null>(null);
  const choices = edits ?? { email: saved?.email ?? false, sms: saved?.sms ?? false };
  const changed = saved !== undefined && (saved.email !== choices.email || saved.sms !== choices.sms);

  const onSave = async () => {
    try {
      await save.mutateAsync(choices);
      setEdits(null);
      toast.show('Your choices are saved.', 'info');
    } catch (error) {
      toast.show(error instanceof Error ? error.message : 'Could not save your choices.', 'error');
    }
  };

  return (
    <section className="min-w-0 flex-1" aria-labelledby="notifications-heading">
      <h1 id="notifications-heading" className="text-lg font-bold text-ink">
        Notifications
      </h1>
      <p className="mb-4 text-sm text-muted">
        Messages about your orders, returns, refunds and your account are always sent. Offers are sent only on the
        channels you turn on here, and every offer email has a link to stop them.
      </p>
      {!saved ? (
        <Spinner label="Loading your choices" />
      ) : (
        <div className="rounded-lg border border-line bg-white p-4">
          <MarketingChoices value={choices} onChange={setEdits} />
          <p className="mt-2 text-xs text-muted">
            {CHANNEL_LABELS.sms}: sent to the mobile number on your{' '}
            <Link to="/Profile" className="text-brand underline">
              profile
            </Link>{' '}
            once it is verified. Back-in-stock alerts you ask for are sent by email whatever you choose here.
          </p>
          <Button className="mt-4" onClick={() => void onSave()} disabled={!changed || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      )}
      {saved && saved.events.length > 0 && (
        <div className="mt-5">
          <h2 className="mb-2 text-sm font-bold text-ink">Your changes</h2>
          <ul className="divide-y divide-line rounded-lg border border-line bg-white">
            {saved.events.map((event, index) => (
              <HistoryRow key={`${event.at}-${event.channel}-${index}`} event={event} />
            ))}
          </ul>
        </div>
      )}
      <Toast message={toast.message} tone={toast.tone} />
    </section>
  );
}
