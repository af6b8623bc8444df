import ipaddr from 'ipaddr.js';
import { z } from 'zod';

// Field types the environment schema shares (docs/configuration.md).

export const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** proxy-addr's names for the loopback, link-local and unique-local ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) =>
  PROXY_RANGE_NAMES.has(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  ipaddr.IPv6.isValidCIDR(entry);

/**
 * Which proxies may name the client in X-Forwarded-For (docs/decisions/011-production-refuses-unsafe-defaults.md):
 * empty or `false` none, `true` every one, a whole number that many hops (as a number: Fastify would read the text
 * `1` as the address 0.0.0.1), otherwise a comma-separated list of addresses and CIDR ranges.
 */
export const trustProxy = z
  .string()
  .default('')
  .transform((value, context): boolean | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `not an address or CIDR range: ${wrong.join(', ') || text} (use empty, false, true, a hop count, or addresses/CIDRs separated by commas)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A free-text setting; empty counts as unset. */
export function optionalSetting(max: number) {
  return z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(max, `at most ${max} characters`).optional());
}

/** An optional text where an empty value (`S3_BUCKET=` in an .env file) counts as unset. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
