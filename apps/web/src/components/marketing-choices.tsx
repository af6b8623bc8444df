import type { MarketingConsent } from '@store/shared/schemas/consents';

export const CHANNEL_LABELS: Record<keyof MarketingConsent, string> = {
  email: 'Email me offers and new arrivals',
  sms: 'Text me offers by SMS',
};

/**
 * The marketing consent per channel, each an unticked box until the shopper ticks it (docs/product/privacy.md#consent):
 * registration, the privacy notice after a first sign-in, and Profile → Notifications.
 */
export function MarketingChoices({
  value,
  onChange,
  className = '',
}: {
  value: MarketingConsent;
  onChange: (value: MarketingConsent) => void;
  className?: string;
}) {
  return (
    <fieldset className={`grid gap-2 text-sm ${className}`}>
      <legend className="mb-1 text-sm font-bold text-ink">Offers (optional)</legend>
      {(Object.keys(CHANNEL_LABELS) as Array<keyof MarketingConsent>).map((channel) => (
        <label key={channel} className="flex items-start gap-2 text-ink">
          <input
            type="checkbox"
            name={`marketing_${channel}`}
            className="mt-0.5 size-4 accent-brand"
            checked={value[channel]}
            onChange={(event) => onChange({ ...value, [channel]: event.target.checked })}
          />
          <span>{CHANNEL_LABELS[channel]}</span>
        </label>
      ))}
    </fieldset>
  );
}
