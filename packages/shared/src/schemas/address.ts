import { z } from 'zod';
import { PINCODE_PATTERN } from '../delivery.ts';
import { messages } from '../messages.ts';
import { checkbox, optionalPersonName, optionalText, personName, requiredText } from './fields.ts';

/**
 * The address form (docs/product/checkout.md#address-book): first_name 'Name required'; house_number, street_number,
 * postal_code, city, state and phone 'required'; the PIN code is 6 digits; last name, landmark and country optional. The mobile field is
 * numeric.
 */
export const addressInput = z.object({
  first_name: personName('Name', messages.nameRequired),
  last_name: optionalPersonName('Last name'),
  house_number: requiredText(messages.required, 200),
  street_number: requiredText(messages.required, 200),
  landmark: optionalText(200),
  // Six digits: delivery and cash on delivery depend on it (docs/product/checkout.md#delivery).
  postal_code: requiredText(messages.required, 12).pipe(z.string().regex(PINCODE_PATTERN, 'Enter a 6 digit PIN code')),
  city: requiredText(messages.required, 100),
  state: requiredText(messages.required, 100),
  country: optionalText(100),
  phone: requiredText(messages.required, 15).pipe(z.string().regex(/^\d+$/, 'Enter digits only')),
  is_default: checkbox(),
});
export type AddressInput = z.infer<typeof addressInput>;

/** An address of the book as the API answers it. */
export const userAddress = z.object({
  useraddress_id: z.number(),
  user_name: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  house_number: z.string(),
  street_number: z.string(),
  landmark: z.string().nullable(),
  postal_code: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string().nullable(),
  phone: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UserAddress = z.infer<typeof userAddress>;

/**
 * GET /api/pincode/{pin}: where a PIN code is, for the address form to fill city and state
 * (docs/product/checkout.md#address-book). `known: false` (city and state null) for a PIN the directory lacks.
 */
export const pincodePlace = z.object({
  pincode: z.string(),
  known: z.boolean(),
  city: z.string().nullable(),
  /** The state to fill: the only one, or the first when the PIN may be in several. */
  state: z.string().nullable(),
  states: z.array(z.string()),
});
export type PincodePlace = z.infer<typeof pincodePlace>;
