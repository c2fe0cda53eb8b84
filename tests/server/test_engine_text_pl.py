"""Every text a game says to people is a message its Polish catalog holds.

Whole random games of every game, at every player count and with the options that change the
text (engine_text.CONFIGS), are played; every log line (public and secret parts), every text
and title of the drawings, every legal action's name and the refusal of actions that are legal
elsewhere, of the right kind with wrong arguments, and junk, are said in Polish: no message may
be missing (said in English instead) or unfilled, and no text may show code (braces, None,
Python lists). A message this test reports needs its Polish in games/<game>/data/messages/pl.ftl
(docs/translating.md).
"""

from __future__ import annotations

import pytest
from engine_text import CONFIGS, gather
from suite_depth import depth

import tianxia
import re

from tianxia.core.messages import messages

GAMES = sorted(CONFIGS)
#: drawings of every 8th position and the first of each kind of decision, refusals tried at every
#: 10th (thorough: every 3rd, every 5th)
EVERY, PROBE_EVERY = depth(8, 3), depth(10, 5)


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
    assert game.speaks, f"{name}: its drawing does not speak through the message catalogs"
    t = messages(game.package, "pl")
    assert not found.get("no message"), f"{name}: texts without a message:\n{_report(found)}"
    assert not t.fell_back, f"{name}: messages Polish lacks: {sorted(t.fell_back)[:20]}"
    assert not t.errors, f"{name}: messages not filled: {sorted(t.errors)[:10]}"
    raw = {k: {x: w for x, w in v.items() if "{" in x or "None" in x or "['" in x} for k, v in found.items()}
    raw = {k: v for k, v in raw.items() if v}
    assert not raw, f"{name}: texts with code in them:\n{_report(raw)}"


def test_the_harvest_is_not_vacuous(harvest):
    """Each kind of text was really seen, refusals of several sorts included."""
    name, found = harvest
    assert len(found["log"]) >= 100, name
    assert len(found["board"]) >= 50, name
    assert len(found["action"]) >= 40, name
    refusals = found["refusal"]
    assert len(refusals) >= 50, name
    assert any("gra się skończyła" in r for r in refusals), name
    # several sorts of reasons, not one sentence with many values
    assert len({re.sub(r"\d+|'[^']*'", "#", r) for r in refusals}) >= 8, name


def test_secret_log_lines_are_translated_for_their_seat():
    """A seat's log (log_for) shows its own secret parts, in Polish like the rest."""
    game = tianxia.load("emperor")
    state = game.new_state(3, seed=3)
    secrets = [e["secret"] for e in state.events if "secret" in e and e["secret"]["seat"] == 0]
    assert secrets and all("msg" in s for s in secrets)
    from tianxia.server import words
    mine = words.lines(game, state.events, 0, "pl")
    theirs = words.lines(game, state.events, 1, "pl")
    said = [messages(game.package, "pl").format(s["msg"], s["args"]) for s in secrets]
    assert all(s in mine for s in said) and said[0] not in theirs
