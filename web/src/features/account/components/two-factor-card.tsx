import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '@/components/form-field';
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor } from '@/features/account/api/two-factor';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { userQueryKey } from '@/lib/user';
import type { User } from '@/types/api';

function fail(error: unknown) {
  toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
}

/** Set-up: scan the QR code, type the first code, then keep the recovery codes. */
function TurnOn() {
  const queryClient = useQueryClient();
  const setup = useSetupTwoFactor();
  const enable = useEnableTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  if (codes) {
    return (
      <div className="grid gap-3" data-testid="recovery-codes">
        <p className="text-sm text-slate-700">
          Two-factor sign-in is on. Keep these recovery codes somewhere safe: each signs you in once if you lose your
          phone. They are shown only now.
        </p>
        <ul className="grid grid-cols-2 gap-2 rounded-xl border bg-slate-50 p-3 font-mono text-sm">
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button type="button" className="justify-self-start" onClick={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}>
          I have saved my recovery codes
        </Button>
      </div>
    );
  }
  if (!setup.data) {
    return (
      <Button type="button" variant="outline" className="justify-self-start" disabled={setup.isPending} onClick={() => setup.mutate(undefined, { onError: fail })}>
        {setup.isPending ? <Spinner className="size-4" label="Preparing" /> : <ShieldCheck aria-hidden="true" />}
        Set up two-factor sign-in
      </Button>
    );
  }
  const onSubmit = handleSubmit(({ code }) =>
    enable.mutate(code.trim(), {
      onSuccess: setCodes,
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.code) setError('code', { message: error.fieldErrors.code });
        else fail(error);
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Turn on two-factor sign-in">
      <p className="text-sm text-slate-700">
        Scan this QR code with an authenticator app (such as Aegis, Google Authenticator or 1Password), then type the
        6-digit code it shows.
      </p>
      <img src={setup.data.qrCode} alt="QR code for your authenticator app" width={180} height={180} className="rounded-lg border" />
      <p className="text-xs text-muted-foreground">
        Cannot scan? Enter this key instead: <code className="break-all font-mono text-slate-900" data-testid="totp-secret">{setup.data.secret}</code>
      </p>
      <FormField
        id="totp-code"
        label="Code from the app"
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.code?.message}
        {...register('code', { required: 'Enter the 6-digit code from your app or a recovery code' })}
      />
      <Button type="submit" className="justify-self-start" disabled={enable.isPending}>
        {enable.isPending && <Spinner className="size-4 text-white" label="Checking" />}
        Turn on
      </Button>
    </form>
  );
}

/** Turning it off needs the password and a code. */
function TurnOff() {
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, setError, formState: { errors } } = useForm<{ password: string; code: string }>({
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => toast({ title: 'Two-factor sign-in is off' }),
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if (field === 'password' || field === 'code') setError(field, { message });
          }
        }
        fail(error);
      },
    }),
  );
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Turn off two-factor sign-in">
      <FormField id="totp-off-password" label="Password" type="password" autoComplete="current-password" error={errors.password?.message}
        {...register('password', { required: 'Password is required' })} />
      <FormField id="totp-off-code" label="Code from the app or a recovery code" autoComplete="one-time-code" error={errors.code?.message}
        {...register('code', { required: 'Enter the 6-digit code from your app or a recovery code' })} />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={disable.isPending}>
        {disable.isPending && <Spinner className="size-4" label="Turning off" />}
        Turn off two-factor sign-in
      </Button>
    </form>
  );
}

/** Security and Privacy → Two-factor sign-in. */
export function TwoFactorCard({ user }: { user: User }) {
  return (
    <Card role="region" aria-labelledby="two-factor-title">
      <CardHeader className="pb-4">
        <CardTitle id="two-factor-title" className="flex items-center gap-2 text-base">
          Two-factor sign-in
          <Badge data-testid="two-factor-state" className={user.twoFactorEnabled ? 'bg-green-100 text-green-800' : undefined}>
            {user.twoFactorEnabled ? 'On' : 'Off'}
          </Badge>
        </CardTitle>
        <CardDescription>After your password, sign-in asks for a code from an app on your phone.</CardDescription>
      </CardHeader>
      <CardContent>{user.twoFactorEnabled ? <TurnOff /> : <TurnOn />}</CardContent>
    </Card>
  );
}
