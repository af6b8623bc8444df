import { FormField } from '@/components/ui/form-field';

/** The `Email` field of the sign-in, registration and email forms (docs/product/accounts.md#password-sign-in). */
export function EmailField({
  value,
  onValueChange,
  error,
  className,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  className?: string;
}) {
  return (
    <FormField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      className={className}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      error={error}
    />
  );
}
