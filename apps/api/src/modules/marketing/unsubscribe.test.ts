import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory } from '../../../test/factories.ts';
import { consentingShopper, hoursAfter, marketingContext, messagesTo } from '../../../test/marketing.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import { consentEvents, marketingConsents } from '../../db/schema/index.ts';
import { smtpMailer } from '../mail/mailer.ts';
import { deliverDueNotifications, defaultOutboxWorkerOptions } from '../notifications/worker.ts';
import { sendBagReminders } from './bag-reminders.ts';
import { unsubscribeToken } from './unsubscribe-tokens.ts';

let t: TestApp;
let productId: number;

// The outbox worker is off: the test sends the due rows itself, through SMTP.
beforeAll(async () => {
  t = await buildTestApp({ MARKETING_CHECK_MINUTES: '0', OUTBOX_POLL_MS: '0', PUBLIC_URL: 'https://shop.example.in' });
  const factory = new CatalogueFactory(t.app, await t.adminToken());
  const collection = await factory.collection('Kids');
  const category = await factory.category(collection.parentcategory_id, 'Toys');
  const brand = await factory.brand('Kaveri');
  productId = (await factory.product({ category_id: category.category_id, brand_id: brand.brand_id, stock: 9 }))
    .product_id;
});
afterAll(() => t.close());

const consentOf = async (userId: number) =>
  (await t.database.db.select().from(marketingConsents).where(eq(marketingConsents.user_id, userId)))[0];
const eventsOf = (userId: number) =>
  t.database.db.select().from(consentEvents).where(eq(consentEvents.user_id, userId));
const token = (userId: number, channel: 'email' | 'sms') => unsubscribeToken(t.config.jwtSecret, userId, channel);

describe('the unsubscribe link (docs/product/privacy.md#unsubscribing)', () => {
  it('refuses forged and altered links with 400 and changes nothing', async () => {
    const asha = await consentingShopper(t, 'asha@example.com', { email: true, sms: true });
    const ravi = await consentingShopper(t, 'ravi@example.com', { email: true });
    const real = token(asha.userId, 'email');
    const signature = real.split('.')[2]!;
    const otherSecret = unsubscribeToken(
      new TextEncoder().encode('another-secret-that-is-long-enough-000000'),
      asha.userId,
      'email',
    );
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      `${ravi.userId}.email.${signature}`, // another account under Asha's signature
      `${asha.userId}.sms.${signature}`, // another channel
      `${asha.userId}.email.${flipped}`, // an altered signature
      otherSecret, // signed with another key
      `${asha.userId}.email`,
      'nonsense',
      `999999.email.${signature}`,
    ];
    const eventsBefore = (await eventsOf(asha.userId)).length + (await eventsOf(ravi.userId)).length;
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await t.app.inject({ method, url: `/api/Unsubscribe/${bad}` });
        expect(response.statusCode, `${method} ${bad}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'This unsubscribe link is not valid.' });
      }
    }
    expect(await consentOf(asha.userId)).toMatchObject({ email: true, sms: true });
    expect(await consentOf(ravi.userId)).toMatchObject({ email: true, sms: false });
    expect((await eventsOf(asha.userId)).length + (await eventsOf(ravi.userId)).length).toBe(eventsBefore);
  });

  it('GET only reads; the one-click POST unsubscribes that channel, recorded once with its time', async () => {
    const devi = await consentingShopper(t, 'devi@example.com', { email: true, sms: true });
    const url = `/api/Unsubscribe/${token(devi.userId, 'email')}`;
    const read = await t.app.inject({ url });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ channel: 'email', subscribed: true });
    expect(await consentOf(devi.userId)).toMatchObject({ email: true, sms: true });
    const eventsBefore = await eventsOf(devi.userId);

    const started = Date.now();
    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({
      channel: 'email',
      subscribed: false,
      message: 'You will no longer get offers by email',
    });
    expect(await consentOf(devi.userId)).toMatchObject({ email: false, sms: true });
    const events = await eventsOf(devi.userId);
    expect(events).toHaveLength(eventsBefore.length + 1);
    const event = events.at(-1)!;
    expect(event).toMatchObject({ channel: 'email', granted: false, source: 'unsubscribe_link' });
    expect(new Date(event.at).getTime()).toBeGreaterThanOrEqual(started - 1000);

    // Again (a second click, a mail client retrying): the same answer, nothing more recorded.
    expect((await t.app.inject({ method: 'POST', url })).json()).toMatchObject({ subscribed: false });
    expect(await eventsOf(devi.userId)).toHaveLength(events.length);
    expect((await t.app.inject({ url })).json()).toEqual({ channel: 'email', subscribed: false });

    // The SMS link turns SMS off, from a multipart one-click too.
    const sms = await t.app.inject({
      method: 'POST',
      url: `/api/Unsubscribe/${token(devi.userId, 'sms')}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(sms.statusCode, sms.body).toBe(200);
    expect(sms.json().message).toBe('You will no longer get offers by SMS');
    expect(await consentOf(devi.userId)).toMatchObject({ email: false, sms: false });
  });

  it('sends the List-Unsubscribe headers on the email as sent, and the header URL unsubscribes in one click', async () => {
    const smtp = await startSmtpServer();
    try {
      const mina = await consentingShopper(t, 'mina@example.com', { email: true });
      const bag = { items: [{ product_id: productId, productvariation_id: null, quantity: 1 }], version: 0 };
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/Cart', headers: mina.headers, payload: bag })).statusCode,
      ).toBe(200);
      await sendBagReminders(t.database.db, marketingContext(t), 24, hoursAfter(new Date(), 25));
      expect(await messagesTo(t, 'bag_reminder', mina.email)).toHaveLength(1);

      const mailer = smtpMailer(smtp.url, 'Store <hello@store.example>');
      const senders = { mailer, sms: { send: async () => {} } };
      while ((await deliverDueNotifications(t.database.db, senders, defaultOutboxWorkerOptions)).claimed > 0);
      const mail = smtp.received.find((one) => one.envelopeTo.includes(mina.email))!;
      // Header lines unfolded (a long line may be folded onto the next, RFC 5322).
      const header = (name: string) =>
        mail.headerLines.find((line) => line.key === name)?.line.replace(/\r\n\s+/g, ' ');
      const oneClickUrl = `https://shop.example.in/api/Unsubscribe/${token(mina.userId, 'email')}`;
      expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${oneClickUrl}>`);
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const page = `https://shop.example.in/Unsubscribe/${token(mina.userId, 'email')}`;
      expect(mail.text).toContain(`Unsubscribe: ${page}`);
      expect(mail.html).toContain(`href="${page}"`);

      // What a mail client does with the header: POST List-Unsubscribe=One-Click to its URL.
      const response = await t.app.inject({
        method: 'POST',
        url: new URL(oneClickUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(200);
      expect(await consentOf(mina.userId)).toMatchObject({ email: false });

      // Unsubscribed: a new bag change is not reminded.
      const changed = { items: [{ product_id: productId, productvariation_id: null, quantity: 2 }], version: 1 };
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/Cart', headers: mina.headers, payload: changed })).statusCode,
      ).toBe(200);
      await sendBagReminders(t.database.db, marketingContext(t), 24, hoursAfter(new Date(), 25));
      expect(await messagesTo(t, 'bag_reminder', mina.email)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});
