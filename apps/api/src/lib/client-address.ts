import type { FastifyRequest } from 'fastify';
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

/** Headers by which a proxy tells whose request it passes on; a request carrying one came from elsewhere. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const;

/**
 * Whether a request was made on this machine (docs/security.md#local-only-answers): the socket's own address is
 * loopback AND no forwarding header is present. Never `request.ip`: with TRUST_PROXY set it is read from
 * X-Forwarded-For, which any client writes, and a proxy on this machine would make every visitor look local.
 */
export function isLocalRequest(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  const socketAddress = request.socket.remoteAddress;
  if (socketAddress === undefined || !isLoopback(socketAddress)) return false;
  return FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
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
