/**
 * The catalogue file's columns (docs/product/catalogue-import.md#columns), for the export, the import and the tools that
 * write such files: the columns before the `attribute:{name}` ones, and those after them.
 */
export const LEADING_COLUMNS = [
  'product_id',
  'name',
  'description',
  'brand',
  'collection',
  'category',
  'is_active',
  'hsn_code',
  'gst_rate',
  // The product page's details (docs/product/storefront.md#product-details).
  'country_of_origin',
  'generic_name',
  'manufacturer',
  'importer',
  'packer',
  'net_quantity',
  'sku',
  'color',
  'size',
] as const;
export const TRAILING_COLUMNS = ['price', 'discount_price', 'stock', 'product_images', 'variation_images'] as const;
