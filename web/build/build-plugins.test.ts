import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';
import { precompress } from './precompress';
import { landingDocument } from './prerender-landing';
import { routePreloadLists, type ChunkInfo } from './route-preloads';
import { mergeScreenGroups } from './screen-chunks';

/** Calls a plugin hook that may be a function or an {order, handler} object. */
function hook(plugin: Plugin, name: 'configResolved' | 'closeBundle' | 'generateBundle', ...args: unknown[]) {
  const h = plugin[name] as unknown;
  const fn = (typeof h === 'function' ? h : (h as { handler: (...a: unknown[]) => unknown }).handler) as (...a: unknown[]) => unknown;
  return fn.apply({}, args);
}

describe('precompress', () => {
  it('writes a best-level gzip copy beside each script and stylesheet, and nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'stride-precompress-'));
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    const script = 'export const a = "' + 'stride '.repeat(200) + '";\n';
    writeFileSync(join(root, 'dist', 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(root, 'dist', 'assets', 'app-3c4d.css'), 'body{color:red}');
    writeFileSync(join(root, 'dist', 'assets', 'logo.png'), 'png');
    const plugin = precompress();
    hook(plugin, 'configResolved', { root, build: { outDir: 'dist', assetsDir: 'assets' } } as unknown as ResolvedConfig);
    hook(plugin, 'closeBundle');
    const gz = readFileSync(join(root, 'dist', 'assets', 'app-1a2b.js.gz'));
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(gz.length).toBeLessThan(script.length / 10);
    expect(existsSync(join(root, 'dist', 'assets', 'app-3c4d.css.gz'))).toBe(true);
    expect(existsSync(join(root, 'dist', 'assets', 'logo.png.gz'))).toBe(false);
  });
});

describe('compileHints', () => {
  it("starts every script with V8's compile hint and leaves other files alone", () => {
    const bundle = {
      'a.js': { type: 'chunk', code: 'console.log(1)' },
      'b.css': { type: 'asset', source: 'body{}' },
    };
    hook(compileHints(), 'generateBundle', {}, bundle);
    expect(bundle['a.js'].code).toBe(`${COMPILE_HINT}\nconsole.log(1)`);
    expect(bundle['b.css']).toEqual({ type: 'asset', source: 'body{}' });
  });
});

describe('routePreloadLists', () => {
  const router = readFileSync(join(process.cwd(), 'src/app/router.tsx'), 'utf8');
  const names = [...router.matchAll(/import\('@\/app\/routes\/([\w-]+)'\)/g)].map((m) => m[1]);
  const chunk = (fileName: string, imports: string[], facade?: string, isEntry = false): ChunkInfo => ({
    fileName,
    imports,
    isEntry,
    isDynamicEntry: Boolean(facade),
    facadeModuleId: facade ? `/app/web/src/${facade}` : null,
  });
  const chunks: ChunkInfo[] = [
    chunk('assets/index.js', ['assets/react.js'], undefined, true),
    chunk('assets/react.js', []),
    chunk('assets/chrome.js', ['assets/bell.js'], 'app/layout/components/signed-in-chrome-parts.tsx'),
    chunk('assets/bell.js', ['assets/react.js']),
    chunk('assets/forms.js', ['assets/react.js']),
    ...[...new Set(names)].map((name) =>
      chunk(`assets/${name}.js`, name === 'login' || name === 'jobs' ? ['assets/forms.js', 'assets/react.js'] : [], `app/routes/${name}.tsx`),
    ),
  ];

  it("lists each route's scripts beyond the entry's, with the signed-in navigation behind sign-in", () => {
    const { routes, home } = routePreloadLists(router, chunks);
    expect(routes.login).toEqual(['assets/login.js', 'assets/forms.js']);
    expect(routes.jobs).toEqual(['assets/jobs.js', 'assets/forms.js', 'assets/chrome.js', 'assets/bell.js']);
    expect(routes['jobs/:jobId/apply']).toEqual(['assets/job-apply.js', 'assets/chrome.js', 'assets/bell.js']);
    expect(home).toEqual(['assets/home.js', 'assets/chrome.js', 'assets/bell.js']);
    for (const list of Object.values(routes)) expect(list).not.toContain('assets/react.js');
  });

  it('fails when a route has no chunk or the table cannot be read', () => {
    expect(() => routePreloadLists(router, chunks.filter((c) => c.fileName !== 'assets/learning.js'))).toThrow(
      'no chunk for the route module learning',
    );
    expect(() => routePreloadLists('const routes = [];', chunks)).toThrow('only 0 routes');
  });
});

describe('mergeScreenGroups', () => {
  // Screens 0-2 signed in, screen 3 public.
  const PUBLIC = 0b1000;

  it('merges the groups some screen loads together, cheapest first, within the extra bytes per screen', () => {
    const sets = new Map([
      [0b0011, 1000], // screens 0 and 1
      [0b0001, 300], // screen 0 alone
      [0b0111, 5000], // screens 0-2
    ]);
    const merged = mergeScreenGroups(sets, 4, PUBLIC, 2000);
    // Screen 0 loads both small groups (merging costs screen 1 300 bytes),
    // then that group and the big one (costing screen 2 1,300): 1,600 in all.
    expect(merged.get(0b0001)).toBe(0b0111);
    expect(merged.get(0b0011)).toBe(0b0111);
    expect([...sets]).toEqual([[0b0111, 6300]]);
    // With 1,000 extra bytes a screen, only the first merge fits.
    const small = new Map([
      [0b0011, 1000],
      [0b0001, 300],
      [0b0111, 5000],
    ]);
    expect([...mergeScreenGroups(small, 4, PUBLIC, 1000)]).toEqual([
      [0b0011, 0b0011],
      [0b0001, 0b0011],
    ]);
  });

  it('never adds a byte to a public screen and keeps each screen within the extra bytes', () => {
    const sets = new Map([
      [0b1001, 400], // screen 0 and the public screen
      [0b0001, 200],
      [0b0011, 3000],
    ]);
    const merged = mergeScreenGroups(sets, 4, PUBLIC, 2500);
    expect(merged.has(0b1001)).toBe(false);
    // 0b0001 into 0b0011 costs screen 1 200 bytes; 0b0011 into 0b1001 would cost the public screen.
    expect(merged.get(0b0001)).toBe(0b0011);
    const tight = new Map([
      [0b0001, 3000],
      [0b0011, 3000],
    ]);
    expect(mergeScreenGroups(tight, 4, PUBLIC, 2500).size).toBe(0);
  });
});

describe('landingDocument', () => {
  const index = `<!doctype html>
<html lang="en">
  <head>
    <title>Stride</title>
    <script>early()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"><div class="flex" data-testid="app-loading">spinner</div></div>
    <noscript><p>Stride needs JavaScript</p></noscript>
  </body>
</html>`;
  const doc = landingDocument(index, '<main>Landing & more</main>', 'Stride — Career <growth>', '/assets/island-4.js', ['assets/home-5.js']);

  it('holds the page, the title and the loading screen, and no script tag for the app', () => {
    expect(doc).toContain('<title>Stride — Career &lt;growth&gt;</title>');
    expect(doc).toContain('<div id="root"><div id="landing-loading" class="flex" data-testid="app-loading">spinner</div><div id="landing-static"><main>Landing & more</main></div></div>');
    expect(doc).not.toContain('<script type="module"');
    expect(doc).not.toContain('rel="modulepreload"');
    expect(doc).not.toContain('noscript');
    expect(doc).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(doc).toContain('<script>early()</script>');
  });

  it('loads the app and the home page signed in, the island signed out', () => {
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>\n\s*<\/head>/.exec(doc)?.[1];
    expect(loader).toBeDefined();
    const run = (session: unknown) => {
      const added: Array<Record<string, string>> = [];
      const attrs: Record<string, string> = {};
      const document = {
        documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) },
        createElement: (tag: string) => ({ tag }) as Record<string, string>,
        head: { appendChild: (e: Record<string, string>) => added.push(e) },
      };
      new Function('document', 'window', loader!)(document, { strideSession: session });
      return { added, attrs };
    };
    const signedIn = run({ token: 't' });
    expect(signedIn.attrs).toEqual({ 'data-session': '' });
    expect(signedIn.added).toEqual([
      { tag: 'script', type: 'module', src: '/assets/index-1.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/utils-2.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/home-5.js', crossOrigin: '' },
    ]);
    const signedOut = run(undefined);
    expect(signedOut.attrs).toEqual({});
    expect(signedOut.added).toEqual([{ tag: 'script', type: 'module', src: '/assets/island-4.js', crossOrigin: '' }]);
  });
});

describe('mergeScreenGroups with imports', () => {
  it('never gives a screen a group whose modules import what the screen does not load', () => {
    // Group 0b011 (the stepper, on screens 0 and 1) and group 0b001 (a form
    // on screen 0 only, importing the form library, which screen 1 never loads).
    const sets = new Map([
      [0b011, 500],
      [0b001, 400],
    ]);
    const deps = new Map([[0b001, new Set(['form-library'])]]);
    const loaded = [new Set(['stepper', 'form', 'form-library']), new Set(['stepper'])];
    expect(mergeScreenGroups(new Map(sets), 2, 0, 8192).size).toBe(2);
    expect(mergeScreenGroups(sets, 2, 0, 8192, { deps, loaded }).size).toBe(0);
  });
});
