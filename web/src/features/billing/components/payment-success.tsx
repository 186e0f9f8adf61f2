import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Check, PartyPopper, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getPlan } from '@/config/plans';
import { userQueryKey } from '@/lib/user';
import { paymentsLive, useAppConfig } from '@/features/billing/api/get-config';
import { celebrate, prefersReducedMotion, scheduleWelcomeBursts, stopConfetti } from '@/features/billing/celebration';

/**
 * Payment success (/payment-success?plan=…), seed 000 §2/§4. The seed's demo
 * token is not stored: Stride has real accounts, so a signed-in user's token
 * stays as it is; the current user is refreshed to pick up the plan.
 */
export function PaymentSuccess() {
  const [params] = useSearchParams();
  const plan = getPlan(params.get('plan'));
  const queryClient = useQueryClient();
  const config = useAppConfig();
  const stopCelebration = useRef<() => void>(() => {});

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    const cancelBursts = scheduleWelcomeBursts();
    return () => {
      cancelBursts();
      stopCelebration.current();
      stopConfetti();
    };
  }, [queryClient]);

  const onCelebrate = () => {
    if (prefersReducedMotion()) {
      toast({ title: 'Congratulations!', description: "Here's to your next career move." });
      return;
    }
    stopCelebration.current();
    stopCelebration.current = celebrate();
  };

  const live = paymentsLive(config.data);
  const status = params.get('redirect_status');

  return (
    <div className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_25rem_at_50%_-10%,#60a5fa40,transparent)]"
      />
      <div className="relative mx-auto flex max-w-2xl flex-col items-center px-4 py-14 text-center sm:px-6 sm:py-20">
        <span className="flex size-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-pop">
          <Check aria-hidden="true" className="size-10" strokeWidth={3} />
        </span>
        <h1 className="mt-8 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Welcome to {plan ? `Stride ${plan.name}` : 'Stride'}!
        </h1>
        <p className="mt-3 text-lg text-slate-600" data-testid="success-plan">
          {plan ? (
            <>
              Your <strong className="font-semibold text-slate-900">{plan.name}</strong> plan is ready.
            </>
          ) : (
            'Your plan is ready.'
          )}
        </p>
        {!config.isPending && (
          <div
            className="mt-6 inline-flex max-w-xl items-start gap-2 rounded-xl border border-brand-200 bg-white/80 px-4 py-3 text-left text-sm text-slate-700 shadow-soft"
            data-testid="success-mode"
          >
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
            {live && status === 'succeeded' ? (
              <span>Your payment went through. Thank you for subscribing!</span>
            ) : live && status === 'processing' ? (
              <span>Your payment is processing. Your plan switches on as soon as it completes.</span>
            ) : live ? (
              <span>Your plan switches on as soon as Stripe confirms the payment.</span>
            ) : (
              <span>
                <strong className="font-semibold">Demo mode:</strong> no payment was taken. Payment integration is
                coming soon.
              </span>
            )}
          </div>
        )}
        {plan && (
          <ul aria-label={`${plan.name} highlights`} className="mt-8 grid w-full gap-2 text-left sm:grid-cols-2">
            {plan.features.slice(0, 4).map((feature) => (
              <li
                key={feature}
                className="flex items-start gap-2 rounded-lg border border-border bg-white px-3 py-2.5 text-sm text-slate-700 shadow-soft"
              >
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
                {feature}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" variant="brand" className="w-full sm:w-auto">
            <Link to="/">
              Start Building Your Career
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button size="lg" variant="outline" className="w-full sm:w-auto" onClick={onCelebrate}>
            <PartyPopper aria-hidden="true" />
            Celebrate More
          </Button>
        </div>
      </div>
    </div>
  );
}
