import { zodResolver } from '@hookform/resolvers/zod';
import { toastIfPlanLimit } from '@/components/upgrade-toast';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateApplication } from '@/features/applications/api/create-application';
import type { Application } from '@/features/applications/api/get-user-applications';
import { useUpdateApplication } from '@/features/applications/api/update-application';
import {
  appliedOn,
  applicationStatuses,
  dateInputToIso,
  statusLabel,
  toDateInputValue,
  type ApplicationStatus,
} from '@/features/applications/lib/status';
import { getErrorMessage } from '@/lib/api-client';

const formSchema = z.object({
  jobTitle: z.string().check(z.trim(), z.minLength(1, 'Job title is required')),
  company: z.string().check(z.trim(), z.minLength(1, 'Company is required')),
  status: z.enum(applicationStatuses),
  appliedDate: z.string(),
  notes: z.string(),
  nextSteps: z.string(),
  interviewDate: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

function defaults(application: Application | null | undefined): FormValues {
  return {
    jobTitle: application?.jobTitle ?? '',
    company: application?.company ?? '',
    status: ((application?.status as ApplicationStatus | undefined) ?? 'applied'),
    appliedDate: toDateInputValue(application ? appliedOn(application) : null),
    notes: application?.notes ?? '',
    nextSteps: application?.nextSteps ?? '',
    // The server keeps the time as given: its first 16 characters are the input's value.
    interviewDate: application?.interviewDate?.slice(0, 16) ?? '',
  };
}

interface ApplicationFormDialogProps {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The application being edited; null to add one. */
  application: Application | null;
  /**
   * 'jobs': the My Applications dialog (Cancel / Save). 'tracker': the
   * tracker's dialog, with Next Steps and 'Add Application' / 'Update Application'.
   */
  variant: 'jobs' | 'tracker';
}

/** Add or edit an application (seed 001 §2.1, §2.3). */
export function ApplicationFormDialog({ userId, open, onOpenChange, application, variant }: ApplicationFormDialogProps) {
  const editing = application !== null;
  const create = useCreateApplication();
  const update = useUpdateApplication();
  const pending = create.isPending || update.isPending;
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults(application) });

  useEffect(() => {
    if (open) reset(defaults(application));
  }, [open, application, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const data = {
      jobTitle: values.jobTitle.trim(),
      company: values.company.trim(),
      status: values.status,
      appliedDate: dateInputToIso(values.appliedDate),
      notes: values.notes.trim() || null,
      ...(variant === 'tracker' || editing ? { nextSteps: values.nextSteps.trim() || null } : {}),
      // At the interview stage the date (if any) goes with it, for the reminder.
      ...(values.status === 'interview' ? { interviewDate: values.interviewDate || null } : {}),
    };
    try {
      if (application) {
        await update.mutateAsync({ id: application.id, data, previousStatus: application.status });
        toast({ title: 'Application updated successfully!' });
      } else {
        await create.mutateAsync({ userId, ...data });
        toast({ title: 'Application added successfully!' });
      }
      onOpenChange(false);
    } catch (error) {
      if (toastIfPlanLimit(error)) return;
      toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
    }
  });

  const idPrefix = `${variant}-application`;
  const atInterview = watch('status') === 'interview';
  const submitLabel =
    variant === 'tracker' ? (editing ? 'Update Application' : 'Add Application') : 'Save';

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Application' : 'Add New Application'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Update the details or move the application to its next stage.'
              : 'Keep track of a job you applied to outside Stride.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-title`}>Job Title</Label>
            <Input
              id={`${idPrefix}-title`}
              placeholder="e.g. Senior Product Manager"
              aria-invalid={errors.jobTitle ? true : undefined}
              aria-describedby={errors.jobTitle ? `${idPrefix}-title-error` : undefined}
              {...register('jobTitle')}
            />
            {errors.jobTitle && (
              <p id={`${idPrefix}-title-error`} className="text-xs font-medium text-destructive">
                {errors.jobTitle.message}
              </p>
            )}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-company`}>Company</Label>
            <Input
              id={`${idPrefix}-company`}
              placeholder="e.g. Northwind Analytics"
              aria-invalid={errors.company ? true : undefined}
              aria-describedby={errors.company ? `${idPrefix}-company-error` : undefined}
              {...register('company')}
            />
            {errors.company && (
              <p id={`${idPrefix}-company-error`} className="text-xs font-medium text-destructive">
                {errors.company.message}
              </p>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${idPrefix}-status`}>Status</Label>
              <Controller
                control={control}
                name="status"
                render={({ field }) => (
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id={`${idPrefix}-status`} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {applicationStatuses.map((status) => (
                        <SelectItem key={status} value={status}>
                          {statusLabel(status)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${idPrefix}-date`}>Applied Date</Label>
              <Input id={`${idPrefix}-date`} type="date" {...register('appliedDate')} />
            </div>
          </div>
          {atInterview && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${idPrefix}-interview`}>Interview Date (optional)</Label>
              <Input id={`${idPrefix}-interview`} type="datetime-local" {...register('interviewDate')} />
              <p className="text-xs text-muted-foreground">We&apos;ll send you a reminder with the date.</p>
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-notes`}>Notes</Label>
            <Textarea
              id={`${idPrefix}-notes`}
              rows={3}
              placeholder="Who you spoke to, how you applied, anything to remember"
              {...register('notes')}
            />
          </div>
          {variant === 'tracker' && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${idPrefix}-next`}>Next Steps</Label>
              <Input id={`${idPrefix}-next`} placeholder="e.g. Follow up with the recruiter" {...register('nextSteps')} />
            </div>
          )}
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
