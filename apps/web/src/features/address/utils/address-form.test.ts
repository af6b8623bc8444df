import { describe, expect, it } from 'vitest';
import type { UserAddress } from '@store/shared/schemas/address';
import {
  addressFormFrom,
  addressLines,
  emptyAddressForm,
  serverFieldErrors,
  validateAddressForm,
} from './address-form';

const stored: UserAddress = {
  useraddress_id: 7,
  user_name: 'asha@example.com',
  first_name: 'Asha',
  last_name: null,
  house_number: '12B',
  street_number: 'MG Road',
  landmark: null,
  postal_code: '560001',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'Indiranagar',
  phone: '9876543210',
  is_default: true,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

describe('address form', () => {
  it('starts empty, as Home, with the default box clear (nothing ticked for the shopper)', () => {
    expect(emptyAddressForm()).toMatchObject({ first_name: '', label: 'Home', is_default: false });
  });

  it('gives the form messages and sends nothing when required fields are blank', () => {
    const result = validateAddressForm({ ...emptyAddressForm(), last_name: 'Rao', landmark: 'x' }, 'asha@example.com');
    expect(result).toEqual({
      errors: {
        first_name: 'Name required',
        phone: 'required',
        house_number: 'required',
        street_number: 'required',
        postal_code: 'required',
        city: 'required',
        state: 'required',
      },
    });
  });

  it('does not enforce the country field even though it is starred, and keeps the label out of the payload', () => {
    const result = validateAddressForm(
      { ...addressFormFrom(stored), country: '', label: 'Work', is_default: true },
      'asha@example.com',
    );
    expect(result).toEqual({
      payload: {
        user_name: 'asha@example.com',
        first_name: 'Asha',
        last_name: null,
        phone: '9876543210',
        house_number: '12B',
        street_number: 'MG Road',
        landmark: null,
        country: null,
        postal_code: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
        is_default: true,
      },
    });
  });

  it('refuses letters in the mobile number with the shared message', () => {
    expect(validateAddressForm({ ...addressFormFrom(stored), phone: '98765abc' }, 'a@b.c')).toEqual({
      errors: { phone: 'Enter digits only' },
    });
  });

  it('prefills the edit form, with the default box not bound to the address', () => {
    expect(addressFormFrom(stored)).toMatchObject({
      first_name: 'Asha',
      last_name: '',
      landmark: '',
      is_default: false,
    });
  });

  it("keeps only the form's own fields from a server 400", () => {
    expect(serverFieldErrors({ city: 'required', user_name: 'x' })).toEqual({ city: 'required' });
  });

  it('writes an address as lines, leaving out empty parts', () => {
    expect(addressLines(stored)).toEqual(['12B, MG Road', 'Indiranagar, Bengaluru', 'Karnataka - 560001']);
  });
});
