import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { paidOrder, shopperWithAddress } from '../../../test/orders.ts';
import { staffToken } from '../../../test/staff.ts';
import { ownVariation } from '../../../test/variations.ts';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { users, type UserRole } from '../../db/schema/index.ts';
import { NO_PERMISSION, TWO_FACTOR_NEEDED } from './access.ts';
import { can, PERMISSIONS, type Permission } from './permissions.ts';

// The permission table against every admin route (docs/product/staff.md#roles): the routes come from the app's own
// registry of declarations, so a route added later joins the matrix by itself.

type Caller = 'anonymous' | UserRole;
const CALLERS: Caller[] = ['anonymous', 'customer', 'catalogue', 'fulfilment', 'support', 'analyst', 'admin'];

/**
 * Routes whose move names a second permission in the handler (docs/product/staff.md#roles): each body the matrix
 * sends, and the permission it needs on top of the route's declaration.
 */
const REFINED: Record<string, Array<{ body: object; needs: Permission }>> = {
  'POST /api/admin/orders/:id/status': [
    { body: { status: 'Cancelled' }, needs: 'orders.cancel' },
    { body: { status: 'Packed' }, needs: 'orders.fulfil' },
  ],
  'POST /api/admin/returns/:id/status': [
    { body: { status: 'Accepted' }, needs: 'returns.decide' },
    { body: { status: 'Received' }, needs: 'returns.receive' },
  ],
};

interface Case {
  method: string;
  url: string;
  permission: Permission;
  needs?: Permission;
  body?: object;
}

/** A fingerprint of every table's rows, so a refused call is shown to have changed nothing anywhere. */
async function fingerprint(t: TestApp): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits'
        ORDER BY table_name`,
  );
  const parts = tables.map(({ name }) => {
    // The outbox worker sends queued messages in the background: what was queued counts, not its delivery state.
    const row = name === 'notifications' ? sql`t.dedupe_key` : sql`t::text`;
    return sql`SELECT ${name} AS name, count(*)::int AS n, md5(coalesce(string_agg(${row}, '|' ORDER BY ${row}), '')) AS h FROM ${sql.identifier(name)} t`;
  });
  const rows = await queryRows<{ name: string; n: number; h: string }>(
    t.database.db,
    sql.join(parts, sql` UNION ALL `),
  );
  return JSON.stringify(rows.sort((a, b) => a.name.localeCompare(b.name)));
}

let t: TestApp;
let cases: Case[];
const tokens = new Map<Caller, string>();
/** Real records behind the ids of the routes, by the address before `/:id`: a refused write would change them. */
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  tokens.set('customer', await t.shopperToken());
  for (const role of ['catalogue', 'fulfilment', 'support', 'analyst'] as const) {
    tokens.set(role, await staffToken(t, role));
  }
  tokens.set('admin', await t.adminToken());
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const catalogue = await smallCatalogue(factory);
  const product = catalogue.products.oxford.product_id;
  const own = await ownVariation(t, factory, product, 10);
  const buyer = await shopperWithAddress(t);
  const order = await paidOrder(t, buyer, [own.line(2)], 1000);
  ids.set('/api/Product', product);
  ids.set('/api/ProductVariation', own.id);
  ids.set('/api/ParentCategory', catalogue.men.parentcategory_id);
  ids.set('/api/Category', catalogue.menTees.category_id);
  ids.set('/api/Brand', catalogue.loom.brand_id);
  ids.set('/api/VariationAttribute', catalogue.size.attribute_id);
  ids.set('/api/admin/orders', order.orderid);
  ids.set('/api/admin/customers', buyer.userId);
  cases = t.app.declaredRoutes
    .filter((route) => route.method !== 'HEAD' && (PERMISSIONS as readonly string[]).includes(route.permission))
    .flatMap((route) => {
      const base = { method: route.method, url: route.url, permission: route.permission as Permission };
      const refined = REFINED[`${route.method} ${route.url}`];
      return refined ? refined.map((variant) => ({ ...base, ...variant })) : [base];
    });
}, 120_000);
afterAll(() => t?.close());

/**
 * The call as a client would send it: the id of a real record where the matrix has one (so a refused write would show
 * in the data), else an id that names nothing; an empty body, which an allowed caller gets a 400 for.
 */
function call(one: Case, caller: Caller) {
  const token = tokens.get(caller);
  const id = ids.get(one.url.split('/:')[0]!) ?? 999999;
  return t.app.inject({
    method: one.method as 'GET',
    url: one.url.replace(/:\w+/g, String(id)),
    headers: token ? bearer(token) : {},
    ...(one.method === 'GET' || one.method === 'DELETE' ? {} : { payload: one.body ?? {} }),
  });
}

const allowed = (one: Case, caller: Caller) =>
  caller !== 'anonymous' && can(caller, one.permission) && (!one.needs || can(caller, one.needs));

describe('the route matrix (docs/product/staff.md#roles)', () => {
  it('reads the admin routes from the registered declarations', () => {
    const urls = new Set(cases.map((one) => `${one.method} ${one.url}`));
    // Today's admin routes are all there; a new one would be too.
    for (const route of [
      'GET /api/admin/orders',
      'GET /api/admin/orders.csv',
      'GET /api/admin/orders/:id/invoice',
      'GET /api/admin/refunds/:id/credit-note',
      'POST /api/admin/orders/:id/shortfall',
      'GET /api/admin/vitals',
      'GET /api/admin/customers',
      'GET /api/admin/dashboard',
      'PUT /api/admin/reviews/:id/visibility',
      'DELETE /api/Image/:id',
      'POST /api/admin/inventory/adjustments',
      'PUT /api/admin/delivery',
      'POST /api/admin/returns/:id/status',
      'POST /api/admin/orders/:id/refunds',
      'POST /api/coupons',
      'PUT /api/Product/:id',
      'POST /api/admin/staff',
    ]) {
      expect(urls, route).toContain(route);
    }
    expect(cases.length).toBeGreaterThanOrEqual(60);
  });

  it('answers each caller as the permission table says, and a refusal changes nothing', async () => {
    const wrong: string[] = [];
    for (const one of cases) {
      const name = `${one.method} ${one.url}${one.body ? ` ${JSON.stringify(one.body)}` : ''}`;
      const before = await fingerprint(t);
      // Every refused caller first, then the data is compared: a refusal must not have written anything.
      for (const caller of CALLERS.filter((caller) => !allowed(one, caller))) {
        const answer = await call(one, caller);
        const expected = caller === 'anonymous' ? 401 : 403;
        if (answer.statusCode !== expected) wrong.push(`${name} as ${caller}: ${answer.statusCode} ${answer.body}`);
        else if (expected === 403 && answer.json<{ message: string }>().message !== NO_PERMISSION) {
          wrong.push(`${name} as ${caller}: ${answer.body}`);
        }
      }
      if ((await fingerprint(t)) !== before) wrong.push(`${name}: a refused call changed the data`);
      for (const caller of CALLERS.filter((caller) => allowed(one, caller))) {
        const answer = await call(one, caller);
        if (answer.statusCode === 401 || answer.statusCode === 403) {
          wrong.push(`${name} as ${caller}: refused ${answer.statusCode} ${answer.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});

describe('declarations at start', () => {
  async function startWith(add: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      add(app);
      await app.ready();
    } finally {
      await app.close().catch(() => undefined);
    }
  }

  it('refuses to start with a route that declares nothing, naming its method and address', async () => {
    await expect(startWith((app) => app.get('/api/undeclared', async () => 'open to anyone?'))).rejects.toThrow(
      'Route GET /api/undeclared declares no permission',
    );
  });

  it('refuses a declaration that is not a permission', async () => {
    await expect(
      startWith((app) =>
        app.post('/api/made-up', { config: { permission: 'admin' as Permission } }, async () => 'who may?'),
      ),
    ).rejects.toThrow('Route POST /api/made-up declares admin');
  });

  it('starts with a declared route, and its automatic HEAD route carries the same declaration', async () => {
    await startWith((app) => app.get('/api/declared', { config: { permission: 'dashboard.read' } }, async () => 'ok'));
    expect(t.app.declaredRoutes).toContainEqual({
      method: 'HEAD',
      url: '/api/admin/dashboard',
      permission: 'dashboard.read',
    });
  });
});

describe('STAFF_REQUIRE_2FA (docs/product/staff.md#two-step-sign-in)', () => {
  let gated: TestApp;
  let fulfilment: string;
  beforeAll(async () => {
    gated = await buildTestApp({ STAFF_REQUIRE_2FA: '1' });
    // The owner signs in first (enrolled, a password alone would only answer the second step's challenge); the owner
    // enrolled, so they may invite; the new member has not.
    await gated.adminToken();
    await gated.database.db
      .update(users)
      .set({ totp_enabled_at: sql`now()` as unknown as string })
      .where(sql`${users.role} = 'admin'`);
    fulfilment = await staffToken(gated, 'fulfilment', 'packer@staff.test');
  }, 120_000);
  afterAll(() => gated?.close());

  const get = (url: string, token: string) => gated.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('holds every admin route back until the member enrols, and says so in /api/admin/me', async () => {
    const refused = await get('/api/admin/orders', fulfilment);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: TWO_FACTOR_NEEDED, code: 'TWO_FACTOR_REQUIRED' });
    // A mixed route answers as for a shopper: no one else's orders.
    expect((await get('/api/Order/someone@example.com', fulfilment)).statusCode).toBe(403);
    const me = await get('/api/admin/me', fulfilment);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ role: 'fulfilment', two_factor_enabled: false, two_factor_required: true });

    await gated.database.db
      .update(users)
      .set({ totp_enabled_at: sql`now()` as unknown as string })
      .where(sql`lower(${users.email}) = 'packer@staff.test'`);
    expect((await get('/api/admin/orders', fulfilment)).statusCode).toBe(200);
    expect((await get('/api/admin/me', fulfilment)).json()).toMatchObject({
      two_factor_enabled: true,
      two_factor_required: false,
    });
  });

  it('holds the owner back too until they enrol', async () => {
    await gated.database.db
      .update(users)
      .set({ totp_enabled_at: null })
      .where(sql`${users.role} = 'admin'`);
    const refused = await get('/api/admin/staff', await gated.adminToken());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
  });

  it('leaves shoppers alone', async () => {
    const shopper = await gated.shopperToken();
    expect((await get('/api/Wishlist', shopper)).statusCode).toBe(200);
    expect((await get('/api/admin/me', shopper)).statusCode).toBe(403);
  });
});
