import { Check } from 'lucide-react';
import { stepStates, type OnboardingStepId } from '@/config/onboarding-steps';
import { cn } from '@/lib/utils';

const stateText = { done: 'completed', current: 'current step', upcoming: 'next' } as const;

/** Plan → Profile → Preferences, with the steps before `current` done (seed 000 §2). */
export function OnboardingStepper({ current, className }: { current: OnboardingStepId; className?: string }) {
  const steps = stepStates(current);
  return (
    <nav aria-label="Setup progress" className={className}>
      <ol className="flex items-start" data-testid="onboarding-stepper">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className="relative flex flex-1 flex-col items-center text-center"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                  step.state === 'upcoming' ? 'bg-border' : 'bg-brand-500',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative z-10 flex size-8 items-center justify-center rounded-full text-sm font-semibold ring-4 ring-subtle transition-colors',
                step.state === 'done' && 'bg-brand-500 text-white',
                step.state === 'current' && 'border-2 border-brand-500 bg-white text-brand-700',
                step.state === 'upcoming' && 'border border-input bg-white text-slate-400',
              )}
            >
              {step.state === 'done' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span
              className={cn(
                'mt-2 text-xs font-medium sm:text-sm',
                step.state === 'upcoming' ? 'text-slate-500' : 'text-slate-900',
              )}
            >
              {step.label}
              <span className="sr-only">, {stateText[step.state]}</span>
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
