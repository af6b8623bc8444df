import { useCallback, useState, type FormEvent } from 'react';
import { formatRupees, toRupees } from '@store/shared/money';
import type { PaymentOrderReply } from '@store/shared/schemas/orders';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { formatCardNumber } from '../utils/checkout-payloads';

interface TestCheckoutDialogProps {
  order: PaymentOrderReply;
  onPay: (cardNumber: string) => Promise<string | null>;
  onClose: () => void;
}

/**
 * The built-in payment sandbox's checkout (docs/product/checkout.md#payments), shown instead of Razorpay's when the
 * store has no Razorpay keys: clearly TEST MODE; 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined.
 */
export function TestCheckoutDialog({ order, onPay, onClose }: TestCheckoutDialogProps) {
  const [card, setCard] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decline, setDecline] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const amount = formatRupees(toRupees(order.amount));
  // A stable handler: the modal re-focuses itself whenever its onClose changes.
  const close = useCallback(() => {
    if (!paying) onClose();
  }, [paying, onClose]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDecline(null);
    if (card.replace(/\D/g, '').length < 12) {
      setError('Enter the card number.');
      return;
    }
    setError(null);
    setPaying(true);
    const message = await onPay(card);
    setPaying(false);
    if (message) setDecline(message);
  };

  return (
    <Modal open title="TEST MODE · Card payment" onClose={close} dismissible={!paying}>
      <div
        className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-950"
        data-testid="test-mode-banner"
      >
        <p className="font-black tracking-widest">TEST MODE</p>
        <p className="mt-1">
          No real money is charged. Card <span className="font-mono font-semibold">4111 1111 1111 1111</span> pays; card{' '}
          <span className="font-mono font-semibold">4000 0000 0000 0002</span> is declined.
        </p>
      </div>
      <dl className="mt-4 flex items-center justify-between rounded-md bg-canvas px-3 py-2 text-sm">
        <dt className="text-ink-soft">Amount to pay</dt>
        <dd className="text-base font-bold text-ink" data-testid="test-amount">
          {amount}
        </dd>
      </dl>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label="Test card payment">
        {decline && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {decline}
          </p>
        )}
        <FormField
          label="Card number"
          name="card_number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4111 1111 1111 1111"
          value={card}
          onChange={(event) => setCard(formatCardNumber(event.target.value))}
          error={error ?? undefined}
        />
        <Button type="submit" size="lg" className="w-full" disabled={paying}>
          {paying ? 'Paying…' : `PAY ${amount}`}
        </Button>
      </form>
    </Modal>
  );
}
