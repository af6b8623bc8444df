import type { CartItem } from '@store/shared/cart';

/** A bag line for the web tests: one ₹1,299 tee (MRP ₹1,599) in size M, with `fields` over it. */
export const cartLine = (fields: Partial<CartItem> = {}): CartItem => ({
  product_id: 1,
  productvariation_id: 11,
  product_name: 'Tee',
  brand_name: 'Urban Loom',
  name: 'Tee',
  images: [],
  variations: [],
  size: 'M',
  quantity: 1,
  price: 1599,
  discount_price: 1299,
  discount: 19,
  ...fields,
});
