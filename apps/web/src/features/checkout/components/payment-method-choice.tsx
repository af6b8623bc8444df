import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutOptions, PaymentMethod } from '@store/shared/schemas/delivery';
import { formatRupees } from '@store/shared/money';
import { ShieldIcon } from '@/components/ui/icons';
import { summaryMoney } from '@/components/price-summary';

/** The route's phone proof (from the auth feature): shown when only an unverified number stands in COD's way. */
export type PhoneProofSlot = (props: { onVerified: () => void }) => ReactNode;

interface PaymentMethodChoiceProps {
  method: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  testMode: boolean;
  /** The server's answer for cash on delivery; null while there is none (no address yet). */
  cod: CheckoutOptions['cod'] | null;
  loading: boolean;
  phoneProof?: PhoneProofSlot | undefined;
}

const optionClasses = (selected: boolean, disabled: boolean) =>
  `flex cursor-pointer items-start gap-3 rounded-md border p-3 ${selected ? 'border-brand bg-brand/5' : 'border-line'} ${disabled ? 'cursor-not-allowed opacity-70' : ''}`;

/**
 * Payment Method (docs/product/checkout.md#payment-page): "Pay online" through Razorpay or "Cash on Delivery",
 * which is disabled with the server's reason when the rules refuse it. When only the mobile number is missing,
 * the number is proven right here and the choice opens.
 */
export function PaymentMethodChoice({
  method,
  onChange,
  testMode,
  cod,
  loading,
  phoneProof,
}: PaymentMethodChoiceProps) {
  const client = useQueryClient();
  const [proving, setProving] = useState(false);
  const codDisabled = !cod?.allowed;
  // The COD fee is said before the choice, and paying online is nudged when it saves it (docs/product/checkout.md#cod-fee).
  const fee = cod?.fee ?? 0;
  const canProve = cod?.rule === 'phone' && phoneProof !== undefined;

  return (
    <div className="mt-3 space-y-2" role="radiogroup" aria-label="Payment method">
      <label className={optionClasses(method === 'razorpay', false)}>
        <input
          type="radio"
          name="payment-method"
          value="razorpay"
          checked={method === 'razorpay'}
          onChange={() => onChange('razorpay')}
          className="mt-1 accent-brand"
        />
        <span className="text-sm text-ink">
          <span className="flex flex-wrap items-center gap-2 font-bold">
            Pay online
            {testMode && (
              <span className="rounded bg-amber-300 px-2 py-0.5 text-[11px] font-black tracking-widest text-ink">
                TEST MODE
              </span>
            )}
          </span>
          <span className="mt-0.5 flex items-center gap-1.5 text-ink-soft">
            <ShieldIcon className="size-4 text-success" />
            Card, UPI or net banking through Razorpay
          </span>
          {fee > 0 && cod?.allowed && (
            <span className="mt-0.5 block font-semibold text-success" data-testid="prepaid-nudge">
              Pay online and save {formatRupees(fee)}
            </span>
          )}
        </span>
      </label>

      <label className={optionClasses(method === 'cod', codDisabled)}>
        <input
          type="radio"
          name="payment-method"
          value="cod"
          checked={method === 'cod'}
          disabled={codDisabled}
          onChange={() => onChange('cod')}
          className="mt-1 accent-brand"
          aria-describedby="cod-note"
        />
        <span className="text-sm text-ink">
          <span className="flex flex-wrap items-center gap-2 font-bold">
            Cash on Delivery
            {fee > 0 && (
              <span className="font-semibold text-ink-soft" data-testid="cod-fee-note">
                + COD Fee {summaryMoney(fee)}
              </span>
            )}
          </span>
          <span id="cod-note" className={`mt-0.5 block ${codDisabled ? 'text-red-800' : 'text-ink-soft'}`}>
            {loading
              ? 'Checking whether cash on delivery is available…'
              : cod?.allowed
                ? 'Pay in cash when the order arrives.'
                : (cod?.reason ?? 'Add a delivery address to see whether cash on delivery is available.')}
          </span>
        </span>
      </label>

      {canProve &&
        (proving ? (
          <div className="rounded-md border border-line p-3">
            {phoneProof({
              onVerified: () => {
                setProving(false);
                void client.invalidateQueries({ queryKey: ['payment-options'] });
              },
            })}
          </div>
        ) : (
          <button
            type="button"
            onClick={() => setProving(true)}
            className="rounded-md border border-ink/25 px-3 py-1.5 text-xs font-bold tracking-wider text-brand hover:border-brand"
          >
            VERIFY MOBILE NUMBER
          </button>
        ))}
    </div>
  );
}
