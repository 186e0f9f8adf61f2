#!/usr/bin/env node
// Stride's JavaScript budgets (issue 20): loads each main screen of the built
// binary in Debian's Chromium, as a first visit on a phone (fresh browser
// context, empty cache), and sums the gzip-transferred size of every script
// downloaded before the page is usable: its heading shown, the load event
// fired and the network quiet for 500 ms. Prints a table and exits 1 when a
// screen is over its ceiling (web/scripts/lib/screens.mjs), printed beside
// its target (issue 38: landing 100 KB, sign-in and register 130 KB, every
// other screen 180 KB). It also fails when one of those scripts does not
// start with V8's compile hint (web/build/compile-hints.ts).
//
//   make budget                      # or: cd web && node scripts/budget.mjs
//   node scripts/budget.mjs --max-kb 50      # every budget set to 50 KB (to see it fail)
//   node scripts/budget.mjs --only jobs,dashboard --bin ../bin/stride --port 5110
//   node scripts/budget.mjs --list           # also list each screen's scripts
//
// bin/stride must be built (`make build`); Chromium comes from $CHROME_PATH
// or /usr/bin/chromium (never `playwright install`).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from 'playwright-core';
import { screens } from './lib/screens.mjs';
import { AUTH_TOKEN_KEY, chromiumArgs, chromiumPath, demoToken, freePort, startStride } from './lib/stride-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: opts } = parseArgs({
  options: {
    bin: { type: 'string', default: process.env.E2E_BINARY || path.join(here, '..', '..', 'bin', 'stride') },
    port: { type: 'string', default: process.env.BUDGET_PORT || '' },
    'max-kb': { type: 'string' },
    only: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

const QUIET_MS = 500;
// Every built script starts with V8's compile hint (vite.config.ts, compileHints).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const STEP_TIMEOUT_MS = 60_000;

/** Resolves once no request but long-lived event streams has been in flight for QUIET_MS. */
function networkQuiet(page) {
  let inFlight = 0;
  let timer = null;
  let resolveQuiet;
  const quiet = new Promise((resolve) => {
    resolveQuiet = resolve;
  });
  const arm = () => {
    clearTimeout(timer);
    if (inFlight === 0) timer = setTimeout(resolveQuiet, QUIET_MS);
  };
  const streaming = (req) => req.resourceType() === 'eventsource';
  page.on('request', (req) => {
    if (streaming(req)) return;
    inFlight += 1;
    clearTimeout(timer);
  });
  const done = (req) => {
    if (streaming(req)) return;
    inFlight -= 1;
    arm();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { wait: () => (arm(), quiet) };
}

async function measure(browser, baseURL, screen, token) {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    serviceWorkers: 'block',
    storageState: screen.signedIn
      ? { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: AUTH_TOKEN_KEY, value: token }] }] }
      : undefined,
  });
  const page = await context.newPage();
  const scripts = [];
  const pending = [];
  let usable = false;
  page.on('requestfinished', (req) => {
    pending.push(
      (async () => {
        const res = await req.response();
        if (!res) return;
        const type = res.headers()['content-type'] ?? '';
        if (!/javascript/.test(type) && req.resourceType() !== 'script') return;
        const sizes = await req.sizes();
        const body = await res.body();
        const hinted = body.subarray(0, COMPILE_HINT.length).toString() === COMPILE_HINT;
        // React renders the app (issue 38): react-dom's production build
        // links its errors to react.dev; Preact's would not.
        const react = body.includes('https://react.dev/errors/');
        scripts.push({ url: new URL(req.url()).pathname, bytes: sizes.responseBodySize, late: usable, hinted, react });
      })(),
    );
  });
  const quiet = networkQuiet(page);
  try {
    await page.goto(baseURL + screen.path, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    await page
      .getByRole('heading', { level: 1, name: screen.heading })
      .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await Promise.race([
      quiet.wait(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('network never went quiet')), STEP_TIMEOUT_MS)),
    ]);
    usable = true;
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
  return { bytes, scripts };
}

const kb = (bytes) => bytes / 1024;

const chosen = opts.only ? screens.filter((s) => opts.only.split(',').includes(s.name)) : screens;
if (chosen.length === 0) {
  console.error(`--only matched no screen; screens: ${screens.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
const maxKB = opts['max-kb'] === undefined ? null : Number(opts['max-kb']);
if (maxKB !== null && !(maxKB >= 0)) {
  console.error('--max-kb takes a number of kilobytes');
  process.exit(2);
}

const started = Date.now();
const port = await freePort(Number(opts.port) || 0);
const server = await startStride({ binary: path.resolve(opts.bin), port, webDir: process.env.E2E_WEB_DIR });
let failed = false;
let reactSeen = false;
const rows = [];
let browser;
try {
  const token = await demoToken(server.baseURL);
  browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, timeout: STEP_TIMEOUT_MS });
  for (const screen of chosen) {
    const budget = maxKB ?? screen.budgetKB;
    const { bytes, scripts } = await measure(browser, server.baseURL, screen, token);
    const ok = kb(bytes) <= budget;
    if (!ok) failed = true;
    if (screen.signedIn && scripts.some((x) => x.react)) reactSeen = true;
    for (const s of scripts.filter((x) => !x.hinted)) {
      console.error(`${screen.name}: ${s.url} does not start with ${COMPILE_HINT}`);
      failed = true;
    }
    rows.push({ screen: screen.name, path: screen.path, kb: kb(bytes), budget, target: screen.targetKB, ok, count: scripts.length });
    if (opts.list) {
      for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${screen.name.padEnd(13)} ${kb(s.bytes).toFixed(1).padStart(7)} KB  ${s.url}`);
    }
  }
} finally {
  await browser?.close();
  await server.stop();
}

const header = `${'screen'.padEnd(13)} ${'path'.padEnd(23)} ${'scripts'.padStart(7)} ${'KB (gzip)'.padStart(10)} ${'ceiling'.padStart(7)} ${'target'.padStart(7)}  ok`;
console.log(header);
console.log('-'.repeat(header.length));
for (const r of rows) {
  console.log(
    `${r.screen.padEnd(13)} ${r.path.padEnd(23)} ${String(r.count).padStart(7)} ${r.kb.toFixed(1).padStart(10)} ${String(r.budget).padStart(7)} ${String(r.target).padStart(7)}  ${r.ok ? (r.kb <= r.target ? 'ok' : 'ok (over target)') : 'OVER'}`,
  );
}
console.log(`(initial JavaScript, gzip as transferred, first visit on a phone; ${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (chosen.some((s) => s.signedIn) && !reactSeen) {
  console.error("No signed-in screen loaded react-dom: the app's scripts hold no React production build.");
  failed = true;
}
if (failed) {
  console.error('JavaScript budget exceeded (the screens marked OVER) or a script without the compile hint (above).');
  process.exit(1);
}
