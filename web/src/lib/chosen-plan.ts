import { isPlanId, type PlanId } from '@/config/plans';

/** The plan chosen on /subscribe, remembered for registration and the later steps. */
export const CHOSEN_PLAN_KEY = 'stride-plan';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getChosenPlan(): PlanId | null {
  const value = storage()?.getItem(CHOSEN_PLAN_KEY);
  return isPlanId(value) ? value : null;
}

export function setChosenPlan(plan: PlanId): void {
  try {
    storage()?.setItem(CHOSEN_PLAN_KEY, plan);
  } catch {
    // Storage full or blocked: the choice still travels in the register link.
  }
}
