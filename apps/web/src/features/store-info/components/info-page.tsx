import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useStoreInfo, type StoreInfo } from '../api';

/**
 * The frame of /about, /contact, /Legal and /Privacy: title, heading, and the page once GET /api/store has answered;
 * `lang` marks a page in another language than the document's (docs/product/privacy.md#privacy-page).
 */
export function InfoPage({
  title,
  lang,
  children,
}: {
  title: string;
  lang?: string;
  children: (store: StoreInfo) => ReactNode;
}) {
  const { data, isError } = useStoreInfo();
  return (
    <article lang={lang} className="mx-auto max-w-3xl px-4 py-10 text-ink-soft md:px-6">
      <title>{`${title} · Store`}</title>
      <h1 className="mb-6 text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      {data ? (
        <div className="space-y-6 text-sm leading-relaxed md:text-base">{children(data)}</div>
      ) : isError ? (
        <p role="alert">The store’s details could not be loaded. Please try again.</p>
      ) : (
        <Spinner className="min-h-[30vh]" />
      )}
    </article>
  );
}

export function InfoSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-bold text-ink">{heading}</h2>
      {children}
    </section>
  );
}

/** The seller's legal identity, as invoices name it. */
export function SellerDetails({ store }: { store: StoreInfo }) {
  return (
    <address className="space-y-1 not-italic">
      {store.legal_name && <p className="font-semibold text-ink">{store.legal_name}</p>}
      {store.address && <p>{store.address}</p>}
      {store.seller && (
        <p>
          GSTIN {store.seller.gstin} ({store.seller.state}, state code {store.seller.state_code})
        </p>
      )}
    </address>
  );
}
