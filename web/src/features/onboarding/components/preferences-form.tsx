import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Check, Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import {
  onboardingPreferencesSchema,
  useSaveOnboardingPreferences,
  type OnboardingPreferencesInput,
} from '@/features/onboarding/api/save-preferences';
import { addSkill, careerGoalOptions, hasItem, removeItem, suggestedSkills, toggleItem } from '@/features/onboarding/options';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import type { User } from '@/types/api';

/** Onboarding step Preferences (seed 000 §2, §3, §5, §8), prefilled from the account. */
export function PreferencesForm({ user }: { user: User }) {
  const navigate = useNavigate();
  const savePreferences = useSaveOnboardingPreferences();
  const [customSkill, setCustomSkill] = useState('');
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OnboardingPreferencesInput>({
    resolver: zodResolver(onboardingPreferencesSchema),
    defaultValues: { careerGoals: user.careerGoals, skills: user.skills },
  });

  const onSubmit = handleSubmit((values) => {
    savePreferences.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Preferences saved!', description: "Welcome to the product! Let's start building your career." });
        navigate('/');
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Error saving preferences',
          description: getErrorMessage(error, 'Please try again.'),
        });
      },
    });
  });

  const goalsError = errors.careerGoals?.message;
  const skillsError = errors.skills?.message;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Your preferences" className="grid gap-8">
      <Controller
        control={control}
        name="careerGoals"
        render={({ field }) => (
          <fieldset aria-describedby={goalsError ? 'careerGoals-error' : undefined}>
            <legend className="text-base font-semibold text-slate-900">Career goals</legend>
            <p className="mt-1 text-sm text-muted-foreground">What do you want from your next move? Pick all that apply.</p>
            <div className="mt-4 grid gap-2 sm:grid-cols-2">
              {careerGoalOptions.map((goal, index) => {
                const checked = field.value.includes(goal);
                const id = `goal-${index}`;
                return (
                  <div
                    key={goal}
                    className={cn(
                      'flex items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-500/15',
                      checked ? 'border-brand-300 bg-brand-50' : 'border-border bg-white hover:bg-subtle',
                    )}
                  >
                    <Checkbox
                      id={id}
                      checked={checked}
                      aria-invalid={goalsError ? true : undefined}
                      onCheckedChange={() => field.onChange(toggleItem(field.value, goal))}
                    />
                    <Label htmlFor={id} className="flex-1 cursor-pointer py-0.5 text-sm font-normal text-slate-800">
                      {goal}
                    </Label>
                  </div>
                );
              })}
            </div>
            {goalsError && (
              <p id="careerGoals-error" className="mt-2 text-xs font-medium text-destructive">
                {goalsError}
              </p>
            )}
          </fieldset>
        )}
      />

      <Controller
        control={control}
        name="skills"
        render={({ field }) => {
          const add = () => {
            field.onChange(addSkill(field.value, customSkill));
            setCustomSkill('');
          };
          const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          };
          return (
            <fieldset aria-describedby={skillsError ? 'skills-error' : undefined}>
              <legend className="text-base font-semibold text-slate-900">Skills</legend>
              <p className="mt-1 text-sm text-muted-foreground">
                Choose from the suggestions or add your own. We use them to match you with jobs.
              </p>

              <div className="mt-4 min-h-12 rounded-lg border border-dashed border-input bg-subtle p-2.5">
                {field.value.length === 0 ? (
                  <p className="px-1 py-1 text-sm text-slate-400">No skills selected yet.</p>
                ) : (
                  <ul aria-label="Selected skills" className="flex flex-wrap gap-2" data-testid="selected-skills">
                    {field.value.map((skill) => (
                      <li
                        key={skill}
                        className="inline-flex items-center gap-1 rounded-full bg-brand-500 py-1 pr-1 pl-3 text-sm font-medium text-white"
                      >
                        {skill}
                        <button
                          type="button"
                          aria-label={`Remove ${skill}`}
                          onClick={() => field.onChange(removeItem(field.value, skill))}
                          className="flex size-5 items-center justify-center rounded-full text-brand-100 hover:bg-white/20 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                        >
                          <X aria-hidden="true" className="size-3.5" />
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </div>

              <p className="mt-5 text-sm font-medium text-slate-700" id="suggested-skills-label">
                Suggested skills
              </p>
              <ul aria-labelledby="suggested-skills-label" className="mt-2 flex flex-wrap gap-2">
                {suggestedSkills.map((skill) => {
                  const selected = hasItem(field.value, skill);
                  return (
                    <li key={skill}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => field.onChange(toggleItem(field.value, skill))}
                        className={cn(
                          'inline-flex h-8 items-center gap-1 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                          selected
                            ? 'border-brand-500 bg-brand-50 font-medium text-brand-700'
                            : 'border-border bg-white text-slate-700 hover:border-brand-300 hover:bg-brand-50/50',
                        )}
                      >
                        {selected ? <Check aria-hidden="true" className="size-3.5" /> : <Plus aria-hidden="true" className="size-3.5" />}
                        {skill}
                      </button>
                    </li>
                  );
                })}
              </ul>

              <div className="mt-5 grid gap-1.5">
                <Label htmlFor="customSkill">Add a custom skill</Label>
                <div className="flex gap-2">
                  <Input
                    id="customSkill"
                    value={customSkill}
                    onChange={(event) => setCustomSkill(event.target.value)}
                    onKeyDown={onKeyDown}
                    placeholder="e.g. Figma"
                    maxLength={60}
                    autoComplete="off"
                  />
                  <Button type="button" variant="outline" onClick={add} aria-label="Add skill">
                    <Plus aria-hidden="true" />
                    Add
                  </Button>
                </div>
              </div>
              {skillsError && (
                <p id="skills-error" className="mt-2 text-xs font-medium text-destructive">
                  {skillsError}
                </p>
              )}
            </fieldset>
          );
        }}
      />

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={() => navigate('/onboarding/profile')} className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" size="lg" variant="brand" disabled={savePreferences.isPending} className="w-full sm:w-auto">
          {savePreferences.isPending ? (
            <>
              <Spinner className="size-4 text-white" label="Completing your setup" />
              Completing...
            </>
          ) : (
            <>
              <Check aria-hidden="true" />
              Complete Setup
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
