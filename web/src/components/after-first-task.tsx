import type { ReactNode } from 'react';
import { useShownAfterFirstTask } from '@/hooks/use-progressive-count';

/**
 * Its children, drawn a browser task after the page around them: a screen's
 * header (its largest text on a phone) is painted first and the heavier
 * part under it (a form, a list of cards) follows, two shorter tasks instead
 * of one long one while the page loads (issue 20).
 */
export function AfterFirstTask({ children }: { children: ReactNode }) {
  return useShownAfterFirstTask() ? children : null;
}
