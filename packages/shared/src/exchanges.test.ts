import { describe, expect, it } from 'vitest';
import { exchangeKeeps, exchangeProblem } from './exchanges';

const attributes = (size: string, colour: string) => [
  { attribute_name: 'Size', value: size },
  { attribute_name: 'Color', value: colour },
];
const bought = { productvariation_id: 1, attributes: attributes('M', 'Navy'), price: 93900 };

describe('what an exchange may ship', () => {
  it('another size of the same colour at the same price', () => {
    expect(exchangeProblem(bought, { productvariation_id: 2, attributes: attributes('L', 'Navy'), price: 93900 })).toBe(
      null,
    );
  });

  it('refuses the same variation, another colour, a colour the line did not have, and another price', () => {
    expect(exchangeProblem(bought, { ...bought })).toBe('same variation');
    expect(exchangeProblem(bought, { productvariation_id: 2, attributes: attributes('M', 'Red'), price: 93900 })).toBe(
      'other attributes',
    );
    const plain = { productvariation_id: 1, attributes: [{ attribute_name: 'size', value: 'M' }], price: 50000 };
    expect(exchangeProblem(plain, { productvariation_id: 2, attributes: attributes('L', 'Red'), price: 50000 })).toBe(
      'other attributes',
    );
    expect(
      exchangeProblem(bought, { productvariation_id: 2, attributes: attributes('L', 'Navy'), price: 129900 }),
    ).toBe('other price');
    expect(exchangeProblem(bought, { productvariation_id: 2, attributes: attributes('L', 'Navy'), price: 49900 })).toBe(
      'other price',
    );
  });

  it('names what an exchange keeps', () => {
    expect(exchangeKeeps(bought)).toBe('Navy');
  });
});
