import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [path.resolve(configured)]
    : [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'index.html')));
}

/**
 * The built React app on the same port as the API (docs/product/api.md#system): hashed assets cached
 * forever, every other non-API GET answered with index.html (history fallback, never cached).
 */
export default fp(async (app) => {
  const root = findWebDist(app.config.WEB_DIST);
  if (!root) {
    app.log.warn('No built web app found (apps/web/dist); only the API is served. Run `npm run build`.');
    app.setNotFoundHandler(() => {
      throw new HttpError(404, 'Not found.');
    });
    return;
  }
  const indexHtml = readFileSync(path.join(root, 'index.html'));
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.url.toLowerCase().startsWith('/api/')) {
      throw new HttpError(404, 'Not found.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});
