""""How to play" pages: ``/help/<game>`` shows the game's guide for players, written by the game's
helper in ``games/<game>/data/help/<lang>.md`` (English when the page's language has none yet),
then the board at the start and a glossary of its pieces taken from the drawing itself: every
element with a ``data-kind`` names itself in ``<title>`` and says what it does in ``<desc>``
(docs/table.md), so the glossary says exactly what the table's tooltips say.

Markdown goes through markdown-it-py with raw HTML off (the guide is data, not markup).  A fenced
block whose info is ``board`` draws a position in the guide: its body is JSON
``{"players": 3, "options": {...}, "seed": 1}`` (all optional), the start of such a game.
"""

from __future__ import annotations

import json
import logging
import re
import xml.etree.ElementTree as ET
from html import escape
from importlib import resources

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from markdown_it import MarkdownIt

from tianxia.core.messages import messages

from . import i18n
from .page_kit import load_game as _load_game, playable_games, render, translator

log = logging.getLogger("tianxia.server")
router = APIRouter(include_in_schema=False)
SVG = "{http://www.w3.org/2000/svg}"
#: the seed of the positions drawn in guides (a fixed one, so the page is the same each time)
GUIDE_SEED = 1
#: names shown for pieces that share an entry (the rest are counted)
MERGED_NAMES = 3


def guide_text(game, lang: str) -> tuple[str | None, str | None]:
    """(markdown, its language) of the game's guide in ``lang``, else in English, else (None, None)."""
    try:
        folder = resources.files(game.package).joinpath("data", "help")
    except (ModuleNotFoundError, TypeError, ValueError):  # ValueError: a game outside a package (the tests' toy)
        return None, None
    for code in dict.fromkeys([lang, i18n.DEFAULT]):
        page = folder.joinpath(f"{code}.md")
        try:
            if page.is_file():
                return page.read_text(encoding="utf-8"), code
        except OSError:
            continue
    return None, None


def blurb(game, lang: str) -> str | None:
    """The guide's first paragraph as plain text (what the game is about, for the lobby), or None."""
    text, written_in = guide_text(game, lang)
    if not text or written_in != lang:
        return None
    tokens = MarkdownIt("commonmark", {"html": False}).parse(text)
    for before, token in zip(tokens, tokens[1:]):
        if before.type == "paragraph_open" and token.type == "inline":
            words = "".join(child.content if child.type in ("text", "code_inline") else " "
                            for child in token.children or [] if child.type in ("text", "code_inline", "softbreak",
                                                                                "hardbreak"))
            if words.strip():
                return " ".join(words.split())
    return None


def typical_players(game) -> int:
    """The player count a guide's pictures use: three where the game allows it."""
    return min(game.max_players, max(game.min_players, 3))


def start_drawing(game, lang: str, players: int | None = None, options: dict | None = None,
                  seed: int = GUIDE_SEED) -> str | None:
    """The public drawing of a new game's first position, in ``lang``; None if the game draws none."""
    try:
        state = game.new_state(players or typical_players(game), seed=seed, options=options or {})
        svg = game.render_svg(state.view(None), [], **({"lang": lang} if game.speaks else {}))
    except Exception as err:  # noqa: BLE001 - a guide without a picture is still a guide
        log.warning("no start drawing for %s: %r", game.name, err)
        return None
    return svg


def labelled(svg: str | None, label: str) -> str | None:
    """The drawing with an accessible name on its root (a drawing that calls itself an image must
    say what it shows; the glossary below lists its parts)."""
    if not svg or re.match(r"\s*<svg\b[^>]*\baria-label(ledby)?=", svg):
        return svg
    return re.sub(r"<svg\b", f'<svg aria-label="{escape(label)}"', svg, count=1)


def glossary(svg: str | None, game=None, lang: str = i18n.DEFAULT) -> list[dict]:
    """The pieces a drawing shows, once each: ``{"kind", "name", "text"}`` from every element's
    ``data-kind``, ``<title>`` and ``<desc>`` (pieces with the same text share an entry); a render
    module's own ``legend()`` entries come with them."""
    out, seen = [], set()
    legend = _render_part(game, "legend") if game is not None else None
    if legend:
        try:  # a legend that speaks through the catalogs says its words in the page's language
            for item in (legend(t=messages(game.package, lang)) if game.speaks else legend()):
                name, text = item.get("name", ""), item.get("desc", "")
                if name and name not in seen:
                    seen.add(name)
                    out.append({"kind": item.get("kind", ""), "name": name, "text": text})
        except Exception as err:  # noqa: BLE001
            log.warning("legend of %s failed: %r", game.name, err)
    if not svg:
        return out
    try:
        root = ET.fromstring(svg)
    except ET.ParseError as err:
        log.warning("drawing is not well-formed XML, no glossary: %s", err)
        return out
    for el in root.iter():
        kind = el.get("data-kind")
        if not kind:
            continue
        title, desc = el.find(f"{SVG}title"), el.find(f"{SVG}desc")
        name = " ".join((title.text or "").split()) if title is not None else ""
        text = " ".join((desc.text or "").split()) if desc is not None else ""
        if name and (name, text) not in seen and name not in seen:
            seen.add(name)
            out.append({"kind": kind, "name": name, "text": text})
    return merged(out)


def merged(items: list[dict]) -> list[dict]:
    """Pieces that do the same thing (same kind and text: the three dynasties' artists) as one
    entry naming them all, in the order of their kinds."""
    out, by_text = [], {}
    for item in sorted(items, key=lambda i: (i["kind"], i["name"].casefold())):
        key = (item["kind"], item["text"])
        if item["text"] and key in by_text:
            by_text[key]["names"].append(item["name"])
            continue
        entry = {**item, "names": [item["name"]]}
        by_text[key] = entry
        out.append(entry)
    for entry in out:
        names = entry.pop("names")
        entry["name"] = " · ".join(names[:MERGED_NAMES])
        entry["more"] = max(0, len(names) - MERGED_NAMES)
    return out


def _render_part(game, name: str):
    try:
        return game._render_part(name)
    except Exception:  # noqa: BLE001 - a game without a render module has no legend
        return None


def guide_html(text: str, game, lang: str) -> str:
    """The guide's Markdown as HTML; ``board`` fences become drawings."""
    md = MarkdownIt("commonmark", {"html": False}).enable("table")
    plain_fence = md.renderer.rules["fence"]

    def fence(self, tokens, idx, options, env):
        token = tokens[idx]
        if token.info.strip() != "board":
            return plain_fence(tokens, idx, options, env)
        try:
            spec = json.loads(token.content or "{}")
        except json.JSONDecodeError:
            spec = {}
        svg = start_drawing(game, lang, spec.get("players"), spec.get("options"), spec.get("seed", GUIDE_SEED))
        return f'<div class="scroll-x drawing" tabindex="0" role="region">{labelled(svg, game.title)}</div>\n' \
            if svg else ""

    md.add_render_rule("fence", fence)
    tokens = md.parse(text)
    if tokens and tokens[0].type == "heading_open" and tokens[0].tag == "h1":
        tokens = tokens[3:]  # the guide's title: the page's own heading already says it
    for token in tokens:  # one h1 a page
        if token.type in ("heading_open", "heading_close") and token.tag == "h1":
            token.tag = "h2"
    anchor_sections(tokens)
    return md.renderer.render(tokens, md.options, {})


def anchor_sections(tokens) -> list[tuple[str, str]]:
    """Give each second-level heading an id (its words, slugged) and return (id, words) of each,
    for the guide's table of contents."""
    out, used = [], set()
    for i, token in enumerate(tokens):
        if token.type != "heading_open" or token.tag != "h2" or i + 1 >= len(tokens):
            continue
        words = tokens[i + 1].content
        slug = re.sub(r"[^\w]+", "-", words.casefold()).strip("-") or "section"
        base, n = slug, 2
        while slug in used:
            slug, n = f"{base}-{n}", n + 1
        used.add(slug)
        token.attrSet("id", slug)
        out.append((slug, words))
    return out


def sections(text: str) -> list[tuple[str, str]]:
    """(id, words) of the guide's second-level headings, as ``guide_html`` anchors them."""
    return anchor_sections(MarkdownIt("commonmark", {"html": False}).enable("table").parse(text))


@router.get("/help", response_class=HTMLResponse)
async def help_index(request: Request):
    return render(request, "help.html", game=None, games=playable_games(), guide=None, svg=None, pieces=[], toc=[])


@router.get("/help/{name}", response_class=HTMLResponse)
async def help_page(request: Request, name: str):
    game = _load_game(name)
    lang = translator(request).lang
    text, written_in = guide_text(game, lang)
    guide = guide_html(text, game, lang) if text else None
    svg = labelled(start_drawing(game, lang), translator(request)("board_at_start"))
    drawn = bool(text and re.search(r"^\s*```\s*board\s*$", text, re.M))  # the guide draws its own board
    return render(request, "help.html", game=game, games=playable_games(), guide=guide,
                  svg=None if drawn else svg, pieces=glossary(svg, game, lang), toc=sections(text) if text else [],
                  fallback=bool(text) and written_in != lang)
