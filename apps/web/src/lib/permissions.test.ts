import { describe, expect, it, vi } from 'vitest';
import { api, setForbiddenHandler, setTokenSource } from './api-client';
import { adminVerdict, firstAdminPage, type AdminAccess } from './permissions';

const member = (permissions: AdminAccess['permissions'], two_factor_required = false): AdminAccess => ({
  role: 'fulfilment',
  permissions,
  two_factor_enabled: false,
  two_factor_required,
});

describe('what the admin guard decides', () => {
  it('refuses an account without any permission, or without the page’s', () => {
    expect(adminVerdict(member([]), { permission: null })).toBe('unauthorized');
    expect(adminVerdict(member(['orders.read']), { permission: 'catalogue.write' })).toBe('unauthorized');
    expect(adminVerdict(member(['orders.read']), { permission: 'orders.read' })).toBe('show');
    expect(adminVerdict(member(['orders.read']), null)).toBe('show');
  });

  it('sends a member who must set up two-step sign-in to Security, which stays open', () => {
    expect(adminVerdict(member(['orders.read'], true), { permission: 'orders.read' })).toBe('security');
    expect(adminVerdict(member(['orders.read'], true), { permission: null, security: true })).toBe('show');
  });

  it('opens a new member’s admin area where their role works', () => {
    expect(firstAdminPage(member(['orders.read', 'orders.fulfil']))).toBe('/ManageOrders');
    expect(firstAdminPage(member(['catalogue.write', 'coupons.write']))).toBe('/Product');
    expect(firstAdminPage(member(['orders.read'], true))).toBe('/Security');
  });
});

describe('a refused admin call', () => {
  it('tells the app to read the permissions again, for signed-in calls only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"You do not have permission to do this."}', { status: 403 })),
    );
    const forbidden = vi.fn();
    setForbiddenHandler(forbidden);
    setTokenSource(() => 'staff token');
    await expect(api.post('/admin/orders/4/status', {})).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledWith('/admin/orders/4/status');
    forbidden.mockClear();
    await expect(api.post('/User', {}, { token: null })).rejects.toMatchObject({ status: 403 });
    expect(forbidden).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    setTokenSource(() => null);
  });
});
