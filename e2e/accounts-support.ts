import { spawn } from 'node:child_process';
import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export async function storedAuth(page: Page): Promise<{ token: string | null; user: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

/** The development store answers the code it sent through the console SMS provider (`dev_code`). */
export async function sendCodeByApi(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.post('/api/Otp/send-otp', { data: { phone_number: phone } });
  expect(response.status(), await response.text()).toBe(200);
  const { dev_code } = (await response.json()) as { dev_code?: string };
  expect(dev_code).toMatch(/^\d{6}$/);
  return dev_code!;
}

/** A six-digit code that is not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Fires a paste of `text` on an element, as a shopper pasting a code from the SMS app would. */
export async function pasteInto(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).focus();
  await page.getByLabel(label).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

// --- Google sign-in against a local identity provider -------------------------------------------------

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const GOOGLE_CLIENT_ID = 'store-e2e.apps.googleusercontent.com';

/** How long the Google test store may take to start (the hook that starts it gets a little more). */
export const GOOGLE_STORE_START_MS = 120_000;

function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

/** An RS256 JWT signed with `key`, named by `kid`, as Google's ID tokens are. */
function signJwt(claims: Record<string, unknown>, key: KeyObject, kid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iat: now, exp: now + 3600, ...claims }));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(key);
  return `${header}.${payload}.${base64url(signature)}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface GoogleStore {
  baseURL: string;
  /** A Google ID token for our client id, signed by the local key set the store trusts. */
  idToken: (claims: Record<string, unknown>) => string;
  /** The same claims signed by a key the store does not know (a forgery). */
  forgedIdToken: (claims: Record<string, unknown>) => string;
  close: () => Promise<void>;
}

/**
 * A second store, built like the one under test, with GOOGLE_CLIENT_ID set and Google's key URL pointing at
 * a local HTTP server that serves a generated RSA key set (the e2e store itself has no Google client id).
 * No demo catalogue, so it starts in seconds.
 */
export async function startGoogleStore(): Promise<GoogleStore> {
  const kid = `e2e-${randomUUID()}`;
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...keys.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const jwks: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-e2e-google-'));
  const store = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: jwksUrl,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (store.exitCode === null && store.signalCode === null) {
      const exited = new Promise((resolve) => store.once('exit', resolve));
      store.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => jwks.close(() => resolve()));
  };
  // A fresh PGlite store migrates before it answers; on a busy machine that takes a while.
  const deadline = Date.now() + GOOGLE_STORE_START_MS;
  for (;;) {
    if (store.exitCode !== null) {
      await close();
      throw new Error(`The Google test store exited early (${store.exitCode}).`);
    }
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error('The Google test store did not start in time.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const google = (claims: Record<string, unknown>) => ({
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    email_verified: true,
    ...claims,
  });
  return {
    baseURL,
    idToken: (claims) => signJwt(google(claims), keys.privateKey, kid),
    forgedIdToken: (claims) => signJwt(google(claims), stranger.privateKey, kid),
    close,
  };
}

/**
 * Stands in for Google Identity Services (https://accounts.google.com/gsi/client) in the browser: the page
 * loads it exactly as the real script (so the store's CSP must allow it), and its button hands the page
 * `credential` for the client id the page initialised it with, as Google does after the account chooser.
 */
export async function fakeGoogleIdentityServices(page: Page, credential: () => string): Promise<void> {
  await page.route('https://accounts.google.com/gsi/client', async (route) => {
    const body = `
      window.google = { accounts: { id: {
        initialize(options) { window.__gisOptions = options; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Sign in with Google';
          button.onclick = () => window.__gisOptions.callback({ credential: ${JSON.stringify(credential())}, select_by: 'btn' });
          parent.append(button);
        },
      } } };`;
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      headers: { 'cache-control': 'no-store' },
      body,
    });
  });
}

/**
 * The Register or Profile form's code step (docs/product/accounts.md#mobile-number): reads the TEST MODE hint of the
 * development store, types the code and presses `submit`.
 */
export async function proveNumberOnPage(page: Page, phoneNumber: string, submit: string) {
  await expect(page.getByText(`Enter the 6-digit code we sent to +91 ${phoneNumber}`)).toBeVisible();
  const hint = page.getByTestId('otp-test-mode');
  await expect(hint).toContainText('TEST MODE');
  const code = /(\d{6})/.exec((await hint.textContent()) ?? '')![1]!;
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: submit })).toBeDisabled();
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: submit }).click();
}
