"""Second, independent reading of the rules (audit): an independent legal-move reference, and the
text a terminal player reads (turn line, emissaries, roads and alliances, refusals mid-turn)."""

import random

from emperor_helpers import emissary, fresh, give, houses, said

from tianxia.core import IllegalAction
from tianxia.games.emperor import GAME
from tianxia.games.emperor.checks import COMBOS
from tianxia.games.emperor.data import TABLES as TB

NC = len(TB.colours)


def _reference_start(s) -> set[str]:
    """E-6.2-E-6.4, E-7.4, E-7.5, E-15.2, E-10.2, E-11.1 written again from the rules file alone."""
    p, n = s.turn, s.num_players
    hand = s.hands[p * NC:(p + 1) * NC]
    out = set()
    for r in range(TB.num_regions):
        c = TB.region_colour[r]
        pays = [(TB.colours[c],)] if hand[c] else []
        pays += [("pair", TB.colours[k]) for k in range(NC) if k != c and hand[k] >= 2]
        houses_by = [sum(1 for sp in TB.region_spaces[r] if s.owner[sp] == q) for q in range(n)]
        room = sum(s.emis[r * n:(r + 1) * n]) < max(houses_by)
        for pay in pays:
            for sp in TB.region_spaces[r]:
                if s.owner[sp] < 0 and s.supply_h[p]:
                    out.add(" ".join(("house", TB.space_ids[sp], *pay)))
                if s.variant and s.owner[sp] < 0 and s.fort[sp] < 0 and s.supply_f[p]:
                    out.add(" ".join(("fortify", TB.space_ids[sp], *pay)))
            if s.supply_e[p] and room:
                out.add(" ".join(("emissary", TB.region_ids[r], *pay)))
    swaps = {f"exchange {TB.colours[k]} for {src}" for k in range(NC) if hand[k]
             for src in (["deck"] if s.deck else []) + [TB.colours[j] for j in range(NC) if s.display[j]]}
    return out | (swaps or {"pass"})


def test_e6_4_e7_e11_turn_start_matches_an_independent_reading():
    """E-6.4 (3-2-1, pairs as jokers only elsewhere), E-7.4/E-7.5 (free space, cap), E-15.2, E-10.2,
    E-11.1: at every turn start of 8 random games the engine offers exactly the reference's moves."""
    for seed in range(8):
        players, options = COMBOS[seed % len(COMBOS)]
        s = GAME.new_state(players, seed=700 + seed, options=options)
        rng = random.Random(seed)
        while not s.is_terminal:
            legal = [str(a) for a in s.legal_actions()]
            if s.phase == "start":
                assert set(legal) == _reference_start(s)
            s.apply(rng.choice(legal))


def test_e7_1_e7_2_text_turn_line_names_the_region():
    """E-7.1: the turn line names the region the turn is bound to by its name (Yan), not its id."""
    s = fresh(3)
    give(s, 0, ["orange", "red", "red"])
    s.apply("house yan1 orange")
    line = GAME.render_text(s.view(0)).splitlines()[1]
    assert "Yan" in line and "(this turn in yan)" not in line


def test_e7_5_text_shows_emissaries_per_seat_and_the_cap():
    """E-7.5: a region line says how many emissaries stand there against the cap, and whose they are,
    in words that cannot be misread as hexadecimal ('0x1')."""
    s = fresh(3)
    houses(s, 1, "chu1", "chu2", "chu3")
    emissary(s, "chu", 0)
    emissary(s, "chu", 2, 2)
    line = next(x for x in GAME.render_text(s.view(0)).splitlines() if x.startswith("Chu"))
    assert "0x1" not in line and "emissaries 3/3" in line and "seat 0: 1" in line and "seat 2: 2" in line


def test_e3_5_e3_6_text_shows_roads_of_the_side_and_alliances():
    """E-3.5, E-3.6: a terminal player needs the roads of the side in play (road scoring, E-14.4) and the
    alliance numbers (E-14.2); the text lists both, and side B's own roads only on side B."""
    a = GAME.render_text(fresh(4, side="A").view(0))
    b = GAME.render_text(fresh(4, side="B").view(0))
    assert "yan5-qi2" in a and "yan5-qi2" not in b
    assert "zhao4-wei1" in b and "zhao4-wei1" not in a
    assert "3 Wei-Ch'in" in a and "15 Lu-Chu" in b


def test_e7_2_refusal_after_the_only_piece_explains_the_one_piece_limit():
    """E-7.2: after the single piece allowed in a region that was empty, a house elsewhere is refused
    with the one-piece limit too, not only with the one-region rule (E-7.1), which alone suggests that
    a second piece in the same region would do."""
    s = fresh(3)
    give(s, 0, ["orange", "red", "red"])
    s.apply("house yan1 orange")
    try:
        s.apply("house wei1 red")
    except IllegalAction as err:
        msg = str(err)
    assert "E-7.2" in msg and "draw" in msg


def test_e9_1_refusal_to_pass_while_drawing_says_draw():
    """E-9.1: once no second piece can follow, a pass is refused with 'draw', not 'place a second piece'."""
    s = fresh(3)
    give(s, 0, ["orange", "red", "red"])
    s.apply("house yan1 orange")
    try:
        s.apply("pass")
    except IllegalAction as err:
        msg = str(err)
    assert "second piece" not in msg and "draw" in msg


def test_e8_2_log_of_a_region_scoring_shows_the_houses_behind_the_points():
    """E-8.2, E-20.4: the log line of a scoring says how many houses each scorer had, so a player can
    check 7/4/2 for houses 4/2/1 himself."""
    s = fresh(4)
    houses(s, 0, "wei1", "wei2", "wei3")
    houses(s, 1, "wei4", "wei6")
    houses(s, 3, "wei7")
    give(s, 0, ["red", "purple", "purple"])
    s.apply("house wei5 red")
    line = next(x for x in s.log if "Wei" in x and "scored" in x)
    assert "seat 0 7 (4 houses)" in line and "seat 1 4 (2 houses)" in line and "seat 3 2 (1 house)" in line


def test_e14_2_log_of_an_alliance_names_its_regions_and_emissaries():
    """E-14.2, E-20.6: an alliance line names the two regions and the emissaries counted (2 + 4 = 6)."""
    s = fresh(4)
    houses(s, 0, "wei1", "wei2", "wei3", "wei5")
    houses(s, 1, "wei4", "wei6", "qin1")
    houses(s, 3, "wei7", "qin3", "qin4", "qin5", "qin6", "qin7")
    houses(s, 0, "qin2")
    emissary(s, "wei", 3)
    emissary(s, "wei", 1)
    emissary(s, "qin", 3, 2)
    emissary(s, "qin", 1)
    emissary(s, "qin", 0)
    events = []
    s._finish(events)
    line = next(said(e) for e in events if e["type"] == "alliance_scored")
    assert line == "alliance 3 (Wei-Ch'in, 2 + 4 emissaries): 6 for seat 3"


def _reference_roads(s, p) -> int:
    """E-14.4 read again: every simple path of 4+ of p's houses, then the best disjoint selection by
    plain branch and bound over the lines (no memo, no ordering trick)."""
    adj, own = TB.adjacency[s.side], {x for x, o in enumerate(s.owner) if o == p}
    lines = {}

    def walk(path):
        if len(path) >= 4:
            lines[frozenset(path)] = len(path) * (2 if any(s.fort[x] >= 0 for x in path) else 1)
        for t in adj[path[-1]]:
            if t in own and t not in path:
                walk(path + [t])

    for h in own:
        walk([h])
    items = sorted(lines.items(), key=lambda kv: -kv[1])
    best = 0

    def pick(i, used, total):
        nonlocal best
        best = max(best, total)
        for j in range(i, len(items)):
            if not items[j][0] & used:
                pick(j + 1, used | items[j][0], total + items[j][1])

    pick(0, frozenset(), 0)
    return best


def test_e14_final_scoring_matches_an_independent_reading():
    """E-14.2 (majority sets, ties, E(r1)+E(r2)) and E-14.4 (disjoint lines of 4+, doubling) recomputed
    from the rules file on the final boards of 6 random games, both sides, variant on and off."""
    for seed in range(6):
        players, options = COMBOS[(seed * 3) % len(COMBOS)]
        s = GAME.new_state(players, seed=900 + seed, options=options)
        rng = random.Random(seed)
        while not s.is_terminal:
            s.apply(rng.choice(s.legal_actions()))
        n = players
        assert s.final["roads"] == [_reference_roads(s, p) for p in range(n)]

        assert s.final["alliances"] == _reference_alliances(s)


def _majority(s, r) -> set[int]:
    n = s.num_players
    row = [s.emis[r * n + q] for q in range(n)]
    return {q for q in range(n) if row[q] == max(row)} if max(row) else set()


def _reference_alliances(s) -> list[list[int]]:
    n = s.num_players
    return [[sum(s.emis[r1 * n:(r1 + 1) * n]) + sum(s.emis[r2 * n:(r2 + 1) * n])
             if q in _majority(s, r1) & _majority(s, r2) else 0 for q in range(n)] for _, r1, r2 in TB.alliances]


def test_e16_2_game_over_line_explains_a_tie_break():
    """E-16.2: when the top score is tied, the game-over log line says the unused pieces decided it."""
    s = fresh(3)
    houses(s, 0, "lu1", "lu2")
    houses(s, 1, "yan1", "yan2")
    events = []
    s._finish(events)  # Lu gives seat 0 2 points, Yan seat 1 2; both have 26 pieces left: shared
    assert s.score[:2] == [2, 2]
    last = said(events[-1])
    assert "tied" in last and "unused pieces" in last and "E-16.3" in last and s.winners() == [0, 1]


def test_e17_1_text_says_the_seat_columns_are_supplies():
    """E-17.1: the seat table's houses/emissaries/fort columns are the pieces still in supply."""
    text = GAME.render_text(fresh(3).view(0))
    assert "in supply" in text


def test_e17_3_deck_cards_appear_only_in_the_drawers_secret_part():
    """E-17.2, E-17.3: over whole games, no public part of an event names a card taken unseen from the
    deck (deal, draw, exchange), and each secret part belongs to the seat that got the card."""
    for seed in range(3):
        s = GAME.new_state(3 + seed, seed=40 + seed)
        rng = random.Random(seed)
        while not s.is_terminal:
            s.apply(rng.choice(s.legal_actions()))
        for e in s._events:
            if e["type"] in ("deal", "draw", "exchange") and e.get("source", "deck") == "deck":
                public = {k: v for k, v in e.items() if k != "secret"}
                assert "card" not in public and "cards" not in public
                shown = {public.get("discard")}  # the discarded card is public (E-17.2)
                words = said(public).replace(",", " ").split()
                assert not any(c in words for c in TB.colours if c not in shown), words
                if "secret" in e:
                    assert e["secret"]["seat"] == e.get("seat", e["secret"]["seat"])
