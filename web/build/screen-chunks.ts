import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/**
 * Groups the modules shared by several screens by the screens that need them
 * on a first visit. Left alone, the bundler makes one chunk for
 * each set of lazily loaded parts (screens, dialogs, tabs) that share a
 * module, so that a signed-in screen fetched about fifty scripts, most of them
 * a single icon or a few hundred bytes; a phone pays a round trip for each,
 * six at a time. Here a module goes with the others that the same screens
 * load (the route's module and everything it imports, plus the signed-in
 * navigation for a signed-in route); then groups that some screen loads
 * together are merged, cheapest first, while no public page downloads a byte
 * more and no other screen more than a few KB, and never a group whose
 * modules import what the screen does not load. What it pays (about half
 * the scripts, every screen a little lighter: one larger script compresses
 * better than many small ones) is measured in docs/performance.md ("The
 * build plugins"). A
 * module no screen loads at once (in a dialog or tab fetched later), the
 * entry's own modules and the lazily loaded modules themselves are chunked
 * as before. Captured modules do not drag their imports along
 * (includeDependenciesRecursively: false): those have groups of their own,
 * or stay in the entry's chunks.
 */
export function screenChunks(root: string): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const routeModule = /\/src\/app\/routes\/([^/]+)\.tsx$/;
  const chromeModule = /\/src\/app\/layout\/components\/signed-in-chrome-parts\.tsx$/;
  // The routes a signed-out visitor sees without the signed-in navigation.
  const publicRoutes = new Set(['landing', 'login', 'register', 'about-data', 'not-found']);
  const screensOf = new Map<string, string[]>();
  // lucide-react's index imports every icon, and tree shaking keeps only
  // those some module names: the icons a module uses are read from its
  // imports instead, and the index is not followed.
  const lucideIndex = join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');
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
      const loaded: Set<string>[] = [];
      routes.forEach((route, bit) => {
        const reached = closure([route]);
        if (!publicRoutes.has(routeModule.exec(route)![1])) for (const id of chrome) reached.add(id);
        loaded[bit] = reached;
        for (const id of reached) {
          if (!initial.has(id) && !lazy(id)) screenSet.set(id, (screenSet.get(id) ?? 0) | (1 << bit));
        }
      });
      // One group per set of screens, weighed by its modules' compressed
      // size, with what its modules import from other groups.
      const sets = new Map<number, number>();
      const deps = new Map<number, Set<string>>();
      for (const [id, set] of screenSet) {
        sets.set(set, (sets.get(set) ?? 0) + gzipSync(info(id)?.code ?? '', { level: 1 }).length);
        const d = deps.get(set) ?? new Set<string>();
        for (const dep of info(id)?.importedIds ?? []) if (screenSet.has(dep) && screenSet.get(dep) !== set) d.add(dep);
        deps.set(set, d);
      }
      const publicBits = routes.reduce((bits, route, bit) => (publicRoutes.has(routeModule.exec(route)![1]) ? bits | (1 << bit) : bits), 0);
      const mergedInto = mergeScreenGroups(sets, routes.length, publicBits, EXTRA_BYTES, { deps, loaded });
      const bitsOf = (set: number) => routes.flatMap((_, bit) => (set & (1 << bit) ? [bit] : []));
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

/**
 * Merges groups of modules, each keyed by the set of screens that load it
 * (bit n: screen n) and weighed in bytes (`sets`, changed in place): cheapest
 * first, two groups that some screen loads together become one while no
 * public screen (publicBits) downloads a byte more and no other screen more
 * than extraBytes in all (a few bytes spent for a round trip saved). With
 * `imports`, a group is never given to a screen that does not already load
 * every module the group's modules import (its `deps`, by set): the screen
 * would download those too, which the weights do not count. Returns where
 * each merged group went: its set to the set of the group it is now in.
 */
export function mergeScreenGroups(
  sets: Map<number, number>,
  screens: number,
  publicBits: number,
  extraBytes: number,
  imports?: { deps: Map<number, Set<string>>; loaded: Set<string>[] },
): Map<number, number> {
  const extra = Array.from({ length: screens }, () => 0);
  const mergedInto = new Map<number, number>();
  const bitsOf = (set: number) => extra.flatMap((_, bit) => (set & (1 << bit) ? [bit] : []));
  // Whether screen `bit` already loads everything group `set` imports.
  const brings = (set: number, bit: number) => {
    if (!imports) return true;
    for (const dep of imports.deps.get(set) ?? []) if (!imports.loaded[bit]?.has(dep)) return false;
    return true;
  };
  for (;;) {
    let best: { a: number; b: number; cost: number } | null = null;
    const groups = [...sets];
    for (let i = 0; i < groups.length; i++) {
      for (let j = i + 1; j < groups.length; j++) {
        const [a, wa] = groups[i];
        const [b, wb] = groups[j];
        const shared = bitsOf(a & b).length;
        if (shared === 0 || ((a ^ b) & publicBits) !== 0) continue;
        const fits =
          bitsOf(b & ~a).every((bit) => extra[bit] + wa <= extraBytes && brings(a, bit)) &&
          bitsOf(a & ~b).every((bit) => extra[bit] + wb <= extraBytes && brings(b, bit));
        if (!fits) continue;
        const cost = (wa * bitsOf(b & ~a).length + wb * bitsOf(a & ~b).length) / shared;
        if (!best || cost < best.cost) best = { a, b, cost };
      }
    }
    if (!best) return mergedInto;
    const { a, b } = best;
    const wa = sets.get(a)!;
    const wb = sets.get(b)!;
    for (const bit of bitsOf(b & ~a)) extra[bit] += wa;
    for (const bit of bitsOf(a & ~b)) extra[bit] += wb;
    sets.delete(a);
    sets.delete(b);
    const ab = a | b;
    sets.set(ab, (sets.get(ab) ?? 0) + wa + wb);
    if (imports) {
      const d = new Set([...(imports.deps.get(a) ?? []), ...(imports.deps.get(b) ?? []), ...(imports.deps.get(ab) ?? [])]);
      imports.deps.delete(a);
      imports.deps.delete(b);
      imports.deps.set(ab, d);
    }
    for (const [from, to] of mergedInto) if (to === a || to === b) mergedInto.set(from, ab);
    mergedInto.set(a, ab);
    mergedInto.set(b, ab);
  }
}
