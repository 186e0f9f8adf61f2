import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The career screens' empty state: an icon, a title, a sentence and an optional action. */
export function EmptyState({ icon: Icon, title, text, action }: { icon: LucideIcon; title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{text}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
