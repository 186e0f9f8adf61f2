import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isTwoFactorChallenge, useLogin, type LoginInput } from '@/features/auth/api/login';
import { useCompleteProviderSignIn } from '@/features/auth/api/oidc-complete';
import { TwoFactorStep } from '@/features/auth/components/two-factor-step';
import { emailRules, signInPasswordRules } from '@/features/auth/lib/rules';
import { useCompleteSignIn } from '@/lib/session';
import { DemoButton, OrDivider } from '@/features/auth/components/demo-button';
import { FormField } from '@/components/form-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** The sign-in form; with a provider configured, also "Sign in with {oidcName}". */
export function LoginForm({ oidcName = '' }: { oidcName?: string }) {
  const [params] = useSearchParams();
  // A failed sign-in with the provider comes back as ?error=.
  const [serverError, setServerError] = useState<string | null>(params.get('error'));
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

  // Back from the provider with a one-time code: trade it for a session.
  const providerCode = params.get('provider');
  const completeProvider = useCompleteProviderSignIn();
  const traded = useRef(false);
  useEffect(() => {
    if (!providerCode || traded.current) return;
    traded.current = true;
    completeProvider.mutate(providerCode, {
      onSuccess: (result) => (isTwoFactorChallenge(result) ? setChallenge(result.challenge) : completeSignIn(result)),
      onError: (error) => setServerError(getErrorMessage(error)),
    });
  }, [providerCode, completeProvider, completeSignIn]);

  const next = params.get('next');
  const providerHref = `/api/auth/oidc/start${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  const registerParams = new URLSearchParams(params);
  registerParams.delete('provider');
  registerParams.delete('error');
  const registerHref = registerParams.toString() ? `/register?${registerParams.toString()}` : '/register';

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
      {oidcName && (
        <Button asChild variant="outline" size="lg" className="mt-4 w-full">
          {/* A full page load: the browser goes on to the provider. */}
          <a href={providerHref}>Sign in with {oidcName}</a>
        </Button>
      )}
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
