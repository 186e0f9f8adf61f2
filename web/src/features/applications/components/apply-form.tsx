import { zodResolver } from '@hookform/resolvers/zod';
import { toastIfPlanLimit } from '@/components/upgrade-toast';
import { SAMPLE_APPLIED_MESSAGE, TRACKED_APPLIED_MESSAGE } from '@/lib/apply';
import { Loader2, Send } from 'lucide-react';
import { useEffect, type ComponentProps } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { applyFormSchema, useSubmitApplication, type ApplyFormValues } from '@/features/applications/api/submit-application';
import { availabilityOptions, experienceOptions } from '@/config/application-options';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';

const emptyValues: ApplyFormValues = {
  fullName: '',
  email: '',
  phone: '',
  resumeUrl: '',
  coverLetter: '',
  experience: '',
  availability: '',
  portfolioUrl: '',
  linkedinUrl: '',
  additionalNotes: '',
};

const pick = (value: string | null | undefined, allowed: readonly { value: string }[]) =>
  value && allowed.some((o) => o.value === value) ? value : '';

/** Seed 001 §5: the form is prefilled from the profile, the cover letter from the bio. */
export function valuesFromProfile(profile: User | undefined): ApplyFormValues {
  if (!profile) return emptyValues;
  return {
    fullName: [profile.firstName, profile.lastName].filter((p) => p?.trim()).join(' '),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    resumeUrl: profile.resumeUrl ?? '',
    coverLetter: profile.bio ?? '',
    experience: pick(profile.experienceLevel, experienceOptions),
    availability: pick(profile.availability, availabilityOptions),
    portfolioUrl: profile.portfolioUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    additionalNotes: '',
  };
}

const serverFields: ReadonlySet<string> = new Set(Object.keys(emptyValues));

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

interface ApplyFormProps {
  /** The posting applied to (the jobs feature's Job has these and more). */
  job: { id: string; title: string; company: string; sample: boolean };
  userId: string;
  profile: User | undefined;
}

/** The job application form (seed 001 §2.2, §5). */
export function ApplyForm({ job, userId, profile }: ApplyFormProps) {
  const navigate = useNavigate();
  const submit = useSubmitApplication();
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isDirty },
  } = useForm<ApplyFormValues>({ resolver: zodResolver(applyFormSchema), defaultValues: valuesFromProfile(profile) });

  // The profile may arrive after the form mounted: prefill unless the user already typed.
  useEffect(() => {
    if (profile && !isDirty) reset(valuesFromProfile(profile));
  }, [profile, reset, isDirty]);

  const coverLength = watch('coverLetter').trim().length;

  const onSubmit = handleSubmit(async (values) => {
    if (submit.isPending) return;
    try {
      await submit.mutateAsync({ userId, job: { id: job.id, title: job.title, company: job.company }, values });
      toast({
        title: 'Application Submitted!',
        // No employer receives what this form sends (issue 42): say so.
        description: job.sample ? SAMPLE_APPLIED_MESSAGE : TRACKED_APPLIED_MESSAGE,
      });
      navigate('/tracker');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (serverFields.has(field)) setError(field as FieldPath<ApplyFormValues>, { message });
        }
      }
      if (toastIfPlanLimit(error)) return;
      toast({
        variant: 'destructive',
        title: 'Application Failed',
        description: getErrorMessage(error, 'Failed to submit application. Please try again.'),
      });
    }
  });

  const text = (
    name: Exclude<FieldPath<ApplyFormValues>, 'experience' | 'availability' | 'coverLetter' | 'additionalNotes'>,
    label: string,
    props: ComponentProps<typeof Input> = {},
  ) => {
    const id = `apply-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
          {...register(name)}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  const select = (
    name: 'experience' | 'availability',
    label: string,
    placeholder: string,
    options: readonly { value: string; label: string }[],
  ) => {
    const id = `apply-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select name={field.name} value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger
                id={id}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              >
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {options.map((o) => (
                  <SelectItem key={o.value} value={o.value}>
                    {o.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Job application">
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Contact details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('fullName', 'Full Name', { autoComplete: 'name' })}</div>
          {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel', placeholder: '+1 555 123 4567' })}
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Experience and availability</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {select('experience', 'Experience Level', 'Select your experience level', experienceOptions)}
          {select('availability', 'Availability', 'When can you start?', availabilityOptions)}
        </div>
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold text-slate-900">Links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {text('resumeUrl', 'Resume URL (optional)', { type: 'url', placeholder: 'https://...' })}
          </div>
          {text('portfolioUrl', 'Portfolio URL (optional)', { type: 'url', placeholder: 'https://...' })}
          {text('linkedinUrl', 'LinkedIn URL (optional)', {
            type: 'url',
            placeholder: 'https://www.linkedin.com/in/...',
          })}
        </div>
      </fieldset>

      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <Label htmlFor="apply-coverLetter">Cover Letter</Label>
          <span
            className={cn('text-xs tabular-nums', coverLength >= 50 ? 'text-green-700' : 'text-muted-foreground')}
            aria-live="polite"
          >
            {coverLength} characters{coverLength < 50 ? ' (at least 50)' : ''}
          </span>
        </div>
        <Textarea
          id="apply-coverLetter"
          rows={7}
          placeholder={`Tell ${job.company} why you are a great fit for this role.`}
          aria-invalid={errors.coverLetter ? true : undefined}
          aria-describedby={errors.coverLetter ? 'apply-coverLetter-error' : undefined}
          {...register('coverLetter')}
        />
        <FieldError id="apply-coverLetter-error" message={errors.coverLetter?.message} />
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="apply-additionalNotes">Additional Notes (optional)</Label>
        <Textarea
          id="apply-additionalNotes"
          rows={3}
          placeholder="Anything else the hiring team should know"
          {...register('additionalNotes')}
        />
      </div>

      <div className="flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate('/jobs')} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={submit.isPending}>
          {submit.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
          {submit.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}
