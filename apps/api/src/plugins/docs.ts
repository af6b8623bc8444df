import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { registerPublic } from './permissions.ts';

/** The OpenAPI description of every route, from the same zod schemas that validate them. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Store API',
        version: '1.0.0',
        description:
          'Catalogue, accounts and media API of the store. Paths and query parameter names are case-insensitive.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The description pages are public; the library's routes cannot declare it themselves (docs/product/staff.md#roles).
  await registerPublic(app, (scope) =>
    scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
      staticCSP: true,
    }),
  );
});
