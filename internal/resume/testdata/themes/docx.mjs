// Writes every JSON Resume in resumes/ as DOCX in three layouts that
// mimic common word-processor resume templates, with the npm `docx`
// library (not Stride's code):
//   docx-sidebar  a two-column table: contacts, skills and languages in a
//                 narrow shaded left cell, the rest in the right one
//   docx-classic  one column on Word's heading styles (Title, Heading 1,
//                 Heading 2), a dates line under each job, list bullets
//   docx-tabs     contacts in the page header, ruled section headings,
//                 company and place, title and dates on right tab stops
// Each <template>/<name>.docx has a <name>.txt beside it: the text the
// document shows, in reading order. Run from this folder (README.md):
//   node docx.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Tab,
  TabStopPosition,
  TabStopType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { degree, place, resumes, span } from './common.mjs';

// shown collects the text a template puts on the page, line by line.
class Shown {
  lines = [];
  add(...parts) {
    this.lines.push(parts.filter(Boolean).join(' '));
  }
}

const keywords = (s) => (s.keywords?.length ? s.keywords : [s.name]).join(', ');
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = { top: none, bottom: none, left: none, right: none, insideHorizontal: none, insideVertical: none };

function sidebar(r, shown) {
  const b = r.basics;
  const dates = (a, z) => span(a, z, { numeric: true });
  const head = (t) => {
    shown.add(t.toUpperCase());
    return new Paragraph({ spacing: { before: 240, after: 80 }, children: [new TextRun({ text: t.toUpperCase(), bold: true, color: '1F4E79', size: 24 })] });
  };
  const para = (t, opts = {}) => {
    shown.add(t);
    return new Paragraph({ children: [new TextRun({ text: t, ...opts })] });
  };
  const left = [head('Contact')];
  for (const v of [b.phone, b.email, place(b.location), b.url]) if (v) left.push(para(v, { size: 18 }));
  for (const p of b.profiles || []) left.push(para(`${p.network}: ${p.username}`, { size: 18 }));
  if (r.skills?.length) {
    left.push(head('Skills'));
    for (const s of r.skills) {
      left.push(para(s.name, { bold: true, size: 18 }));
      left.push(para(keywords(s), { size: 18 }));
    }
  }
  if (r.languages?.length) {
    left.push(head('Languages'));
    for (const l of r.languages) left.push(para([l.language, l.fluency].filter(Boolean).join(' – '), { size: 18 }));
  }
  const right = [];
  shown.add(b.name);
  right.push(new Paragraph({ children: [new TextRun({ text: b.name, bold: true, size: 44 })] }));
  if (b.label) right.push(para(b.label, { italics: true, size: 24 }));
  if (b.summary) right.push(head('Profile'), para(b.summary));
  if (r.work?.length) {
    right.push(head('Work Experience'));
    for (const w of r.work) {
      right.push(para(w.position, { bold: true }));
      right.push(para(`${w.name}${w.location ? ', ' + w.location : ''} | ${dates(w.startDate, w.endDate)}`, { italics: true }));
      for (const h of w.highlights || []) {
        shown.add('•', h);
        right.push(new Paragraph({ text: h, bullet: { level: 0 } }));
      }
    }
  }
  if (r.education?.length) {
    right.push(head('Education'));
    for (const e of r.education) {
      right.push(para(degree(e), { bold: true }));
      right.push(para(`${e.institution} | ${dates(e.startDate, e.endDate)}`));
    }
  }
  if (r.certificates?.length) {
    right.push(head('Certifications'));
    for (const c of r.certificates) right.push(para([c.name, c.issuer, (c.date || '').slice(0, 4)].filter(Boolean).join(', ')));
  }
  const table = new Table({
    width: { size: 10800, type: WidthType.DXA },
    columnWidths: [3400, 7400],
    borders: noBorders,
    rows: [
      new TableRow({
        children: [
          new TableCell({ width: { size: 3400, type: WidthType.DXA }, shading: { type: ShadingType.CLEAR, fill: 'DEEAF6', color: 'auto' }, children: left }),
          new TableCell({ width: { size: 7400, type: WidthType.DXA }, children: right }),
        ],
      }),
    ],
  });
  return { children: [table] };
}

function classic(r, shown) {
  const b = r.basics;
  const dates = (a, z) => span(a, z, { long: true });
  const h = (text, heading) => {
    shown.add(text);
    return new Paragraph({ text, heading });
  };
  const p = (text, opts = {}) => {
    shown.add(text);
    return new Paragraph({ children: [new TextRun({ text, ...opts })] });
  };
  const out = [h(b.name, HeadingLevel.TITLE)];
  const contact = [place(b.location), b.phone, b.email, b.url].filter(Boolean).join(' · ');
  out.push(p(contact));
  if (b.label) out.push(p(b.label, { italics: true }));
  if (b.summary) out.push(h('Summary', HeadingLevel.HEADING_1), p(b.summary));
  if (r.work?.length) {
    out.push(h('Experience', HeadingLevel.HEADING_1));
    for (const w of r.work) {
      out.push(h(`${w.position}, ${w.name}`, HeadingLevel.HEADING_2));
      out.push(p([dates(w.startDate, w.endDate), w.location].filter(Boolean).join(' · '), { color: '595959' }));
      for (const x of w.highlights || []) {
        shown.add('•', x);
        out.push(new Paragraph({ text: x, bullet: { level: 0 } }));
      }
    }
  }
  if (r.education?.length) {
    out.push(h('Education', HeadingLevel.HEADING_1));
    for (const e of r.education) {
      out.push(h(`${degree(e)}, ${e.institution}`, HeadingLevel.HEADING_2));
      out.push(p(dates(e.startDate, e.endDate), { color: '595959' }));
    }
  }
  if (r.skills?.length) {
    out.push(h('Skills', HeadingLevel.HEADING_1));
    for (const s of r.skills) {
      shown.add('•', `${s.name}: ${keywords(s)}`);
      out.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: `${s.name}: `, bold: true }), new TextRun(keywords(s))] }));
    }
  }
  if (r.certificates?.length) {
    out.push(h('Certifications', HeadingLevel.HEADING_1));
    for (const c of r.certificates) out.push(p([c.name, c.issuer, (c.date || '').slice(0, 4)].filter(Boolean).join(', ')));
  }
  if (r.languages?.length) {
    out.push(h('Languages', HeadingLevel.HEADING_1));
    out.push(p(r.languages.map((l) => [l.language, l.fluency].filter(Boolean).join(' (') + (l.fluency ? ')' : '')).join(', ')));
  }
  return { children: out };
}

function tabs(r, shown) {
  const b = r.basics;
  const dates = (a, z) => span(a, z, {}, ' - ');
  const right = [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }];
  const rule = (t) => {
    shown.add(t.toUpperCase());
    return new Paragraph({
      spacing: { before: 200, after: 60 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
      children: [new TextRun({ text: t.toUpperCase(), bold: true })],
    });
  };
  const twoSides = (l, r2, lopts = {}, ropts = {}) => {
    shown.add(l, r2);
    return new Paragraph({ tabStops: right, children: [new TextRun({ text: l, ...lopts }), new TextRun({ children: [new Tab(), r2 || ''], ...ropts })] });
  };
  const p = (text, opts = {}) => {
    shown.add(text);
    return new Paragraph({ children: [new TextRun({ text, ...opts })] });
  };
  const contact = [place(b.location), b.phone, b.email].filter(Boolean).join('  |  ');
  shown.add(b.name);
  shown.add(contact);
  const header = new Header({
    children: [
      new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.name, bold: true, size: 36 })] }),
      new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: contact, size: 18 })] }),
    ],
  });
  const out = [];
  if (b.summary) out.push(rule('Professional Summary'), p(b.summary));
  if (r.work?.length) {
    out.push(rule('Professional Experience'));
    for (const w of r.work) {
      out.push(twoSides(w.name, w.location || '', { bold: true }));
      out.push(twoSides(w.position, dates(w.startDate, w.endDate), { italics: true }));
      for (const x of w.highlights || []) {
        shown.add('•', x);
        out.push(new Paragraph({ text: x, bullet: { level: 0 } }));
      }
    }
  }
  if (r.education?.length) {
    out.push(rule('Education'));
    for (const e of r.education) {
      out.push(twoSides(e.institution, dates(e.startDate, e.endDate), { bold: true }));
      out.push(p(degree(e), { italics: true }));
    }
  }
  if (r.skills?.length) {
    out.push(rule('Skills'));
    for (const s of r.skills) {
      shown.add(`${s.name}: ${keywords(s)}`);
      out.push(new Paragraph({ children: [new TextRun({ text: `${s.name}: `, bold: true }), new TextRun(keywords(s))] }));
    }
  }
  if (r.certificates?.length) {
    out.push(rule('Certifications'));
    for (const c of r.certificates) out.push(twoSides([c.name, c.issuer].filter(Boolean).join(', '), (c.date || '').slice(0, 4)));
  }
  if (r.languages?.length) {
    out.push(rule('Languages'));
    out.push(p(r.languages.map((l) => [l.language, l.fluency].filter(Boolean).join(' - ')).join('; ')));
  }
  return { headers: { default: header }, children: out };
}

const templates = { sidebar, classic, tabs };
const only = process.argv.slice(2);
for (const [tpl, write] of Object.entries(templates)) {
  const outDir = `docx-${tpl}`;
  mkdirSync(outDir, { recursive: true });
  let n = 0;
  for (const [name, resume] of resumes()) {
    if (only.length && !only.some((o) => name.includes(o))) continue;
    const shown = new Shown();
    const section = write(resume, shown);
    const doc = new Document({
      creator: 'Stride test set',
      sections: [{ properties: { page: { margin: { top: 720, bottom: 720, left: 720, right: 720 } } }, ...section }],
    });
    writeFileSync(join(outDir, `${name}.docx`), await Packer.toBuffer(doc));
    writeFileSync(join(outDir, `${name}.txt`), shown.lines.join('\n') + '\n');
    n++;
  }
  console.log(tpl, n, 'resumes');
}
