import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { MarketingChoices } from '@/components/marketing-choices';
import { PrivacySummary } from '@/components/privacy-summary';
import { useConsents, useSaveConsents } from '@/hooks/use-consents';
import { DEFAULT_AFTER_SIGN_IN, safeNextPath } from '@/lib/next-path';

/**
 * /PrivacyNotice: after a sign-in by an account that has not been shown the current privacy notice (a first Google
 * sign-in, an account from before the notice, or a new notice version), the short notice and the offers, unticked;
 * `Continue` records the notice's version with the choices and opens `?next=` (docs/product/privacy.md#notice).
 */
export function PrivacyNoticeStep({ email }: { email: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next')) ?? DEFAULT_AFTER_SIGN_IN;
  const consents = useConsents(email);
  const save = useSaveConsents(email);
  const [choices, setChoices] = useState({ email: false, sms: false });

  const onContinue = async () => {
    if (!consents.data) return;
    await save.mutateAsync({ ...choices, notice_version: consents.data.current_notice_version });
    void navigate(next, { replace: true });
  };

  return (
    <section className="mx-auto max-w-lg px-4 py-8" aria-labelledby="notice-heading">
      <h1 id="notice-heading" className="text-xl font-bold text-ink">
        Before you continue
      </h1>
      <p className="mb-4 text-sm text-muted">Please read how we use your personal data.</p>
      <PrivacySummary className="text-sm" />
      <MarketingChoices value={choices} onChange={setChoices} className="mt-4" />
      <p className="mt-2 text-xs text-muted">
        Messages about your orders and your account are always sent. You can change these choices any time under Profile
        → Notifications.
      </p>
      {save.error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {save.error.message}
        </p>
      )}
      <Button className="mt-5 w-full" onClick={() => void onContinue()} disabled={!consents.data || save.isPending}>
        {save.isPending ? 'Saving…' : 'Continue'}
      </Button>
    </section>
  );
}
