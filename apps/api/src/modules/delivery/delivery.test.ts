import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDate } from '@store/shared/delivery';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { serviceablePincodes } from '../../db/schema/index.ts';
import { DELIVERY_CHECK_RULES } from './routes.ts';

let t: TestApp;
let admin: Record<string, string>;
let clients = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

/** Each check from a client address of its own, so the rate limit counts only what a test means it to. */
const check = (pincode: string, remoteAddress = `10.60.0.${++clients}`) =>
  t.app.inject({ method: 'GET', url: `/api/delivery/${pincode}`, remoteAddress });

const table = async () =>
  t.database.db
    .select({
      prefix: serviceablePincodes.prefix,
      zone: serviceablePincodes.zone,
      delivery_days: serviceablePincodes.delivery_days,
      cod: serviceablePincodes.cod,
    })
    .from(serviceablePincodes)
    .orderBy(asc(serviceablePincodes.prefix));

describe('the pincode check (docs/product/checkout.md#delivery)', () => {
  it('answers from the longest matching prefix of the seeded table, dated from today in India', async () => {
    // 403xxx (Goa) has a row of its own beside 40 (West, 4 days).
    const goa = await check('403001');
    expect(goa.statusCode, goa.body).toBe(200);
    expect(goa.json()).toEqual({
      pincode: '403001',
      deliverable: true,
      zone: 'West',
      delivery_days: 5,
      delivery_date: deliveryDate(5),
      cod: true,
    });
    expect((await check('401101')).json()).toMatchObject({ zone: 'West', delivery_days: 4, cod: true });
    // 560 (Bengaluru, Metro) beats 56 (South).
    expect((await check('560001')).json()).toMatchObject({ zone: 'Metro', delivery_days: 2, cod: true });
    // 744 (Andaman and Nicobar) beats 74 (East) and offers no cash on delivery.
    expect((await check('744101')).json()).toMatchObject({
      zone: 'Andaman and Nicobar Islands',
      delivery_days: 10,
      delivery_date: deliveryDate(10),
      cod: false,
    });
  });

  it('says not deliverable when no prefix matches', async () => {
    const army = await check('999001');
    expect(army.statusCode).toBe(200);
    expect(army.json()).toEqual({
      pincode: '999001',
      deliverable: false,
      zone: null,
      delivery_days: null,
      delivery_date: null,
      cod: false,
    });
  });

  it('refuses anything but 6 digits with 400 and a sentence', async () => {
    for (const bad of ['56000', '5600011', 'abcdef', '56 001']) {
      const response = await check(encodeURIComponent(bad));
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toMatch(/6 digit pincode/);
    }
  });

  it(`allows ${DELIVERY_CHECK_RULES.perAddress} checks a minute from one client address, then 429`, async () => {
    const from = '10.61.0.1';
    for (let i = 0; i < DELIVERY_CHECK_RULES.perAddress; i++)
      expect((await check('560001', from)).statusCode).toBe(200);
    const refused = await check('560001', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RETRY_AFTER',
      message: expect.stringMatching(/Too many pincode checks/),
    });
    expect((await check('560001', '10.61.0.2')).statusCode).toBe(200);
  });
});

describe('the serviceability table upload (docs/product/admin.md#delivery)', () => {
  const upload = (csv: string, headers = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/delivery', headers, payload: { csv } });

  it('is the admin’s: 401 without a token, 403 for a shopper, and the table unchanged', async () => {
    const before = await table();
    const shopper = bearer(await t.shopperToken('table-shopper@example.com'));
    expect((await upload('prefix,zone,delivery_days,cod\n1,All,3,yes\n', {})).statusCode).toBe(401);
    expect((await upload('prefix,zone,delivery_days,cod\n1,All,3,yes\n', shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/delivery', headers: shopper })).statusCode).toBe(403);
    expect(await table()).toEqual(before);
  });

  it('shows the admin the seeded table', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/delivery', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toContainEqual({
      prefix: '744',
      zone: 'Andaman and Nicobar Islands',
      delivery_days: 10,
      cod: false,
    });
    expect(response.json().rows).toHaveLength((await table()).length);
  });

  it('reports every wrong line by number and changes nothing', async () => {
    const before = await table();
    const csv = [
      'prefix,zone,delivery_days,cod',
      '560,Metro,2,yes',
      '56a,South,4,yes',
      '57,,4,maybe',
      '58,South,0,no',
      '560,Metro again,3,yes',
      '59,South,4',
      '',
    ].join('\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^The file was not taken and the table is unchanged\. 5 lines need fixing: line 3: /);
    expect(body.details.lines).toEqual([
      { line: 3, message: 'prefix "56a" must be 1 to 6 digits' },
      { line: 4, message: 'zone is empty; cod "maybe" must be yes or no' },
      { line: 5, message: 'delivery_days "0" must be a whole number from 1 to 60' },
      { line: 6, message: 'prefix 560 is already on line 2' },
      { line: 7, message: 'expected 4 cells (prefix,zone,delivery_days,cod), found 3' },
    ]);
    expect(await table()).toEqual(before);
    const headerless = await upload('560,Metro,2,yes\n');
    expect(headerless.statusCode).toBe(400);
    expect(headerless.json().details.lines[0]).toEqual({
      line: 1,
      message: 'the first line must be the header prefix,zone,delivery_days,cod',
    });
    expect(await table()).toEqual(before);
    const unclosed = await upload('prefix,zone,delivery_days,cod\n560,Metro,2,yes\n561,"South, inner,3,yes\n');
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().details.lines).toEqual([
      { line: 3, message: expect.stringContaining('the file is not a CSV table') },
    ]);
    expect(await table()).toEqual(before);
  });

  it('reads quoted zones with commas and quotes, a byte order mark and Windows line ends', async () => {
    const response = await upload('\uFEFFprefix,zone,delivery_days,cod\r\n 560 ,"Metro, ""inner""",2,YES\r\n');
    expect(response.statusCode).toBe(200);
    expect(await table()).toEqual([{ prefix: '560', zone: 'Metro, "inner"', delivery_days: 2, cod: true }]);
  });

  it('replaces the whole table with a good file, and the pincode check follows it', async () => {
    const csv =
      '\uFEFFprefix,zone,delivery_days,cod\r\n5,South,6,yes\r\n560,"Metro, Bengaluru",1,no\r\n11,Delhi,3,Yes\r\n';
    const response = await upload(csv);
    expect(response.statusCode, response.body).toBe(200);
    const expected = [
      { prefix: '11', zone: 'Delhi', delivery_days: 3, cod: true },
      { prefix: '5', zone: 'South', delivery_days: 6, cod: true },
      { prefix: '560', zone: 'Metro, Bengaluru', delivery_days: 1, cod: false },
    ];
    expect(response.json().rows).toEqual(expected);
    expect(await table()).toEqual(expected);
    expect((await check('560034')).json()).toMatchObject({ zone: 'Metro, Bengaluru', delivery_days: 1, cod: false });
    expect((await check('570001')).json()).toMatchObject({ zone: 'South', delivery_days: 6, cod: true });
    // 400001 had the seeded Metro row; the new table has no prefix for it.
    expect((await check('400001')).json()).toMatchObject({ deliverable: false });
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('two uploads at once on PostgreSQL', () => {
  it('end with one whole file, never a mix of both', async () => {
    const north = 'prefix,zone,delivery_days,cod\n1,North,4,yes\n2,North,5,yes\n';
    const south = 'prefix,zone,delivery_days,cod\n5,South,4,yes\n6,South,5,no\n';
    const answers = await Promise.all(
      [north, south, north, south].map((csv) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/delivery', headers: admin, payload: { csv } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const zones = new Set((await table()).map((row) => row.zone));
    expect(zones.size).toBe(1);
    expect(await table()).toHaveLength(2);
  });
});
