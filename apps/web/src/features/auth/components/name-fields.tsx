import { FormField } from '@/components/ui/form-field';

type NameField = 'first_name' | 'last_name';

/** `First Name` and `Last Name`, as the registration and profile forms ask them (docs/product/accounts.md#profile). */
export function NameFields({
  fields,
  errors,
  onChange,
}: {
  fields: Record<NameField, string>;
  errors: Partial<Record<string, string>>;
  onChange: (field: NameField, value: string) => void;
}) {
  return (
    <>
      <FormField
        label="First Name"
        name="first_name"
        autoComplete="given-name"
        value={fields.first_name}
        onChange={(event) => onChange('first_name', event.target.value)}
        error={errors.first_name}
      />
      <FormField
        label="Last Name"
        name="last_name"
        autoComplete="family-name"
        value={fields.last_name}
        onChange={(event) => onChange('last_name', event.target.value)}
        error={errors.last_name}
      />
    </>
  );
}
