import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/utils';

describe('cn', () => {
  it('lets a later class win over an earlier one of the same kind, as the components rely on', () => {
    // Card, CardContent: a screen's padding replaces the card's.
    expect(cn('flex flex-col gap-1.5 p-6', 'p-4 sm:p-5')).toBe('flex flex-col gap-1.5 p-4 sm:p-5');
    expect(cn('p-6 pt-0', 'px-3 sm:px-4')).toBe('p-6 pt-0 px-3 sm:px-4');
    expect(cn('p-6 pt-0', 'p-0')).toBe('p-0');
    // Spinner: the full-page spinner is bigger; Progress: a thinner bar.
    expect(cn('size-5 animate-spin text-brand-500', 'size-8')).toBe('animate-spin text-brand-500 size-8');
    expect(cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', 'mt-2 h-1.5')).toBe(
      'relative w-full overflow-hidden rounded-full bg-muted mt-2 h-1.5',
    );
    // Colours, font sizes and weights, radius, variants and arbitrary values.
    expect(cn('text-sm text-muted-foreground', 'text-xs text-red-700')).toBe('text-xs text-red-700');
    expect(cn('text-lg font-semibold', 'text-base sm:text-lg font-bold')).toBe('text-base sm:text-lg font-bold');
    expect(cn('bg-primary hover:bg-primary/90', 'bg-brand-600 hover:bg-brand-700')).toBe('bg-brand-600 hover:bg-brand-700');
    expect(cn('rounded-2xl border border-border', 'rounded-none border-0')).toBe('border-border rounded-none border-0');
    expect(cn('h-[1.05rem] w-auto', 'h-5')).toBe('w-auto h-5');
    expect(cn('max-w-sm', 'max-w-60')).toBe('max-w-60');
    expect(cn('grid gap-2', false, undefined, { 'gap-4': true })).toBe('grid gap-4');
  });
});
