import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, sortValues } from '../catalogue.ts';
import { colourFamilies, isColourFamily } from '../colour-families.ts';

/** Repeated query parameters arrive as a string once and as an array when repeated. */
export const stringList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter(Boolean),
  );

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const paging = {
  pagenumber: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1, 'pageNumber starts at 1').max(100_000).default(1),
  ),
  pagesize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, 'pageSize must be at least 1')
      .default(PAGE_SIZE)
      .transform((value) => Math.min(value, MAX_PAGE_SIZE)),
  ),
  sort: z.preprocess(emptyToUndefined, z.enum(sortValues, { error: 'Unknown sort' }).optional()),
};

const MAX_FILTER_VALUES = 30;

/** A repeated filter parameter: at most 30 values of at most 40 characters each. */
const filterList = (name: string) =>
  stringList
    .refine((values) => values.length <= MAX_FILTER_VALUES, `${name}: at most ${MAX_FILTER_VALUES} values`)
    .refine((values) => values.every((value) => value.length <= 40), `${name}: each value at most 40 characters`);

const wholeRupees = (name: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${name}: a whole number of rupees` })
      .int(`${name}: a whole number of rupees`)
      .min(0, `${name}: a whole number of rupees, 0 or more`)
      .max(10_000_000, `${name}: at most 10000000`)
      .optional(),
  );

/**
 * The filters every shopper listing takes (docs/product/api.md#filters): repeated `brand`, `size` and `color` (a
 * colour family), `price_min` / `price_max` in whole rupees on the selling price, and `discount_min` (percent).
 * `checkFilters` adds the checks across them.
 */
export const filterQuery = {
  brand: filterList('brand'),
  size: filterList('size'),
  color: filterList('color')
    .transform((values) => values.map((value) => value.toLowerCase()))
    .refine((values) => values.every(isColourFamily), `color: each a colour family (${colourFamilies.join(', ')})`),
  price_min: wholeRupees('price_min'),
  price_max: wholeRupees('price_max'),
  discount_min: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'discount_min: a whole percent from 1 to 99' })
      .int('discount_min: a whole percent from 1 to 99')
      .min(1, 'discount_min: a whole percent from 1 to 99')
      .max(99, 'discount_min: a whole percent from 1 to 99')
      .optional(),
  ),
};

/** price_max may not be below price_min. */
export function checkFilters(
  query: { price_min?: number | undefined; price_max?: number | undefined },
  context: z.RefinementCtx,
) {
  if (query.price_min !== undefined && query.price_max !== undefined && query.price_max < query.price_min) {
    context.addIssue({ code: 'custom', path: ['price_max'], message: 'price_max: must not be below price_min' });
  }
}
