#!/usr/bin/env bash
# Makes the small Latin faces an English page loads (apps/web/src/styles/fonts/, ADR 030): Noto Sans
# 400 and 700, fontsource's "latin" files cut down to the characters of English text (ASCII, the
# no-break space and the typographic punctuation the texts use), with kerning and the shaping
# features such text needs. The full "latin" files stay as faces for the rest of their range, which a
# browser fetches only for a page that has such a character (é, ü, €…).
#
# Run once after a fontsource upgrade; the outputs are committed, so the build needs no fontTools.
# Needs Debian's fonttools and python3-brotli (apt-get install -y fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."

# Keep in step with the unicode-range of the "latin-core" faces in apps/web/src/styles/index.css.
core="U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+00E9,U+2013-2014,U+2018-201D,U+2022,U+2026"
for weight in 400 700; do
  pyftsubset "node_modules/@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff2" \
    --unicodes="$core" --layout-features=kern,liga,calt,ccmp,locl,mark,mkmk --flavor=woff2 \
    --output-file="apps/web/src/styles/fonts/noto-sans-latin-core-${weight}.woff2"
done
ls -l apps/web/src/styles/fonts/noto-sans-latin-core-*.woff2
