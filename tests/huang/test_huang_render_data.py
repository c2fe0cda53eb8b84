"""Drawing (text and SVG from a view) and data-driven tables (H-0.2 [RECONSTRUCTED] data is configuration)."""

import copy
import random
import xml.etree.ElementTree as ET

from huang_helpers import position

from tianxia.games.huang import GAME
from tianxia.games.huang import data as hdata
from tianxia.games.huang import state as hstate
from tianxia.games.huang.data import COLOURS

SVG = "{http://www.w3.org/2000/svg}"


def played(seed, options, steps):
    s = GAME.new_state(3, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_svg_shows_every_tile_leader_structure_and_market():
    for seed, opts in [(1, {"bandits": True, "palace": True}), (2, {"eighteen_kingdoms": True})]:
        s = played(seed, opts, 120)
        seat = s.current_player if s.current_player is not None else 0
        legal = s.legal_actions()
        root = ET.fromstring(GAME.render_svg(s.view(seat), legal))
        elems = list(root.iter())
        tiles = {e.get("data-hex") for e in elems if e.get("data-kind") == "tile"}
        assert tiles == {s.board.names[h] for h, t in enumerate(s.tile) if t >= 0}
        for e in elems:
            if e.get("data-kind") == "tile":
                assert e.get("data-tile") == COLOURS[s.tile[s.board.hex(e.get("data-hex"))]]
        leaders = {e.get("id") for e in elems if (e.get("id") or "").startswith("leader-")}
        assert leaders == {f"leader-{p}-{c}" for p in range(3) for c in COLOURS}
        on_board = {e.get("id") for e in elems if (e.get("id") or "").startswith("leader-") and e.get("data-hex")}
        assert len(on_board) == sum(1 for h in s.lpos if h >= 0)
        structures = {e.get("id") for e in elems if (e.get("id") or "").startswith("structure-") and e.get("data-hexes")}
        assert structures == {f"structure-{i}" for i, sh in enumerate(s.struct) if sh}
        beside = {e.get("id") for e in elems if (e.get("id") or "").startswith("structure-") and not e.get("data-hexes")}
        assert beside == {f"structure-{i}" for i, sh in enumerate(s.struct) if sh is None}
        market = [e for e in elems if e.get("data-market-slot") is not None]
        assert len(market) == 6
        bandits = {e.get("data-bandit") for e in elems if e.get("data-bandit")}
        assert bandits == {str(b) for b in s.bandits_on}
        granaries = [e for e in elems if e.get("data-granary")]
        assert len(granaries) == sum(s.granary)
        hand = ET.fromstring(GAME.render_hand(s.view(seat), legal))
        offered = set()
        for e in [*elems, *hand.iter()]:
            offered.add(e.get("data-action"))
            offered.update((e.get("data-actions") or "").split("|"))
        offered -= {None, ""}
        notations = {str(a) for a in legal}
        assert bool(offered) == bool(notations)
        assert all(any(a == o or a.startswith(o + " ") for a in notations) for o in offered)


def test_svg_marks_unification_during_a_war():
    from test_huang_war_example import at, example
    s = example()
    s.apply(f"tile red {at(3, 0)}")
    root = ET.fromstring(GAME.render_svg(s.view(None)))
    assert any(e.get("id") == "unification" for e in root.iter())


def test_text_render_lists_the_board_and_hides_other_hands():
    s = position(2, tiles={"4,6": "yellow"}, leaders={"5,6": (1, "red")}, hands=[["red"], ["green"]])
    text = GAME.render_text(s.view(0))
    assert "r1 " in text and "P0 (Tiger): hand 1 [0:R]" in text and "P1 (Rabbit): hand 1;" in text


def test_data_files_drive_the_rules_bandit_strength_and_capitals(monkeypatch):
    """H-0.2: a changed bandit strength and a changed capital list change the game, no code edited."""
    spec = copy.deepcopy(hdata.SIDE_SPECS["A"])
    spec["rows"][6] = spec["rows"][6][:5] + "C" + spec["rows"][6][6:]  # a new capital at (2,6)
    spec["capitals"].append({"name": "Test", "hex": [2, 6]})
    board = hdata.make_board(spec, strengths={**hdata.BANDITS["strengths"], "6": 1})
    monkeypatch.setitem(hstate.BOARDS, "A", board)
    s = GAME.new_state(2, seed=1, options={"bandits": True})
    assert sum(1 for t in s.tile if t == 0) == 8
    assert board.bandit_strength[6] == 1


def test_palace_footprint_is_data(monkeypatch):
    """R-22: the palace footprint comes from palace.json; a straight line of four gives other shapes."""
    board = hdata.make_board(hdata.SIDE_SPECS["A"], footprint=[[0, 0], [1, 0], [2, 0], [3, 0]])
    monkeypatch.setitem(hstate.BOARDS, "A", board)
    s = position(2, options={"palace": True}, tiles={"3,6": "yellow", "4,6": "yellow", "5,6": "yellow"},
                 hands=[["yellow"], []])
    s.apply("tile yellow 6,6")
    assert "build palace 3,6 4,6 5,6 6,6" in s.legal_actions()


def test_docs_reproduce_the_schema():
    """docs/huang.md shows the state's JSON Schema; it must be the one the loader validates with."""
    import json
    import pathlib
    doc = (pathlib.Path(__file__).parents[2] / "docs" / "huang.md").read_text(encoding="utf-8")
    block = doc.split("### JSON Schema", 1)[1].split("```json", 1)[1].split("```", 1)[0]
    assert json.loads(block) == GAME.schema()


def test_every_dynasty_has_its_own_colour_on_leader_discs_H_1():
    """Five dynasties (H-1, H-25): a leader disc must say whose it is: its ring is the dynasty's colour."""
    from tianxia.games.huang.render import SEAT_COLOURS
    assert len(set(SEAT_COLOURS)) == 5
    s = GAME.new_state(5, seed=4, options={"dragon": True})
    rng = random.Random(4)
    for _ in range(150):
        if not s.is_terminal:
            s.apply(rng.choice(s.legal_actions()))
    ns = "{http://www.w3.org/2000/svg}"
    shown = {}
    for g in ET.fromstring(GAME.render_svg(s.view(0))).iter(f"{ns}g"):
        if g.get("data-kind") == "leader":
            seat = int(g.get("data-leader").split()[0])
            shown.setdefault(seat, set()).add(g.find(f"{ns}circle").get("stroke"))
    assert len(shown) == 5 and all(rings == {SEAT_COLOURS[seat]} for seat, rings in shown.items())