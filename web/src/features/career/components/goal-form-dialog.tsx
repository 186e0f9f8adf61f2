import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateCareerGoal } from '@/features/career/api/create-career-goal';
import { useUpdateCareerGoal } from '@/features/career/api/update-career-goal';
import type { CareerGoal } from '@/features/career/api/get-career-goals';
import { deadlineToIso, isoToDateInput } from '@/features/career/lib/career';
import { ApiError } from '@/lib/api-client';
import { z } from '@/lib/zod';

const formSchema = z.object({
  title: z.string().check(
    z.trim(),
    z.minLength(1, 'Title is required'),
    z.maxLength(200, 'Title must be at most 200 characters'),
  ),
  targetRole: z.string().check(z.trim(), z.maxLength(200, 'Target role must be at most 200 characters')),
  description: z.string(),
  deadline: z.string(),
  currentProgress: z.string().check(
    z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 100), 'Progress must be between 0 and 100'),
  ),
});
type FormValues = z.infer<typeof formSchema>;

export interface GoalDraft {
  title: string;
  targetRole: string;
  description: string;
}

function defaults(goal: CareerGoal | null, draft: GoalDraft | null): FormValues {
  return {
    title: goal?.title ?? draft?.title ?? '',
    targetRole: goal?.targetRole ?? draft?.targetRole ?? '',
    description: goal?.description ?? draft?.description ?? '',
    deadline: isoToDateInput(goal?.deadline ?? null),
    currentProgress: goal ? String(goal.currentProgress) : '',
  };
}

interface Props {
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The goal being edited, or null to create one (optionally from a draft). */
  goal: CareerGoal | null;
  draft?: GoalDraft | null;
}

/** Create Career Goal (seed 001 §2.6, §5) and editing a goal. */
export function GoalFormDialog({ userId, open, onOpenChange, goal, draft = null }: Props) {
  const create = useCreateCareerGoal();
  const update = useUpdateCareerGoal();
  const pending = create.isPending || update.isPending;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults(goal, draft) });

  useEffect(() => {
    if (open) reset(defaults(goal, draft));
  }, [open, goal, draft, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const data = {
      title: values.title.trim(),
      targetRole: values.targetRole.trim(),
      description: values.description.trim(),
      deadline: deadlineToIso(values.deadline),
    };
    try {
      if (goal) {
        const progress = values.currentProgress === '' ? undefined : Number(values.currentProgress);
        await update.mutateAsync({
          id: goal.id,
          data: {
            ...data,
            deadline: data.deadline ?? '',
            ...(progress !== undefined && progress !== goal.currentProgress ? { currentProgress: progress } : {}),
          },
        });
        toast({ title: 'Goal updated' });
      } else {
        await create.mutateAsync({ userId, ...data });
        toast({ title: 'Success!', description: 'Career goal created successfully.' });
      }
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field in values) setError(field as keyof FormValues, { message });
        }
      }
      toast({
        variant: 'destructive',
        title: 'Error',
        description: goal ? 'Failed to update career goal. Please try again.' : 'Failed to create career goal. Please try again.',
      });
    }
  });

  const field = (name: keyof FormValues) => ({
    id: `goal-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `goal-${name}-error` : undefined,
  });
  const error = (name: keyof FormValues) =>
    errors[name] && (
      <p id={`goal-${name}-error`} className="text-xs font-medium text-destructive">
        {errors[name]?.message}
      </p>
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{goal ? 'Edit Career Goal' : 'Create Career Goal'}</DialogTitle>
          <DialogDescription>
            With a target role, Stride proposes milestones from the skills that role asks for and you do not list yet.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="goal-title">Goal Title</Label>
            <Input placeholder="e.g. Move into data science" {...field('title')} {...register('title')} />
            {error('title')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="goal-targetRole">Target Role</Label>
            <Input placeholder="e.g. Data Scientist" {...field('targetRole')} {...register('targetRole')} />
            {error('targetRole')}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="goal-description">Description</Label>
            <Textarea rows={3} placeholder="Why this goal matters to you" {...field('description')} {...register('description')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="goal-deadline">Target Date</Label>
              <Input type="date" {...field('deadline')} {...register('deadline')} />
              {error('deadline')}
            </div>
            {goal && (
              <div className="grid gap-1.5">
                <Label htmlFor="goal-currentProgress">Progress (%)</Label>
                <Input inputMode="numeric" {...field('currentProgress')} {...register('currentProgress')} />
                {error('currentProgress')}
              </div>
            )}
          </div>
          <DialogFooter className="pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : goal ? 'Save Goal' : 'Create Goal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
