import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealTimeAnalysis } from '@/features/interview/api/real-time-analysis';
import { useLiveAnalysis } from '@/features/interview/hooks/use-live-analysis';

const LONG = 'I led the migration of our billing system and cut failed payments by 30 percent.';
const figures: RealTimeAnalysis = { clarity: 70, structure: 60, confidence: 55, engagement: 65 };

describe('useLiveAnalysis', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing for 50 characters or fewer', async () => {
    const fetcher = vi.fn().mockResolvedValue(figures);
    const { result } = renderHook(() => useLiveAnalysis('x'.repeat(50), { fetcher }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.analysis).toBeNull();
  });

  it('asks once, 1000 ms after typing stops', async () => {
    const fetcher = vi.fn().mockResolvedValue(figures);
    const { result, rerender } = renderHook(({ text }) => useLiveAnalysis(text, { fetcher }), {
      initialProps: { text: LONG },
    });
    await act(() => vi.advanceTimersByTimeAsync(600));
    rerender({ text: `${LONG} More` });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetcher).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toBe(`${LONG} More`);
    expect(result.current.analysis).toEqual(figures);
  });

  it('sends the question the answer is for, so the panel reads it as the analysis will', async () => {
    const fetcher = vi.fn().mockResolvedValue(figures);
    const context = { question: 'Tell me about a mistake.', jobTitle: 'Registered Nurse', interviewType: 'behavioral' };
    renderHook(() => useLiveAnalysis(LONG, { fetcher, context }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][2]).toEqual(context);
  });

  it('cancels a request in flight when the answer changes, so stale figures never win', async () => {
    const signals: AbortSignal[] = [];
    const resolvers: ((value: RealTimeAnalysis) => void)[] = [];
    const fetcher = vi.fn((_text: string, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<RealTimeAnalysis>((resolve) => resolvers.push(resolve));
    });
    const { result, rerender } = renderHook(({ text }) => useLiveAnalysis(text, { fetcher }), {
      initialProps: { text: LONG },
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.pending).toBe(true);
    rerender({ text: `${LONG} And more.` });
    expect(signals[0].aborted).toBe(true);
    await act(async () => resolvers[0]({ clarity: 1, structure: 1, confidence: 1, engagement: 1 }));
    expect(result.current.analysis).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // The answer lands, then its settling step clears pending (a later tick).
    await act(async () => {
      resolvers[1](figures);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.analysis).toEqual(figures);
    expect(result.current.pending).toBe(false);
  });

  it('stays silent on failure and keeps the last figures', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(figures).mockRejectedValueOnce(new Error('503: down'));
    const { result, rerender } = renderHook(({ text }) => useLiveAnalysis(text, { fetcher }), {
      initialProps: { text: LONG },
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    rerender({ text: `${LONG} Then` });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(result.current.analysis).toEqual(figures);
    expect(result.current.pending).toBe(false);
  });

  it('hides the figures when the answer is cut back to 50 characters or fewer', async () => {
    const fetcher = vi.fn().mockResolvedValue(figures);
    const { result, rerender } = renderHook(({ text }) => useLiveAnalysis(text, { fetcher }), {
      initialProps: { text: LONG },
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.analysis).toEqual(figures);
    rerender({ text: 'Short' });
    expect(result.current.analysis).toBeNull();
  });
});
