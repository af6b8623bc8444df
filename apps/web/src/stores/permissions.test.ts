import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { refreshAccessAfter } from './permissions';

describe('re-reading the permissions after a 403', () => {
  it('asks GET /api/admin/me again after any refused admin call, but not after its own 403 (a shopper)', () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    refreshAccessAfter('/admin/products');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['admin-me'] });
    invalidate.mockClear();
    // Its own 403 would ask again for ever.
    refreshAccessAfter('/admin/me');
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });
});
