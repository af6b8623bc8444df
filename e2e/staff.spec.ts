import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { generateSync } from 'otplib';
import { formatRupees } from '@store/shared/money';
import type { OrderView } from '@store/shared/schemas/orders';
import { runTag } from './admin-support';
import { screenshot } from './checkout-support';
import { ADMIN, expect, signInByStorage, test, tokenFor } from './fixtures';

/*
 * A team runs the store (docs/product/admin.md#what-each-role-sees): the owner invites staff, a member accepts,
 * sets up two-step sign-in and works within their role; the owner reads who did what in the audit log.
 */

/** What support may refund on one order: scripts/e2e.mjs starts the store with SUPPORT_REFUND_LIMIT=300. */
const SUPPORT_LIMIT = 300;
const PASSWORD = 'staff-pass-1';

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const totp = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A browser of its own for the owner (or another member) beside the member's, as in the merchant journey. */
async function browserOf(
  browser: Browser,
  testInfo: TestInfo,
  request: APIRequestContext,
  account: { email: string; password: string } = ADMIN,
) {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor });
  const page = await context.newPage();
  await signInByStorage(page, request, account);
  return { page, close: () => context.close() };
}

/** The owner invites through Staff; answers the link of the invitation (a development store shows it). */
async function invite(owner: Page, person: { email: string; name: string }, role: string, phone: boolean) {
  await owner.goto('/Staff');
  await owner.getByRole('button', { name: 'Invite staff' }).click();
  const form = owner.getByRole('dialog', { name: 'Invite staff' });
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('Name').fill(person.name);
  await form.getByLabel('Role').selectOption({ label: role });
  await screenshot(owner, 'staff-invite', phone);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByRole('status').filter({ hasText: `Invitation sent to ${person.email}.` })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(owner.getByRole('row').filter({ hasText: person.email })).toContainText('Invited');
  await screenshot(owner, 'staff-list', phone);
  const link = await owner.getByTestId('invite-test-mode').getByRole('link').getAttribute('href');
  expect(link).toMatch(/^\/AcceptInvite\/.+/);
  return link!;
}

/** The invitee chooses a password on the invitation's page and lands in the admin area. */
async function accept(page: Page, link: string, person: { name: string }, role: string, phone: boolean) {
  await page.goto(link);
  await expect(
    page.getByText(`Welcome, ${person.name}. You are invited to join the store's team as ${role}.`),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill('not the same');
  await page.getByRole('button', { name: 'JOIN THE TEAM' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await screenshot(page, 'accept-invite', phone);
  await page.getByRole('button', { name: 'JOIN THE TEAM' }).click();
}

/** Security → Set up → the code of the secret shown → the ten backup codes, saved. Answers the secret and a code. */
async function enrol(page: Page, phone: boolean) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is off.' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await screenshot(page, 'security-scan', phone);
  await page.getByLabel('Code from the app').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backup = (await codes.first().textContent())!;
  expect(backup).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
  await expect(page.getByRole('button', { name: 'Done' })).toBeDisabled();
  await screenshot(page, 'security-backup-codes', phone);
  await page.getByLabel('I have saved them').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in is on.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' })).toHaveCount(0);
  return { secret, backup };
}

/** Logout, then the password, then the second step: a code of the app, or one of the backup codes. */
async function signInAgain(page: Page, email: string, second: { code: string } | { backup: string }, phone: boolean) {
  await page.goto('/Dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'LOGIN', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  if ('code' in second) {
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(second.code);
  } else {
    await page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await page.getByLabel('Backup code').fill(second.backup);
  }
  await screenshot(page, 'sign-in-second-step', phone);
  await page.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
}

/** A member made through the API: the owner's invitation, accepted with its development token. */
async function memberByApi(request: APIRequestContext, ownerToken: string, person: { email: string; name: string }) {
  const invited = await request.post('/api/admin/staff', {
    data: { ...person, role: 'support' },
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { dev_invite_token } = (await invited.json()) as { dev_invite_token?: string };
  expect(dev_invite_token).toBeTruthy();
  const accepted = await request.post('/api/User/accept-invite', {
    data: { token: dev_invite_token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function orderById(request: APIRequestContext, ownerToken: string, id: number) {
  const response = await request.get(`/api/admin/orders/${id}`, { headers: { authorization: `Bearer ${ownerToken}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { status: string; refunded_amount: number; total_amount: number };
}

test.describe('a team runs the store', () => {
  test('@desktop the owner invites fulfilment, who sets up two-step sign-in and ships; support refunds within the limit; the owner reads both in the audit log', async ({
    page,
    browser,
    request,
    signIn,
    addToBag,
    placeOrder,
    sizedProduct,
  }, testInfo) => {
    test.slow();
    const tag = runTag(testInfo);
    const packer = { email: `packer-${tag}@example.com`, name: 'Ravi Kumar' };
    const helper = { email: `helper-${tag}@example.com`, name: 'Meera Iyer' };

    // A shopper's paid order waits to be packed.
    await signIn();
    await addToBag(sizedProduct.product, sizedProduct.sizes[0]!.size);
    const order: OrderView = await placeOrder();
    expect(order.total_amount).toBeGreaterThan(SUPPORT_LIMIT + 50);
    await page.evaluate(() => localStorage.clear());

    // The owner invites a fulfilment member, who accepts in their own browser (this page).
    const owner = await browserOf(browser, testInfo, request);
    const link = await invite(owner.page, packer, 'Fulfilment', false);
    await accept(page, link, packer, 'Fulfilment', false);
    await expect(page).toHaveURL(/\/ManageOrders$/);
    const bar = page.getByRole('navigation', { name: 'Admin' });
    await expect(bar.getByRole('link')).toHaveText(['Orders', 'Inventory', 'Delivery', 'Security']);

    // Two-step sign-in, then out and back in with the app's next code.
    const { secret } = await enrol(page, false);
    await signInAgain(page, packer.email, { code: totp(secret, 1) }, false);

    // The member packs and ships the order; refunding and cancelling are not theirs.
    await page.goto(`/ManageOrders/${order.order_id}`);
    await page.getByRole('button', { name: 'Mark packed' }).click();
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const ship = page.getByRole('dialog', { name: `Ship order #${order.order_id}` });
    await ship.getByLabel('Carrier', { exact: true }).selectOption('Delhivery');
    await ship.getByLabel('Tracking number').fill(`DLV${order.order_id}S`);
    await ship.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    for (const name of ['Refund order', 'Cancel order']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await screenshot(page, 'fulfilment-order', false);

    // No catalogue: no Products link, and its page (where Add lives) sends them away.
    await expect(bar.getByRole('link', { name: 'Products' })).toHaveCount(0);
    await page.goto('/Product');
    await expect(page).toHaveURL(/\/Unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);

    // A support member refunds within the limit and is refused above it; nothing more goes back.
    const ownerToken = await tokenFor(request, ADMIN.email, ADMIN.password);
    await memberByApi(request, ownerToken, helper);
    const support = await browserOf(browser, testInfo, request, { email: helper.email, password: PASSWORD });
    const desk = support.page;
    await desk.goto(`/ManageOrders/${order.order_id}`);
    await expect(desk.getByRole('button', { name: 'Refund order' })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
    const refund = async (amount: number) => {
      await desk.getByRole('button', { name: 'Refund order' }).click();
      const form = desk.getByRole('dialog', { name: `Refund order #${order.order_id}` });
      await form.getByLabel('Amount (₹)').fill(String(amount));
      await form.getByLabel('Reason').fill('Goodwill for the late parcel');
      await form.getByRole('button', { name: 'Continue' }).click();
      await desk
        .getByRole('dialog', { name: 'Confirm the refund' })
        .getByRole('button', { name: `Refund ${formatRupees(amount)}` })
        .click();
    };
    await refund(100);
    await expect(
      desk.getByRole('status').filter({ hasText: `${formatRupees(100)} refunded on order #${order.order_id}.` }),
    ).toBeVisible();
    await refund(SUPPORT_LIMIT - 50);
    await expect(
      desk
        .getByRole('status')
        .filter({ hasText: `Refunds above ${formatRupees(SUPPORT_LIMIT)} on one order need the owner.` }),
    ).toBeVisible();
    await screenshot(desk, 'support-refund-refused', false);
    expect((await orderById(request, ownerToken, order.order_id)).refunded_amount).toBe(100);
    await support.close();

    // The owner finds both members' work in the audit log, with its before and after.
    const log = owner.page;
    await log.goto('/AuditLog');
    await log.getByLabel('Person').selectOption({ label: `${packer.name} (Fulfilment)` });
    const shipped = log
      .getByRole('row')
      .filter({ hasText: 'order.ship' })
      .filter({ hasText: `order #${order.order_id}` });
    await expect(shipped).toContainText(packer.email);
    await shipped.getByRole('button', { name: /^Show changes/ }).click();
    await expect(log.getByRole('table', { name: /^Changes of order\.ship/ })).toContainText('Shipped');
    await screenshot(log, 'audit-log', false);
    await log.getByLabel('Person').selectOption({ label: `${helper.name} (Support)` });
    const refunded = log.getByRole('row').filter({ hasText: 'refund.create' });
    await expect(refunded).toHaveCount(1);
    await expect(refunded).toContainText(helper.email);
    await owner.close();
  });

  test('@phone an invited member accepts on a phone, sets up two-step sign-in and signs in again with a backup code', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const tag = runTag(testInfo);
    const person = { email: `stock-${tag}@example.com`, name: 'Asha Menon' };
    const owner = await browserOf(browser, testInfo, request);
    const link = await invite(owner.page, person, 'Fulfilment', true);
    await accept(page, link, person, 'Fulfilment', true);
    await expect(page).toHaveURL(/\/ManageOrders$/);
    const { backup } = await enrol(page, true);
    await signInAgain(page, person.email, { backup }, true);

    // The owner sees the member active with two-step sign-in on; the backup code works once only.
    await owner.page.goto('/Staff');
    const row = owner.page.getByRole('row').filter({ hasText: person.email });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('On');
    const first = await request.post('/api/User', { data: { email: person.email, password: PASSWORD } });
    const { challenge } = (await first.json()) as { challenge: string };
    const reused = await request.post('/api/User/2fa', { data: { challenge, code: backup } });
    expect(reused.status()).toBe(400);
    await owner.close();
  });
});
