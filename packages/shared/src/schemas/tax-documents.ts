import { z } from 'zod';

// GST tax invoices and credit notes as the printable pages show them (docs/product/orders.md#gst-invoices).

/** A line of a GST tax invoice or credit note, prices inclusive of GST with the tax broken out. */
export const taxLine = z.object({
  description: z.string(),
  sku: z.string().nullable(),
  hsn_code: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  /** A coupon's share taken off the line (invoices only): tax is on what was paid (docs/product/checkout.md#coupons). */
  discount: z.number().optional(),
  /** The line's share of the cash-on-delivery fee, included in its value (docs/decisions/022-cod-fee-on-invoices.md). */
  cod_fee: z.number().optional(),
  taxable_value: z.number(),
  gst_rate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
});

/** GET /api/admin/orders/{id}/invoice (and /credit-notes/{refund_id}): what the printable page shows. */
export const taxDocument = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  date: z.string(),
  /** The invoice a credit note corrects. */
  original_invoice: z.string().nullable(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    gstin: z.string(),
    state: z.string(),
    state_code: z.string(),
  }),
  buyer: z.object({ name: z.string(), address: z.string(), state: z.string(), phone: z.string().nullable() }),
  place_of_supply: z.string(),
  intra_state: z.boolean(),
  order_id: z.number(),
  lines: z.array(taxLine),
  totals: z.object({
    taxable_value: z.number(),
    cgst: z.number(),
    sgst: z.number(),
    igst: z.number(),
    total: z.number(),
  }),
  amount_in_words: z.string(),
  /**
   * The cash-on-delivery fee (rupees) the lines include, spread over them by value and taxed at their rates
   * (docs/decisions/022-cod-fee-on-invoices.md); absent when none was charged.
   */
  cod_fee: z.number().optional(),
  /**
   * Invoices only: how the total was paid (docs/decisions/021-store-credit-on-invoices.md), e.g. `Paid by store credit`
   * then the rest by card or cash. Store credit is a means of payment, never a discount: the totals above are unchanged.
   */
  payments: z
    .array(z.object({ method: z.enum(['store_credit', 'online', 'cash']), label: z.string(), amount: z.number() }))
    .optional(),
});
export type TaxDocument = z.infer<typeof taxDocument>;
