import * as React from 'react';
import type * as Radix from '@/components/ui/dropdown-menu-radix';
import { prefetchOnIntent } from '@/lib/prefetch';

/**
 * Stride's dropdown menus (the navigation's tools, account and notification
 * menus), with the Radix code fetched on first use rather than with the
 * first page (issue 20): until then the trigger is the same element with the
 * same ARIA state, and pressing it (pointer or Enter, Space, Arrow Down)
 * loads the menu and opens it. Hovering or focusing the trigger starts the
 * fetch early. The parts take the props of their Radix counterparts.
 */
type Impl = typeof Radix;

let loaded: Impl | null = null;
let loading: Promise<Impl> | null = null;
function loadImpl(): Promise<Impl> {
  loading ??= import('@/components/ui/dropdown-menu-radix').then((m) => (loaded = m));
  return loading;
}

type MenuContext = { impl: Impl | null; request: () => void };
const Context = React.createContext<MenuContext>({ impl: null, request: () => undefined });

export function DropdownMenu({ open, defaultOpen, onOpenChange, ...props }: React.ComponentProps<Impl['DropdownMenu']>) {
  const [impl, setImpl] = React.useState<Impl | null>(loaded);
  const [openOnLoad, setOpenOnLoad] = React.useState(false);
  const request = React.useCallback(() => {
    void loadImpl().then((m) => {
      setImpl(m);
      if (open === undefined) setOpenOnLoad(true);
      else onOpenChange?.(true);
    });
  }, [open, onOpenChange]);
  const ctx = React.useMemo(() => ({ impl, request }), [impl, request]);
  return (
    <Context.Provider value={ctx}>
      {impl ? (
        <impl.DropdownMenu open={open} defaultOpen={defaultOpen ?? openOnLoad} onOpenChange={onOpenChange} {...props} />
      ) : (
        props.children
      )}
    </Context.Provider>
  );
}

type TriggerProps = React.ComponentProps<Impl['DropdownMenuTrigger']>;

export function DropdownMenuTrigger({ asChild, children, ...props }: TriggerProps) {
  const { impl, request } = React.useContext(Context);
  if (impl) return <impl.DropdownMenuTrigger asChild={asChild} {...props}>{children}</impl.DropdownMenuTrigger>;
  const stand = {
    ...props,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    ...prefetchOnIntent(loadImpl),
    onPointerDown: (e: React.PointerEvent<HTMLButtonElement>) => {
      if (e.button === 0 && !e.ctrlKey) request();
    },
    onKeyDown: (e: React.KeyboardEvent<HTMLButtonElement>) => {
      if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
        e.preventDefault();
        request();
      }
    },
  };
  if (asChild && React.isValidElement<Record<string, unknown>>(children)) return React.cloneElement(children, stand);
  return (
    <button type="button" {...stand}>
      {children}
    </button>
  );
}

/** A part shown only while the menu is open, so nothing until Radix is loaded. */
function part<K extends 'DropdownMenuContent' | 'DropdownMenuItem' | 'DropdownMenuLabel' | 'DropdownMenuSeparator' | 'DropdownMenuGroup'>(
  key: K,
) {
  function Part(props: React.ComponentProps<Impl[K]>) {
    const { impl } = React.useContext(Context);
    if (!impl) return null;
    const Component = impl[key] as React.ComponentType<React.ComponentProps<Impl[K]>>;
    return <Component {...props} />;
  }
  Part.displayName = key;
  return Part;
}

export const DropdownMenuContent = part('DropdownMenuContent');
export const DropdownMenuItem = part('DropdownMenuItem');
export const DropdownMenuLabel = part('DropdownMenuLabel');
export const DropdownMenuSeparator = part('DropdownMenuSeparator');
export const DropdownMenuGroup = part('DropdownMenuGroup');
