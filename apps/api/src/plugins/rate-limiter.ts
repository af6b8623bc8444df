import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { databaseRateLimiter, redisRateLimiter, type RateLimiter } from '../lib/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/** Rate-limit counters in Redis when REDIS_URL is set, else in the database; shared by every process. */
export default fp(async (app) => {
  if (!app.config.REDIS_URL) {
    app.decorate('rateLimiter', databaseRateLimiter(app.database.db));
    return;
  }
  const redis = new Redis(app.config.REDIS_URL, {
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: true,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  await redis.connect();
  app.decorate('rateLimiter', redisRateLimiter(redis, `${app.config.REDIS_PREFIX}rl:`));
  app.addHook('onClose', async () => {
    await redis.quit();
  });
});
