import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

/** Routes a signed-out visitor sees without the signed-in navigation. */
const PUBLIC_ROUTES = new Set(['landing', 'login', 'register', 'about-data', 'not-found', 'subscribe', 'payment', 'payment-success']);

/** What a chunk of the bundle tells about itself (Rolldown's OutputChunk). */
export type ChunkInfo = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId'>;

/**
 * For each route of the router's table (its source, src/app/router.tsx),
 * the scripts its page needs beyond the entry's: its module, what that
 * imports and, behind sign-in, the signed-in navigation; and the same for the
 * signed-in home page. Throws when the table cannot be read or a route's
 * module has no chunk.
 */
export function routePreloadLists(routerSource: string, chunks: ChunkInfo[]): { routes: Record<string, string[]>; home: string[] } {
  const table = [...routerSource.matchAll(/path: '([^']+)', \.\.\.\w+\(\(\) => import\('@\/app\/routes\/([\w-]+)'\)\)/g)];
  if (table.length < 10) throw new Error(`route-preloads: only ${table.length} routes found in the router`);
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
    if (!chunk) throw new Error(`route-preloads: no chunk for the route module ${name}`);
    return chunk.fileName;
  };
  const chrome = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith('/signed-in-chrome-parts.tsx'));
  const beyondEntry = (start: string[]) => [...closure(start)].filter((file) => !entry.has(file));
  const routes: Record<string, string[]> = {};
  for (const [, path, name] of table) {
    const start = [moduleChunk(name)];
    if (!PUBLIC_ROUTES.has(name) && chrome) start.push(chrome.fileName);
    routes[path] = beyondEntry(start);
  }
  const home = beyondEntry(chrome ? [moduleChunk('home'), chrome.fileName] : [moduleChunk('home')]);
  return { routes, home };
}

/**
 * Writes route-preloads.json beside index.html: for each path of the app's
 * router whose page is a lazy route module, the scripts that page needs
 * beyond the entry's (routePreloadLists). The server lists them as
 * <link rel="modulepreload" fetchpriority="low"> in the index.html it
 * answers for that path (internal/httpapi/spa.go), so that a first visit
 * fetches the page's code beside the entry instead of after it has run.
 * `home` gives the signed-in home page's list once the bundle is made
 * (prerender-landing.ts writes it into landing.html). What it pays is
 * measured in docs/performance.md ("The build plugins").
 */
export function routePreloads(routerFile: string): { plugin: Plugin; home: () => string[] } {
  let home: string[] = [];
  const plugin: Plugin = {
    name: 'stride-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      let lists: ReturnType<typeof routePreloadLists>;
      try {
        lists = routePreloadLists(readFileSync(routerFile, 'utf8'), chunks);
      } catch (err) {
        this.error(err instanceof Error ? err.message : String(err));
      }
      home = lists.home;
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: `${JSON.stringify(lists.routes, null, 1)}\n` });
    },
  };
  return { plugin, home: () => home };
}
