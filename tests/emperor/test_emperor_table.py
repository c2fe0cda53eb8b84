"""The Emperor of China on the shared table (docs/table.md), without a browser: over whole random
games, from the deciding seat's view, every decision of the rules has its place on the board or
in the hand strip, the drawing names only legal actions, every component explains itself, the
texts are words (no ids, notation or Python values) and no seat sees another's cards.

Decisions of the rules (rules/emperor.md E-18): place a house (E-7.4), an emissary (E-7.5) or a
fortification (E-15.2) paid by a single or a pair (E-6.2, E-6.3); a second piece (E-7.2); draw
from the deck or the display (E-9.1); exchange a card for the deck's or a display card (E-10);
pass (E-11); stop when no card can be drawn (E-9.3).
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import tianxia

GAME = tianxia.load("emperor")
NS = "{http://www.w3.org/2000/svg}"
CONFIGS = [(3, {}, 1), (4, {"fortifications": True}, 2), (5, {}, 3), (4, {"side": "B", "fortifications": True}, 4),
           (3, {"fortifications": True}, 5)]
#: actions the board has no place for: the status bar offers them as buttons
BUTTON_ONLY = {"pass", "stop"}
_IDS = "yan|zhao|qin|wei|qi|han|shu|lu|chu"
#: pieces of notation: space ids (wei2), region ids after a verb, payments and sources as written
NOTATION = re.compile(rf"\b({_IDS})\d\b|\b(house|emissary|fortify) ({_IDS})\b|\bpair (red|yellow|green|orange|"
                      r"purple)\b|\bfor deck\b|\bdraw deck\b|dragon_|^(pass|stop)$")


def _games():
    """(state, legal) at every position of whole random games, with the final position last."""
    for players, options, seed in CONFIGS:
        state = GAME.new_state(players, seed=seed, options=options)
        rng = random.Random(seed)
        while True:
            legal = [] if state.is_terminal else [str(a) for a in state.legal_actions()]
            yield state.clone(), legal
            if state.is_terminal:
                break
            state.apply(rng.choice(legal))


POSITIONS = list(_games())


def _components(svg: str | None):
    if not svg:
        return []
    return list(ET.fromstring(svg).iter())


def _clickables(view: dict, legal: list[str]) -> list[tuple[str | None, list[str] | None]]:
    out = []
    for svg in (GAME.render_svg(view, legal), GAME.render_hand(view, legal)):
        for e in _components(svg):
            if e.get("data-action") or e.get("data-actions"):
                out.append((e.get("data-action"), e.get("data-actions").split("|") if e.get("data-actions") else None))
    return out


def _begins(action: str, prefix: str) -> bool:
    return prefix == "" or action == prefix or action.startswith(prefix + " ")


def _common(actions: list[str]) -> str:
    words = [a.split() for a in actions]
    out = []
    for group in zip(*words):
        if len(set(group)) > 1:
            break
        out.append(group[0])
    return " ".join(out)


def reach(legal: list[str], clickables) -> tuple[set[str], set[str]]:
    """The client's algorithm (docs/table.md): from each selection, a click on an element makes its
    data-action, or for a target the one action (or common beginning) among its data-actions that
    continue the selection.  Returns (actions a click completes, actions reached by narrowing on
    the board and then a status-bar button)."""
    direct: set[str] = set()
    selections, todo = {""}, [""]
    while todo:
        sel = todo.pop()
        for action, actions in clickables:
            if actions:
                fits = [a for a in actions if _begins(a, sel)]
                if not fits:
                    continue
                eff = fits[0] if len(fits) == 1 else _common(fits)
            else:
                eff = action
            if eff in legal:
                direct.add(eff)
            elif eff and eff not in selections:
                selections.add(eff)
                todo.append(eff)
    narrowed = {a for a in legal if a not in direct and any(s and _begins(a, s) for s in selections)}
    return direct, narrowed


def test_every_decision_is_on_the_board():
    """E-18: every placement, draw and exchange is completed by a click, or by a click that narrows
    the choice to one space or dragon and a status-bar button naming the payment; only pass and
    stop are buttons alone.  A narrowing leaves a real choice (two payments or more)."""
    counts = {"direct": 0, "narrowed": 0, "button": 0}
    for state, legal in POSITIONS:
        if not legal:
            continue
        view = state.view(state.current_player)
        direct, narrowed = reach(legal, _clickables(view, legal))
        rest = set(legal) - direct - narrowed
        assert rest <= BUTTON_ONLY, (rest, legal)
        for a in narrowed:
            w = a.split()
            assert w[0] in ("house", "emissary", "fortify", "exchange"), a
        counts["direct"] += len(direct)
        counts["narrowed"] += len(narrowed)
        counts["button"] += len(rest)
    total = sum(counts.values())
    assert counts["button"] / total < 0.01, counts
    assert counts["direct"] > 0 and counts["narrowed"] > 0, counts


def test_the_board_names_only_legal_actions_and_targets_are_big_enough():
    for state, legal in POSITIONS[::3]:
        seat = state.current_player
        view = state.view(seat if seat is not None else 0)
        for svg in (GAME.render_svg(view, legal), GAME.render_hand(view, legal)):
            root = ET.fromstring(svg)
            assert float(root.get("width")) <= 1200
            for e in root.iter():
                if e.get("data-action"):
                    assert any(_begins(a, e.get("data-action")) for a in legal), e.get("data-action")
                if e.get("data-actions"):
                    assert set(e.get("data-actions").split("|")) <= set(legal)
                if e.get("data-action") or e.get("data-actions"):
                    assert _big_enough(e), e.get("id")


def _big_enough(e) -> bool:
    """A clickable component holds a shape at least 44 x 44 units (a circle of radius 22 or a rect)."""
    for s in e.iter():
        if s.tag == NS + "circle" and float(s.get("r")) >= 22:
            return True
        if s.tag == NS + "rect" and float(s.get("width")) >= 44 and float(s.get("height")) >= 44:
            return True
    return False


def _visible_texts(svg: str | None) -> list[str]:
    return [("".join(e.itertext())) for e in _components(svg) if e.tag in (NS + "text", NS + "title", NS + "desc")]


def _words_only(text: str, where) -> None:
    assert text and text.strip() == text, (text, where)
    for bad in ("None", "[", "{", "_", "True", "False"):
        assert bad not in text, (text, where)
    assert not NOTATION.search(text), (text, where)


def test_components_explain_themselves_in_words():
    """Every component has a title and a desc; every text is 12 units or more and made of words."""
    kinds = set()
    for state, legal in POSITIONS[::4]:
        seat = state.current_player if state.current_player is not None else 0
        view = state.view(seat)
        for svg in (GAME.render_svg(view, legal), GAME.render_hand(view, legal)):
            for e in _components(svg):
                if e.get("data-kind"):
                    kinds.add(e.get("data-kind"))
                    children = [c.tag for c in e]
                    assert NS + "title" in children and NS + "desc" in children, e.get("id")
                if e.tag == NS + "text":
                    assert float(e.get("font-size")) >= 12, "".join(e.itertext())
            for t in _visible_texts(svg):
                _words_only(t, view["phase"])
        for text in [GAME.render_prompt(view) or "ok", *(GAME.render_label(view, a) for a in legal)]:
            _words_only(text, view["phase"])
        for row in GAME.render_scores(view):
            _words_only(row["category"], "scores")
        for p in range(view["players"]):
            for c in GAME.render_panel(view, p):
                _words_only(c["name"], "panel")
                _words_only(c["tip"], "panel")
                _words_only(str(c["value"]), "panel")
    assert kinds >= {"region", "space", "dragon", "alliance", "roads", "marker", "deck", "discard", "removed",
                     "card", "counter", "standing", "supply", "track", "score"}


def test_labels_are_words_and_prompt_is_set_while_deciding():
    seen = set()
    for state, legal in POSITIONS:
        view = state.view(state.current_player)
        if state.is_terminal:
            assert GAME.render_prompt(view) is None
            continue
        assert GAME.render_prompt(view)
        for a in legal:
            name = GAME.render_label(view, a)
            assert name != a and not name.startswith("Unknown"), a
            seen.add(a.split()[0])
    assert seen >= {"house", "emissary", "fortify", "draw", "exchange"}


def test_a_payment_button_names_the_payment():
    """The status bar's buttons after narrowing to one space say how the player pays."""
    s = GAME.new_state(4, seed=2)
    view = s.view(0)
    assert GAME.render_label(view, "house wei2 red") == "Pay with one red card: house on space 2 of Wei"
    assert GAME.render_label(view, "house wei2 pair green") == "Pay with two green cards: house on space 2 of Wei"
    assert GAME.render_label(view, "emissary chu pair orange") == "Pay with two orange cards: emissary to Chu"


def test_no_seat_sees_another_seats_cards():
    """E-17.3: the board is the same for every seat and spectators (only the decider's targets
    differ); a seat's panel is the same in every other seat's view; the hand strip shows the
    viewer's own hand only."""
    for state, _legal in POSITIONS[::7]:
        n = state.num_players
        public = GAME.render_svg(state.view(None), [])
        for seat in range(n):
            view = state.view(seat)
            assert GAME.render_svg(view, []) == public
            shown = [e.get("data-hand-card") for e in _components(GAME.render_hand(view, [])) if e.get("data-hand-card")]
            assert sorted(shown) == sorted(view["hand"])
            for other in range(n):
                if other != seat:
                    assert GAME.render_panel(view, other) == GAME.render_panel(state.view(None), other)
        assert GAME.render_hand(state.view(None), []) is None


@pytest.mark.parametrize("config", range(len(CONFIGS)))
def test_scores_add_up(config):
    """The categories add up to each seat's score during the game and at the end (E-8, E-14)."""
    players, options, seed = CONFIGS[config]
    for state, _ in POSITIONS:
        if state.num_players != players or state.options.get("side", "auto") != options.get("side", "auto"):
            continue
        view = state.view(None)
        rows = GAME.render_scores(view)
        totals = [sum(r["points"][p] for r in rows) for p in range(players)]
        assert totals == view["scores"], rows
        assert all(len(r["points"]) == players for r in rows)


def test_pass_and_stop_are_status_bar_buttons_with_their_reason():
    """E-11.1 and E-9.3 arise only at the end of the game (rare in random games): the prompt says
    why, the board offers nothing that would not be legal, and the status bar's buttons say what
    they do."""
    from emperor_helpers import fresh, give, houses

    s = fresh()
    give(s, 0, [])
    view = s.view(0)
    assert s.legal_actions() == ["pass"]
    assert GAME.render_prompt(view) == "Pass: you hold no card"
    assert GAME.render_label(view, "pass") == "Pass (no card can be exchanged)"
    assert reach(["pass"], _clickables(view, ["pass"])) == (set(), set())

    s = fresh()
    houses(s, 1, "wei1")
    give(s, 0, ["red", "red", "green"])
    nc = len(s.display)
    s.removed = [a + s.deck.count(c) + s.display[c] for c, a in enumerate(s.removed)]
    s.deck, s.display, s.exhaustions = [], [0] * nc, 2
    s.apply("house wei2 red")
    legal = [str(a) for a in s.legal_actions()]
    view = s.view(0)
    assert "stop" in legal and GAME.render_prompt(view) == "Place a second piece in Wei, or end your turn"
    assert GAME.render_label(view, "stop") == "End your turn (no card is left to draw)"
    direct, narrowed = reach(legal, _clickables(view, legal))
    assert set(legal) - direct - narrowed == {"stop"}


def test_polish_table_texts_read_polish():
    """Each text of the board, strip, prompt, labels, scores and panels, drawn in Polish, is Polish
    whole: no English word is left (data/messages/pl.ftl has every message the table uses)."""
    english = re.compile(r"\b(the|of|and|or|with|from|card|cards|house|houses|player|space|pay|draw|swap|"
                         r"emissary|emissaries|deck|scored|points|none|free)\b", re.I)
    texts = set()
    for state, legal in POSITIONS[::11]:
        view = state.view(state.current_player)
        for svg in (GAME.render_svg(view, legal, "pl"), GAME.render_hand(view, legal, "pl")):
            texts.update(_visible_texts(svg))
        texts.update(GAME.render_label(view, a, "pl") for a in legal)
        texts.add(GAME.render_prompt(view, "pl") or "Spasuj")
        texts.update(r["category"] for r in GAME.render_scores(view, "pl"))
        for p in range(view["players"]):
            for c in GAME.render_panel(view, p, "pl"):
                texts.update([c["name"], c["tip"], str(c["value"])])
    for t in texts:
        assert not english.search(t), t
