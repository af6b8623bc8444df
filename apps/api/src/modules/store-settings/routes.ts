import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeInfo as storeInfoSchema, storeSettingsInput, storeSettingsView } from '@store/shared/schemas/store';
import { STORE_TAG } from '../../lib/response-cache.ts';
import { auditActor } from '../audit/record.ts';
import { adminErrors, adminOnly } from '../catalogue/routes/common.ts';
import { sellerDefaults } from './seller.ts';
import { saveSettings, settingDefaults, settingsView } from './service.ts';
import { storeInfo } from './store-info.ts';

/**
 * The store's public details and the owner's Store Settings (docs/product/legal.md#store-settings,
 * docs/product/api.md#store).
 */
const storeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('settings.manage');
  const defaults = settingDefaults(sellerDefaults(app.config), app.config.isProduction);

  app.get(
    '/store',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['store'],
        description:
          'What the footer, /about, /contact and /Legal show: the seller (null until a GSTIN is set in production), customer care, the grievance officer, and the figures the policies state, read from the rules the store enforces (return window, cash on delivery limits, delivery days by zone, store credit expiry, which orders a shopper may cancel). Cached; a Store Settings save is seen at once.',
        response: { 200: storeInfoSchema },
      },
    },
    (request, reply) => app.sendCached(request, reply, () => storeInfo(db, app.config), { tags: [STORE_TAG] }),
  );

  app.get(
    '/admin/store-settings',
    {
      config: admin.config,
      schema: {
        tags: ['store'],
        security: admin.security,
        description:
          'Store Settings (the owner only): the saved values (null: not set) and the default each falls back to (STORE_*).',
        response: { 200: storeSettingsView, ...adminErrors },
      },
    },
    () => settingsView(db, defaults),
  );

  app.put(
    '/admin/store-settings',
    {
      config: admin.config,
      schema: {
        tags: ['store'],
        security: admin.security,
        description:
          "Saves every field (blank: the default). The GSTIN is checked as STORE_GSTIN is, and the state must be the GSTIN's (400 with a sentence, nothing saved). Recorded in the audit log (store_settings.update, before and after). Invoices numbered from now on name the new seller; those already issued keep theirs.",
        body: storeSettingsInput,
        response: { 200: storeSettingsView, ...adminErrors },
      },
    },
    async (request) => {
      await saveSettings(db, auditActor(request), request.body, defaults);
      await app.invalidateTags([STORE_TAG]);
      return settingsView(db, defaults);
    },
  );
};

export default storeSettingsRoutes;
