import type * as React from 'react';
import { OnboardingStepper } from '@/components/onboarding-stepper';
import type { OnboardingStepId } from '@/config/onboarding-steps';

/** The stepper above a card holding one step's form. */
export function OnboardingShell({
  step,
  title,
  description,
  children,
}: {
  step: OnboardingStepId;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <OnboardingStepper current={step} className="mx-auto max-w-md" />
      <div className="mt-8 rounded-2xl border border-border bg-white p-5 shadow-soft sm:mt-10 sm:p-8">
        <header className="mb-6 sm:mb-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground sm:text-base">{description}</p>
        </header>
        {children}
      </div>
    </div>
  );
}
