import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountRole, Permission } from '@/lib/permissions';
import { useAuthStore } from '@/stores/auth';
import { adminAccessQuery } from '@/stores/permissions';
import { CatalogueExportButton } from './catalogue-export-button';
import type * as AuthModule from '@/stores/auth';

// The button as the browser shows it after hydration, with the member signed in.
vi.mock('@/hooks/use-hydrated', () => ({ useHydrated: () => true }));
vi.mock('@/stores/auth', async (original) => {
  const auth = await original<typeof AuthModule>();
  const useAuth = () => {
    const { token, user, signIn, signOut } = auth.useAuthStore.getState();
    return { token, user, checking: false, signIn, signOut, isAdmin: auth.isAdmin(user) };
  };
  return { ...auth, useAuth };
});

function buttonFor(role: AccountRole, permissions: Permission[]) {
  const claims = { sub: '7', email: 'meera@store.local', name: 'Meera', role, exp: 4102444800 };
  useAuthStore.getState().signIn(`x.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.y`);
  const client = new QueryClient();
  client.setQueryData(adminAccessQuery('meera@store.local').queryKey, {
    role,
    permissions,
    two_factor_enabled: true,
    two_factor_required: false,
  });
  const toast = { message: null, tone: 'success' as const, show: () => {} };
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CatalogueExportButton name="" toast={toast} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => useAuthStore.getState().signOut());

describe('Products → Import and Download CSV (docs/product/admin.md#products)', () => {
  it('shows both for a member with catalogue.import: the Import link opens /CatalogueImport', () => {
    const html = buttonFor('catalogue', ['catalogue.write', 'catalogue.import', 'coupons.write']);
    expect(html).toContain('Download CSV');
    expect(html).toMatch(/<a [^>]*href="\/CatalogueImport"[^>]*>Import<\/a>/);
  });

  it('shows neither without catalogue.import, even with catalogue.write', () => {
    expect(buttonFor('catalogue', ['catalogue.write'])).toBe('');
    expect(buttonFor('fulfilment', ['orders.read', 'orders.fulfil'])).toBe('');
  });
});
