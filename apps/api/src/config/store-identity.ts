import { findGstState } from '@store/shared/gst';
import { ConfigError } from './config-error.ts';
import type { Env } from './env-schema.ts';

/** Who sells, as GST invoices name it. */
export interface StoreIdentity {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  /** Two-digit GST state code: the GSTIN's first two digits. */
  stateCode: string;
}

/** A plausible demo business in Karnataka (state code 29), for development and tests only. */
export const DEMO_STORE: StoreIdentity = {
  legalName: 'Kaveri Threads Private Limited',
  gstin: '29AABCK1234M1ZG',
  address: '42, 3rd Cross, 100 Feet Road, Indiranagar, Bengaluru 560038',
  state: 'Karnataka',
  stateCode: '29',
};

/**
 * Customer care and the grievance officer of the demo business: what Store Settings falls back to in development
 * and tests (docs/product/legal.md#store-settings). Production has no such defaults.
 */
export const DEMO_CONTACT = {
  care_phone: '+91 80 4718 2200',
  care_email: 'care@kaveri-threads.example',
  care_hours: 'Monday to Saturday, 10:00 to 18:00 IST',
  grievance_name: 'Meera Rao',
  grievance_designation: 'Grievance Officer',
  grievance_email: 'grievance@kaveri-threads.example',
  grievance_phone: '+91 80 4718 2201',
} as const;

/**
 * The seller of tax invoices from STORE_*: the state comes from STORE_STATE or else the GSTIN's state code, and
 * the two must agree. Development and tests fall back to DEMO_STORE field by field; production has no fallback
 * (docs/product/orders.md#invoice-settings): without STORE_GSTIN there is no seller (null, invoices refused, a
 * warning at start), and with it the legal name and address are required.
 */
export function storeIdentity(values: Env, isProduction: boolean): StoreIdentity | null {
  const { STORE_GSTIN: gstin, STORE_LEGAL_NAME: legalName, STORE_ADDRESS: address } = values;
  if (isProduction && !gstin) return null;
  if (isProduction && !(legalName && address)) {
    throw new ConfigError(
      'STORE_GSTIN needs STORE_LEGAL_NAME and STORE_ADDRESS when NODE_ENV=production (tax invoices).',
    );
  }
  const fromGstin = gstin ? findGstState(gstin.slice(0, 2)) : undefined;
  const named = values.STORE_STATE ? findGstState(values.STORE_STATE) : undefined;
  const state = named ?? fromGstin ?? findGstState(DEMO_STORE.state)!;
  const finalGstin = gstin ?? (state.code === DEMO_STORE.stateCode ? DEMO_STORE.gstin : undefined);
  if (!finalGstin) {
    throw new ConfigError(
      `STORE_STATE is ${state.name} (${state.code}): set STORE_GSTIN too (its first two digits are ${state.code}).`,
    );
  }
  if (finalGstin.slice(0, 2) !== state.code) {
    throw new ConfigError(
      `STORE_GSTIN starts with ${finalGstin.slice(0, 2)} but STORE_STATE is ${state.name} (GST state code ${state.code}).`,
    );
  }
  return {
    legalName: legalName ?? DEMO_STORE.legalName,
    gstin: finalGstin,
    address: address ?? DEMO_STORE.address,
    state: state.name,
    stateCode: state.code,
  };
}
