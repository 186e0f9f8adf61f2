import { planName, plans, type Plan } from '@/config/plans';

/**
 * What a plan adds to the plan below it: its features, less the line that
 * says it includes that plan. Each plan's features replace those of the
 * plans below (unlimited tracking replaces 50 applications), so these are
 * what moving up a step gains and moving down a step loses.
 */
function planAdditions(plan: Plan): string[] {
  const included = plan.includes ? `Everything in ${planName(plan.includes)}` : null;
  return plan.features.filter((feature) => feature !== included);
}

/** A change of plan as the plans' own features describe it. */
export interface PlanChange {
  from: Plan;
  to: Plan;
  direction: 'upgrade' | 'downgrade';
  /** Features the new plan adds (an upgrade). */
  gained: string[];
  /** Features the old plan had that the new one has not (a downgrade). */
  lost: string[];
}

/**
 * What changing from one plan to another gains or loses, in the order of
 * `plans` (cheapest first); null when the plans are the same or unknown.
 */
export function planChange(fromId: string | null | undefined, toId: string | null | undefined): PlanChange | null {
  const fromIndex = plans.findIndex((plan) => plan.id === fromId);
  const toIndex = plans.findIndex((plan) => plan.id === toId);
  if (fromIndex < 0 || toIndex < 0 || fromIndex === toIndex) return null;
  const [low, high] = fromIndex < toIndex ? [fromIndex, toIndex] : [toIndex, fromIndex];
  const steps = plans.slice(low + 1, high + 1).flatMap(planAdditions);
  const upgrade = toIndex > fromIndex;
  return {
    from: plans[fromIndex],
    to: plans[toIndex],
    direction: upgrade ? 'upgrade' : 'downgrade',
    gained: upgrade ? steps : [],
    lost: upgrade ? [] : steps,
  };
}
