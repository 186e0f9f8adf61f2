import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { FormField } from '@/components/form-field';
import { useCreateSkill } from '@/features/skills/api/create-skill';
import { skillCategories, skillLevels, type Skill } from '@/features/skills/api/get-user-skills';
import { useUpdateSkill } from '@/features/skills/api/update-skill';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const skillFormSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, 'Skill name is required'),
    z.maxLength(60, 'Skill name must be at most 60 characters'),
  ),
  level: z.enum(skillLevels),
  category: z.enum(skillCategories),
});
type SkillFormValues = z.infer<typeof skillFormSchema>;

/** Seed 000 §4: the form resets to intermediate and technical. */
const emptySkill: SkillFormValues = { name: '', level: 'intermediate', category: 'technical' };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function toFormValues(skill: Skill | null): SkillFormValues {
  if (!skill) return emptySkill;
  return {
    name: skill.name,
    level: (skillLevels as readonly string[]).includes(skill.level) ? (skill.level as SkillFormValues['level']) : 'intermediate',
    category: (skillCategories as readonly string[]).includes(skill.category)
      ? (skill.category as SkillFormValues['category'])
      : 'technical',
  };
}

interface SkillDialogProps {
  userId: string;
  open: boolean;
  /** The skill being edited, or null to add one. */
  skill: Skill | null;
  onOpenChange: (open: boolean) => void;
}

/** Add Skill / Edit Skill (seed 000 §2; editing works in Stride, DESIGN.md). */
export function SkillDialog({ userId, open, skill, onOpenChange }: SkillDialogProps) {
  const createSkill = useCreateSkill();
  const updateSkill = useUpdateSkill();
  const pending = createSkill.isPending || updateSkill.isPending;
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm<SkillFormValues>({ resolver: zodResolver(skillFormSchema), defaultValues: emptySkill });

  useEffect(() => {
    if (open) reset(toFormValues(skill));
  }, [open, skill, reset]);

  function onError(error: unknown) {
    if (error instanceof ApiError && error.fieldErrors.name) setError('name', { message: error.fieldErrors.name });
    toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) });
  }

  const onSubmit = handleSubmit((values) => {
    if (skill) {
      updateSkill.mutate(
        { id: skill.id, data: { ...values, userId } },
        {
          onSuccess: () => {
            onOpenChange(false);
            toast({ title: 'Skill updated successfully!' });
          },
          onError,
        },
      );
    } else {
      createSkill.mutate(
        { ...values, userId },
        {
          onSuccess: () => {
            reset(emptySkill);
            onOpenChange(false);
            toast({ title: 'Skill added successfully!' });
          },
          onError,
        },
      );
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{skill ? 'Edit Skill' : 'Add Skill'}</DialogTitle>
          <DialogDescription>
            {skill ? 'Change the name, level or category of this skill.' : 'Add a skill to improve your job matches.'}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={skill ? 'Edit Skill' : 'Add Skill'}>
          <FormField
            id="skill-name"
            label="Skill name"
            placeholder="e.g. TypeScript"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="skill-level">Level</Label>
              <Controller
                control={control}
                name="level"
                render={({ field }) => (
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="skill-level">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {skillLevels.map((l) => (
                        <SelectItem key={l} value={l}>
                          {capitalise(l)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="skill-category">Category</Label>
              <Controller
                control={control}
                name="category"
                render={({ field }) => (
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="skill-category">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {skillCategories.map((c) => (
                        <SelectItem key={c} value={c}>
                          {capitalise(c)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </div>
          </div>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner className="size-4 text-white" label="Saving" />}
              {skill ? 'Save Changes' : 'Add Skill'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
