import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A menu as a <details> disclosure, for pages rendered to static HTML (the
 * landing page): it opens and closes with no script, and the browser tells
 * assistive technology whether it is expanded. The landing page's small
 * script (src/landing-island.ts) closes it on Escape, on a click outside and
 * when another opens, as the app's own menus do.
 */
export function StaticMenu({
  label,
  trigger,
  triggerClassName,
  panelClassName,
  className,
  children,
}: {
  label?: string;
  trigger: ReactNode;
  triggerClassName?: string;
  panelClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <details data-static-menu="" className={cn('group relative', className)}>
      <summary
        aria-label={label}
        className={cn('cursor-pointer list-none [&::-webkit-details-marker]:hidden', triggerClassName)}
      >
        {trigger}
      </summary>
      <div
        className={cn(
          'absolute z-50 mt-2 rounded-xl border border-border bg-white p-1.5 text-foreground shadow-pop animate-fade-in',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

/** An item of a StaticMenu: a link, laid out as the app's menu items are. */
export function StaticMenuLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={cn(
        'flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm outline-none transition-colors hover:bg-muted focus-visible:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500',
        className,
      )}
    >
      {children}
    </a>
  );
}
