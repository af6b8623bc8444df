import { describe, expect, it } from 'vitest';
import { nationalNumber } from './phone-number';

describe('mobile number field', () => {
  it('keeps digits only, at most 10', () => {
    expect(nationalNumber('98a76-54')).toBe('987654');
    expect(nationalNumber('98765 43210')).toBe('9876543210');
    expect(nationalNumber('987654321099')).toBe('9876543210');
  });

  it('drops a country code or trunk 0 that came with a pasted number', () => {
    expect(nationalNumber('+91 98765 43210')).toBe('9876543210');
    expect(nationalNumber('+919876543210')).toBe('9876543210');
    expect(nationalNumber('91-98765-43210')).toBe('9876543210');
    expect(nationalNumber('09876543210')).toBe('9876543210');
  });

  it('does not mistake a number that starts with 91 for a country code', () => {
    expect(nationalNumber('9198765432')).toBe('9198765432');
  });
});
