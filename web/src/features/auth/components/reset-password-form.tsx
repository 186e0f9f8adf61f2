import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { newPasswordRules } from '@/features/auth/lib/rules';
import { ApiError, getErrorMessage } from '@/lib/api-client';

interface ResetValues {
  password: string;
  confirm: string;
}

/** /reset-password?token=…: the link from the e-mail; a new password, then sign in again. */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<ResetValues>({ defaultValues: { password: '', confirm: '' } });

  if (!token) {
    return (
      <FormAlert>
        This link is invalid or has expired. Please ask for a new one.{' '}
        <Link to="/forgot-password" className="font-medium underline">
          Reset your password
        </Link>
      </FormAlert>
    );
  }
  if (done) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
          {done}
        </p>
        <Button asChild size="lg">
          <Link to="/login">Sign in</Link>
        </Button>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ password }) => {
    setServerError(null);
    reset.mutate(
      { token, password },
      {
        onSuccess: setDone,
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.password) setError('password', { message: error.fieldErrors.password });
          setServerError(getErrorMessage(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Choose a new password">
      {serverError && (
        <FormAlert>
          {serverError}{' '}
          {/invalid or has expired/.test(serverError) && (
            <Link to="/forgot-password" className="font-medium underline">
              Ask for a new link
            </Link>
          )}
        </FormAlert>
      )}
      <FormField
        id="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters"
        error={errors.password?.message}
        {...register('password', newPasswordRules)}
      />
      <FormField
        id="confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', { validate: (v) => v === getValues('password') || 'Passwords do not match' })}
      />
      <Button type="submit" className="w-full" size="lg" disabled={reset.isPending}>
        {reset.isPending && <Spinner className="size-4 text-white" label="Saving" />}
        Set new password
      </Button>
    </form>
  );
}
