import { lazy, Suspense, useEffect, useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataExportSection } from '@/features/account/components/data-export-section';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { useAppConfig } from '@/lib/app-config';
import { prefetchOnIntent } from '@/lib/prefetch';
import { useSearchParams } from '@/lib/router';
import type { User } from '@/types/api';

// The delete dialog (a Radix dialog and its form) is fetched when first
// wanted, not with the page; pointing at or focusing the button starts it.
const loadDeleteDialog = () => import('@/features/account/components/delete-account-dialog');
const DeleteAccountDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeleteAccountDialog })));

/**
 * Profile → Privacy: download everything Stride holds about the user, or
 * delete the account. The e-mail's link lands here with ?download=<id>;
 * signing in again with the provider to confirm a deletion comes back with
 * ?reauth=<one-time code> (or ?reauthError=), which opens the dialog.
 */
export function PrivacyCard({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const config = useAppConfig().data;
  const oidcName = config?.oidcName ?? '';
  const [params, setParams] = useSearchParams();
  const [reauth] = useState(() => params.get('reauth'));
  const [reauthError] = useState(() => params.get('reauthError'));
  const [deleting, setDeleting] = useState(reauth !== null || reauthError !== null);
  const dialogWanted = useOpenedOnce(deleting);
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
        <DataExportSection
          userId={user.id}
          linkedId={params.get('download')}
          mailConfigured={config?.mailConfigured ?? false}
        />
        <section className="grid gap-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            Deleting your account removes everything Stride holds about you, at once and for good, and cancels any paid
            subscription.
          </p>
          <Button
            type="button"
            variant="destructive"
            className="justify-self-start"
            onClick={() => setDeleting(true)}
            {...prefetchOnIntent(loadDeleteDialog)}
          >
            <Trash2 aria-hidden="true" />
            Delete my account
          </Button>
        </section>
      </CardContent>
      {dialogWanted && (
        <Suspense fallback={null}>
          <DeleteAccountDialog
            user={user}
            open={deleting}
            onOpenChange={setDeleting}
            onDeleted={onDeleted}
            oidcName={oidcName}
            reauth={reauth}
            reauthError={reauthError}
          />
        </Suspense>
      )}
    </Card>
  );
}
