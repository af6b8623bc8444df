import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { vi } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { bearer } from './app.ts';

/** The code an authenticator app shows for `secret` at `epochMs` (milliseconds, like the test clock). */
export const codeAt = (secret: string, epochMs: number) => generateSync({ secret, epoch: Math.floor(epochMs / 1000) });

/**
 * A controlled clock for codes: only `Date` is faked (timers stay real for the database), starting 10 s into a
 * 30-second step close to the real time, so tokens signed meanwhile stay valid.
 */
export function controlledClock() {
  const start = Math.floor(Date.now() / 30_000) * 30_000 + 10_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return {
    start,
    /** Moves the clock to `steps` 30-second steps after the start (negative: before). */
    at(steps: number) {
      vi.setSystemTime(start + steps * 30_000);
      return start + steps * 30_000;
    },
    restore: () => vi.useRealTimers(),
  };
}

export const post = (app: FastifyInstance, url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** Enrols the account of `token`: set-up, then the app's current code; answers the secret and the backup codes. */
export async function enrol(app: FastifyInstance, token: string) {
  const setup = await post(app, '/api/User/2fa/setup', {}, token);
  if (setup.statusCode !== 200) throw new Error(`2fa setup failed: ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post(app, '/api/User/2fa/enable', { code: codeAt(secret, Date.now()) }, token);
  if (enabled.statusCode !== 200) throw new Error(`2fa enable failed: ${enabled.body}`);
  return { secret, backupCodes: (enabled.json() as { backup_codes: string[] }).backup_codes };
}

/** The two-step columns of an account as the database holds them. */
export async function secondStepRow(database: Database, email: string) {
  const [row] = await queryRows<SecondStepRow>(
    database.db,
    sql`
    SELECT user_id, totp_secret, totp_enabled_at, totp_last_step, token_version, last_sign_in_at, role,
      (SELECT count(*)::int FROM backup_codes b WHERE b.user_id = u.user_id) AS backup_codes,
      (SELECT count(*)::int FROM backup_codes b WHERE b.user_id = u.user_id AND b.used_at IS NOT NULL) AS used_codes
    FROM users u WHERE lower(email) = ${email.toLowerCase()}`,
  );
  return row!;
}

export interface SecondStepRow {
  user_id: number;
  totp_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number | null;
  token_version: number;
  last_sign_in_at: string | null;
  role: string;
  backup_codes: number;
  used_codes: number;
}
