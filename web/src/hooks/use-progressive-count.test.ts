import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount, useShownAfterFirstTask } from '@/hooks/use-progressive-count';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useProgressiveCount', () => {
  it('renders the first items at once, then a step more per task until all are there', () => {
    const { result } = renderHook(() => useProgressiveCount(10, 4, 3));
    expect(result.current).toBe(4);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(7);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(10);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(10);
  });

  it('never counts past a short list and schedules nothing for it', () => {
    const { result } = renderHook(() => useProgressiveCount(2, 4, 4));
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on from where it is when the list grows', () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 4, 4), { initialProps: { total: 8 } });
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(8);
    rerender({ total: 16 });
    expect(result.current).toBe(8);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(12);
    act(() => void vi.runAllTimers());
    expect(result.current).toBe(16);
  });
});

describe('useShownAfterFirstTask', () => {
  it('is false on the first render and true after the next task, and stays so', () => {
    const { result, rerender } = renderHook(() => useShownAfterFirstTask());
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersToNextTimer());
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
