import { Link } from 'react-router';
import { PrintFrame } from '@/components/documents/print-frame';
import { TaxDocumentView } from '@/components/documents/tax-document-view';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useOrderInvoice } from '../api/orders';

/**
 * The tax invoice of a paid order as a printable page, the same document the admin prints: Print opens the
 * browser's print dialog, which can also save it as a PDF (docs/product/checkout.md#order-detail).
 */
export function InvoicePage({ id }: { id: number }) {
  const invoice = useOrderInvoice(id);
  if (invoice.isPending) return <Spinner label="Loading invoice" className="min-h-[50vh]" />;
  if (invoice.isError) {
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <p role="alert" className="text-lg font-bold text-ink">
          {invoice.error instanceof ApiError ? invoice.error.message : 'Could not load the invoice. Please try again.'}
        </p>
        <Link to={`/OrderDetails/${id}`} className="mt-6 font-semibold text-brand hover:underline">
          Back to the order
        </Link>
      </section>
    );
  }
  return (
    <div className="px-3 py-5 md:px-6 md:py-8 print:p-0">
      <PrintFrame title={`Invoice ${invoice.data.number}`} back={{ to: `/OrderDetails/${id}`, label: `Order #${id}` }}>
        <TaxDocumentView document={invoice.data} />
      </PrintFrame>
    </div>
  );
}
