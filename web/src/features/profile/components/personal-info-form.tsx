import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '@/components/form-field';
import { industries } from '@/config/application-options';
import {
  profileFormDefaults,
  profileFormSchema,
  toUpdateInput,
  type ProfileFormValues,
} from '@/features/profile/lib/profile-form';
import type { useUpdateUser } from '@/lib/update-user';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

interface PersonalInfoFormProps {
  /** The form's id, which the card's Save button submits. */
  id: string;
  user: User;
  /** The card's mutation, so that its Save and Cancel buttons show it busy. */
  updateUser: ReturnType<typeof useUpdateUser>;
  onSaved: () => void;
}

/**
 * The Personal Information card in edit mode (seed 000 §2). Mounted when the
 * user presses Edit, it starts from the saved profile each time; it comes in
 * its own chunk with react-hook-form and the industry select (issue 20).
 */
export function PersonalInfoForm({ id, user, updateUser, onSaved }: PersonalInfoFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: profileFormDefaults(user) });

  const onSubmit = handleSubmit((values) => {
    updateUser.mutate(
      { userId: user.id, data: toUpdateInput(values) },
      {
        onSuccess: (saved) => {
          onSaved();
          // With e-mail configured, a new address waits for its link.
          const pending = saved?.pendingEmail && saved.pendingEmail !== user.pendingEmail ? saved.pendingEmail : null;
          toast({
            title: 'Profile updated successfully!',
            description: pending ? `We have sent a confirmation link to ${pending}. Your address changes when you open it.` : undefined,
          });
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

  return (
    <form id={id} noValidate onSubmit={onSubmit} className="grid flex-1 gap-4 sm:grid-cols-2" aria-label="Personal information">
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
  );
}
