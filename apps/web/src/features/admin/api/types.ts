import type { ProductImage } from '@/types/catalogue';

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

export interface AdminProductRow {
  product_id: number;
  name: string;
  description?: string;
  sku: string | null;
  price: number;
  discount_price: number;
  discount: number;
  stock: number;
  is_active: boolean;
  category_id: number;
  category_name: string;
  brand_id: number;
  brand_name: string;
  images: ProductImage[];
}

export interface AdminProductPage {
  items: AdminProductRow[];
  totalCount: number;
}

export interface VariationValue {
  attributevalue_id: number;
  attribute_id: number;
  attribute_name: string;
  value: string;
}

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
