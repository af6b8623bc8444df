import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setRejectedTokenHandler, setTokenSource } from './api-client';

function answer(status: number, body: unknown) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
  setRejectedTokenHandler(() => {});
});

describe('api client', () => {
  it("sends the signed-in user's token, or the one given, or none", async () => {
    const fetch = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetch);
    setTokenSource(() => 'current');
    await api.get('/x');
    await api.post('/y', { a: 1 }, { token: 'other' });
    await api.post('/User', { email: 'e' }, { token: null });
    const auth = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).authorization);
    expect(auth).toEqual(['Bearer current', 'Bearer other', undefined]);
  });

  it('reports a 401 on a call that carried the current token, and only then', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Your session has expired. Please sign in again.' }));
    const rejected = vi.fn();
    setRejectedTokenHandler(rejected);
    setTokenSource(() => 'current');
    await expect(api.get('/Orders')).rejects.toEqual(
      new ApiError(401, 'Your session has expired. Please sign in again.'),
    );
    expect(rejected).toHaveBeenCalledWith('current');
    rejected.mockClear();
    // A wrong password on the sign-in call, or a logout with a token already put away, is not a lost session.
    await expect(api.post('/User', {}, { token: null })).rejects.toBeInstanceOf(ApiError);
    await expect(api.post('/User/Logout', undefined, { token: 'old' })).rejects.toBeInstanceOf(ApiError);
    setTokenSource(() => null);
    await expect(api.get('/Orders')).rejects.toBeInstanceOf(ApiError);
    expect(rejected).not.toHaveBeenCalled();
  });

  it('reads field errors and answers nothing for 204', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'phone: Not a valid number', errors: { phone: 'Not a valid number' } }),
    );
    await expect(api.put('/User/a/username', {})).rejects.toMatchObject({
      status: 400,
      errors: { phone: 'Not a valid number' },
    });
    vi.stubGlobal('fetch', answer(204, undefined));
    await expect(api.post('/User/Logout', undefined)).resolves.toBeUndefined();
  });
});
