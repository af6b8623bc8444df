import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartItemFromProduct,
  cartFullPriceTotal,
  cartQuantity,
  cartTotal,
  changeSize,
  changeVariation,
  clearCart,
  lineColour,
  lineKey,
  MAX_CART_LINES,
  MAX_QUANTITY,
  mergeCarts,
  removeItem,
  repriceCart,
  sanitizeCart,
  setQuantity,
  setQuantityUnchecked,
  sizeChoices,
  storedLine,
  tryAddItem,
  type CartItem,
  type CartVariation,
} from './cart.ts';
import { messages } from './messages.ts';

function variation(id: number, size: string, colour: string, price = 1000, discountPrice = 800): CartVariation {
  return {
    productvariation_id: id,
    name: `Tee ${colour} ${size}`,
    price,
    discount_price: discountPrice,
    discount: Math.floor(((price - discountPrice) / price) * 100),
    stock: 10,
    attributes: [
      { attribute_name: 'size', value: size },
      { attribute_name: 'color', value: colour },
    ],
    images: [{ image_url: `/api/images/${colour}-960.webp`, widths: [240, 480, 960] }],
  };
}

const variations = [
  variation(11, 'S', 'Red'),
  variation(12, 'M', 'Red', 1100, 900),
  variation(13, 'L', 'Red', 1200, 1200),
  variation(21, 'S', 'Blue'),
  variation(22, 'M', 'Blue'),
];

function line(variationId: number, quantity = 1): CartItem {
  const chosen = variations.find((candidate) => candidate.productvariation_id === variationId)!;
  return {
    product_id: 1,
    productvariation_id: variationId,
    product_name: 'Crew Neck Tee',
    brand_name: 'Urban Loom',
    name: chosen.name,
    images: chosen.images,
    variations,
    size: chosen.attributes[0]!.value,
    quantity,
    price: chosen.price,
    discount_price: chosen.discount_price,
    discount: chosen.discount,
  };
}

const plain: CartItem = {
  product_id: 2,
  productvariation_id: null,
  product_name: 'Leather Belt',
  brand_name: 'Heritage',
  name: 'Leather Belt',
  images: [],
  variations: [],
  size: null,
  quantity: 2,
  price: 999.5,
  discount_price: 499.25,
  discount: 50,
};

describe('addItem', () => {
  it('appends a new line with the payload quantity', () => {
    const cart = addItem([], line(11, 3));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(3);
  });

  it('adds one to a line of the same product and size, ignoring the payload quantity', () => {
    const cart = addItem([line(11, 2)], line(11, 4));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(3);
  });

  it('keeps another size of the same product as its own line', () => {
    const cart = addItem([line(11)], line(12));
    expect(cart.map((item) => item.size)).toEqual(['S', 'M']);
  });

  it('never goes above the largest quantity the bag offers', () => {
    expect(addItem([line(11, 5)], line(11))[0]!.quantity).toBe(5);
    expect(addItem([], line(11, 9))[0]!.quantity).toBe(5);
  });

  it('does not change the cart it was given', () => {
    const before = [line(11)];
    addItem(before, line(11));
    expect(before[0]!.quantity).toBe(1);
  });
});

describe('tryAddItem', () => {
  it('says an add changed the bag for a new line and for a line below the limit', () => {
    const first = tryAddItem([], line(11, 2));
    expect(first).toEqual({ items: [expect.objectContaining({ productvariation_id: 11, quantity: 2 })], added: true });
    const second = tryAddItem(first.items, line(11));
    expect(second.added).toBe(true);
    expect(second.items[0]!.quantity).toBe(3);
  });

  it('says nothing changed when the line is already at the limit, and leaves the bag as it was', () => {
    const full = [line(11, MAX_QUANTITY), plain];
    const result = tryAddItem(full, line(11));
    expect(result.added).toBe(false);
    expect(result.items).toEqual(full);
    expect(result.items[0]!.quantity).toBe(MAX_QUANTITY);
    expect(messages.quantityLimit).toBe(`You can add at most ${MAX_QUANTITY} of this item.`);
  });

  it('still adds another size of a product whose first size is at the limit', () => {
    const result = tryAddItem([line(11, MAX_QUANTITY)], line(12));
    expect(result.added).toBe(true);
    expect(result.items.map((item) => [item.size, item.quantity])).toEqual([
      ['S', MAX_QUANTITY],
      ['M', 1],
    ]);
  });
});

describe('changeVariation', () => {
  it('replaces the variation id, size, prices and discount when the target is not in the bag', () => {
    const [changed] = changeVariation([line(11, 2)], lineKey(line(11)), 12);
    expect(changed).toMatchObject({
      productvariation_id: 12,
      size: 'M',
      price: 1100,
      discount_price: 900,
      discount: 18,
      quantity: 2,
    });
  });

  it('merges quantities into the target line and removes the old one', () => {
    const cart = changeVariation([line(11, 2), line(12, 1)], lineKey(line(11)), 12);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ productvariation_id: 12, quantity: 3 });
  });

  it('leaves the bag alone for an unknown variation or line', () => {
    const cart = [line(11)];
    expect(changeVariation(cart, lineKey(line(11)), 999)).toEqual(cart);
    expect(changeVariation(cart, lineKey(line(12)), 11)).toEqual(cart);
  });
});

describe('changeSize', () => {
  it('swaps to the variation with that size in the same colour and takes its price', () => {
    const [changed] = changeSize([line(21)], lineKey(line(21)), 'M');
    expect(changed).toMatchObject({ productvariation_id: 22, size: 'M', discount_price: 800 });
  });

  it('merges with a line that already has that size', () => {
    const cart = changeSize([line(11, 1), line(13, 2)], lineKey(line(11)), 'L');
    expect(cart).toEqual([{ ...line(13, 3) }]);
  });

  it('offers only the sizes of the line’s colour that are in stock, and its own', () => {
    expect(sizeChoices(line(21))).toEqual(['S', 'M']);
    expect(sizeChoices(line(11))).toEqual(['S', 'M', 'L']);
    const soldOut = variations.map((candidate) =>
      candidate.productvariation_id === 12 || candidate.productvariation_id === 11
        ? { ...candidate, stock: 0 }
        : candidate,
    );
    expect(sizeChoices({ ...line(11), variations: soldOut })).toEqual(['S', 'L']);
  });

  it("names the colour of the line's variation, for the bag beside its size", () => {
    expect(lineColour(line(21))).toBe('Blue');
    expect(lineColour(line(12))).toBe('Red');
    expect(lineColour(plain)).toBeNull();
  });
});

describe('quantities and removal', () => {
  it('sets a quantity only when it is above 0', () => {
    expect(setQuantity([line(11)], lineKey(line(11)), 4)[0]!.quantity).toBe(4);
    expect(setQuantity([line(11, 2)], lineKey(line(11)), 0)[0]!.quantity).toBe(2);
    expect(setQuantity([line(11, 2)], lineKey(line(11)), -1)[0]!.quantity).toBe(2);
  });

  it('has an unconditional setter', () => {
    expect(setQuantityUnchecked([line(11, 2)], lineKey(line(11)), 0)[0]!.quantity).toBe(0);
  });

  it('removes one line by product and size, and clears the bag', () => {
    const cart = [line(11), line(12), plain];
    expect(removeItem(cart, lineKey(line(12))).map((item) => item.size)).toEqual(['S', null]);
    expect(removeItem(cart, lineKey(plain))).toHaveLength(2);
    expect(clearCart()).toEqual([]);
  });
});

describe('totals', () => {
  it('sums discount price times quantity without rounding drift', () => {
    const cart = [line(11, 2), line(12, 1), plain];
    expect(cartTotal(cart)).toBe(800 * 2 + 900 + 499.25 * 2);
    expect(cartFullPriceTotal(cart)).toBe(1000 * 2 + 1100 + 999.5 * 2);
    expect(cartTotal([{ ...plain, discount_price: 0.1, quantity: 3 }])).toBe(0.3);
  });

  it('counts the badge as the total quantity', () => {
    expect(cartQuantity([line(11, 2), plain])).toBe(4);
    expect(cartQuantity([])).toBe(0);
  });
});

describe('sanitizeCart', () => {
  it('keeps well-formed lines and drops the rest', () => {
    expect(sanitizeCart('nope')).toEqual([]);
    expect(sanitizeCart([line(11), { product_id: 'x' }, null])).toEqual([line(11)]);
  });
});

describe('cartItemFromProduct', () => {
  const product = {
    product_id: 1,
    name: 'Crew Neck Tee',
    brand_name: 'Urban Loom',
    price: 999,
    discount_price: 699,
    discount: 30,
    images: [{ image_url: '/api/images/base-960.webp', widths: [240, 480, 960] }],
    variations,
  };

  it('takes the chosen variation’s id, size, prices and images', () => {
    const item = cartItemFromProduct(product, variations[1]!, 2);
    expect(item).toMatchObject({
      product_id: 1,
      productvariation_id: 12,
      product_name: 'Crew Neck Tee',
      brand_name: 'Urban Loom',
      size: 'M',
      quantity: 2,
      price: 1100,
      discount_price: 900,
    });
    expect(item.images[0]!.image_url).toBe('/api/images/Red-960.webp');
    expect(item.variations).toHaveLength(5);
  });

  it('uses the base price and images for a product without variations', () => {
    const item = cartItemFromProduct({ ...product, variations: [] }, null, 1);
    expect(item).toMatchObject({
      productvariation_id: null,
      size: null,
      price: 999,
      discount_price: 699,
      discount: 30,
      name: 'Crew Neck Tee',
    });
    expect(item.images[0]!.image_url).toBe('/api/images/base-960.webp');
  });
});

describe('repriceCart', () => {
  const repriced = variations.map((candidate) =>
    candidate.productvariation_id === 12
      ? { ...candidate, price: 1300, discount_price: 1040, discount: 20 }
      : candidate,
  );
  const product = {
    product_id: 1,
    name: 'Crew Neck Tee',
    brand_name: 'Urban Loom',
    price: 999,
    discount_price: 699,
    discount: 30,
    images: [],
    variations: repriced,
  };

  it('takes each line’s current prices and keeps its quantity', () => {
    const cart = repriceCart([line(12, 3), line(11, 1)], [product]);
    expect(cart[0]).toMatchObject({
      productvariation_id: 12,
      quantity: 3,
      price: 1300,
      discount_price: 1040,
      discount: 20,
    });
    expect(cart[1]).toMatchObject({ productvariation_id: 11, quantity: 1, price: 1000, discount_price: 800 });
    expect(cartTotal(cart)).toBe(1040 * 3 + 800);
  });

  it('leaves a line whose product or variation is gone as it was', () => {
    const gone = { ...product, variations: repriced.filter((candidate) => candidate.productvariation_id !== 12) };
    expect(repriceCart([line(12, 2)], [gone])).toEqual([line(12, 2)]);
    expect(repriceCart([line(12, 2)], [])).toEqual([line(12, 2)]);
  });

  it('reprices a product without variations from its base price', () => {
    const plain: CartItem = {
      ...line(11),
      productvariation_id: null,
      size: null,
      variations: [],
      price: 999,
      discount_price: 699,
    };
    const cart = repriceCart([plain], [{ ...product, variations: [], discount_price: 599, discount: 40 }]);
    expect(cart[0]).toMatchObject({ productvariation_id: null, price: 999, discount_price: 599, discount: 40 });
  });
});

describe('mergeCarts', () => {
  it('adds the quantities of the same product and size, to at most 5', () => {
    const merged = mergeCarts([line(11, 2), line(12, 4)], [line(11, 1), line(12, 3)]);
    expect(merged.map((item) => [item.productvariation_id, item.quantity])).toEqual([
      [11, 3],
      [12, MAX_QUANTITY],
    ]);
  });

  it("keeps the account's lines first and appends the guest's others in the guest's order", () => {
    const merged = mergeCarts([line(12)], [plain, line(21, 2), line(12)]);
    expect(merged.map((item) => [item.product_id, item.productvariation_id, item.quantity])).toEqual([
      [1, 12, 2],
      [2, null, 2],
      [1, 21, 2],
    ]);
  });

  it('keeps another size of the same product as a line of its own', () => {
    expect(mergeCarts([line(11)], [line(13)]).map((item) => item.size)).toEqual(['S', 'L']);
  });

  it('returns the account bag alone for an empty guest bag, and the guest bag for an empty account', () => {
    expect(mergeCarts([line(11, 2)], [])).toEqual([line(11, 2)]);
    expect(mergeCarts([], [line(11, 2), plain])).toEqual([line(11, 2), plain]);
  });

  it('adds no new line past the cap, but still adds quantities to lines it holds', () => {
    const account = Array.from({ length: MAX_CART_LINES }, (_, index) => ({
      product_id: 100 + index,
      productvariation_id: null,
      size: null,
      quantity: 1,
    }));
    const merged = mergeCarts(account, [
      { product_id: 999, productvariation_id: null, size: null, quantity: 1 },
      { product_id: 100, productvariation_id: null, size: null, quantity: 2 },
    ]);
    expect(merged).toHaveLength(MAX_CART_LINES);
    expect(merged[0]!.quantity).toBe(3);
    expect(merged.some((item) => item.product_id === 999)).toBe(false);
  });

  it('changes neither bag it was given', () => {
    const account = [line(11, 2)];
    const guest = [line(11, 2)];
    mergeCarts(account, guest);
    expect(account[0]!.quantity).toBe(2);
    expect(guest[0]!.quantity).toBe(2);
  });

  it('keeps of a line, for the server, only the product, the variation and the quantity', () => {
    expect(storedLine(line(12, 3))).toEqual({ product_id: 1, productvariation_id: 12, quantity: 3 });
  });
});
