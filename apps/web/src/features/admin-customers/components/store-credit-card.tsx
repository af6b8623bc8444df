import { useState, type FormEvent } from 'react';
import { formatRupees } from '@store/shared/money';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useAdminAccess } from '@/stores/permissions';
import { useGiveStoreCredit } from '../api/customers';

/**
 * The customer's store-credit balance and, for staff who may refund, `Add store credit`: goodwill credit with a reason
 * (docs/product/admin.md#customers). The server keeps support within SUPPORT_REFUND_LIMIT and says so when refused.
 */
export function StoreCreditCard({ customerId, balance }: { customerId: number; balance: number }) {
  const canGive = useAdminAccess().can('refunds.create');
  const give = useGiveStoreCredit(customerId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState('');
  const fieldErrors = give.error instanceof ApiError ? give.error.errors : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    give.mutate(
      { amount: Number(amount), reason },
      {
        onSuccess: (answer) => {
          setDone(`Added ${formatRupees(answer.entry.amount)}. The balance is now ${formatRupees(answer.balance)}.`);
          setAmount('');
          setReason('');
        },
      },
    );
  }

  return (
    <div>
      <p className="text-2xl font-bold text-ink" data-testid="customer-store-credit">
        {formatRupees(balance)}
      </p>
      {canGive && (
        <form onSubmit={submit} className="mt-3 space-y-3" aria-label="Add store credit">
          <FormField
            label="Amount (₹)"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={fieldErrors['amount']}
            required
          />
          <FormField
            label="Reason"
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            error={fieldErrors['reason']}
            required
          />
          {give.isError && Object.keys(fieldErrors).length === 0 && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {give.error instanceof ApiError ? give.error.message : 'Could not add the credit. Please try again.'}
            </p>
          )}
          {done && (
            <p role="status" className="text-sm font-medium text-success">
              {done}
            </p>
          )}
          <Button type="submit" size="sm" disabled={give.isPending}>
            Add store credit
          </Button>
        </form>
      )}
    </div>
  );
}
