import { z } from 'zod';
import { messages } from '../messages.ts';
import { GST_RATES } from '../gst.ts';
import { colourFamilies } from '../colour-families.ts';
import { sizeChart } from './size-charts.ts';
import {
  PRODUCT_DETAIL_FIELDS,
  PRODUCT_DETAIL_MAX,
  needsImporter,
  productDetailMessages,
  type ProductDetailField,
} from '../product-details.ts';
import { checkbox, id, money, optionalMoney, optionalText, percent, requiredText, stockCount } from './fields.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * HSN code of a category or product for tax invoices (docs/product/orders.md#how-tax-is-computed): 4, 6 or 8
 * digits. Empty (or null) clears it, so the category's (or the default) applies; absent keeps what is stored.
 */
export const hsnCode = () =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})$/, 'HSN code: 4, 6 or 8 digits')
      .nullable()
      .optional(),
  );

/** GST rate in percent: one of the GST slabs. Empty clears it (the category's, or the apparel rule, applies). */
export const gstRate = () =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: 'Must be a number' })
      .refine((value) => (GST_RATES as readonly number[]).includes(value), `GST rate: one of ${GST_RATES.join(', ')}`)
      .nullable()
      .optional(),
  );

/** Collection form: name 'Name required', description 'required' (docs/product/admin.md#forms-and-toasts). */
export const parentCategoryInput = z.object({
  name: requiredText(messages.nameRequired, 100),
  description: requiredText(messages.required, 2000),
});
export type ParentCategoryInput = z.infer<typeof parentCategoryInput>;

export const categoryInput = z.object({
  name: requiredText(messages.nameRequired, 100),
  description: requiredText(messages.required, 2000),
  parentcategory_id: id(messages.required),
  hsn_code: hsnCode(),
  gst_rate: gstRate(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const brandInput = z.object({
  name: requiredText(messages.nameRequired, 100),
  description: requiredText(messages.required, 2000),
});
export type BrandInput = z.infer<typeof brandInput>;

export const variationAttributeInput = z.object({
  name: requiredText(messages.nameRequired, 50),
});
export type VariationAttributeInput = z.infer<typeof variationAttributeInput>;

const priceRule = <T extends { price: number; discount_price?: number | undefined }>(value: T) =>
  value.discount_price === undefined || value.discount_price <= value.price;
const priceRuleIssue = { message: 'Discount price cannot be above the price', path: ['discount_price'] };

/**
 * The product form (docs/product/admin.md#forms-and-toasts). `discount` (percent) may be given instead of
 * `discount_price`; when both are given the discount price wins and the percent is recomputed from it, so the
 * two always agree (docs/product/admin.md#products).
 */
/**
 * A product detail of the product page (docs/product/storefront.md#product-details): trimmed text, blank or null
 * clears it, absent keeps what is stored.
 */
const productDetail = (field: ProductDetailField) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(PRODUCT_DETAIL_MAX[field], `At most ${PRODUCT_DETAIL_MAX[field]} characters`)
      .nullable()
      .optional(),
  );
const productDetailFields = Object.fromEntries(PRODUCT_DETAIL_FIELDS.map((field) => [field, productDetail(field)])) as {
  [K in ProductDetailField]: ReturnType<typeof productDetail>;
};

/** A product made outside India names its importer (Legal Metrology); the issue is on `importer`. */
const importerRule = (value: { country_of_origin?: string | null; importer?: string | null }) =>
  !needsImporter({ country_of_origin: value.country_of_origin ?? null, importer: value.importer ?? null });
const importerIssue = { message: productDetailMessages.importerRequired, path: ['importer'] };

const productFields = {
  name: requiredText(messages.nameRequired, 200),
  description: requiredText(messages.required, 5000),
  price: money(messages.required),
  stock: stockCount(messages.required),
  category_id: id(messages.required),
  brand_id: id(messages.required),
  discount: percent(),
  discount_price: optionalMoney(),
  is_active: checkbox(),
  sku: optionalText(64),
  hsn_code: hsnCode(),
  gst_rate: gstRate(),
  ...productDetailFields,
};
export const productInput = z
  .object(productFields)
  .refine(priceRule, priceRuleIssue)
  .refine(importerRule, importerIssue);
export type ProductInput = z.infer<typeof productInput>;

/** POST /Product: a new product names its country of origin (docs/product/admin.md#products). */
export const productCreateInput = z
  .object({
    ...productFields,
    country_of_origin: z.preprocess(
      blankToNull,
      requiredText(productDetailMessages.countryRequired, PRODUCT_DETAIL_MAX.country_of_origin),
    ),
  })
  .refine(priceRule, priceRuleIssue)
  .refine(importerRule, importerIssue);

/**
 * Variation form: sku 'Name required' (the original wording, kept), price and stock 'required'
 * (docs/product/admin.md#forms-and-toasts).
 */
const variationFields = {
  name: optionalText(200),
  sku: requiredText(messages.nameRequired, 64),
  price: money(messages.required),
  stock: stockCount(messages.required),
  discount: percent(),
  discount_price: optionalMoney(),
};
export const productVariationInput = z
  .object({ product_id: id(messages.required), ...variationFields })
  .refine(priceRule, priceRuleIssue);
export type ProductVariationInput = z.infer<typeof productVariationInput>;

/** The same fields for PUT /ProductVariation/{id}: the product a variation belongs to does not change. */
export const productVariationUpdate = z.object(variationFields).refine(priceRule, priceRuleIssue);
export type ProductVariationUpdate = z.infer<typeof productVariationUpdate>;

/** Attribute value form: attribute 'Name required', value 'required' (docs/product/admin.md#forms-and-toasts). */
export const variationAttributeValueInput = z.object({
  productvariation_id: id(messages.required),
  attribute_id: id(messages.nameRequired),
  value: requiredText(messages.required, 100),
});
export type VariationAttributeValueInput = z.infer<typeof variationAttributeValueInput>;

export const variationAttributeValueUpdate = z.object({
  attribute_id: id(messages.nameRequired),
  value: requiredText(messages.required, 100),
  /** A colour's family where the shared table has no answer (docs/product/storefront.md#colour-families). */
  color_family: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.enum(colourFamilies, { error: 'Unknown colour family' }).nullable(),
    )
    .optional(),
});
export type VariationAttributeValueUpdate = z.infer<typeof variationAttributeValueUpdate>;

export const imageUpdate = z.object({
  sort_order: z.coerce.number({ error: messages.required }).int('Must be a whole number').min(0).max(1000),
});

// Answers of the catalogue API (docs/product/api.md#catalogue): the API's route schemas and the web app's types.

export const image = z.object({
  image_id: z.number(),
  image_url: z.string(),
  sort_order: z.number(),
  widths: z.array(z.number()),
});

/** What a collection and a brand both show: name, description, how many products, and when. */
const namedRecord = {
  name: z.string(),
  description: z.string(),
  productCount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const parentCategory = z.object({
  parentcategory_id: z.number(),
  ParentCategory_id: z.number(),
  ...namedRecord,
});

export const category = z.object({
  category_id: z.number(),
  name: z.string(),
  description: z.string(),
  parentcategory_id: z.number(),
  parentcategory_name: z.string(),
  productCount: z.number(),
  /** For tax invoices (docs/product/orders.md#how-tax-is-computed); null uses the default. */
  hsn_code: z.string().nullable().optional(),
  gst_rate: z.number().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const brand = z.object({ brand_id: z.number(), ...namedRecord });

export const attribute = z.object({ attribute_id: z.number(), name: z.string() });

export const attributeValue = z.object({
  attributevalue_id: z.number(),
  productvariation_id: z.number(),
  attribute_id: z.number(),
  attribute_name: z.string(),
  value: z.string(),
  sku: z.string(),
  /** The admin's family for a colour the shared table does not know; null when unset. */
  color_family: z.string().nullable().optional(),
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
  /** Visible reviews' average, one decimal (null without reviews), and their count (docs/product/storefront.md#reviews). */
  rating_average: z.number().nullable(),
  rating_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
};

/**
 * Listing cards; the admin's listing adds each product's description and, for a product with variations, their stock
 * summed (null without variations: the product's own stock is what sells then).
 */
export const listingItem = z.object({
  ...productBase,
  description: z.string().optional(),
  variation_stock: z.number().nullable().optional(),
});
export const productPage = z.object({ items: z.array(listingItem), totalCount: z.number() });
export const product = z.object({
  ...productBase,
  description: z.string(),
  variations: z.array(variation),
  /** For tax invoices; null uses the category's (docs/product/orders.md#how-tax-is-computed). */
  hsn_code: z.string().nullable().optional(),
  gst_rate: z.number().nullable().optional(),
  /**
   * The GST rate the product's line is taxed at when set on the product or its category; null when the apparel rule
   * (by the unit price) applies (docs/product/checkout.md#prices). The bag shows the GST its total includes.
   */
  line_gst_rate: z.number().nullable().optional(),
  /** The product page's declaration (docs/product/storefront.md#product-details); null where not given. */
  ...(Object.fromEntries(PRODUCT_DETAIL_FIELDS.map((field) => [field, z.string().nullable()])) as {
    [K in ProductDetailField]: z.ZodNullable<z.ZodString>;
  }),
  /**
   * The size chart that applies (docs/product/storefront.md#size-charts), on the shopper's GET /Product/{id} only:
   * null when none does.
   */
  size_chart: sizeChart.nullable().optional(),
});
export const suggestion = z.object({ name: z.string() });

const facetList = z.array(z.object({ name: z.string(), count: z.number() }));
/**
 * GET /Product/facets (docs/product/api.md#filters): each facet's options counted with the other chosen filters
 * applied, not its own. `prices` names ranges '500-999' ('5000-' open above), `discounts` least percents.
 */
export const facets = z.object({
  brands: facetList,
  categories: facetList,
  sizes: facetList,
  colors: facetList,
  prices: facetList,
  discounts: facetList,
});

/** What a search with no results offers instead (docs/product/storefront.md#no-results). */
export const searchHelp = z.object({
  /** The words with typos corrected, when that finds something; null otherwise. */
  didYouMean: z.string().nullable(),
  /** The category closest to the words: its collection and name, for a link. */
  closestCategory: z.object({ collection: z.string(), name: z.string() }).nullable(),
  popular: z.array(listingItem),
});

/** A search page: a product page and, when nothing matched, what to try instead. */
export const searchPage = productPage.extend({ noResults: searchHelp.optional() });

export type ProductImage = z.infer<typeof image>;
export type ParentCategory = z.infer<typeof parentCategory>;
export type Category = z.infer<typeof category>;
export type Brand = z.infer<typeof brand>;
export type Attribute = z.infer<typeof attribute>;
export type AttributeValueRow = z.infer<typeof attributeValue>;
export type ProductVariation = z.infer<typeof variation>;
export type VariationAttribute = ProductVariation['attributes'][number];
export type VariationDetail = z.infer<typeof variationDetail>;
export type ListingItem = z.infer<typeof listingItem>;
export type ProductPage = z.infer<typeof productPage>;
export type Product = z.infer<typeof product>;
export type Suggestion = z.infer<typeof suggestion>;
export type Facets = z.infer<typeof facets>;
export type SearchHelp = z.infer<typeof searchHelp>;
export type SearchPage = z.infer<typeof searchPage>;
