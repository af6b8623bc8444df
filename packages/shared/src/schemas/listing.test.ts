import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paging, stringList } from './listing.ts';

const query = z.object({ ...paging, brand: stringList });

describe('listing query', () => {
  it('defaults to page 1 of 24 and caps the page size at 100', () => {
    expect(query.parse({})).toEqual({ pagenumber: 1, pagesize: 24, sort: undefined, brand: [] });
    expect(query.parse({ pagesize: '500' }).pagesize).toBe(100);
    expect(query.parse({ pagenumber: '', sort: '' })).toMatchObject({ pagenumber: 1, sort: undefined });
  });

  it('accepts the four sorts only', () => {
    for (const sort of ['price_asc', 'price_desc', 'newest', 'popularity'])
      expect(query.parse({ sort }).sort).toBe(sort);
    expect(query.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(query.safeParse({ pagenumber: '0' }).success).toBe(false);
  });

  it('reads a repeated parameter as a list', () => {
    expect(query.parse({ brand: 'Urban Loom' }).brand).toEqual(['Urban Loom']);
    expect(query.parse({ brand: ['A', ' ', 'B'] }).brand).toEqual(['A', 'B']);
  });
});
