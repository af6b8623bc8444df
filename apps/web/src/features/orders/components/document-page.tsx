import { Link } from 'react-router';
import { PrintFrame } from '@/components/documents/print-frame';
import { TaxDocumentView } from '@/components/documents/tax-document-view';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useOrderDocument, type OrderDocumentKind } from '../api/orders';

const NAMES: Record<OrderDocumentKind, string> = { invoice: 'Invoice', 'credit-note': 'Credit note' };

/**
 * The tax invoice of a paid order, or the credit note of an invoiced order cancelled with nothing paid, as a
 * printable page, the same document the admin prints: Print opens the browser's print dialog, which can also save
 * it as a PDF (docs/product/checkout.md#order-detail).
 */
export function OrderDocumentPage({ id, kind }: { id: number; kind: OrderDocumentKind }) {
  const document = useOrderDocument(id, kind);
  const name = NAMES[kind];
  if (document.isPending) return <Spinner label={`Loading ${name.toLowerCase()}`} className="min-h-[50vh]" />;
  if (document.isError) {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <p role="alert" className="text-lg font-bold text-ink">
          {document.error instanceof ApiError
            ? document.error.message
            : `Could not load the ${name.toLowerCase()}. Please try again.`}
        </p>
        <Link to={`/OrderDetails/${id}`} className="mt-6 font-semibold text-brand hover:underline">
          Back to the order
        </Link>
      </section>
    );
  }
  return (
    <div className="px-3 py-5 md:px-6 md:py-8 print:p-0">
      <PrintFrame title={`${name} ${document.data.number}`} back={{ to: `/OrderDetails/${id}`, label: `Order #${id}` }}>
        <TaxDocumentView document={document.data} />
      </PrintFrame>
    </div>
  );
}
