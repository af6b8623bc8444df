import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ErasureCheck } from '@store/shared/schemas/privacy';
import { DeleteAccountDialog } from './delete-account-dialog';

// How "Delete my account" is confirmed (docs/product/privacy.md#deleting-the-account): by the password, by a code to
// the proven mobile, or, for an account with neither, by setting a password first.

const render = (check: Partial<ErasureCheck>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DeleteAccountDialog
        email="meera@example.com"
        check={{ erasable: true, reasons: [], has_password: false, phone: null, ...check }}
        open
        onClose={() => {}}
        onDeleted={() => {}}
      />
    </MemoryRouter>,
  );

describe('the delete-account dialog', () => {
  it('asks for the password of an account that has one', () => {
    const html = render({ has_password: true });
    expect(html).toContain('Your password');
    expect(html).toContain('DELETE MY ACCOUNT');
  });

  it('offers a code to the proven mobile of an account without a password', () => {
    const html = render({ phone: '9876543210' });
    expect(html).toContain('Send a code to ••••••3210');
    expect(html).not.toContain('Your password');
  });

  it('sends an account with neither to set a password, with no dead delete button', () => {
    const html = render({});
    expect(html).toContain('no password or verified mobile number');
    expect(html).toMatch(/<a [^>]*href="\/ForgotPassword"/);
    expect(html).not.toContain('DELETE MY ACCOUNT');
    expect(html).not.toContain('Send a code to');
  });
});
