import { cn } from '@/lib/utils';

function Block({ className }: { className?: string }) {
  return <div className={cn('rounded-2xl bg-slate-200/70', className)} />;
}

/** Pulsing placeholders shaped like the dashboard, shown while its data loads. */
export function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-skeleton" aria-hidden="true" className="animate-pulse">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Block key={i} className="h-36" />
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          <Block className="h-44" />
          <Block className="h-80" />
        </div>
        <div className="grid gap-6">
          <Block className="h-40" />
          <Block className="h-48" />
          <Block className="h-56" />
        </div>
      </div>
    </div>
  );
}
