import type { UserAddress } from '@store/shared/schemas/address';
import { addressLines, fullName } from '../utils/address-form';

interface AddressCardProps {
  address: UserAddress;
  /** Whether the radio is on (the default, or the shopper's choice while it is being saved). */
  selected: boolean;
  busy: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * One address of the book: the default radio (a user has exactly one default, docs/product/checkout.md#address-book),
 * REMOVE and EDIT.
 */
export function AddressCard({ address, selected, busy, onSelect, onEdit, onRemove }: AddressCardProps) {
  const name = fullName(address);
  const radioId = `address-${address.useraddress_id}`;
  return (
    <li
      data-testid="address-card"
      className={`rounded-lg border bg-white p-4 shadow-sm transition-colors ${address.is_default ? 'border-brand/60' : 'border-line'}`}
    >
      <div className="flex items-start gap-3">
        <input
          id={radioId}
          type="radio"
          name="default-address"
          checked={selected}
          disabled={busy}
          onChange={onSelect}
          aria-label={`Deliver to ${name}, ${address.house_number}`}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <label htmlFor={radioId} className="min-w-0 flex-1 cursor-pointer">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-bold text-ink">{name}</span>
            {address.is_default && (
              <span className="rounded-full bg-success/10 px-2 py-0.5 text-[11px] font-bold tracking-wider text-success uppercase">
                Default
              </span>
            )}
          </span>
          {addressLines(address).map((line) => (
            <span key={line} className="mt-1 block text-sm text-ink-soft">
              {line}
            </span>
          ))}
          <span className="mt-2 block text-sm text-ink-soft">
            Mobile: <span className="font-semibold text-ink">{address.phone}</span>
          </span>
        </label>
      </div>
      <div className="mt-4 flex gap-3 pl-7">
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={`REMOVE ${name}, ${address.house_number}`}
          className="h-9 rounded-md border border-ink/25 px-5 text-xs font-bold tracking-wider text-ink hover:border-ink disabled:opacity-60"
        >
          REMOVE
        </button>
        <button
          type="button"
          onClick={onEdit}
          disabled={busy}
          aria-label={`EDIT ${name}, ${address.house_number}`}
          className="h-9 rounded-md border border-ink/25 px-5 text-xs font-bold tracking-wider text-ink hover:border-ink disabled:opacity-60"
        >
          EDIT
        </button>
      </div>
    </li>
  );
}
