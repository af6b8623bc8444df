import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptInvite, inviteQuery } from '../api/invite';
import { AcceptInviteForm, inviteGreeting } from './accept-invite-form';

afterEach(() => vi.unstubAllGlobals());

describe('accepting a staff invitation', () => {
  it('greets the invitee by name and role, and asks for the password twice', () => {
    const client = new QueryClient();
    client.setQueryData(inviteQuery('tok').queryKey, {
      email: 'ravi@example.com',
      name: 'Ravi Kumar',
      role: 'fulfilment',
      has_account: true,
    });
    const html = renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AcceptInviteForm token="tok" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('Welcome, Ravi Kumar. You are invited to join the store&#x27;s team as Fulfilment.');
    expect(html).toContain('It replaces the password this account had; your orders stay.');
    expect(html).toContain('>Password</label>');
    expect(html).toContain('>Confirm Password</label>');
    expect(inviteGreeting({ name: ' ', role: 'admin' })).toBe("You are invited to join the store's team as Owner.");
  });

  it('sends the token and the password, without a bearer token, and reads the token of the sign-in', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{"token":"jwt"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(acceptInvite({ token: 'tok', password: 'staff-pass-1' })).resolves.toEqual({ token: 'jwt' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/User/accept-invite');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'tok', password: 'staff-pass-1' });
    expect((init?.headers as Record<string, string>).authorization).toBeUndefined();
  });
});
