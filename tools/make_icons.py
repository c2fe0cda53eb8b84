"""Draw the site icon: the character 天 ("heaven", the first of 天下) in white on the pages' red,
as ``favicon.svg`` (the glyph's outline taken from the shipped font, so no font is needed to show
it) and ``favicon.ico`` (16, 32 and 48 px, drawn from the SVG by Chromium).

Maintainer tool, not run by the tests; run after tools/subset_font.py::

    python tools/make_icons.py
"""

from __future__ import annotations

import io
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATIC = os.path.join(ROOT, "src", "tianxia", "server", "static")
RED = "#a8231a"


def glyph_svg() -> str:
    """The icon as SVG: a rounded red square and 天's outline from the bold font, centred."""
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.ttLib import TTFont

    font = TTFont(os.path.join(STATIC, "fonts", "noto-serif-sc-700.woff2"))
    glyphs = font.getGlyphSet()
    name = font.getBestCmap()[ord("天")]
    pen, bounds = SVGPathPen(glyphs), BoundsPen(glyphs)
    glyphs[name].draw(pen)
    glyphs[name].draw(bounds)
    x0, y0, x1, y1 = bounds.bounds
    size = max(x1 - x0, y1 - y0)
    scale = 52 / size
    tx = 32 - (x0 + x1) / 2 * scale
    ty = 32 + (y0 + y1) / 2 * scale  # font units grow upwards
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
            f'<rect width="64" height="64" rx="12" fill="{RED}"/>'
            f'<path fill="#fff" transform="translate({tx:.2f} {ty:.2f}) scale({scale:.5f} {-scale:.5f})" '
            f'd="{pen.getCommands()}"/></svg>\n')


def main() -> int:
    from PIL import Image
    from playwright.sync_api import sync_playwright

    svg = glyph_svg()
    with open(os.path.join(STATIC, "favicon.svg"), "w", encoding="utf-8") as f:
        f.write(svg)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 256, "height": 256})
        page.set_content(f'<body style="margin:0">{svg.replace("<svg ", "<svg width=256 height=256 ")}</body>')
        png = page.screenshot(omit_background=True, clip={"x": 0, "y": 0, "width": 256, "height": 256})
        browser.close()
    image = Image.open(io.BytesIO(png)).convert("RGBA")
    image.save(os.path.join(STATIC, "favicon.ico"), sizes=[(16, 16), (32, 32), (48, 48)])
    image.resize((180, 180), Image.LANCZOS).save(os.path.join(STATIC, "apple-touch-icon.png"))
    print("favicon.svg, favicon.ico, apple-touch-icon.png written in", STATIC)
    return 0


if __name__ == "__main__":
    sys.exit(main())
