#!/usr/bin/env node
// Renders Stride's logo SVGs in web/public to PNGs of their exact sizes, with
// a transparent background, in Debian's headless Chromium:
//
//   cd web && node scripts/render-logos.mjs
//
// Chromium comes from $CHROME_PATH or /usr/bin/chromium (never `playwright install`).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logos = [
  { svg: 'stride-logo.svg', png: 'stride-logo.png', width: 900, height: 300 },
  { svg: 'stride-icon.svg', png: 'stride-icon.png', width: 192, height: 192 },
  // The tab icon (index.html): a small PNG decodes in a fraction of a
  // millisecond, where an SVG favicon makes the page's renderer build a
  // whole SVG document on its main thread while the page loads (about 5 ms
  // of CPU on a fast machine, four times that on a phone). 48 px is the
  // 16 px tab icon at a phone's 3x.
  { svg: 'stride-icon.svg', png: 'favicon.png', width: 48, height: 48 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});
try {
  for (const { svg, png, width, height } of logos) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const markup = readFileSync(path.join(publicDir, svg), 'utf8');
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;padding:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style></head><body>${markup}</body></html>`,
    );
    const buffer = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
    writeFileSync(path.join(publicDir, png), buffer);
    // A PNG's IHDR holds the width at byte 16 and the height at byte 20, big-endian.
    const [w, h] = [buffer.readUInt32BE(16), buffer.readUInt32BE(20)];
    if (w !== width || h !== height) throw new Error(`${png} is ${w}×${h}, expected ${width}×${height}`);
    console.log(`${png}: ${w}×${h}`);
    await page.close();
  }
} finally {
  await browser.close();
}
