/**
 * HSN codes (and, where the apparel rule does not fit, GST rates) of the demo categories, for tax invoices
 * (docs/product/orders.md#how-tax-is-computed). Garments and footwear leave the rate to the apparel rule (5% up to
 * ₹2,500 a piece, 18% above); the rest name their slab. Demo values: a real store checks its own with its
 * accountant.
 */
export const demoCategoryTax: Record<string, { hsn_code: string; gst_rate?: number }> = {
  'men/t-shirt': { hsn_code: '6109' },
  'men/casual shirts': { hsn_code: '6205' },
  'men/jackets': { hsn_code: '6201' },
  'men/jeans': { hsn_code: '6203' },
  'men/pants': { hsn_code: '6203' },
  'men/shorts': { hsn_code: '6203' },
  'men/casual shoes': { hsn_code: '6403' },
  'men/sneakers': { hsn_code: '6404' },
  'men/watches': { hsn_code: '9102', gst_rate: 18 },
  'men/belts': { hsn_code: '4203', gst_rate: 18 },
  'women/t-shirt': { hsn_code: '6109' },
  'women/sarees': { hsn_code: '5208', gst_rate: 5 },
  'women/kurta': { hsn_code: '6211' },
  'women/lehenga': { hsn_code: '6204' },
  'women/ethnic wear': { hsn_code: '6211' },
  'women/dresses': { hsn_code: '6104' },
  'women/tops': { hsn_code: '6106' },
  'women/jeans': { hsn_code: '6204' },
  'women/skirts': { hsn_code: '6204' },
  'women/bags': { hsn_code: '4202', gst_rate: 18 },
  'women/jewelry': { hsn_code: '7117', gst_rate: 3 },
  'women/shoes': { hsn_code: '6402' },
  'kids/t-shirt': { hsn_code: '6109' },
  'kids/shorts': { hsn_code: '6103' },
  'kids/dresses': { hsn_code: '6104' },
  'kids/jeans': { hsn_code: '6203' },
  'kids/shoes': { hsn_code: '6404' },
  'kids/action figures': { hsn_code: '9503', gst_rate: 5 },
  'kids/dolls': { hsn_code: '9503', gst_rate: 5 },
  'kids/games': { hsn_code: '9504', gst_rate: 5 },
};

/** The demo HSN code and rate of a category (none for a category the demo does not know). */
export function demoTaxOf(collection: string, category: string): { hsn_code: string | null; gst_rate: number | null } {
  const tax = demoCategoryTax[`${collection.toLowerCase()}/${category.toLowerCase()}`];
  return { hsn_code: tax?.hsn_code ?? null, gst_rate: tax?.gst_rate ?? null };
}
