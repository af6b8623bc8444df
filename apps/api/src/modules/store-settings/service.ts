import { eq, sql } from 'drizzle-orm';
import { findGstState } from '@store/shared/gst';
import { STORE_SETTING_FIELDS, type StoreSettingsValues, type StoreSettingsView } from '@store/shared/schemas/store';
import { DEMO_CONTACT } from '../../config/store-identity.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-error.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';
import type { SellerDefaults } from './seller.ts';

// Store Settings (docs/product/legal.md#store-settings): one row, every field nullable, each empty one falling back
// to the environment's default.

type Fields = Record<keyof StoreSettingsValues, string | null>;

/** What each field falls back to: STORE_* for the seller, the demo contact outside production. */
export function settingDefaults(seller: SellerDefaults, isProduction: boolean): Fields {
  const contact = isProduction ? null : DEMO_CONTACT;
  return {
    legal_name: seller.legalName,
    address: seller.address,
    gstin: seller.gstin,
    state: seller.state,
    care_phone: contact?.care_phone ?? null,
    care_email: contact?.care_email ?? null,
    care_hours: contact?.care_hours ?? null,
    grievance_name: contact?.grievance_name ?? null,
    grievance_designation: contact?.grievance_designation ?? null,
    grievance_email: contact?.grievance_email ?? null,
    grievance_phone: contact?.grievance_phone ?? null,
  };
}

const pick = (row: Partial<Fields> | undefined): Fields =>
  Object.fromEntries(STORE_SETTING_FIELDS.map((field) => [field, row?.[field] ?? null])) as Fields;

async function storedRow(db: DbOrTx, lock = false) {
  const query = db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** GET /admin/store-settings: the saved values (null: not set) beside their defaults. */
export async function settingsView(db: DbOrTx, defaults: Fields): Promise<StoreSettingsView> {
  const row = await storedRow(db);
  return { values: pick(row), defaults, updated_at: row?.updated_at ?? null };
}

/** Every field as the store shows it: the saved value, else its default. */
export async function effectiveSettings(db: DbOrTx, defaults: Fields): Promise<Fields> {
  const saved = pick(await storedRow(db));
  return Object.fromEntries(STORE_SETTING_FIELDS.map((field) => [field, saved[field] ?? defaults[field]])) as Fields;
}

/**
 * The GSTIN and state a save would leave, checked as STORE_GSTIN and STORE_STATE are at start
 * (apps/api/src/config/store-identity.ts): the state, when given, must be the GSTIN's; a saved GSTIN keeps its state.
 */
function sellerState(
  values: StoreSettingsValues,
  defaults: Fields,
): { state: string | null; state_code: string | null } {
  const gstin = values.gstin ?? defaults.gstin;
  const named = values.state ? findGstState(values.state) : undefined;
  const fromGstin = gstin ? findGstState(gstin.slice(0, 2)) : undefined;
  if (named && fromGstin && named.code !== fromGstin.code) {
    throw badRequest(
      `The GSTIN starts with ${fromGstin.code} but the state is ${named.name} (GST state code ${named.code}): they must agree.`,
      { state: `The GSTIN's state is ${fromGstin.name} (${fromGstin.code}).` },
    );
  }
  if (named && !gstin) {
    throw badRequest(`The state is ${named.name}: enter the GSTIN too (its first two digits are ${named.code}).`, {
      gstin: 'Required with a state',
    });
  }
  if (!values.gstin || !fromGstin) return { state: null, state_code: null };
  return { state: fromGstin.name, state_code: fromGstin.code };
}

/**
 * PUT /admin/store-settings: replaces every field (an empty one falls back to its default), in one transaction with
 * its audit row (`store_settings.update`, before and after). Production needs a legal name and an address for a
 * GSTIN, as it does of STORE_*.
 */
export async function saveSettings(
  db: Db,
  actor: AuditActor,
  values: StoreSettingsValues,
  defaults: Fields,
): Promise<void> {
  const { state, state_code } = sellerState(values, defaults);
  const gstin = values.gstin ?? defaults.gstin;
  if (gstin && !(values.legal_name ?? defaults.legal_name)) {
    throw badRequest('A GSTIN needs the legal name invoices print.', { legal_name: 'Required with a GSTIN' });
  }
  if (gstin && !(values.address ?? defaults.address)) {
    throw badRequest('A GSTIN needs the address invoices print.', { address: 'Required with a GSTIN' });
  }
  const row = { ...values, state, state_code, updated_at: sql`now()` };
  await db.transaction(async (tx) => {
    const before = await storedRow(tx, true);
    const [after] = await tx
      .insert(storeSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: storeSettings.id, set: row })
      .returning();
    await recordRowChange(tx, actor, {
      entity: 'store_settings',
      verb: 'update',
      id: 1,
      before: before ? pick(before) : null,
      after: pick(after),
      fields: STORE_SETTING_FIELDS,
    });
  });
}
