#!/bin/sh
# Regenerates a resume set: truth first, then the files.
#   build.sh heldout   -> ../           (internal/resume/testdata/heldout)
#   build.sh dev       -> ../../dev     (internal/resume/testdata/dev)
# Needs: python3-reportlab and python3-docx (Debian), Node with pdf-lib
# (NODE_PATH pointing at a node_modules holding pdf-lib@1.17.1),
# /usr/bin/chromium and LibreOffice (soffice). The tests need none of them.
set -e
here=$(cd "$(dirname "$0")" && pwd)
set_name=${1:-heldout}
if [ "$set_name" = heldout ]; then out=$here/..; else out=$here/../../dev; fi
mkdir -p "$out/src"
rm -f "$out"/*.pdf "$out"/*.docx "$out"/*.expected.json "$out"/src/*
/usr/bin/python3 "$here/gen.py" "$set_name" "$out" >/dev/null
/usr/bin/python3 "$here/render.py" "$out"
node "$here/render_pdflib.mjs" "$out"
for h in "$out"/src/*.html; do
  [ -e "$h" ] || continue
  b=$(basename "$h" .html)
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$out/$b.pdf" "file://$h" >/dev/null 2>&1
done
tmp=$(mktemp -d)
for d in "$out"/src/*.docx; do
  [ -e "$d" ] || continue
  soffice --headless -env:UserInstallation=file://$tmp/profile --convert-to pdf --outdir "$tmp" "$d" >/dev/null 2>&1
done
cp "$tmp"/*.pdf "$out"/ 2>/dev/null || true
rm -rf "$tmp"
