import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf, messageFor, zodFieldErrors } from './error-message';

describe('messages for failed sign-in steps', () => {
  it("shows the server's sentence when the shopper can act on it", () => {
    const wait = new ApiError(429, 'Please wait 12 seconds before asking for a new code.');
    expect(messageFor(wait, 'Failed to send OTP. Try again.')).toBe(
      'Please wait 12 seconds before asking for a new code.',
    );
    const unknown = new ApiError(404, 'No account uses this mobile number yet. Please register first.');
    expect(messageFor(unknown, 'Failed to send OTP. Try again.')).toBe(
      'No account uses this mobile number yet. Please register first.',
    );
  });

  it('falls back to the fixed message for server trouble, network failures and field errors', () => {
    expect(messageFor(new ApiError(502, 'Bad gateway'), 'Failed to send OTP. Try again.')).toBe(
      'Failed to send OTP. Try again.',
    );
    expect(messageFor(new TypeError('Failed to fetch'), 'Failed to send OTP. Try again.')).toBe(
      'Failed to send OTP. Try again.',
    );
    const invalid = new ApiError(400, 'phone_number: Not a valid number', { phone_number: 'Not a valid number' });
    expect(messageFor(invalid, 'Failed to send OTP. Try again.')).toBe('Failed to send OTP. Try again.');
    expect(fieldErrorsOf(invalid)).toEqual({ phone_number: 'Not a valid number' });
    expect(messageFor(new ApiError(429, 'Too many'), 'x', [400])).toBe('x');
  });

  it('keeps the first zod message of each field', () => {
    expect(
      zodFieldErrors([
        { path: ['email'], message: 'Email required' },
        { path: ['email'], message: 'other' },
        { path: ['password'], message: 'Password required' },
      ]),
    ).toEqual({
      email: 'Email required',
      password: 'Password required',
    });
  });
});
