"""D-18 hidden information and randomness; views, JSON, notation errors and drawing."""

import json
import random
import xml.etree.ElementTree as ET

import pytest

from dragon_helpers import GAME, blank, play, run
from tianxia.core import IllegalAction
from tianxia.core.checks import random_playout
from tianxia.games.dragon.data import TABLES


def midgame(players=4, seed=3, steps=90, **opts):
    s = GAME.new_state(players, seed=seed, options=opts)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


def test_D_18_1_everything_on_the_table_is_public():
    s = midgame(great_wall=True, great_events="flood")
    views = [s.view(p) for p in (None, 0, 1, 2, 3)]
    for v in views[1:]:
        assert {**v, "seat": None} == views[0]
    v = views[0]
    assert v["event_track"] == list(s.track) and v["great_event"] == "flood"
    assert sum(v["supply"].values()) == sum(s.supply)
    assert [w["bonus"] for w in v["wall"]] == [b for _, b in s.wall]
    assert [g["cards"] for g in v["groups"]] == [list(g) for g in s.groups]


def test_D_18_2_hands_are_shown_to_everybody_R_8():
    s = midgame()
    for p in range(4):
        shown = s.view((p + 1) % 4)["players"][p]["hand"]
        assert sum(shown.values()) == sum(s.hands[p])


def test_D_18_3_one_seat_decides_at_a_time():
    s = midgame(steps=20)
    assert isinstance(s.current_player, int)


def test_D_18_4_randomness_only_from_the_seeded_generator():
    a = GAME.new_state(3, seed=77, options={"great_events": "random"})
    b = GAME.new_state(3, seed=77, options={"great_events": "random"})
    assert a.to_json() == b.to_json()
    a = random_playout(GAME, 3, 5)
    again = GAME.replay(3, 5, {}, a.history)
    assert again.to_json() == a.to_json()
    # choices do not change the track, the start player or the great event: those are drawn at setup
    c = GAME.new_state(3, seed=77, options={"great_events": "random"})
    assert (c.track, c.start, c.great) == (b.track, b.start, b.great)


def test_D_18_5_views_hold_no_generator_state_or_seed():
    s = midgame(great_wall=True)
    for seat in (None, 0, 1, 2, 3):
        text = json.dumps(s.view(seat))
        assert '"rng"' not in text and '"seed"' not in text and str(s.rng.state) not in text


def hidden_game(seed=5):
    return GAME.new_state(3, seed=seed, options={"great_events": "random", "great_event_hidden": True})


def test_D_18_6_hidden_great_event_not_in_any_view_or_log_before_round_seven():
    s = hidden_game()
    name = TABLES.great_name[s.great]
    rng = random.Random(1)
    while s.round < 7 or s.phase in ("action", "person"):
        for seat in (None, 0, 1, 2):
            v = s.view(seat)
            assert v["great_event"] == "hidden"
            assert s.great not in json.dumps(v)
        assert not any(name in line for line in s.log_for(0))
        s.apply(rng.choice(s.legal_actions()))
    while s.round == 7 and s.phase == "event":
        s.apply(rng.choice(s.legal_actions()))
    assert s.view(0)["great_event"] == s.great
    assert f"The great event is revealed: {name}" in s.log


def test_D_18_6_states_differing_only_in_the_hidden_event_look_the_same():
    a = hidden_game()
    b = a.clone()
    b.great = next(g for g in TABLES.great_events if g != a.great)
    for seat in (None, 0, 1, 2):
        assert a.view(seat) == b.view(seat)


def test_D_18_6_determinize_resamples_the_hidden_event_uniformly():
    s = hidden_game()
    seen = {}
    for i in range(400):
        g = s.determinize(0, random.Random(i)).great
        seen[g] = seen.get(g, 0) + 1
    assert set(seen) == set(TABLES.great_events)
    assert min(seen.values()) > 15
    # public great event: never resampled
    s = GAME.new_state(3, seed=5, options={"great_events": "random"})
    assert {s.determinize(0, random.Random(i)).great for i in range(20)} == {s.great}


def test_json_round_trip_and_bad_fields_are_named():
    s = midgame(great_wall=True, great_events="sunrise")
    data = s.to_json()
    again = GAME.state_from_json(json.loads(json.dumps(data)))
    assert again.to_json() == data and again.legal_actions() == s.legal_actions()
    for path, value, word in ((("players", 0, "yuan"), -1, "yuan"),
                              (("supply",), [1, 2], "supply"),
                              (("players", 1, "palaces"), [[4, []]], "palaces"),
                              (("tasks",), [["dance", 0]], "tasks"),
                              (("great_event",), "meteor", "great_event")):
        bad = json.loads(json.dumps(data))
        target = bad["state"]
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        with pytest.raises(ValueError, match=word):
            GAME.state_from_json(bad)


def test_a_palace_overfull_in_json_is_refused():
    s = midgame()
    bad = s.to_json()
    bad["state"]["players"][0]["palaces"] = [[1, ["cr", "cl"]]]
    with pytest.raises(ValueError, match="palaces"):
        GAME.state_from_json(bad)


def test_illegal_actions_say_why_in_one_line_and_change_nothing():
    s = blank(3)
    s.groups = (("taxes",), ("privilege",), ("build",))
    s.dragons = ((1,), (1,), ())
    s.yuan[0] = 4
    run(s, ("act", 0))
    before = s.to_json()
    for bad, why in (("occupy 2 privilege", "privilege"), ("dance", "not an action"),
                     ("card cr", "does not answer"), ("occupy 9 taxes", "groups"),
                     ("occupy 3 taxes", "group 3 holds")):
        with pytest.raises(IllegalAction, match=why) as err:
            s.apply(bad)
        assert "\n" not in str(err.value)
    assert s.to_json() == before
    play(s, "OCCUPY  1   Taxes")   # notation is case- and space-insensitive
    assert s.yuan[0] == 3


def _svg_for(s, seat=None):
    v = s.view(seat)
    return ET.fromstring(GAME.render_svg(v, s.legal_actions())), v


def test_svg_parses_and_shows_every_palace_and_person():
    """The board (docs/dragon.md "The board on the table") draws every palace, person, card, counter,
    supply tile, event and wall tile of the view, and names only legal actions."""
    for seed in range(6):
        s = midgame(players=2 + seed % 4, seed=seed, steps=40 + 15 * seed, great_wall=True,
                    great_events="random")
        root, v = _svg_for(s, s.current_player)
        ids = {e.get("id"): e for e in root.iter() if e.get("id")}
        for pl in v["players"]:
            p = pl["seat"]
            assert f"player-{p}" in ids
            for i, pal in enumerate(pl["palaces"], 1):
                g = ids[f"palace-{p}-{i}"]
                assert int(g.get("data-floors")) == pal["floors"]
                for j, k in enumerate(pal["persons"], 1):
                    assert ids[f"person-{p}-{i}-{j}"].get("data-tile") == k
            assert f"person-{p}-{len(pl['palaces']) + 1}-1" not in ids
            if p != v["seat"]:   # the viewer's own cards are in the hand strip
                for c, count in pl["hand"].items():
                    assert int(ids[f"cards-{p}-{c}"].get("data-count")) == count
            assert (int(ids[f"yuan-{p}"].get("data-value")), int(ids[f"rice-{p}"].get("data-value")),
                    int(ids[f"fireworks-{p}"].get("data-value"))) == (pl["yuan"], pl["rice"], pl["fireworks"])
        if v["seat"] is not None:
            strip = ET.fromstring(GAME.render_hand(v, [str(a) for a in s.legal_actions()]))
            mine = {e.get("id"): e for e in strip.iter() if e.get("id")}
            for c, count in v["players"][v["seat"]]["hand"].items():
                assert int(mine[f"hand-{c}"].get("data-count")) == count
        for k, count in v["supply"].items():
            assert int(ids[f"supply-{k}"].get("data-left")) == count
        for r in range(1, 13):
            assert ids[f"event-{r}"].get("data-event") == v["event_track"][r - 1]
        assert ids["great-event"].get("data-great-event") == v["great_event"]
        for i, w in enumerate(v["wall"], 1):
            assert ids[f"wall-{i}"].get("data-bonus") == w["bonus"]
        actions = {e.get("data-action") for e in root.iter() if e.get("data-action")}
        assert actions <= {str(a) for a in s.legal_actions()}


def test_svg_marks_group_cards_and_palaces_as_clickable():
    s = blank(3)
    s.groups = (("taxes", "build"), ("privilege",), ("research",))
    s.dragons = ((), (), ())
    run(s, ("act", 0))
    root, _ = _svg_for(s, 0)
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    assert ids["action-taxes"].get("data-action") == "occupy 1 taxes"
    assert ids["money"].get("data-action") == "money"
    play(s, "occupy 1 build")
    root, _ = _svg_for(s, 0)
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    assert ids["palace-0-1"].get("data-action") == "floor 1"
    assert ids["site-0"].get("data-action") == "floor new"


def test_svg_and_text_never_show_a_hidden_great_event():
    s = hidden_game()
    v = s.view(1)
    name = TABLES.great_name[s.great]
    assert name not in GAME.render_text(v) and "face down" in GAME.render_text(v)
    # the board names the great event only on its token ("Buddha" is also a monk's symbol), and a
    # world with another face-down great event draws the same board
    board = GAME.render_svg(v, s.legal_actions())
    token = next(e for e in ET.fromstring(board).iter() if e.get("id") == "great-event")
    assert token.find("{http://www.w3.org/2000/svg}title").text == "Great event, face down"
    for k in range(4):
        other = s.determinize(1, random.Random(k))
        assert GAME.render_svg(other.view(1), s.legal_actions()) == board


def test_text_picture_lists_players_palaces_and_decision():
    s = midgame(players=3, great_wall=True)
    text = GAME.render_text(s.view(None))
    assert "Seat 0" in text and "palaces:" in text and "must" in text and "Supply:" in text


def test_view_names_the_decision():
    s = GAME.new_state(2, seed=1, options={"start_player": 1})
    v = s.view(0)
    assert v["decision"]["player"] == 1 and v["decision"]["kind"] == "pair" and v["phase"] == "setup"


def test_a_hand_written_position_runs_on_to_the_next_decision():
    """docs/dragon.md: a position may be written by hand, e.g. stopping at the start of a round."""
    s = midgame(players=3, steps=10)
    doc = s.to_json()
    doc["history"], doc["events"] = [], []
    doc["state"]["tasks"] = [["final"], ["round", 3]]
    again = GAME.state_from_json(doc)
    assert again.round == 3 and again.phase == "action" and again.current_player in range(3)
    assert "Round 3 begins" in again.log
    bad = json.loads(json.dumps(doc))
    bad["state"]["tasks"] = [["floor", 0]]
    with pytest.raises(ValueError, match="takes 2 arguments"):
        GAME.state_from_json(bad)
    bad["state"]["tasks"] = [["act", 7]]
    with pytest.raises(ValueError, match="seat"):
        GAME.state_from_json(bad)


def test_svg_persons_of_a_full_palace_are_clickable_in_an_earthquake():
    from dragon_helpers import set_palaces
    s = blank(2, great_events="earthquake")
    s.round = 7
    set_palaces(s, 0, (2, ["cr", "cl"]), (2, ["tc"]))
    run(s, ("great",))
    root, _ = _svg_for(s, 0)
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    assert ids["person-0-1-1"].get("data-action") == "remove-floor 1 cr"
    assert ids["palace-0-2"].get("data-action") == "remove-floor 2"
