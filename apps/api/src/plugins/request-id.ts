import fp from 'fastify-plugin';

/**
 * Every answer names its request in `X-Request-Id` (docs/product/api.md#system), the same id its log lines carry
 * as `reqId` and its error body as `request_id` (docs/product/api.md#errors). Registered first, so even an answer
 * sent by an early hook carries it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);
