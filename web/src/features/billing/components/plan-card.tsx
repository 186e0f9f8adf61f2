import { Check, CheckCircle2, Sparkles, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatPlanPrice, type Plan } from '@/config/plans';
import { cn } from '@/lib/utils';

interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  /** The signed-in user's plan: marked 'Current plan'. */
  current?: boolean;
  /** Called when the card or its button is clicked; the caller decides select or deselect. */
  onToggle: () => void;
}

/**
 * One plan on /subscribe (seed 000 §2). The whole card is a pointer target;
 * the button inside it is the keyboard and screen-reader control
 * (aria-pressed), so there is no nested interactive element.
 */
export function PlanCard({ plan, selected, current = false, onToggle }: PlanCardProps) {
  const headingId = `plan-${plan.id}-name`;
  return (
    // The click on the card is a larger target for a pointer; the button
    // inside is the keyboard and screen-reader control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      data-selected={selected}
      data-current={current}
      onClick={onToggle}
      className={cn(
        'relative flex h-full cursor-pointer flex-col rounded-2xl border bg-white p-6 shadow-soft transition-[border-color,box-shadow,transform] hover:shadow-pop sm:p-7',
        selected ? 'border-brand-500 ring-4 ring-brand-500/15' : 'border-border hover:border-brand-200',
        plan.popular && 'lg:-translate-y-2',
      )}
    >
      {plan.popular && (
        <span className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-gradient-to-r from-brand-500 to-brand-700 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-soft">
          <Sparkles aria-hidden="true" className="size-3.5" />
          Most popular
        </span>
      )}
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {plan.name}
          </h2>
          {current && (
            <span
              className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200"
              data-testid="current-plan-badge"
            >
              Current plan
            </span>
          )}
        </div>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
            selected ? 'border-brand-500 bg-brand-500 text-white' : 'border-input bg-white',
          )}
        >
          {selected && <Check className="size-3.5" strokeWidth={3} />}
        </span>
      </div>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPlanPrice(plan)}</span>
        <span className="text-sm text-muted-foreground">/{plan.interval}</span>
      </p>
      <Button
        variant={selected ? 'brand' : 'outline'}
        className="mt-6 w-full"
        aria-pressed={selected}
        aria-label={
          current
            ? `${plan.name}: your current plan${selected ? ', selected' : ''}`
            : selected
              ? `${plan.name} plan selected`
              : `Choose ${plan.name} plan`
        }
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        {selected ? (
          <>
            <CheckCircle2 aria-hidden="true" />
            {current ? 'Current plan' : 'Selected'}
          </>
        ) : current ? (
          `Keep ${plan.name}`
        ) : (
          `Choose ${plan.name}`
        )}
      </Button>
      <ul className="mt-6 space-y-2.5 border-t border-border pt-6 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-500" />
            {feature}
          </li>
        ))}
        {plan.limitations.map((limitation) => (
          <li key={limitation} className="flex items-start gap-2.5 text-slate-500">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="sr-only">Not included: </span>
              {limitation}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
