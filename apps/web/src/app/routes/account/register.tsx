import { RegisterForm } from '@/features/auth/components/register-form';

/** SPEC.md §2 /Register. */
export function Component() {
  return <RegisterForm />;
}
