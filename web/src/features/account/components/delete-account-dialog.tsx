import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { useDeleteAccount } from '@/features/account/api/delete-account';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

interface Values {
  password: string;
  confirm: string;
}

/** Asks for the password and the typed word DELETE before deleting the account. */
export function DeleteAccountDialog({
  user,
  open,
  onOpenChange,
  onDeleted,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const del = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(({ password, confirm }) => {
    del.mutate(
      { userId: user.id, password, confirm },
      {
        onSuccess: onDeleted,
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (field === 'password' || field === 'confirm') setError(field, { message });
            }
          }
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset();
          del.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This deletes {user.email} and everything Stride holds about you. It cannot be undone. Download your data
            first if you want a copy.
          </DialogDescription>
        </DialogHeader>
        <form noValidate id="delete-account-form" onSubmit={onSubmit} className="grid gap-4">
          {del.isError && !(del.error instanceof ApiError && Object.keys(del.error.fieldErrors).length > 0) && (
            <FormAlert>{getErrorMessage(del.error)}</FormAlert>
          )}
          <FormField
            id="delete-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password', { required: 'Password is required' })}
          />
          <FormField
            id="delete-confirm"
            label="Type DELETE to confirm"
            autoComplete="off"
            error={errors.confirm?.message}
            {...register('confirm', { validate: (v) => v.trim() === 'DELETE' || 'Type DELETE to confirm' })}
          />
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form="delete-account-form" variant="destructive" disabled={del.isPending}>
            {del.isPending && <Spinner className="size-4 text-white" label="Deleting" />}
            Delete my account
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
