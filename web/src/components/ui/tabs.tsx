import * as TabsPrimitive from '@radix-ui/react-tabs';
import * as React from 'react';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // slate-600 on the muted list: slate-500 there is 4.3:1, below WCAG AA for 14 px text.
        'inline-flex h-11 items-center justify-center gap-1 rounded-xl bg-muted p-1 text-slate-600',
        className,
      )}
      {...props}
    />
  );
}

// FocusOptions.focusVisible (HTML standard) is not in TypeScript's DOM types yet.
const focusWithoutRing: FocusOptions & { focusVisible?: boolean } = { focusVisible: false };

export function TabsTrigger({ className, onMouseDown, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented || props.disabled || event.button !== 0 || event.ctrlKey) return;
        // Radix then focuses the trigger by script, which Chromium paints as
        // keyboard focus on a page's first click: a ring on a clicked tab.
        // Focused here first, without the ring, Radix's call changes nothing.
        event.currentTarget.focus(focusWithoutRing);
      }}
      className={cn(
        'inline-flex h-full flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium transition-[color,background-color,box-shadow] hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-foreground data-[state=active]:shadow-soft [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  // The panel is a tab stop (Radix gives it tabIndex 0): reached with the keyboard it shows a ring like every other stop.
  return (
    <TabsPrimitive.Content
      className={cn('mt-4 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2', className)}
      {...props}
    />
  );
}
