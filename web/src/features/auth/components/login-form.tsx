import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isTwoFactorChallenge, useLogin, type LoginInput } from '@/features/auth/api/login';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { emailRules, signInPasswordRules } from '@/features/auth/lib/rules';
import { useCompleteSignIn } from '@/lib/session';
import { DemoButton, OrDivider } from '@/features/auth/components/demo-button';
import { FormField } from '@/components/form-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';

export function LoginForm() {
  const [params] = useSearchParams();
  const [serverError, setServerError] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();
  const [challenge, setChallenge] = useState<string | null>(null);
  const loginMutation = useLogin({
    onSuccess: (result) => (isTwoFactorChallenge(result) ? setChallenge(result.challenge) : completeSignIn(result)),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    loginMutation.mutate(values, {
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field === 'email' || field === 'password') setError(field, { message });
          }
        }
        setServerError(getErrorMessage(error));
      },
    });
  });

  const registerHref = params.toString() ? `/register?${params.toString()}` : '/register';

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onRestart={(message) => {
          setChallenge(null);
          setServerError(message);
        }}
      />
    );
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign in">
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <FormField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email', emailRules)}
        />
        <FormField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          labelAction={
            <Link to="/forgot-password" className="text-xs font-medium text-brand-700 hover:underline">
              Forgot password?
            </Link>
          }
          error={errors.password?.message}
          {...register('password', signInPasswordRules)}
        />
        <Button type="submit" className="w-full" size="lg" disabled={loginMutation.isPending}>
          {loginMutation.isPending && <Spinner className="size-4 text-white" label="Signing in" />}
          {loginMutation.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <OrDivider />
      <DemoButton onError={setServerError} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New to Stride?{' '}
        <Link to={registerHref} className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </>
  );
}
