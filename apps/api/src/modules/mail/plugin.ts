import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: SMTP when SMTP_URL is set, else the development console provider. */
export default fp(async (app) => {
  app.decorate('mailer', createMailer(app.config, app.log));
});
