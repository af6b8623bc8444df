import { useId, useState, useSyncExternalStore } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { deliveryByText, deliveryTexts, PINCODE_PATTERN } from '@store/shared/delivery';
import type { DeliveryCheck as DeliveryAnswerData } from '@store/shared/schemas/delivery';
import { TruckIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { deliveryCheckQuery } from '../api/delivery';

/** Where the last pincode the shopper checked is kept in this browser, so every product page answers for it. */
export const PINCODE_STORAGE_KEY = 'store.delivery-pincode';

function rememberedPincode(): string {
  try {
    const saved = localStorage.getItem(PINCODE_STORAGE_KEY) ?? '';
    return PINCODE_PATTERN.test(saved) ? saved : '';
  } catch {
    return '';
  }
}

const noSubscription = () => () => {};

function remember(pincode: string) {
  try {
    localStorage.setItem(PINCODE_STORAGE_KEY, pincode);
  } catch {
    // Private windows may refuse storage; the check still answers.
  }
}

/**
 * The product page's Delivery Options (docs/product/storefront.md#product-page): a pincode and Check answer from
 * the serviceability table 'Delivery by Thu, 26 Nov' and whether Cash on Delivery is available, or 'Not deliverable
 * to this pincode'. The pincode is remembered in the browser and checked again on the next product page.
 */
export function DeliveryCheck() {
  const inputId = useId();
  // The remembered pincode is the browser's: a server-rendered page shows the empty box until it has hydrated.
  const remembered = useSyncExternalStore(noSubscription, rememberedPincode, () => '');
  const [typed, setPincode] = useState<string | null>(null);
  const [checkedNow, setChecked] = useState<string | null>(null);
  const pincode = typed ?? remembered;
  const checked = checkedNow ?? remembered;
  const [invalid, setInvalid] = useState(false);
  const answer = useQuery(deliveryCheckQuery(checked));

  const submit = () => {
    if (!PINCODE_PATTERN.test(pincode)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setChecked(pincode);
    remember(pincode);
  };

  return (
    <>
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-bold tracking-wider text-ink uppercase">
        <TruckIcon className="size-5" /> Delivery Options
      </label>
      <form
        className="mt-3 flex max-w-sm overflow-hidden rounded-md border border-ink/25 focus-within:border-ink"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          id={inputId}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter pincode"
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, ''))}
          className="h-11 min-w-0 flex-1 px-3 text-sm outline-none"
        />
        <button type="submit" className="px-4 text-sm font-bold text-brand">
          Check
        </button>
      </form>
      <div className="mt-2 text-xs text-muted" aria-live="polite" data-testid="delivery-check">
        <DeliveryAnswer invalid={invalid} checked={checked} answer={answer} />
      </div>
    </>
  );
}

function DeliveryAnswer({
  invalid,
  checked,
  answer,
}: {
  invalid: boolean;
  checked: string;
  answer: UseQueryResult<DeliveryAnswerData>;
}) {
  if (invalid) return <p className="font-semibold text-red-700">{deliveryTexts.invalidPincode}</p>;
  if (checked === '') return <p>Please enter PIN code to check delivery time &amp; Pay on Delivery availability.</p>;
  if (answer.isPending) return <p>Checking {checked}…</p>;
  if (answer.isError) {
    const message =
      answer.error instanceof ApiError && answer.error.status === 429
        ? answer.error.message
        : 'Could not check this pincode. Please try again.';
    return <p className="font-semibold text-red-700">{message}</p>;
  }
  const check = answer.data;
  if (!check.deliverable || !check.delivery_date) {
    return (
      <p className="text-sm font-semibold text-red-700">
        {deliveryTexts.notDeliverable} <span className="font-normal text-muted">({check.pincode})</span>
      </p>
    );
  }
  return (
    <ul className="space-y-1 text-sm text-ink">
      <li className="font-bold">
        {deliveryByText(check.delivery_date)} <span className="font-normal text-muted">to {check.pincode}</span>
      </li>
      <li className={check.cod ? 'font-semibold text-success' : 'text-muted'}>
        {check.cod ? deliveryTexts.codAvailable : deliveryTexts.codUnavailable}
      </li>
    </ul>
  );
}
