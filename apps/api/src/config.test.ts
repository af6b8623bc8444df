import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/app.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, DEMO_STORE, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'store-config-'));

/** The environment without one variable. */
function without<T extends Record<string, string>>(env: T, name: keyof T): Record<string, string> {
  const { [name]: _dropped, ...rest } = env;
  return rest;
}

describe('configuration', () => {
  it('has documented development defaults and keeps a generated secret in the data folder', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      PORT: 5000,
      ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL,
      ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD,
      isProduction: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    const secret = readFileSync(path.join(dir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(new TextDecoder().decode(loadConfig({ DATA_DIR: dir }).jwtSecret)).toBe(secret);
  });

  it('refuses production without JWT_SECRET, with the default admin password or with an unasked-for payment sandbox', () => {
    const production = { ...PRODUCTION_ENV, DATA_DIR: dataDir() };
    expect(loadConfig(production).isProduction).toBe(true);
    expect(() => loadConfig(without(production, 'JWT_SECRET'))).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toThrow(
      /ADMIN_PASSWORD must be set/,
    );
    expect(() => loadConfig(without(production, 'SMTP_URL'))).toThrow(/SMTP_URL is required/);
    expect(() => loadConfig(without(production, 'PAYMENTS_SANDBOX'))).toThrow(/refuses the payment sandbox/);
    const live = {
      ...without(production, 'PAYMENTS_SANDBOX'),
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
    };
    expect(loadConfig({ ...live, RAZORPAY_WEBHOOK_SECRET: 'whsec-0123456789' }).isProduction).toBe(true);
  });

  it('refuses in production an admin password that is short or common, naming ADMIN_PASSWORD', () => {
    const production = { ...PRODUCTION_ENV, DATA_DIR: dataDir() };
    for (const weak of [
      'password',
      'short-pw',
      'password1234',
      'qwertyuiop123',
      `${DEFAULT_ADMIN_EMAIL}1`,
      'aaaaaaaaaaaaaaaa',
    ]) {
      expect(() => loadConfig({ ...production, ADMIN_PASSWORD: weak }), weak).toThrow(/^ADMIN_PASSWORD /);
    }
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'short-pw' })).toThrow(/at least 12 characters/);
    expect(loadConfig({ ...production, ADMIN_PASSWORD: 'tangerine-Kettle-orbit-42' }).ADMIN_PASSWORD).toBe(
      'tangerine-Kettle-orbit-42',
    );
    // Development keeps its documented default.
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_PASSWORD: 'password' }).ADMIN_PASSWORD).toBe('password');
  });

  it('refuses in production a JWT_SECRET with little entropy, naming it', () => {
    const production = { ...PRODUCTION_ENV, DATA_DIR: dataDir() };
    const weak = [
      'x'.repeat(40),
      'abcdefghijklmnop'.repeat(3),
      '0123456789'.repeat(4),
      'passwordpasswordpasswordpassword1',
    ];
    for (const secret of weak) {
      expect(() => loadConfig({ ...production, JWT_SECRET: secret }), secret).toThrow(
        /^JWT_SECRET has too little entropy/,
      );
    }
    const random = 'Zp3W8kQ1tLx7Vb9Nc2Rf6Hy4Jm0Gd5Se';
    expect(new TextDecoder().decode(loadConfig({ ...production, JWT_SECRET: random }).jwtSecret)).toBe(random);
  });

  it('refuses in production a missing PUBLIC_URL, and Razorpay keys without RAZORPAY_WEBHOOK_SECRET', () => {
    const production = { ...PRODUCTION_ENV, DATA_DIR: dataDir() };
    expect(() => loadConfig(without(production, 'PUBLIC_URL'))).toThrow(/^PUBLIC_URL is required/);
    expect(loadConfig(production).PUBLIC_URL).toBe('https://shop.example.com');
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' };
    expect(() => loadConfig({ ...production, ...keys })).toThrow(/^RAZORPAY_WEBHOOK_SECRET is required/);
    expect(() => loadConfig({ ...production, ...keys, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET/,
    );
    // Development may try the keys without webhooks.
    expect(loadConfig({ DATA_DIR: dataDir(), ...keys }).RAZORPAY_KEY_ID).toBe('rzp_live_x');
  });

  it('seeds the demo catalogue (and its coupons) by default in development, in production only with SEED_DEMO=1', () => {
    const production = { ...PRODUCTION_ENV, DATA_DIR: dataDir() };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '1' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it('listens on loopback in development unless HOST is set, and on every interface in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = { ...PRODUCTION_ENV, DATA_DIR: dataDir() };
    expect(loadConfig(production).HOST).toBe('0.0.0.0');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url', DATA_DIR: dataDir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir() })).toThrow(/JWT_SECRET must be at least 32/);
  });

  it('reads TRUST_PROXY as no proxy, every proxy, a hop count (a number) or validated addresses and ranges', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust(' 10.0.0.1 , 172.16.0.0/12,::1, fd00::/8, loopback ')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['10.0.0.300', '10.0.0.0/33', 'proxy.example.com', '10.1', '1.5', ',']) {
      expect(() => trust(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });

  it('names the seller of tax invoices: a demo business in development, checked GSTIN and state, none in production without STORE_GSTIN', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).store).toEqual(DEMO_STORE);
    const maharashtra = loadConfig({
      DATA_DIR: dataDir(),
      STORE_GSTIN: '27aapfu0939f1zv',
      STORE_LEGAL_NAME: 'Example Apparel LLP',
      STORE_ADDRESS: '1 Linking Road, Mumbai 400050',
    }).store;
    expect(maharashtra).toEqual({
      legalName: 'Example Apparel LLP',
      gstin: '27AAPFU0939F1ZV',
      address: '1 Linking Road, Mumbai 400050',
      state: 'Maharashtra',
      stateCode: '27',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORE_GSTIN: '27AAPFU0939F1ZX' })).toThrow(
      /STORE_GSTIN.*check character/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORE_GSTIN: 'ABC' })).toThrow(/STORE_GSTIN/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORE_STATE: 'Atlantis' })).toThrow(/STORE_STATE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORE_GSTIN: '27AAPFU0939F1ZV', STORE_STATE: 'Karnataka' })).toThrow(
      /starts with 27 but STORE_STATE is Karnataka/,
    );
    const production = { ...PRODUCTION_ENV, DATA_DIR: dataDir() };
    expect(loadConfig(production).store).toBeNull();
    expect(() => loadConfig({ ...production, STORE_GSTIN: '27AAPFU0939F1ZV' })).toThrow(
      /STORE_LEGAL_NAME and STORE_ADDRESS/,
    );
  });
});

describe('object storage settings (docs/decisions/014-object-storage.md)', () => {
  const s3 = {
    S3_ENDPOINT: 'https://s3.example.com',
    S3_BUCKET: 'store-media',
    S3_ACCESS_KEY_ID: 'key-id',
    S3_SECRET_ACCESS_KEY: 'key-secret',
  };

  it('keeps images in the local media folder when none of S3_* is set, even as empty values', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    const empty = { S3_ENDPOINT: '', S3_BUCKET: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_REGION: '' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...empty }).s3).toBeUndefined();
  });

  it('uses S3 when all four are set, in us-east-1 unless S3_REGION says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...s3 }).s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'store-media',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'key-secret',
      publicUrl: undefined,
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...s3,
      S3_REGION: 'ap-south-1',
      S3_PUBLIC_URL: 'https://cdn.example.com/media/',
    });
    expect(config.s3).toMatchObject({ region: 'ap-south-1', publicUrl: 'https://cdn.example.com/media' });
  });

  it('refuses some of the four without the others, naming the missing ones', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...partial })).toThrow(
      'Object storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together (or none of them, for the local media folder); missing: S3_BUCKET, S3_SECRET_ACCESS_KEY.',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'only-a-bucket' })).toThrow(
      /missing: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\.$/,
    );
  });

  it('refuses S3_PUBLIC_URL without the bucket, and endpoints that are not URLs', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      /S3_PUBLIC_URL is set but object storage is not/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...s3, S3_ENDPOINT: 's3.example.com' })).toThrow(
      /S3_ENDPOINT must be a URL/,
    );
  });
});
