import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, useToast } from '@/components/ui/use-toast';

describe('toasts (seed 000 §9)', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current.toast({ title: 'First' });
      result.current.toast({ title: 'Second' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]?.title).toBe('Second');
  });

  it('dismissing closes a toast without removing it at once', () => {
    const state = reducer({ toasts: [{ id: 'a', open: true }] }, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state.toasts).toEqual([{ id: 'a', open: false }]);
  });
});
