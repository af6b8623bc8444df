import { LoginForm } from '@/features/auth/components/login-form';
import { FormAfterHydration } from '../after-hydration';

export function Component() {
  return (
    <FormAfterHydration>
      <LoginForm />
    </FormAfterHydration>
  );
}
