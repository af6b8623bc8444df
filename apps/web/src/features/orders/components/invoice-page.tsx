import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { Button } from '@/components/ui/button';
import { BackIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useOrderInvoice } from '../api/orders';
import { orderDate } from '../utils/order-view';

/**
 * The tax invoice of a paid order as a printable page: "Print or save as PDF" opens the browser's print dialog,
 * which saves it as a PDF (docs/product/checkout.md#order-detail).
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
  const doc = invoice.data;
  const cell = 'border border-line px-2 py-1.5 text-right';
  return (
    <div className="mx-auto max-w-4xl px-3 py-5 md:px-6 md:py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={`/OrderDetails/${id}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          <BackIcon className="size-4" /> Order #{id}
        </Link>
        <Button size="sm" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
      <article className="rounded-lg border border-line bg-white p-4 text-sm text-ink md:p-8 print:border-0">
        <header className="flex flex-wrap justify-between gap-4 border-b border-line pb-4">
          <div>
            <h1 className="text-xl font-black">{doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note'}</h1>
            <p>
              No. <span className="font-bold">{doc.number}</span> · {orderDate(doc.date)}
            </p>
            <p>Order #{doc.order_id}</p>
            {doc.original_invoice && <p>Against invoice {doc.original_invoice}</p>}
          </div>
          <div className="sm:text-right">
            <p className="font-bold">{doc.seller.name}</p>
            <p className="whitespace-pre-line text-ink-soft">{doc.seller.address}</p>
            <p>GSTIN {doc.seller.gstin}</p>
            <p>
              {doc.seller.state} ({doc.seller.state_code})
            </p>
          </div>
        </header>
        <section className="grid gap-4 border-b border-line py-4 sm:grid-cols-2">
          <div>
            <h2 className="text-xs font-bold tracking-widest text-ink-soft uppercase">Bill to</h2>
            <p className="font-bold">{doc.buyer.name}</p>
            <p className="whitespace-pre-line text-ink-soft">{doc.buyer.address}</p>
            {doc.buyer.phone && <p className="text-ink-soft">Phone {doc.buyer.phone}</p>}
          </div>
          <div className="sm:text-right">
            <p>Place of supply: {doc.place_of_supply}</p>
          </div>
        </section>
        <div className="overflow-x-auto py-4">
          <table className="w-full min-w-[640px] border-collapse text-xs">
            <thead>
              <tr className="bg-canvas">
                <th className="border border-line px-2 py-1.5 text-left">Item</th>
                <th className={cell}>HSN</th>
                <th className={cell}>Qty</th>
                <th className={cell}>Rate</th>
                <th className={cell}>Taxable</th>
                <th className={cell}>GST %</th>
                {doc.intra_state ? (
                  <>
                    <th className={cell}>CGST</th>
                    <th className={cell}>SGST</th>
                  </>
                ) : (
                  <th className={cell}>IGST</th>
                )}
                <th className={cell}>Total</th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((line, index) => (
                <tr key={index}>
                  <td className="border border-line px-2 py-1.5">
                    {line.description}
                    {line.sku && <span className="block text-muted">SKU {line.sku}</span>}
                  </td>
                  <td className={cell}>{line.hsn_code}</td>
                  <td className={cell}>{line.quantity}</td>
                  <td className={cell}>{formatRupees(line.unit_price)}</td>
                  <td className={cell}>{formatRupees(line.taxable_value)}</td>
                  <td className={cell}>{line.gst_rate}%</td>
                  {doc.intra_state ? (
                    <>
                      <td className={cell}>{formatRupees(line.cgst)}</td>
                      <td className={cell}>{formatRupees(line.sgst)}</td>
                    </>
                  ) : (
                    <td className={cell}>{formatRupees(line.igst)}</td>
                  )}
                  <td className={cell}>{formatRupees(line.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-bold">
                <td className="border border-line px-2 py-1.5" colSpan={4}>
                  Total
                </td>
                <td className={cell}>{formatRupees(doc.totals.taxable_value)}</td>
                <td className={cell} />
                {doc.intra_state ? (
                  <>
                    <td className={cell}>{formatRupees(doc.totals.cgst)}</td>
                    <td className={cell}>{formatRupees(doc.totals.sgst)}</td>
                  </>
                ) : (
                  <td className={cell}>{formatRupees(doc.totals.igst)}</td>
                )}
                <td className={cell} data-testid="invoice-total">
                  {formatRupees(doc.totals.total)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="font-semibold">Amount in words: {doc.amount_in_words}</p>
        <p className="mt-4 text-xs text-muted">Prices include GST. This is a computer-generated invoice.</p>
      </article>
    </div>
  );
}
