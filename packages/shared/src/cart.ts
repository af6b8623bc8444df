import { apparelGstRate, splitInclusive, spreadProportionally } from './gst.ts';
import { toPaise, toRupees } from './money.ts';

/** Quantity choices 1 to 5 (docs/product/storefront.md#limits). */
export const MAX_QUANTITY = 5;
export const quantityOptions = Array.from({ length: MAX_QUANTITY }, (_, index) => index + 1);

/** Lines an account's bag keeps on the server (docs/product/storefront.md#the-bag-follows-the-shopper). */
export const MAX_CART_LINES = 50;

/** The price summary shows shipping as ₹50.00 struck through and Free (docs/product/storefront.md#bag). */
export const SHIPPING_CHARGE = 50;

export interface CartImage {
  image_url: string;
  widths?: number[];
}

export interface CartVariationAttribute {
  attribute_name: string;
  value: string;
}

export interface CartVariation {
  productvariation_id: number;
  name: string;
  price: number;
  discount_price: number;
  discount: number;
  stock: number;
  attributes: CartVariationAttribute[];
  images: CartImage[];
}

/**
 * A bag line (docs/product/storefront.md#bag). `productvariation_id` and `size` are null for a product without
 * variations.
 */
export interface CartItem {
  product_id: number;
  productvariation_id: number | null;
  product_name: string;
  brand_name: string;
  name: string;
  images: CartImage[];
  variations: CartVariation[];
  size: string | null;
  quantity: number;
  price: number;
  discount_price: number;
  discount: number;
  /**
   * The GST rate set on the product or its category when the line was added; null or absent when the apparel rule
   * (by the unit price) applies (docs/product/checkout.md#prices).
   */
  gst_rate?: number | null;
}

/** What identifies one line of the bag: the product, its variation and its size. */
export interface CartLineKey {
  product_id: number;
  productvariation_id: number | null;
  size: string | null;
}

export function lineKey(item: CartLineKey): CartLineKey {
  return { product_id: item.product_id, productvariation_id: item.productvariation_id, size: item.size };
}

export function isSameLine(a: CartLineKey, b: CartLineKey): boolean {
  return a.product_id === b.product_id && a.productvariation_id === b.productvariation_id && a.size === b.size;
}

export function variationAttribute(variation: { attributes: CartVariationAttribute[] }, name: string): string | null {
  const found = variation.attributes.find((attribute) => attribute.attribute_name.toLowerCase() === name);
  return found ? found.value : null;
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, Math.max(1, Math.floor(quantity)));
}

/**
 * Adding (docs/product/storefront.md#bag): a line for the same product, variation and size gains one (the payload
 * quantity is used only for a new line); otherwise the item is appended with its quantity. Never above MAX_QUANTITY,
 * the largest quantity the bag's selector offers.
 */
export function addItem(cart: readonly CartItem[], item: CartItem): CartItem[] {
  const existing = cart.find((line) => isSameLine(line, item));
  if (existing) {
    return cart.map((line) => (line === existing ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line));
  }
  return [...cart, { ...item, quantity: clampQuantity(item.quantity) }];
}

/** `line` folded into `target`, another line of the bag: their quantities add up (clamped), `line` goes. */
function mergeInto(cart: readonly CartItem[], line: CartItem, target: CartItem): CartItem[] {
  return cart
    .filter((candidate) => candidate !== line)
    .map((candidate) =>
      candidate === target ? { ...candidate, quantity: clampQuantity(candidate.quantity + line.quantity) } : candidate,
    );
}

/**
 * Changing a line's variation (docs/product/storefront.md#bag): when the target variation is already in the bag the
 * quantities merge and the old line goes; otherwise the line takes the variation's id, size, prices and discount (and
 * its images, when it has its own).
 */
export function changeVariation(cart: readonly CartItem[], key: CartLineKey, variationId: number): CartItem[] {
  const line = cart.find((candidate) => isSameLine(candidate, key));
  if (!line || line.productvariation_id === variationId) return [...cart];
  const variation = line.variations.find((candidate) => candidate.productvariation_id === variationId);
  if (!variation) return [...cart];
  const size = variationAttribute(variation, 'size');
  const target = cart.find(
    (candidate) => candidate.product_id === line.product_id && candidate.productvariation_id === variationId,
  );
  if (target) return mergeInto(cart, line, target);
  return cart.map((candidate) =>
    candidate === line
      ? {
          ...candidate,
          productvariation_id: variation.productvariation_id,
          name: variation.name || candidate.name,
          size,
          price: variation.price,
          discount_price: variation.discount_price,
          discount: variation.discount,
          images: variation.images.length > 0 ? variation.images : candidate.images,
        }
      : candidate,
  );
}

/** The colour of a line's chosen variation, shown beside its size in the bag; null when it has none. */
export function lineColour(item: Pick<CartItem, 'variations' | 'productvariation_id'>): string | null {
  const current = item.variations.find((variation) => variation.productvariation_id === item.productvariation_id);
  return current ? variationAttribute(current, 'color') : null;
}

/**
 * The variation of a line's product that has `size` in the line's current colour (a size change keeps the
 * colour the shopper chose), or any variation with that size when the colour has none.
 */
export function variationForSize(item: CartItem, size: string): CartVariation | undefined {
  const colour = lineColour(item);
  const withSize = item.variations.filter((variation) => variationAttribute(variation, 'size') === size);
  return withSize.find((variation) => variationAttribute(variation, 'color') === colour) ?? withSize[0];
}

/**
 * Sizes a line can switch to: those of its colour that are in stock (and its own size), in the order the
 * product lists them.
 */
export function sizeChoices(item: CartItem): string[] {
  const colour = lineColour(item);
  const sizes: string[] = [];
  for (const variation of item.variations) {
    const size = variationAttribute(variation, 'size');
    if (size === null || sizes.includes(size)) continue;
    if (colour !== null && variationAttribute(variation, 'color') !== colour) continue;
    if (variation.stock <= 0 && size !== item.size) continue;
    sizes.push(size);
  }
  return sizes;
}

/** A size change: the same merge-or-replace as a variation change, found by size (docs/product/storefront.md#bag). */
export function changeSize(cart: readonly CartItem[], key: CartLineKey, size: string): CartItem[] {
  const line = cart.find((candidate) => isSameLine(candidate, key));
  if (!line || line.size === size) return [...cart];
  const variation = variationForSize(line, size);
  if (variation) return changeVariation(cart, key, variation.productvariation_id);
  const target = cart.find((candidate) => isSameLine(candidate, { ...key, size }));
  if (target) return mergeInto(cart, line, target);
  return cart.map((candidate) => (candidate === line ? { ...candidate, size } : candidate));
}

/** The quantity is set only when the new one is above 0 (docs/product/storefront.md#bag). */
export function setQuantity(cart: readonly CartItem[], key: CartLineKey, quantity: number): CartItem[] {
  if (!(quantity > 0)) return [...cart];
  return setQuantityUnchecked(cart, key, clampQuantity(quantity));
}

/** Sets the quantity as given, without the check above, for callers that have checked it themselves. */
export function setQuantityUnchecked(cart: readonly CartItem[], key: CartLineKey, quantity: number): CartItem[] {
  return cart.map((line) => (isSameLine(line, key) ? { ...line, quantity } : line));
}

export function removeItem(cart: readonly CartItem[], key: CartLineKey): CartItem[] {
  return cart.filter((line) => !isSameLine(line, key));
}

export function clearCart(): CartItem[] {
  return [];
}

/** Selling price times quantity, added in paise so rupee rounding never drifts (docs/product/storefront.md#bag). */
export function cartTotal(cart: readonly CartItem[]): number {
  return toRupees(cart.reduce((sum, line) => sum + toPaise(line.discount_price) * line.quantity, 0));
}

/** The same lines at their full price, for the 'You save' line of the summary. */
export function cartFullPriceTotal(cart: readonly CartItem[]): number {
  return toRupees(
    cart.reduce((sum, line) => sum + toPaise(Math.max(line.price, line.discount_price)) * line.quantity, 0),
  );
}

/**
 * The GST included in the bag's total (rupees), as the tax invoice will break it out (docs/product/checkout.md#prices,
 * docs/decisions/013-gst-invoices.md): a coupon's discount spread over the lines in proportion to their amounts, each
 * line's tax taken out of its inclusive amount at its rate (the rate set on the product or its category, else the
 * apparel rule on the unit's selling price), rounded to the paisa per line.
 */
export function cartIncludedGst(cart: readonly CartItem[], couponDiscount = 0): number {
  const amounts = cart.map((line) => toPaise(line.discount_price) * line.quantity);
  const shares = spreadProportionally(toPaise(couponDiscount), amounts);
  const tax = cart.reduce((sum, line, index) => {
    const amount = Math.max(0, amounts[index]! - shares[index]!);
    const rate = line.gst_rate ?? apparelGstRate(toPaise(line.discount_price));
    return sum + splitInclusive(amount, rate, false).igst;
  }, 0);
  return toRupees(tax);
}

/** The bag badge: total quantity of every line. */
export function cartQuantity(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** Lines read back from local storage: anything that is not a well-formed line is dropped. */
export function sanitizeCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (line): line is CartItem =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as CartItem).product_id === 'number' &&
      typeof (line as CartItem).quantity === 'number' &&
      typeof (line as CartItem).discount_price === 'number' &&
      typeof (line as CartItem).price === 'number' &&
      Array.isArray((line as CartItem).variations) &&
      Array.isArray((line as CartItem).images),
  );
}

/** The parts of a product (GET /Product/{id}) a bag line is made from. */
export interface CartSourceProduct {
  product_id: number;
  name: string;
  brand_name: string;
  price: number;
  discount_price: number;
  discount: number;
  images: CartImage[];
  variations: CartVariation[];
  /** The rate set on the product or its category (GET /Product/{id}); null when the apparel rule applies. */
  line_gst_rate?: number | null | undefined;
}

function slimImages(images: CartImage[]): CartImage[] {
  return images.map((image) => ({ image_url: image.image_url, widths: image.widths }));
}

function slimVariation(variation: CartVariation): CartVariation {
  return {
    productvariation_id: variation.productvariation_id,
    name: variation.name,
    price: variation.price,
    discount_price: variation.discount_price,
    discount: variation.discount,
    stock: variation.stock,
    attributes: variation.attributes.map((attribute) => ({
      attribute_name: attribute.attribute_name,
      value: attribute.value,
    })),
    images: slimImages(variation.images),
  };
}

/**
 * The bag at the catalogue's current prices, each line rebuilt from its product as it is now. A line whose
 * product or variation is gone stays as it was: placing the order then names it.
 */
export function repriceCart(cart: readonly CartItem[], products: readonly CartSourceProduct[]): CartItem[] {
  return cart.map((item) => {
    const product = products.find((candidate) => candidate.product_id === item.product_id);
    if (!product) return item;
    if (item.productvariation_id === null)
      return product.variations.length === 0 ? cartItemFromProduct(product, null, item.quantity) : item;
    const variation = product.variations.find(
      (candidate) => candidate.productvariation_id === item.productvariation_id,
    );
    return variation ? cartItemFromProduct(product, variation, item.quantity) : item;
  });
}

/**
 * A bag line for the chosen variation, or for the product itself when it has no variations: then the product's
 * own price and images are used (docs/product/storefront.md#product-page).
 */
export function cartItemFromProduct(
  product: CartSourceProduct,
  variation: CartVariation | null,
  quantity: number,
): CartItem {
  const images = variation && variation.images.length > 0 ? variation.images : product.images;
  return {
    product_id: product.product_id,
    productvariation_id: variation ? variation.productvariation_id : null,
    product_name: product.name,
    brand_name: product.brand_name,
    name: variation?.name || product.name,
    images: slimImages(images),
    variations: product.variations.map(slimVariation),
    size: variation ? variationAttribute(variation, 'size') : null,
    quantity: clampQuantity(quantity),
    price: variation ? variation.price : product.price,
    discount_price: variation ? variation.discount_price : product.discount_price,
    discount: variation ? variation.discount : product.discount,
    gst_rate: product.line_gst_rate ?? null,
  };
}

/**
 * Adds like `addItem` and tells whether the bag changed: adding to a line already at MAX_QUANTITY changes
 * nothing, and the shopper is told so instead of being told it was added (docs/product/storefront.md#limits).
 */
export function tryAddItem(cart: readonly CartItem[], item: CartItem): { items: CartItem[]; added: boolean } {
  const items = addItem(cart, item);
  return { items, added: cartQuantity(items) > cartQuantity(cart) };
}

/** What the merge rule needs of a line: what identifies it and its quantity. */
export type MergeableLine = CartLineKey & { quantity: number };

/**
 * The merge rule at sign-in (docs/product/storefront.md#the-bag-follows-the-shopper): the account's lines first, as
 * they are; each guest line for the same product and size adds its quantity to the account's (at most MAX_QUANTITY),
 * any other guest line follows in the guest's order while the bag holds fewer than MAX_CART_LINES lines.
 */
export function mergeCarts<T extends MergeableLine>(account: readonly T[], guest: readonly T[]): T[] {
  const merged = account.map((line) => ({ ...line }));
  for (const line of guest) {
    const index = merged.findIndex((candidate) => isSameLine(candidate, line));
    const existing = merged[index];
    if (existing) merged[index] = { ...existing, quantity: clampQuantity(existing.quantity + line.quantity) };
    else if (merged.length < MAX_CART_LINES) merged.push({ ...line, quantity: clampQuantity(line.quantity) });
  }
  return merged;
}

/** What the server keeps of a bag line. */
export interface StoredLine {
  product_id: number;
  productvariation_id: number | null;
  quantity: number;
}

/** What the server keeps of a line (docs/product/api.md#bag): the product, its variation and the quantity. */
export function storedLine(item: Pick<CartItem, 'product_id' | 'productvariation_id' | 'quantity'>): StoredLine {
  return { product_id: item.product_id, productvariation_id: item.productvariation_id, quantity: item.quantity };
}
