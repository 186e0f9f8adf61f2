import { Pencil, Save, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { AvatarEditor } from '@/features/profile/components/avatar-editor';
import { useUpdateUser } from '@/lib/update-user';
import type { User } from '@/types/api';
import { prefetchOnIntent } from '@/lib/prefetch';

// The edit form (react-hook-form, its zod resolver, the industry select) is
// fetched when Edit is first pointed at, focused or pressed, not with the
// profile page (issue 20).
const loadForm = () => import('@/features/profile/components/personal-info-form');
const PersonalInfoForm = lazy(() => loadForm().then((m) => ({ default: m.PersonalInfoForm })));

const FORM_ID = 'personal-info-form';

function ViewField({ label, value, wide }: { label: string; value: string | null | undefined; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={value?.trim() ? 'mt-1 break-words text-slate-900' : 'mt-1 text-slate-500'}>
        {value?.trim() || 'Not set'}
      </dd>
    </div>
  );
}

/** Seed 000 §2: view mode; Edit becomes Save; Cancel returns to view. */
export function PersonalInfoCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const updateUser = useUpdateUser();

  const years = user.yearsExperience == null ? null : `${user.yearsExperience} year${user.yearsExperience === 1 ? '' : 's'}`;

  const view = (
    <dl className="grid flex-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2" data-testid="personal-info-view">
      <ViewField label="First name" value={user.firstName} />
      <ViewField label="Last name" value={user.lastName} />
      <ViewField label="Email" value={user.email} wide />
      {user.pendingEmail && (
        <p className="text-xs text-amber-700 sm:col-span-2" data-testid="pending-email">
          Waiting for confirmation: {user.pendingEmail}. Open the link we sent there to change your address.
        </p>
      )}
      <ViewField label="Title" value={user.title} />
      <ViewField label="Location" value={user.location} />
      <ViewField label="Phone" value={user.phone} />
      <ViewField label="Industry" value={user.industry} />
      <ViewField label="Years of experience" value={years} />
      <ViewField label="LinkedIn" value={user.linkedinUrl} />
      <ViewField label="Portfolio" value={user.portfolioUrl} wide />
      <ViewField label="Bio" value={user.bio} wide />
    </dl>
  );

  return (
    <Card role="region" aria-labelledby="personal-info-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="personal-info-title">Personal Information</CardTitle>
          <CardDescription>How you appear to employers across Stride.</CardDescription>
        </div>
        <div className="flex gap-2">
          {editing && (
            <Button variant="outline" size="sm" onClick={() => setEditing(false)} disabled={updateUser.isPending}>
              <X aria-hidden="true" />
              Cancel
            </Button>
          )}
          {editing ? (
            <Button key="save" type="submit" form={FORM_ID} size="sm" disabled={updateUser.isPending}>
              {updateUser.isPending ? <Spinner className="size-4 text-white" label="Saving" /> : <Save aria-hidden="true" />}
              Save
            </Button>
          ) : (
            <Button
              key="edit"
              size="sm"
              variant="outline"
              {...prefetchOnIntent(loadForm)}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <div className="flex items-center gap-4 sm:flex-col sm:items-center">
            <AvatarEditor user={user} />
            <p className="text-xs text-muted-foreground sm:max-w-28 sm:text-center">JPG, PNG or GIF up to 10MB</p>
          </div>
          {editing ? (
            <Suspense fallback={view}>
              <PersonalInfoForm id={FORM_ID} user={user} updateUser={updateUser} onSaved={() => setEditing(false)} />
            </Suspense>
          ) : (
            view
          )}
        </div>
      </CardContent>
    </Card>
  );
}
