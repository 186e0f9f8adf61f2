import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '@/components/form-field';
import { useChangePassword } from '@/features/account/api/change-password';
import { ApiError, getErrorMessage } from '@/lib/api-client';

interface Values {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Profile → Security: the current password, then the new one twice. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { currentPassword: '', newPassword: '', confirm: '' } });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (message) => {
          reset();
          toast({ title: 'Password changed', description: message });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (field === 'currentPassword' || field === 'newPassword') setError(field, { message });
            }
          }
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Change password">
      <FormField
        id="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword', { required: 'Password is required' })}
      />
      <FormField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Your other sessions will be signed out."
        error={errors.newPassword?.message}
        {...register('newPassword', {
          required: 'Password must be at least 8 characters',
          minLength: { value: 8, message: 'Password must be at least 8 characters' },
          maxLength: { value: 128, message: 'Password must be at most 128 characters' },
        })}
      />
      <FormField
        id="confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm', { validate: (v) => v === getValues('newPassword') || 'Passwords do not match' })}
      />
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending && <Spinner className="size-4 text-white" label="Saving" />}
        Change password
      </Button>
    </form>
  );
}
