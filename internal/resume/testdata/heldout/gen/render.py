#!/usr/bin/env python3
"""Renders the document models in DIR/src to the producer each names.

    render.py DIR

reportlab: a PDF drawn with ReportLab's canvas in a standard-14 font, not
embedded and without /Widths (what ReportLab does for those fonts).
pdflib: the same kind of page layout written to DIR/src/NN.ops.json, then
drawn by render_pdflib.mjs with pdf-lib's StandardFonts.
chromium: an HTML page (DIR/src/NN.html) printed by build.sh with headless
Chromium.
docx: a Word file written with python-docx (two columns as a table, as Word
templates do).
libreoffice: the python-docx file converted to PDF by build.sh with
LibreOffice headless.
"""
import html
import json
import os
import sys

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen import canvas

DIR = sys.argv[1]
SRC = os.path.join(DIR, "src")

VARIANTS = {
    "Helvetica": ("Helvetica", "Helvetica-Bold", "Helvetica-Oblique"),
    "Times-Roman": ("Times-Roman", "Times-Bold", "Times-Italic"),
    "Courier": ("Courier", "Courier-Bold", "Courier-Oblique"),
}


def face(model, bold=False, italic=False):
    reg, b, it = VARIANTS[model["font"]]
    return b if bold else it if italic else reg


def wrap(text, font, size, width):
    words, lines, cur = text.split(" "), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if stringWidth(t, font, size) > width and cur:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines


class Layout:
    """Places text on letter pages: a list of draw operations."""

    def __init__(self, model, producer):
        self.m = model
        self.ops = []
        self.page = 0
        self.base = 10 if model["font"] != "Courier" else 9
        self.centered = producer == "pdflib" or model["style"] == "latex"

    def text(self, x, y, s, font, size):
        self.ops.append({"page": self.page, "x": round(x, 2), "y": round(y, 2), "font": font, "size": size, "text": s})

    def rule(self, x0, x1, y):
        self.ops.append({"page": self.page, "line": [x0, y, x1, y]})

    def column(self, blocks, x0, x1, y):
        m, base = self.m, self.base
        for b in blocks:
            if y < 60:
                self.page += 1
                y = 740
            k = b["k"]
            if k == "heading":
                st = b["style"]
                size = {"large": base + 4, "caps-small": base - 0.5, "title-bold": base + 2}.get(st, base + 1)
                f = face(m) if st == "large" else face(m, bold=True)
                y -= size * 1.7
                self.text(x0, y, b["text"], f, size)
                if st in ("caps-rule", "title-bold"):
                    self.rule(x0, x1, y - 3)
                y -= size * 0.9
            elif k == "row":
                f = face(m, b.get("bold"), b.get("italic"))
                size = base - 1 if b.get("small") else base
                y -= size * 1.35
                if not b.get("right") and "\t" not in b["left"] and stringWidth(b["left"], f, size) > x1 - x0:
                    lines = wrap(b["left"], f, size, x1 - x0)
                    for ln in lines[:-1]:
                        self.text(x0, y, ln, f, size)
                        y -= size * 1.25
                    b = dict(b, left=lines[-1])
                parts = b["left"].split("\t")
                x = x0
                for p in parts:
                    self.text(x, y, p, f, size)
                    x += stringWidth(p, f, size) + 30
                if b.get("right"):
                    fr = face(m)
                    self.text(x1 - stringWidth(b["right"], fr, size), y, b["right"], fr, size)
            elif k in ("bullet", "subbullet"):
                f = face(m, b.get("bold"))
                ind = 10 if k == "bullet" else 22
                mark = "•" if k == "bullet" else "–"
                lines = wrap(b["text"], f, base, x1 - x0 - ind - 10)
                for n, ln in enumerate(lines):
                    y -= base * 1.3
                    if n == 0:
                        self.text(x0 + ind - 8, y, mark, face(m), base)
                    self.text(x0 + ind + 2, y, ln, f, base)
            elif k == "para":
                for ln in wrap(b["text"], face(m), base, x1 - x0):
                    y -= base * 1.3
                    self.text(x0, y, ln, face(m), base)
        return y

    def run(self):
        m = self.m
        y = 752
        for h in m["header"]:
            if h["k"] == "name":
                f, size = face(m, bold=True), 20
            else:
                f, size = face(m), self.base
            y -= size * 1.25
            parts = h["text"].split("\t")
            if self.centered and len(parts) == 1:
                self.text((612 - stringWidth(h["text"], f, size)) / 2, y, h["text"], f, size)
            else:
                x = 54
                for p in parts:
                    self.text(x, y, p, f, size)
                    x += stringWidth(p, f, size) + 30
        y -= 6
        if m["columns"] == 2:
            self.column(m["side"], 40, 190, y)
            self.page = 0
            self.column(m["main"], 215, 572, y)
        else:
            self.column(m["main"], 54, 558, y)
        return self.ops


def draw_reportlab(ops, path):
    c = canvas.Canvas(path, pagesize=(612, 792), pageCompression=1)
    c.setAuthor("Stride held-out set")
    pages = max(o["page"] for o in ops) + 1
    for p in range(pages):
        for o in ops:
            if o["page"] != p:
                continue
            if "line" in o:
                c.setLineWidth(0.6)
                c.line(*o["line"])
            else:
                c.setFont(o["font"], o["size"])
                c.drawString(o["x"], o["y"], o["text"])
        c.showPage()
    c.save()


CSS = {
    "plain": "body{font-family:Arial,Helvetica,sans-serif;font-size:10.5pt;margin:0.6in}",
    "gdocs": "body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10pt;margin:0.7in;color:#222}"
             "h2{color:#1a5c8a}",
    "latex": "body{font-family:'Latin Modern Roman','Times New Roman',serif;font-size:11pt;margin:0.75in}"
             ".name{text-align:center;font-variant:small-caps}.contact{text-align:center}",
}


def to_html(m):
    out = ["<!doctype html><html><head><meta charset='utf-8'><style>",
           CSS[m["style"]],
           ".name{font-size:22pt;font-weight:bold;margin:0}.contact{margin:2pt 0}"
           "h2{font-size:12pt;margin:10pt 0 4pt}h2.caps-rule,h2.title-bold{border-bottom:1px solid #444}"
           "h2.large{font-weight:normal;font-size:15pt}h2.caps-small{font-size:9.5pt;letter-spacing:1px}"
           ".row{display:flex;justify-content:space-between;margin:1pt 0}.b{font-weight:bold}.i{font-style:italic}"
           ".s{font-size:8.5pt}ul{margin:2pt 0 4pt 16pt;padding:0}ul.sub{margin-left:30pt}p{margin:2pt 0}"
           ".tab{display:inline-block;width:30pt}"
           ".grid{display:grid;grid-template-columns:30% 66%;column-gap:4%}"
           "</style></head><body>"]
    for h in m["header"]:
        cls = "name" if h["k"] == "name" else "contact"
        out.append(f"<div class='{cls}'>{esc(h['text'])}</div>")

    def blocks(bs):
        for b in bs:
            k = b["k"]
            if k == "heading":
                out.append(f"<h2 class='{b['style']}'>{esc(b['text'])}</h2>")
            elif k == "row":
                cls = " ".join(c for c, on in (("b", b.get("bold")), ("i", b.get("italic")), ("s", b.get("small"))) if on)
                right = f"<span>{esc(b['right'])}</span>" if b.get("right") else ""
                out.append(f"<div class='row {cls}'><span>{esc(b['left'])}</span>{right}</div>")
            elif k == "bullet":
                cls = " class='b'" if b.get("bold") else ""
                out.append(f"<ul><li{cls}>{esc(b['text'])}</li></ul>")
            elif k == "subbullet":
                out.append(f"<ul class='sub'><li>{esc(b['text'])}</li></ul>")
            elif k == "para":
                out.append(f"<p>{esc(b['text'])}</p>")

    if m["columns"] == 2:
        out.append("<div class='grid'><div>")
        blocks(m["side"])
        out.append("</div><div>")
        blocks(m["main"])
        out.append("</div></div>")
    else:
        blocks(m["main"])
    out.append("</body></html>")
    return "\n".join(out)


def esc(s):
    return "<span class='tab'></span>".join(html.escape(p) for p in s.split("\t"))


def to_docx(m, path):
    from docx import Document
    from docx.enum.text import WD_TAB_ALIGNMENT
    from docx.shared import Pt, Inches

    d = Document()
    sec = d.sections[0]
    sec.left_margin = sec.right_margin = Inches(0.7)
    st = d.styles["Normal"]
    st.font.name = {"Helvetica": "Arial", "Times-Roman": "Times New Roman", "Courier": "Courier New"}[m["font"]]
    st.font.size = Pt(10)

    def para(container, text="", bold=False, italic=False, size=None, style=None, right=None, width=7.1):
        p = container.add_paragraph(style=style) if style else container.add_paragraph()
        p.paragraph_format.space_after = Pt(1)
        parts = text.split("\t")
        for n, t in enumerate(parts):
            if n:
                p.add_run("\t")
            r = p.add_run(t)
            r.bold, r.italic = bold, italic
            if size:
                r.font.size = Pt(size)
        if right:
            p.paragraph_format.tab_stops.add_tab_stop(Inches(width), WD_TAB_ALIGNMENT.RIGHT)
            p.add_run("\t" + right)
        return p

    for h in m["header"]:
        if h["k"] == "name":
            para(d, h["text"], bold=True, size=20)
        else:
            para(d, h["text"])

    def blocks(container, bs, width):
        for b in bs:
            k = b["k"]
            if k == "heading":
                s = b["style"]
                para(container, b["text"], bold=s != "large", size={"large": 14, "caps-small": 9.5}.get(s, 12))
            elif k == "row":
                para(container, b["left"], bold=bool(b.get("bold")), italic=bool(b.get("italic")),
                     size=8.5 if b.get("small") else None, right=b.get("right"), width=width)
            elif k in ("bullet", "subbullet"):
                para(container, b["text"], bold=bool(b.get("bold")),
                     style="List Bullet" if k == "bullet" else "List Bullet 2")
            elif k == "para":
                para(container, b["text"])

    if m["columns"] == 2:
        t = d.add_table(rows=1, cols=2)
        t.autofit = False
        left, right = t.rows[0].cells
        left.width, right.width = Inches(2.2), Inches(4.9)
        left.paragraphs[0].text = ""
        blocks(left, m["side"], 2.1)
        blocks(right, m["main"], 4.8)
    else:
        blocks(d, m["main"], 7.1)
    d.core_properties.author = "Stride held-out set"
    d.save(path)


def main():
    for f in sorted(os.listdir(SRC)):
        if not f.endswith(".json") or f.endswith(".ops.json"):
            continue
        base = f[:-5]
        m = json.load(open(os.path.join(SRC, f)))
        p = m["producer"]
        if p in ("reportlab", "pdflib"):
            ops = Layout(m, p).run()
            if p == "reportlab":
                draw_reportlab(ops, os.path.join(DIR, base + ".pdf"))
            else:
                json.dump(ops, open(os.path.join(SRC, base + ".ops.json"), "w"), ensure_ascii=False)
        elif p == "chromium":
            open(os.path.join(SRC, base + ".html"), "w").write(to_html(m))
        elif p == "docx":
            to_docx(m, os.path.join(DIR, base + ".docx"))
        elif p == "libreoffice":
            to_docx(m, os.path.join(SRC, base + ".docx"))


main()
