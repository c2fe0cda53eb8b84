"""Messages as data (issue 17): over random games of every option set, each event and each refusal is
a message id with arguments that every shipped language puts into words by itself (no fallback to
English, nothing left unfilled, no house space id like 'wei7' a player should not read, E-3.3), and
the table drawn in Polish keeps no English word."""

from __future__ import annotations

import random
import re

import pytest

from tianxia.core import IllegalAction
from tianxia.core.messages import languages, messages
from tianxia.games.emperor import GAME
from tianxia.games.emperor.data import TABLES as TB
from tianxia.games.emperor.render import log_picture

#: the option sets of tests/server/engine_text.py CONFIGS["emperor"]
CONFIGS = [(3, {}), (4, {"fortifications": True}), (5, {}), (4, {"side": "B", "fortifications": True}),
           (3, {"side": "A", "fortifications": True})]
LANGS = languages(GAME.package)
SPACE_ID = re.compile(r"\b(" + "|".join(TB.region_ids) + r")\d\b")
QUOTED = re.compile(r"'[^']*'")
ENGLISH = re.compile(r"\b(the|of|and|or|with|from|card|cards|house|houses|player|space|pay|pays|draw|draws|swap|"
                     r"emissary|emissaries|deck|scored|points|none|free|seat|side|winner|winners|alliance|roads)\b",
                     re.I)
JUNK = ["", "xyzzy", "pass 7", "house", "house wei9 red", "emissary zz red", "draw zz", "exchange red",
        "house wei2 pair", "fortify qi6 yellow", "stop", "pass", "draw deck", "house wei2 pair red"]


def _games():
    """(state, events of the game, refusals met on the way) for one random game of each option set."""
    out = []
    for i, (players, options) in enumerate(CONFIGS):
        rng = random.Random(i)
        state = GAME.new_state(players, seed=100 + i, options=options)
        seen: list[str] = []
        refusals = []
        step = 0
        while not state.is_terminal:
            legal = [str(a) for a in state.legal_actions()]
            seen.extend(rng.sample(legal, min(3, len(legal))))
            if step % 4 == 0:
                for text in rng.sample(seen, min(6, len(seen))) + rng.sample(JUNK, 4):
                    if text in legal:
                        continue
                    try:
                        state.apply(text)
                    except IllegalAction as err:
                        refusals.append(err)
                    else:  # pragma: no cover - a probe must never be applied
                        raise AssertionError(f"{text!r} was applied though not legal")
            state.apply(rng.choice(legal))
            step += 1
        out.append((state, list(state.events), refusals))
    return out


@pytest.fixture(scope="module")
def games():
    return _games()


def _parts(events):
    for e in events:
        yield e
        if "secret" in e:
            yield e["secret"]


def _words(kind: str, value, bundle_has, where) -> None:
    """A string argument of kind k has its word k-value in the language (where English has one)."""
    if isinstance(value, dict):
        assert bundle_has(value["msg"]), (value["msg"], where)
        for k, v in (value.get("args") or {}).items():
            _words(k.rstrip("0123456789"), v, bundle_has, where)
    elif isinstance(value, list):
        for v in value:
            _words(kind[:-1] if kind.endswith("s") and not isinstance(v, dict) else kind, v, bundle_has, where)
    elif isinstance(value, str) and messages(GAME.package).bundle.has_message(f"{kind}-{value}"):
        assert bundle_has(f"{kind}-{value}"), (kind, value, where)


def _check_line(text: str, where) -> None:
    assert text and "{" not in text and "None" not in text and "[" not in text, (text, where)
    assert not SPACE_ID.search(QUOTED.sub("", text)), (text, where)


def test_shipped_languages():
    assert {"en", "pl"} <= set(LANGS)


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_is_a_message_in_every_language(games, lang):
    """Each event (and secret part) has a message id the language holds itself, with the words of its
    arguments; its line reads without place-holders, lists or space ids (E-3.3)."""
    t = messages(GAME.package, lang)
    has = t.bundle.has_message
    kinds = set()
    for state, events, _ in games:
        assert events and all("text" not in e for e in events)
        for part in _parts(events):
            msg = part["msg"]
            assert has(msg), (lang, msg)
            for key, value in part["args"].items():
                _words(key.rstrip("0123456789"), value, has, msg)
            _check_line(t.format(msg, part["args"]), msg)
            segments = t.segments(msg, part["args"])
            kinds.update(s["kind"] for s in segments if isinstance(s, dict))
        assert len(state.log) == len(events)
    assert {"seat", "card", "space", "region"} <= kinds


@pytest.mark.parametrize("lang", LANGS)
def test_every_refusal_is_a_message_in_every_language(games, lang):
    """Each refusal met in the games says its reason by a message id of the game's or the core's
    catalog, in the language itself."""
    t = messages(GAME.package, lang)
    ids = set()
    for _, _, refusals in games:
        for err in refusals:
            assert err.msg and t.bundle.has_message(err.msg), (lang, err.msg, str(err))
            _check_line(t.format(err.msg, err.args_), err.msg)
            ids.add(err.msg)
    assert len(ids) >= 12, sorted(ids)


def test_a_refusal_in_english_is_its_exception_text():
    s = GAME.new_state(4, seed=1)
    with pytest.raises(IllegalAction) as err:
        s.apply("house wei2 pair red")
    assert err.value.msg == "refused-no-joker"
    assert str(err.value) == messages(GAME.package).format(err.value.msg, err.value.args_)


def test_the_table_in_polish_keeps_no_english_word(games):
    """Every render function drawn in Polish (board, strip, prompt, labels, scores, panels, the
    terminal text) is Polish whole."""
    texts = []
    for state, _, _ in games:
        replay = GAME.new_state(state.num_players, seed=state.seed, options=state.options)
        for i, action in enumerate(state.history):
            if i % 23 == 0:
                view = replay.view(replay.current_player)
                legal = [str(a) for a in replay.legal_actions()]
                svg = GAME.render_svg(view, legal, "pl") + (GAME.render_hand(view, legal, "pl") or "")
                texts += re.findall(r"<(?:title|desc)>([^<]*)<", svg) + re.findall(r"<text[^>]*>([^<]*)<", svg)
                texts += [GAME.render_label(view, a, "pl") for a in legal]
                texts.append(GAME.render_prompt(view, "pl") or "")
            replay.apply(action)
        view = replay.view(0)
        texts += [r["category"] for r in GAME.render_scores(view, "pl")]
        texts += [c[k] for p in range(view["players"]) for c in GAME.render_panel(view, p, "pl")
                  for k in ("name", "tip")]
        texts += [line for line in GAME.render_text(view, "pl").splitlines() if not line.startswith("  ")]
    for text in texts:
        assert not ENGLISH.search(text), text
        assert "{" not in text and "None" not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_log_pictures_of_components(lang):
    """log_picture draws a card, a region, a house space and a piece, titled in the language's word;
    seats and numbers are no component."""
    t = messages(GAME.package, lang)
    for kind, value in [("card", "red"), ("region", "qin"), ("space", "wei7"), ("piece", "house"),
                        ("piece", "emissary"), ("piece", "fortification")]:
        svg = log_picture(kind, value, t)
        assert svg.startswith("<svg") and 'viewBox="0 0 24 24"' in svg
        title = re.search(r"<title>([^<]+)</title>", svg).group(1)
        assert title == t.word(kind, value).replace("'", "&#x27;")
    assert log_picture("seat", 1, t) is None and log_picture("n", 3, t) is None
