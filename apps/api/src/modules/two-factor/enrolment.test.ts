import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorMessages } from '@store/shared/schemas/two-factor';
import { queryRows } from '../../db/client.ts';
import { buildTestApp, signIn, type TestApp } from '../../../test/app.ts';
import { codeAt, controlledClock, enrol, post, secondStepRow } from '../../../test/two-factor.ts';

let t: TestApp;
let clock: ReturnType<typeof controlledClock> | undefined;
let shoppers = 0;

/** A fresh shopper account and its token (any signed-in account may enrol). */
async function account() {
  const email = `enrol${++shoppers}@test.local`;
  return { email, token: await t.shopperToken(email) };
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  clock?.restore();
  clock = undefined;
});

describe('setting up two-step sign-in', () => {
  it('answers a base32 secret, its otpauth URL and a QR code, and keeps the secret sealed until enabled', async () => {
    const { email, token } = await account();
    const response = await post(t.app, '/api/User/2fa/setup', {}, token);
    expect(response.statusCode, response.body).toBe(200);
    const { secret, otpauth_url, qr_svg } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe(new URL(t.config.PUBLIC_URL).host);
    expect(decodeURIComponent(url.pathname)).toContain(email);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const row = await secondStepRow(t.database, email);
    expect(row.totp_secret).toBeTruthy();
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_enabled_at).toBeNull();
    // Not in force yet: a password sign-in still answers a token.
    expect(await signIn(t.app, email, 'shopper-pass-1')).toBeTruthy();

    const again = (await post(t.app, '/api/User/2fa/setup', {}, token)).json();
    expect(again.secret).not.toBe(secret);
    expect((await secondStepRow(t.database, email)).totp_secret).not.toBe(row.totp_secret);
    // The first secret no longer enables it.
    const stale = await post(t.app, '/api/User/2fa/enable', { code: codeAt(secret, Date.now()) }, token);
    expect(stale.statusCode).toBe(400);
    expect((await secondStepRow(t.database, email)).totp_enabled_at).toBeNull();
  });

  it('needs a signed-in account', async () => {
    expect((await post(t.app, '/api/User/2fa/setup', {})).statusCode).toBe(401);
  });
});

describe('enabling', () => {
  it('refuses a wrong code and changes nothing', async () => {
    const { email, token } = await account();
    const { secret } = (await post(t.app, '/api/User/2fa/setup', {}, token)).json();
    const wrong = String((Number(codeAt(secret, Date.now())) + 1) % 1_000_000).padStart(6, '0');
    const response = await post(t.app, '/api/User/2fa/enable', { code: wrong }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(twoFactorMessages.wrongCode);
    const row = await secondStepRow(t.database, email);
    expect(row.totp_enabled_at).toBeNull();
    expect(row.backup_codes).toBe(0);
  });

  it('refuses enabling before setting up', async () => {
    const { token } = await account();
    const response = await post(t.app, '/api/User/2fa/enable', { code: '123456' }, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(twoFactorMessages.notSetUp);
  });

  it('turns it on with a current code and shows ten backup codes once, stored only as hashes', async () => {
    const { email, token } = await account();
    clock = controlledClock();
    const { backupCodes } = await enrol(t.app, token);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(backupCodes).size).toBe(10);

    const row = await secondStepRow(t.database, email);
    expect(row.totp_enabled_at).not.toBeNull();
    expect(row.totp_last_step).toBe(Math.floor(clock.start / 30_000));
    expect(row.backup_codes).toBe(10);
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`SELECT code_hash FROM backup_codes WHERE user_id = ${row.user_id}`,
    );
    const everything = JSON.stringify(stored);
    for (const code of backupCodes) {
      expect(everything).not.toContain(code);
      expect(everything).not.toContain(code.replace('-', ''));
    }

    // Shown once: no way to have them (or a new secret) again while it is on.
    const setup = await post(t.app, '/api/User/2fa/setup', {}, token);
    expect(setup.statusCode).toBe(409);
    expect(setup.json().message).toBe(twoFactorMessages.alreadyEnabled);
    clock.at(1);
    expect((await post(t.app, '/api/User/2fa/enable', { code: '123456' }, token)).statusCode).toBe(409);
    expect((await secondStepRow(t.database, email)).totp_secret).toBe(row.totp_secret);
  });
});

describe('disabling', () => {
  it('refuses a wrong code, and the code already used to enable, and stays on', async () => {
    const { email, token } = await account();
    clock = controlledClock();
    const { secret } = await enrol(t.app, token);
    for (const code of ['000000', 'abcd-efgh', codeAt(secret, Date.now())]) {
      const response = await post(t.app, '/api/User/2fa/disable', { code }, token);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message).toBe(twoFactorMessages.wrongCode);
    }
    const row = await secondStepRow(t.database, email);
    expect(row.totp_enabled_at).not.toBeNull();
    expect(row.totp_secret).not.toBeNull();
    expect(row.backup_codes).toBe(10);
  });

  it('turns it off with the next code, removing the secret and the backup codes', async () => {
    const { email, token } = await account();
    clock = controlledClock();
    const { secret } = await enrol(t.app, token);
    const response = await post(t.app, '/api/User/2fa/disable', { code: codeAt(secret, clock.at(1)) }, token);
    expect(response.statusCode, response.body).toBe(204);
    const row = await secondStepRow(t.database, email);
    expect(row).toMatchObject({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, backup_codes: 0 });
    expect(await signIn(t.app, email, 'shopper-pass-1')).toBeTruthy();
    expect((await post(t.app, '/api/User/2fa/disable', { code: '123456' }, token)).statusCode).toBe(409);
  });

  it('turns it off with a backup code', async () => {
    const { email, token } = await account();
    const { backupCodes } = await enrol(t.app, token);
    const response = await post(t.app, '/api/User/2fa/disable', { code: backupCodes[3]!.toUpperCase() }, token);
    expect(response.statusCode, response.body).toBe(204);
    expect((await secondStepRow(t.database, email)).totp_enabled_at).toBeNull();
  });
});
