import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/app.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { consoleMailer, OUTBOX_SIZE } from './mailer.ts';

const silentLog = { info: () => {} } as unknown as Parameters<typeof consoleMailer>[0];

describe('SMTP provider', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Store <hello@store.example>',
      PUBLIC_URL: 'https://shop.example.in/',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the verification link and code of a registration through SMTP_URL from MAIL_FROM', async () => {
    expect(t.app.mailer.provider).toBe('smtp');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/User/Register',
      payload: { first_name: 'Sita', email: 'sita@example.com', password: 'sita-password', phone: '9123456780' },
    });
    expect(response.statusCode).toBe(201);
    // No code in the answer when email really leaves the store.
    expect(response.json()).not.toHaveProperty('dev_verification_code');
    await expect.poll(() => smtp.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.envelopeTo).toEqual(['sita@example.com']);
    expect(mail.from?.text).toBe('"Store" <hello@store.example>');
    expect(mail.subject).toBe('Verify your email address');
    const link = /https:\/\/shop\.example\.in\/VerifyEmail\/([\w-]{43})/.exec(mail.text ?? '');
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${link![0]}"`);
    expect(mail.html).toContain(code);
    // The code and the link from the message verify the account.
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/User/verify-email',
      payload: { email: 'sita@example.com', code },
    });
    expect(byCode.statusCode, byCode.body).toBe(200);
    const { rows } = (await t.database.db.execute(
      `SELECT email_verified_at FROM users WHERE email = 'sita@example.com'` as never,
    )) as unknown as { rows: Array<{ email_verified_at: string | null }> };
    expect(rows[0]!.email_verified_at).not.toBeNull();
  });

  it('hides /dev/outbox when email goes through SMTP', async () => {
    expect((await t.app.inject('/dev/outbox')).statusCode).toBe(404);
  });

  it('answers 502 when the SMTP server cannot be reached, and the same 200 for an unknown email', async () => {
    await smtp.close();
    const ask = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/User/forgot-password', payload: { email } });
    const failed = await ask('sita@example.com');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('We could not send the email just now. Please try again in a few minutes.');
    expect((await ask('nobody@example.com')).statusCode).toBe(200);
  });
});

describe('console provider and /dev/outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps the last 50 messages, newest first', async () => {
    const mailer = consoleMailer(silentLog);
    for (let i = 1; i <= OUTBOX_SIZE + 5; i++) {
      await mailer.send({ to: `n${i}@example.com`, subject: `Message ${i}`, text: 'x', html: '<p>x</p>' });
    }
    const kept = mailer.outbox();
    expect(kept).toHaveLength(50);
    expect(kept[0]!.subject).toBe('Message 55');
    expect(kept.at(-1)!.subject).toBe('Message 6');
  });

  it('lists the messages to a loopback client with clickable links, and 404s for anyone else', async () => {
    await t.app.mailer.send({
      to: 'devi@example.com',
      subject: 'Verify <your> email',
      text: 'Open http://localhost:5000/VerifyEmail/abc-123 now',
      html: '',
    });
    await t.app.mailer.send({ to: 'second@example.com', subject: 'Later', text: 'second', html: '' });
    const page = await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Verify &#60;your&#62; email');
    expect(page.body).toContain(
      '<a href="http://localhost:5000/VerifyEmail/abc-123">http://localhost:5000/VerifyEmail/abc-123</a>',
    );
    expect(page.body.indexOf('second@example.com')).toBeLessThan(page.body.indexOf('devi@example.com'));
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);

    for (const remoteAddress of ['192.168.1.20', '203.0.113.5', '2001:db8::1']) {
      const refused = await t.app.inject({ url: '/dev/outbox', remoteAddress });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('devi@example.com');
    }
  });
});

describe('production', () => {
  it('never serves /dev/outbox', async () => {
    const t = await buildTestApp(PRODUCTION_ENV);
    try {
      expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
