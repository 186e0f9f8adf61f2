import { useEffect, useState } from 'react';
import { usePrerender } from '@/lib/prerender';

/**
 * Items a long list renders with the page (on a phone one job card fills
 * the screen below the search form); more follow task by task.
 */
export const PROGRESSIVE_FIRST = 2;
/**
 * Items each following task adds: three job cards take about 10 ms on a
 * desktop CPU, so the task stays under 50 ms on a phone four times slower
 * (Lighthouse's mobile model), where a longer one counts as blocking.
 */
export const PROGRESSIVE_STEP = 3;

/**
 * How many of a list's `total` items to render now: `first` with the page,
 * then `step` more in each following browser task until all are there. The
 * cards of a long list then render in several short tasks instead of one
 * long one that blocks the page while it loads (issue 20); every item is on
 * the page a few tasks later without anything from the user. A list that
 * grows (Load more) goes on from where it is; give the list a new `key` to
 * start again with a new one.
 */
export function useProgressiveCount(total: number, first = PROGRESSIVE_FIRST, step = PROGRESSIVE_STEP): number {
  // Rendered to static HTML, every item is there at once.
  const [count, setCount] = useState(usePrerender() ? total : first);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return Math.min(count, total);
}

/**
 * False on the first render, true from the next browser task on: a part of
 * a screen below the fold on a phone (a side column) renders in the task
 * after the rest, so that drawing the screen is two shorter tasks instead of
 * one long one (issue 20). Mount it where the part's data is there, so that
 * the split falls on the render that draws it.
 */
export function useShownAfterFirstTask(): boolean {
  return useProgressiveCount(1, 0, 1) > 0;
}
