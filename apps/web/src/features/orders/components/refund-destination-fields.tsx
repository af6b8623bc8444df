import { refundDestination, type ReturnRequestInput } from '@store/shared/schemas/merchant';
import { FormField } from '@/components/ui/form-field';

/** Where the shopper asked the refund to go: nothing chosen yet, store credit, a UPI id or a bank account. */
export type DestinationKind = 'store_credit' | 'upi' | 'bank' | null;

export interface DestinationDraft {
  kind: DestinationKind;
  upi_id: string;
  account_name: string;
  account_number: string;
  ifsc: string;
}

export const emptyDestination: DestinationDraft = {
  kind: null,
  upi_id: '',
  account_name: '',
  account_number: '',
  ifsc: '',
};

/**
 * The request's `refund_destination` from the form (docs/product/checkout.md#returns): a cash-on-delivery order must
 * name one (store credit, UPI or bank); a paid order only when store credit is ticked. Answers the sentence to show
 * when it is missing or wrong.
 */
export function destinationOf(
  draft: DestinationDraft,
  cod: boolean,
): { destination: ReturnRequestInput['refund_destination'] } | { problem: string } {
  if (draft.kind === 'store_credit') return { destination: { store_credit: true } };
  if (!cod) return { destination: undefined };
  if (draft.kind === null) return { problem: 'Choose where the refund should go.' };
  const parsed = refundDestination.safeParse(
    draft.kind === 'upi'
      ? { upi_id: draft.upi_id }
      : { account_name: draft.account_name, account_number: draft.account_number, ifsc: draft.ifsc },
  );
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Check where the refund should go.' };
  return { destination: parsed.data };
}

function Choice({ label, checked, onChoose }: { label: string; checked: boolean; onChoose: () => void }) {
  return (
    <label className="flex items-center gap-2">
      <input type="radio" name="destination" checked={checked} onChange={onChoose} />
      {label}
    </label>
  );
}

/**
 * "Where should we send the refund?": for cash on delivery, store credit first (no bank details needed, refunded at
 * once), then UPI and bank account, none chosen at first; for a paid order, a box to take it as store credit instead
 * of the way they paid, unticked.
 */
export function RefundDestinationFields({
  cod,
  draft,
  onChange,
}: {
  cod: boolean;
  draft: DestinationDraft;
  onChange: (draft: DestinationDraft) => void;
}) {
  const set = (change: Partial<DestinationDraft>) => onChange({ ...draft, ...change });
  if (!cod) {
    return (
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5"
          checked={draft.kind === 'store_credit'}
          onChange={(event) => set({ kind: event.target.checked ? 'store_credit' : null })}
        />
        <span>
          Refund to my store credit instead
          <span className="block text-xs text-ink-soft">
            At once when the refund is made, to spend on your next order; otherwise it goes back the way you paid.
          </span>
        </span>
      </label>
    );
  }
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-bold text-ink">Where should we send the refund?</legend>
      <p className="mb-2 text-xs text-ink-soft">
        You paid cash on delivery: take it as store credit at once, or to UPI or a bank in 5–7 working days.
      </p>
      <div className="mb-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Choice
          label="Store credit"
          checked={draft.kind === 'store_credit'}
          onChoose={() => set({ kind: 'store_credit' })}
        />
        <Choice label="UPI" checked={draft.kind === 'upi'} onChoose={() => set({ kind: 'upi' })} />
        <Choice label="Bank account" checked={draft.kind === 'bank'} onChoose={() => set({ kind: 'bank' })} />
      </div>
      {draft.kind === 'upi' && (
        <FormField
          label="UPI id"
          placeholder="name@bank"
          value={draft.upi_id}
          onChange={(event) => set({ upi_id: event.target.value })}
        />
      )}
      {draft.kind === 'bank' && (
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            label="Account holder"
            value={draft.account_name}
            onChange={(event) => set({ account_name: event.target.value })}
          />
          <FormField
            label="Account number"
            inputMode="numeric"
            value={draft.account_number}
            onChange={(event) => set({ account_number: event.target.value })}
          />
          <FormField
            label="IFSC"
            value={draft.ifsc}
            onChange={(event) => set({ ifsc: event.target.value.toUpperCase() })}
          />
        </div>
      )}
    </fieldset>
  );
}
