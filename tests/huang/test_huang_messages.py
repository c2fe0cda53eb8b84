"""Huang's words as data (issue 17): every event and every refusal names a message of the catalogs
(data/messages/<lang>.ftl) with typed arguments, and formats in every shipped language with no
missing message, no English fallback, no unformatted place-holder and no hex coordinates
(issue 13: a place is named from its nearest capital).  H-24: a draw's colours stay secret."""

from __future__ import annotations

import json
import random
import re

import pytest

from tianxia.core import IllegalAction
from tianxia.core.messages import languages, messages
from tianxia.games.huang import GAME

PKG = GAME.package
LANGS = languages(PKG)
#: (players, options) covering every module (as tests/server/engine_text.py's CONFIGS)
CONFIGS = [(2, {}), (3, {"bandits": True}), (4, {"eighteen_kingdoms": True, "palace": True}),
           (5, {"dragon": True, "bandits": True}), (2, {"short_game": True, "palace": True}),
           (3, {"eighteen_kingdoms": True, "dragon": True, "turn_cap": 40})]
JUNK = ["", "xyzzy", "pass 7", "1", "0,0", "place", "place 99", "tile", "move", "exchange 9",
        "revolt 0,0", "support 0,0 1", "chain 0,0", "commit 99", "tile purple 4,6", "winner 4,6",
        "remove 4,6", "keep 4,6", "build red 4,6", "place red 4,6", "move red 4,6", "tile red 4,6",
        "tile blue 4,6", "exchange 0 0", "withdraw red", "pick red", "decline", "stop"]
#: what no line may show: place-holders, Python values, hex coordinates
BAD = re.compile(r"[{}\[\]]|None|\b\d+,\d+\b")


def _words(t, msg: str, args: dict) -> str:
    """The message in ``t``'s language, failing on a missing message or a formatting error."""
    assert t.bundle.has_message(msg), f"{msg} missing from {t.lang}"
    values = t._arguments(args, None, None)
    text, errors = t.bundle.format_pattern(t.bundle.get_message(msg).value, values)
    assert not errors, (t.lang, msg, args, errors)
    return text


def _check(msg: str, args: dict, typed: str = "") -> None:
    texts = {}
    for lang in LANGS:
        text = _words(messages(PKG, lang), msg, args)
        shown = text.replace(typed, "") if typed else text
        for word in (args.get("input"),):
            if word:
                shown = shown.replace(word, "")
        assert not BAD.search(shown), (lang, msg, text)
        texts[lang] = text
    assert texts["pl"] != texts["en"], (msg, texts)


def _played(players: int, options: dict, seed: int):
    """A random game to its end, with the refusals of junk and stale actions tried on the way."""
    rng = random.Random(seed)
    state = GAME.new_state(players, seed=seed, options=options)
    seen: list[str] = []
    refusals = []
    step = 0
    while not state.is_terminal:
        legal = [str(a) for a in state.legal_actions()]
        seen += rng.sample(legal, min(3, len(legal)))
        if step % 7 == 0:
            for text in rng.sample(seen, min(4, len(seen))) + rng.sample(JUNK, 5):
                try:
                    state.parse_action(text)
                except IllegalAction as err:
                    refusals.append((text, err))
        state.apply(rng.choice(legal))
        step += 1
    return state, refusals


@pytest.fixture(scope="module")
def games():
    return [_played(n, opts, 11 + i) for i, (n, opts) in enumerate(CONFIGS)]


def test_every_shipped_language_has_a_catalog():
    assert {"en", "pl"} <= set(LANGS)


def test_every_event_is_a_message_in_every_language(games):
    seen = set()
    for state, _ in games:
        for event in state.events:
            assert "text" not in event and event["msg"], event
            _check(event["msg"], event["args"])
            seen.add(event["msg"])
            if "secret" in event:
                assert event["secret"]["msg"], event
                _check(event["secret"]["msg"], event["secret"]["args"])
    assert {"starts", "tile-placed", "draws", "to-play", "scores"} <= seen


def test_every_refusal_is_a_message_in_every_language(games):
    count = 0
    for state, refusals in games:
        for typed, err in refusals:
            assert err.msg, (typed, str(err))
            _check(err.msg, err.args_, typed=" ".join(typed.split()))
            assert str(err) == messages(PKG)(err.msg, **err.args_)
            count += 1
    assert count > 50


def test_log_words_name_seats_and_places_never_coordinates_issue_13(games):
    state, _ = games[0]
    for lang in LANGS:
        t = messages(PKG, lang)
        for event in state.events:
            line = t.format(event["msg"], event["args"], names=["Ann", "Bo"])
            assert not BAD.search(line), line
            parts = t.segments(event["msg"], event["args"], names=["Ann", "Bo"])
            assert "".join(p if isinstance(p, str) else p["text"] for p in parts) == line
    placed = next(e for e in state.events if e["msg"] == "tile-placed")
    hexname = placed["args"]["where"]["args"]["hex"]  # the id stays, as data
    assert "," in hexname and hexname not in state.log[state.events.index(placed)]


def test_a_draw_shows_its_colours_only_to_the_drawer_H_24():
    state = GAME.new_state(2, seed=3)
    seat, other = state.current_player, 1 - state.current_player
    state.apply("exchange 0 1")
    i = next(i for i, e in enumerate(state.events) if e["msg"] == "draws")
    assert state.log_for(other)[i].endswith("draws 2 tiles")
    colours = state.events[i]["secret"]["args"]["colours"]
    assert all(c in state.log_for(seat)[i] for c in colours)


def test_the_places_words_in_both_languages():
    board = GAME.new_state(2, seed=1).board
    en, pl = messages(PKG, "en"), messages(PKG, "pl")
    cap = next(h for h, _ in board.capitals)
    assert en("where", **board.at[cap]).startswith("at ")
    far = next(h for h in range(board.n) if board.places[h][2] == 3)
    name, side, _ = board.places[far]
    assert en("where", **board.at[far]) == f"3 hexes {side} of {name}"
    assert pl("where", **board.at[far]).startswith("3 pola ")


def test_old_records_with_finished_texts_still_load_and_show():
    state = GAME.new_state(2, seed=5)
    state.apply(state.legal_actions()[0])
    data = json.loads(json.dumps(state.to_json()))
    data["events"] = [{"type": "setup", "text": "P0 (Tiger) starts"},
                      {"type": "draw", "text": "P0 (Tiger) draws 1 tile", "seat": 0,
                       "secret": {"seat": 0, "text": "P0 (Tiger) draws red"}}]
    old = GAME.state_from_json(data)
    assert old.log == ["P0 (Tiger) starts", "P0 (Tiger) draws red"]
    assert old.log_for(1) == ["P0 (Tiger) starts", "P0 (Tiger) draws 1 tile"]


@pytest.mark.parametrize("players, options", [(2, {"bandits": True, "eighteen_kingdoms": True}), (5, {}),
                                              (3, {"short_game": True})])
def test_options_that_do_not_go_together_say_why_in_every_language_H_1_H_22_H_23(players, options):
    with pytest.raises(ValueError) as err:
        GAME.new_state(players, seed=1, options=options)
    assert err.value.msg.startswith("setup-")
    _check(err.value.msg, err.value.args_)


# ---------------------------------------------------------------- the table's words (render/)

ENGLISH = re.compile(r"\b(the|and|of|tiles?|your|with|from|Market|Player|Bag|Box|Land|River|Capital|dynasty|"
                     r"points|strength|Take|Place|Build|Move|Leave|Support|Commit|Kingdom|Bandits|Site|leader)\b")
_SVG_TEXT = re.compile(r"<(text|title|desc)\b[^>]*>([^<]*)</\1>")


def _table_words(view: dict, legal: list, lang: str) -> list[str]:
    """Every word a player reads of the table's drawing of ``view`` in ``lang``."""
    out = []
    for svg in (GAME.render_svg(view, legal, lang=lang), GAME.render_hand(view, legal, lang=lang)):
        out += [m.group(2) for m in _SVG_TEXT.finditer(svg or "")]
    out += [GAME.render_prompt(view, lang=lang) or ""]
    out += [GAME.render_label(view, a, lang=lang) for a in legal]
    out += [row["category"] for row in GAME.render_scores(view, lang=lang)]
    for seat in range(len(view["players"])):
        out += [f"{c['name']} {c['tip']}" for c in GAME.render_panel(view, seat, lang=lang)]
    return [w for w in out if w]


def _terminal_words(view: dict, lang: str) -> list[str]:
    """The terminal picture's sentences (its map rows and hex lists are notation, as typed)."""
    lines = GAME.render_text(view, lang=lang).splitlines()
    return [re.sub(r"\[[^]]*\]|[-0-9]+,[-0-9]+|^Huang - ", "", line) for line in lines if not re.match(r"r *\d", line)]


def test_the_render_module_speaks_through_the_catalogs():
    assert GAME.speaks


def test_the_table_in_polish_has_no_english_words_left(games):
    phases = set()
    for i, (n, opts) in enumerate(CONFIGS[:4]):
        rng = random.Random(i)
        state = GAME.new_state(n, seed=100 + i, options=opts)
        step = 0
        while True:
            legal = [str(a) for a in state.legal_actions()]
            if step % 9 == 0 or state.phase not in phases or state.is_terminal:
                phases.add(state.phase)
                for seat in (state.current_player, None):
                    view = state.view(seat)
                    for text in _table_words(view, legal if seat is not None else [], "pl"):
                        assert not ENGLISH.search(text) and not BAD.search(text), text
                    for text in _terminal_words(view, "pl"):
                        assert not ENGLISH.search(text), text
            if state.is_terminal:
                break
            state.apply(rng.choice(legal))
            step += 1
    assert {"action", "structure", "over"} <= phases


def test_log_pictures_draw_pieces_with_their_names():
    from tianxia.games.huang.render import log_picture
    pl = messages(PKG, "pl")
    red = log_picture("colour", "red", pl)
    assert red.startswith("<svg") and 'viewBox="0 0 24 24"' in red and "<title>Czerwony kafel</title>" in red
    assert "<title>Gubernator</title>" in log_picture("leader", "yellow", pl)
    assert "<title>Imperial palace</title>" in log_picture("pagoda", "palace")
    assert log_picture("seat", 0) is None and log_picture("cap", "Qin") is None and log_picture("steps", 2) is None


def test_a_pagoda_built_and_lost_is_said_and_drawn_in_the_log_H_11_H_10():
    from huang_helpers import position

    from tianxia.games.huang.render import log_picture
    s = position(2, tiles={"4,6": "yellow", "5,6": "yellow"}, hands=[["yellow", "blue", "blue"], []])
    s.apply("tile yellow 4,7")
    s.apply(next(a for a in s.legal_actions() if str(a).startswith("build yellow")))
    s.apply("revolt 4,6")
    msgs = [e["msg"] for e in s.events]
    assert {"pagoda-built", "peasant-revolt", "tile-removed", "pagoda-returns"} <= set(msgs)
    for e in s.events:
        _check(e["msg"], e["args"])
    built = s.events[msgs.index("pagoda-built")]
    assert s.log[msgs.index("pagoda-built")].startswith("P0 (Tiger) builds a yellow pagoda ")
    parts = messages(PKG, "pl").segments(built["msg"], built["args"])
    pagoda = next(p for p in parts if isinstance(p, dict) and p["kind"] == "pagoda")
    assert pagoda["text"] == "żółtą pagodę" and "<title>Żółta pagoda</title>" in log_picture(
        "pagoda", pagoda["value"], messages(PKG, "pl"))


def test_the_terminal_picture_ends_with_the_result_in_words():
    state, _ = _played(2, {"bandits": True}, 3)
    for lang, head in (("en", r"game over: the bag is empty; scores \d+ \d+; (winner P\d \(\w+\)|no winner)$"),
                       ("pl", r"koniec gry: woreczek jest pusty; wyniki \d+ \d+; (zwycięzca P\d \(\w+\)|brak zwycięzcy)$")):
        lines = GAME.render_text(state.view(0), lang=lang).splitlines()
        assert re.match(head, lines[-1]), lines[-1]
        assert "leaders: " in lines[-2] or "planszą: " in lines[-2]
