import { asc, sql } from 'drizzle-orm';
import { RETURN_WINDOW_DAYS, shopperCancellable, statusLabels } from '@store/shared/order-lifecycle';
import { PRIVACY_NOTICE_VERSION } from '@store/shared/privacy';
import { PRIVACY_RETENTION } from '@store/shared/privacy-notice';
import { GRIEVANCE_LIMITS } from '@store/shared/schemas/grievances';
import type { StoreInfo } from '@store/shared/schemas/store';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { serviceablePincodes } from '../../db/schema/index.ts';
import { currentSeller, sellerDefaults } from './seller.ts';
import { effectiveSettings, settingDefaults } from './service.ts';

// GET /api/store (docs/product/legal.md#legal-page): the store's public details and the figures its policies state,
// read from the constants and configuration the code enforces, never copied.

/** The serviceability table by zone: the fewest and most days to deliver, and whether any of it offers COD. */
async function deliveryZones(db: DbOrTx) {
  const rows = await db
    .select({
      zone: serviceablePincodes.zone,
      min_days: sql<number>`min(${serviceablePincodes.delivery_days})::int`,
      max_days: sql<number>`max(${serviceablePincodes.delivery_days})::int`,
      cod: sql<boolean>`bool_or(${serviceablePincodes.cod})`,
    })
    .from(serviceablePincodes)
    .groupBy(serviceablePincodes.zone)
    .orderBy(asc(sql`min(${serviceablePincodes.delivery_days})`), asc(serviceablePincodes.zone));
  return rows;
}

/** GET /api/store: the seller, contacts, the policies' figures and the privacy notice's (docs/product/legal.md#legal-page). */
export async function storeInfo(db: DbOrTx, config: Config): Promise<StoreInfo> {
  const defaults = sellerDefaults(config);
  const [seller, settings, delivery] = await Promise.all([
    currentSeller(db, defaults),
    effectiveSettings(db, settingDefaults(defaults, config.isProduction)),
    deliveryZones(db),
  ]);
  return {
    seller: seller && {
      legal_name: seller.legalName,
      address: seller.address,
      gstin: seller.gstin,
      state: seller.state,
      state_code: seller.stateCode,
    },
    legal_name: settings.legal_name,
    address: settings.address,
    care: { phone: settings.care_phone, email: settings.care_email, hours: settings.care_hours },
    grievance_officer: {
      name: settings.grievance_name,
      designation: settings.grievance_designation,
      email: settings.grievance_email,
      phone: settings.grievance_phone,
    },
    policies: {
      return_window_days: RETURN_WINDOW_DAYS,
      shopper_cancellable: shopperCancellable.map((status) => statusLabels[status]),
      cod: {
        max_amount: config.COD_MAX_AMOUNT,
        max_open_orders: config.COD_MAX_OPEN_ORDERS,
        // COD_FEE in rupees (docs/product/checkout.md#cod-fee); null: no fee.
        fee: config.COD_FEE > 0 ? config.COD_FEE : null,
      },
      store_credit_expiry_days: config.STORE_CREDIT_EXPIRY_DAYS,
      delivery,
    },
    privacy: {
      notice_version: PRIVACY_NOTICE_VERSION,
      inactive_account_years: config.DATA_RETENTION_YEARS,
      invoice_months: PRIVACY_RETENTION.invoiceMonths,
      processing_log_days: PRIVACY_RETENTION.processingLogDays,
      grievance_days: GRIEVANCE_LIMITS.privacyResolveDays,
    },
  };
}
