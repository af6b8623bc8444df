import { FormField } from '@/components/ui/form-field';

/**
 * A new password and `Confirm Password`, as registration and the password reset ask them
 * (docs/product/accounts.md#registration); `label` names the first field.
 */
export function NewPasswordFields({
  label,
  password,
  confirm,
  errors,
  onPassword,
  onConfirm,
}: {
  label: string;
  password: string;
  confirm: string;
  errors: Partial<Record<string, string>>;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}) {
  return (
    <>
      <FormField
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
      />
      <FormField
        label="Confirm Password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={errors.confirm}
      />
    </>
  );
}
