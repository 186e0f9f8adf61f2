import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { useConfirmWithProvider, useDeleteAccount } from '@/features/account/api/delete-account';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

interface Values {
  password: string;
  confirm: string;
}

/**
 * Asks for the password (or, with a provider configured, a fresh sign-in
 * with it: `reauth` is the code it gave) and the typed word DELETE before
 * deleting the account.
 */
export function DeleteAccountDialog({
  user,
  open,
  onOpenChange,
  onDeleted,
  oidcName = '',
  reauth = null,
  reauthError = null,
}: {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  oidcName?: string;
  reauth?: string | null;
  reauthError?: string | null;
}) {
  const del = useDeleteAccount();
  const viaProvider = useConfirmWithProvider();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit(({ password, confirm }) => {
    del.mutate(
      reauth ? { userId: user.id, reauth, confirm } : { userId: user.id, password, confirm },
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
          {del.isError &&
            !(
              del.error instanceof ApiError &&
              ('password' in del.error.fieldErrors || 'confirm' in del.error.fieldErrors)
            ) && <FormAlert>{getErrorMessage(del.error)}</FormAlert>}
          {reauthError && !reauth && <FormAlert>{reauthError}</FormAlert>}
          {viaProvider.isError && <FormAlert>{getErrorMessage(viaProvider.error)}</FormAlert>}
          {reauth ? (
            <p className="text-sm" data-testid="provider-confirmed">
              You signed in again with {oidcName || 'your provider'}: it is you.
            </p>
          ) : (
            <>
              <FormField
                id="delete-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password', { required: 'Password is required' })}
              />
              {oidcName && (
                <p className="text-sm text-muted-foreground">
                  No password? You can{' '}
                  <Button
                    type="button"
                    variant="link"
                    className="h-auto p-0"
                    disabled={viaProvider.isPending}
                    onClick={() => viaProvider.mutate()}
                  >
                    confirm by signing in again with {oidcName}
                  </Button>{' '}
                  instead.
                </p>
              )}
            </>
          )}
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
