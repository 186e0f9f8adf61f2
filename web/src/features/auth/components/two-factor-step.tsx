import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { useLoginTwoFactor } from '@/features/auth/api/login';
import { useCompleteSignIn } from '@/lib/session';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ challenge, onRestart }: { challenge: string; onRestart: (message: string) => void }) {
  const completeSignIn = useCompleteSignIn();
  const verify = useLoginTwoFactor({ onSuccess: completeSignIn });
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(({ code }) => {
    setServerError(null);
    verify.mutate(
      { challenge, code },
      {
        onError: (error) => {
          // The five minutes are over: back to the password.
          if (error instanceof ApiError && error.status === 401) {
            onRestart(getErrorMessage(error));
            return;
          }
          if (error instanceof ApiError && error.fieldErrors.code) setError('code', { message: error.fieldErrors.code });
          else setServerError(getErrorMessage(error));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Two-factor sign-in">
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <FormField
        id="code"
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        error={errors.code?.message}
        {...register('code', { required: 'Enter the 6-digit code from your app or a recovery code', setValueAs: (v: string) => v.trim() })}
      />
      <Button type="submit" className="w-full" size="lg" disabled={verify.isPending}>
        {verify.isPending && <Spinner className="size-4 text-white" label="Checking" />}
        Verify
      </Button>
    </form>
  );
}
