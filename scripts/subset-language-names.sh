#!/usr/bin/env bash
# The language switcher names each language in its own script on every page ("हिन्दी", "తెలుగు"), but a
# page loads only its own language's font. These two tiny fonts (about 2 KB each) hold just the glyphs of
# those names, cut from the Noto fonts the site already uses (docs/decisions/180). Run again only when a
# language is added or renamed; the output is committed. Needs Debian's python3-fonttools and python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
subset() { /usr/bin/python3 -m fontTools.subset "$1" --text="$2" --layout-features='*' --flavor=woff2 --output-file="$3"; }
subset node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2 \
  "हिन्दी" app/styles/fonts/language-name-hi.woff2
subset node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2 \
  "తెలుగు" app/styles/fonts/language-name-te.woff2
ls -l app/styles/fonts/language-name-*.woff2
