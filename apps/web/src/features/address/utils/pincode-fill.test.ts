import { describe, expect, it } from 'vitest';
import { emptyAddressForm } from './address-form';
import { fillFromPincode } from './pincode-fill';

const bengaluru = {
  pincode: '560001',
  known: true,
  city: 'Bengaluru Urban',
  state: 'Karnataka',
  states: ['Karnataka'],
};
const form = (values: Partial<ReturnType<typeof emptyAddressForm>>) => ({ ...emptyAddressForm(), ...values });

describe('filling city and state from the PIN code', () => {
  it('fills an empty city and state', () => {
    expect(fillFromPincode(form({ postal_code: '560001' }), bengaluru, null)).toMatchObject({
      city: 'Bengaluru Urban',
      state: 'Karnataka',
    });
  });

  it('keeps a city the shopper typed and a right state in any spelling', () => {
    const typed = form({ postal_code: '560001', city: 'Bangalore', state: 'karnataka' });
    expect(fillFromPincode(typed, bengaluru, null)).toBe(typed);
  });

  it('replaces a state the PIN cannot be in, and a city an earlier PIN filled', () => {
    const stale = form({ postal_code: '560001', city: 'Delhi', state: 'Delhi' });
    expect(fillFromPincode(stale, bengaluru, 'Delhi')).toMatchObject({ city: 'Bengaluru Urban', state: 'Karnataka' });
  });

  it('changes nothing for an unknown PIN or an answer for a PIN no longer typed', () => {
    const values = form({ postal_code: '999001' });
    expect(fillFromPincode(values, { ...bengaluru, pincode: '999001', known: false }, null)).toBe(values);
    const moved = form({ postal_code: '560002' });
    expect(fillFromPincode(moved, bengaluru, null)).toBe(moved);
  });
});
