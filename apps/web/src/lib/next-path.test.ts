import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './next-path';

describe('where a sign-in continues', () => {
  it('keeps a path of this store, with its query', () => {
    expect(safeNextPath('/DeliveryAddress')).toBe('/DeliveryAddress');
    expect(safeNextPath('/OrderDetails/12?tab=items')).toBe('/OrderDetails/12?tab=items');
  });

  it('drops anything that could leave the site (open redirect)', () => {
    for (const raw of [
      'https://evil.example',
      '//evil.example/DeliveryAddress',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      ' /DeliveryAddress',
      '/\u0009/evil.example',
      'DeliveryAddress',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(raw), String(raw)).toBeNull();
    }
  });

  it('never continues to a sign-in screen', () => {
    expect(safeNextPath('/Login?next=/Orders')).toBeNull();
    expect(safeNextPath('/loginotp')).toBeNull();
  });

  it('builds the sign-in link with the destination encoded, or the plain screen', () => {
    expect(withNext('/Login', '/DeliveryAddress')).toBe('/Login?next=%2FDeliveryAddress');
    expect(withNext('/Login', '//evil.example')).toBe('/Login');
    expect(withNext('/LoginOtp', null)).toBe('/LoginOtp');
    expect(withNext('/Login', '/Dashboard')).toBe('/Login');
  });
});
