import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  cartQuantity,
  cartTotal,
  changeSize,
  changeVariation,
  clearCart,
  removeItem,
  repriceCart,
  sanitizeCart,
  setQuantity,
  tryAddItem,
  type CartItem,
  type CartLineKey,
  type CartSourceProduct,
} from '@store/shared/cart';

// The bag, shared by the header, the bag screen, the product page and checkout, so it lives outside the features.

/** Kept in local storage under a cart key, loaded at start, saved on every change (docs/product/storefront.md#bag). */
export const CART_KEY = 'cart';

/**
 * Whose bag the browser holds (docs/product/storefront.md#the-bag-follows-the-shopper): null for a guest's; for a
 * signed-in shopper the account, the server's version last seen and the lines the server holds at it (as
 * `savedLinesKey` makes them), so a change not yet saved is told apart.
 */
export interface CartAccount {
  email: string;
  version: number;
  saved: string;
}

function sanitizeAccount(value: unknown): CartAccount | null {
  if (typeof value !== 'object' || value === null) return null;
  const { email, version, saved } = value as Partial<CartAccount>;
  if (typeof email !== 'string' || typeof version !== 'number' || typeof saved !== 'string') return null;
  return { email, version, saved };
}

interface CartState {
  items: CartItem[];
  account: CartAccount | null;
  /** False when nothing changed: the line already holds the most the bag allows. */
  add: (item: CartItem) => boolean;
  changeVariation: (key: CartLineKey, variationId: number) => void;
  changeSize: (key: CartLineKey, size: string) => void;
  setQuantity: (key: CartLineKey, quantity: number) => void;
  remove: (key: CartLineKey) => void;
  clear: () => void;
  /** Takes the catalogue's current prices (after the server said they changed). */
  reprice: (products: readonly CartSourceProduct[]) => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      account: null,
      add: (item) => {
        const { items, added } = tryAddItem(get().items, item);
        if (added) set({ items });
        return added;
      },
      changeVariation: (key, variationId) =>
        set((state) => ({ items: changeVariation(state.items, key, variationId) })),
      changeSize: (key, size) => set((state) => ({ items: changeSize(state.items, key, size) })),
      setQuantity: (key, quantity) => set((state) => ({ items: setQuantity(state.items, key, quantity) })),
      remove: (key) => set((state) => ({ items: removeItem(state.items, key) })),
      clear: () => set({ items: clearCart() }),
      reprice: (products) => set((state) => ({ items: repriceCart(state.items, products) })),
    }),
    {
      name: CART_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items, account: state.account }),
      merge: (persisted, current) => ({
        ...current,
        items: sanitizeCart((persisted as { items?: unknown } | undefined)?.items),
        account: sanitizeAccount((persisted as { account?: unknown } | undefined)?.account),
      }),
    },
  ),
);

export function useCart() {
  return useCartStore();
}

export function useCartItems(): CartItem[] {
  return useCartStore((state) => state.items);
}

export function useCartCount(): number {
  return useCartStore((state) => cartQuantity(state.items));
}

export function useCartTotal(): number {
  return useCartStore((state) => cartTotal(state.items));
}

export function useAddToCart(): (item: CartItem) => boolean {
  return useCartStore((state) => state.add);
}
