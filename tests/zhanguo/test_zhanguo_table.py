"""ZhanGuo on the browser table (docs/table.md), without a browser: over whole random games
with every board side and variant, at every position and from the deciding seat's view,

- every legal action is reached by the table's click algorithm on the board or the hand strip,
  except the few that have no place on a board (pass, finish, stop moving, decline), which the
  status bar offers as buttons;
- every data-action / data-actions names a legal action or a whole-token beginning of one;
- every component has a <title> and a <desc>; texts are at least 12 units; the drawings are at
  most 1200 units wide; nothing a player reads is notation, an id, None or a Python list;
- the drawings depend only on what the seat may see (a determinized state draws the same);
- the score rows add up to the score (rules Z-15.2, Z-13.4, Z-18, Z-9.4, Z-25.3, Z-23);
- a decision always has a prompt, and every action a label in words.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from suite_depth import depth, kind_of, spread
from zhanguo_table_client import NS, Drawing

import tianxia
from tianxia.core import Rng

GAME = tianxia.load("zhanguo")
#: the decisions a board has no place for: the status bar's buttons
BUTTONS = {"pass", "done", "stop", "decline"}

CONFIGS = [
    (2, {}, 1),
    (3, {"board_side": "B", "draft": True}, 2),
    (4, {"board_side": "B_auction", "reward_track_turn_order": True, "unrest_per_worker": True}, 3),
    (3, {"board_side": "B_auction", "auction_board_removal": "first_player_chooses", "draft": True,
         "public_draft_discards": True}, 4),
    (2, {"board_side": "B", "auto_claim_goals": True}, 5),
]
#: kinds of decision (first word) reached by clicks in the games played so far in this module
REACHED: set = set()
#: whole-notation shapes a player must never read (a legal action's text, an id, a code)
CODE = re.compile(r"\b(?:[a-z]+_[a-z_]+|[A-Z]{2}\d|WT\d|[gw]\d)\b|None|\[|\]|\{|\}")


def _texts(root):
    for e in root.iter():
        tag = e.tag.replace(NS, "")
        if tag in ("text", "title", "desc") and e.text:
            yield tag, e


def check_drawing(svg_text: str, legal: set, prefixes: set, kinds: set):
    """Check one drawing (see the module's docstring); return its parsed root."""
    root = ET.fromstring(svg_text)
    assert float(root.get("width")) <= 1200
    for e in root.iter():
        kind = e.get("data-kind")
        if kind:
            kinds.add(kind)
            kids = [c.tag.replace(NS, "") for c in e]
            assert kids[:2] == ["title", "desc"], (kind, e.get("id"))
            assert (e[0].text or "").strip() and (e[1].text or "").strip(), e.get("id")
        a = e.get("data-action")
        if a and not e.get("data-actions"):
            assert a in legal or a in prefixes, a
        for x in (e.get("data-actions") or "").split("|"):
            if x:
                assert x in legal, x
        if e.tag == NS + "text":
            assert float(e.get("font-size")) >= 12, e.text
    for tag, e in _texts(root):
        t = e.text.strip()
        assert t not in legal or t.isdigit(), (tag, t)
        assert not CODE.search(t), (tag, t)
    # no clickable inside another: a click at a target's centre must reach the target (table.js takes
    # the innermost element with data-action / data-actions)
    def clickable(e):
        return e.get("data-action") or e.get("data-actions")
    for e in root.iter():
        if clickable(e):
            assert not any(clickable(d) for d in e.iter() if d is not e), e.get("id")
            # its words are drawn after it: its accessible name is its title (WCAG 2.5.3)
            assert not any(d.tag == NS + "text" for d in e.iter()), e.get("id")
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert len(ids) == len(set(ids)), [i for i in ids if ids.count(i) > 1][:3]
    return root


def play(players, options, seed, every=1, prefer=()):
    """Yield (state, view, legal) at every ``every``-th position of a whole random game (whose
    moves favour the kinds in ``prefer``: palaces, say, to meet the value-3 marker choice)."""
    state = GAME.new_state(players, seed=seed, options=options)
    rng = random.Random(seed)
    k = 0
    while not state.is_terminal:
        legal = [str(a) for a in state.legal_actions()]
        if k % every == 0:
            yield state, state.view(state.current_player), legal
        liked = [a for a in legal if a.split()[0] in prefer]
        state.apply(rng.choice(liked) if liked and rng.random() < 0.9 else rng.choice(legal))
        k += 1
    yield state, state.view(0), []


@pytest.mark.parametrize("players,options,seed", CONFIGS)
def test_every_decision_is_made_on_the_board_or_by_a_status_bar_button(players, options, seed):
    """Every legal action is reachable by clicks or is a status-bar button; the share on the board
    is every action but pass / finish / stop / decline."""
    on_board = total = 0
    kinds: set = set()
    decisions: set = set()
    # every 5th position and the first few of each kind of decision (thorough: every position)
    for state, view, legal in spread(play(players, options, seed), depth(5, 1), key=lambda p: kind_of(p[2])):
        legal_set = set(legal)
        prefixes = {" ".join(a.split()[:i]) for a in legal for i in range(1, len(a.split()))}
        board = GAME.render_svg(view, legal)
        hand = GAME.render_hand(view, legal)
        roots = [check_drawing(board, legal_set, prefixes, kinds)]
        if hand:
            roots.append(check_drawing(hand, legal_set, prefixes, kinds))
        drawing = Drawing(*roots)
        for a in legal:
            total += 1
            decisions.add(a.split()[0])
            if drawing.reach(a, legal_set) is not None:
                on_board += 1
                REACHED.add(a.split()[0])
            else:
                assert a in BUTTONS, (view["pending"], a)
    assert total and on_board / total > 0.9, (on_board, total)   # measured 96-98%
    for kind in ("region", "governor-area", "governor-square", "palace-row", "wall-section", "wall-cell", "goal",
                 "court-pile", "court-action", "marker-supply", "deck", "reward", "reward-disc", "player-board",
                 "unrest-track", "governor-area-board", "worker-area", "workers", "card-slots", "card",
                 "official", "official-supply", "markers", "hand-card", "card-use"):
        assert kind in kinds, kind


def test_the_board_shows_every_kind_of_decision_across_the_configurations():
    """Every kind of decision of the rules (DEC-1 .. DEC-9) is offered on the board somewhere."""
    seen = set(REACHED)
    games = [(2, {}, 2, ("palace", "hire", "pay"))]
    if not REACHED:   # run alone (or first): play the configurations too
        games += [c + ((),) for c in CONFIGS]
    for players, options, seed, prefer in games:
        for state, view, legal in play(players, options, seed, every=1 if prefer else 2, prefer=prefer):
            drawing = Drawing(GAME.render_svg(view, legal), GAME.render_hand(view, legal))
            for a in legal:
                if a.split()[0] not in seen and drawing.reach(a, set(legal)) is not None:
                    seen.add(a.split()[0])
    want = {"remove", "board", "bid", "discard", "free", "unify", "court", "recruit", "reassign", "governor",
            "hire", "palace", "wall", "pay", "take", "square", "official", "step", "use", "claim", "accept"}
    assert want <= seen, want - seen


@pytest.mark.parametrize("players,options,seed", CONFIGS[:3])
def test_drawings_depend_only_on_what_the_seat_sees(players, options, seed):
    """A state whose hidden parts are re-dealt (determinize) draws the same board, hand, panels
    and prompt for the seat (rules Z-26: hands and the deck order are secret)."""
    for k, (state, view, legal) in enumerate(play(players, options, seed, every=15)):
        if state.is_terminal:
            break
        seat = state.current_player
        other = state.determinize(seat, Rng(k + 1))
        v2 = other.view(seat)
        assert GAME.render_svg(view, legal) == GAME.render_svg(v2, legal)
        assert GAME.render_hand(view, legal) == GAME.render_hand(v2, legal)
        assert GAME.render_prompt(view) == GAME.render_prompt(v2)
        for p in range(players):
            assert GAME.render_panel(view, p) == GAME.render_panel(v2, p)
        spectator = state.view(None)
        assert GAME.render_hand(spectator, []) is None
        for p in range(players):
            for n in state.hands[p]:
                assert f'id="hand-{n}"' not in GAME.render_svg(spectator, [])


@pytest.mark.parametrize("players,options,seed", CONFIGS)
def test_score_rows_add_up_to_the_score(players, options, seed):
    """Z-15.2 / Z-13.4 / Z-18 / Z-9.4 / Z-25.3 during play, Z-23 at the end: the rows sum to each score."""
    for state, view, legal in play(players, options, seed, every=depth(15, 3)):
        rows = GAME.render_scores(view)
        assert [sum(r["points"][p] for r in rows) for p in range(players)] == view["scores"]
        for r in rows:
            assert not CODE.search(r["category"])
    assert state.is_terminal
    names = [r["category"] for r in GAME.render_scores(view)]
    assert {"Palaces", "Governor majorities", "Marker majorities", "Goals", "Walls"} <= set(names)


@pytest.mark.parametrize("players,options,seed", CONFIGS)
def test_prompts_labels_and_panels_are_words(players, options, seed):
    for state, view, legal in spread(play(players, options, seed), depth(10, 2), key=lambda p: kind_of(p[2])):
        pr = GAME.render_prompt(view)
        if state.is_terminal:
            assert pr is None
            continue
        assert pr and not CODE.search(pr), pr
        for a in legal:
            lab = GAME.render_label(view, a)
            assert lab != a and not CODE.search(lab), (a, lab)
        for p in range(players):
            for c in GAME.render_panel(view, p):
                assert set(c) == {"name", "value", "tip"}
                assert not CODE.search(f"{c['name']} {c['value']} {c['tip']}"), c
    assert GAME.seat_colours()[:4] == ["#2b6cb0", "#c53030", "#6b46c1", "#b7791f"]
