"""ZhanGuo hidden information (Z-26, Z-29.4) and drawing (text and SVG)."""

import json
import random
import xml.etree.ElementTree as ET

from tianxia.games.zhanguo import GAME


def midgame(players=3, seed=12, steps=150, **opts):
    s = GAME.new_state(players, seed, opts)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_z26_2_hands_hidden_backs_visible():
    """Z-26.2/Z-26.4: another seat's hand shows only its colours; the own hand shows numbers."""
    s = midgame()
    for viewer in range(3):
        v = s.view(viewer)
        for p, seat in enumerate(v["seats"]):
            if p == viewer:
                assert seat["hand"] == s.hands[p]
            else:
                assert seat["hand"] is None
                assert seat["hand_colours"] == [sum(1 for x in s.hands[p] if (x - 1) // 40 == c) for c in range(3)]
    assert all(seat["hand"] is None for seat in s.view(None)["seats"])


def test_z26_no_view_leaks_hand_or_deck_numbers():
    """Z-26.1-Z-26.3: a seat's view names no card it cannot see (other hands, deck order, others' discards)."""
    for opts in ({}, {"draft": True}):
        s = midgame(**opts, steps=60)
        for viewer in [None, 0, 1, 2]:
            text = json.dumps(s.view(viewer))
            hidden = [x for p in range(3) if p != viewer for x in s.hands[p]]
            hidden += [x for p in range(3) if p != viewer for d in s.drafts[p] for x in d]
            hidden += [x for d in s.decks for x in d]
            visible = set(s.court) | {x for b in s.cards for c in b for x in c}
            if viewer is not None:
                visible |= set(s.hands[viewer]) | {x for d in s.drafts[viewer] for x in d}
                visible |= set(s.mydisc[viewer])
            nums = {int(t) for t in _numbers(s.view(viewer))}
            leaked = (set(hidden) - visible) & nums & _card_fields(s.view(viewer))
            assert not leaked, (viewer, leaked)
            assert '"rng"' not in text and '"seed"' not in text


def _numbers(obj):
    if isinstance(obj, bool):
        return []
    if isinstance(obj, int):
        return [obj]
    if isinstance(obj, dict):
        return [n for v in obj.values() for n in _numbers(v)]
    if isinstance(obj, list):
        return [n for v in obj for n in _numbers(v)]
    return []


def _card_fields(view):
    """Every number in the view's card-bearing fields (hands, drafts, discards, court, regions)."""
    out = set(view["court"])
    for seat in view["seats"]:
        for key in ("hand", "discards"):
            out |= set(seat[key] or [])
        for d in seat["draft"] or []:
            out |= set(d)
        for reg in seat["regions"]:
            out |= set(reg["cards"])
    for pend in view["pending_discards"]:
        out |= {x for _, x in pend if x is not None}
    return out


def test_z26_views_equal_when_only_unknowns_differ():
    """Z-26.4: two states that differ only in another seat's hand and the deck order look the same."""
    s = midgame(2, 5, 40)
    viewer = 0
    t = s.clone()
    other = 1
    colours = [(x - 1) // 40 for x in t.hands[other]]
    # swap every card of seat 1's hand with a deck card of the same colour
    new = []
    for x, c in zip(t.hands[other], colours):
        y = t.decks[c].pop(0)
        t.decks[c].append(x)
        new.append(y)
    t.hands[other] = sorted(new)
    t.decks = [list(reversed(d)) for d in t.decks]
    assert t.to_json() != s.to_json()
    assert t.view(viewer) == s.view(viewer)


def test_z29_4_resample_keeps_colours_and_depends_only_on_view():
    """Z-29.4: a determinised state keeps every public fact and each hidden card's colour, and two states
    with the same view give the same sample for the same rng."""
    for opts in ({}, {"draft": True}, {"draft": True, "public_draft_discards": True}):
        s = midgame(3, 8, 25, **opts)
        seat = s.current_player
        d = s.determinize(seat, random.Random(4))
        assert d.view(seat) == s.view(seat)
        for p in range(3):
            assert [(x - 1) // 40 for x in d.hands[p]] == [(x - 1) // 40 for x in s.hands[p]]
        every = [x for dk in d.decks for x in dk] + [x for h in d.hands for x in h] + d.court
        every += [x for dr in d.drafts for c in dr for x in c] + [x for pend in d.pend for _, x in pend]
        every += [x for b in d.cards for c in b for x in c]
        assert sorted(every) == list(range(1, 121))
        assert all((x - 1) // 40 == c for c, dk in enumerate(d.decks) for x in dk)
        a = s.determinize(seat, random.Random(9)).to_json()["state"]
        b = d.determinize(seat, random.Random(9)).to_json()["state"]
        assert a == b


def test_secret_draws_only_in_secret_parts():
    """Architecture: the cards dealt go into 'secret' parts; the public log of another seat has no numbers."""
    s = GAME.new_state(2, 3)
    p = 0
    for e in s.events:
        if e["type"] == "deal":
            assert e["secret"]["seat"] in (0, 1)
            assert "cards" not in e["args"] and "cards" in e["secret"]["args"]
    log = " ".join(s.log_for(1 - p))
    assert not any(f" {x}," in log for x in s.hands[p])


def test_text_render_shows_board():
    s = midgame(3, 4, 80, board_side="B")
    txt = GAME.render_text(s.view(s.current_player))
    assert "region 1" in txt and "reward track" in txt and "court pile" in txt


def test_svg_shows_every_piece():
    """Drawing: the SVG parses and shows every official, worker, unrest cube, card, governor, palace, wall,
    goal disc, track disc, the court top card, markers and supplies; the hand strip shows the viewer's own
    cards, the board only the backs of the others'; legal actions are reached by clicks (docs/table.md)."""
    from zhanguo_table_client import Drawing
    for opts, steps in (({"board_side": "B"}, 300), ({"draft": True}, 330), ({}, 10**6)):
        s = midgame(4, 6, steps, **opts)
        seat = s.current_player if s.current_player is not None else 0
        view = s.view(seat)
        acts = [str(a) for a in s.legal_actions()]
        board, hand = GAME.render_svg(view, acts), GAME.render_hand(view, acts)
        els = list(ET.fromstring(board).iter()) + (list(ET.fromstring(hand).iter()) if hand else [])

        def count(piece, **attrs):
            return sum(int(e.get("data-count", 1)) for e in els if e.get("data-piece") == piece
                       and all(e.get("data-" + k) == str(v) for k, v in attrs.items()))

        N, R = 4, 5
        for p in range(N):
            for r in range(R):
                for c, name in enumerate(("red", "grey", "white")):
                    assert count("official", seat=p, area=f"g{r + 1}", colour=name) == s.G[p][3 * r + c]
                    assert count("official", seat=p, area=f"w{r + 1}", colour=name) == s.W[p][3 * r + c]
                assert count("workers", seat=p, region=r + 1) == s.work[p][r]
                assert count("unrest", seat=p, region=r + 1) == (1 if s.unrest[p][r] else 0)
                assert count("card", seat=p, region=r + 1) == len(s.cards[p][r])
                assert count("governor", seat=p, region=r + 1) == s._gov_count(p, r)
                assert count("palace", seat=p, region=r + 1) == s.palaces[r].count(p)
            assert count("wall", seat=p) == 5 - s.wallsup[p]
            assert count("disc", seat=p) == sum(1 for sec in s.claims for lst in sec if p in lst)
            assert count("track-disc", seat=p) == 1
            if p != seat:
                assert count("hand-card", seat=p) == len(s.hands[p])
            for a, name in enumerate(("beige", "orange", "brown")):
                assert count("markers", seat=p, aspect=name, value1=s.m1[p][a], value3=s.m3[p][a]) == 1
            assert count("personal-supply", seat=p, governors=s.govs[p], palaces=s.pals[p]) == 1
            assert count("vp", seat=p, vp=s.vp[p]) == 1
        assert sorted(int(e.get("data-card")) for e in els if e.get("data-piece") == "hand-card"
                      and e.get("data-card")) == sorted(s.hands[seat])
        if s.court:
            assert count("court-top", card=s.court[-1]) == 1
        assert count("goal-tile") == 6 and count("wall-tile") == 6
        assert count("square") == 15 and count("reward-cell") == 15 and count("wall-cell") == 18
        for p in range(N):
            for r in range(R):
                assert count("unrest-space", seat=p, region=r + 1) == s.D.boards[s.side[p]]["unrest_max"][r]
        for a, name in enumerate(("beige", "orange", "brown")):
            assert count("deck", aspect=name, size=len(s.decks[a])) == 1
        for a, name in enumerate(("beige", "orange", "brown")):
            assert count("supply-markers", aspect=name, value1=s.sup1[a]) == 1
        drawing = Drawing(board, hand)
        assert all(drawing.reach(a, set(acts)) for a in acts if a not in ("pass", "done", "stop", "decline"))
        spectator = ET.fromstring(GAME.render_svg(s.view(None)))
        assert not any(e.get("data-card") for e in spectator.iter() if e.get("data-piece") == "hand-card")
        assert GAME.render_hand(s.view(None)) is None


def test_state_from_json_names_the_bad_field():
    """Bad input to state_from_json: a one-line ValueError naming the field; good input round-trips."""
    import pytest
    s = midgame(3, 2, 90, board_side="B", draft=True)
    good = s.to_json()
    assert GAME.state_from_json(json.dumps(good)).to_json() == good
    cases = [
        (lambda st: st.update(vp="x"), "state/vp"),
        (lambda st: st["G"][0].append(1), "state/G/0"),
        (lambda st: st["unrest"][1].__setitem__(0, 9), "state/unrest/1"),
        (lambda st: st["decks"][0].append(st["decks"][1][0]), "state/decks"),
        (lambda st: st["sup1"].__setitem__(0, 99), "state/sup1"),
        (lambda st: st["wtiles"][0].__setitem__(0, "WT9"), "state/wtiles/0"),
        (lambda st: st["goals"][0].__setitem__(0, "PG1"), "state/goals/0/0"),
        (lambda st: st["stack"].append(["teleport", 0]), "state/stack"),
        (lambda st: st.pop("court"), "state"),
    ]
    for edit, field in cases:
        bad = json.loads(json.dumps(good))
        edit(bad["state"])
        with pytest.raises(ValueError) as err:
            GAME.state_from_json(bad)
        assert field in str(err.value) and "\n" not in str(err.value), (field, str(err.value))


def test_illegal_actions_raise_and_change_nothing():
    """Architecture: actions of other decisions, other seats' cards and nonsense are refused, state unchanged."""
    import pytest

    from tianxia.core import IllegalAction
    s = GAME.new_state(2, 3)
    p = s.current_player
    assert s.tasks[-1][0] == "play"
    other = s.hands[1 - p][0]
    before = s.to_json()
    for text in ("hire 1", "step red g1 g2", "accept", "bid 3", "done", f"court {other}", f"unify {other} 1",
                 "unify 1 9", "free 9 red", "", "court", "court x"):
        with pytest.raises(IllegalAction) as err:
            s.apply(text)
        assert "\n" not in str(err.value)
    assert s.to_json() == before
