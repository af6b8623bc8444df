import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { auditMark, auditSince } from '../../../test/audit.ts';
import { staffToken } from '../../../test/staff.ts';
import { serviceablePincodes } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
});
afterAll(() => t.close());

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

const download = (headers = admin) => t.app.inject({ url: '/api/admin/delivery.csv', headers });
const putRow = (prefix: string, payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/delivery/${prefix}`, headers, payload });
const deleteRow = (prefix: string, headers = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/delivery/${prefix}`, headers });
const check = (pincode: string) => t.app.inject({ url: `/api/delivery/${pincode}`, remoteAddress: '10.61.0.1' });

describe('the delivery table row by row (docs/product/admin.md#delivery)', () => {
  it('adds a prefix, changes its terms and deletes it, each audited with what changed; the pincode check follows', async () => {
    const mark = await auditMark(t);
    const added = await putRow('999', { zone: 'Army Post', delivery_days: 12, cod: false });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().rows).toContainEqual({ prefix: '999', zone: 'Army Post', delivery_days: 12, cod: false });
    expect((await check('999001')).json()).toMatchObject({ deliverable: true, zone: 'Army Post', cod: false });

    expect((await putRow('999', { zone: 'Army Post', delivery_days: 9, cod: true })).statusCode).toBe(200);
    expect((await table()).filter((row) => row.prefix === '999')).toEqual([
      { prefix: '999', zone: 'Army Post', delivery_days: 9, cod: true },
    ]);

    expect((await deleteRow('999')).statusCode).toBe(204);
    expect((await table()).some((row) => row.prefix === '999')).toBe(false);
    expect((await check('999001')).json()).toMatchObject({ deliverable: false });
    const missing = await deleteRow('999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Prefix 999 not found.');

    const audit = await auditSince(t, mark);
    expect(audit.map((row) => [row.action, row.entity_id, row.changes])).toEqual([
      [
        'delivery.create',
        '999',
        {
          zone: { before: null, after: 'Army Post' },
          delivery_days: { before: null, after: 12 },
          cod: { before: null, after: false },
        },
      ],
      ['delivery.update', '999', { delivery_days: { before: 12, after: 9 }, cod: { before: false, after: true } }],
      [
        'delivery.delete',
        '999',
        {
          zone: { before: 'Army Post', after: null },
          delivery_days: { before: 9, after: null },
          cod: { before: true, after: null },
        },
      ],
    ]);
  });

  it('refuses a wrong prefix or terms with the field named, and the table unchanged', async () => {
    const before = await table();
    const mark = await auditMark(t);
    const cases: Array<[string, object, string]> = [
      ['12a', { zone: 'X', delivery_days: 3, cod: true }, 'A prefix is 1 to 6 digits'],
      ['1234567', { zone: 'X', delivery_days: 3, cod: true }, 'A prefix is 1 to 6 digits'],
      ['123', { zone: ' ', delivery_days: 3, cod: true }, 'Zone is required'],
      ['123', { zone: 'X'.repeat(61), delivery_days: 3, cod: true }, 'At most 60 characters'],
      ['123', { zone: 'X', delivery_days: 0, cod: true }, 'Days: a whole number from 1 to 60'],
      ['123', { zone: 'X', delivery_days: 61, cod: true }, 'Days: a whole number from 1 to 60'],
      ['123', { zone: 'X', delivery_days: 2.5, cod: true }, 'Days: a whole number from 1 to 60'],
      ['123', { zone: 'X', delivery_days: 3 }, 'cod'],
    ];
    for (const [prefix, body, message] of cases) {
      const response = await putRow(prefix, body);
      expect(response.statusCode, `${prefix} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await deleteRow('12a')).statusCode).toBe(400);
    expect(await table()).toEqual(before);
    expect(await auditSince(t, mark)).toEqual([]);
  });

  it('is for delivery.write only: 401 without a token, 403 for a shopper and a catalogue member, and nothing changes', async () => {
    const before = await table();
    const shopper = bearer(await t.shopperToken('rows-shopper@example.com'));
    const catalogue = bearer(await staffToken(t, 'catalogue'));
    for (const headers of [{}, shopper, catalogue]) {
      const expected = Object.keys(headers).length === 0 ? 401 : 403;
      expect((await download(headers)).statusCode).toBe(expected);
      expect((await putRow('560', { zone: 'Taken', delivery_days: 1, cod: true }, headers)).statusCode).toBe(expected);
      expect((await deleteRow('560', headers)).statusCode).toBe(expected);
    }
    expect(await table()).toEqual(before);
    const fulfilment = bearer(await staffToken(t, 'fulfilment'));
    expect((await download(fulfilment)).statusCode).toBe(200);
    expect((await putRow('998', { zone: 'Field', delivery_days: 8, cod: false }, fulfilment)).statusCode).toBe(200);
    expect((await deleteRow('998', fulfilment)).statusCode).toBe(204);
  });
});

describe('the delivery table as a CSV download (docs/product/admin.md#delivery)', () => {
  it('is the upload’s format, formula-safe, and uploaded back unchanged it changes nothing', async () => {
    // A zone a spreadsheet would run as a formula, with a comma and quotes in it.
    expect((await putRow('997', { zone: '=Hill, "upper" zone', delivery_days: 7, cod: true })).statusCode).toBe(200);
    const before = await table();

    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="delivery-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF"prefix","zone","delivery_days","cod"');
    expect(lines).toContain('"997","\'=Hill, ""upper"" zone",7,"yes"');
    expect(lines.filter((line) => line !== '')).toHaveLength(before.length + 1);

    const mark = await auditMark(t);
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery',
      headers: admin,
      payload: { csv: response.body },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(await table()).toEqual(before);
    const [replaced] = await auditSince(t, mark, 'delivery.replace');
    expect(replaced!.changes).toMatchObject({ prefixes: { after: { added: 0, removed: 0, changed: 0 } } });
  });
});
