// Renders every JSON Resume in resumes/ (written by independent writers, see
// README.md) through community jsonresume themes to PDF with Chromium, so the
// parser is measured on layouts nobody at Stride wrote. Run from this
// folder after `npm install` (package.json lists the themes):
//   node render.mjs
// It writes <theme>/<name>.pdf next to this file, and <theme>/<name>.txt,
// the text Chromium shows on that page.
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const pw = require(process.env.PLAYWRIGHT_CORE || 'playwright-core');
const themes = JSON.parse(readFileSync('package.json', 'utf8')).themes;
const resumeDir = 'resumes';
// `node render.mjs r2-` renders only the resumes whose file name holds r2-.
const only = process.argv.slice(2);
const files = readdirSync(resumeDir)
  .filter((f) => f.endsWith('.json') && (!only.length || only.some((o) => f.includes(o))))
  .sort();

// Some themes read lists a resume may leave out (basics.profiles, work…):
// give them empty ones, which changes nothing a reader sees.
function withEmptyLists(resume) {
  resume.basics ??= {};
  resume.basics.profiles ??= [];
  for (const k of ['work', 'volunteer', 'education', 'awards', 'certificates', 'publications', 'skills', 'languages', 'interests', 'references', 'projects']) resume[k] ??= [];
  // Older themes read the schema's earlier names (work[].company and
  // website, basics.website and picture): give them the same values.
  for (const w of resume.work) {
    w.company ??= w.name;
    w.website ??= w.url;
  }
  resume.basics.website ??= resume.basics.url;
  resume.basics.picture ??= resume.basics.image;
  return resume;
}

const browser = await pw.chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage();
// Themes link web fonts and icons; nothing leaves the machine.
await page.route(/^https?:/, (route) => route.abort());
for (const theme of themes) {
  let render;
  try {
    const mod = require(`jsonresume-theme-${theme}`);
    render = mod.render || mod.default?.render;
  } catch {
    const mod = await import(`jsonresume-theme-${theme}`);
    render = mod.render || mod.default?.render;
  }
  mkdirSync(theme, { recursive: true });
  for (const f of files) {
    const resume = withEmptyLists(JSON.parse(readFileSync(join(resumeDir, f), 'utf8')));
    let html;
    try {
      html = await render(structuredClone(resume));
    } catch (err) {
      // The theme cannot render this resume: no PDF, and the test skips it.
      console.log(`${theme}/${f}: not rendered: ${err.message}`);
      continue;
    }
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({ format: 'Letter', printBackground: true, margin: { top: '0.5in', bottom: '0.5in', left: '0.5in', right: '0.5in' } });
    writeFileSync(join(theme, f.replace(/\.json$/, '.pdf')), pdf);
    // What the page shows, as the browser reads it: the test counts only
    // the truth a reader can see (some themes leave out dates or contacts).
    const shown = await page.evaluate(() => document.body.innerText);
    writeFileSync(join(theme, f.replace(/\.json$/, '.txt')), shown);
  }
  console.log(theme, files.length, 'resumes');
}
await browser.close();
