import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRegister, type RegisterInput } from '@/features/auth/api/register';
import { emailRules, nameRules, newPasswordRules } from '@/features/auth/lib/rules';
import { useCompleteSignIn } from '@/lib/session';
import { DemoButton, OrDivider } from '@/features/auth/components/demo-button';
import { FormField } from '@/components/form-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { isSubscriptionPlan } from '@/types/api';

const fields = ['firstName', 'lastName', 'email', 'password'] as const;

export function RegisterForm() {
  const [params] = useSearchParams();
  const plan = params.get('plan');
  const [serverError, setServerError] = useState<string | null>(null);
  const completeSignIn = useCompleteSignIn();
  const registerMutation = useRegister({ onSuccess: completeSignIn });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    registerMutation.mutate(
      { ...values, ...(isSubscriptionPlan(plan) ? { plan } : {}) },
      {
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              const known = fields.find((f) => f === field);
              if (known) setError(known, { message });
            }
          }
          setServerError(getErrorMessage(error));
        },
      },
    );
  });

  const loginHref = params.toString() ? `/login?${params.toString()}` : '/login';

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Create account">
        {serverError && <FormAlert>{serverError}</FormAlert>}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="firstName"
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName', nameRules('First name'))}
          />
          <FormField
            id="lastName"
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName', nameRules('Last name'))}
          />
        </div>
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
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password', newPasswordRules)}
        />
        <Button type="submit" className="w-full" size="lg" disabled={registerMutation.isPending}>
          {registerMutation.isPending && <Spinner className="size-4 text-white" label="Creating your account" />}
          {registerMutation.isPending ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <OrDivider />
      <DemoButton onError={setServerError} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={loginHref} className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
