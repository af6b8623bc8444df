/**
 * The unticked choice to refund a cancelled paid order into store credit rather than the way it was paid
 * (docs/product/orders.md#cancelling-a-paid-order): the shopper's cancel dialog and the admin's.
 */
export function CreditRefundChoice({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="mt-3 flex items-start gap-2 text-ink">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-brand"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
