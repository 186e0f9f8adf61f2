import * as React from 'react';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-border bg-card text-card-foreground shadow-soft', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

/**
 * A card's heading. Cards mostly sit right under the page's h1, so the title
 * is an h2; a card inside a section that has its own h2 passes `level={3}`,
 * so that heading levels never skip one (WCAG 1.3.1, axe's heading-order).
 */
export function CardTitle({
  className,
  children,
  level = 2,
  ...props
}: React.ComponentProps<'h2'> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <Heading className={cn('text-lg font-semibold tracking-tight', className)} {...props}>
      {children}
    </Heading>
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
