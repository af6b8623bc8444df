import { api } from '@/lib/api-client';

// Setting up and turning off two-step sign-in on the Security page (docs/product/admin.md#two-step-sign-in).

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  /** An SVG document drawn by our own API; shown as an image, never inserted as markup. */
  qr_svg: string;
}

/** POST /User/2fa/setup: a new secret to scan; nothing changes until a code of it is entered. */
export function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return api.post<TwoFactorSetup>('/User/2fa/setup', {});
}

/** POST /User/2fa/enable: a current code turns two-step sign-in on and answers the ten backup codes, once. */
export function enableTwoFactor(code: string): Promise<{ backup_codes: string[] }> {
  return api.post<{ backup_codes: string[] }>('/User/2fa/enable', { code: code.trim() });
}

/** POST /User/2fa/disable: a current code turns it off. */
export function disableTwoFactor(code: string): Promise<void> {
  return api.post<void>('/User/2fa/disable', { code: code.trim() });
}

/** The QR code as an image address: the SVG text as data, so nothing of it runs in the page. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
