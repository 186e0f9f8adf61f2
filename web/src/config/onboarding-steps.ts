/** The three set-up steps of seed 000 §1: Plan, Profile, Preferences. */
export const onboardingSteps = [
  { id: 'plan', label: 'Plan', href: '/subscribe' },
  { id: 'profile', label: 'Profile', href: '/onboarding/profile' },
  { id: 'preferences', label: 'Preferences', href: '/onboarding/preferences' },
] as const;

export type OnboardingStepId = (typeof onboardingSteps)[number]['id'];
export type StepState = 'done' | 'current' | 'upcoming';

/** Steps before `current` are done, `current` is current, the rest are next. */
export function stepStates(current: OnboardingStepId): Array<{ id: OnboardingStepId; label: string; state: StepState }> {
  const index = onboardingSteps.findIndex((step) => step.id === current);
  return onboardingSteps.map((step, i) => ({
    id: step.id,
    label: step.label,
    state: i < index ? 'done' : i === index ? 'current' : 'upcoming',
  }));
}
