import type { FastifyPluginAsync } from 'fastify';
import { isLocalRequest } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { KeptMessage } from './mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The body as escaped text whose http(s) links can be clicked. */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function messageHtml(message: KeptMessage): string {
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p class="meta">To <strong data-testid="outbox-to">${escapeHtml(message.to)}</strong> · <time datetime="${message.sent_at.toISOString()}">${message.sent_at.toISOString()}</time></p>
<pre>${linkedText(message.text)}</pre>
</article>`;
}

function outboxPage(messages: readonly KeptMessage[]): string {
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p>No email was sent since the store started.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox · Store (development)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #111; }
article { border: 1px solid #ddd; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
h2 { font-size: 1.1rem; } .meta { color: #444; font-size: 0.9rem; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; }
a { color: #0645ad; }
</style></head>
<body><h1>Outbox</h1>
<p>Email the development store would have sent (the last 50, newest first). Nothing here left this machine.</p>
${list}
</body></html>`;
}

/**
 * GET /dev/outbox (docs/product/accounts.md#email-verification): the console provider's messages, for a developer on
 * this machine only. Production, SMTP and clients from elsewhere get the 404 of an unknown page.
 */
const outboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/outbox', { config: { permission: 'public' } }, async (request, reply) => {
    const open = !app.config.isProduction && app.mailer.provider === 'console' && isLocalRequest(request);
    if (!open) throw new HttpError(404, 'Not found.');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(app.mailer.outbox()));
  });
};

export default outboxRoutes;
