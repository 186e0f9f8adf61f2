import { useEffect, useRef, useState } from 'react';
import {
  getRealTimeAnalysis,
  type LiveContext,
  type RealTimeAnalysis,
} from '@/features/interview/api/real-time-analysis';
import { LIVE_ANALYSIS_DEBOUNCE_MS, LIVE_ANALYSIS_MIN_CHARS } from '@/features/interview/lib/coach';

export interface LiveAnalysisOptions {
  fetcher?: (text: string, signal: AbortSignal, context?: LiveContext) => Promise<RealTimeAnalysis>;
  /** The question the answer is for, so the panel reads it as the analysis will. */
  context?: LiveContext;
  delayMs?: number;
  minChars?: number;
}

/**
 * Seed 001 §4 "Live analysis": once the answer is longer than 50 characters,
 * asks for its clarity, structure, confidence and engagement 1000 ms after
 * typing stops. Every keystroke cancels the pending timer and any request in
 * flight, so a stale answer never overwrites a newer one. Failures are
 * silent: the last figures stay.
 */
export function useLiveAnalysis(text: string, options: LiveAnalysisOptions = {}) {
  const {
    fetcher = getRealTimeAnalysis,
    delayMs = LIVE_ANALYSIS_DEBOUNCE_MS,
    minChars = LIVE_ANALYSIS_MIN_CHARS,
    context,
  } = options;
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const [analysis, setAnalysis] = useState<RealTimeAnalysis | null>(null);
  const [pending, setPending] = useState(false);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const eligible = text.trim().length > minChars;

  useEffect(() => {
    if (!eligible) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPending(true);
      fetcherRef
        .current(text, controller.signal, contextRef.current)
        .then((result) => {
          if (!controller.signal.aborted) setAnalysis(result);
        })
        .catch(() => {
          // Seed 001 §4: a failure is silent.
        })
        .finally(() => {
          if (!controller.signal.aborted) setPending(false);
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, eligible, delayMs]);

  return { analysis: eligible ? analysis : null, pending: eligible && pending };
}
