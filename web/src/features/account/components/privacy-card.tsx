import { useEffect, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataExportSection } from '@/features/account/components/data-export-section';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { useAppConfig } from '@/lib/app-config';
import { useSearchParams } from '@/lib/router';
import type { User } from '@/types/api';

/**
 * Profile → Privacy: download everything Stride holds about the user, or
 * delete the account. The e-mail's link lands here with ?download=<id>;
 * signing in again with the provider to confirm a deletion comes back with
 * ?reauth=<one-time code> (or ?reauthError=), which opens the dialog.
 */
export function PrivacyCard({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const oidcName = useAppConfig().data?.oidcName ?? '';
  const [params, setParams] = useSearchParams();
  const [reauth] = useState(() => params.get('reauth'));
  const [reauthError] = useState(() => params.get('reauthError'));
  const [deleting, setDeleting] = useState(reauth !== null || reauthError !== null);
  // The one-time code is kept in memory only, not in the address bar.
  useEffect(() => {
    if (params.has('reauth') || params.has('reauthError')) {
      const next = new URLSearchParams(params);
      next.delete('reauth');
      next.delete('reauthError');
      setParams(next, { replace: true });
    }
  }, [params, setParams]);
  return (
    <Card role="region" aria-labelledby="privacy-title">
      <CardHeader className="pb-4">
        <CardTitle id="privacy-title" className="text-base">
          Privacy
        </CardTitle>
        <CardDescription>Your data is yours: take a copy, or delete it all.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DataExportSection userId={user.id} linkedId={params.get('download')} />
        <section className="grid gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            Deleting your account removes everything Stride holds about you, at once and for good, and cancels any paid
            subscription.
          </p>
          <Button type="button" variant="destructive" className="justify-self-start" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </section>
      </CardContent>
      <DeleteAccountDialog
        user={user}
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={onDeleted}
        oidcName={oidcName}
        reauth={reauth}
        reauthError={reauthError}
      />
    </Card>
  );
}
