import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@store/shared/messages';
import { unsubscribedMessage, unsubscribeQuestion } from '@store/shared/schemas/marketing';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { unsubscribe, unsubscribeState } from '../api/unsubscribe';

export const UNSUBSCRIBE_FAILED = 'Could not unsubscribe just now. Please try again.';

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="flex min-h-[60vh] items-start justify-center bg-brand-soft/50 px-4 py-8 md:items-center md:py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-lg md:p-8">
        <title>Unsubscribe · Store</title>
        <h1 className="text-xl font-bold text-ink">Unsubscribe</h1>
        {children}
      </div>
    </section>
  );
}

const shopLink = (
  <Link to="/" className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
    CONTINUE SHOPPING
  </Link>
);

/**
 * /Unsubscribe/:token from a marketing message (docs/product/privacy.md#unsubscribing): opening it only reads the
 * link (mail scanners follow links); the button unsubscribes, and the page then confirms it.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const state = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: () => unsubscribeState(token),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const stop = useMutation({ mutationFn: () => unsubscribe(token) });

  if (state.isPending) return <Card>{<Spinner label="Reading your link…" />}</Card>;
  if (state.isError) {
    const invalid = state.error instanceof ApiError && state.error.status === 400;
    return (
      <Card>
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {invalid ? messages.unsubscribeLinkInvalid : UNSUBSCRIBE_FAILED}
        </p>
        {shopLink}
      </Card>
    );
  }
  const { channel, subscribed } = state.data;
  if (stop.isSuccess || !subscribed) {
    return (
      <Card>
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
          {unsubscribedMessage(channel)}
        </p>
        <p className="mt-3 text-sm text-muted">Messages about your orders and your account still reach you.</p>
        {shopLink}
      </Card>
    );
  }
  return (
    <Card>
      <p className="mt-4 text-ink">{unsubscribeQuestion(channel)}</p>
      <p className="mt-2 text-sm text-muted">Messages about your orders and your account still reach you.</p>
      {stop.isError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {stop.error instanceof ApiError && stop.error.status === 400
            ? messages.unsubscribeLinkInvalid
            : UNSUBSCRIBE_FAILED}
        </p>
      )}
      <Button className="mt-6 w-full" disabled={stop.isPending} onClick={() => stop.mutate()}>
        {stop.isPending ? 'UNSUBSCRIBING…' : 'UNSUBSCRIBE'}
      </Button>
      {shopLink}
    </Card>
  );
}
