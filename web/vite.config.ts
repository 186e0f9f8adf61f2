import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type Rolldown } from 'vite';
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

const local = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Groups the modules shared by several screens by the screens that need them
 * on a first visit (issue 20). Left alone, the bundler makes one chunk for
 * each set of lazily loaded parts (screens, dialogs, tabs) that share a
 * module, so that a signed-in screen fetched about fifty scripts, most of them
 * a single icon or a few hundred bytes; a phone pays a round trip for each,
 * six at a time. Here a module goes with the others that the same screens
 * load (the route's module and everything it imports, plus the signed-in
 * navigation for a signed-in route); then groups that some screen loads
 * together are merged, cheapest first, while no public page downloads a byte
 * more and no other screen more than a few KB. Measured with `make budget`:
 * dashboard 50 scripts to 24, interview 63 to 26, and every screen a little
 * lighter (one larger script compresses better than many small ones). A
 * module no screen loads at once (in a dialog or tab fetched later), the
 * entry's own modules and the lazily loaded modules themselves are chunked
 * as before. Captured modules do not drag their imports along
 * (includeDependenciesRecursively: false): those have groups of their own,
 * or stay in the entry's chunks.
 */
function screenChunks(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const routeModule = /\/src\/app\/routes\/([^/]+)\.tsx$/;
  const chromeModule = /\/src\/app\/layout\/components\/signed-in-chrome-parts\.tsx$/;
  // The routes a signed-out visitor sees without the signed-in navigation.
  const publicRoutes = new Set(['landing', 'login', 'register', 'about-data', 'not-found']);
  const screensOf = new Map<string, string[]>();
  // lucide-react's index imports every icon, and tree shaking keeps only
  // those some module names: the icons a module uses are read from its
  // imports instead, and the index is not followed.
  const lucideIndex = local('./node_modules/lucide-react/dist/esm/lucide-react.mjs');
  const iconFiles = new Map<string, string>();
  for (const [, names, file] of readFileSync(lucideIndex, 'utf8').matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) iconFiles.set(name, resolve(dirname(lucideIndex), file));
  }
  const iconsOf = new Map<string, string[]>();
  // Weighed as the gzip (fast level) of the modules before minifying, which
  // is more than they add to the built scripts.
  const EXTRA_BYTES = 8192;
  const plugin: Plugin = {
    name: 'stride-screen-chunks',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/ },
      handler(code, id) {
        const icons: string[] = [];
        for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
          for (const name of names.split(',')) {
            const file = iconFiles.get(name.trim().split(/\s+as\s+/)[0]);
            if (file) icons.push(file);
          }
        }
        iconsOf.set(id, icons);
        return null;
      },
    },
    buildEnd() {
      screensOf.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const todo = [...start];
        for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          if (id === lucideIndex) continue;
          todo.push(...(info(id)?.importedIds ?? []), ...(iconsOf.get(id) ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const initial = closure(ids.filter((id) => info(id)?.isEntry));
      const chrome = closure(ids.filter((id) => chromeModule.test(id)));
      const lazy = (id: string) => (info(id)?.dynamicImporters.length ?? 0) > 0 || info(id)?.isEntry;
      const routes = ids.filter((id) => routeModule.test(id) && lazy(id)).sort();
      if (routes.length > 30) throw new Error('screenChunks: more routes than a bit set holds');
      const screenSet = new Map<string, number>();
      routes.forEach((route, bit) => {
        const reached = closure([route]);
        if (!publicRoutes.has(routeModule.exec(route)![1])) for (const id of chrome) reached.add(id);
        for (const id of reached) {
          if (!initial.has(id) && !lazy(id)) screenSet.set(id, (screenSet.get(id) ?? 0) | (1 << bit));
        }
      });
      // One group per set of screens, weighed by its modules' compressed size.
      const sets = new Map<number, number>();
      for (const [id, set] of screenSet) sets.set(set, (sets.get(set) ?? 0) + gzipSync(info(id)?.code ?? '', { level: 1 }).length);
      // Then, cheapest first, two groups that some screen loads together become
      // one while no public page downloads more and no other screen more than
      // EXTRA_BYTES in all: a few bytes spent for a round trip saved.
      const publicBits = routes.reduce((bits, route, bit) => (publicRoutes.has(routeModule.exec(route)![1]) ? bits | (1 << bit) : bits), 0);
      const extra = routes.map(() => 0);
      const mergedInto = new Map<number, number>();
      const bitsOf = (set: number) => routes.flatMap((_, bit) => (set & (1 << bit) ? [bit] : []));
      for (;;) {
        let best: { a: number; b: number; cost: number } | null = null;
        const groups = [...sets];
        for (let i = 0; i < groups.length; i++) {
          for (let j = i + 1; j < groups.length; j++) {
            const [a, wa] = groups[i];
            const [b, wb] = groups[j];
            const shared = bitsOf(a & b).length;
            if (shared === 0 || ((a ^ b) & publicBits) !== 0) continue;
            const fits = bitsOf(b & ~a).every((bit) => extra[bit] + wa <= EXTRA_BYTES) && bitsOf(a & ~b).every((bit) => extra[bit] + wb <= EXTRA_BYTES);
            if (!fits) continue;
            const cost = (wa * bitsOf(b & ~a).length + wb * bitsOf(a & ~b).length) / shared;
            if (!best || cost < best.cost) best = { a, b, cost };
          }
        }
        if (!best) break;
        const { a, b } = best;
        const wa = sets.get(a)!;
        const wb = sets.get(b)!;
        for (const bit of bitsOf(b & ~a)) extra[bit] += wa;
        for (const bit of bitsOf(a & ~b)) extra[bit] += wb;
        sets.delete(a);
        sets.delete(b);
        const ab = a | b;
        sets.set(ab, (sets.get(ab) ?? 0) + wa + wb);
        for (const [from, to] of mergedInto) if (to === a || to === b) mergedInto.set(from, ab);
        mergedInto.set(a, ab);
        mergedInto.set(b, ab);
      }
      for (const [id, set] of screenSet) {
        const final = mergedInto.get(set) ?? set;
        const names = bitsOf(final).map((bit) => routeModule.exec(routes[bit])![1]);
        screensOf.set(id, names);
      }
    },
  };
  const group: Rolldown.CodeSplittingGroup = {
    name: (id) => {
      const screens = screensOf.get(id);
      if (!screens) return null;
      return screens.length === 1
        ? `${screens[0]}-parts`
        : `shared-${createHash('sha256').update(screens.join(',')).digest('hex').slice(0, 8)}`;
    },
  };
  return { plugin, groups: [group] };
}

const chunks = screenChunks();

/**
 * Writes route-preloads.json beside index.html: for each path of the app's
 * router (web/src/app/router.tsx) whose page is a lazy route module, the
 * scripts that page needs beyond the entry's (its module, what it imports
 * and, behind sign-in, the signed-in navigation). The server lists them as
 * <link rel="modulepreload"> in the index.html it answers for that path
 * (internal/httpapi/spa.go), so that a first visit fetches the page's code
 * beside the entry instead of after it has run (issue 20).
 */
function routePreloads(): Plugin {
  const routerFile = local('./src/app/router.tsx');
  const publicRoutes = new Set(['landing', 'login', 'register', 'about-data', 'not-found', 'subscribe', 'payment', 'payment-success']);
  return {
    name: 'stride-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = [...readFileSync(routerFile, 'utf8').matchAll(/path: '([^']+)', \.\.\.\w+\(\(\) => import\('@\/app\/routes\/([\w-]+)'\)\)/g)];
      if (routes.length < 10) this.error(`route-preloads: only ${routes.length} routes found in ${routerFile}`);
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (files: string[], seen = new Set<string>()) => {
        for (const file of files) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const moduleChunk = (name: string) => {
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/src/app/routes/${name}.tsx`));
        if (!chunk) this.error(`route-preloads: no chunk for the route module ${name}`);
        return chunk.fileName;
      };
      const chrome = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith('/signed-in-chrome-parts.tsx'));
      const preloads: Record<string, string[]> = {};
      for (const [, path, name] of routes) {
        const start = [moduleChunk(name)];
        if (!publicRoutes.has(name) && chrome) start.push(chrome.fileName);
        preloads[path] = [...closure(start)].filter((file) => !entry.has(file));
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(preloads, null, 1)}\n` });
      // The home page a signed-in visitor of '/' sees (landing.html loads it).
      const homeStart = [moduleChunk('home')];
      if (chrome) homeStart.push(chrome.fileName);
      homePreloads = [...closure(homeStart)].filter((file) => !entry.has(file));
    },
  };
}

// The scripts of the signed-in home page beyond the entry's (routePreloads
// works them out; prerenderLanding writes them into landing.html).
let homePreloads: string[] = [];

const islandEntry = local('./src/landing-island.ts');

/**
 * Writes landing.html beside index.html: the landing page rendered to static
 * HTML with react-dom/server (src/prerender/landing.tsx), which the server
 * answers for '/'. A signed-out visitor sees the page as soon as the
 * stylesheet is in and downloads only src/landing-island.ts (about 0.5 KB),
 * which closes its disclosure menus; React is not downloaded (issue 38: the
 * landing page under 100 KB of JavaScript). A visitor with a session token
 * (index.html's head script found one) gets the app instead: the page is
 * marked <html data-session>, which shows the loading screen in place of the
 * landing, and the app's entry and the home page's scripts are loaded as
 * index.html would load them.
 */
function prerenderLanding(): Plugin {
  let outDir = '';
  let island = '';
  return {
    name: 'stride-prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === islandEntry);
      if (!chunk) this.error('prerender-landing: no chunk for src/landing-island.ts');
      island = `/${chunk.fileName}`;
    },
    async closeBundle() {
      // Vite's module runner loads the page's modules as the dev server
      // would, with the same aliases and JSX transform, in this process.
      const server = await createServer({
        configFile: false,
        root: local('.'),
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: [{ find: '@', replacement: local('./src') }] },
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderLanding } = (await server.ssrLoadModule('/src/prerender/landing.tsx')) as {
          renderLanding: () => { html: string; title: string };
        };
        const { html, title } = renderLanding();
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        writeFileSync(join(outDir, 'landing.html'), landingDocument(index, html, title, island, homePreloads));
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * landing.html from the built index.html: the title, the static page in
 * #root beside the loading screen, and, in place of the entry's script and
 * module preloads, a head script that loads either the app (signed in) or
 * the island (signed out). Exported for its test (vite-plugins.test.ts).
 */
export function landingDocument(index: string, page: string, title: string, island: string, home: string[]): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!entry) throw new Error('prerender-landing: no module script in index.html');
  const preloads = [...index.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const loading = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(index);
  if (!loading) throw new Error('prerender-landing: no loading screen in #root');
  let out = index.replace(entry[0], '');
  for (const link of preloads) out = out.replace(link[0], '');
  const app = [entry[1], ...preloads.map((m) => m[1]), ...home.map((file) => `/${file}`)];
  const loader =
    `(function(){var d=document,s=window.strideSession,u=s?${JSON.stringify(app)}:${JSON.stringify([island])};` +
    `if(s)d.documentElement.setAttribute('data-session','');` +
    `u.forEach(function(h,i){var e=d.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h}e.crossOrigin='';d.head.appendChild(e)})})()`;
  out = out.replace(/\n(\s*)<\/head>/, (_, indent: string) => `\n${indent}  <script>${loader}</script>\n${indent}</head>`);
  out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHTML(title)}</title>`);
  const loadingScreen = loading[1].replace('<div class="', '<div id="landing-loading" class="');
  // The landing page needs no script, so the no-script notice goes.
  out = out.replace(loading[0], `<div id="root">${loadingScreen}<div id="landing-static">${page}</div></div>\n    <noscript>`);
  return out.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
}

function escapeHTML(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** V8's magic comment; scripts/budget.mjs checks that every script a screen loads starts with it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every built script with V8's compile hint (Chromium 136 and later;
 * other browsers read a comment). V8 compiles a function the first time it is
 * called, on the main thread, inside the task that calls it; with the hint
 * it compiles the whole file on a background thread while the script streams
 * in (issue 20). Marking every chunk measured best (main-thread.mjs, minimum
 * of 5 loads, x4 blocking): dashboard 265 to 151 ms, jobs 446 to 321,
 * learning 381 to 312, landing 381 to 307; marking only the entry and its
 * imports did less (dashboard 199, learning 401). Stride's chunks are split
 * by screen (screenChunks), so most of a loaded chunk runs on that visit, and
 * compiling the rest costs a background thread, not the page.
 */
function compileHints(): Plugin {
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

// The Go server (bin/stride) serves the API on port 5000 in development;
// the built app goes to dist/app, which the server embeds. dist/README.md is
// a committed placeholder and stays: only dist/app is emptied.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), chunks.plugin, routePreloads(), compileHints(), prerenderLanding()],
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
      input: { index: local('./index.html'), 'landing-island': islandEntry },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: chunks.groups } },
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
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // vi.stubGlobal (the fake server's fetch) is undone after every test;
    // src/test/setup.ts empties localStorage.
    unstubGlobals: true,
    testTimeout: 15_000,
  },
});
