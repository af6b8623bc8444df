import { findGstState } from '@store/shared/gst';
import { badRequest } from '../../lib/http-error.ts';
import directory from './pin-directory.json';

// The PIN code directory (docs/product/checkout.md#address-book): which state(s) a PIN code is in and its district,
// from the table scripts/generate-pin-directory.mjs writes (state names as in the GST list of @store/shared/gst).

interface PinDirectory {
  states: string[];
  districts: string[];
  /** By the PIN's first three digits: the states all its PINs share (else empty), and its PINs (see the script). */
  prefixes: Record<string, { s: number[]; p: string }>;
}

/** What the directory knows of a PIN code: the states it may be in and the city (district) for the form. */
export interface PinPlace {
  pincode: string;
  city: string | null;
  states: string[];
}

const table = directory as PinDirectory;
const parsed = new Map<string, Map<string, { district: number | null; states: number[] | null }>>();

/** A prefix's PINs, decoded once on first use: `001.12` (district 12) or `001.12:28,35` (and its own states). */
function pinsOf(prefix: string) {
  let pins = parsed.get(prefix);
  if (pins) return pins;
  pins = new Map();
  for (const entry of table.prefixes[prefix]?.p.split(' ') ?? []) {
    const [suffix, rest = ''] = entry.split('.');
    const [district, states] = rest.split(':');
    pins.set(suffix!, {
      district: district ? Number(district) : null,
      states: states ? states.split(',').map(Number) : null,
    });
  }
  parsed.set(prefix, pins);
  return pins;
}

/**
 * The place of a PIN code, or null when the directory does not know it. A PIN the list lacks, under a prefix whose
 * PINs are all in one state, is placed in that state (no city); anywhere else it is unknown.
 */
export function lookUpPin(pincode: string): PinPlace | null {
  if (!/^\d{6}$/.test(pincode)) return null;
  const prefix = table.prefixes[pincode.slice(0, 3)];
  if (!prefix) return null;
  const pin = pinsOf(pincode.slice(0, 3)).get(pincode.slice(3));
  const states = pin?.states ?? prefix.s;
  if (states.length === 0) return null;
  return {
    pincode,
    city: pin?.district == null ? null : (table.districts[pin.district] ?? null),
    states: states.map((index) => table.states[index]!),
  };
}

/** The refusal of a delivery address whose state the PIN code cannot be in (docs/product/checkout.md#address-book). */
export const stateMismatch = (pincode: string) => `State does not match the PIN code ${pincode}.`;

/**
 * Checks a delivery address's state against its PIN code: a state the PIN cannot be in is 400 with the field's error;
 * an unknown PIN is accepted as it is.
 */
export function checkPinState(address: { postal_code: string; state: string }): void {
  const place = lookUpPin(address.postal_code);
  if (!place) return;
  const state = findGstState(address.state)?.name;
  if (state && place.states.includes(state)) return;
  const message = stateMismatch(address.postal_code);
  throw badRequest(message, { state: message });
}

/**
 * The state that decides where an address is (place of supply on a tax invoice): the PIN code's when the directory
 * knows it (the typed one when the PIN may be in several and it is one of them), else the state as typed.
 */
export function stateOfAddress(address: { postal_code?: string | undefined; state?: string | undefined }): string {
  const place = address.postal_code ? lookUpPin(address.postal_code) : null;
  const typed = address.state ?? '';
  if (!place) return typed;
  const named = findGstState(typed)?.name;
  return named && place.states.includes(named) ? named : place.states[0]!;
}
