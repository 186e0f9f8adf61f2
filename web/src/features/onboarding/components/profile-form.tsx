import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import type { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '@/components/form-field';
import { industries } from '@/config/application-options';
import {
  onboardingProfileSchema,
  useSaveOnboardingProfile,
  type OnboardingProfileInput,
} from '@/features/onboarding/api/save-profile';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import type { User } from '@/types/api';

type ProfileFormValues = z.input<typeof onboardingProfileSchema>;
const fieldNames = ['firstName', 'lastName', 'currentTitle', 'yearsExperience', 'industry'] as const;

/** Onboarding step Profile (seed 000 §2, §5, §8), prefilled from the account. */
export function ProfileForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const saveProfile = useSaveOnboardingProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, OnboardingProfileInput>({
    resolver: zodResolver(onboardingProfileSchema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      currentTitle: user.currentTitle ?? user.title ?? '',
      yearsExperience: user.yearsExperience ?? '',
      industry: user.industry && (industries as readonly string[]).includes(user.industry) ? user.industry : '',
    },
  });

  const onSubmit = handleSubmit((values) => {
    saveProfile.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Profile saved!', description: "Let's set up your career preferences next." });
        navigate('/onboarding/preferences');
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            const known = fieldNames.find((f) => f === field);
            if (known) setError(known, { message });
          }
        }
        toast({
          variant: 'destructive',
          title: 'Error saving profile',
          description: getErrorMessage(error, 'Please try again.'),
        });
      },
    });
  });

  const industryError = errors.industry?.message;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your profile" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="firstName"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          id="lastName"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <FormField
        id="currentTitle"
        label="Current job title"
        autoComplete="organization-title"
        placeholder="e.g. Marketing Coordinator"
        error={errors.currentTitle?.message}
        {...register('currentTitle')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="industry">Industry</Label>
          <Controller
            control={control}
            name="industry"
            render={({ field }) => (
              <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
                <SelectTrigger
                  id="industry"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={industryError ? true : undefined}
                  aria-describedby={industryError ? 'industry-error' : undefined}
                >
                  <SelectValue placeholder="Select your industry" />
                </SelectTrigger>
                <SelectContent>
                  {industries.map((industry) => (
                    <SelectItem key={industry} value={industry}>
                      {industry}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          {industryError && (
            <p id="industry-error" className="text-xs font-medium text-destructive">
              {industryError}
            </p>
          )}
        </div>
        <FormField
          id="yearsExperience"
          label="Years of experience"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          step={1}
          placeholder="0"
          error={errors.yearsExperience?.message}
          {...register('yearsExperience')}
        />
      </div>
      <div className="mt-3 flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={() => navigate('/subscribe')} className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" size="lg" variant="brand" disabled={saveProfile.isPending} className="w-full sm:w-auto">
          {saveProfile.isPending ? (
            <>
              <Spinner className="size-4 text-white" label="Saving your profile" />
              Saving...
            </>
          ) : (
            <>
              Save and continue
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
