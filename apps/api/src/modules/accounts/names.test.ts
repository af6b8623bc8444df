import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { users } from '../../db/schema/index.ts';

// Names are names (docs/product/accounts.md#names), and the mails to an address that has not proven its owner repeat
// nothing the registrant typed (docs/security.md#names-and-mail).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

let phones = 0;
const register = (body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/User/Register',
    payload: { password: 'names-pass-123', phone: `6${String(++phones).padStart(9, '0')}`, ...body },
  });

/** The saved names of an account, or undefined when there is none. */
async function namesOf(email: string) {
  const [row] = await t.database.db
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

const SPAM = 'Win a prize at evil.example';

describe('names at registration and on the profile', () => {
  it('refuses a name carrying a sentence with a link, a line break, digits or over 50 characters, creating nothing', async () => {
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{ first_name: SPAM }, { first_name: 'First name must not contain a link' }],
      [
        { first_name: 'Asha', last_name: 'see https://evil.example' },
        { last_name: 'Last name must not contain a link' },
      ],
      [{ first_name: 'Asha\nClick here' }, { first_name: "First name can contain only letters, spaces and . ' -" }],
      [{ first_name: 'Asha 2024' }, { first_name: "First name can contain only letters, spaces and . ' -" }],
      [{ first_name: 'A'.repeat(51) }, { first_name: 'First name must be at most 50 characters' }],
      [{ first_name: '   ' }, { first_name: 'First name required' }],
    ];
    for (const [names, errors] of cases) {
      const email = `refused-${phones}@example.com`;
      const response = await register({ email, ...names });
      expect(response.statusCode, JSON.stringify(names)).toBe(400);
      expect(response.json().errors).toEqual(errors);
      expect(await namesOf(email)).toBeUndefined();
      expect(t.app.mailer.outbox().some((mail) => mail.to === email)).toBe(false);
    }
  });

  it('keeps names in any script with marks, spaces, dots, apostrophes and hyphens', async () => {
    for (const [first, last] of [
      ['Asha', "D'Souza"],
      ['Ananya-Rose', 'K. Iyer'],
      ['अनन्या', 'शर्मा'],
      ['Zoë', 'Ó Briain'],
      ['A'.repeat(50), 'தமிழ்'],
    ] as const) {
      const email = `kept-${phones}@example.com`;
      const response = await register({ email, first_name: ` ${first} `, last_name: last });
      expect(response.statusCode, response.body).toBe(201);
      expect(await namesOf(email)).toMatchObject({ first_name: first, last_name: last });
    }
  });

  it('refuses the same on the profile, leaving the saved name as it was', async () => {
    const email = 'profile-names@example.com';
    const headers = bearer(await t.shopperToken(email));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/User/${email}/username`,
      headers,
      payload: { first_name: 'Asha', last_name: SPAM, phone: '9811100001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ last_name: 'Last name must not contain a link' });
    expect(await namesOf(email)).toMatchObject({ first_name: 'Asha', last_name: 'Rao' });
  });
});

describe('mails to an address not yet proven', () => {
  it('verification and reset mails carry no text the registrant typed', async () => {
    const email = 'not-mine@example.com';
    expect((await register({ email, first_name: 'Zebedee', last_name: 'Quixotic' })).statusCode).toBe(201);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/User/forgot-password',
      payload: { email },
      remoteAddress: '203.0.113.61',
    });
    expect(reset.statusCode).toBe(200);
    const mails = t.app.mailer.outbox().filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Reset your password', 'Verify your email address']);
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toMatch(/Zebedee|Quixotic/);
      }
      expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    }
  });
});
