import { findGstState } from '@store/shared/gst';
import type { PincodePlace } from '@store/shared/schemas/address';
import type { AddressFormValues } from './address-form';

/**
 * The form after a PIN code's place arrived (docs/product/checkout.md#the-address-form): the city becomes the PIN's
 * district when it is empty or still the one an earlier PIN filled (`autoCity`), so a city the shopper typed stays;
 * the state becomes the PIN's when it is not one the PIN can be in (any spelling of the right one stays).
 */
export function fillFromPincode(
  values: AddressFormValues,
  place: PincodePlace,
  autoCity: string | null,
): AddressFormValues {
  if (!place.known || place.pincode !== values.postal_code.trim()) return values;
  const city = values.city.trim();
  const fillCity = place.city !== null && (city === '' || city === autoCity);
  const typedState = findGstState(values.state)?.name;
  const stateFits = typedState !== undefined && place.states.includes(typedState);
  if (!fillCity && (stateFits || place.state === null)) return values;
  return {
    ...values,
    city: fillCity ? place.city! : values.city,
    state: stateFits || place.state === null ? values.state : place.state,
  };
}
