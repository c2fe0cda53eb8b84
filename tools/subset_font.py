"""Cut the shipped font down to the glyphs the pages use, so 天下 and every symbol show the same on
every machine without a system CJK or symbol font.

The source is Noto Serif SC from the npm package ``@fontsource/noto-serif-sc`` (SIL OFL 1.1),
which ships the font split by Unicode ranges.  For each weight we keep, every split file that
holds a needed character is subset to exactly those characters; ``fonts.css`` declares each
piece with its ``unicode-range``, so a browser downloads a piece only when a page shows one of
its characters.  The characters are the ones beyond Latin found in the server's templates and
scripts, the games' drawings and catalogs, and ``EXTRA`` below.

Maintainer tool, not run by the tests.  Needs npm (to fetch the package) and fontTools with
brotli (``pip install fonttools brotli``)::

    python tools/subset_font.py            # rewrites src/tianxia/server/static/fonts/
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "src", "tianxia", "server", "static", "fonts")
PACKAGE = "@fontsource/noto-serif-sc"
FAMILY = "Tianxia Symbols"
WEIGHTS = (400, 700)
#: symbols the pages may use even where no file uses them yet (arrows, stars, ticks, dots)
EXTRA = "天下←↑→↓↔−≤≥★☆✓○●◆◇■□▲△▼▽◀▶♠♣♥♦"
SCANNED = ["src/tianxia/server/templates/*.html", "src/tianxia/server/static/*.js", "src/tianxia/server/*.py",
           "src/tianxia/games/*/render*.py", "src/tianxia/games/*/render/*.py", "src/tianxia/games/*/data/*.json",
           "src/tianxia/games/*/data/help/*.md"]


def needed() -> set[str]:
    """Characters past Latin Extended-B (but not punctuation) used by the pages and drawings, and EXTRA."""
    chars = set(EXTRA)
    for pattern in SCANNED:
        for path in glob.glob(os.path.join(ROOT, pattern)):
            with open(path, encoding="utf-8", errors="ignore") as f:
                chars |= {ch for ch in f.read() if ord(ch) > 0x24F and not 0xFE00 <= ord(ch) <= 0xFE0F
                          and not 0x2000 <= ord(ch) <= 0x206F}  # punctuation: every text font has it
    return chars


def fetch(workdir: str) -> str:
    """Unpack the npm package into ``workdir``; return its folder."""
    subprocess.run(["npm", "pack", PACKAGE, "--silent", "--pack-destination", workdir], check=True,
                   stdout=subprocess.DEVNULL)
    (tgz,) = glob.glob(os.path.join(workdir, "*.tgz"))
    with tarfile.open(tgz) as tar:
        tar.extractall(workdir, filter="data")
    return os.path.join(workdir, "package")


def ranges(css: str) -> list[tuple[str, list[tuple[int, int]]]]:
    """(woff2 file, [(first, last) code point]) per @font-face of a fontsource CSS file."""
    out = []
    for block in re.findall(r"@font-face\s*{(.*?)}", css, re.S):
        url = re.search(r"url\(\.?/?([^)]+\.woff2)\)", block).group(1)
        spans = []
        for part in re.search(r"unicode-range:\s*([^;]+);", block).group(1).split(","):
            part = part.strip().upper().replace("U+", "")
            if "?" in part:
                spans.append((int(part.replace("?", "0"), 16), int(part.replace("?", "F"), 16)))
            elif "-" in part:
                a, b = part.split("-")
                spans.append((int(a, 16), int(b, 16)))
            elif part:
                spans.append((int(part, 16),) * 2)
        out.append((url, spans))
    return out


def css_range(chars: list[str]) -> str:
    return ", ".join(f"U+{ord(ch):X}" for ch in sorted(chars))


def main(argv=None) -> int:
    from fontTools import merge, subset  # noqa: PLC0415 - a maintainer's dependency only
    from fontTools.ttLib import TTFont

    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    chars = needed()
    with tempfile.TemporaryDirectory() as work:
        pkg = fetch(work)
        shutil.rmtree(OUT, ignore_errors=True)
        os.makedirs(OUT)
        faces, missing = [], set(chars)
        options = subset.Options()
        options.layout_features, options.name_IDs, options.notdef_outline = ["*"], ["*"], True
        for weight in WEIGHTS:
            with open(os.path.join(pkg, f"{weight}.css"), encoding="utf-8") as f:
                pieces = ranges(f.read())
            parts, kept = [], []
            for url, spans in pieces:  # each character from the first piece that has it
                font = TTFont(os.path.join(pkg, url))
                stamp = font["head"].created  # the source's date, kept: the same bytes on every run
                cmap = font.getBestCmap()
                here = [ch for ch in sorted(chars - set(kept))
                        if any(a <= ord(ch) <= b for a, b in spans) and ord(ch) in cmap]
                if not here:
                    continue
                sub = subset.Subsetter(options)
                sub.populate(unicodes=[ord(ch) for ch in here])
                sub.subset(font)
                parts.append(os.path.join(work, f"{weight}-{len(parts)}.ttf"))
                font.save(parts[-1])
                kept += here
            merged = merge.Merger().merge(parts)
            merged.flavor = "woff2"
            name = f"noto-serif-sc-{weight}.woff2"
            merged.save(os.path.join(OUT, name))
            again = TTFont(os.path.join(OUT, name), recalcTimestamp=False)
            again["head"].created = again["head"].modified = stamp
            again.save(os.path.join(OUT, name))
            missing -= set(kept)
            faces.append(f'@font-face {{ font-family: "{FAMILY}"; font-style: normal; font-weight: {weight}; '
                         f'font-display: swap; src: url("/static/fonts/{name}") format("woff2"); '
                         f"unicode-range: {css_range(kept)}; }}")
        shutil.copy(os.path.join(pkg, "LICENSE"), os.path.join(OUT, "OFL.txt"))
    with open(os.path.join(OUT, "fonts.css"), "w", encoding="utf-8") as f:
        f.write(f"/* {FAMILY}: Noto Serif SC ({PACKAGE}, SIL OFL 1.1, OFL.txt) cut to the characters the\n"
                f"   pages use by tools/subset_font.py; regenerate after adding a symbol. */\n")
        f.write("\n".join(faces) + "\n")
    if missing:
        print("not in Noto Serif SC (draw these as SVG instead):", " ".join(sorted(missing)), file=sys.stderr)
    print(f"{len(faces)} fonts for {len(chars) - len(missing)} characters in {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
