import { LoginForm } from '@/features/auth/components/login-form';

/** SPEC.md §2 /Login. */
export function Component() {
  return <LoginForm />;
}
