"""Every text an engine writes for people has a Polish translation in its game's catalog.

Whole random games of every game, at every player count and with the options that change the
text (engine_text.CONFIGS), are played; every log line (public and secret parts), every text
and title of the drawings, every legal action's name and the refusal of actions that are legal
elsewhere, of the right kind with wrong arguments, and junk, must translate: no line may fall
back to English, and a translation may equal its English only when the text is
language-neutral (numbers, coordinates, board ids) or an explicit term such as "Qi".
A line this test reports needs a template in games/<game>/data/pl.json (docs/server.md).
"""

from __future__ import annotations

import pytest
from engine_text import CONFIGS, gather, misses

import tianxia
import re

from tianxia.core import i18n
from tianxia.core.messages import messages

GAMES = sorted(CONFIGS)
#: drawings of every 3rd position, refusals tried at every 5th: the whole test stays well under 60 s
EVERY, PROBE_EVERY = 3, 5


@pytest.fixture(scope="module", params=GAMES)
def harvest(request):
    name = request.param
    return name, gather(name, games=1, seed=7, every=EVERY, probe_every=PROBE_EVERY, lang="pl")


def _report(left: dict) -> str:
    lines = []
    for kind, texts in left.items():
        for text, where in list(texts.items())[:8]:
            lines.append(f"  {kind}: {text!r}  ({where})")
    return "\n".join(lines)


def test_every_engine_text_has_a_polish_translation(harvest):
    name, found = harvest
    game = tianxia.load(name)
    if game.speaks:  # words from the message catalogs: none fell back to English, none unfilled
        t = messages(game.package, "pl")
        assert not found.get("no message"), f"{name}: texts without a message:\n{_report(found)}"
        assert not t.fell_back, f"{name}: messages Polish lacks: {sorted(t.fell_back)[:20]}"
        assert not t.errors, f"{name}: messages not filled: {sorted(t.errors)[:10]}"
        raw = {k: {x: w for x, w in v.items() if "{" in x or "None" in x or "['" in x} for k, v in found.items()}
        raw = {k: v for k, v in raw.items() if v}
        assert not raw, f"{name}: texts with code in them:\n{_report(raw)}"
        return
    cat = i18n.catalog(game, "pl")
    left = {k: v for k, v in misses(cat, found).items() if v}
    assert not left, f"{name}: texts without a Polish translation:\n{_report(left)}"


def test_the_harvest_is_not_vacuous(harvest):
    """Each kind of text was really seen, refusals of several sorts included."""
    name, found = harvest
    assert len(found["log"]) >= 100, name
    assert len(found["board"]) >= 50, name
    assert len(found["action"]) >= 40, name
    refusals = found["refusal"]
    assert len(refusals) >= 50, name
    if tianxia.load(name).speaks:  # said in Polish: several sorts, not one sentence with many values
        assert any("gra się skończyła" in r for r in refusals), name
        assert len({re.sub(r"\d+|'[^']*'", "#", r) for r in refusals}) >= 8, name
        return
    assert any("game is over" in r for r in refusals), name
    # refusals that explain an action of the right kind, not only "not an action of this game"
    assert sum(" is not legal" in r or " is not a legal action now:" in r or " already " in r
               or "you hold" in r or "is not empty" in r for r in refusals) >= 5, name


def test_secret_log_lines_are_translated_for_their_seat():
    """A seat's log (log_for) shows its own secret parts, in Polish like the rest."""
    game = tianxia.load("emperor")
    if game.speaks:
        state = game.new_state(3, seed=3)
        secrets = [e["secret"] for e in state.events if "secret" in e and e["secret"]["seat"] == 0]
        assert secrets and all("msg" in s for s in secrets)
        from tianxia.server import words
        mine = words.lines(game, state.events, 0, "pl")
        theirs = words.lines(game, state.events, 1, "pl")
        said = [messages(game.package, "pl").format(s["msg"], s["args"]) for s in secrets]
        assert all(s in mine for s in said) and said[0] not in theirs
        return
    state = game.new_state(3, seed=3)
    cat = i18n.catalog(game, "pl")
    secrets = [e["secret"]["text"] for e in state.events if "secret" in e and e["secret"]["seat"] == 0]
    assert secrets and all(s in state.log_for(0) for s in secrets) and secrets[0] not in state.log_for(1)
    for line in secrets:
        tr = cat.translate(line)
        assert tr is not None and tr.startswith("gracz 0 dostaje karty: "), (line, tr)


@pytest.mark.parametrize("name", GAMES)
def test_translations_keep_the_numbers_and_notation_of_the_english(name):
    """A translation never loses a number of its line (a seat, a score, a hex, a card)."""
    import re
    from collections import Counter

    if tianxia.load(name).speaks:
        pytest.skip("words from message catalogs: tests/test_messages.py holds every argument is shown")
    found = gather(name, games=1, seed=11, every=25, probe_every=50, configs=CONFIGS[name][:1])
    cat = i18n.catalog(tianxia.load(name), "pl")
    for kind in ("log", "action"):
        for text in found[kind]:
            tr = cat.label(text) if kind == "action" else cat.translate(text)
            lost = Counter(re.findall(r"\d+", text)) - Counter(re.findall(r"\d+", tr))
            assert not lost, (text, tr)
