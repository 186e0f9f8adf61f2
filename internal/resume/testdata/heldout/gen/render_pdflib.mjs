// Draws the page layouts render.py wrote (src/*.ops.json) with pdf-lib and
// its StandardFonts: the fonts are referenced by name, not embedded, and no
// /Widths array is written.
//
//   node render_pdflib.mjs DIR   (pdf-lib resolved from NODE_PATH)
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { PDFDocument, StandardFonts, rgb } = require('pdf-lib');

const names = {
  Helvetica: StandardFonts.Helvetica, 'Helvetica-Bold': StandardFonts.HelveticaBold,
  'Helvetica-Oblique': StandardFonts.HelveticaOblique, 'Times-Roman': StandardFonts.TimesRoman,
  'Times-Bold': StandardFonts.TimesRomanBold, 'Times-Italic': StandardFonts.TimesRomanItalic,
  Courier: StandardFonts.Courier, 'Courier-Bold': StandardFonts.CourierBold,
  'Courier-Oblique': StandardFonts.CourierOblique,
};

const dir = process.argv[2];
const src = path.join(dir, 'src');
for (const f of fs.readdirSync(src).filter((f) => f.endsWith('.ops.json')).sort()) {
  const ops = JSON.parse(fs.readFileSync(path.join(src, f), 'utf8'));
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(Date.UTC(2025, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2025, 0, 1)));
  const fonts = {};
  const pages = [];
  const npages = Math.max(...ops.map((o) => o.page)) + 1;
  for (let i = 0; i < npages; i++) pages.push(doc.addPage([612, 792]));
  for (const o of ops) {
    const page = pages[o.page];
    if (o.line) {
      const [x0, y0, x1, y1] = o.line;
      page.drawLine({ start: { x: x0, y: y0 }, end: { x: x1, y: y1 }, thickness: 0.6, color: rgb(0, 0, 0) });
      continue;
    }
    fonts[o.font] ??= await doc.embedFont(names[o.font]);
    page.drawText(o.text, { x: o.x, y: o.y, size: o.size, font: fonts[o.font] });
  }
  const out = path.join(dir, f.replace('.ops.json', '.pdf'));
  fs.writeFileSync(out, await doc.save({ useObjectStreams: false }));
}
