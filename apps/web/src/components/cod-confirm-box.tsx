import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CodCodeSentReply } from '@store/shared/schemas/orders';
import { Button } from '@/components/ui/button';
import { TestModeHint } from '@/components/test-mode-hint';
import { api, ApiError } from '@/lib/api-client';

/** POST /orders/{id}/cod-confirmation/code: a code to the account's mobile. */
const sendCode = (orderId: number) => api.post<CodCodeSentReply>(`/orders/${orderId}/cod-confirmation/code`, {});
/** POST /orders/{id}/cod-confirmation: the code confirms the order. */
const confirmWithCode = (orderId: number, code: string) =>
  api.post<unknown>(`/orders/${orderId}/cod-confirmation`, { code });

const messageOf = (failure: unknown, fallback: string) =>
  failure instanceof ApiError && failure.status < 500 ? failure.message : fallback;

interface CodConfirmBoxProps {
  orderId: number;
  /** Send the code at once (the confirm step right after PLACE ORDER); else SEND CODE asks for it. */
  sendOnMount?: boolean;
  onConfirmed: () => void;
}

/**
 * A first cash-on-delivery order above COD_CONFIRM_ABOVE is confirmed by a code to the account's mobile
 * (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order): on the Payment page right after PLACE ORDER,
 * and on the order's page while it waits, so a shopper who left can come back.
 */
export function CodConfirmBox({ orderId, sendOnMount = false, onConfirmed }: CodConfirmBoxProps) {
  const codeId = useId();
  const [sent, setSent] = useState<CodCodeSentReply | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sending' | 'confirming' | null>(null);
  const asked = useRef(false);

  const send = async () => {
    setBusy('sending');
    setError(null);
    try {
      setSent(await sendCode(orderId));
    } catch (failure) {
      setError(messageOf(failure, 'Could not send the code. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  useEffect(() => {
    if (!sendOnMount || asked.current) return;
    asked.current = true;
    void send();
    // Once, when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sendOnMount]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError('Enter the 6-digit code');
    setBusy('confirming');
    setError(null);
    try {
      await confirmWithCode(orderId, code.trim());
      onConfirmed();
    } catch (failure) {
      setError(messageOf(failure, 'Could not confirm the order. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby={`${codeId}-heading`}
      data-testid="cod-confirm"
      className="rounded-lg border border-amber-300 bg-white p-4 shadow-sm"
    >
      <h2 id={`${codeId}-heading`} className="text-base font-bold text-ink">
        Confirm your order
      </h2>
      {sent ? (
        <p className="mt-1 text-sm text-ink-soft">
          We sent a code to {sent.phone}. Enter it to confirm your cash on delivery order.
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-soft">
          Your first cash on delivery order is confirmed by a code we send to your mobile.
        </p>
      )}
      {sent ? (
        <form onSubmit={confirm} noValidate className="mt-3 space-y-3">
          <div>
            <label htmlFor={codeId} className="mb-1 block text-sm font-medium text-ink-soft">
              Code
            </label>
            <input
              id={codeId}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              className="h-11 w-full rounded-md border border-line bg-white px-3 font-mono text-base tracking-[0.3em] text-ink outline-none focus:border-ink"
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="md" disabled={busy !== null} aria-busy={busy === 'confirming' || undefined}>
              {busy === 'confirming' ? 'Confirming…' : 'CONFIRM ORDER'}
            </Button>
            <button
              type="button"
              onClick={() => void send()}
              disabled={busy !== null}
              className="text-sm font-bold text-brand underline disabled:opacity-50"
            >
              Resend code
            </button>
          </div>
          {sent.dev_code && <TestModeHint code={sent.dev_code} />}
        </form>
      ) : (
        <Button size="md" className="mt-3" disabled={busy !== null} onClick={() => void send()}>
          {busy === 'sending' ? 'Sending code…' : 'SEND CODE'}
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
