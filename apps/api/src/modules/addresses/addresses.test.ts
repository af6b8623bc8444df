import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let asha: Record<string, string>;
let vikram: Record<string, string>;
const home = {
  first_name: 'Asha',
  last_name: 'Rao',
  house_number: '12B, Lotus Apartments',
  street_number: 'MG Road',
  landmark: 'Near City Mall',
  postal_code: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  phone: '9876543210',
  is_default: true,
};

const inject = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  asha = bearer(await t.shopperToken('asha@example.com'));
  vikram = bearer(await t.shopperToken('vikram@example.com'));
});
afterAll(() => t.close());

describe('address book', () => {
  it('adds addresses; the first is the default whatever the client sends, and exactly one stays default', async () => {
    const first = await inject(asha, 'POST', '/api/UserAddress', {
      ...home,
      is_default: false,
      user_name: 'vikram@example.com',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ user_name: 'asha@example.com', city: 'Bengaluru', is_default: true });
    const work = await inject(asha, 'POST', '/api/UserAddress', {
      ...home,
      first_name: 'Asha Work',
      is_default: false,
    });
    expect(work.json().is_default).toBe(false);
    const third = await inject(asha, 'POST', '/api/UserAddress', {
      ...home,
      first_name: 'Asha Parents',
      is_default: true,
    });
    expect(third.json().is_default).toBe(true);
    const book = (await inject(asha, 'GET', '/api/UserAddress/asha@example.com')).json() as Array<{
      first_name: string;
      is_default: boolean;
    }>;
    expect(book).toHaveLength(3);
    expect(book.filter((row) => row.is_default).map((row) => row.first_name)).toEqual(['Asha Parents']);
    expect(book[0]!.first_name).toBe('Asha Parents');
  });

  it('sets the default by radio, edits, and promotes another when the default is removed', async () => {
    const book = (await inject(asha, 'GET', '/api/UserAddress/Asha@Example.com')).json() as Array<{
      useraddress_id: number;
      first_name: string;
    }>;
    const work = book.find((row) => row.first_name === 'Asha Work')!;
    const set = await inject(asha, 'PUT', `/api/UserAddress/${work.useraddress_id}/set-default`);
    expect(set.json()).toMatchObject({ useraddress_id: work.useraddress_id, is_default: true });
    const edited = await inject(asha, 'PUT', `/api/UserAddress/${work.useraddress_id}`, {
      ...home,
      first_name: 'Asha Office',
      city: 'Mysuru',
      is_default: false,
    });
    expect(edited.json()).toMatchObject({ first_name: 'Asha Office', city: 'Mysuru', is_default: true });
    expect((await inject(asha, 'GET', `/api/UserAddress/${work.useraddress_id}`)).json().city).toBe('Mysuru');
    expect((await inject(asha, 'DELETE', `/api/UserAddress/${work.useraddress_id}`)).statusCode).toBe(204);
    const after = (await inject(asha, 'GET', '/api/UserAddress/asha@example.com')).json() as Array<{
      is_default: boolean;
    }>;
    expect(after).toHaveLength(2);
    expect(after.filter((row) => row.is_default)).toHaveLength(1);
  });

  it('validates what the add form validates', async () => {
    const response = await inject(asha, 'POST', '/api/UserAddress', { phone: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      first_name: 'Name required',
      house_number: 'required',
      street_number: 'required',
      postal_code: 'required',
      city: 'required',
      state: 'required',
      phone: 'Enter digits only',
    });
    const blank = await inject(asha, 'POST', '/api/UserAddress', { ...home, phone: '' });
    expect(blank.json().errors).toEqual({ phone: 'required' });
  });

  it('refuses a state the PIN code cannot be in (400, nothing stored or changed); accepts an unknown PIN', async () => {
    const who = bearer(await t.shopperToken('pin-check@example.com'));
    const refused = await inject(who, 'POST', '/api/UserAddress', { ...home, state: 'Delhi' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'State does not match the PIN code 560001.',
      errors: { state: 'State does not match the PIN code 560001.' },
    });
    expect((await inject(who, 'GET', '/api/UserAddress/pin-check@example.com')).json()).toEqual([]);

    const saved = await inject(who, 'POST', '/api/UserAddress', home);
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().useraddress_id as number;
    const edit = await inject(who, 'PUT', `/api/UserAddress/${id}`, { ...home, postal_code: '110001' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe('State does not match the PIN code 110001.');
    expect((await inject(who, 'GET', `/api/UserAddress/${id}`)).json()).toMatchObject({
      postal_code: '560001',
      state: 'Karnataka',
    });

    const unknown = await inject(who, 'POST', '/api/UserAddress', { ...home, postal_code: '999001', state: 'Goa' });
    expect(unknown.statusCode, unknown.body).toBe(201);
    expect(unknown.json()).toMatchObject({ postal_code: '999001', state: 'Goa' });
  });

  it('GET /pincode/{pin} answers the city and state for the form, without signing in', async () => {
    const known = await t.app.inject({ method: 'GET', url: '/api/pincode/560001' });
    expect(known.statusCode).toBe(200);
    expect(known.headers['cache-control']).toBe('public, max-age=86400');
    expect(known.json()).toEqual({
      pincode: '560001',
      known: true,
      city: 'Bengaluru Urban',
      state: 'Karnataka',
      states: ['Karnataka'],
    });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/pincode/999001' });
    expect(unknown.json()).toEqual({ pincode: '999001', known: false, city: null, state: null, states: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/pincode/5600' })).statusCode).toBe(400);
  });

  it('validates an edit the same way, and answers 404 for an unknown address', async () => {
    const [mine] = (await inject(asha, 'GET', '/api/UserAddress/asha@example.com')).json() as Array<{
      useraddress_id: number;
    }>;
    const blank = await inject(asha, 'PUT', `/api/UserAddress/${mine!.useraddress_id}`, {
      ...home,
      first_name: ' ',
      city: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ first_name: 'Name required', city: 'required' });
    expect((await inject(asha, 'PUT', '/api/UserAddress/999999/set-default')).statusCode).toBe(404);
    expect((await inject(asha, 'DELETE', '/api/UserAddress/999999')).statusCode).toBe(404);
  });

  it('keeps exactly one default through concurrent adds, and after the last address goes', async () => {
    const priya = bearer(await t.shopperToken('priya@example.com'));
    const added = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        inject(priya, 'POST', '/api/UserAddress', {
          ...home,
          first_name: `Priya ${'ABCDEF'[index]}`,
          is_default: index % 2 === 0,
        }),
      ),
    );
    expect(added.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    let book = (await inject(priya, 'GET', '/api/UserAddress/priya@example.com')).json() as Array<{
      useraddress_id: number;
      is_default: boolean;
    }>;
    expect(book).toHaveLength(6);
    expect(book.filter((row) => row.is_default)).toHaveLength(1);
    for (const row of book)
      expect((await inject(priya, 'DELETE', `/api/UserAddress/${row.useraddress_id}`)).statusCode).toBe(204);
    book = (await inject(priya, 'GET', '/api/UserAddress/priya@example.com')).json();
    expect(book).toEqual([]);
    const again = await inject(priya, 'POST', '/api/UserAddress', { ...home, is_default: false });
    expect(again.json().is_default).toBe(true);
  });

  it("keeps each user's book to its owner: another shopper's reads and writes are refused and change nothing", async () => {
    const ashaBook = async () => {
      const response = await inject(asha, 'GET', '/api/UserAddress/asha@example.com');
      expect(response.statusCode).toBe(200);
      return response.json() as Array<{ useraddress_id: number; is_default: boolean; first_name: string }>;
    };
    const before = await ashaBook();
    // A default and an address that is not, so moving the default would show.
    expect(before.map((row) => row.is_default)).toEqual([true, false]);
    const [defaultId, otherId] = before.map((row) => row.useraddress_id) as [number, number];

    expect((await inject(vikram, 'GET', '/api/UserAddress/asha@example.com')).statusCode).toBe(403);
    const read = await inject(vikram, 'GET', `/api/UserAddress/${defaultId}`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Lotus Apartments');

    const attacks: Array<[method: 'PUT' | 'DELETE', url: string, payload?: object]> = [
      ['PUT', `/api/UserAddress/${defaultId}`, { ...home, first_name: 'Vikram', city: 'Pune', is_default: true }],
      ['PUT', `/api/UserAddress/${otherId}`, { ...home, first_name: 'Vikram', city: 'Pune', is_default: true }],
      ['PUT', `/api/UserAddress/${otherId}/set-default`],
      ['DELETE', `/api/UserAddress/${otherId}`],
      ['DELETE', `/api/UserAddress/${defaultId}`],
    ];
    for (const [method, url, payload] of attacks) {
      const response = await inject(vikram, method, url, payload);
      // Asha's book as she reads it: every field, the default flag and every address still there.
      expect(await ashaBook(), `${method} ${url}`).toEqual(before);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await inject({}, 'GET', '/api/UserAddress/asha@example.com')).statusCode).toBe(401);
    expect((await inject(vikram, 'GET', '/api/UserAddress/vikram@example.com')).json()).toEqual([]);
    expect((await inject(asha, 'GET', `/api/UserAddress/${defaultId}`)).statusCode).toBe(200);
  });

  it("lets the admin read a shopper's book (docs/decisions/005-owners-only.md), but not change it", async () => {
    const admin = bearer(await t.adminToken());
    const book = await inject(admin, 'GET', '/api/UserAddress/Asha@example.com');
    expect(book.statusCode).toBe(200);
    expect((book.json() as Array<{ user_name: string }>).every((row) => row.user_name === 'asha@example.com')).toBe(
      true,
    );
    expect((await inject(admin, 'GET', '/api/UserAddress/nobody@example.com')).statusCode).toBe(404);
    const [first] = book.json() as Array<{ useraddress_id: number }>;
    const removed = await inject(admin, 'DELETE', `/api/UserAddress/${first!.useraddress_id}`);
    expect((await inject(asha, 'GET', '/api/UserAddress/asha@example.com')).json()).toEqual(book.json());
    expect(removed.statusCode).toBe(404);
  });
});
