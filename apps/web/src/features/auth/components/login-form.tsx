import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { messages } from '@store/shared/messages';
import { loginInput } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useSignInNext } from '../hooks/use-sign-in-next';
import { withNext } from '@/lib/next-path';
import { zodFieldErrors } from '../utils/error-message';
import { EmailField } from './email-field';
import { AuthCard, AuthLinks, authLinkClass, FormMessage } from './auth-card';
import { LoginWithGoogle } from './login-with-google';
import { SecondStepForm } from './second-step-form';

/**
 * Email and password, Login with Google, links to /Register and /LoginOtp; success → the `?next=` page, else
 * /Dashboard (docs/product/accounts.md#password-sign-in), after the second step for an account with two-step sign-in
 * (docs/product/admin.md#two-step-sign-in).
 */
export function LoginForm() {
  const location = useLocation();
  const registered = (location.state as { registered?: string } | null)?.registered;
  const { next } = useSignInNext();
  const sign = useFinishSignIn();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = loginInput.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      if (!sign.finish(await login.mutateAsync(parsed.data))) return;
      setEmail('');
      setPassword('');
    } catch (error) {
      // One message above the form whatever failed, so it never tells which accounts exist; a throttled
      // sign-in says how long to wait (docs/decisions/003-accounts-sign-in-safety.md).
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : messages.invalidLogin);
    }
  };

  if (sign.challenge) {
    return (
      <AuthCard title="Login">
        <title>Login · Store</title>
        <SecondStepForm challenge={sign.challenge} onSignedIn={sign.complete} onRestart={sign.restart} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Login" subtitle="Sign in to see your orders, addresses and bag.">
      <title>Login · Store</title>
      {registered && !failure && <FormMessage tone="success">{registered}</FormMessage>}
      {failure && <FormMessage>{failure}</FormMessage>}
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <EmailField value={email} onValueChange={setEmail} error={errors.email} />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/ForgotPassword" className="font-semibold text-brand hover:underline">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing in…' : 'LOGIN'}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs font-semibold text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        OR
        <span className="h-px flex-1 bg-line" />
      </div>
      <LoginWithGoogle next={next} />
      <AuthLinks>
        <Link to="/Register" className={authLinkClass}>
          REGISTER
        </Link>
        <Link to={withNext('/LoginOtp', next)} className={authLinkClass}>
          LOGIN BY OTP
        </Link>
      </AuthLinks>
    </AuthCard>
  );
}
