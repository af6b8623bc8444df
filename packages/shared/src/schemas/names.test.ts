import { describe, expect, it } from 'vitest';
import { registerInput } from './account.ts';
import { addressInput } from './address.ts';

// Names are names (docs/product/accounts.md#names): one rule for registration, the profile and the address book.

const firstIssue = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('personName', () => {
  const account = { email: 'a@example.com', password: 'long-enough-1', phone: '9876543210' };
  it('answers each field in its own words', () => {
    expect(firstIssue(registerInput.safeParse({ ...account, first_name: 'Visit www.evil.in' }))).toEqual([
      'first_name: First name must not contain a link',
    ]);
    expect(firstIssue(registerInput.safeParse({ ...account, first_name: 'Asha', last_name: 'Rao\r\nBcc: x' }))).toEqual(
      ["last_name: Last name can contain only letters, spaces and . ' -"],
    );
    const address = addressInput.safeParse({ first_name: 'Free gifts at evil.com', phone: '9876543210' });
    expect(firstIssue(address)).toContain('first_name: Name must not contain a link');
    const blank = addressInput.safeParse({ first_name: ' ' });
    expect(firstIssue(blank)).toContain('first_name: Name required');
  });

  it('keeps real names as typed, trimmed, and blank last names as null', () => {
    const parsed = registerInput.parse({ ...account, first_name: '  Mary-Jane ', last_name: '  ' });
    expect(parsed).toMatchObject({ first_name: 'Mary-Jane', last_name: null });
    expect(registerInput.parse({ ...account, first_name: 'J.R.R.', last_name: "O'Neil" })).toMatchObject({
      first_name: 'J.R.R.',
      last_name: "O'Neil",
    });
  });
});
