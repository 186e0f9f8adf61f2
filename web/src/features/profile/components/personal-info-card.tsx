import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, Save, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '@/components/form-field';
import { industries } from '@/config/application-options';
import { AvatarEditor } from '@/features/profile/components/avatar-editor';
import {
  profileFormDefaults,
  profileFormSchema,
  toUpdateInput,
  type ProfileFormValues,
} from '@/features/profile/lib/profile-form';
import { useUpdateUser } from '@/lib/update-user';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

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
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: profileFormDefaults(user) });

  function startEditing() {
    reset(profileFormDefaults(user));
    setEditing(true);
  }

  function cancel() {
    reset(profileFormDefaults(user));
    setEditing(false);
  }

  const onSubmit = handleSubmit((values) => {
    updateUser.mutate(
      { userId: user.id, data: toUpdateInput(values) },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: 'Profile updated successfully!' });
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, message] of Object.entries(error.fieldErrors)) {
              if (field in values) setError(field as keyof ProfileFormValues, { message });
            }
          }
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
        },
      },
    );
  });

  const years = user.yearsExperience == null ? null : `${user.yearsExperience} year${user.yearsExperience === 1 ? '' : 's'}`;

  return (
    <Card role="region" aria-labelledby="personal-info-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle id="personal-info-title">Personal Information</CardTitle>
          <CardDescription>How you appear to employers across Stride.</CardDescription>
        </div>
        <div className="flex gap-2">
          {editing && (
            <Button variant="outline" size="sm" onClick={cancel} disabled={updateUser.isPending}>
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
            <Button key="edit" size="sm" variant="outline" onClick={startEditing}>
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
            <form id={FORM_ID} noValidate onSubmit={onSubmit} className="grid flex-1 gap-4 sm:grid-cols-2" aria-label="Personal information">
              <FormField id="profile-first-name" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
              <FormField id="profile-last-name" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
              <FormField
                id="profile-email"
                label="Email"
                type="email"
                inputMode="email"
                autoComplete="email"
                className="sm:col-span-2"
                error={errors.email?.message}
                {...register('email')}
              />
              <FormField id="profile-title" label="Title" placeholder="e.g. Senior Product Designer" autoComplete="organization-title" error={errors.title?.message} {...register('title')} />
              <FormField id="profile-location" label="Location" placeholder="e.g. Austin, TX" autoComplete="address-level2" error={errors.location?.message} {...register('location')} />
              <FormField id="profile-phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
              <div className="grid gap-1.5">
                <Label htmlFor="profile-industry">Industry</Label>
                <Controller
                  control={control}
                  name="industry"
                  render={({ field }) => (
                    <Select name={field.name} value={field.value || undefined} onValueChange={field.onChange}>
                      <SelectTrigger id="profile-industry" onBlur={field.onBlur}>
                        <SelectValue placeholder="Select an industry" />
                      </SelectTrigger>
                      <SelectContent>
                        {[...new Set([...(field.value ? [field.value] : []), ...industries])].map((name) => (
                          <SelectItem key={name} value={name}>
                            {name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              </div>
              <FormField
                id="profile-years"
                label="Years of experience"
                inputMode="numeric"
                error={errors.yearsExperience?.message}
                {...register('yearsExperience')}
              />
              <FormField id="profile-linkedin" label="LinkedIn URL" type="url" placeholder="https://linkedin.com/in/you" error={errors.linkedinUrl?.message} {...register('linkedinUrl')} />
              <FormField id="profile-portfolio" label="Portfolio URL" type="url" placeholder="https://" className="sm:col-span-2" error={errors.portfolioUrl?.message} {...register('portfolioUrl')} />
              <div className="grid gap-1.5 sm:col-span-2">
                <Label htmlFor="profile-bio">Bio</Label>
                <Textarea
                  id="profile-bio"
                  rows={4}
                  placeholder="A few lines about what you do and what you are looking for"
                  aria-invalid={errors.bio ? true : undefined}
                  {...register('bio')}
                />
                {errors.bio && <p className="text-xs font-medium text-destructive">{errors.bio.message}</p>}
              </div>
            </form>
          ) : (
            <dl className="grid flex-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2" data-testid="personal-info-view">
              <ViewField label="First name" value={user.firstName} />
              <ViewField label="Last name" value={user.lastName} />
              <ViewField label="Email" value={user.email} wide />
              <ViewField label="Title" value={user.title} />
              <ViewField label="Location" value={user.location} />
              <ViewField label="Phone" value={user.phone} />
              <ViewField label="Industry" value={user.industry} />
              <ViewField label="Years of experience" value={years} />
              <ViewField label="LinkedIn" value={user.linkedinUrl} />
              <ViewField label="Portfolio" value={user.portfolioUrl} wide />
              <ViewField label="Bio" value={user.bio} wide />
            </dl>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
