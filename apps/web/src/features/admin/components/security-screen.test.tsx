import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setTokenSource } from '@/lib/api-client';
import type { AdminAccess } from '@/lib/permissions';
import { useAuthStore } from '@/stores/auth';
import { adminAccessQuery } from '@/stores/permissions';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, svgDataUrl } from '../api/two-step';
import { SECURITY_TEXT, SecurityScreen, securityFailure } from './security-screen';
import { BackupCodes, groupedSecret, isTotpCode, ScanStep, totpCode } from './security-steps';
import type * as AuthModule from '@/stores/auth';
import { scriptedFetch } from '@/lib/testing/scripted-fetch';

// The screen renders as in the browser after hydration, with the member signed in.
vi.mock('@/hooks/use-hydrated', () => ({ useHydrated: () => true }));
vi.mock('@/stores/auth', async (original) => {
  const auth = await original<typeof AuthModule>();
  const useAuth = () => {
    const { token, user, signIn, signOut } = auth.useAuthStore.getState();
    return { token, user, checking: false, signIn, signOut, isAdmin: auth.isAdmin(user) };
  };
  return { ...auth, useAuth };
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `ab${index}d-ef${index}h`);

function screenFor(change: Partial<AdminAccess>) {
  const claims = { sub: '7', email: 'ravi@store.local', name: 'Ravi', role: 'fulfilment', exp: 4102444800 };
  useAuthStore.getState().signIn(`x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`);
  const client = new QueryClient();
  client.setQueryData(adminAccessQuery('ravi@store.local').queryKey, {
    role: 'fulfilment',
    permissions: ['orders.read'],
    two_factor_enabled: false,
    two_factor_required: false,
    ...change,
  });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SecurityScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
  useAuthStore.getState().signOut();
});

describe('setting up two-step sign-in', () => {
  it('asks for a secret, turns it on with a current code, and gets the ten backup codes once', async () => {
    setTokenSource(() => 'member token');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>';
    const fetch = scriptedFetch(
      [200, { secret: SECRET, otpauth_url: `otpauth://totp/Store:ravi?secret=${SECRET}`, qr_svg: svg }],
      [200, { backup_codes: CODES }],
      [204, undefined],
    );
    const setup = await setUpTwoFactor();
    expect(setup.secret).toBe(SECRET);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    await expect(enableTwoFactor(totpCode('123 456'))).resolves.toEqual({ backup_codes: CODES });
    await disableTwoFactor('654321');
    const calls = fetch.mock.calls.map(([url, init]) => [
      url,
      init?.body,
      (init?.headers as Record<string, string>).authorization,
    ]);
    expect(calls).toEqual([
      ['/api/User/2fa/setup', '{}', 'Bearer member token'],
      ['/api/User/2fa/enable', '{"code":"123456"}', 'Bearer member token'],
      ['/api/User/2fa/disable', '{"code":"654321"}', 'Bearer member token'],
    ]);
    expect(
      securityFailure(new ApiError(400, 'That code is not right. Check your authenticator app and try again.')),
    ).toBe('That code is not right. Check your authenticator app and try again.');
  });

  it('shows the QR code as an image, so nothing in the SVG runs in the page, and the key as text', () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const html = renderToStaticMarkup(
      <ScanStep setup={{ secret: SECRET, otpauth_url: '', qr_svg: hostile }}>
        <p>code form</p>
      </ScanStep>,
    );
    expect(html).toContain(`src="${svgDataUrl(hostile).replace(/&/g, '&amp;')}"`);
    expect(svgDataUrl(hostile)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<script');
    expect(html).toContain(groupedSecret(SECRET));
    expect(groupedSecret(SECRET)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it('lists the ten backup codes with Copy and Download, and Done waits for "I have saved them"', () => {
    const noop = () => {};
    const props = { codes: CODES, onSaved: noop, onCopy: noop, onDownload: noop, onDone: noop };
    const unsaved = renderToStaticMarkup(<BackupCodes {...props} saved={false} />);
    for (const code of CODES) expect(unsaved).toContain(`<li>${code}</li>`);
    expect(unsaved).toContain('>Copy</button>');
    expect(unsaved).toContain('>Download</button>');
    expect(unsaved).toContain('I have saved them');
    expect(unsaved).toMatch(/<button[^>]*disabled=""[^>]*>Done<\/button>/);
    const saved = renderToStaticMarkup(<BackupCodes {...props} saved />);
    expect(saved).not.toMatch(/<button[^>]*disabled=""[^>]*>Done<\/button>/);
  });

  it('says whether it is on, offers Set up or Turn off, and why the store sends the member here', () => {
    const off = screenFor({});
    expect(off).toContain(SECURITY_TEXT.off);
    expect(off).toContain('>Set up</button>');
    expect(off).not.toContain(SECURITY_TEXT.required);
    const required = screenFor({ two_factor_required: true });
    expect(required).toContain(SECURITY_TEXT.required);
    const on = screenFor({ two_factor_enabled: true });
    expect(on).toContain(SECURITY_TEXT.on);
    expect(on).toContain('>Turn off</button>');
    expect(on).not.toContain('>Set up</button>');
  });
});
