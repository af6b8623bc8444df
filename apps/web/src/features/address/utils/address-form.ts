import { addressInput } from '@store/shared/schemas/address';
import type { UserAddress } from '@store/shared/schemas/address';
import type { AddressPayload } from '../api/addresses';

/** The address form's fields, in the order the form shows them (docs/product/checkout.md#address-book). */
export const addressFields = [
  { name: 'first_name', label: 'Name*', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Mobile No*', autoComplete: 'tel-national', inputMode: 'numeric' },
  { name: 'house_number', label: 'Address (House No, Building)*', autoComplete: 'address-line1' },
  { name: 'street_number', label: 'Address (Street Name, Area)*', autoComplete: 'address-line2' },
  { name: 'landmark', label: 'Landmark', autoComplete: 'off' },
  { name: 'country', label: 'Locality / Town*', autoComplete: 'address-level3' },
  { name: 'postal_code', label: 'Pin Code*', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'city', label: 'City / District*', autoComplete: 'address-level2' },
  { name: 'state', label: 'State*', autoComplete: 'address-level1' },
] as const;

export type AddressFieldName = (typeof addressFields)[number]['name'];
export type AddressFormValues = Record<AddressFieldName, string> & {
  /** 'Save address as' Home or Work: shown, not sent. */
  label: 'Home' | 'Work';
  is_default: boolean;
};
export type AddressFormErrors = Partial<Record<AddressFieldName, string>>;

export function emptyAddressForm(): AddressFormValues {
  return {
    first_name: '',
    last_name: '',
    phone: '',
    house_number: '',
    street_number: '',
    landmark: '',
    country: '',
    postal_code: '',
    city: '',
    state: '',
    label: 'Home',
    // 'Make this my default address' starts clear: nothing is ticked for the shopper (docs/product/dark-patterns.md);
    // the first address is the default whatever is sent (docs/product/checkout.md#address-book).
    is_default: false,
  };
}

/**
 * The edit form, prefilled; its default checkbox is not bound to the address and starts clear: ticking it makes
 * the address the default, leaving it clear changes nothing (docs/product/checkout.md#address-book).
 */
export function addressFormFrom(address: UserAddress): AddressFormValues {
  return {
    first_name: address.first_name,
    last_name: address.last_name ?? '',
    phone: address.phone,
    house_number: address.house_number,
    street_number: address.street_number,
    landmark: address.landmark ?? '',
    country: address.country ?? '',
    postal_code: address.postal_code,
    city: address.city,
    state: address.state,
    label: 'Home',
    is_default: false,
  };
}

const isField = (name: unknown): name is AddressFieldName => addressFields.some((field) => field.name === name);

/**
 * Checks the form with the shared schema (the server runs the same one): the form's messages per field,
 * or the payload to send. The first message of a field wins.
 */
export function validateAddressForm(
  values: AddressFormValues,
  email: string,
): { errors: AddressFormErrors } | { payload: AddressPayload } {
  const { label: _label, ...fields } = values;
  const parsed = addressInput.safeParse(fields);
  if (!parsed.success) {
    const errors: AddressFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = issue.message;
    }
    return { errors };
  }
  return { payload: { ...parsed.data, is_default: values.is_default, user_name: email } };
}

/** Field messages of a 400 from the server, for the fields the form has. */
export function serverFieldErrors(errors: Record<string, string>): AddressFormErrors {
  const result: AddressFormErrors = {};
  for (const [name, message] of Object.entries(errors)) if (isField(name)) result[name] = message;
  return result;
}

/** One line of an address, as the book and the Payment page show it. */
export function addressLines(address: UserAddress): string[] {
  return [
    [address.house_number, address.street_number].filter(Boolean).join(', '),
    address.landmark ?? '',
    [address.country, address.city].filter(Boolean).join(', '),
    `${address.state} - ${address.postal_code}`,
  ].filter((line) => line.trim() !== '');
}

export function fullName(address: Pick<UserAddress, 'first_name' | 'last_name'>): string {
  return [address.first_name, address.last_name].filter(Boolean).join(' ');
}
