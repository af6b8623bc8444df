// The details a product page must show (docs/product/storefront.md#product-details): country of origin, generic name,
// manufacturer, importer, packer and net quantity, and the rules on them that every writer of products shares (the
// product form, bulk edits, the catalogue import).

/** The product fields of the declaration, in the order the product page and the catalogue file show them. */
export const PRODUCT_DETAIL_FIELDS = [
  'country_of_origin',
  'generic_name',
  'manufacturer',
  'importer',
  'packer',
  'net_quantity',
] as const;
export type ProductDetailField = (typeof PRODUCT_DETAIL_FIELDS)[number];
export type ProductDetails = Record<ProductDetailField, string | null>;

/** Labels of the product page's `Product Details` and of the admin's form. */
export const PRODUCT_DETAIL_LABELS: Record<ProductDetailField, string> = {
  country_of_origin: 'Country of origin',
  generic_name: 'Generic name',
  manufacturer: 'Manufacturer',
  importer: 'Importer',
  packer: 'Packer',
  net_quantity: 'Net quantity',
};

/** The longest value of each field. */
export const PRODUCT_DETAIL_MAX: Record<ProductDetailField, number> = {
  country_of_origin: 60,
  generic_name: 100,
  manufacturer: 500,
  importer: 500,
  packer: 500,
  net_quantity: 50,
};

export const productDetailMessages = {
  countryRequired: 'Add the country of origin: every new product needs one.',
  activationNeedsCountry: 'Add the country of origin before activating this product.',
  importerRequired: 'Add the importer’s name and address: a product made outside India must name its importer.',
  /** Bulk activation (docs/product/admin.md#bulk-edits). */
  bulkActivationNeedsCountry: (count: number) =>
    `${count === 1 ? '1 product has' : `${count} products have`} no country of origin. Nothing changed: add the country of origin before activating ${count === 1 ? 'it' : 'them'}, or leave ${count === 1 ? 'it' : 'them'} out.`,
};

/** Whether a country of origin is India (any case, `Bharat` too): only goods made elsewhere need an importer. */
export function isIndia(country: string): boolean {
  return /^(india|bharat|in|ind)$/i.test(country.trim());
}

/** True when a product made outside India names no importer (Legal Metrology: the importer must be declared). */
export function needsImporter(details: Pick<ProductDetails, 'country_of_origin' | 'importer'>): boolean {
  return !!details.country_of_origin && !isIndia(details.country_of_origin) && !details.importer;
}

/**
 * Whether a write would make a product active without a country of origin (docs/product/admin.md#products): a new
 * active product, an inactive one activated, or an active one whose country is cleared. A product that is active
 * without one already (stored before the field existed) stays as it is.
 */
export function activationRefused(
  before: { is_active: boolean; country_of_origin: string | null } | undefined,
  after: { is_active: boolean; country_of_origin: string | null },
): boolean {
  if (!after.is_active || after.country_of_origin) return false;
  return !before || !before.is_active || !!before.country_of_origin;
}
