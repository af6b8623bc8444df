import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  return <RegisterForm />;
}
