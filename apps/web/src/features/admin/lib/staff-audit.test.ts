import { describe, expect, it } from 'vitest';
import { auditRecord, changeRows, filtersFromParams, paramsFromFilters } from './audit';
import { staffActions, staffInviteInput } from './staff';

describe('the actions of a row of Staff', () => {
  it('gives the owner row none, an invitation Withdraw, a member the rest', () => {
    expect(staffActions({ role: 'admin', status: 'active', two_factor_enabled: true })).toEqual([]);
    expect(staffActions({ role: 'support', status: 'invited', two_factor_enabled: false })).toEqual(['withdraw']);
    expect(staffActions({ role: 'support', status: 'active', two_factor_enabled: false })).toEqual([
      'role',
      'suspend',
      'remove',
    ]);
    expect(staffActions({ role: 'fulfilment', status: 'suspended', two_factor_enabled: true })).toEqual([
      'role',
      'reactivate',
      'reset-2fa',
      'remove',
    ]);
  });

  it('checks the invitation with the registration rules', () => {
    expect(staffInviteInput.safeParse({ email: 'Ravi@Store.Local ', name: 'Ravi Kumar' })).toEqual({
      success: true,
      data: { email: 'ravi@store.local', name: 'Ravi Kumar' },
    });
    const refused = staffInviteInput.safeParse({ email: 'ravi', name: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0])).toEqual(['email', 'name']);
  });
});

describe('the audit log screen', () => {
  it('keeps its filters in the address, and drops what is not a filter', () => {
    const filters = filtersFromParams(
      new URLSearchParams('actor=7&entity=order&action=order.ship&from=2026-11-01&to=bad&page=3&page_size=50'),
    );
    expect(filters).toEqual({
      actor: '7',
      entity: 'order',
      action: 'order.ship',
      from: '2026-11-01',
      to: '',
      page: 3,
      pageSize: 50,
    });
    expect(paramsFromFilters(filters).toString()).toBe(
      'actor=7&entity=order&action=order.ship&from=2026-11-01&page=3&page_size=50',
    );
    expect(paramsFromFilters(filtersFromParams(new URLSearchParams('actor=x&page=-1'))).toString()).toBe('');
  });

  it('shows before and after of business fields, and only the fact for a personal field', () => {
    expect(
      changeRows({
        status: { before: 'Packed', after: 'Shipped' },
        is_active: { before: true, after: false },
        carrier: { before: null, after: 'BlueDart' },
        email: { changed: true },
      }),
    ).toEqual([
      { field: 'status', before: 'Packed', after: 'Shipped' },
      { field: 'is_active', before: 'Yes', after: 'No' },
      { field: 'carrier', before: '—', after: 'BlueDart' },
      { field: 'email', before: 'Not recorded (personal)', after: 'Changed' },
    ]);
    expect(auditRecord({ entity: 'order', entity_id: '42' })).toBe('order #42');
  });
});
