import { Brain, Briefcase, Calculator, Cpu, HeartHandshake, Loader2, Sparkles, UsersRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AfterFirstTask } from '@/components/after-first-task';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LevelMeter } from '@/features/interview/components/level-meter';
import {
  ANOTHER_ROLE,
  interviewTypeDescriptions,
  interviewTypeLabel,
  interviewTypes,
  jobTitleOptions,
  levelLabel,
  MAX_JOB_TITLE,
  QUESTIONS_PER_SESSION,
  type InterviewType,
} from '@/features/interview/lib/coach';
import { cn } from '@/lib/utils';

const typeIcons: Record<InterviewType, LucideIcon> = {
  behavioral: UsersRound,
  technical: Cpu,
  'case-study': Calculator,
  'emotional-intelligence': HeartHandshake,
};

/**
 * Seed 001 §2.4 "Before a session": job title, interview type, the current
 * level and the start button. Beside the seed's seven titles the select
 * offers the user's own title and "Another role…", typed in, since the
 * coach asks questions for any occupation.
 */
export function SessionSetup({
  profileTitle,
  jobTitle,
  onJobTitleChange,
  jobTitleError,
  type,
  onTypeChange,
  level,
  starting,
  onStart,
}: {
  profileTitle?: string | null;
  jobTitle: string;
  onJobTitleChange: (value: string) => void;
  jobTitleError?: string | null;
  type: InterviewType;
  onTypeChange: (value: InterviewType) => void;
  level: number;
  starting: boolean;
  onStart: () => void;
}) {
  const options = jobTitleOptions(profileTitle);
  const [typing, setTyping] = useState(() => !options.includes(jobTitle));
  const roleInput = useRef<HTMLInputElement>(null);
  // A role that cannot be used takes the focus, so its message is in view.
  useEffect(() => {
    if (jobTitleError) roleInput.current?.focus();
  }, [jobTitleError]);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Brain className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Set up your coaching session</h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            {QUESTIONS_PER_SESSION} questions that adapt to your answers, each analysed for behaviour, emotional
            intelligence and critical thinking.
          </p>
        </div>
      </div>

      <div className="mt-6 grid gap-6">
        <div className="grid gap-2 sm:max-w-sm">
          <Label htmlFor="interview-job-title">Job Title</Label>
          <Select
            name="jobTitle"
            value={typing ? ANOTHER_ROLE : jobTitle}
            onValueChange={(value) => {
              setTyping(value === ANOTHER_ROLE);
              onJobTitleChange(value === ANOTHER_ROLE ? '' : value);
            }}
          >
            <SelectTrigger id="interview-job-title">
              <Briefcase className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="flex-1 truncate text-left">
                <SelectValue />
              </span>
            </SelectTrigger>
            <SelectContent>
              {options.map((title) => (
                <SelectItem key={title} value={title}>
                  {title}
                </SelectItem>
              ))}
              <SelectItem value={ANOTHER_ROLE}>Another role…</SelectItem>
            </SelectContent>
          </Select>
          {typing && (
            <div className="mt-2 grid gap-1.5">
              <Label htmlFor="interview-other-role">Your role</Label>
              <Input
                ref={roleInput}
                id="interview-other-role"
                value={jobTitle}
                onChange={(e) => onJobTitleChange(e.target.value)}
                maxLength={MAX_JOB_TITLE}
                placeholder="e.g. Registered Nurse, Electrician, Bookkeeper"
                autoComplete="organization-title"
                {...(jobTitleError
                  ? { 'aria-invalid': true as const, 'aria-describedby': 'interview-other-role-error' }
                  : { 'aria-describedby': 'interview-other-role-hint' })}
              />
              {jobTitleError ? (
                <p id="interview-other-role-error" className="text-xs font-medium text-destructive">
                  {jobTitleError}
                </p>
              ) : (
                <p id="interview-other-role-hint" className="text-xs text-muted-foreground">
                  Any occupation: the questions come from what people in that job do.
                </p>
              )}
            </div>
          )}
        </div>

        {/* The type, the level and the start button come a task after the role (issue 20): on a phone they are below the fold. */}
        <AfterFirstTask>
          <fieldset className="grid gap-2">
            <legend id="interview-type-label" className="mb-2 text-sm font-medium text-slate-900">
              Interview Type
            </legend>
            <RadioGroup
              value={type}
              onValueChange={(value) => onTypeChange(value as InterviewType)}
              aria-labelledby="interview-type-label"
              className="grid gap-3 sm:grid-cols-2"
            >
              {interviewTypes.map((value) => {
                const Icon = typeIcons[value];
                const id = `interview-type-${value}`;
                return (
                  <Label
                    key={value}
                    htmlFor={id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-xl border border-border bg-white p-4 font-normal transition-[border-color,background-color,box-shadow] hover:border-brand-300 hover:bg-brand-50/40',
                      type === value && 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500',
                    )}
                  >
                    <RadioGroupItem value={value} id={id} className="mt-0.5" />
                    <span className="min-w-0">
                      <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                        <Icon className="size-4 text-brand-600" aria-hidden="true" />
                        {interviewTypeLabel(value)}
                      </span>
                      <span className="mt-1 block text-xs leading-relaxed text-slate-500">
                        {interviewTypeDescriptions[value]}
                      </span>
                    </span>
                  </Label>
                );
              })}
            </RadioGroup>
          </fieldset>

          <div className="rounded-xl border border-border bg-slate-50/80 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Current adaptive level</p>
                <p className="mt-0.5 text-base font-semibold text-slate-900" data-testid="setup-level">
                  Level {level} · {levelLabel(level)}
                </p>
              </div>
              <p className="max-w-xs text-xs leading-relaxed text-slate-500">
                Questions start at this level and follow your scores as you answer.
              </p>
            </div>
            <LevelMeter level={level} className="mt-3" />
          </div>

          <Button variant="brand" size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={onStart} disabled={starting}>
            {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            {starting ? 'Generating questions...' : 'Start Advanced AI Coaching'}
          </Button>
        </AfterFirstTask>
      </div>
    </Card>
  );
}
