import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@store/shared/messages';
import { loginInput } from '@store/shared/schemas/account';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useLogin } from '@/features/auth/api/login';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** SPEC.md §2 Login: email and password; success stores the token and goes to /Dashboard. */
export function Component() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = loginInput.safeParse({ email, password });
    if (!parsed.success) {
      const fieldErrors: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !fieldErrors[field]) fieldErrors[field] = issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    try {
      const { token } = await login.mutateAsync(parsed.data);
      if (!token || !signIn(token)) {
        console.error('Token not found in response');
        return;
      }
      setEmail('');
      setPassword('');
      navigate('/Dashboard');
    } catch {
      // SPEC.md §8: any failed sign-in shows the one message above the form.
      setFailure(messages.invalidLogin);
    }
  };

  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-brand-soft/50 px-4 py-10">
      <title>Login · Store</title>
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-lg md:p-8">
        <h1 className="text-xl font-bold text-ink">Login</h1>
        <p className="mt-1 text-sm text-muted">Sign in to see your orders, addresses and bag.</p>
        {failure && (
          <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {failure}
          </p>
        )}
        <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
          <FormField label="Email" type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
          <FormField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Button type="submit" className="w-full" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'LOGIN'}
          </Button>
        </form>
        <div className="mt-5 flex justify-between text-sm font-semibold">
          <Link to="/Register" className="text-brand hover:underline">
            Register
          </Link>
          <Link to="/LoginOtp" className="text-brand hover:underline">
            Login by OTP
          </Link>
        </div>
      </div>
    </section>
  );
}
