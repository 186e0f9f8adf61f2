import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes a gzip copy (best level) beside each built script and stylesheet;
 * the server sends it to browsers that accept gzip (internal/httpapi/spa.go),
 * about 10% smaller than compressing on the fly.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stride-precompress',
    apply: 'build',
    configResolved(config) {
      // resolve, not join: STRIDE_WEB_OUT may be an absolute path.
      outDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const file = join(outDir, name);
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

// Stride renders with Preact (preact/compat), not React: the same components
// and hooks for about 60 KB less JavaScript on every first visit (issue 20).
// Every import of react and react-dom, Stride's and its libraries', resolves
// to preact/compat.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

const local = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The Go server (bin/stride) serves the API on port 5000 in development;
// the built app goes to dist/app, which the server embeds. dist/README.md is
// a committed placeholder and stays: only dist/app is emptied.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: local('./src') },
      ...preactAliases,
    ],
  },
  // Vitest resolves for Node by default, where many libraries offer their
  // CommonJS build, whose require('react') no alias reaches: tests resolve
  // like the browser build instead, and every dependency goes through Vite.
  ...(process.env.VITEST
    ? {
        environments: {
          client: {
            resolve: {
              conditions: ['module', 'browser', 'development|production'],
              mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
            },
          },
        },
      }
    : {}),
  build: {
    // STRIDE_WEB_OUT builds elsewhere (served with WEB_DIR), so that several
    // builds can run side by side without touching the embedded app.
    outDir: process.env.STRIDE_WEB_OUT || 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
    // Every browser Stride supports preloads modules natively; the polyfill
    // would only add to the first page's script.
    modulePreload: { polyfill: false },
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    testTimeout: 15_000,
    server: { deps: { inline: true } },
  },
});
