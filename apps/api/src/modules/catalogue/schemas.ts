import { z } from 'zod';

/** Response shapes of the catalogue API (SPEC.md §3 field names), for validation-free docs and types. */
export const image = z.object({
  image_id: z.number(),
  image_url: z.string(),
  sort_order: z.number(),
  widths: z.array(z.number()),
});

export const parentCategory = z.object({
  parentcategory_id: z.number(),
  ParentCategory_id: z.number(),
  name: z.string(),
  description: z.string(),
  productCount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const category = z.object({
  category_id: z.number(),
  name: z.string(),
  description: z.string(),
  parentcategory_id: z.number(),
  parentcategory_name: z.string(),
  productCount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const brand = z.object({
  brand_id: z.number(),
  name: z.string(),
  description: z.string(),
  productCount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const attribute = z.object({ attribute_id: z.number(), name: z.string() });

export const attributeValue = z.object({
  attributevalue_id: z.number(),
  productvariation_id: z.number(),
  attribute_id: z.number(),
  attribute_name: z.string(),
  value: z.string(),
  sku: z.string(),
});

const prices = { price: z.number(), discount_price: z.number(), discount: z.number() };

export const variation = z.object({
  productvariation_id: z.number(),
  product_id: z.number(),
  name: z.string(),
  sku: z.string(),
  ...prices,
  stock: z.number(),
  attributes: z.array(
    z.object({
      attributevalue_id: z.number(),
      attribute_id: z.number(),
      attribute_name: z.string(),
      value: z.string(),
    }),
  ),
  images: z.array(image),
  created_at: z.string(),
  updated_at: z.string(),
});

export const variationDetail = variation.extend({ product_name: z.string(), brand_name: z.string() });

const productBase = {
  product_id: z.number(),
  name: z.string(),
  sku: z.string().nullable(),
  ...prices,
  stock: z.number(),
  is_active: z.boolean(),
  category_id: z.number(),
  category_name: z.string(),
  parentcategory_id: z.number(),
  parentcategory_name: z.string(),
  brand_id: z.number(),
  brand_name: z.string(),
  images: z.array(image),
  created_at: z.string(),
  updated_at: z.string(),
};

/** Listing cards; the admin's listing adds each product's description. */
export const listingItem = z.object({ ...productBase, description: z.string().optional() });
export const productPage = z.object({ items: z.array(listingItem), totalCount: z.number() });
export const product = z.object({ ...productBase, description: z.string(), variations: z.array(variation) });
export const suggestion = z.object({ name: z.string() });
