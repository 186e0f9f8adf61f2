#!/usr/bin/env node
// Main-thread work while Stride's screens load, from Chromium traces: a
// steadier figure than Lighthouse's on a busy machine. Each load is traced
// without throttling (as Lighthouse does before it simulates a phone), and
// each main-thread task counts by its thread CPU time, which other programs
// on the machine barely change. Per screen it prints, over the runs:
//   x4 blocking: Lighthouse's model of total blocking time, every task's CPU
//                time times 4 (its mobile CPU), the part over 50 ms, summed;
//   longest:     the longest task's CPU time;
//   CPU:         the CPU time of all main-thread tasks until the page is quiet.
// The minimum of the runs is the least disturbed; the median is also shown.
//
//   cd web && node scripts/main-thread.mjs --only jobs,tracker --runs 5
//   node scripts/main-thread.mjs --only jobs --web /tmp/other-build   # another build (WEB_DIR)
import path from 'node:path';
import { chromium } from 'playwright-core';
import { parseScreenRunArgs } from './lib/screen-args.mjs';
import { AUTH_TOKEN_KEY, chromiumArgs, chromiumPath, demoToken, freePort, startStride } from './lib/stride-server.mjs';

const { opts, runs, chosen } = parseScreenRunArgs({ runs: '5', options: { web: { type: 'string', default: process.env.E2E_WEB_DIR } } });

// Lighthouse 12's trace categories (less its screenshots): tracing costs the
// page some time, V8's compile events most, and Lighthouse pays it too.
const CATEGORIES = [
  'disabled-by-default-lighthouse', 'loading', 'v8', 'v8.execute', 'blink.user_timing', 'blink.console',
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame', 'latencyInfo', 'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources', 'disabled-by-default-devtools.v8-source-rundown',
];
const isTask = (e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask';

/** The figures of one trace: the page's renderer main thread, from navigation on. */
function figures(events) {
  const perThread = new Map();
  for (const e of events) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const key = (e) => `${e.pid}:${e.tid}`;
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => perThread.get(key(b)) - perThread.get(key(a)))[0];
  if (!main) throw new Error('the trace has no renderer main thread');
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const start = nav?.ts ?? 0;
  // Top-level tasks only: a task nested in another (a nested run loop) is part of it.
  const tasks = [];
  for (const e of events.filter((x) => key(x) === key(main) && x.ph === 'X' && isTask(x) && x.ts >= start).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (!last || e.ts >= last.ts + last.dur) tasks.push(e);
  }
  const cpu = tasks.map((t) => (t.tdur ?? t.dur) / 1000);
  return {
    blocking: cpu.reduce((s, ms) => s + Math.max(0, 4 * ms - 50), 0),
    longest: Math.max(0, ...cpu),
    cpu: cpu.reduce((s, ms) => s + ms, 0),
  };
}

async function trace(browser, baseURL, screen, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    if (screen.signedIn) {
      await page.goto(`${baseURL}/healthz`);
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [AUTH_TOKEN_KEY, token]);
    }
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(baseURL + screen.path);
    // Nothing of Playwright's runs in the page while it loads (no polling).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const events = JSON.parse((await browser.stopTracing()).toString());
    await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor({ timeout: 5_000 });
    return figures(events.traceEvents ?? events);
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const port = await freePort(Number(opts.port) || 0);
const server = await startStride({ binary: path.resolve(opts.bin), port, webDir: opts.web });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const rows = [];
try {
  const token = await demoToken(server.baseURL);
  for (const screen of chosen) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await trace(browser, server.baseURL, screen, token));
    const row = { screen: screen.name };
    for (const k of ['blocking', 'longest', 'cpu']) {
      row[k] = Math.round(Math.min(...results.map((r) => r[k])));
      row[`${k}Median`] = Math.round(median(results.map((r) => r[k])));
    }
    rows.push(row);
    console.log(`${screen.name}: x4 blocking ${row.blocking} ms (median ${row.blockingMedian}), longest ${row.longest} ms, CPU ${row.cpu} ms`);
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nMain-thread work while loading, minimum of ${runs} run(s) (median in brackets), ms`);
console.log(`${'screen'.padEnd(14)} ${'x4 blocking'.padStart(16)} ${'longest task'.padStart(16)} ${'CPU'.padStart(14)}`);
for (const r of rows) {
  const cell = (k) => `${r[k]} (${r[`${k}Median`]})`.padStart(k === 'cpu' ? 14 : 16);
  console.log(`${r.screen.padEnd(14)} ${cell('blocking')} ${cell('longest')} ${cell('cpu')}`);
}
