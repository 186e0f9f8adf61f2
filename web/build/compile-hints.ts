import type { Plugin } from 'vite';

/** V8's magic comment; scripts/budget.mjs checks that every script a screen loads starts with it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every built script with V8's compile hint (Chromium 136 and later;
 * other browsers read a comment). V8 compiles a function the first time it
 * is called, on the main thread, inside the task that calls it; with the
 * hint it compiles the whole file on a background thread while the script
 * streams in. Stride's chunks are split by screen (screen-chunks.ts), so most
 * of a loaded chunk runs on that visit, and compiling the rest costs a
 * background thread, not the page. What it pays is measured in
 * docs/performance.md ("The build plugins").
 */
export function compileHints(): Plugin {
  return {
    name: 'stride-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own additions to the chunks (the entry's preload map
      // goes first in its file), so that the hint is the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
