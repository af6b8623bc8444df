import { isSameLine, MAX_CART_LINES, mergeCarts, storedLine, type CartItem } from '@store/shared/cart';
import type { CartReply } from '@store/shared/schemas/cart';
import { api, ApiError } from '@/lib/api-client';
import { useAuthStore } from './auth';
import { useCartStore } from './cart';

// The bag follows the shopper (docs/product/storefront.md#the-bag-follows-the-shopper): while signed in, every change
// of the bag is saved to the account (PUT /Cart, a moment after the last change); at sign-in the guest's bag is merged
// into the account's; a 409 hands over the account's bag as it is; signing out empties the browser's bag.

/** How long the bag stays unchanged before it is saved. */
export const SAVE_DELAY_MS = 500;

/**
 * The version after an order, until the account's bag is read again: the order's lines may have left it (and raised
 * its version) as the order was confirmed. A save then asks the server's version first.
 */
const UNKNOWN_VERSION = -1;

/** What the server keeps of the lines, as one string: equal strings, same bag. */
export function savedLinesKey(items: readonly CartItem[]): string {
  return JSON.stringify(items.slice(0, MAX_CART_LINES).map(storedLine));
}

/** The lines a 400 refused (`items.{n}.…`): a product no longer sold, a size gone. */
export function refusedLines(error: unknown): Set<number> {
  if (!(error instanceof ApiError) || error.status !== 400) return new Set();
  const indexes = Object.keys(error.errors).flatMap((field) => /^items\.(\d+)\./.exec(field)?.[1] ?? []);
  return new Set(indexes.map(Number));
}

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The account's bag becomes the browser's. */
function take(email: string, reply: CartReply) {
  useCartStore.setState({
    items: reply.items,
    account: { email, version: reply.version, saved: savedLinesKey(reply.items) },
  });
}

/**
 * The account's bag becomes the browser's, keeping the lines the shopper added while it was being read (`before`: the
 * browser's lines when the reading began): they join it by the merge rule and are saved a moment later.
 */
function takeKeepingAdded(email: string, reply: CartReply, before: readonly CartItem[]) {
  const added = useCartStore.getState().items.filter((item) => !before.some((line) => isSameLine(line, item)));
  take(email, reply);
  if (added.length === 0) return;
  useCartStore.setState({ items: mergeCarts(reply.items, added) });
  schedule();
}

/** Whether the shopper is still the one a call was made for (a sign-out may come while it runs). */
const stillSignedIn = (email: string) => sameEmail(useAuthStore.getState().user?.email ?? '', email);

interface Put {
  /** The account's bag: as saved (`saved`), or as another device left it (a 409). */
  reply: CartReply;
  saved: boolean;
  /** The lines the server refused and the browser drops: their product is no longer sold. */
  refused: CartItem[];
}

/**
 * PUT /Cart of `items` at `version`. Lines the server refuses leave the bag and the rest is sent again; a 409
 * answers the account's bag as it is. Null when the server could not be reached.
 */
async function put(items: readonly CartItem[], version: number): Promise<Put | null> {
  let lines = items.slice(0, MAX_CART_LINES);
  const refused: CartItem[] = [];
  for (;;) {
    try {
      const reply = await api.put<CartReply>('/Cart', { items: lines.map(storedLine), version });
      return { reply, saved: true, refused };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CART_CHANGED') {
        return { reply: error.details as unknown as CartReply, saved: false, refused };
      }
      const indexes = refusedLines(error);
      if (indexes.size === 0) return null;
      refused.push(...lines.filter((_, index) => indexes.has(index)));
      lines = lines.filter((_, index) => !indexes.has(index));
    }
  }
}

let saving = false;
/** While the bag is read again after an order, nothing is saved (the browser's copy is about to be replaced). */
let reloading = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Saves the bag when it differs from the server's, once at a time (again if it changed meanwhile). A 409 hands over
 * the account's bag as it is, replacing the browser's.
 */
async function save(): Promise<void> {
  const { items, account } = useCartStore.getState();
  if (!account || saving || reloading || savedLinesKey(items) === account.saved) return;
  saving = true;
  try {
    const version = account.version === UNKNOWN_VERSION ? await serverVersion() : account.version;
    const done = version === null ? null : await put(items, version);
    if (!done || !stillSignedIn(account.email)) return;
    if (!done.saved) return take(account.email, done.reply);
    const kept = useCartStore.getState().items.filter((item) => !done.refused.some((gone) => isSameLine(gone, item)));
    useCartStore.setState({
      items: kept,
      account: { email: account.email, version: done.reply.version, saved: savedLinesKey(done.reply.items) },
    });
  } finally {
    saving = false;
  }
  schedule();
}

/** The account's version as the server has it now, or null when it cannot be reached. */
async function serverVersion(): Promise<number | null> {
  try {
    return (await api.get<CartReply>('/Cart')).version;
  } catch {
    return null;
  }
}

function schedule() {
  clearTimeout(timer);
  timer = setTimeout(() => void save(), SAVE_DELAY_MS);
}

/**
 * At sign-in: the account's bag (GET /Cart), with the guest's bag merged into it by the merge rule and saved when
 * that changed it. A bag another account left in this browser is not merged.
 */
async function adopt(email: string): Promise<void> {
  const { items, account } = useCartStore.getState();
  const guest = account ? [] : items;
  let server: CartReply;
  try {
    server = await api.get<CartReply>('/Cart');
  } catch {
    return;
  }
  if (!stillSignedIn(email)) return;
  const merged = mergeCarts(server.items, guest);
  if (savedLinesKey(merged) === savedLinesKey(server.items)) return takeKeepingAdded(email, server, items);
  const done = await put(merged, server.version);
  if (!done || !stillSignedIn(email)) return;
  // Saved: the merged bag as the server answers it. Another device wrote meanwhile: merged again into that.
  if (done.saved) takeKeepingAdded(email, done.reply, items);
  else await adoptAgain(email, done.reply, guest, items);
}

/** The merge once more, into the bag another device saved while the first merge was sent. */
async function adoptAgain(
  email: string,
  server: CartReply,
  guest: readonly CartItem[],
  before: readonly CartItem[],
): Promise<void> {
  const done = await put(mergeCarts(server.items, guest), server.version);
  if (done && stillSignedIn(email)) takeKeepingAdded(email, done.reply, before);
}

/**
 * A page opened while signed in: a change not saved yet is saved; else the account's bag is read again and, when
 * another device changed it (a new version), it replaces the browser's. An unchanged bag keeps the browser's lines as
 * they are, with the prices they were added at (docs/product/storefront.md#rules-of-the-bag).
 */
async function refresh(email: string): Promise<void> {
  const { items, account } = useCartStore.getState();
  if (!account) return;
  if (savedLinesKey(items) !== account.saved) return save();
  try {
    const server = await api.get<CartReply>('/Cart');
    const now = useCartStore.getState();
    const untouched = now.account?.version === account.version && savedLinesKey(now.items) === account.saved;
    if (stillSignedIn(email) && untouched && server.version !== account.version) take(email, server);
  } catch {
    // The browser's copy stays until the next page.
  }
}

function follow(email: string | null) {
  clearTimeout(timer);
  const { account } = useCartStore.getState();
  if (!email) {
    // Signed out: the account's bag stays on the server, the browser's is emptied.
    if (account) useCartStore.setState({ items: [], account: null });
    return;
  }
  following = account && sameEmail(account.email, email) ? refresh(email) : adopt(email);
}

/** The reading (and merging) of the account's bag that the last sign-in or page start began, once it is over. */
let following: Promise<void> = Promise.resolve();
export const accountBagRead = (): Promise<void> => following;

/**
 * After an order (docs/product/checkout.md#payment-page): the browser's bag is emptied (`empty`, when it was the
 * order) and, for a signed-in shopper, replaced by the account's as the server kept it (the order's lines left it
 * as the order was confirmed). Until that answer comes (or, should the page go first, until the next page reads it)
 * nothing is saved over the account's bag at a version it no longer has.
 */
export function bagOrdered(empty = true): void {
  clearTimeout(timer);
  if (empty) useCartStore.getState().clear();
  const { items, account } = useCartStore.getState();
  if (!account) return;
  useCartStore.setState({ account: { ...account, version: UNKNOWN_VERSION, saved: savedLinesKey(items) } });
  reloading = true;
  api
    .get<CartReply>('/Cart')
    .then((server) => {
      const now = useCartStore.getState();
      if (stillSignedIn(account.email) && savedLinesKey(now.items) === savedLinesKey(items))
        take(account.email, server);
    })
    // Unreachable: the next page reads the account's bag, or the next change asks for its version first.
    .catch(() => undefined)
    .finally(() => {
      reloading = false;
      schedule();
    });
}

let started = false;

/** Starts following the signed-in user and saving the bag's changes; once per page, later calls do nothing. */
export function startBagSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  useAuthStore.subscribe((state, previous) => {
    if (state.user?.email !== previous.user?.email) follow(state.user?.email ?? null);
  });
  useCartStore.subscribe((state, previous) => {
    if (state.items !== previous.items && state.account) schedule();
  });
  follow(useAuthStore.getState().user?.email ?? null);
}
