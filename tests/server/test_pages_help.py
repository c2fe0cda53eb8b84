""""How to play" pages (issue 13 "Help"): /help/<game> shows the guide the game ships in
data/help/<lang>.md (English when the language has none yet), the board at the start and a
glossary of its pieces in the words of the table's tooltips, in English and Polish."""

from __future__ import annotations

import re

import pytest

import tianxia
from tianxia.server import help_pages

GAMES = ["dragon", "emperor", "huang", "zhanguo"]


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_help_page_with_its_board_and_pieces(client, game, lang):
    r = client.get(f"/help/{game}", headers={"Accept-Language": lang})
    assert r.status_code == 200
    html = r.text
    assert "<svg" in html  # the board at the start, or the guide's own drawing of it
    pieces = re.findall(r'<div class="piece" data-kind="([^"]+)"><dt>([^<]+)</dt>', html)
    assert len(pieces) >= 4, pieces
    names = [name for _, name in pieces]
    assert len(names) == len(set(names))
    assert f'href="/?game={game}"' in html  # start a game from the guide
    text, written_in = help_pages.guide_text(tianxia.load(game), lang)
    if text:
        assert 'id="guide"' in html and ('id="board"' in html) != ("```board" in text)
        assert ('id="help-fallback"' in html) == (written_in != lang)
    else:
        assert 'id="help-missing"' in html


def test_the_glossary_says_what_the_tooltips_say():
    svg = ('<svg xmlns="http://www.w3.org/2000/svg"><g id="a" data-kind="person"><title>Young healer</title>'
           '<desc>Heals in a plague.</desc></g><g id="b" data-kind="person"><title>Young healer</title>'
           '<desc>Heals in a plague.</desc></g><g data-kind="event"><title>Drought</title></g>'
           '<rect><title>no kind, no entry</title></rect></svg>')
    assert help_pages.glossary(svg) == [{"kind": "event", "name": "Drought", "text": "", "more": 0},
                                        {"kind": "person", "name": "Young healer", "text": "Heals in a plague.", "more": 0}]
    assert help_pages.glossary("<svg not xml") == [] and help_pages.glossary(None) == []
    alike = ('<svg xmlns="http://www.w3.org/2000/svg"><g data-kind="leader"><title>Rat farmer</title><desc>Farms.</desc></g>'
             '<g data-kind="leader"><title>Tiger farmer</title><desc>Farms.</desc></g></svg>')
    assert help_pages.glossary(alike) == [{"kind": "leader", "name": "Rat farmer · Tiger farmer", "text": "Farms.", "more": 0}]
    many = alike.replace("</svg>", "".join(f'<g data-kind="leader"><title>Farmer {i}</title><desc>Farms.</desc></g>'
                                             for i in range(3)) + "</svg>")
    (entry,) = help_pages.glossary(many)
    assert entry["name"].count(" · ") == 2 and entry["more"] == 2


def test_a_guide_is_markdown_without_raw_html_and_may_draw_a_board():
    game = tianxia.load("dragon")
    html = help_pages.guide_html("# Setup\n\n<script>alert(1)</script>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
                                 '```board\n{"players": 2}\n```\n\n```\nplain code\n```\n', game, "en")
    assert "<h1>" not in html and "<h2>Setup" not in html  # the guide's title gives way to the page's
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "<table>" in html and '<div class="scroll-x drawing" tabindex="0" role="region"><svg' in html and "plain code" in html
    sections = help_pages.guide_html("## A turn\n\n## The end\n\n## A turn\n", game, "en")
    assert '<h2 id="a-turn">' in sections and '<h2 id="the-end">' in sections and '<h2 id="a-turn-2">' in sections
    assert help_pages.sections("## A turn\n\ntext\n\n### not listed\n\n## Zakończenie gry\n") == [
        ("a-turn", "A turn"), ("zakończenie-gry", "Zakończenie gry")]


def test_a_guide_with_its_own_board_gets_a_table_of_contents_and_no_second_board(client, monkeypatch):
    guide = "## Setup\n\n```board\n{}\n```\n\n## A turn\n\ntext\n\n## The end\n\ntext\n"
    monkeypatch.setattr(help_pages, "guide_text", lambda game, lang: (guide, "en"))
    html = client.get("/help/dragon").text
    assert html.count("<svg") == 1 and 'id="start-board-title"' not in html
    assert '<a href="#setup">Setup</a>' in html and '<a href="#the-end">The end</a>' in html
    assert 'id="glossary"' in html


def test_a_guide_not_yet_in_polish_is_shown_in_english(client, monkeypatch):
    monkeypatch.setattr(help_pages, "guide_text", lambda game, lang: ("# Hello\n\nSetup first.", "en"))
    html = client.get("/help/dragon", headers={"Accept-Language": "pl"}).text
    assert 'id="help-fallback"' in html and 'lang="en"' in html and "Setup first." in html and html.count("<h1") == 1
    assert "nie jest jeszcze przetłumaczony" in html


def test_the_guide_file_falls_back_to_english(tmp_path, monkeypatch):
    package = tmp_path / "guidepkg"
    (package / "data" / "help").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "data" / "help" / "en.md").write_text("# In English", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))

    class Game:
        package = "guidepkg"

    assert help_pages.guide_text(Game(), "pl") == ("# In English", "en")
    (package / "data" / "help" / "pl.md").write_text("# Po polsku", encoding="utf-8")
    assert help_pages.guide_text(Game(), "pl") == ("# Po polsku", "pl")
    Game.package = "no_such_package_here"
    assert help_pages.guide_text(Game(), "en") == (None, None)


def test_help_is_linked_from_the_lobby_the_header_and_the_index(client):
    assert 'href="/help/dragon"' in client.get("/fragments/setup?game=dragon").text
    index = client.get("/help").text
    for game in GAMES:
        assert f'href="/help/{game}"' in index
    g = client.post("/api/games", json={"game": "huang", "seats": ["human", "easy"]}).json()
    assert 'class="help-link" href="/help/huang"' in client.get(f"/games/{g['id']}/watch").text
    assert client.get("/help/nosuchgame").status_code == 404


@pytest.mark.parametrize("game", GAMES)
def test_the_guides_the_games_ship_speak_to_players_without_rule_codes(game):
    for lang in ("en", "pl"):
        text, written_in = help_pages.guide_text(tianxia.load(game), lang)
        if text is None or written_in != lang:
            continue
        html = help_pages.guide_html(text, tianxia.load(game), lang)
        prose = re.sub(r"<svg.*?</svg>|<[^>]+>", " ", html, flags=re.S)
        assert not re.search(r"\b(?:[A-Z]{1,4}-\d+|R-\d+|RUL-\d+|DEC-\d+)", prose), (game, lang)


def test_the_lobby_tells_what_a_game_is_from_its_guide(client, monkeypatch):
    guide = "# Title\n\n```board\n{}\n```\n\nRivers and *kingdoms*,\nfour dynasties.\n\n## A turn\n\nMore.\n"
    monkeypatch.setattr(help_pages, "guide_text", lambda game, lang: (guide, lang))
    assert help_pages.blurb(tianxia.load("huang"), "en") == "Rivers and kingdoms, four dynasties."
    html = client.get("/fragments/setup?game=huang").text
    assert '<p class="blurb" id="game-blurb">Rivers and kingdoms, four dynasties.</p>' in html
    assert 'id="game-blurb"' in client.get("/?game=huang").text
    monkeypatch.setattr(help_pages, "guide_text", lambda game, lang: (guide, "en"))  # not in Polish yet
    assert 'id="game-blurb"' not in client.get("/fragments/setup?game=huang", headers={"Accept-Language": "pl"}).text


def test_a_game_without_a_guide_or_package_still_has_a_lobby_form_and_a_help_page(client):
    assert help_pages.guide_text(tianxia.load("toy"), "en") == (None, None)
    assert client.get("/fragments/setup?game=toy").status_code == 200
    html = client.get("/help/toy").text
    assert 'id="help-missing"' in html and 'id="glossary"' in html
