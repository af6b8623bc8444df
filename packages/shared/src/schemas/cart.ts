import { z } from 'zod';
import { MAX_CART_LINES } from '../cart.ts';
import { bagLineInput, noRepeatedLines } from './orders.ts';

// The account's bag on the server (docs/product/api.md#bag, docs/product/storefront.md#the-bag-follows-the-shopper).

const cartImage = z.object({ image_url: z.string(), widths: z.array(z.number()).optional() });
const cartVariationAttribute = z.object({ attribute_name: z.string(), value: z.string() });

/** A line as the browser renders it: the same fields as `CartItem` (packages/shared/src/cart.ts). */
export const cartLine = z.object({
  product_id: z.number(),
  productvariation_id: z.number().nullable(),
  product_name: z.string(),
  brand_name: z.string(),
  name: z.string(),
  images: z.array(cartImage),
  variations: z.array(
    z.object({
      productvariation_id: z.number(),
      name: z.string(),
      price: z.number(),
      discount_price: z.number(),
      discount: z.number(),
      stock: z.number(),
      attributes: z.array(cartVariationAttribute),
      images: z.array(cartImage),
    }),
  ),
  size: z.string().nullable(),
  quantity: z.number(),
  price: z.number(),
  discount_price: z.number(),
  discount: z.number(),
  /** The product's GST rate when it has its own (null: the apparel rule by price); the bag's included GST uses it. */
  gst_rate: z.number().nullable().optional(),
});

/** GET /api/Cart, and the answer of PUT: the lines still sold, and the version a PUT must name. */
export const cartReply = z.object({ items: z.array(cartLine), version: z.number() });
export type CartReply = z.infer<typeof cartReply>;

/** PUT /api/Cart: the whole bag, and the version it was read at (0 for an account that never had one). */
export const cartInput = z.object({
  items: z
    .array(bagLineInput, { error: 'items must be a list of bag lines' })
    .max(MAX_CART_LINES, `Your bag can hold at most ${MAX_CART_LINES} lines.`)
    .superRefine(noRepeatedLines),
  version: z.coerce
    .number({ error: 'version must be a number' })
    .int('version must be a whole number')
    .min(0, 'version must not be negative')
    .max(2_147_483_647, 'version is too large'),
});
export type CartInput = z.infer<typeof cartInput>;

/** `details` of CART_CHANGED (409): the bag as the server holds it now. */
export const cartChangedDetails = cartReply;
