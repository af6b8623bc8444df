import { useState, type FormEvent } from 'react';
import type { CartItem } from '@store/shared/cart';
import { formatRupees } from '@store/shared/money';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { checkCoupon } from '@/hooks/use-coupon-quote';
import { ApiError } from '@/lib/api-client';

interface CouponPanelProps {
  items: readonly CartItem[];
  /** The applied coupon's code, if any, and what it takes off the bag now (or why it no longer applies). */
  applied: string | null;
  discount: number | null;
  refusal: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * Apply Coupon (docs/product/checkout.md#coupons): a code is checked against the bag by the server; an accepted
 * one is kept for Payment, a refused one shows the server's reason under the field.
 */
export function CouponPanel({ items, applied, discount, refusal, onApply, onRemove }: CouponPanelProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError('Enter a coupon code');
    setChecking(true);
    try {
      const quote = await checkCoupon(typed, items);
      onApply(quote.code);
      setCode('');
      setError(undefined);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not check the coupon. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  if (applied) {
    return (
      <div className="mt-2 space-y-2" data-testid="coupon-applied">
        <div className="flex items-center justify-between gap-3 rounded-md border border-dashed border-success/60 bg-success/5 px-3 py-2">
          <p className="text-sm text-ink">
            <span className="font-bold tracking-wide">{applied}</span>
            {discount !== null && (
              <span className="block text-xs font-semibold text-success">You save {formatRupees(discount)}</span>
            )}
          </p>
          <Button variant="outline" size="sm" onClick={onRemove}>
            Remove
          </Button>
        </div>
        {refusal && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {refusal} The coupon is not applied.
          </p>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-2 flex items-start gap-2">
      <FormField
        label="Coupon code"
        name="coupon"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
          setError(undefined);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        className="flex-1"
        placeholder="e.g. WELCOME10"
      />
      <Button type="submit" size="md" className="mt-6 h-11" disabled={checking} aria-busy={checking || undefined}>
        Apply
      </Button>
    </form>
  );
}
