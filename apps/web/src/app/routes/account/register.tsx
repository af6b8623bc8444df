import { RegisterForm } from '@/features/auth/components/register-form';
import { FormAfterHydration } from '../after-hydration';

export function Component() {
  return (
    <FormAfterHydration>
      <RegisterForm />
    </FormAfterHydration>
  );
}
