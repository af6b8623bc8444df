import fp from 'fastify-plugin';
import { createObjectStore, type ObjectStore } from './object-store.ts';
import { setImageBase } from './urls.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where image files live: the local media folder, or the S3 bucket (docs/decisions/014-object-storage.md). */
    objectStore: ObjectStore;
  }
}

/** `app.objectStore` from the configuration; image URLs point at S3_PUBLIC_URL when it is set. */
export default fp(async (app) => {
  const store = createObjectStore(app.config);
  app.decorate('objectStore', store);
  setImageBase(app.config.s3?.publicUrl);
  app.addHook('onClose', async () => store.close());
});
