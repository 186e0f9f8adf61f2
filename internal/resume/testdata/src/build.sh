#!/bin/sh
# Regenerates the DOCX and PDF of each test resume from its HTML source.
# Needs LibreOffice (soffice); the tests themselves do not.
set -e
cd "$(dirname "$0")"
tmp=$(mktemp -d)
soffice --headless --convert-to 'docx:MS Word 2007 XML' --outdir "$tmp" ./*.html >/dev/null
soffice --headless --convert-to pdf --outdir "$tmp" "$tmp"/*.docx >/dev/null
cp "$tmp"/*.docx "$tmp"/*.pdf ..
rm -rf "$tmp"
