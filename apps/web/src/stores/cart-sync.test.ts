import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@store/shared/cart';
import { ApiError } from '@/lib/api-client';
import type * as Auth from './auth';
import type * as Cart from './cart';
import type * as Sync from './cart-sync';

// The bag following the shopper (docs/product/storefront.md#the-bag-follows-the-shopper), against a stand-in server.

function line(product_id: number, quantity: number, productvariation_id: number | null = null): CartItem {
  return {
    product_id,
    productvariation_id,
    product_name: `Product ${product_id}`,
    brand_name: 'Urban Loom',
    name: `Product ${product_id}`,
    images: [],
    variations: [],
    size: productvariation_id === null ? null : 'M',
    quantity,
    price: 1000,
    discount_price: 800,
    discount: 20,
  };
}

/** The stand-in server: one account's bag, with the store's compare-and-set. */
const server = { bag: { items: [] as CartItem[], version: 0 }, puts: [] as unknown[], gets: 0 };

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function handle(url: string, init?: RequestInit): Promise<Response> {
  if (!url.endsWith('/api/Cart')) return reply(404, { message: 'No such API route.', code: 'NOT_FOUND' });
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as {
      items: Array<{ product_id: number; quantity: number }>;
      version: number;
    };
    server.puts.push(body);
    if (body.version !== server.bag.version) {
      return reply(409, {
        message: 'Your bag was changed on another device.',
        code: 'CART_CHANGED',
        details: server.bag,
      });
    }
    server.bag = {
      items: body.items.map((item) => ({ ...line(item.product_id, item.quantity), ...item })),
      version: server.bag.version + 1,
    };
    return reply(200, server.bag);
  }
  server.gets++;
  return reply(200, server.bag);
}

let sync: typeof Sync;
let cart: typeof Cart;
let auth: typeof Auth;

beforeAll(async () => {
  vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
  vi.stubGlobal('fetch', vi.fn(handle));
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  auth = await import('./auth');
  cart = await import('./cart');
  sync = await import('./cart-sync');
  sync.startBagSync();
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
beforeEach(() => {
  server.bag = { items: [], version: 0 };
  server.puts = [];
  server.gets = 0;
});

const signIn = (email: string) =>
  auth.useAuthStore.setState({
    token: 'token',
    user: { sub: '1', email, name: 'Asha', given_name: 'Asha', role: 'customer', exp: 4_000_000_000 },
  });
const signOut = () => auth.useAuthStore.setState({ token: null, user: null });
const quantities = () => cart.useCartStore.getState().items.map((item) => [item.product_id, item.quantity]);

describe('the bag of a signed-in shopper', () => {
  it('merges the guest bag into the account at sign-in, saves changes, and empties the browser at sign-out', async () => {
    server.bag = { items: [line(1, 2), line(2, 1)], version: 3 };
    cart.useCartStore.setState({ items: [line(1, 4), line(3, 1)], account: null });
    signIn('asha@example.com');
    await vi.waitFor(() => expect(cart.useCartStore.getState().account?.version).toBe(4));
    expect(server.puts).toEqual([
      {
        items: [
          { product_id: 1, productvariation_id: null, quantity: 5 },
          { product_id: 2, productvariation_id: null, quantity: 1 },
          { product_id: 3, productvariation_id: null, quantity: 1 },
        ],
        version: 3,
      },
    ]);
    expect(quantities()).toEqual([
      [1, 5],
      [2, 1],
      [3, 1],
    ]);

    cart.useCartStore.getState().remove({ product_id: 2, productvariation_id: null, size: null });
    await vi.waitFor(() => expect(server.bag.version).toBe(5));
    expect(server.bag.items.map((item) => item.product_id)).toEqual([1, 3]);
    expect(cart.useCartStore.getState().account?.version).toBe(5);

    signOut();
    expect(cart.useCartStore.getState()).toMatchObject({ items: [], account: null });
    expect(server.bag.items).toHaveLength(2);
  });

  it('keeps a line added while the account’s bag is being read at sign-in, and saves it', async () => {
    server.bag = { items: [line(1, 1)], version: 2 };
    cart.useCartStore.setState({ items: [], account: null });
    signIn('kiran@example.com');
    // Added before the account's bag has come back: it must not be replaced by it.
    cart.useCartStore.getState().add(line(9, 1));
    await vi.waitFor(() => expect(server.bag.version).toBe(3));
    expect(quantities()).toEqual([
      [1, 1],
      [9, 1],
    ]);
    expect(server.bag.items.map((item) => [item.product_id, item.quantity])).toEqual([
      [1, 1],
      [9, 1],
    ]);
    signOut();
  });

  it("takes the account's bag when another device saved first (409), and does not merge it twice", async () => {
    server.bag = { items: [line(7, 1)], version: 1 };
    cart.useCartStore.setState({ items: [], account: null });
    signIn('ravi@example.com');
    await vi.waitFor(() => expect(quantities()).toEqual([[7, 1]]));
    expect(server.puts).toEqual([]);

    // The phone saves a bag; the laptop, still at version 1, changes its own.
    server.bag = { items: [line(8, 2)], version: 2 };
    cart.useCartStore.getState().setQuantity({ product_id: 7, productvariation_id: null, size: null }, 3);
    await vi.waitFor(() => expect(quantities()).toEqual([[8, 2]]));
    expect(server.puts).toEqual([{ items: [{ product_id: 7, productvariation_id: null, quantity: 3 }], version: 1 }]);
    expect(cart.useCartStore.getState().account).toMatchObject({ email: 'ravi@example.com', version: 2 });
    expect(server.bag).toMatchObject({ version: 2 });
    signOut();
  });

  it('after an order, reads the account bag back instead of saving the emptied one', async () => {
    server.bag = { items: [line(1, 1), line(2, 1)], version: 1 };
    cart.useCartStore.setState({ items: [], account: null });
    signIn('meera@example.com');
    await vi.waitFor(() => expect(quantities()).toHaveLength(2));
    // The order's line left the server's bag as it was confirmed; another device's line stays.
    server.bag = { items: [line(2, 1)], version: 2 };
    const gets = server.gets;
    vi.useFakeTimers();
    sync.bagOrdered();
    await vi.waitFor(() => expect(quantities()).toEqual([[2, 1]]));
    expect(server.gets).toBe(gets + 1);
    // The emptied bag's save comes due, and finds nothing to save.
    await vi.advanceTimersByTimeAsync(sync.SAVE_DELAY_MS * 2);
    vi.useRealTimers();
    expect(server.puts).toEqual([]);
    signOut();
  });

  it('after an order whose answer never came, asks the server for its version before saving a change', async () => {
    cart.useCartStore.setState({ items: [], account: null });
    signIn('kiran@example.com');
    await vi.waitFor(() => expect(cart.useCartStore.getState().account?.version).toBe(0));
    // The page went before the bag was read back: the version is unknown, and the server moved on.
    cart.useCartStore.setState({ items: [], account: { email: 'kiran@example.com', version: -1, saved: '[]' } });
    server.bag = { items: [line(4, 1)], version: 6 };
    cart.useCartStore.getState().add(line(5, 2));
    await vi.waitFor(() => expect(server.bag.version).toBe(7));
    expect(server.puts).toEqual([{ items: [{ product_id: 5, productvariation_id: null, quantity: 2 }], version: 6 }]);
    expect(cart.useCartStore.getState().account?.version).toBe(7);
    signOut();
  });

  it("on a new page keeps the browser's lines as added while the account's version is the same, else takes the account's", async () => {
    signOut();
    const added = { ...line(6, 1), discount_price: 1 };
    const saved = JSON.stringify([{ product_id: 6, productvariation_id: null, quantity: 1 }]);
    server.bag = { items: [line(6, 1)], version: 2 };
    cart.useCartStore.setState({ items: [added], account: { email: 'dev@example.com', version: 2, saved } });
    signIn('dev@example.com');
    await sync.accountBagRead();
    expect(server.gets).toBe(1);
    expect(cart.useCartStore.getState().items).toEqual([added]);
    expect(server.puts).toEqual([]);

    signOut();
    server.bag = { items: [line(6, 2)], version: 3 };
    cart.useCartStore.setState({ items: [added], account: { email: 'dev@example.com', version: 2, saved } });
    signIn('dev@example.com');
    await sync.accountBagRead();
    expect(quantities()).toEqual([[6, 2]]);
    expect(cart.useCartStore.getState().account?.version).toBe(3);
    expect(server.puts).toEqual([]);
    signOut();
  });

  it('leaves a guest bag alone', async () => {
    signOut();
    vi.useFakeTimers();
    cart.useCartStore.setState({ items: [line(1, 1)], account: null });
    cart.useCartStore.getState().setQuantity({ product_id: 1, productvariation_id: null, size: null }, 2);
    await vi.advanceTimersByTimeAsync(sync.SAVE_DELAY_MS * 2);
    vi.useRealTimers();
    expect(server.puts).toEqual([]);
    expect(server.gets).toBe(0);
    expect(quantities()).toEqual([[1, 2]]);
  });
});

describe('refused lines', () => {
  it('reads the indexes of the lines a 400 names, and nothing from other errors', () => {
    const refused = new ApiError(400, 'items.1.product_id: Product 9 is not sold in this store.', {
      'items.1.product_id': 'Product 9 is not sold in this store.',
      'items.3.productvariation_id': 'This size does not belong to Tee.',
    });
    expect([...sync.refusedLines(refused)]).toEqual([1, 3]);
    expect(sync.refusedLines(new ApiError(409, 'changed'))).toEqual(new Set());
    expect(sync.refusedLines(new Error('offline'))).toEqual(new Set());
  });
});
