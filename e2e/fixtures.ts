import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { RegisterInput, RegisterReply } from '@store/shared/schemas/account';
import type { AddressInput, UserAddress } from '@store/shared/schemas/address';
import type { Product, ProductVariation } from '@store/shared/schemas/catalogue';
import type { OrderView } from '@store/shared/schemas/orders';

export type { Product, ProductVariation };

/** The admin of the e2e store: the development defaults (README "Demo logins"). */
export const ADMIN = { email: 'admin@store.local', password: 'admin12345' } as const;

// --- Accounts -------------------------------------------------------------------------------------------

/** What the Register form takes, with a last name (the form's is optional; the journeys always give one). */
export type Account = Omit<RegisterInput, 'last_name'> & { last_name: string };

/** An account with the token of a sign-in through the API. */
export type Shopper = Account & { token: string };

let serial = 0;

/**
 * A shopper nobody else uses: the tests of both projects share one store, so the email and the mobile
 * number (10 digits starting 7, an Indian mobile) carry the time, the worker and a serial number.
 */
export function newAccount(testInfo: TestInfo, overrides: Partial<Account> = {}): Account {
  serial = (serial + 1) % 100;
  const stamp = `${String(Date.now()).slice(-6)}${testInfo.workerIndex % 10}${String(serial).padStart(2, '0')}`;
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    email: `shopper-${stamp}-${testInfo.project.name}@example.com`,
    password: 'secret-pass-1',
    phone: `7${stamp}`,
    ...overrides,
  };
}

/**
 * Proves a mobile number as the Register form does (docs/product/accounts.md#mobile-number): a `verify` code, the
 * code the development store answers to this machine (`dev_code`), then the single-use proof of verify-otp.
 */
export async function phoneProofByApi(request: APIRequestContext, phone: string): Promise<string> {
  const sent = await request.post('/api/Otp/send-otp', { data: { phone_number: phone, purpose: 'verify' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { dev_code } = (await sent.json()) as { dev_code?: string };
  expect(dev_code, 'the development store answers the code to this machine').toMatch(/^\d{6}$/);
  const verified = await request.post('/api/Otp/verify-otp', { data: { phone_number: phone, OtpCode: dev_code } });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { proof: string }).proof;
}

/**
 * Registers through the API and verifies the email with the code a development store answers to a client on
 * its own machine, so the shopper may order (docs/product/accounts.md#email-verification).
 */
export async function registerByApi(request: APIRequestContext, account: Account): Promise<void> {
  const { first_name, last_name, email, password, phone } = account;
  const phone_proof = await phoneProofByApi(request, phone);
  const response = await request.post('/api/User/Register', {
    data: { first_name, last_name, email, password, phone, phone_proof },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { dev_verification_code } = (await response.json()) as RegisterReply;
  expect(dev_verification_code, 'the development store answers the verification code').toBeTruthy();
  await verifyEmailByApi(request, email, dev_verification_code!);
}

/** POST /User/verify-email with the email and its 6-digit code. */
export async function verifyEmailByApi(request: APIRequestContext, email: string, code: string): Promise<void> {
  const response = await request.post('/api/User/verify-email', { data: { email, code } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/User', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (shopper: { token: string }) => ({ authorization: `Bearer ${shopper.token}` });

/**
 * How a fixture signs in: through the Login screen as a person would, or by storing a token from the API
 * where the store keeps it (local storage `token` and `user`), as a sign-in would leave it.
 */
export type SignInVia = 'login' | 'storage';

async function signInPage(page: Page, request: APIRequestContext, account: Account | typeof ADMIN, via: SignInVia) {
  if (via === 'login') {
    await page.goto('/Login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
    await expect(page).toHaveURL(/\/Dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    return token!;
  }
  return signInByStorage(page, request, account);
}

/** Signs in by writing what a sign-in leaves in local storage (`token`, `user`), without the Login page. */
export async function signInByStorage(
  page: Page,
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<string> {
  const token = await tokenFor(request, account.email, account.password);
  await page.goto('/robots.txt');
  await page.evaluate((value) => {
    const claims = JSON.parse(atob(value.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as object;
    localStorage.setItem('token', value);
    localStorage.setItem('user', JSON.stringify(claims));
  }, token);
  return token;
}

// --- Addresses ------------------------------------------------------------------------------------------

/** The fields of the address form, as the API takes them (their labels are in checkout-support.ts). */
export type AddressValues = Pick<
  AddressInput,
  'first_name' | 'phone' | 'house_number' | 'street_number' | 'postal_code' | 'city' | 'state'
> &
  Partial<Record<'last_name' | 'landmark' | 'country', string>>;

export const home: AddressValues = {
  first_name: 'Asha',
  last_name: 'Rao',
  phone: '9876543210',
  house_number: '12B, Lotus Apartments',
  street_number: 'MG Road',
  landmark: 'Near City Mall',
  country: 'Indiranagar',
  postal_code: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
};

export async function addressBook(
  request: APIRequestContext,
  shopper: { email: string; token: string },
): Promise<UserAddress[]> {
  const response = await request.get(`/api/UserAddress/${shopper.email}`, { headers: bearer(shopper) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as UserAddress[];
}

export async function addAddressThroughApi(
  request: APIRequestContext,
  shopper: { email: string; token: string },
  values: AddressValues = home,
): Promise<UserAddress> {
  const response = await request.post('/api/UserAddress', {
    headers: bearer(shopper),
    data: { ...values, user_name: shopper.email, is_default: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as UserAddress;
}

// --- Catalogue ------------------------------------------------------------------------------------------

export const attribute = (variation: ProductVariation, name: string) =>
  variation.attributes.find((candidate) => candidate.attribute_name.toLowerCase() === name)?.value ?? null;

/** Prices as the cards show them: '₹1,299' or '₹1,299.5' → 1299 / 1299.5. */
export function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** A literal piece of a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// --- Errors in the browser ------------------------------------------------------------------------------

export interface BrowserErrors {
  /**
   * Lets the errors matching `pattern` pass for this test only, because the test provokes them (the failed
   * resource load Chromium logs for a 401 the test asks for, say). `reason` names why. An allowance that
   * matches nothing fails the test, so none outlives its cause, unless it is `optional`: for errors that
   * come from the test's tools rather than the store (Playwright's trace recording), which may not run.
   */
  allow(reason: string, pattern: RegExp, options?: { optional?: boolean }): void;
}

interface Fixtures {
  phone: boolean;
  /** A product of the Men › T-Shirt listing whose first colour has at least two sizes in stock. */
  sizedProduct: { product: Product; sizes: Array<{ size: string; variation: ProductVariation }> };
  /** Fails the test on any serious or critical axe-core violation of the page as it is now. */
  checkA11y: (page: Page) => Promise<void>;
  /**
   * Automatic: collects every uncaught error and console.error of every page of the test, and fails the test
   * at its end with their messages unless an allowance of this test matches them.
   */
  browserErrors: BrowserErrors;
  /** Registers a new shopper through the API (unique email and mobile number) and returns it with a token. */
  register: (overrides?: Partial<Account>) => Promise<Shopper>;
  /**
   * Signs a shopper in on `page`: `account` (registered already) or a new one registered through the API.
   * Returns the shopper with the token the page now holds.
   */
  signIn: (options?: { account?: Account; overrides?: Partial<Account>; via?: SignInVia }) => Promise<Shopper>;
  /** Signs the admin in on `page` (through the Login screen unless told otherwise); returns the token. */
  signInAsAdmin: (options?: { via?: SignInVia }) => Promise<string>;
  /** Opens the product's page, chooses the size and adds it to the bag, waiting for the bag's count to grow. */
  addToBag: (product: Pick<Product, 'product_id'>, size: string) => Promise<void>;
  /**
   * Pays for the bag of the signed-in shopper through the sandbox: Bag → Address (an address is added through
   * the API when the book is empty) → Payment → TEST MODE checkout with the test card → Orders. Returns the
   * new order as the API shows it. With `leave`, the shopper goes back or reloads while the success notice shows,
   * before it moves to Orders.
   */
  placeOrder: (options?: { leave?: 'back' | 'reload' }) => Promise<OrderView>;
}

/**
 * The ids of a Men category's products, oldest first: the demo catalogue's own products before any a journey adds
 * (the journeys share one store, and a newest-first or best-selling order changes as they run), so a slot always
 * names the same product.
 */
export async function demoProductIds(request: APIRequestContext, category: string): Promise<number[]> {
  const listing = await request.get(
    `/api/Product/products?parentcategory=Men&subcategories=${encodeURIComponent(category)}&pageSize=100`,
  );
  expect(listing.ok()).toBe(true);
  const { items } = (await listing.json()) as { items: Array<{ product_id: number }> };
  return items.map((item) => item.product_id).sort((a, b) => a - b);
}

/**
 * A page the server rendered answers taps once React has hydrated it (docs/decisions/017-server-rendering.md): every
 * navigation of the test's pages waits for that, as a shopper's first tap lands after the scripts have run.
 */
function waitsForHydration(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      () => !document.getElementById('server-state') || document.documentElement.dataset.hydrated === 'true',
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    context.on('page', waitsForHydration);
    await use(context);
  },
  phone: async ({ isMobile }, use) => {
    await use(isMobile);
  },
  sizedProduct: async ({ request }, use) => {
    for (const product_id of await demoProductIds(request, 'T-Shirt')) {
      const product = (await (await request.get(`/api/Product/${product_id}`)).json()) as Product;
      const colour = product.variations.map((variation) => attribute(variation, 'color'))[0] ?? null;
      const sizes = product.variations
        .filter(
          (variation) =>
            attribute(variation, 'color') === colour && variation.stock > 0 && attribute(variation, 'size'),
        )
        .map((variation) => ({ size: attribute(variation, 'size')!, variation }));
      const distinct = sizes.filter((entry, index) => sizes.findIndex((other) => other.size === entry.size) === index);
      if (distinct.length >= 2) {
        await use({ product, sizes: distinct });
        return;
      }
    }
    throw new Error('No Men › T-Shirt product with two sizes in stock in the demo catalogue.');
  },
  // Playwright reads a fixture's dependencies from its destructured first argument, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  checkA11y: async ({}, use) => {
    await use(async (page: Page) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      const report = serious.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(' | ')})`,
      );
      expect(report, `axe-core violations on ${page.url()}`).toEqual([]);
    });
  },
  browserErrors: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const allowances: Array<{ reason: string; pattern: RegExp; optional: boolean; matched: number }> = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => seen.push(`uncaught ${error.name}: ${error.message} (page ${page.url()})`));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const source = message.location().url;
          seen.push(`console.error: ${message.text()}${source ? ` (${source})` : ''}`);
        });
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use({
        allow(reason, pattern, { optional = false } = {}) {
          allowances.push({ reason, pattern, optional, matched: 0 });
        },
      });
      const unexpected = seen.filter((entry) => {
        const allowance = allowances.find((candidate) => candidate.pattern.test(entry));
        if (allowance) allowance.matched++;
        return !allowance;
      });
      expect(unexpected, 'uncaught errors or console.error in the browser').toEqual([]);
      expect(
        allowances
          .filter((allowance) => allowance.matched === 0 && !allowance.optional)
          .map((allowance) => allowance.reason),
        'allowed browser errors that did not happen',
      ).toEqual([]);
    },
    { auto: true },
  ],
  register: async ({ request }, use, testInfo) => {
    await use(async (overrides = {}) => {
      const account = newAccount(testInfo, overrides);
      await registerByApi(request, account);
      return { ...account, token: await tokenFor(request, account.email, account.password) };
    });
  },
  signIn: async ({ page, request, register }, use) => {
    await use(async ({ account, overrides, via = 'login' } = {}) => {
      const shopper = account ?? (await register(overrides));
      return { ...shopper, token: await signInPage(page, request, shopper, via) };
    });
  },
  signInAsAdmin: async ({ page, request }, use) => {
    await use(({ via = 'login' } = {}) => signInPage(page, request, ADMIN, via));
  },
  addToBag: async ({ page }, use) => {
    await use(async (product, size) => {
      await page.goto(`/t-shirt/brand/item/${product.product_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const badge = page.getByTestId('bag-count');
      const before = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;
      await page
        .getByRole('radio', { name: `Size ${size}`, exact: true })
        .first()
        .click();
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(badge).toHaveText(String(before + 1));
    });
  },
  placeOrder: async ({ page, request, phone }, use) => {
    await use(async ({ leave } = {}) => {
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        user: localStorage.getItem('user'),
      }));
      expect(stored.token, 'placeOrder needs a signed-in shopper').toBeTruthy();
      const shopper = { token: stored.token!, email: (JSON.parse(stored.user!) as { email: string }).email };
      if ((await addressBook(request, shopper)).length === 0) await addAddressThroughApi(request, shopper);
      await page.goto('/Cart');
      await expect(page.getByTestId('cart-line').first()).toBeVisible();
      await page.getByRole('button', { name: phone ? 'Continue' : 'PLACE ORDER' }).click();
      await expect(page).toHaveURL(/\/DeliveryAddress$/);
      await page.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();
      await expect(page).toHaveURL(/\/Payment$/);
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      const checkout = page.getByRole('dialog', { name: /TEST MODE/ });
      await checkout.getByLabel('Card number').fill('4111 1111 1111 1111');
      await checkout.getByRole('button', { name: /^PAY/ }).click();
      await expect(page.getByText('Order Placed Successfully!')).toBeVisible();
      if (leave === 'back') await page.goBack();
      else if (leave === 'reload') await page.reload();
      else await expect(page).toHaveURL(/\/Orders$/, { timeout: 6_000 });
      const response = await request.get(`/api/Order/${shopper.email}`, { headers: bearer(shopper) });
      expect(response.ok()).toBe(true);
      const [newest] = (await response.json()) as OrderView[];
      expect(newest).toBeDefined();
      return newest!;
    });
  },
});

export { expect };
