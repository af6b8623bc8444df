import { describe, expect, it } from 'vitest';
import { readCustomerSearch, writeCustomerSearch } from './customer-search';

const read = (query: string) => readCustomerSearch(new URLSearchParams(query));

describe('customer list URL state', () => {
  it('reads the search and page, falling back to page 1 for anything but a positive whole number', () => {
    expect(read('q=asha&pageNumber=3')).toEqual({ q: 'asha', pageNumber: 3 });
    expect(read('')).toEqual({ q: '', pageNumber: 1 });
    expect(read('pageNumber=0').pageNumber).toBe(1);
    expect(read('pageNumber=-2').pageNumber).toBe(1);
    expect(read('pageNumber=2.5').pageNumber).toBe(1);
    expect(read('pageNumber=abc').pageNumber).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('goes back to page 1 on a new search and keeps the page when only paging', () => {
    const current = { q: 'asha', pageNumber: 4 };
    expect(writeCustomerSearch(current, { q: 'ravi' }).toString()).toBe('q=ravi');
    expect(writeCustomerSearch(current, { q: ' asha ' }).toString()).toBe('q=asha&pageNumber=4');
    expect(writeCustomerSearch(current, { pageNumber: 5 }).toString()).toBe('q=asha&pageNumber=5');
  });

  it('leaves defaults out of the address', () => {
    expect(writeCustomerSearch({ q: 'asha', pageNumber: 2 }, { q: '' }).toString()).toBe('');
    expect(writeCustomerSearch({ q: '', pageNumber: 2 }, { pageNumber: 1 }).toString()).toBe('');
  });
});
