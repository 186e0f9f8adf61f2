import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import type * as Radix from '@/components/ui/select-radix';
import { prefetchOnIntent } from '@/lib/prefetch';
import { cn } from '@/lib/utils';

/**
 * Stride's select, with the Radix code (the select, its popper, focus and
 * scroll handling: about 25 KB of JavaScript) fetched on first use rather
 * than with the page, as the dropdown menus do (dropdown-menu.tsx). Until
 * then the trigger is a button of the same look and ARIA state that shows
 * the chosen item's label; pressing it (pointer, or Enter, Space, Arrow Down
 * or Up) loads the select and opens it, and hovering or focusing it starts
 * the fetch early. The parts take the props of their Radix counterparts
 * (select-radix.tsx).
 */
type Impl = typeof Radix;

let loaded: Impl | null = null;
let loading: Promise<Impl> | null = null;
function loadImpl(): Promise<Impl> {
  loading ??= import('@/components/ui/select-radix').then((m) => (loaded = m));
  return loading;
}

interface Standing {
  impl: Impl | null;
  request: () => void;
  /** The chosen item's label, read from the items before Radix is loaded. */
  label: React.ReactNode;
  hasValue: boolean;
  disabled?: boolean;
}
const Context = React.createContext<Standing>({ impl: null, request: () => undefined, label: null, hasValue: false });

/** The label of each SelectItem in a tree of elements, by value. */
function itemLabels(node: React.ReactNode, out = new Map<string, React.ReactNode>()): Map<string, React.ReactNode> {
  React.Children.forEach(node, (child) => {
    if (!React.isValidElement<{ value?: string; children?: React.ReactNode }>(child)) return;
    if (child.type === SelectItem && typeof child.props.value === 'string') out.set(child.props.value, child.props.children);
    else itemLabels(child.props.children, out);
  });
  return out;
}

export function Select({ value, defaultValue, onOpenChange, children, ...props }: React.ComponentProps<Impl['Select']>) {
  const [impl, setImpl] = React.useState<Impl | null>(loaded);
  const [openOnLoad, setOpenOnLoad] = React.useState(false);
  const request = React.useCallback(() => {
    void loadImpl().then((m) => {
      setImpl(m);
      setOpenOnLoad(true);
      onOpenChange?.(true);
    });
  }, [onOpenChange]);
  if (impl) {
    return (
      <Context.Provider value={{ impl, request, label: null, hasValue: false }}>
        <impl.Select value={value} defaultValue={defaultValue} defaultOpen={openOnLoad} onOpenChange={onOpenChange} {...props}>
          {children}
        </impl.Select>
      </Context.Provider>
    );
  }
  const chosen = value ?? defaultValue;
  const hasValue = chosen !== undefined && chosen !== '';
  const label = hasValue ? itemLabels(children).get(chosen) : null;
  return (
    <Context.Provider value={{ impl: null, request, label, hasValue, disabled: props.disabled }}>{children}</Context.Provider>
  );
}

const triggerClass =
  'flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-input bg-white px-3 py-2 text-left text-sm text-foreground shadow-soft transition-[border-color,box-shadow] focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-500/15 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-slate-500 [&>span]:truncate';

export function SelectTrigger({ className, children, ...props }: React.ComponentProps<Impl['SelectTrigger']>) {
  const { impl, request, hasValue, disabled } = React.useContext(Context);
  // The listbox it will open has no element yet, as with Radix while closed.
  const listbox = React.useId();
  if (impl) {
    return (
      <impl.SelectTrigger className={className} {...props}>
        {children}
      </impl.SelectTrigger>
    );
  }
  const { onPointerDown, onKeyDown, asChild: _asChild, ...rest } = props;
  return (
    <button
      type="button"
      role="combobox"
      aria-controls={listbox}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={hasValue ? undefined : ''}
      disabled={disabled}
      className={cn(triggerClass, className)}
      {...prefetchOnIntent(loadImpl)}
      {...rest}
      onPointerDown={(e) => {
        onPointerDown?.(e);
        if (e.button === 0 && !e.ctrlKey) {
          e.preventDefault();
          request();
        }
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
          e.preventDefault();
          request();
        }
      }}
    >
      {children}
      <ChevronDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
    </button>
  );
}

export function SelectValue({ placeholder, ...props }: React.ComponentProps<Impl['SelectValue']>) {
  const { impl, label, hasValue } = React.useContext(Context);
  if (impl) return <impl.SelectValue placeholder={placeholder} {...props} />;
  return <span style={{ pointerEvents: 'none' }}>{hasValue ? label : placeholder}</span>;
}

/** A part shown only while the select is open, so nothing until Radix is loaded. */
function part<K extends 'SelectContent' | 'SelectGroup' | 'SelectLabel' | 'SelectSeparator'>(key: K) {
  function Part(props: React.ComponentProps<Impl[K]>) {
    const { impl } = React.useContext(Context);
    if (!impl) return null;
    const Component = impl[key] as React.ComponentType<React.ComponentProps<Impl[K]>>;
    return <Component {...props} />;
  }
  Part.displayName = key;
  return Part;
}

export const SelectContent = part('SelectContent');
export const SelectGroup = part('SelectGroup');
export const SelectLabel = part('SelectLabel');
export const SelectSeparator = part('SelectSeparator');

export function SelectItem(props: React.ComponentProps<Impl['SelectItem']>) {
  const { impl } = React.useContext(Context);
  if (!impl) return null;
  return <impl.SelectItem {...props} />;
}
