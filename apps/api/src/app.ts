import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { parse as parseQuery } from 'node:querystring';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import accountRoutes from './modules/accounts/routes.ts';
import twoFactorRoutes from './modules/two-factor/routes.ts';
import accountSummaryRoutes from './modules/account-summary/routes.ts';
import consentRoutes from './modules/consents/routes.ts';
import addressRoutes from './modules/addresses/routes.ts';
import orderRoutes from './modules/orders/routes.ts';
import adminOrderRoutes from './modules/admin-orders/routes.ts';
import auditRoutes from './modules/audit/routes.ts';
import customerRoutes from './modules/customers/routes.ts';
import storeCreditRoutes from './modules/store-credit/routes.ts';
import paymentRoutes from './modules/payments/routes.ts';
import catalogueRoutes from './modules/catalogue/routes.ts';
import mediaRoutes from './modules/media/routes.ts';
import searchRoutes from './modules/search/routes.ts';
import invoiceRoutes from './modules/invoices/routes.ts';
import inventoryRoutes from './modules/inventory/routes.ts';
import dashboardRoutes from './modules/dashboard/routes.ts';
import couponRoutes from './modules/coupons/routes.ts';

import refundRoutes from './modules/refunds/routes.ts';
import returnRoutes from './modules/returns/routes.ts';
import wishlistRoutes from './modules/wishlist/routes.ts';
import stockAlertRoutes from './modules/stock-alerts/routes.ts';
import cartRoutes from './modules/cart/routes.ts';
import recommendationRoutes from './modules/recommendations/routes.ts';
import reviewRoutes from './modules/reviews/routes.ts';
import grievanceRoutes from './modules/grievances/routes.ts';
import deliveryRoutes from './modules/delivery/routes.ts';
import sizeChartRoutes from './modules/size-charts/routes.ts';
import vitalsRoutes from './modules/vitals/routes.ts';
import staffRoutes from './modules/staff/routes.ts';
import storeSettingsRoutes from './modules/store-settings/routes.ts';
import privacyRoutes from './modules/privacy/routes.ts';
import marketingRoutes from './modules/marketing/routes.ts';
import marketingDevRoutes from './modules/marketing/dev-routes.ts';
import breachRoutes from './modules/breaches/routes.ts';
import authPlugin from './plugins/auth.ts';
import permissionsPlugin, { routeDeclarations } from './plugins/permissions.ts';
import catalogueCachePlugin from './plugins/catalogue-cache.ts';
import rateLimiterPlugin from './plugins/rate-limiter.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import metricsPlugin from './plugins/metrics.ts';
import requestIdPlugin from './plugins/request-id.ts';
import securityPlugin from './plugins/security.ts';
import webPlugin from './plugins/web.ts';
import mailPlugin from './modules/mail/plugin.ts';
import objectStorePlugin from './modules/media/plugin.ts';
import outboxRoutes from './modules/mail/outbox.ts';
import systemRoutes from './modules/system/routes.ts';
import seoRoutes from './modules/seo/routes.ts';
import { HttpError } from './lib/http-error.ts';
import { prettyLogs } from './log-format.ts';
import { requestIdOf } from './lib/request-id.ts';
import unpaidOrdersJob from './jobs/unpaid-orders.ts';
import outboxJob from './jobs/outbox.ts';
import stockAlertsJob from './jobs/stock-alerts.ts';
import salesTallyJob from './jobs/sales-tally.ts';
import rateLimitPruneJob from './jobs/rate-limit-prune.ts';
import dataRetentionJob from './jobs/data-retention.ts';
import marketingJob from './jobs/marketing.ts';
import catalogueImportJob from './modules/catalogue/import/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); JSON lines, whatever LOG_FORMAT says. */
  logStream?: { write(line: string): void };
}

/**
 * Query parameter names are matched case-insensitively, like paths (the API's clients send `ParentCategory`,
 * `parentcategory`, `pageNumber`): every key is lowercased and route schemas name them in lowercase.
 */
function parseQueryLowercase(query: string): Record<string, unknown> {
  const parsed = parseQuery(query);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const lower = key.toLowerCase();
    const existing = result[lower];
    result[lower] = existing === undefined ? value : ([] as unknown[]).concat(existing as unknown, value as unknown);
  }
  return result;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function trusting that many hops nearest the server:
 * Fastify trusts nothing for a bare number (docs/decisions/011-production-refuses-unsafe-defaults.md).
 */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/** Plugin order as in fastify/demo: external concerns, then the app's own, then routes. */
export async function buildApp({ config, database, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger || logStream
        ? {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            stream: logStream,
            transport:
              !logStream && prettyLogs(config)
                ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }
                : undefined,
          }
        : false,
    // The request id (docs/product/api.md#system): a sane incoming X-Request-Id or a new one, as `reqId` on every
    // log line of the request. requestIdHeader stays off: Fastify would take any incoming value unchecked.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'reqId' }),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      querystringParser: parseQueryLowercase,
    },
    bodyLimit: 1024 * 1024,
    // Stopping (docs/operations.md#stopping-and-crashes): requests on kept-alive connections get 503 while in-flight ones finish,
    // and idle connections are closed at once so close() does not wait on them. Both are Fastify's defaults on
    // Node 20, stated here because the clean stop depends on them.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  // Every route declares who may call it (docs/product/staff.md#roles): checked as each is registered.
  await app.register(routeDeclarations);
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(catalogueCachePlugin);
  await app.register(metricsPlugin);
  await app.register(rateLimiterPlugin);
  await app.register(permissionsPlugin);
  await app.register(mailPlugin);
  await app.register(objectStorePlugin);
  await app.register(unpaidOrdersJob);
  await app.register(salesTallyJob);
  await app.register(rateLimitPruneJob);
  await app.register(dataRetentionJob);
  await app.register(catalogueImportJob);
  await app.register(marketingJob, { intervalMs: config.MARKETING_CHECK_MINUTES * 60_000 });
  await app.register(outboxJob, { pollMs: config.OUTBOX_POLL_MS, gatherMs: config.OUTBOX_GATHER_MS });
  await app.register(stockAlertsJob, { pollMs: config.STOCK_ALERT_POLL_MS });

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(accountRoutes);
      await api.register(twoFactorRoutes);
      await api.register(accountSummaryRoutes);
      await api.register(consentRoutes);
      await api.register(addressRoutes);
      await api.register(paymentRoutes);
      await api.register(orderRoutes);
      await api.register(adminOrderRoutes);
      await api.register(auditRoutes);
      await api.register(customerRoutes);
      await api.register(storeCreditRoutes);
      await api.register(catalogueRoutes);
      await api.register(searchRoutes);
      await api.register(mediaRoutes);
      await api.register(invoiceRoutes);
      await api.register(inventoryRoutes);
      await api.register(dashboardRoutes);
      await api.register(couponRoutes);

      await api.register(refundRoutes);
      await api.register(returnRoutes);
      await api.register(wishlistRoutes);
      await api.register(stockAlertRoutes);
      await api.register(cartRoutes);
      await api.register(recommendationRoutes);
      await api.register(reviewRoutes);
      await api.register(grievanceRoutes);
      await api.register(deliveryRoutes);
      await api.register(sizeChartRoutes);
      await api.register(vitalsRoutes);
      await api.register(staffRoutes);
      await api.register(storeSettingsRoutes);
      await api.register(privacyRoutes);
      await api.register(marketingRoutes);
      await api.register(breachRoutes);
      api.setNotFoundHandler(() => {
        throw new HttpError(404, 'No such API route.');
      });
    },
    { prefix: '/api' },
  );

  await app.register(outboxRoutes);
  await app.register(marketingDevRoutes);
  await app.register(seoRoutes);
  await app.register(webPlugin);
  return app;
}
