import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { SessionsList } from '@/features/account/components/sessions-list';

/** Profile → Security: change the password, see and end sessions. */
export function SecurityCard() {
  return (
    <Card role="region" aria-labelledby="security-title">
      <CardHeader className="pb-4">
        <CardTitle id="security-title" className="text-base">
          Security
        </CardTitle>
        <CardDescription>Your password and where you are signed in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <section aria-labelledby="password-title" className="grid gap-3">
          <h3 id="password-title" className="text-sm font-semibold text-slate-900">Change password</h3>
          <ChangePasswordForm />
        </section>
        <section aria-labelledby="sessions-title" className="grid gap-3">
          <h3 id="sessions-title" className="text-sm font-semibold text-slate-900">Sessions</h3>
          <SessionsList />
        </section>
      </CardContent>
    </Card>
  );
}
