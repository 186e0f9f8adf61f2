import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to static HTML at build time (the landing
 * page, src/prerender/landing.tsx): parts that would wait a browser task or
 * need scripts to open (menus) render their whole, script-free form then.
 */
export const PrerenderContext = createContext(false);

/** Whether this render is the build's static one. */
export function usePrerender(): boolean {
  return useContext(PrerenderContext);
}
