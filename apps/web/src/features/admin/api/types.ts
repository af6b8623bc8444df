import type { ListingItem, ProductImage, VariationAttribute } from '@/types/catalogue';

/** Shapes of the catalogue API's admin answers (SPEC.md §3 field names; README "API notes"). */
export interface Collection {
  parentcategory_id: number;
  name: string;
  description: string;
  productCount: number;
}

export interface AdminCategory {
  category_id: number;
  name: string;
  description: string;
  parentcategory_id: number;
  parentcategory_name: string;
  productCount: number;
}

export interface AdminBrand {
  brand_id: number;
  name: string;
  description: string;
  productCount: number;
}

export interface Attribute {
  attribute_id: number;
  name: string;
}

/** A row of the admin's product table: a listing item with its description (`includeInactive=true`). */
export type AdminProductRow = ListingItem & { description?: string };

export interface AdminProductPage {
  items: AdminProductRow[];
  totalCount: number;
}

export type VariationValue = VariationAttribute;

export interface AdminVariation {
  productvariation_id: number;
  product_id: number;
  name: string;
  sku: string;
  price: number;
  discount_price: number;
  discount: number;
  stock: number;
  attributes: VariationValue[];
  images: ProductImage[];
}

/** GET /ProductVariation/{id}/detail: one variation with its product's name and brand. */
export interface AdminVariationDetail extends AdminVariation {
  product_name: string;
  brand_name: string;
}

export interface AdminProduct extends AdminProductRow {
  description: string;
  variations: AdminVariation[];
}

/** GET /VariationAttributeValue/{variation id}: the rows of the attribute values table. */
export interface AttributeValueRow {
  attributevalue_id: number;
  productvariation_id: number;
  attribute_id: number;
  attribute_name: string;
  value: string;
  sku: string;
}
