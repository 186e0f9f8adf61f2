import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';
import { prerenderLanding } from './build/prerender-landing';
import { routePreloads } from './build/route-preloads';
import { screenChunks } from './build/screen-chunks';

const local = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Stride's own build plugins, one module each in web/build/ (each says what
 * it does and has its test beside it; docs/performance.md has what each
 * measured):
 * - precompress: a gzip copy of each script and stylesheet, for the server;
 * - screenChunks: modules grouped by the screens that load them;
 * - routePreloads: each route's scripts, which the server preloads;
 * - compileHints: V8's compile hint at the top of every script;
 * - prerenderLanding: the landing page as static HTML (landing.html).
 * STRIDE_BUILD_WITHOUT=name,name builds without some of them, to measure
 * what each pays (scripts/budget.mjs, lighthouse.mjs, main-thread.mjs);
 * prerenderLanding needs routePreloads.
 */
const without = new Set((process.env.STRIDE_BUILD_WITHOUT ?? '').split(',').filter(Boolean));
const chunks = screenChunks(local('.'));
const preloads = routePreloads(local('./src/app/router.tsx'));
const island = local('./src/landing-island.ts');
const ours: Record<string, PluginOption> = {
  precompress: precompress(),
  screenChunks: chunks.plugin,
  routePreloads: preloads.plugin,
  compileHints: compileHints(),
  prerenderLanding: prerenderLanding({ root: local('.'), island, home: preloads.home }),
};
for (const name of without) if (!(name in ours)) throw new Error(`STRIDE_BUILD_WITHOUT: no plugin ${name}`);

// The Go server (bin/stride) serves the API on port 5000 in development;
// the built app goes to dist/app, which the server embeds. dist/README.md is
// a committed placeholder and stays: only dist/app is emptied.
export default defineConfig({
  plugins: [react(), tailwindcss(), ...Object.entries(ours).filter(([name]) => !without.has(name)).map(([, plugin]) => plugin)],
  resolve: {
    alias: [{ find: '@', replacement: local('./src') }],
  },
  build: {
    // STRIDE_WEB_OUT builds elsewhere (served with WEB_DIR), so that several
    // builds can run side by side without touching the embedded app.
    outDir: process.env.STRIDE_WEB_OUT || 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser Stride supports preloads modules natively; the polyfill
    // would only add to the first page's script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { index: local('./index.html'), 'landing-island': island },
      output: without.has('screenChunks')
        ? {}
        : { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:5000',
      '/healthz': 'http://localhost:5000',
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // vi.stubGlobal (the fake server's fetch) is undone after every test;
    // src/test/setup.ts empties localStorage.
    unstubGlobals: true,
    testTimeout: 15_000,
    // One jsdom per worker thread, reused from file to file: building a
    // fresh one for each of the 74 files was three of the run's four
    // minutes on a 2-core machine. What a file leaves behind is undone
    // between tests (the settings above, src/test/setup.ts).
    pool: 'threads',
    isolate: false,
  },
});
