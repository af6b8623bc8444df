import type { ProductDetails } from '@store/shared/product-details';

// The shapes the import's steps pass along and the job keeps (docs/product/catalogue-import.md#import).

export interface ImportError {
  row: number | null;
  column: string | null;
  message: string;
}

export interface ImportOptions {
  create_missing: boolean;
  skip_errors: boolean;
  deactivate_missing: boolean;
}

/** One attribute value of a variation row: `color`, `size` or an `attribute:{name}` column's. */
export interface RowValue {
  attribute: string;
  value: string;
}

/** A data row checked cell by cell: prices in paise, names trimmed, image names split. */
export interface ImportRow extends ProductDetails {
  row: number;
  product_id: number | null;
  name: string;
  description: string;
  brand: string;
  collection: string;
  category: string;
  is_active: boolean;
  hsn_code: string | null;
  gst_rate: number | null;
  sku: string | null;
  values: RowValue[];
  price: number;
  discount_price: number;
  stock: number;
  product_images: string[];
  variation_images: string[];
}

/** What the apply writes of one variation row (plan.ts). */
export interface VariationPlan {
  row: number;
  id: number | null;
  sku: string;
  price: number;
  discount_price: number;
  stock: number;
  values: RowValue[];
  /** Replaces the variation's images; null leaves them. */
  images: string[] | null;
  fields: string[];
}

export interface ProductPlan {
  row: number;
  productId: number | null;
  source: ImportRow;
  /** A product without variations: its own SKU, prices and stock come from its row. */
  simple: boolean;
  images: string[] | null;
  fields: string[];
  variations: VariationPlan[];
  /** Rows of it the apply writes (progress) and skips. */
  rows: number;
  skipped: number;
}

export interface UpdateItem {
  row: number;
  product_id: number | null;
  sku: string | null;
  name: string;
  fields: string[];
}

export interface ImportReport {
  create: {
    products: number;
    variations: number;
    images: number;
    brands: string[];
    collections: string[];
    categories: string[];
    attributes: string[];
    values: string[];
  };
  update: { products: number; variations: number; items: UpdateItem[] };
  unchanged: { products: number; variations: number };
  errors: ImportError[];
  error_count: number;
  error_rows: number;
}

export interface ImportResult {
  created: { products: number; variations: number };
  updated: { products: number; variations: number };
  skipped_rows: number;
  deactivated: number;
  images: number;
}

export const emptyResult = (): ImportResult => ({
  created: { products: 0, variations: 0 },
  updated: { products: 0, variations: 0 },
  skipped_rows: 0,
  deactivated: 0,
  images: 0,
});

/** The report's lists are cut here; the counts are whole. */
export const REPORT_MAX_ERRORS = 1000;
export const REPORT_MAX_UPDATES = 200;
