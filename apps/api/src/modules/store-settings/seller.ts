import { sql, type SQL } from 'drizzle-orm';
import type { StoreIdentity } from '../../config/store-identity.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { SellerCopy } from '../../db/schema/index.ts';

// The seller of tax invoices: Store Settings over the environment's STORE_* (docs/product/legal.md#store-settings).

/** The environment's seller, field by field: what a Store Settings field left empty falls back to. */
export interface SellerDefaults {
  legalName: string | null;
  address: string | null;
  gstin: string | null;
  state: string | null;
  stateCode: string | null;
}

/** What of the configuration names the seller. */
export interface SellerConfig {
  store: StoreIdentity | null;
  STORE_LEGAL_NAME?: string | undefined;
  STORE_ADDRESS?: string | undefined;
}

/**
 * The defaults of the configuration: its seller (STORE_*, the demo one outside production), or in production
 * without STORE_GSTIN whatever STORE_LEGAL_NAME and STORE_ADDRESS say, with no GSTIN.
 */
export function sellerDefaults(config: SellerConfig): SellerDefaults {
  const { store } = config;
  return {
    legalName: store?.legalName ?? config.STORE_LEGAL_NAME ?? null,
    address: store?.address ?? config.STORE_ADDRESS ?? null,
    gstin: store?.gstin ?? null,
    state: store?.state ?? null,
    stateCode: store?.stateCode ?? null,
  };
}

/**
 * The current seller as one SQL `jsonb` value (a SellerCopy, or NULL without a GSTIN, legal name or address): the
 * settings row's fields over `defaults` (a `jsonb` SellerDefaults). A GSTIN from the settings brings its own state;
 * one from the environment brings the environment's. Written as SQL so the statement that gives an invoice its number
 * copies the seller in the same UPDATE (docs/product/legal.md#store-settings).
 */
export function currentSellerSql(defaults: SQL): SQL {
  return sql`(SELECT CASE
      WHEN coalesce(s.gstin, d->>'gstin') IS NULL OR coalesce(s.legal_name, d->>'legalName') IS NULL
        OR coalesce(s.address, d->>'address') IS NULL THEN NULL
      ELSE jsonb_build_object(
        'legalName', coalesce(s.legal_name, d->>'legalName'),
        'address', coalesce(s.address, d->>'address'),
        'gstin', coalesce(s.gstin, d->>'gstin'),
        'state', CASE WHEN s.gstin IS NULL THEN d->>'state' ELSE s.state END,
        'stateCode', CASE WHEN s.gstin IS NULL THEN d->>'stateCode' ELSE s.state_code END)
    END
    FROM (SELECT ${defaults}::jsonb AS d) AS defaults LEFT JOIN store_settings s ON s.id = 1)`;
}

/** The seller an invoice numbered now would name, or null (production without a GSTIN anywhere). */
export async function currentSeller(db: DbOrTx, defaults: SellerDefaults): Promise<SellerCopy | null> {
  const [row] = await queryRows<{ seller: SellerCopy | null }>(
    db,
    sql`SELECT ${currentSellerSql(sql`${JSON.stringify(defaults)}`)} AS seller`,
  );
  return row?.seller ?? null;
}
