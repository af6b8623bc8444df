/** Shapes of the catalogue API's answers (SPEC.md §3 field names). */
export interface ProductImage {
  image_id: number;
  image_url: string;
  sort_order: number;
  widths: number[];
}

export interface ListingItem {
  product_id: number;
  name: string;
  sku: string | null;
  price: number;
  discount_price: number;
  discount: number;
  stock: number;
  is_active: boolean;
  category_id: number;
  category_name: string;
  parentcategory_id: number;
  parentcategory_name: string;
  brand_id: number;
  brand_name: string;
  images: ProductImage[];
  created_at: string;
  updated_at: string;
}

export interface ProductPage {
  items: ListingItem[];
  totalCount: number;
}

export interface VariationAttribute {
  attributevalue_id: number;
  attribute_id: number;
  attribute_name: string;
  value: string;
}

export interface ProductVariation {
  productvariation_id: number;
  product_id: number;
  name: string;
  sku: string;
  price: number;
  discount_price: number;
  discount: number;
  stock: number;
  attributes: VariationAttribute[];
  images: ProductImage[];
  created_at: string;
  updated_at: string;
}

export interface Product extends ListingItem {
  description: string;
  variations: ProductVariation[];
}

export interface Category {
  category_id: number;
  name: string;
  description: string;
  parentcategory_id: number;
  parentcategory_name: string;
  productCount: number;
}

export interface Brand {
  brand_id: number;
  name: string;
  description: string;
  productCount: number;
}

export interface Suggestion {
  name: string;
}
