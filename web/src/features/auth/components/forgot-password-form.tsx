import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/router';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { useForgotPassword } from '@/features/auth/api/forgot-password';
import { MailNotConfigured } from '@/features/auth/components/mail-not-configured';
import { emailRules } from '@/features/auth/lib/rules';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** /forgot-password: asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordForm({ mailConfigured }: { mailConfigured: boolean }) {
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    setServerError(null);
    forgot.mutate(email, {
      onSuccess: setSent,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.email) setError('email', { message: error.fieldErrors.email });
        setServerError(getErrorMessage(error));
      },
    });
  });

  return (
    <div className="grid gap-5">
      {!mailConfigured && <MailNotConfigured />}
      {sent ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800" data-testid="reset-sent">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Reset your password">
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
          <Button type="submit" className="w-full" size="lg" disabled={forgot.isPending}>
            {forgot.isPending && <Spinner className="size-4 text-white" label="Sending" />}
            Send reset link
          </Button>
        </form>
      )}
      <p className="text-center text-sm text-muted-foreground">
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
