import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { provePhone, registerWithProvenPhone } from '../../../test/phone.ts';
import { userRow as findUserRow } from '../../../test/users.ts';
import { OTP_RULES } from './otp-service.ts';

let t: TestApp;
let serial = 0;

const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const rows = async <T>(text: string) => ((await t.database.db.execute(text as never)) as unknown as { rows: T[] }).rows;
const userRow = (email: string) => findUserRow(t.database, email);

/** A fresh number per test, so the codes and counters of one test do not reach another. */
const freshNumber = () => `93${String(Date.now() % 10_000).padStart(4, '0')}${String(++serial).padStart(4, '0')}`;

function account(name: string, phone: string) {
  return {
    first_name: name,
    last_name: 'Test',
    email: `${name.toLowerCase()}-${phone}@example.com`,
    password: `${name}-password-1`,
    phone,
  };
}

async function signInByCode(phone: string, remoteAddress = '127.0.0.1') {
  const sent = await post('/api/Otp/send-otp', { phone_number: phone }, remoteAddress);
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await post(
    '/api/Otp/verify-otp',
    { phone_number: phone, OtpCode: sent.json().dev_code },
    remoteAddress,
  );
  expect(verified.statusCode, verified.body).toBe(200);
  return post('/api/User/OtpLogin', { phone_number: phone, proof: verified.json().proof }, remoteAddress);
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.execute("DELETE FROM rate_limits WHERE key LIKE 'otp:ip:%'" as never);
});

describe('a mobile number belongs to whoever proves it (docs/product/accounts.md#mobile-number)', () => {
  it("a squatter's unproven claim neither blocks the owner nor takes the owner's sign-in by code", async () => {
    const number = freshNumber();
    const squatter = account('Squatter', number);
    const victim = account('Victim', number);
    const squatted = await post('/api/User/Register', squatter);
    expect(squatted.statusCode).toBe(201);
    expect(await userRow(squatter.email)).toMatchObject({ phone: null, phone_claim: number });

    // The squatter cannot ask for a sign-in code to a number only claimed: nothing is sent.
    const refused = await post('/api/Otp/send-otp', { phone_number: number });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('No account uses this mobile number yet. Please register first.');
    expect(await rows(`SELECT phone FROM otp_codes WHERE phone = '${number}'`)).toEqual([]);

    const registered = await registerWithProvenPhone(t.app, victim);
    expect(registered.statusCode, registered.body).toBe(201);
    const victimRow = await userRow(victim.email);
    expect(victimRow).toMatchObject({ phone: number, phone_claim: null });
    expect(await userRow(squatter.email)).toMatchObject({ phone: null, phone_claim: null });

    const login = await signInByCode(number);
    expect(login.statusCode, login.body).toBe(200);
    expect(decodeJwt(login.json().token)).toMatchObject({ sub: String(victimRow!.user_id), email: victim.email });
  });

  it('never answers 409 for an unproven claim, but still for a number another account proved', async () => {
    const number = freshNumber();
    for (const name of ['First', 'Second']) {
      expect((await post('/api/User/Register', account(name, number))).statusCode).toBe(201);
    }
    expect(await rows(`SELECT email FROM users WHERE phone_claim = '${number}'`)).toHaveLength(2);

    const owner = account('Owner', number);
    expect((await registerWithProvenPhone(t.app, owner)).statusCode).toBe(201);
    expect(await rows(`SELECT email FROM users WHERE phone_claim = '${number}'`)).toEqual([]);
    for (const late of [account('Late', number), owner]) {
      const withoutProof = await post('/api/User/Register', { ...late, email: `again-${late.email}` });
      expect(withoutProof.statusCode).toBe(409);
      expect(withoutProof.json().message).toBe(
        'An account with this mobile number already exists. Please log in instead.',
      );
    }
    const withProof = await registerWithProvenPhone(t.app, { ...account('Thief', number) });
    expect(withProof.statusCode).toBe(409);
    expect(await rows(`SELECT email FROM users WHERE email LIKE '%thief%' OR email LIKE 'again-%'`)).toEqual([]);
  });

  it('refuses a proof for another number, a used proof and a made-up one, creating nothing', async () => {
    const number = freshNumber();
    const other = freshNumber();
    const proofForOther = await provePhone(t.app, other);
    const cases = [proofForOther, proofForOther, 'made-up-proof'];
    // The first proof is used up by the first try (it vouches for another number), so the replay is stale too.
    for (const [index, phone_proof] of cases.entries()) {
      const response = await post('/api/User/Register', { ...account(`Wrong${'ABC'[index]}`, number), phone_proof });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PHONE_PROOF_REQUIRED', errors: { phone: expect.any(String) } });
    }
    expect(await rows(`SELECT email FROM users WHERE phone = '${number}' OR phone_claim = '${number}'`)).toEqual([]);
  });

  it('drops the number from other accounts when its owner signs in by code', async () => {
    const number = freshNumber();
    const owner = account('Holder', number);
    expect((await registerWithProvenPhone(t.app, owner)).statusCode).toBe(201);
    // A claim left from before the owner proved the number (the migration kept existing numbers as proven).
    expect((await post('/api/User/Register', account('Leftover', freshNumber()))).statusCode).toBe(201);
    await t.database.db.execute(`UPDATE users SET phone_claim = '${number}' WHERE email LIKE 'leftover-%'` as never);
    const login = await signInByCode(number);
    expect(decodeJwt(login.json().token).email).toBe(owner.email);
    expect(await rows(`SELECT email FROM users WHERE phone_claim = '${number}'`)).toEqual([]);
  });
});

describe('the profile changes the mobile number only with a proof (docs/product/accounts.md#profile)', () => {
  it('refuses a new number without a proof and changes nothing; attaches it with one', async () => {
    const number = freshNumber();
    const shopper = account('Profiled', number);
    expect((await registerWithProvenPhone(t.app, shopper)).statusCode).toBe(201);
    const token = await signIn(t.app, shopper.email, shopper.password);
    const save = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/User/${shopper.email}/username`,
        headers: bearer(token),
        payload: { first_name: 'Renamed', last_name: 'Test', ...payload },
      });

    const newNumber = freshNumber();
    const claimant = account('Claimant', newNumber);
    expect((await post('/api/User/Register', claimant)).statusCode).toBe(201);

    const unproven = await save({ phone: newNumber });
    expect(unproven.statusCode).toBe(400);
    expect(unproven.json()).toMatchObject({
      code: 'PHONE_PROOF_REQUIRED',
      message: 'Please verify the new mobile number with the code we sent to it.',
    });
    expect(await userRow(shopper.email)).toMatchObject({ first_name: 'Profiled', phone: number, phone_claim: null });

    // The proven number saves unchanged without a proof.
    const unchanged = await save({ phone: number });
    expect(unchanged.statusCode).toBe(200);
    expect(await userRow(shopper.email)).toMatchObject({ first_name: 'Renamed', phone: number });

    const proven = await save({ phone: newNumber, phone_proof: await provePhone(t.app, newNumber) });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json()).toMatchObject({ phone: newNumber, phone_claim: null });
    expect(await userRow(shopper.email)).toMatchObject({ phone: newNumber, phone_claim: null });
    expect(await userRow(claimant.email)).toMatchObject({ phone: null, phone_claim: null });
    // The old number is free again: another shopper may prove it.
    expect((await registerWithProvenPhone(t.app, account('Next', number))).statusCode).toBe(201);

    // A number another account proved: 409, the row keeps its number.
    const taken = await save({ phone: number, phone_proof: await provePhone(t.app, number) });
    expect(taken.statusCode).toBe(409);
    expect(await userRow(shopper.email)).toMatchObject({ phone: newNumber });
  });

  it('saves the names of an account whose number is only claimed, keeping the claim, and proves it with a proof', async () => {
    const number = freshNumber();
    const shopper = account('Claimed', number);
    expect((await post('/api/User/Register', shopper)).statusCode).toBe(201);
    const token = await signIn(t.app, shopper.email, shopper.password);
    const save = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/User/${shopper.email}/username`,
        headers: bearer(token),
        payload: { first_name: 'Renamed', last_name: 'Test', phone: number, ...payload },
      });
    const names = await save({});
    expect(names.statusCode, names.body).toBe(200);
    expect(await userRow(shopper.email)).toMatchObject({ first_name: 'Renamed', phone: null, phone_claim: number });
    const proven = await save({ phone_proof: await provePhone(t.app, number) });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(await userRow(shopper.email)).toMatchObject({ phone: number, phone_claim: null });
  });
});

describe('codes for proving a number and their caps (docs/product/accounts.md#one-time-codes)', () => {
  it('sends a verify code to any Indian mobile, and answers dev_code only to clients on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1']) {
      const number = freshNumber();
      const sent = await post('/api/Otp/send-otp', { phone_number: number, purpose: 'verify' }, remoteAddress);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().dev_code).toMatch(/^\d{6}$/);
    }
    const number = freshNumber();
    const remote = await post('/api/Otp/send-otp', { phone_number: number, purpose: 'verify' }, '203.0.113.5');
    expect(remote.statusCode).toBe(200);
    expect(remote.json()).toEqual({ message: 'OTP sent' });
    // The code was still made (and logged by the console provider), only not answered.
    expect(await rows(`SELECT phone FROM otp_codes WHERE phone = '${number}'`)).toHaveLength(1);
  });

  it('caps codes per number per day on top of the hourly cap', async () => {
    const number = freshNumber();
    const send = () => post('/api/Otp/send-otp', { phone_number: number, purpose: 'verify' });
    for (let index = 0; index < OTP_RULES.perNumberPerDay; index++) {
      expect((await send()).statusCode).toBe(200);
      // An hour and more than 30 s pass between the sends.
      await t.database.db.execute(
        `UPDATE otp_codes SET sent_at = now() - interval '31 seconds' WHERE phone = '${number}'` as never,
      );
      await t.database.db.execute(`DELETE FROM rate_limits WHERE key = 'otp:phone:${number}'` as never);
    }
    const [before] = await rows<{ code_hash: string }>(`SELECT code_hash FROM otp_codes WHERE phone = '${number}'`);
    const capped = await send();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(
      /^This number has had 10 codes today, the most we send in a day\. Please try again in \d+ (hours?|minutes?), or sign in with your password\.$/,
    );
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await rows(`SELECT code_hash FROM otp_codes WHERE phone = '${number}'`)).toEqual([before]);
  });

  it('counts the codes of one IPv6 /64 together', async () => {
    const number = freshNumber();
    for (let index = 0; index < OTP_RULES.perIpPerHour; index++) {
      const address = `2001:db8:7:7::${(index % 2) + 1}`;
      expect((await post('/api/Otp/send-otp', { phone_number: number }, address)).statusCode).toBe(404);
    }
    const capped = await post('/api/Otp/send-otp', { phone_number: number }, '2001:db8:7:7:ffff::9');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/^Too many codes were requested from your network/);
    expect(await rows(`SELECT count FROM rate_limits WHERE key = 'otp:ip:2001:db8:7:7::/64'`)).toEqual([
      { count: OTP_RULES.perIpPerHour + 1 },
    ]);
    expect((await post('/api/Otp/send-otp', { phone_number: number }, '2001:db8:7:8::1')).statusCode).toBe(404);
  });
});
