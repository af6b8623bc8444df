/**
 * Every email the store sends (docs/product/accounts.md#email-verification,
 * docs/product/accounts.md#forgotten-password): a plain-text body and a simple HTML one with the same words.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface MailLink {
  href: string;
  label: string;
}

/**
 * The HTML body: the paragraphs, the link as a button, and an optional small-print footer with a link of its own (the
 * unsubscribe line of marketing email: docs/product/privacy.md#unsubscribing).
 */
export function mailHtml(paragraphs: string[], link: MailLink, footer?: { text: string; link: MailLink }): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const button = `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`;
  const small = footer
    ? `\n<p style="font-size: 12px; color: #555">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link.href)}">${escapeHtml(footer.link.label)}</a></p>`
    : '';
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n${button}${small}\n</body></html>`;
}

// The verification and reset mails go to an address that may not belong to whoever typed it, so they repeat nothing
// the registrant typed: no name, only the store's own words, the link and the code (docs/security.md#names-and-mail).
const intro = 'Hello,';

export function verificationMail(input: { link: string; code: string }): MailContent {
  const ask = 'Please confirm that this email address is yours, so you can place orders at Store.';
  const code = `Or enter this code on the Verify email page: ${input.code}`;
  const expiry = 'The link and the code work for 24 hours. If you did not register, ignore this email.';
  return {
    subject: 'Verify your email address',
    text: [intro, ask, `Open this link: ${input.link}`, code, expiry].join('\n\n'),
    html: mailHtml([intro, ask, code, expiry], { href: input.link, label: 'Verify my email address' }),
  };
}

export function passwordResetMail(input: { link: string }): MailContent {
  const ask = 'Someone asked to reset the password of your Store account. To choose a new password, open the link.';
  const expiry =
    'The link works once, for 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.';
  return {
    subject: 'Reset your password',
    text: [intro, ask, input.link, expiry].join('\n\n'),
    html: mailHtml([intro, ask, expiry], { href: input.link, label: 'Choose a new password' }),
  };
}
