import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';

/** Error answers of the order and payment routes (docs/product/api.md#errors). */
export const orderErrors = {
  400: errorBody,
  401: errorBody,
  402: errorBody,
  403: errorBody,
  404: errorBody,
  // Older clients read the server's total at the top level of a PRICES_CHANGED answer.
  409: errorBody.extend({ total_amount: z.number().optional() }),
  429: errorBody,
  502: errorBody,
  503: errorBody,
};

export const bearerAuth = [{ bearer: [] }];
