import { describe, expect, it } from 'vitest';
import { priceAfterPercent, priceFieldsOf, pricePayload, withPriceChange } from './discount';

const empty = { price: '', discount_price: '', discount: '' };

describe('discount fields', () => {
  it('sets the discount price from a percent, rounded to the paisa like the server', () => {
    expect(priceAfterPercent(799, 25)).toBe(599.25);
    expect(priceAfterPercent(1499, 20)).toBe(1199.2);
    const fields = withPriceChange({ ...empty, price: '799' }, 'discount', '25');
    expect(fields).toEqual({ price: '799', discount: '25', discount_price: '599.25' });
    expect(withPriceChange(fields, 'discount', '')).toEqual({ price: '799', discount: '', discount_price: '' });
    expect(withPriceChange(fields, 'discount', '0').discount_price).toBe('');
  });

  it('recomputes the percent (rounded down) from a discount price or a new price', () => {
    const fields = withPriceChange({ ...empty, price: '799' }, 'discount_price', '599');
    expect(fields.discount).toBe('25');
    expect(withPriceChange(fields, 'price', '1198').discount).toBe('50');
    expect(withPriceChange(fields, 'discount_price', '').discount).toBe('');
    // A price typed before the discount price leaves the percent alone until both exist.
    expect(withPriceChange(empty, 'price', '500')).toEqual({ ...empty, price: '500' });
  });

  it('leaves half-typed values as typed', () => {
    expect(withPriceChange({ ...empty, price: '799' }, 'discount', '150')).toEqual({
      price: '799',
      discount: '150',
      discount_price: '',
    });
    expect(withPriceChange({ ...empty, price: '' }, 'discount', '10')).toEqual({
      price: '',
      discount: '10',
      discount_price: '',
    });
  });

  it('sends the discount price when there is one, else the percent', () => {
    expect(pricePayload({ price: '799', discount_price: '599', discount: '25' })).toEqual({
      price: '799',
      discount_price: '599',
    });
    expect(pricePayload({ price: '', discount_price: '', discount: '10' })).toEqual({
      price: '',
      discount_price: '',
      discount: '10',
    });
  });

  it('shows no discount as blank fields', () => {
    expect(priceFieldsOf({ price: 1999, discount_price: 1999, discount: 0 })).toEqual({
      price: '1999',
      discount_price: '',
      discount: '',
    });
    expect(priceFieldsOf({ price: 799, discount_price: 599, discount: 25 })).toEqual({
      price: '799',
      discount_price: '599',
      discount: '25',
    });
    expect(priceFieldsOf(null)).toEqual(empty);
  });
});
