import { ArrowLeft, ArrowRight, Check, Info, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from '@/lib/router';
import { FormAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatCents, getPlan, planGuarantees } from '@/config/plans';
import { paymentsLive, useAppConfig } from '@/features/billing/api/get-config';

const StripeCheckout = lazy(() => import('@/features/billing/components/stripe-checkout'));

/** Reads `amount` (integer cents); anything else falls back to the plan's monthly price. */
export function parseAmountCents(raw: string | null, fallbackDollars: number | undefined): number | null {
  if (raw !== null && /^\d+$/.test(raw.trim())) return Number(raw.trim());
  return fallbackDollars === undefined ? null : fallbackDollars * 100;
}

/** The card payment page (seed 000 §2): /payment?clientSecret=…&planId=…&amount=… */
export function PaymentPage() {
  const [params] = useSearchParams();
  const clientSecret = params.get('clientSecret');
  const planId = params.get('planId');
  if (!clientSecret || !planId) return <InvalidPaymentLink />;
  return <PaymentDetails clientSecret={clientSecret} planId={planId} amountParam={params.get('amount')} />;
}

function InvalidPaymentLink() {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ variant: 'destructive', title: 'Invalid Payment Link', description: 'Please select a plan first' });
  }, []);
  return <Navigate to="/subscribe" replace />;
}

function PaymentDetails({
  clientSecret,
  planId,
  amountParam,
}: {
  clientSecret: string;
  planId: string;
  amountParam: string | null;
}) {
  const plan = getPlan(planId);
  const cents = parseAmountCents(amountParam, plan?.price);
  const amountLabel = cents === null ? '' : formatCents(cents);
  const config = useAppConfig();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2 h-9 text-sm">
        <Link to="/subscribe">
          <ArrowLeft aria-hidden="true" />
          Back to Plans
        </Link>
      </Button>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Complete your subscription</h1>
      <p className="mt-2 text-muted-foreground">Review your plan and add a payment method.</p>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-5">
        <Card className="p-6 lg:col-span-2" aria-labelledby="order-summary-heading">
          <h2 id="order-summary-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Order summary
          </h2>
          <div className="mt-4">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-lg font-semibold text-slate-900" data-testid="payment-plan-name">
                {plan ? `${plan.name} plan` : 'Selected plan'}
              </p>
              {plan?.popular && <Badge>Most popular</Badge>}
            </div>
            {plan && <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>}
          </div>
          {plan && (
            <ul className="mt-5 space-y-2 text-sm">
              {plan.features.slice(0, 4).map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-slate-700">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
                  {feature}
                </li>
              ))}
            </ul>
          )}
          <dl className="mt-6 border-t border-border pt-4">
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-sm text-muted-foreground">Due today</dt>
              <dd className="text-2xl font-bold tracking-tight text-slate-900" data-testid="payment-amount">
                {amountLabel || '—'}
              </dd>
            </div>
            {plan && (
              <p className="mt-1 text-right text-xs text-muted-foreground">
                then ${plan.price} per {plan.interval}
              </p>
            )}
          </dl>
          <ul className="mt-6 space-y-1.5 text-xs text-muted-foreground">
            {planGuarantees.map((claim) => (
              <li key={claim} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-3.5 text-green-600" />
                {claim}
              </li>
            ))}
          </ul>
        </Card>

        <Card className="p-6 lg:col-span-3" aria-labelledby="payment-method-heading">
          <h2 id="payment-method-heading" className="text-lg font-semibold text-slate-900">
            Payment method
          </h2>
          <div className="mt-5">
            {config.isPending ? (
              <div className="flex min-h-40 items-center justify-center">
                <Spinner className="size-6" label="Loading payment settings" />
              </div>
            ) : config.isError ? (
              <div className="grid gap-4">
                <FormAlert>We couldn&apos;t load the payment settings.</FormAlert>
                <Button variant="outline" className="w-fit" onClick={() => void config.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  Try again
                </Button>
              </div>
            ) : paymentsLive(config.data) ? (
              <Suspense
                fallback={
                  <div className="flex min-h-40 items-center justify-center">
                    <Spinner className="size-6" label="Loading the payment form" />
                  </div>
                }
              >
                <StripeCheckout
                  publishableKey={config.data.stripePublishableKey}
                  clientSecret={clientSecret}
                  planId={planId}
                  amountLabel={amountLabel}
                />
              </Suspense>
            ) : (
              <DemoModeNotice planId={planId} />
            )}
          </div>
        </Card>
      </div>
    </div>
  );
}

function DemoModeNotice({ planId }: { planId: string }) {
  return (
    <div data-testid="payment-demo-mode" className="grid gap-5">
      <div className="flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <p className="font-semibold">Demo mode: no card needed</p>
          <p className="mt-1 text-brand-800">
            This Stride server has no card payment provider set up, so the card form isn&apos;t loaded and nothing
            is charged. In demo mode, plans activate without payment.
          </p>
        </div>
      </div>
      <Button asChild size="lg" variant="brand" className="w-full sm:w-auto sm:justify-self-start">
        <Link to={`/payment-success?plan=${encodeURIComponent(planId)}`}>
          Continue without payment
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
