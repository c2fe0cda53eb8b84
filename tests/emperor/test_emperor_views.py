"""Views, drawing, JSON loading and data files: what each seat sees, the SVG shows it all, the tables drive the rules."""

import json
import random
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from emperor_helpers import emissary, fortification, fresh, give, houses, said

from tianxia.core.checks import random_playout
from tianxia.games.emperor import GAME
from tianxia.games.emperor import data as emperor_data
from tianxia.games.emperor.state import EmperorState


def _mid_game(seed=3, players=4, steps=70, **options):
    s = GAME.new_state(players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal:
            break
        s.apply(rng.choice(s.legal_actions()))
    return s


# -- E-17: no view leaks -----------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(8))
def test_e17_views_hide_other_hands_and_the_deck(seed):
    """E-17.1, E-17.3, E-17.4: view(p) shows p's own hand and others' sizes only; changing every card p
    cannot see (other hands' hidden part, the deck order) leaves view(p) unchanged."""
    s = _mid_game(seed, players=3 + seed % 3, steps=20 + 15 * seed, fortifications=bool(seed % 2))
    for p in range(s.num_players):
        v = s.view(p)
        text = json.dumps(v)
        for key in ('"hands"', '"deck"', '"drawn_since_reshuffle"', '"reshuffle_pool"', '"rng"', '"seed"'):
            assert key not in text
        nc = len(s.tb.colours)
        assert v["hand"] == [s.tb.colours[c] for c in range(nc) for _ in range(s.hands[p * nc + c])]
        for k in range(5):
            other = s.determinize(p, random.Random(k))
            assert other.view(p) == v
        assert any(s.determinize(p, random.Random(k)).to_json()["state"]["hands"] != s.to_json()["state"]["hands"]
                   or s.determinize(p, random.Random(k)).deck != s.deck for k in range(5)) or not s.deck


def test_e17_log_for_hides_other_seats_draws():
    """E-17.3: another seat's deck draws appear in my log without their colour."""
    s = random_playout(GAME, 4, 9)
    for seat in range(4):
        for line, event in zip(s.log_for(seat), s.events):
            secret = event.get("secret")
            if secret and secret["seat"] != seat:
                assert line == said(event)


def test_e17_4_determinize_depends_only_on_the_view():
    """E-17.4: two states that look the same to seat 1 give the same sample for the same rng."""
    s = _mid_game(5)
    t = s.determinize(1, random.Random(99))
    assert s.view(1) == t.view(1)
    a = s.determinize(1, random.Random(7)).to_json()["state"]
    b = t.determinize(1, random.Random(7)).to_json()["state"]
    assert a == b


# -- drawing ---------------------------------------------------------------------------------------------------

def _svg(state, seat):
    view = state.view(seat)
    legal = state.legal_actions() if seat is not None and seat == state.current_player else []
    root = ET.fromstring(GAME.render_svg(view, legal))
    return view, root


@pytest.mark.parametrize("seed", [1, 4])
def test_svg_shows_every_piece(seed):
    """The SVG parses and draws every house, fortification, emissary, scoring marker, alliance number,
    road and display card; the seat's hand and supply are in its strip (GAME.render_hand); every
    legal action that places a piece or takes a card is a target of the board, and the strip's
    cards and pieces select whole-word beginnings of the others (docs/table.md)."""
    s = _mid_game(seed, players=5, steps=110, fortifications=True)
    for seat in (None, s.current_player or 0):
        view, root = _svg(s, seat)
        legal = [str(a) for a in s.legal_actions()]
        els = list(root.iter())
        by_id = {e.get("id"): e for e in els if e.get("id")}
        for sid, owner in view["houses"].items():
            assert by_id[f"house-{sid}"].get("data-owner") == str(owner)
        for sid, placer in view["fortifications"].items():
            assert by_id[f"fort-{sid}"].get("data-placer") == str(placer)
        for rid, row in view["emissaries"].items():
            for p, count in enumerate(row):
                drawn = [e for e in els if e.get("data-emissary") == rid and e.get("data-seat") == str(p)]
                assert len(drawn) == count
        for rid in view["scored"]:
            assert f"scored-{rid}" in by_id
        for no in range(1, 16):
            assert f"alliance-{no}" in by_id
        roads = [e for e in els if e.get("class") == "road"]
        assert len(roads) == len(s.tb.roads[view["side"]])
        assert sorted(e.get("data-display-card") for e in els if e.get("data-display-card")) == sorted(view["display"])
        assert by_id["deck"].get("data-deck-size") == str(view["deck_size"])
        assert not [e for e in els if e.get("data-hand-card")], "the hand is drawn in the strip only"
        completes = {a for e in els if e.get("data-actions") for a in e.get("data-actions").split("|")}
        placing = {a for a in legal if a.split()[0] in ("house", "emissary", "fortify", "draw", "exchange")}
        assert completes == (placing if seat is not None else set())
        strip = GAME.render_hand(view, legal if seat is not None else [])
        if seat is None:
            assert strip is None
            continue
        hand_root = ET.fromstring(strip)
        shown = [e.get("data-hand-card") for e in hand_root.iter() if e.get("data-hand-card")]
        assert sorted(shown) == sorted(view["hand"])
        counts = {e.get("data-piece"): e.get("data-count") for e in hand_root.iter() if e.get("data-piece")}
        assert counts["houses"] == str(view["supply"][seat]["houses"])
        for e in hand_root.iter():
            if e.get("data-action"):
                assert any(a.startswith(e.get("data-action") + " ") for a in legal)


def test_svg_and_text_of_a_finished_game():
    """The final breakdown is in the score table (GAME.render_scores); text names the winner."""
    s = random_playout(GAME, 3, 2, {"fortifications": True})
    view, root = _svg(s, None)
    cats = [row["category"] for row in GAME.render_scores(view)]
    assert "Alliances" in cats and "Roads" in cats and "Fortifications (doubled points)" in cats
    assert "Game over" in GAME.render_text(view)


def test_text_shows_board_and_hand():
    s = fresh()
    houses(s, 1, "wei1")
    give(s, 0, ["red", "red", "green"])
    text = GAME.render_text(s.view(0))
    assert "your hand: green red red" in text and "1:1" in text


# -- JSON ---------------------------------------------------------------------------------------------------------

def test_state_json_round_trip_of_a_hand_made_position():
    """The documented state format loads and reproduces itself, fortifications and emissaries included."""
    s = fresh(4, fort=True)
    houses(s, 1, "wei1", "wei2")
    fortification(s, "wei3", 2)
    emissary(s, "wei", 0, 2)
    data = json.loads(json.dumps(s.to_json()))
    again = GAME.state_from_json(data)
    assert again.to_json() == data and again.legal_actions() == s.legal_actions()


@pytest.mark.parametrize("path,value,field", [
    (("state", "houses"), {"wei9": 0}, "houses"),
    (("state", "deck"), ["blue"], "deck"),
    (("state", "phase"), "lunch", "phase"),
    (("state", "supply"), [], "supply"),
])
def test_state_from_json_names_the_bad_field(path, value, field):
    data = fresh().to_json()
    data[path[0]][path[1]] = value
    with pytest.raises(ValueError, match=field):
        GAME.state_from_json(data)


def test_state_from_json_checks_card_conservation():
    data = fresh().to_json()
    data["state"]["discard"].append("red")
    with pytest.raises(ValueError, match="card counts"):
        GAME.state_from_json(data)


# -- data drives the rules (E-2.2 and E-3 are reconstructed) ---------------------------------------------------------

def test_r1_r2_modified_data_files_change_the_game(tmp_path, monkeypatch):
    """R-1, R-2: the card counts and the roads come from data/*.json: edit them and the game follows."""
    src = Path(emperor_data.__file__).parent / "data"
    for f in src.glob("*.json"):
        shutil.copy(f, tmp_path / f.name)
    cards = json.loads((tmp_path / "cards.json").read_text())
    cards["card_counts"]["purple"] = 14
    (tmp_path / "cards.json").write_text(json.dumps(cards))
    board = json.loads((tmp_path / "board.json").read_text())
    board["roads"]["A"] = [r for r in board["roads"]["A"] if r != "qi3-qi6"]
    board["roads"]["A"].append("qi4-lu4")
    (tmp_path / "board.json").write_text(json.dumps(board))
    tables = emperor_data.load(tmp_path)
    monkeypatch.setattr(emperor_data, "TABLES", tables)
    s = GAME.new_state(4, seed=1)
    assert s.tb is tables and len(s.deck) == 36 + 4
    idx = tables.space_index
    houses(s, 0, "qi2", "qi1", "qi3", "qi6")
    assert s.road_points(0) == 0  # the line needed qi3-qi6
    s2 = GAME.new_state(4, seed=1)
    houses(s2, 0, "qi5", "qi4", "lu4", "lu3")
    assert s2.road_points(0) == 4 and idx["lu4"] in tables.adjacency["A"][idx["qi4"]]


def test_bad_data_file_is_refused(tmp_path):
    src = Path(emperor_data.__file__).parent / "data"
    for f in src.glob("*.json"):
        shutil.copy(f, tmp_path / f.name)
    board = json.loads((tmp_path / "board.json").read_text())
    board["roads"]["both"].append("wei1-atlantis3")
    (tmp_path / "board.json").write_text(json.dumps(board))
    with pytest.raises(ValueError, match="atlantis3"):
        emperor_data.load(tmp_path)


def test_state_class_is_slotted():
    assert "__dict__" not in dir(EmperorState.__new__(EmperorState))


# -- any typed input: a legal action or a one-line refusal that changes nothing ------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tianxia.core import IllegalAction  # noqa: E402

_WORDS = ["house", "emissary", "fortify", "draw", "exchange", "pass", "stop", "pair", "for", "deck", "wei2", "qi6",
          "chu8", "lu9", "wei", "chu", "atlantis", "red", "green", "yellow", "orange", "purple", "blue", "42"]
_STATES = [_mid_game(s, players=3 + s % 3, steps=s * 9, fortifications=True) for s in range(6)]


@settings(max_examples=150, deadline=None)
@given(which=st.integers(0, 5), words=st.lists(st.sampled_from(_WORDS), min_size=0, max_size=5))
def test_typed_input_is_legal_or_refused_in_one_line(which, words):
    """E-18: any text either names a legal action or is refused in one sentence, changing nothing."""
    state = _STATES[which].clone()
    text = " ".join(words)
    before = state.to_json()
    if text in state.legal_actions():
        return
    with pytest.raises(IllegalAction) as err:
        state.apply(text)
    message = str(err.value)
    assert message and "\n" not in message
    assert state.to_json() == before
