// Types for screens.mjs, so that the Playwright specs (TypeScript) walk the
// same list of screens as the budget and Lighthouse scripts.

export interface Screen {
  name: string;
  path: string;
  /** The heading that shows the page is there (not a spinner or an error). */
  heading: string | RegExp;
  signedIn: boolean;
  ceilingKB?: number;
  targetKB: number;
  budgetKB: number;
}

export declare const screens: readonly Screen[];
