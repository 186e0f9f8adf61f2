// Writes every JSON Resume in resumes/ as LaTeX for three resume classes
// from Debian's TeX Live (moderncv, currvita, europecv: none written at
// Stride), compiles each with pdflatex, and keeps the PDF and the text
// pdftotext reads from it (what the page shows) in latex-<class>/. Run from
// this folder (README.md):
//   node latex.mjs
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { degree, place, resumes, span } from './common.mjs';

// esc makes text safe in LaTeX: the ten special characters become the
// commands that print them, and the rest is left to inputenc (UTF-8).
export function esc(s) {
  return String(s ?? '').replace(/[\\{}$&#^_%~<>|"]/g, (c) => ({
    '\\': '\\textbackslash{}',
    '{': '\\{',
    '}': '\\}',
    $: '\\$',
    '&': '\\&',
    '#': '\\#',
    '^': '\\textasciicircum{}',
    _: '\\_',
    '%': '\\%',
    '~': '\\textasciitilde{}',
    '<': '\\textless{}',
    '>': '\\textgreater{}',
    '|': '\\textbar{}',
    '"': "''",
  })[c]);
}

// dates are written with an en dash (--), as LaTeX authors do.
const dates = (a, b) => esc(span(a, b, {}, ' -- '));

function items(list) {
  if (!list?.length) return '';
  return `\\begin{itemize}\n${list.map((h) => `  \\item ${esc(h)}`).join('\n')}\n\\end{itemize}`;
}

function splitName(name) {
  const i = name.lastIndexOf(' ');
  return i < 0 ? ['', name] : [name.slice(0, i), name.slice(i + 1)];
}

const keywords = (s) => (s.keywords?.length ? s.keywords : [s.name]).map(esc).join(', ');
const preamble = '\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage{lmodern}\n';

// moderncv, "classic" style: a dated left column, name at the top.
function moderncv(r) {
  const b = r.basics;
  const [first, last] = splitName(b.name);
  const out = [
    '\\documentclass[11pt,letterpaper,sans]{moderncv}',
    '\\moderncvstyle[nosymbols]{classic}',
    '\\moderncvcolor{blue}',
    preamble,
    '\\usepackage[scale=0.8]{geometry}',
    `\\name{${esc(first)}}{${esc(last)}}`,
    b.label ? `\\title{${esc(b.label)}}` : '',
    b.location ? `\\address{${esc(b.location.city || '')}}{${esc(b.location.region || b.location.countryCode || '')}}{}` : '',
    b.phone ? `\\phone[mobile]{${esc(b.phone)}}` : '',
    b.email ? `\\email{${esc(b.email)}}` : '',
    '\\begin{document}',
    '\\makecvtitle',
  ];
  if (b.summary) out.push('\\section{Summary}', `\\cvitem{}{${esc(b.summary)}}`);
  if (r.work?.length) {
    out.push('\\section{Experience}');
    for (const w of r.work) out.push(`\\cventry{${dates(w.startDate, w.endDate)}}{${esc(w.position)}}{${esc(w.name)}}{${esc(w.location || '')}}{}{${items(w.highlights) || esc(w.summary || '')}}`);
  }
  if (r.education?.length) {
    out.push('\\section{Education}');
    for (const e of r.education) out.push(`\\cventry{${dates(e.startDate, e.endDate)}}{${esc(degree(e))}}{${esc(e.institution)}}{}{${e.score ? esc(`GPA ${e.score}`) : ''}}{}`);
  }
  if (r.skills?.length) {
    out.push('\\section{Skills}');
    for (const s of r.skills) out.push(`\\cvitem{${esc(s.name)}}{${keywords(s)}}`);
  }
  if (r.certificates?.length) {
    out.push('\\section{Certifications}');
    for (const c of r.certificates) out.push(`\\cvitem{${esc((c.date || '').slice(0, 4))}}{${esc([c.name, c.issuer].filter(Boolean).join(', '))}}`);
  }
  if (r.languages?.length) {
    out.push('\\section{Languages}');
    for (const l of r.languages) out.push(`\\cvitem{${esc(l.language)}}{${esc(l.fluency || '')}}`);
  }
  out.push('\\end{document}');
  return out.filter(Boolean).join('\n');
}

// currvita: an article with a cv environment, lists of entries keyed by
// their dates.
function currvita(r) {
  const b = r.basics;
  const out = [
    '\\documentclass[11pt,letterpaper]{article}',
    preamble,
    '\\usepackage[NoDate]{currvita}',
    '\\usepackage[margin=2cm]{geometry}',
    '\\setlength{\\cvlabelwidth}{3.6cm}',
    '\\begin{document}',
    `\\begin{cv}{${esc(b.name)}}`,
    `\\noindent ${[b.label, place(b.location), b.phone, b.email].filter(Boolean).map(esc).join(' \\\\ ')}`,
    '\\medskip',
  ];
  if (b.summary) out.push('\\begin{cvlist}{Profile}', `\\item ${esc(b.summary)}`, '\\end{cvlist}');
  if (r.work?.length) {
    out.push('\\begin{cvlist}{Professional Experience}');
    for (const w of r.work) {
      const body = w.highlights?.length ? ` \\\\ ${w.highlights.map((h) => `\\textbullet~${esc(h)}`).join(' \\\\ ')}` : '';
      out.push(`\\item[${dates(w.startDate, w.endDate)}] \\textbf{${esc(w.position)}}, ${esc([w.name, w.location].filter(Boolean).join(', '))}${body}`);
    }
    out.push('\\end{cvlist}');
  }
  if (r.education?.length) {
    out.push('\\begin{cvlist}{Education}');
    for (const e of r.education) out.push(`\\item[${dates(e.startDate, e.endDate)}] \\textbf{${esc(degree(e))}}, ${esc(e.institution)}`);
    out.push('\\end{cvlist}');
  }
  if (r.skills?.length) {
    out.push('\\begin{cvlist}{Skills}');
    for (const s of r.skills) out.push(`\\item[${esc(s.name)}] ${keywords(s)}`);
    out.push('\\end{cvlist}');
  }
  if (r.certificates?.length) {
    out.push('\\begin{cvlist}{Certifications}');
    for (const c of r.certificates) out.push(`\\item[${esc((c.date || '').slice(0, 4))}] ${esc([c.name, c.issuer].filter(Boolean).join(', '))}`);
    out.push('\\end{cvlist}');
  }
  if (r.languages?.length) {
    out.push('\\begin{cvlist}{Languages}');
    for (const l of r.languages) out.push(`\\item[${esc(l.language)}] ${esc(l.fluency || '')}`);
    out.push('\\end{cvlist}');
  }
  out.push('\\end{cv}', '\\end{document}');
  return out.join('\n');
}

// europecv: the Europass layout, a label column beside every value.
function europecv(r) {
  const b = r.basics;
  const out = [
    '\\documentclass[english,a4paper,nologo]{europecv}',
    preamble,
    '\\usepackage[english]{babel}',
    '\\usepackage[top=1.5cm,bottom=1.5cm,left=1cm,right=1.5cm]{geometry}',
    `\\ecvname{${esc(b.name)}}`,
    b.location ? `\\ecvaddress{${esc(place(b.location))}}` : '',
    b.phone ? `\\ecvtelephone{${esc(b.phone)}}` : '',
    b.email ? `\\ecvemail{${esc(b.email)}}` : '',
    // europecv loads hyperref too late for today's LaTeX: load it first.
    '\\usepackage{hyperref}',
    '\\begin{document}',
    '\\begin{europecv}',
    '\\ecvpersonalinfo',
  ];
  if (b.label) out.push(`\\ecvitem{\\large Desired employment}{\\large ${esc(b.label)}}`);
  if (r.work?.length) {
    out.push('\\ecvsection{Work experience}');
    for (const w of r.work) {
      out.push(`\\ecvitem{Dates}{${dates(w.startDate, w.endDate)}}`);
      out.push(`\\ecvitem{Occupation or position held}{${esc(w.position)}}`);
      if (w.highlights?.length) out.push(`\\ecvitem{Main activities and responsibilities}{${w.highlights.map(esc).join('; ')}}`);
      out.push(`\\ecvitem{Name and address of employer}{${esc([w.name, w.location].filter(Boolean).join(', '))}}`);
      out.push('\\ecvitem{}{}');
    }
  }
  if (r.education?.length) {
    out.push('\\ecvsection{Education and training}');
    for (const e of r.education) {
      out.push(`\\ecvitem{Dates}{${dates(e.startDate, e.endDate)}}`);
      out.push(`\\ecvitem{Title of qualification awarded}{${esc(degree(e))}}`);
      out.push(`\\ecvitem{Name and type of organisation providing education and training}{${esc(e.institution)}}`);
      out.push('\\ecvitem{}{}');
    }
  }
  if (r.skills?.length) {
    out.push('\\ecvsection{Personal skills and competences}');
    for (const s of r.skills) out.push(`\\ecvitem{${esc(s.name)}}{${keywords(s)}}`);
  }
  if (r.languages?.length) out.push(`\\ecvitem{Languages}{${r.languages.map((l) => esc([l.language, l.fluency].filter(Boolean).join(': '))).join('; ')}}`);
  if (r.certificates?.length) {
    out.push('\\ecvsection{Certifications}');
    for (const c of r.certificates) out.push(`\\ecvitem{${esc((c.date || '').slice(0, 4))}}{${esc([c.name, c.issuer].filter(Boolean).join(', '))}}`);
  }
  out.push('\\end{europecv}', '\\end{document}');
  return out.filter(Boolean).join('\n');
}

// `node latex.mjs --check-escape` compiles every special character
// through esc and checks that the page shows them as written.
if (process.argv[2] === '--check-escape') {
  const text = 'A\\B {x} $5 & #1 ^2 a_b 50% ~me <i> a|b "q" Weißenberg Fernández Kraków';
  const work = mkdtempSync(join(tmpdir(), 'stride-latex-'));
  writeFileSync(join(work, 'cv.tex'), `\\documentclass{article}\n${preamble}\\pagestyle{empty}\n\\begin{document}\n${esc(text)}\n\\end{document}\n`);
  execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], { cwd: work, stdio: 'pipe' });
  const shown = execFileSync('pdftotext', [join(work, 'cv.pdf'), '-']).toString().replace(/\s+/g, ' ').trim();
  rmSync(work, { recursive: true, force: true });
  const want = text.replace(/"q"/, '”q”');
  console.log(shown === want ? 'escape: ok' : `escape: want ${JSON.stringify(want)}\n        got  ${JSON.stringify(shown)}`);
  process.exit(shown === want ? 0 : 1);
}

const classes = { moderncv, currvita, europecv };
const only = process.argv.slice(2);
for (const [cls, write] of Object.entries(classes)) {
  const outDir = `latex-${cls}`;
  mkdirSync(outDir, { recursive: true });
  let n = 0;
  for (const [name, resume] of resumes()) {
    if (only.length && !only.some((o) => name.includes(o))) continue;
    const work = mkdtempSync(join(tmpdir(), 'stride-latex-'));
    try {
      writeFileSync(join(work, 'cv.tex'), write(resume));
      for (let pass = 0; pass < 2; pass++) execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], { cwd: work, stdio: 'pipe' });
      copyFileSync(join(work, 'cv.pdf'), join(outDir, `${name}.pdf`));
      // What the page shows, read by poppler (not by Stride's reader).
      execFileSync('pdftotext', ['-layout', join(outDir, `${name}.pdf`), join(outDir, `${name}.txt`)]);
      n++;
    } catch (err) {
      const why = String(err.stdout || err.message).split('\n').filter((l) => l.startsWith('!')).join(' ') || err.message;
      console.log(`${cls}/${name}: not compiled: ${why}`);
      // The test reads <name>.skip as "this class cannot set this
      // resume" (pdflatex has no glyphs for some scripts) and leaves it out.
      writeFileSync(join(outDir, `${name}.skip`), `pdflatex could not compile this resume with this class: ${why}\n`);
    } finally {
      if (!process.env.KEEP_LATEX) rmSync(work, { recursive: true, force: true });
      else console.log('kept', work);
    }
  }
  console.log(cls, n, 'resumes');
}
