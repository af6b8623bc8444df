import { describe, expect, it } from 'vitest';
import { checkPinState, lookUpPin, stateOfAddress } from './pin-codes.ts';

describe('the PIN code directory (docs/product/checkout.md#address-book)', () => {
  it('knows the state and city of a PIN code', () => {
    expect(lookUpPin('560001')).toEqual({ pincode: '560001', city: 'Bengaluru Urban', states: ['Karnataka'] });
    expect(lookUpPin('110001')).toMatchObject({ city: 'Delhi', states: ['Delhi'] });
    expect(lookUpPin('400001')).toMatchObject({ city: 'Mumbai', states: ['Maharashtra'] });
    expect(lookUpPin('744101')?.states).toEqual(['Andaman and Nicobar Islands']);
  });

  it('places a PIN missing from the list by its prefix when all the prefix’s PINs are in one state', () => {
    const missing = Array.from({ length: 1000 }, (_, n) => `560${String(n).padStart(3, '0')}`).find(
      (pin) => lookUpPin(pin)?.city === null,
    );
    expect(missing).toBeDefined();
    expect(lookUpPin(missing!)).toEqual({ pincode: missing, city: null, states: ['Karnataka'] });
  });

  it('does not know a PIN outside the list, nor anything but 6 digits', () => {
    expect(lookUpPin('999001')).toBeNull();
    expect(lookUpPin('56001')).toBeNull();
    expect(lookUpPin('abcdef')).toBeNull();
  });

  it('refuses a state the PIN cannot be in, takes any spelling of the right one, accepts an unknown PIN', () => {
    expect(() => checkPinState({ postal_code: '560001', state: 'Delhi' })).toThrow(
      'State does not match the PIN code 560001.',
    );
    expect(() => checkPinState({ postal_code: '560001', state: 'Karnatka' })).toThrow();
    expect(() => checkPinState({ postal_code: '560001', state: 'karnataka' })).not.toThrow();
    expect(() => checkPinState({ postal_code: '110001', state: 'NCT of Delhi' })).not.toThrow();
    expect(() => checkPinState({ postal_code: '999001', state: 'Anywhere' })).not.toThrow();
  });

  it('places an address where its PIN code is, whatever state was typed', () => {
    expect(stateOfAddress({ postal_code: '560001', state: 'Delhi' })).toBe('Karnataka');
    expect(stateOfAddress({ postal_code: '110001', state: 'new delhi' })).toBe('Delhi');
    expect(stateOfAddress({ postal_code: '999001', state: 'Goa' })).toBe('Goa');
  });
});
