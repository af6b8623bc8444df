import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, sortValues } from '../catalogue.ts';

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
