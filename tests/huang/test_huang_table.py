"""Huang on the browser table (docs/table.md), checked without a browser over whole games.

At the positions of whole games (every decision but every other main action, HARVEST_EVERY),
from the deciding seat's view: every legal action is reachable by the client's click rules
(huang_table_client.py), the ones with a place on the board by clicks on the
drawings alone; the drawings offer only legal actions or their beginnings; every component
has a name and a rule; texts are at least 12 units and in words; no seat sees another's
secret; the score rows add up to the score; a decision always has a prompt; every action has
a name in words.  Rule numbers refer to shared/rules/huang.md.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from huang_table_client import NS, Drawing
from suite_depth import depth, kind_of, spread

from tianxia.games.huang import GAME

#: (players, options, seed): the base game, every module and the short game (H-18..H-22); the seeds
#: were picked so that, with ``choose``, every decision of H-25 comes up (bandits, tied wars, granaries)
GAMES = [
    (3, {"bandits": True, "palace": True}, 24),
    (3, {"bandits": True, "palace": True}, 36),
    (4, {"eighteen_kingdoms": True, "palace": True}, 3),
    (5, {"dragon": True, "bandits": True}, 4),
    (2, {"short_game": True, "eighteen_kingdoms": True}, 5),
    (2, {}, 1),
]
#: positions checked for reachability: every decision other than a main action, and (thorough) every 2nd
#: main action in the first games, every 4th in the rest (make test: every 6th, every 12th)
HARVEST_EVERY = depth((6, 6, 6, 12, 12, 12), (2, 2, 2, 4, 4, 4))
#: decisions with a place on the drawings: the last click on the board or the hand strip submits them
ON_BOARD = {"tile", "place", "move", "withdraw", "chain", "remove", "keep", "pick", "winner"}
#: decisions the status bar ends (after a selection on the drawing where there is one)
ON_BAR = {"pass", "decline", "stop", "commit", "exchange", "support"}
#: a bare notation (H-25): an action word followed only by colours, hexes, numbers and flags
NOTATION = re.compile(r"^(tile|place|move|withdraw|revolt|build|exchange|pass|commit|support|winner|remove|"
                      r"decline|pick|chain|stop|keep)( (yellow|red|blue|green|white|palace|leader|from|-?\d+,-?\d+|\d+))*$")


def choose(rng: random.Random, legal: list[str]) -> str:
    """A random player that rarely exchanges (exchanges empty the bag fast and end the game
    before conflicts happen), so whole games see revolts, wars, pagodas and granaries."""
    kinds = {}
    for a in legal:
        kinds.setdefault(a.split()[0], []).append(a)
    weights = {"exchange": 0.05, "pass": 0.3, "decline": 0.3, "stop": 0.5, "withdraw": 0.2, "revolt": 0.3}
    names = sorted(kinds)
    kind = rng.choices(names, [weights.get(k, 1.0) for k in names])[0]
    return rng.choice(kinds[kind])


def play(players, options, seed, every=1):
    """Yield (state, view of the decider, legal notations) at every ``every``-th position and at the end."""
    state = GAME.new_state(players, seed=seed, options=options)
    rng = random.Random(seed)
    step = 0
    while True:
        legal = [str(a) for a in state.legal_actions()]
        if step % every == 0 or state.is_terminal:
            seat = state.current_player
            yield state, state.view(seat if seat is not None else 0), legal
        if state.is_terminal:
            return
        state.apply(choose(rng, legal))
        step += 1


def visible_texts(root):
    for el in root.iter(f"{NS}text"):
        yield el, "".join(el.itertext())


@pytest.fixture(scope="module")
def harvest():
    """Reachability counts by action kind and the decision kinds seen, over all the games."""
    reached, bar, kinds_seen = Counter(), Counter(), set()
    unreachable, exchange_paths = [], Counter()
    for (players, options, seed), every in zip(GAMES, HARVEST_EVERY):
        for step, (state, view, legal) in enumerate(play(players, options, seed)):
            if state.is_terminal:
                continue
            kinds_seen.add(view["phase"])
            if view["phase"] == "action" and step % every:
                continue
            d = Drawing([GAME.render_svg(view, legal), GAME.render_hand(view, legal)], legal)
            for a in legal:
                got = d.reach(a)
                kind = a.split()[0]
                if got is None:
                    unreachable.append((players, options, seed, a))
                elif kind == "exchange":  # "Exchange tiles", then each tile from the left
                    exchange_paths[len(got[1]) == len(a.split())] += 1
                elif got[0] == "board":
                    reached[kind] += 1
                else:
                    bar[kind] += 1
    return reached, bar, kinds_seen, unreachable, exchange_paths


def test_every_legal_action_is_reachable_by_clicks(harvest):
    reached, bar, kinds, unreachable, _paths = harvest
    assert not unreachable, unreachable[:5]
    # every kind of decision of H-25 came up (D-1 .. D-10)
    assert kinds >= {"action", "revolt", "war_support", "war_tie", "war_loss", "structure", "market", "chain",
                     "granary", "bandit_loss"}, kinds


def test_decisions_with_a_place_are_made_on_the_board(harvest):
    """Tiles, leaders, chain tiles, losses, granaries, market picks and tie winners: the last click
    is on the drawing (H-7, H-8, H-15.7, H-15.8, H-18.4, H-19.4); never a status-bar list."""
    reached, bar, _kinds, _u, _paths = harvest
    for kind in ON_BOARD:
        assert bar[kind] == 0, (kind, bar[kind])
    assert all(reached[k] > 0 for k in ("tile", "place", "move", "withdraw", "chain", "remove", "pick"))
    # a peasant revolt or a build is on the board unless the payment is the only thing left to say
    for kind in ("revolt", "build"):
        assert reached[kind] > 0 and reached[kind] + bar[kind] > 0
    placed = [k for k in reached | bar if k != "exchange"]
    share = sum(reached[k] for k in placed) / sum(reached[k] + bar[k] for k in placed)
    # all but the payment questions (pass, decline, commit, support counts, the Farmer or Merchant option);
    # exchanges are chosen in the status bar after "Exchange tiles" in the hand strip
    assert share > 0.97, (share, dict(reached), dict(bar))


def test_an_exchange_is_picked_tile_by_tile_in_the_hand_H_12(harvest):
    """Every exchange is reached by "Exchange tiles" and one click per tile (the status bar then
    confirms the set, unless its last tile is the last in the hand)."""
    *_rest, paths = harvest
    assert paths[True] > depth(400, 1000) and paths[False] == 0, paths


def test_the_drawings_offer_only_legal_actions_or_their_beginnings():
    for players, options, seed in GAMES[:3]:
        for state, view, legal in play(players, options, seed, every=3):
            d = Drawing([GAME.render_svg(view, legal), GAME.render_hand(view, legal)], legal)
            for offer in d.offered():
                assert any(a == offer or a.startswith(offer + " ") for a in legal), offer


def test_components_have_a_name_and_a_rule_and_texts_are_words():
    kinds_seen = set()
    for players, options, seed in GAMES:
        for state, view, legal in play(players, options, seed, every=7):
            for svg in (GAME.render_svg(view, legal), GAME.render_hand(view, legal)):
                if svg is None:
                    continue
                root = ET.fromstring(svg)
                for el in root.iter():
                    kind = el.get("data-kind")
                    if kind:
                        kinds_seen.add(kind)
                        title, desc = el.find(f"{NS}title"), el.find(f"{NS}desc")
                        assert title is not None and title.text and desc is not None and desc.text, (kind, el.attrib)
                        for t in (title.text, desc.text):
                            _words(t, legal)
                    if el.get("data-action") or el.get("data-actions"):
                        assert kind, el.attrib  # everything clickable is a named component
                    w = float(root.get("viewBox").split()[2])
                    assert w <= 1200
                for el, text in visible_texts(root):
                    assert float(el.get("font-size")) >= 12, text
                    _words(text, legal)
                    if el.get("data-seat-name") is not None:
                        assert text == f"Player {int(el.get('data-seat-name')) + 1}"
    assert kinds_seen >= {"hex", "tile", "leader", "pagoda", "palace", "granary", "bandits", "market", "bag", "box",
                          "screen", "hand-tile", "own-leader", "action", "site", "conflict", "kingdom",
                          "unification"}, kinds_seen


def _words(text: str, legal: list[str]) -> None:
    assert "None" not in text and "[" not in text and "{" not in text and "_" not in text, text
    assert text not in legal and not NOTATION.match(text), text


def test_clickable_targets_are_at_least_44_units():
    """Hexes are 66 units across; leaders, tiles, sites and market places are drawn in 44-unit boxes."""
    for players, options, seed in GAMES[1:3]:
        for state, view, legal in play(players, options, seed, every=11):
            for svg in (GAME.render_svg(view, legal), GAME.render_hand(view, legal)):
                for el in ET.fromstring(svg).iter():
                    if not (el.get("data-action") or el.get("data-actions")):
                        continue
                    kind = el.get("data-kind")
                    if kind == "hex":
                        continue  # the hexagon itself, 2 x 38 units high
                    rect, circle = el.find(f"{NS}rect"), el.find(f"{NS}circle")
                    if kind in ("site", "kingdom") and rect is None:  # a site, a kingdom's letter on the map
                        assert float(circle.get("r")) >= 22
                    elif kind == "kingdom":  # its row in the conflict panel
                        assert float(rect.get("height")) >= 44
                    else:
                        assert rect is not None and float(rect.get("width")) >= 44 <= float(rect.get("height")), kind


def test_no_seat_sees_another_seats_secret_H_24():
    """The board is the same drawing for every seat and the spectator; only the viewer's own tiles
    appear in their hand strip; another seat's points stay off the panels until the end."""
    for players, options, seed in GAMES[:4]:
        for state, view, legal in play(players, options, seed, every=13):
            boards = {GAME.render_svg(state.view(s), []) for s in [None, *range(players)]}
            assert len(boards) == 1
            assert GAME.render_hand(state.view(None), []) is None
            for s in range(players):
                v = state.view(s)
                root = ET.fromstring(GAME.render_hand(v, []))
                shown = [el.get("data-tile") for el in root.iter() if el.get("data-kind") == "hand-tile"]
                assert shown == v["players"][s]["hand"]
                for other in range(players):
                    names = {c["name"] for c in GAME.render_panel(v, other)}
                    assert ("Red points" in names) == (other == s or state.is_terminal)


def test_score_rows_add_up_to_the_score_H_17():
    ends = 0
    for players, options, seed in GAMES:
        for state, view, legal in play(players, options, seed, every=40):
            rows = GAME.render_scores(view)
            for s in range(players):
                assert sum(r["points"][s] for r in rows) == view["scores"][s]
            if state.is_terminal:
                ends += 1
                assert all(r["points"][s] >= 0 for r in rows for s in range(players))
    assert ends == len(GAMES)


def test_prompts_and_labels_are_words():
    for players, options, seed in GAMES:
        for state, view, legal in spread(play(players, options, seed), depth(6, 2), key=lambda p: kind_of(p[2])):
            prompt = GAME.render_prompt(view)
            assert (prompt is None) == state.is_terminal
            if prompt:
                _words(prompt, legal)
            for a in legal:
                name = GAME.render_label(view, a)
                assert name != a and name != "Another action"
                _words(name, legal)
            names = [GAME.render_label(view, a) for a in legal]
            dup = [n for n, k in Counter(names).items() if k > 1]
            # status-bar buttons must say which is which; hexes may share a capital's name
            on_bar = [GAME.render_label(view, a) for a in legal if a.split()[0] in ON_BAR]
            assert len(on_bar) == len(set(on_bar)), dup
