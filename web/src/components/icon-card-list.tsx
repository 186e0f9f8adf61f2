import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of small cards, each an icon, a title and a line of text (About the data, Logo downloads). */
export function IconCardList({ items, className }: { items: readonly IconCardItem[]; className?: string }) {
  return (
    <ul className={cn('mt-4 grid gap-4', className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-soft">
          <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
