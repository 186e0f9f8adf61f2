import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useExportData } from '@/features/account/api/export-data';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

/** Profile → Privacy: download everything Stride holds about the user, or delete the account. */
export function PrivacyCard({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const exportData = useExportData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card role="region" aria-labelledby="privacy-title">
      <CardHeader className="pb-4">
        <CardTitle id="privacy-title" className="text-base">
          Privacy
        </CardTitle>
        <CardDescription>Your data is yours: take a copy, or delete it all.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            One ZIP file with your profile, skills, applications, interviews, career plans, learning progress and
            notifications (JSON), your resumes (PDF and JSON Resume) and your application materials (text).
          </p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={exportData.isPending}
            onClick={() =>
              exportData.mutate(user.id, {
                onSuccess: (name) => toast({ title: 'Download started', description: name }),
                onError: (error) => toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) }),
              })
            }
          >
            {exportData.isPending ? <Spinner className="size-4" label="Preparing" /> : <Download aria-hidden="true" />}
            Download my data
          </Button>
        </section>
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
      <DeleteAccountDialog user={user} open={deleting} onOpenChange={setDeleting} onDeleted={onDeleted} />
    </Card>
  );
}
