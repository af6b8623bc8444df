import type { TaxDocument } from '@store/shared/schemas/merchant';
import { formatDay } from '@/lib/dates';

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Amounts on a tax document always show paise: 1,299.00. */
const amount = (value: number) => money.format(value);
const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0+$/, '')}%`;

const th = 'border border-ink/30 px-1.5 py-1 text-left align-bottom font-bold';
const td = 'border border-ink/30 px-1.5 py-1 align-top';
const num = 'text-right tabular-nums whitespace-nowrap';

/** The number columns' headings: CGST and SGST within the seller's state, IGST to another state. */
const numericHeadings = (split: boolean) => [
  'Qty',
  'Rate (₹)',
  'Taxable value (₹)',
  ...(split ? ['CGST (₹)', 'SGST (₹)'] : ['IGST (₹)']),
  'Total (₹)',
];

/** A line's or the totals' tax: CGST and SGST (half the rate each) or IGST, with the rate under a line's amounts. */
function TaxCells({
  split,
  tax,
  rate,
}: {
  split: boolean;
  tax: { cgst: number; sgst: number; igst: number };
  rate?: number;
}) {
  const cell = (value: number, parts: number) => (
    <td className={`${td} ${num}`}>
      {amount(value)}
      {rate !== undefined && <span className="block text-[11px] text-ink-soft">@ {percent(rate / parts)}</span>}
    </td>
  );
  return split ? (
    <>
      {cell(tax.cgst, 2)}
      {cell(tax.sgst, 2)}
    </>
  ) : (
    cell(tax.igst, 1)
  );
}

/**
 * A GST tax invoice or credit note as it is printed (docs/product/orders.md#gst-invoices). A sale within the
 * seller's state shows CGST and SGST (half the rate each); a sale to another state shows IGST.
 */
export function TaxDocumentView({ document: doc }: { document: TaxDocument }) {
  const creditNote = doc.kind === 'credit_note';
  const split = doc.intra_state;
  return (
    <div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-3">
        <div>
          <p className="text-lg font-bold">{doc.seller.name}</p>
          <p className="whitespace-pre-line text-ink-soft">{doc.seller.address}</p>
          <p>
            GSTIN: <strong>{doc.seller.gstin}</strong>
          </p>
          <p>
            State: {doc.seller.state} (code {doc.seller.state_code})
          </p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold tracking-wide uppercase">{creditNote ? 'Credit Note' : 'Tax Invoice'}</h1>
          <p>
            {creditNote ? 'Credit note' : 'Invoice'} no.: <strong>{doc.number}</strong>
          </p>
          <p>Date: {formatDay(doc.date)}</p>
          {creditNote && doc.original_invoice && (
            <p>
              Against invoice no.: <strong>{doc.original_invoice}</strong>
            </p>
          )}
          <p>Order: #{doc.order_id}</p>
        </div>
      </header>

      <section className="grid gap-4 border-b border-ink/30 py-3 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="text-xs font-bold tracking-wide text-ink-soft uppercase">Bill to / Ship to</h2>
          <p className="font-bold">{doc.buyer.name}</p>
          <p className="whitespace-pre-line">{doc.buyer.address}</p>
          <p>State: {doc.buyer.state}</p>
          {doc.buyer.phone && <p>Phone: {doc.buyer.phone}</p>}
        </div>
        <div className="sm:text-right print:text-right">
          <h2 className="text-xs font-bold tracking-wide text-ink-soft uppercase">Place of supply</h2>
          <p className="font-bold">{doc.place_of_supply}</p>
          <p className="text-ink-soft">{split ? 'Intra-state supply (CGST + SGST)' : 'Inter-state supply (IGST)'}</p>
        </div>
      </section>

      <div className="overflow-x-auto py-3 print:overflow-visible">
        <table className="w-full min-w-[640px] border-collapse text-[12px] print:min-w-0">
          <caption className="sr-only">{creditNote ? 'Credit note lines' : 'Invoice lines'}</caption>
          <thead>
            <tr className="bg-canvas print:bg-transparent">
              {['#', 'Description', 'HSN'].map((heading) => (
                <th key={heading} scope="col" className={th}>
                  {heading}
                </th>
              ))}
              {numericHeadings(split).map((heading) => (
                <th key={heading} scope="col" className={`${th} ${num}`}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {doc.lines.map((line, index) => (
              <tr key={index}>
                <td className={td}>{index + 1}</td>
                <td className={td}>
                  {line.description}
                  {line.sku && <span className="block text-[11px] text-ink-soft">SKU: {line.sku}</span>}
                </td>
                <td className={td}>{line.hsn_code}</td>
                <td className={`${td} ${num}`}>{line.quantity}</td>
                <td className={`${td} ${num}`}>
                  {amount(line.unit_price)}
                  {/* Tax is on what was paid: the line less its coupon share (docs/product/checkout.md#coupons). */}
                  {line.discount ? (
                    <span className="block text-[11px] text-ink-soft">less coupon {amount(line.discount)}</span>
                  ) : null}
                  {/* The line's share of the COD fee, part of its value (docs/decisions/022-cod-fee-on-invoices.md). */}
                  {line.cod_fee ? (
                    <span className="block text-[11px] text-ink-soft">plus COD fee {amount(line.cod_fee)}</span>
                  ) : null}
                </td>
                <td className={`${td} ${num}`}>{amount(line.taxable_value)}</td>
                <TaxCells split={split} tax={line} rate={line.gst_rate} />
                <td className={`${td} ${num}`}>{amount(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold">
              <th scope="row" colSpan={5} className={`${th} text-right`}>
                Total
              </th>
              <td className={`${td} ${num}`}>{amount(doc.totals.taxable_value)}</td>
              <TaxCells split={split} tax={doc.totals} />
              <td className={`${td} ${num}`}>{amount(doc.totals.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <section className="flex flex-wrap items-start justify-between gap-4 border-t border-ink/30 pt-3">
        <p>
          Amount in words: <strong>{doc.amount_in_words}</strong>
        </p>
        <p className="text-right text-base font-bold">
          {creditNote ? 'Credited' : 'Grand total'}: ₹{amount(doc.totals.total)}
        </p>
      </section>
      {/* The COD fee is part of the goods' value, spread over the lines (docs/decisions/022-cod-fee-on-invoices.md). */}
      {doc.cod_fee ? (
        <dl className="mt-2 ml-auto w-full max-w-xs text-right" data-testid="invoice-cod-fee">
          <div className="flex justify-between gap-4">
            <dt>COD Fee</dt>
            <dd className="tabular-nums">₹{amount(doc.cod_fee)}</dd>
          </div>
          <p className="text-[11px] text-ink-soft">Included in the lines above, in proportion to their value.</p>
        </dl>
      ) : null}
      {/* How the total was paid: store credit is a payment, not a discount (docs/decisions/021-store-credit-on-invoices.md). */}
      {doc.payments && doc.payments.length > 0 && (
        <dl className="mt-2 ml-auto w-full max-w-xs space-y-0.5 text-right" data-testid="invoice-payments">
          {doc.payments.map((payment) => (
            <div key={payment.method} className="flex justify-between gap-4">
              <dt>{payment.label}</dt>
              <dd className="tabular-nums">₹{amount(payment.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-2 text-[11px] text-ink-soft">Prices include GST; the tax is shown separately above.</p>
      <p className="mt-8 text-center text-[11px] text-ink-soft">
        This is a computer-generated {creditNote ? 'credit note' : 'invoice'} and needs no signature.
      </p>
    </div>
  );
}
