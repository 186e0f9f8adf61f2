import type * as React from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/lib/user';
import { getChosenPlan } from '@/lib/chosen-plan';
import { OnboardingStepper } from '@/components/onboarding-stepper';
import type { OnboardingStepId } from '@/config/onboarding-steps';
import type { User } from '@/types/api';

/** `/register?plan=…&next=…`: where a signed-out visitor goes before an onboarding step (DESIGN.md). */
export function registerPathFor(next: string, plan: string | null): string {
  const params = new URLSearchParams();
  if (plan) params.set('plan', plan);
  params.set('next', next);
  return `/register?${params.toString()}`;
}

/**
 * Onboarding steps save to the account, so a signed-out visitor creates one
 * first, carrying the chosen plan and the step to come back to.
 */
export function RequireAccount({ children }: { children: (user: User) => React.ReactNode }) {
  const { data: user, isPending } = useUser();
  const { pathname } = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={registerPathFor(pathname, getChosenPlan())} replace />;
  return <>{children(user)}</>;
}

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
