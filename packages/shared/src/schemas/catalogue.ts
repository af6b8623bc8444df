import { z } from 'zod';
import { messages } from '../messages.ts';
import { checkbox, id, money, optionalMoney, optionalText, percent, requiredText, stockCount } from './fields.ts';

/** SPEC.md §5: name 'Name required', description 'required'. */
export const parentCategoryInput = z.object({
  name: requiredText(messages.nameRequired, 100),
  description: requiredText(messages.required, 2000),
});
export type ParentCategoryInput = z.infer<typeof parentCategoryInput>;

export const categoryInput = z.object({
  name: requiredText(messages.nameRequired, 100),
  description: requiredText(messages.required, 2000),
  parentcategory_id: id(messages.required),
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
 * SPEC.md §5 product form. `discount` (percent) may be given instead of `discount_price`; when both are
 * given the discount price wins and the percent is recomputed from it, so the two always agree.
 */
export const productInput = z
  .object({
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
  })
  .refine(priceRule, priceRuleIssue);
export type ProductInput = z.infer<typeof productInput>;

/** SPEC.md §5 product variation: sku 'Name required', price and stock 'required'. */
export const productVariationInput = z
  .object({
    product_id: id(messages.required),
    name: optionalText(200),
    sku: requiredText(messages.nameRequired, 64),
    price: money(messages.required),
    stock: stockCount(messages.required),
    discount: percent(),
    discount_price: optionalMoney(),
  })
  .refine(priceRule, priceRuleIssue);
export type ProductVariationInput = z.infer<typeof productVariationInput>;

/** The same fields for PUT /ProductVariation/{id}: the product a variation belongs to does not change. */
export const productVariationUpdate = z
  .object({
    name: optionalText(200),
    sku: requiredText(messages.nameRequired, 64),
    price: money(messages.required),
    stock: stockCount(messages.required),
    discount: percent(),
    discount_price: optionalMoney(),
  })
  .refine(priceRule, priceRuleIssue);
export type ProductVariationUpdate = z.infer<typeof productVariationUpdate>;

/** SPEC.md §5 attribute value: attribute 'Name required', value 'required'. */
export const variationAttributeValueInput = z.object({
  productvariation_id: id(messages.required),
  attribute_id: id(messages.nameRequired),
  value: requiredText(messages.required, 100),
});
export type VariationAttributeValueInput = z.infer<typeof variationAttributeValueInput>;

export const variationAttributeValueUpdate = z.object({
  attribute_id: id(messages.nameRequired),
  value: requiredText(messages.required, 100),
});
export type VariationAttributeValueUpdate = z.infer<typeof variationAttributeValueUpdate>;

export const imageUpdate = z.object({
  sort_order: z.coerce.number({ error: messages.required }).int('Must be a whole number').min(0).max(1000),
});
