import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

/**
 * Writes landing.html beside index.html: the landing page rendered to static
 * HTML with react-dom/server (src/prerender/landing.tsx), which the server
 * answers for '/' (internal/httpapi/spa.go). A signed-out visitor sees the
 * page as soon as the stylesheet is in and downloads only the island
 * (src/landing-island.ts, about 0.3 KB), which closes its disclosure menus:
 * React is not downloaded. A visitor with a session token (index.html's head
 * script found one) gets the app instead: the page is marked
 * <html data-session>, which shows the loading screen in place of the landing
 * (src/index.css), and the app's entry and the home page's scripts are loaded
 * as index.html would load them. What it pays is measured in
 * docs/performance.md ("The build plugins").
 */
export function prerenderLanding(options: { root: string; island: string; home: () => string[] }): Plugin {
  let outDir = '';
  let island = '';
  return {
    name: 'stride-prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === options.island);
      if (!chunk) this.error(`prerender-landing: no chunk for ${options.island}`);
      island = `/${chunk.fileName}`;
    },
    async closeBundle() {
      // Vite's module runner loads the page's modules as the dev server
      // would, with the same aliases and JSX transform, in this process.
      const server = await createServer({
        configFile: false,
        root: options.root,
        logLevel: 'error',
        appType: 'custom',
        resolve: { alias: [{ find: '@', replacement: join(options.root, 'src') }] },
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
        writeFileSync(join(outDir, 'landing.html'), landingDocument(index, html, title, island, options.home()));
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * landing.html from the built index.html: the title, the static page in
 * #root beside the loading screen, and, in place of the entry's script and
 * module preloads, a head script that loads either the app and the home
 * page's scripts (signed in) or the island (signed out). The no-script
 * notice goes: the page needs no script.
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
  out = out.replace(loading[0], `<div id="root">${loadingScreen}<div id="landing-static">${page}</div></div>\n    <noscript>`);
  return out.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
}

function escapeHTML(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
