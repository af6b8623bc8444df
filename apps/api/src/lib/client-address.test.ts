import { describe, expect, it } from 'vitest';
import { addressKey, isLoopback } from './client-address.ts';

describe('client addresses', () => {
  it('knows loopback clients, IPv4, IPv6 and IPv4-mapped', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('127.8.9.10')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.20')).toBe(false);
    expect(isLoopback('::ffff:10.0.0.1')).toBe(false);
    expect(isLoopback('2001:db8::1')).toBe(false);
    expect(isLoopback('not an address')).toBe(false);
  });

  it('counts IPv6 clients by their /64 and IPv4 clients by their address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).not.toBe(addressKey('203.0.113.8'));
  });
});
