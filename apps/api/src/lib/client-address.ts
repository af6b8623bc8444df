import ipaddr from 'ipaddr.js';

/**
 * Whether a request comes from this machine (docs/product/accounts.md#one-time-codes): development answers
 * one-time codes and verification codes only to such clients, so a store reachable from a network never hands
 * them out. IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1`) count as their IPv4 address.
 */
export function isLoopback(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const address = ipaddr.process(ip);
  return address.range() === 'loopback';
}

/**
 * The part of a client address that per-address limits count (docs/product/accounts.md#password-sign-in): an IPv4
 * address as it is, an IPv6 address by its /64 prefix, since one subscriber is handed a whole /64 and could
 * otherwise take a fresh address for every try.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}
