import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The boundaries of the web app (docs/contributing.md): imports go one way,
// shared code → features → app. A feature may import the shared folders
// (components, lib, config, hooks, types) and its own files, never another
// feature; only app/ (the router and the route screens) composes features.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const shared = ['./src/components', './src/lib', './src/config', './src/hooks', './src/types'];

const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move what they share to lib/, config/, components/ or hooks/, or compose them in app/routes.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app: app/ imports features.',
  },
  ...shared.map((folder) => ({
    target: folder,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config, hooks, types) imports neither features nor the app.',
  })),
];

const classicZod = ['zod', 'zod/v3', 'zod/v4'].map((name) => ({
  name,
  message: "Classic zod loads the whole library on every screen: import { z } from '@/lib/zod' (zod/mini).",
}));
const zodPatterns = [
  {
    group: ['zod/*', '!zod/v3', '!zod/v4'],
    message: "Import { z } from '@/lib/zod': it sets zod up for Stride's Content-Security-Policy.",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Schemas use zod/mini through lib/zod (which also turns off zod's eval
      // probe): classic zod's chained methods would bring the whole library
      // back into every screen's first download (docs/performance.md, "Speed budgets").
      'no-restricted-imports': ['error', { paths: classicZod, patterns: zodPatterns }],
    },
  },
  {
    // The one module that imports zod itself.
    files: ['src/lib/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    // Playwright fixtures take a `use` callback that is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
