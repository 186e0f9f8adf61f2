import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The Go server (bin/stride) serves the API on port 5000 in development;
// the built app goes to dist/app, which the server embeds. dist/README.md is
// a committed placeholder and stays: only dist/app is emptied.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // STRIDE_WEB_OUT builds elsewhere (served with WEB_DIR), so that several
    // builds can run side by side without touching the embedded app.
    outDir: process.env.STRIDE_WEB_OUT || 'dist/app',
    emptyOutDir: true,
    sourcemap: false,
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
  },
});
