import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { TaxDocumentView } from './tax-document-view';

/** An invoice for a shopper in the seller's own state (Karnataka): CGST and SGST. */
const invoice: TaxDocument = {
  kind: 'invoice',
  number: 'INV/2026-27/000042',
  date: '2026-11-20T09:30:00.000Z',
  original_invoice: null,
  seller: {
    name: 'Store Fashions Pvt Ltd',
    address: '12 MG Road, Bengaluru 560001',
    gstin: '29ABCDE1234F1Z5',
    state: 'Karnataka',
    state_code: '29',
  },
  buyer: { name: 'Asha Rao', address: '4 Lake View, Mysuru 570001', state: 'Karnataka', phone: '9876543210' },
  place_of_supply: 'Karnataka (29)',
  intra_state: true,
  order_id: 42,
  lines: [
    {
      description: 'Roadster Casual Shirt (Size: M)',
      sku: 'RD-SH-M',
      hsn_code: '6205',
      quantity: 2,
      unit_price: 1120,
      taxable_value: 2000,
      gst_rate: 12,
      cgst: 120,
      sgst: 120,
      igst: 0,
      total: 2240,
    },
  ],
  totals: { taxable_value: 2000, cgst: 120, sgst: 120, igst: 0, total: 2240 },
  amount_in_words: 'Rupees Two Thousand Two Hundred Forty Only',
};

/** The same sale to Maharashtra: IGST only. */
const interState: TaxDocument = {
  ...invoice,
  buyer: { ...invoice.buyer, state: 'Maharashtra', address: '9 Marine Drive, Mumbai 400002' },
  place_of_supply: 'Maharashtra (27)',
  intra_state: false,
  lines: invoice.lines.map((line) => ({ ...line, cgst: 0, sgst: 0, igst: 240 })),
  totals: { ...invoice.totals, cgst: 0, sgst: 0, igst: 240 },
};

const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);

describe('the printed GST document', () => {
  it('shows CGST and SGST columns (half the rate each) for a sale within the seller’s state', () => {
    const html = renderToStaticMarkup(<TaxDocumentView document={invoice} />);
    expect(headers(html)).toEqual([
      '#',
      'Description',
      'HSN',
      'Qty',
      'Rate (₹)',
      'Taxable value (₹)',
      'CGST (₹)',
      'SGST (₹)',
      'Total (₹)',
    ]);
    expect(html).toContain('Tax Invoice');
    expect(html).toContain('INV/2026-27/000042');
    expect(html).toContain('29ABCDE1234F1Z5');
    expect(html).toContain('6205');
    expect(html.match(/@ 6%/g)).toHaveLength(2);
    expect(html).toContain('2,240.00');
    expect(html).toContain('Rupees Two Thousand Two Hundred Forty Only');
    expect(html).toContain('This is a computer-generated invoice');
    expect(html).not.toContain('IGST');
  });

  it('shows one IGST column at the full rate for a sale to another state', () => {
    const html = renderToStaticMarkup(<TaxDocumentView document={interState} />);
    expect(headers(html)).toEqual([
      '#',
      'Description',
      'HSN',
      'Qty',
      'Rate (₹)',
      'Taxable value (₹)',
      'IGST (₹)',
      'Total (₹)',
    ]);
    expect(html).toContain('@ 12%');
    expect(html).toContain('240.00');
    expect(html).toContain('Maharashtra (27)');
    expect(html).not.toContain('CGST (₹)');
    expect(html).not.toContain('SGST (₹)');
  });

  it('titles a credit note as such and names the invoice it corrects', () => {
    const html = renderToStaticMarkup(
      <TaxDocumentView
        document={{ ...invoice, kind: 'credit_note', number: 'CN/2026-27/000003', original_invoice: invoice.number }}
      />,
    );
    expect(html).toContain('Credit Note');
    expect(html).not.toContain('Tax Invoice');
    expect(html).toContain('CN/2026-27/000003');
    expect(html).toMatch(/Against invoice no\.: <strong>INV\/2026-27\/000042<\/strong>/);
    expect(html).toContain('This is a computer-generated credit note');
  });

  it('lists store credit as a payment under the total, which it leaves unchanged', () => {
    const html = renderToStaticMarkup(
      <TaxDocumentView
        document={{
          ...invoice,
          payments: [
            { method: 'store_credit', label: 'Paid by store credit', amount: 1500 },
            { method: 'online', label: 'Paid online', amount: 740 },
          ],
        }}
      />,
    );
    expect(html).toContain('Grand total: ₹2,240.00');
    expect(html).toMatch(/Paid by store credit<\/dt><dd[^>]*>₹1,500.00/);
    expect(html).toMatch(/Paid online<\/dt><dd[^>]*>₹740.00/);
    expect(html).not.toMatch(/discount/i);
    expect(renderToStaticMarkup(<TaxDocumentView document={invoice} />)).not.toContain('invoice-payments');
  });
});
