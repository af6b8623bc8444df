import type { UserAddress } from '@store/shared/schemas/address';
import { addressLines, fullName } from '../utils/address-form';

/** An address as the Payment page shows where the order goes. */
export function AddressSummary({ address }: { address: UserAddress }) {
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-center gap-2 font-bold text-ink">
        {fullName(address)}
        {address.is_default && (
          <span className="rounded-full bg-success/10 px-2 py-0.5 text-[11px] font-bold tracking-wider text-success uppercase">
            Default
          </span>
        )}
      </p>
      {addressLines(address).map((line) => (
        <p key={line} className="mt-0.5 text-ink-soft">
          {line}
        </p>
      ))}
      <p className="mt-1 text-ink-soft">
        Mobile: <span className="font-semibold text-ink">{address.phone}</span>
      </p>
    </div>
  );
}
