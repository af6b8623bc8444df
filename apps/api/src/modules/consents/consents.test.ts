import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@store/shared/privacy';
import { bearer, buildTestApp, signIn, verifyEmail, type TestApp } from '../../../test/app.ts';
import { consentEvents, marketingConsents, users } from '../../db/schema/index.ts';

// Marketing consent per channel and the privacy notice (docs/product/privacy.md#consent): off until given, every
// change recorded with its time and the notice's version, only the account itself reads or changes it.

let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Registers through the API with the form's offers, verifies the email and signs in. */
async function registered(marketing_consent?: { email?: boolean; sms?: boolean }) {
  const email = `consent${++serial}-${process.pid}@example.com`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/User/Register',
    payload: {
      first_name: 'Meera',
      email,
      password: 'shopper-pass-1',
      phone: `8${String(serial).padStart(9, '0')}`,
      ...(marketing_consent ? { marketing_consent } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  await verifyEmail(t.app, email, response.json<{ dev_verification_code?: string }>().dev_verification_code);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { email, userId: row!.user_id, headers: bearer(await signIn(t.app, email, 'shopper-pass-1')), row: row! };
}

const path = (email: string) => `/api/User/${encodeURIComponent(email)}/consents`;

async function events(userId: number) {
  return t.database.db
    .select({ channel: consentEvents.channel, granted: consentEvents.granted, source: consentEvents.source })
    .from(consentEvents)
    .where(eq(consentEvents.user_id, userId))
    .orderBy(consentEvents.event_id);
}

describe('registration', () => {
  it('records the notice shown and no consent when nothing is ticked', async () => {
    const shopper = await registered();
    expect(shopper.row.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect(shopper.row.privacy_notice_at).not.toBeNull();
    expect(await events(shopper.userId)).toEqual([]);
    const read = await t.app.inject({ method: 'GET', url: path(shopper.email), headers: shopper.headers });
    expect(read.json()).toMatchObject({
      email: false,
      sms: false,
      notice_version: PRIVACY_NOTICE_VERSION,
      current_notice_version: PRIVACY_NOTICE_VERSION,
      events: [],
    });
  });

  it('records each ticked channel as given at registration, with the notice version', async () => {
    const shopper = await registered({ sms: true });
    expect(await events(shopper.userId)).toEqual([{ channel: 'sms', granted: true, source: 'registration' }]);
    const [current] = await t.database.db
      .select()
      .from(marketingConsents)
      .where(eq(marketingConsents.user_id, shopper.userId));
    expect(current).toMatchObject({ email: false, sms: true });
    const [event] = await t.database.db.select().from(consentEvents).where(eq(consentEvents.user_id, shopper.userId));
    expect(event!.notice_version).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('refuses a consent field that is not a channel', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      payload: {
        first_name: 'Meera',
        email: `odd${process.pid}@example.com`,
        password: 'shopper-pass-1',
        phone: '8999999999',
        marketing_consent: { whatsapp: true },
      },
    });
    expect(response.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `odd${process.pid}@example.com`));
    expect(row).toBeUndefined();
  });
});

describe('PUT /User/{email}/consents', () => {
  it('changes only the channels named, and records each change once', async () => {
    const shopper = await registered();
    const on = await t.app.inject({
      method: 'PUT',
      url: path(shopper.email),
      headers: shopper.headers,
      payload: { email: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ email: true, sms: false });
    // The same choice again changes nothing and records nothing.
    await t.app.inject({ method: 'PUT', url: path(shopper.email), headers: shopper.headers, payload: { email: true } });
    await t.app.inject({ method: 'PUT', url: path(shopper.email), headers: shopper.headers, payload: { sms: false } });
    const off = await t.app.inject({
      method: 'PUT',
      url: path(shopper.email),
      headers: shopper.headers,
      payload: { email: false },
    });
    expect(off.json<{ events: unknown[] }>().events).toMatchObject([
      { channel: 'email', granted: false, source: 'profile' },
      { channel: 'email', granted: true, source: 'profile' },
    ]);
    expect(await events(shopper.userId)).toEqual([
      { channel: 'email', granted: true, source: 'profile' },
      { channel: 'email', granted: false, source: 'profile' },
    ]);
  });

  it('acknowledges the current notice with the choices; an older version is refused and changes nothing', async () => {
    const shopper = await registered();
    await t.database.db
      .update(users)
      .set({ privacy_notice_version: null, privacy_notice_at: null })
      .where(eq(users.user_id, shopper.userId));
    const stale = await t.app.inject({
      method: 'PUT',
      url: path(shopper.email),
      headers: shopper.headers,
      payload: { email: true, notice_version: '2020-01-01' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json<{ message: string }>().message).toMatch(/privacy notice has changed/);
    expect(await events(shopper.userId)).toEqual([]);
    const due = await t.app.inject({ method: 'GET', url: path(shopper.email), headers: shopper.headers });
    expect(due.json()).toMatchObject({ notice_version: null, current_notice_version: PRIVACY_NOTICE_VERSION });

    const ok = await t.app.inject({
      method: 'PUT',
      url: path(shopper.email),
      headers: shopper.headers,
      payload: { email: true, sms: false, notice_version: PRIVACY_NOTICE_VERSION },
    });
    expect(ok.json()).toMatchObject({ email: true, notice_version: PRIVACY_NOTICE_VERSION });
    expect(await events(shopper.userId)).toEqual([{ channel: 'email', granted: true, source: 'sign_in_notice' }]);
  });

  it("another account's choices are neither read nor changed, by a shopper or the owner", async () => {
    const owner = await registered({ email: true });
    const other = await registered();
    const admin = bearer(await t.adminToken());
    for (const headers of [other.headers, admin]) {
      const read = await t.app.inject({ method: 'GET', url: path(owner.email), headers });
      expect(read.statusCode).toBe(403);
      const write = await t.app.inject({ method: 'PUT', url: path(owner.email), headers, payload: { email: false } });
      expect(write.statusCode).toBe(403);
    }
    expect(await t.app.inject({ method: 'GET', url: path(owner.email) }).then((r) => r.statusCode)).toBe(401);
    const [current] = await t.database.db
      .select({ email: marketingConsents.email })
      .from(marketingConsents)
      .where(eq(marketingConsents.user_id, owner.userId));
    expect(current!.email).toBe(true);
    expect(await events(owner.userId)).toHaveLength(1);
  });

  it('every change is a row of its own: turning a channel on, off and on again keeps three', async () => {
    const shopper = await registered();
    for (const email of [true, false, true]) {
      await t.app.inject({ method: 'PUT', url: path(shopper.email), headers: shopper.headers, payload: { email } });
    }
    expect((await events(shopper.userId)).map((event) => event.granted)).toEqual([true, false, true]);
  });
});
