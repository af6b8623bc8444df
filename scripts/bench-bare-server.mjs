// The ceiling for npm run bench: a bare Fastify route returning a fixed JSON body of the listing page's size.
import Fastify from 'fastify';

const size = Number(process.env.BARE_BODY_BYTES ?? 10_000);
const body = JSON.stringify({ items: [], padding: 'x'.repeat(Math.max(0, size - 26)) });
const app = Fastify({ logger: false });
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
