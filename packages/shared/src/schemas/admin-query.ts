import { z } from 'zod';

// The parts of the admin's list queries (docs/product/api.md#merchant-operations): a form's empty field means "not
// given", and pages count from 1.

export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
export const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max, `At most ${max} characters`).optional());
export const page = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1, 'pageNumber starts at 1').max(100_000).default(1),
);
