import { summaryMoney } from '@/components/price-summary';

interface StoreCreditChoiceProps {
  /** The shopper's balance (rupees); the box is offered only above zero. */
  balance: number | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the credit takes and what is left to pay (rupees), once ticked. */
  split: { credit: number; rest: number };
  disabled?: boolean;
}

/** Whether the Payment page offers store credit: only with a balance above zero (docs/product/checkout.md#store-credit). */
export const offersStoreCredit = (balance: number | undefined): balance is number => (balance ?? 0) > 0;

/**
 * `Use store credit (₹{balance})` on the Payment page (docs/product/checkout.md#store-credit): never ticked for the
 * shopper; ticked, it says what the credit pays and what is left for the card or cash on delivery.
 */
export function StoreCreditChoice({ balance, checked, onChange, split, disabled = false }: StoreCreditChoiceProps) {
  if (!offersStoreCredit(balance)) return null;
  return (
    <div className="mt-3 rounded-md border border-line px-3 py-2.5" data-testid="store-credit-choice">
      <label className="flex cursor-pointer items-center gap-2.5 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        Use store credit ({summaryMoney(balance)})
      </label>
      {checked && (
        <p className="mt-1.5 pl-6.5 text-xs text-ink-soft" data-testid="store-credit-note">
          {split.rest === 0
            ? `Your store credit pays the whole order (${summaryMoney(split.credit)}): no card needed.`
            : `${summaryMoney(split.credit)} from store credit; pay the rest, ${summaryMoney(split.rest)}, below.`}
        </p>
      )}
    </div>
  );
}
