import { ArrowRight, Clock, RefreshCcw, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { defaultPlanId, getPlan, planGuarantees, plans, type Plan, type PlanId } from '@/config/plans';
import { planChange, type PlanChange } from '@/features/billing/plan-change';
import { useUser } from '@/lib/user';
import { ApiError } from '@/lib/api-client';
import { useBilling, useSubscribe, type SubscribeResult } from '@/lib/billing';
import { getChosenPlan, setChosenPlan } from '@/lib/chosen-plan';
import { prefetchOnIntent } from '@/lib/prefetch';
import { PlanCard } from '@/features/billing/components/plan-card';
import { OnboardingStepper } from '@/components/onboarding-stepper';

// Fetched when a signed-in user first reaches for a change of plan.
const loadPlanChangeDialog = () => import('@/features/billing/components/plan-change-dialog');
const PlanChangeDialog = lazy(() => loadPlanChangeDialog().then((m) => ({ default: m.PlanChangeDialog })));

/** Seed 000 §9: simulated set-up of 1.5 s, then navigation about 1 s after the toast. */
export const SETUP_DELAY_MS = 1500;
export const NAVIGATE_DELAY_MS = 1000;

const guaranteeIcons = [ShieldCheck, RefreshCcw, Clock];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Plan selection (/subscribe). Signed out, nothing is sent to the server:
 * the choice is remembered and travels to registration. Signed in, the
 * current plan is marked and preselected; choosing another asks to confirm,
 * saying what the change gains or loses (DESIGN.md), then goes to
 * POST /api/billing/subscribe: in demo mode (no payment keys) the plan is
 * active at once; with Stripe the server answers with the payment page's
 * link, and only Stripe's verified webhook switches the plan. Only an
 * upgrade goes on to the success page and its confetti.
 */
export function PlanSelection() {
  const navigate = useNavigate();
  const { data: user } = useUser();
  const subscribe = useSubscribe();
  const billing = useBilling(Boolean(user));
  const currentPlanId = user ? (getPlan(user.subscriptionPlan)?.id ?? null) : null;
  const onboarded = Boolean(user?.onboardingCompleted);
  const [selected, setSelected] = useState<PlanId | null>(() => currentPlanId ?? getChosenPlan() ?? defaultPlanId);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState<PlanChange | null>(null);
  // The dialog's module is fetched on the first change asked for, then kept.
  const [dialogWanted, setDialogWanted] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const plan = getPlan(selected);
  const change = user ? planChange(currentPlanId, selected) : null;
  const onCurrentPlan = Boolean(user) && plan !== undefined && plan.id === currentPlanId;

  const activate = async (plan: Plan, change: PlanChange | null) => {
    setPending(true);
    let result: SubscribeResult | undefined;
    try {
      const saving = user ? subscribe.mutateAsync(plan.id) : Promise.resolve(undefined);
      [, result] = await Promise.all([wait(SETUP_DELAY_MS), saving]);
    } catch (error) {
      if (mounted.current) setPending(false);
      // A 409 (a paid plan is already running) says what to do; anything
      // else is the seed's plan set-up failure.
      const description =
        error instanceof ApiError && error.status === 409 ? error.detail : 'Something went wrong. Please try again.';
      toast({ variant: 'destructive', title: 'Subscription Error', description });
      return;
    }
    setChosenPlan(plan.id);
    if (result?.mode === 'stripe') {
      // The payment page confirms with Stripe Elements; the plan switches on
      // when Stripe's signed webhook arrives.
      if (mounted.current) navigate(result.url);
      return;
    }
    if (change?.direction === 'downgrade') {
      // Said plainly: no success page, no confetti.
      toast({ title: `Switched to the ${plan.name} plan`, description: 'Demo mode: no payment was taken.' });
      if (onboarded) {
        if (mounted.current) setPending(false);
        return;
      }
    } else {
      toast({
        title: user ? `${plan.name} plan activated` : `${plan.name} plan selected`,
        description: !user
          ? 'Next, create your account and set up your profile.'
          : onboarded
            ? 'Demo mode: no payment was taken.'
            : "Next, let's set up your profile.",
      });
    }
    await wait(NAVIGATE_DELAY_MS);
    if (mounted.current) navigate(onboarded && result ? result.url : '/onboarding/profile');
  };

  const onContinue = () => {
    if (pending) return;
    if (!plan) {
      toast({ title: 'Please select a plan', description: 'Choose a subscription plan to continue' });
      return;
    }
    if (change) {
      setDialogWanted(true);
      setConfirming(change);
      return;
    }
    if (onCurrentPlan) {
      // Keeping the plan changes nothing: onboarding goes on to the profile.
      if (!onboarded) navigate('/onboarding/profile');
      return;
    }
    void activate(plan, null);
  };

  const confirmChange = () => {
    const confirmed = confirming;
    setConfirming(null);
    if (confirmed) void activate(confirmed.to, confirmed);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {!onboarded && <OnboardingStepper current="plan" className="mx-auto mb-10 max-w-md" />}
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {onboarded ? 'Change your plan' : 'Choose your plan'}
        </h1>
        <p className="mt-3 text-base text-muted-foreground sm:text-lg">
          {onboarded
            ? 'Your current plan is marked. Choose another to see what changes before anything is switched.'
            : 'Pick the plan that fits where you are. You can change it at any time.'}
        </p>
      </header>
      <div role="group" aria-label="Subscription plans" className="mt-12 grid gap-6 lg:grid-cols-3 lg:gap-5">
        {plans.map((p) => (
          <PlanCard
            key={p.id}
            plan={p}
            selected={selected === p.id}
            current={p.id === currentPlanId}
            onToggle={() => setSelected((current) => (current === p.id ? null : p.id))}
          />
        ))}
      </div>
      <div className="mt-10 flex flex-col items-center gap-4">
        <Button
          size="lg"
          variant="brand"
          className="w-full sm:w-auto sm:min-w-72"
          onClick={onContinue}
          disabled={pending || (onCurrentPlan && onboarded)}
          data-testid="confirm-plan"
          {...(user ? prefetchOnIntent(loadPlanChangeDialog) : {})}
        >
          {pending ? (
            <>
              <Spinner className="size-4 text-white" label="Setting up your plan" />
              Setting up your plan...
            </>
          ) : !plan ? (
            <>
              Continue
              <ArrowRight aria-hidden="true" />
            </>
          ) : change ? (
            <>
              {change.direction === 'upgrade' ? 'Upgrade' : 'Downgrade'} to {plan.name}
              <ArrowRight aria-hidden="true" />
            </>
          ) : onCurrentPlan && onboarded ? (
            `${plan.name} is your current plan`
          ) : (
            <>
              Continue with {plan.name}
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {plan ? `${plan.name} · $${plan.price}/${plan.interval}` : 'No plan selected'}
        </p>
        {billing.data?.mode === 'demo' && (
          <p
            className="rounded-full bg-amber-50 px-3 py-1 text-xs font-medium text-amber-800 ring-1 ring-amber-200"
            data-testid="billing-mode"
          >
            Demo mode: plans switch on at once and no payment is taken.
          </p>
        )}
        {user && billing.data && (
          <p className="text-xs text-muted-foreground" data-testid="current-plan">
            You are on the {billing.data.plan.name} plan.
          </p>
        )}
      </div>
      {user && (
        <Suspense fallback={null}>
          {dialogWanted && (
            <PlanChangeDialog
              change={confirming}
              demo={billing.data?.mode === 'demo'}
              onCancel={() => setConfirming(null)}
              onConfirm={confirmChange}
            />
          )}
        </Suspense>
      )}
      <ul
        aria-label="Our promise"
        className="mx-auto mt-10 grid max-w-4xl gap-3 rounded-2xl border border-border bg-white p-4 shadow-soft sm:grid-cols-3 sm:p-5"
      >
        {planGuarantees.map((claim, i) => {
          const Icon = guaranteeIcons[i] ?? ShieldCheck;
          return (
            <li key={claim} className="flex items-center gap-3 text-sm font-medium text-slate-700 sm:justify-center">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {claim}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
