import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import type { AddressPayload } from '../api/addresses';
import { usePincodeFill } from '../hooks/use-pincode-fill';
import { fillFromPincode } from '../utils/pincode-fill';
import {
  addressFields,
  serverFieldErrors,
  validateAddressForm,
  type AddressFieldName,
  type AddressFormErrors,
  type AddressFormValues,
} from '../utils/address-form';

interface AddressFormProps {
  mode: 'add' | 'edit';
  initial: AddressFormValues;
  email: string;
  /** After a save the form stays filled but cannot be sent again while the notice shows. */
  locked?: boolean;
  onSubmit: (payload: AddressPayload) => Promise<void>;
}

/**
 * The fields, 'Save address as' Home or Work, the default checkbox, and ADD ADDRESS or UPDATE ADDRESS. Invalid
 * fields get a red border and nothing is sent (docs/product/checkout.md#address-book).
 */
export function AddressForm({ mode, initial, email, locked = false, onSubmit }: AddressFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const ids = { label: useId(), default: useId() };

  // City and state follow the PIN code; the city the last PIN filled may be replaced by the next one's.
  const autoCity = useRef<string | null>(null);
  usePincodeFill(values.postal_code, (place) =>
    setValues((current) => {
      const filled = fillFromPincode(current, place, autoCity.current);
      if (filled !== current && filled.city !== current.city) autoCity.current = filled.city;
      return filled;
    }),
  );

  const set = (name: AddressFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || locked) return;
    setFailure(null);
    const checked = validateAddressForm(values, email);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // Take the shopper to the first field to fix (the button is at the bottom of a long form).
      const first = addressFields.find((field) => checked.errors[field.name]);
      const input = first ? (event.currentTarget as HTMLFormElement).elements.namedItem(first.name) : null;
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await onSubmit(checked.payload);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(serverFieldErrors(error.errors)).length > 0)
        setErrors(serverFieldErrors(error.errors));
      else setFailure(error instanceof ApiError ? error.message : 'Could not save the address. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'add' ? 'ADD NEW ADDRESS' : 'UPDATE ADDRESS'}>
      {failure && (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        {addressFields.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            name={field.name}
            autoComplete={field.autoComplete}
            inputMode={'inputMode' in field ? field.inputMode : undefined}
            value={values[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            error={errors[field.name]}
            className={field.name === 'house_number' || field.name === 'street_number' ? 'sm:col-span-2' : ''}
          />
        ))}
      </div>

      <fieldset className="mt-4">
        <legend id={ids.label} className="mb-2 text-sm font-medium text-ink-soft">
          Save address as
        </legend>
        <div className="flex gap-3">
          {(['Home', 'Work'] as const).map((label) => (
            <label
              key={label}
              className={`flex cursor-pointer items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold ${
                values.label === label ? 'border-brand bg-brand-soft text-brand' : 'border-line text-ink-soft'
              }`}
            >
              <input
                type="radio"
                name="label"
                value={label}
                checked={values.label === label}
                onChange={() => setValues((current) => ({ ...current, label }))}
                className="accent-brand"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <label htmlFor={ids.default} className="mt-4 flex cursor-pointer items-center gap-2 text-sm text-ink">
        <input
          id={ids.default}
          type="checkbox"
          checked={values.is_default}
          onChange={(event) => setValues((current) => ({ ...current, is_default: event.target.checked }))}
          className="size-4 accent-brand"
        />
        Make this my default address
      </label>

      <Button type="submit" size="lg" className="mt-6 w-full" disabled={sending || locked}>
        {sending ? 'Saving…' : mode === 'add' ? 'ADD ADDRESS' : 'UPDATE ADDRESS'}
      </Button>
    </form>
  );
}
