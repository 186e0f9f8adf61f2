import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merges class names, letting later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables on its first call: about 10 ms of
 * a desktop CPU, four times that on a phone. main.tsx calls this in a task
 * of its own before the first render, which would otherwise grow by as much
 * and block the page for longer (issue 20).
 */
export function warmUpClassMerge(): void {
  twMerge('p-0 p-1');
}
