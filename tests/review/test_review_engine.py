"""The review's contract (issue 28): every decision judged from its mover's view, chances summing
to 1, marks by the thresholds, reproducible.  Small budgets throughout."""

import random

import pytest

import tianxia
from tianxia.core import record as records
from tianxia.review import MARKS, Reviewer, mark_for, review, thresholds
from tianxia.review.engine import view_digest

KEYS = {"step", "seat", "action", "win_before", "win_after", "best", "best_win", "loss", "mark"}
GAMES = {"dragon": 3, "emperor": 3, "huang": 2, "zhanguo": 2}


def random_record(game_name: str, players: int, seed: int, upto: int | None = None) -> dict:
    """A game of random moves (cut after ``upto`` actions), as a record."""
    game = tianxia.load(game_name)
    state = game.new_state(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal and (upto is None or len(state.history) < upto):
        state.apply(rng.choice(state.legal_actions()))
    return records.make(state, ["random"] * players)


def small(game_name: str) -> Reviewer:
    return Reviewer(game_name, samples=2, width=3, depth=2)


def check_chances(chances, players):
    assert len(chances) == players
    assert all(0.0 <= c <= 1.0 for c in chances)
    assert sum(chances) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_every_decision_follows_the_contract(game_name):
    players = GAMES[game_name]
    rec = random_record(game_name, players, seed=11, upto=40)
    out = small(game_name).review(rec)
    assert out["format"] == "tianxia-review/1" and out["game"] == game_name
    assert out["thresholds"] == thresholds(players)
    assert [d["step"] for d in out["decisions"]] == list(range(len(rec["history"])))
    state = tianxia.load(game_name).new_state(players, seed=rec["seed"])
    for d, played in zip(out["decisions"], rec["history"]):
        assert set(d) == KEYS
        assert d["seat"] == state.current_player and d["action"] == played
        check_chances(d["win_before"], players)
        check_chances(d["win_after"], players)
        legal = [str(a) for a in state.legal_actions()]
        assert d["best"] in legal
        assert 0.0 <= d["best_win"] <= 1.0
        assert d["loss"] == pytest.approx(max(0.0, d["best_win"] - d["win_after"][d["seat"]]), abs=1.5e-4)
        assert d["loss"] >= 0.0
        assert d["mark"] == mark_for(d["loss"], players)
        if d["best"] == played:
            assert d["loss"] == 0.0
        state.apply(played)


def test_a_finished_game_is_reviewed_to_its_end():
    rec = random_record("dragon", 2, seed=5)
    assert rec["result"] is not None
    out = Reviewer("dragon", samples=1, width=2, depth=1).review(rec)
    assert len(out["decisions"]) == len(rec["history"]) and out["result"] == rec["result"]
    last = out["decisions"][-1]
    assert last["win_after"] == [1.0 / len(rec["result"]["winners"]) if s in rec["result"]["winners"] else 0.0
                                 for s in range(2)]


def test_thresholds_scale_with_the_players():
    assert thresholds(2) == {"inaccuracy": 0.1, "mistake": 0.2, "blunder": 0.3}
    assert thresholds(4) == {"inaccuracy": 0.05, "mistake": 0.1, "blunder": 0.15}
    assert thresholds(3) == {"inaccuracy": 0.0667, "mistake": 0.1333, "blunder": 0.2}
    assert mark_for(0.0, 2) is None
    assert mark_for(0.0999, 2) is None
    assert mark_for(0.1, 2) == "inaccuracy"
    assert mark_for(0.1999, 2) == "inaccuracy"
    assert mark_for(0.2, 2) == "mistake"
    assert mark_for(0.3, 2) == "blunder"
    assert mark_for(0.9, 5) == "blunder"
    assert mark_for(0.05, 4) == "inaccuracy" and mark_for(0.049, 4) is None
    assert MARKS == ("inaccuracy", "mistake", "blunder")


def twins(game_name: str, players: int, seed: int, steps: int):
    """Positions of a random game and, for each, a twin that looks the same to the mover but has
    every other seat's secrets and every future draw re-sampled."""
    game = tianxia.load(game_name)
    state = game.new_state(players, seed=seed)
    rng = random.Random(seed)
    out = []
    while not state.is_terminal and len(state.history) < steps:
        if len(state.history) % 7 == 3:
            seat = state.current_player
            twin = state.determinize(seat, random.Random(seed * 1000 + len(state.history)))
            assert twin.view(seat) == state.view(seat)
            out.append((state.clone(), twin))
        state.apply(rng.choice(state.legal_actions()))
    return out


@pytest.mark.parametrize("game_name", sorted(GAMES))
def test_the_verdict_uses_only_what_the_mover_could_see(game_name):
    """Two positions that differ only in what the mover could not know (others' hidden cards or
    tiles, the order of every future draw) get the same verdict on every option."""
    reviewer = small(game_name)
    differ = 0
    for state, twin in twins(game_name, GAMES[game_name], seed=23, steps=60):
        differ += state.to_json() != twin.to_json()
        seat = state.current_player
        assert view_digest(state, seat) == view_digest(twin, seat)
        for action in state.legal_actions()[:3]:
            assert reviewer.judge(state, action) == reviewer.judge(twin, action)
    assert differ  # the twins really hid something from the mover


def test_two_games_that_differ_only_in_a_hidden_great_event_get_the_same_verdicts():
    """Dragon with a face-down great event: records of two seeds whose deals differ only in the
    hidden great event (and the future shuffles) — the same game to every seat until it turns up."""
    game = tianxia.load("dragon")
    options = {"great_events": "random", "great_event_hidden": True}
    base = game.new_state(2, seed=1, options=options)
    hidden = base.to_json()
    # the same deal with another great event under the face-down tile
    other = dict(hidden, state=dict(hidden["state"]))
    events = [e for e in ("lanternfest", "buddha", "earthquake", "flood") if e != hidden["state"]["great_event"]]
    other["state"]["great_event"] = events[0]
    twin = game.state_from_json(other)
    assert twin.view(0) == base.view(0) and twin.view(1) == base.view(1) and twin.to_json() != base.to_json()
    reviewer = small("dragon")
    rng = random.Random(3)
    for _ in range(12):
        action = rng.choice(base.legal_actions())
        assert reviewer.judge(base, action) == reviewer.judge(twin, action)
        base.apply(action)
        twin.apply(action)


def test_a_review_is_reproducible():
    rec = random_record("zhanguo", 2, seed=8, upto=25)
    first = small("zhanguo").review(rec)
    again = review(rec, samples=2, width=3, depth=2)
    assert first == again


def test_judging_leaves_the_state_untouched_and_refuses_an_illegal_action():
    state = tianxia.load("emperor").new_state(3, seed=4)
    before = state.to_json()
    small("emperor").judge(state, state.legal_actions()[0])
    assert state.to_json() == before
    with pytest.raises(ValueError):
        small("emperor").judge(state, "no such move")


def test_bad_settings_and_records_are_refused():
    with pytest.raises(ValueError, match="samples"):
        Reviewer("dragon", samples=0)
    rec = random_record("dragon", 2, seed=2, upto=5)
    with pytest.raises(ValueError, match="step 3"):
        Reviewer("dragon", samples=1, width=1, depth=1).review(dict(rec, history=rec["history"][:2] + ["fly away"]))
    with pytest.raises(ValueError, match="history"):
        review({"game": "dragon", "players": ["a", "b"], "seed": 1})
    with pytest.raises(ValueError, match="unknown game|chess"):
        review({"game": "chess", "players": ["a", "b"], "seed": 1, "history": []})
