import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';

/**
 * Time-based one-time passwords as authenticator apps make them: RFC 6238 with SHA-1, 6 digits, 30-second steps
 * (otplib's defaults, stated here because apps assume them). A code of the previous, current or next step is
 * accepted, for clocks a little apart (docs/product/staff.md#two-step-sign-in).
 */
export const TOTP = { algorithm: 'sha1', digits: 6, period: 30, toleranceSteps: 1 } as const;

/** The clock codes are checked against, in whole seconds (tests move it with fake timers). */
export const epochSeconds = () => Math.floor(Date.now() / 1000);

export const stepAt = (epoch: number) => Math.floor(epoch / TOTP.period);

/** A fresh 160-bit secret in base32, as authenticator apps take it. */
export const newTotpSecret = () => generateSecret();

/** The otpauth:// URL an authenticator app reads from the QR code: the store's host as issuer, the email as label. */
export function otpauthUrl(issuer: string, email: string, secret: string): string {
  return generateURI({
    issuer,
    label: email,
    secret,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
  });
}

/** The QR code of `text` as an SVG document, drawn on the server (no third-party image service). */
export const qrSvg = (text: string) => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/**
 * The step `code` belongs to within the window around `epoch`, skipping steps at or before `afterStep` (a code is
 * never accepted twice), or null when it matches none.
 */
export function matchTotpStep(secret: string, code: string, epoch: number, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const last = stepAt(epoch) + TOTP.toleranceSteps;
  if (afterStep !== null && afterStep >= last) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    epochTolerance: TOTP.period * TOTP.toleranceSteps,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
