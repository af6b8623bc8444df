import { describe, expect, it } from 'vitest';
import { formatTimeLeft, timeLeftMs } from './countdown.ts';

describe('formatTimeLeft', () => {
  it('writes minutes and seconds', () => {
    expect(formatTimeLeft((14 * 60 + 32) * 1000)).toBe('14:32');
    expect(formatTimeLeft(15 * 60_000)).toBe('15:00');
    expect(formatTimeLeft(65_000)).toBe('1:05');
    expect(formatTimeLeft(9_000)).toBe('0:09');
  });

  it('rounds part of a second up, so 0:00 means the time has run out', () => {
    expect(formatTimeLeft(1)).toBe('0:01');
    expect(formatTimeLeft(59_001)).toBe('1:00');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(formatTimeLeft(-5_000)).toBe('0:00');
  });

  it('adds hours from an hour up', () => {
    expect(formatTimeLeft(60 * 60_000)).toBe('1:00:00');
    expect(formatTimeLeft((3600 + 5 * 60 + 9) * 1000)).toBe('1:05:09');
    expect(formatTimeLeft(24 * 60 * 60_000)).toBe('24:00:00');
  });
});

describe('timeLeftMs', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');
  it('counts down to the server’s expires_at and stops at zero', () => {
    expect(timeLeftMs('2026-11-22T10:14:32.000Z', now)).toBe((14 * 60 + 32) * 1000);
    expect(timeLeftMs('2026-11-22T09:59:00.000Z', now)).toBe(0);
    expect(timeLeftMs('not a time', now)).toBe(0);
  });
});
