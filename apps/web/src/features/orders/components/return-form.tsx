import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { returnReasons } from '@store/shared/exchanges';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { requestReturn, useExchangeProduct } from '../api/orders';
import { attributeText } from '../utils/order-view';
import { destinationOf, emptyDestination, RefundDestinationFields } from './refund-destination-fields';
import {
  exchangeChoices,
  isCashOnDelivery,
  quantityChoices,
  returnableQuantities,
  returnRequestBody,
  returnFormMessage,
  selectionProblem,
  type ReturnSelection,
  type ShopperOrder,
} from '../utils/shopper-order';

const selectClass =
  'h-11 w-full rounded-md border border-line bg-white px-3 text-sm text-ink outline-none focus:border-ink';
const labelClass = 'mb-1 block text-sm font-medium text-ink-soft';

/**
 * "Return or exchange": the lines and how many of each (up to what is left to return), a reason, refund or
 * another size, and for cash on delivery where the refund goes. The server checks it all again and its
 * message shows here (docs/product/checkout.md#returns).
 */
export function ReturnForm({
  order,
  onClose,
  onDone,
}: {
  order: ShopperOrder;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const ids = { reason: useId(), details: useId(), size: useId(), quantity: useId() };
  const queryClient = useQueryClient();
  const left = returnableQuantities(order);
  const lines = order.orderitemss.filter((line) => (left[line.order_item_id] ?? 0) > 0);
  const [selection, setSelection] = useState<ReturnSelection>(() =>
    lines.length === 1 && lines[0] ? { [lines[0].order_item_id]: 1 } : {},
  );
  const [kind, setKind] = useState<'return' | 'exchange'>('return');
  const [reason, setReason] = useState<string>(returnReasons[0]);
  const [details, setDetails] = useState('');
  const [sizeId, setSizeId] = useState<number | null>(null);
  const cod = isCashOnDelivery(order);
  const [destination, setDestination] = useState(emptyDestination);
  const [error, setError] = useState<string | null>(null);
  const [selectionChecked, setSelectionChecked] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const message = returnFormMessage({ selectionChecked, selection, left, kind, error });
  const chosen = lines.filter((line) => (selection[line.order_item_id] ?? 0) > 0);
  const exchangeLine = kind === 'exchange' && chosen.length === 1 ? chosen[0] : undefined;
  const product = useExchangeProduct(exchangeLine?.product_id ?? null);
  const sizes = exchangeLine && product.data ? exchangeChoices(product.data.variations, exchangeLine) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    if (selectionProblem(selection, left, kind)) return setSelectionChecked(true);
    if (kind === 'exchange' && sizeId === null) return setError('Choose the size you want instead.');
    const refund = kind === 'return' ? destinationOf(destination, cod) : { destination: undefined };
    if ('problem' in refund) return setError(refund.problem);
    const refundTo = refund.destination;
    setBusy(true);
    try {
      await requestReturn(
        order.order_id,
        returnRequestBody(selection, reason, details, kind === 'exchange' ? sizeId : null, refundTo),
      );
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) {
        setFieldErrors(failure.errors);
        return setError(failure.message);
      }
      return setError('Could not send your request. Please try again.');
    }
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    setBusy(false);
    onDone(
      kind === 'exchange'
        ? 'Your exchange request is sent. We will tell you when it is accepted.'
        : 'Your return request is sent. We will tell you when it is accepted.',
    );
  };

  return (
    <Modal open title="Return or exchange" onClose={onClose} dismissible={!busy} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink">Items</legend>
          <ul className="divide-y divide-line rounded-md border border-line">
            {lines.map((line) => {
              const id = `${ids.quantity}-${line.order_item_id}`;
              const most = left[line.order_item_id] ?? 0;
              return (
                <li key={line.order_item_id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                  <div className="min-w-0 text-sm">
                    <p className="font-bold text-ink">{line.brand_name}</p>
                    <p className="truncate text-ink-soft">{line.productName}</p>
                    <p className="text-xs text-muted">
                      {attributeText(line.attributes)} · {most} of {line.quantity} can be returned
                    </p>
                  </div>
                  <div className="w-28 shrink-0">
                    <label htmlFor={id} className={labelClass}>
                      Quantity
                    </label>
                    <select
                      id={id}
                      className={selectClass}
                      value={selection[line.order_item_id] ?? 0}
                      onChange={(event) =>
                        setSelection((current) => ({ ...current, [line.order_item_id]: Number(event.target.value) }))
                      }
                    >
                      <option value={0}>None</option>
                      {quantityChoices(most).map((quantity) => (
                        <option key={quantity} value={quantity}>
                          {quantity}
                        </option>
                      ))}
                    </select>
                  </div>
                </li>
              );
            })}
          </ul>
          {fieldErrors.items && <p className="mt-1 text-xs font-medium text-red-700">{fieldErrors.items}</p>}
        </fieldset>

        <fieldset>
          <legend className="mb-2 text-sm font-bold text-ink">What would you like?</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" checked={kind === 'return'} onChange={() => setKind('return')} />
              Refund
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="kind" checked={kind === 'exchange'} onChange={() => setKind('exchange')} />
              Exchange for another size
            </label>
          </div>
          {kind === 'exchange' &&
            (chosen.length !== 1 ? (
              <p className="mt-2 text-xs text-ink-soft">Choose one item (and how many) to exchange.</p>
            ) : !exchangeLine?.product_id ? (
              <p className="mt-2 text-xs font-semibold text-amber-800">
                This item is no longer sold, so it cannot be exchanged; choose a refund instead.
              </p>
            ) : product.isPending ? (
              <p className="mt-2 text-xs text-ink-soft">Loading sizes…</p>
            ) : sizes.length === 0 ? (
              <p className="mt-2 text-xs font-semibold text-amber-800">
                No other size of this item in the same colour and at the same price is in stock; choose a refund
                instead.
              </p>
            ) : (
              <div className="mt-3">
                <label htmlFor={ids.size} className={labelClass}>
                  New size
                </label>
                <select
                  id={ids.size}
                  className={selectClass}
                  value={sizeId ?? ''}
                  onChange={(event) => setSizeId(event.target.value ? Number(event.target.value) : null)}
                >
                  <option value="">Choose a size</option>
                  {sizes.map((size) => (
                    <option key={size.productvariation_id} value={size.productvariation_id}>
                      {attributeText(size.attributes) || size.name}
                    </option>
                  ))}
                </select>
              </div>
            ))}
        </fieldset>

        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.reason} className={labelClass}>
              Reason
            </label>
            <select id={ids.reason} className={selectClass} value={reason} onChange={(e) => setReason(e.target.value)}>
              {returnReasons.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.details} className={labelClass}>
              Tell us more (optional)
            </label>
            <textarea
              id={ids.details}
              maxLength={400}
              rows={2}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              className="w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink outline-none focus:border-ink"
            />
          </div>
        </div>
        {fieldErrors.reason && <p className="text-xs font-medium text-red-700">{fieldErrors.reason}</p>}

        {kind === 'return' && <RefundDestinationFields cod={cod} draft={destination} onChange={setDestination} />}

        {message && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Not now
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Please wait…' : 'Submit return'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
