import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setTokenSource } from '@/lib/api-client';
import { login } from '../api/login';
import { isChallenge, verifySecondStep } from '../api/two-factor';
import { SECOND_STEP_TEXT, SecondStepForm, secondStepFailure } from './second-step-form';
import { scriptedFetch } from '@/lib/testing/scripted-fetch';

const sent = (fetch: ReturnType<typeof scriptedFetch>, call: number) => {
  const [url, init] = fetch.mock.calls[call]!;
  return {
    url,
    body: JSON.parse(String(init?.body)) as unknown,
    authorization: (init?.headers as Record<string, string>).authorization,
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('the second step of a staff sign-in', () => {
  it('reads a challenge instead of a token from POST /User, then buys the token with the challenge and the code', async () => {
    setTokenSource(() => 'an old token');
    const fetch = scriptedFetch([200, { two_factor_required: true, challenge: 'c-123' }], [200, { token: 'jwt' }]);
    const reply = await login({ email: 'ravi@store.local', password: 'secret-pass-1' });
    expect(isChallenge(reply)).toBe(true);
    expect(isChallenge({ token: 'jwt' })).toBe(false);
    // A password reset or an accepted invitation of an account with two-step sign-in answers the same way.
    expect(isChallenge({ message: 'Your password has been reset.', two_factor_required: true, challenge: 'c' })).toBe(
      true,
    );
    if (!isChallenge(reply)) throw new Error('no challenge');
    await expect(verifySecondStep(reply.challenge, ' 123456 ')).resolves.toEqual({ token: 'jwt' });
    expect(sent(fetch, 1)).toEqual({
      url: '/api/User/2fa',
      body: { challenge: 'c-123', code: '123456' },
      // A sign-in call carries no token, even when an old one is still stored.
      authorization: undefined,
    });
  });

  it("shows the server's sentence for a wrong code and lets the member try again", async () => {
    scriptedFetch([400, { message: 'That code is not right. Check your authenticator app and try again.' }]);
    const failure = secondStepFailure(await verifySecondStep('c-123', '000000').catch((error: unknown) => error));
    expect(failure).toEqual({
      message: 'That code is not right. Check your authenticator app and try again.',
      expired: false,
    });
  });

  it('sends the member back to the first step when the challenge has expired or was used', async () => {
    scriptedFetch([401, { message: 'Your sign-in has expired. Please sign in again.' }]);
    const failure = secondStepFailure(await verifySecondStep('c-old', '123456').catch((error: unknown) => error));
    expect(failure).toEqual({ message: 'Your sign-in has expired. Please sign in again.', expired: true });
    expect(secondStepFailure(new ApiError(429, 'Too many tries. Wait 30 seconds.')).message).toBe(
      'Too many tries. Wait 30 seconds.',
    );
    expect(secondStepFailure(new TypeError('Failed to fetch')).message).toBe(SECOND_STEP_TEXT.failed);
  });

  it('asks for the six digits of the app, or a backup code instead', () => {
    const noop = () => {};
    const app = renderToStaticMarkup(<SecondStepForm challenge="c" onSignedIn={noop} onRestart={noop} />);
    expect(app).toContain(SECOND_STEP_TEXT.app);
    expect(app).toContain('aria-label="Digit 1 of 6"');
    expect(app).toContain('aria-label="Digit 6 of 6"');
    expect(app).toContain('Use a backup code instead');
    // Nothing to send until six digits are in.
    expect(app).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>VERIFY<\/button>/);

    const backup = renderToStaticMarkup(<SecondStepForm challenge="c" onSignedIn={noop} onRestart={noop} backup />);
    expect(backup).toContain(SECOND_STEP_TEXT.backup);
    expect(backup).toContain('>Backup code</label>');
    expect(backup).not.toContain('Digit 1 of 6');
    expect(backup).toContain('Use the code from your app');
  });
});
