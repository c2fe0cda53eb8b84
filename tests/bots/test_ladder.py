"""The levels ladder (issue 16): its seating schedule is fair, its head-to-head count splits ties
and counts a game once per pair, its ratings follow the results, and `tianxia ladder` runs,
resumes, and leaves out games played with other level specs."""

from __future__ import annotations

from collections import Counter

import pytest

from tianxia import cli
from tianxia.bots import ladder

LEVELS = ["easy", "medium", "hard"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_block_seats_every_level_equally_and_every_set_in_every_seat(players):
    block = [ladder.seating(LEVELS, players, i) for i in range(ladder.cycle(3, players))]
    assert all(len(order) == players and len(set(order)) == min(players, 3) for order in block)
    seats = Counter(b for order in block for b in order)
    assert len(set(seats.values())) == 1  # no level gets more seats than another
    for seat in range(players):  # each level sits in each seat equally often
        assert len(set(Counter(order[seat] for order in block).values())) == 1
    if players == 2:  # every pair met, each level first once
        assert sorted(tuple(o) for o in block) == [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)]


def _rec(seed, order, scores, winners):
    return {"seed": seed, "arena_seating": order, "result": {"scores": scores, "winners": winners}}


def test_head_to_head_splits_ties_and_counts_a_game_once_per_pair():
    records = [
        _rec(0, [0, 2], [10, 20], [1]),          # hard ahead of easy
        _rec(1, [2, 0], [15, 15], [0, 1]),       # a shared win: half a game each
        _rec(2, [1, 2, 2, 0], [30, 5, 40, 1], [2]),  # hard's seats: one ahead of medium, one behind
        _rec(3, [0, 1], [9, 8], []),             # no winner: by score, easy ahead
    ]
    rows = {(r["higher"], r["lower"]): r for r in ladder.head_to_head(LEVELS, records)}
    assert rows["hard", "easy"]["games"] == 3 and rows["hard", "easy"]["share"] == pytest.approx(2.5 / 3)
    assert rows["hard", "medium"]["games"] == 1 and rows["hard", "medium"]["share"] == 0.5
    assert rows["medium", "easy"]["games"] == 2 and rows["medium", "easy"]["share"] == 0.5
    low, high = rows["hard", "easy"]["ci"]
    assert 0 < low < 2.5 / 3 < high <= 1


def test_places_share_a_place_on_a_tie():
    assert ladder.places(_rec(0, [0, 1, 2], [5, 7, 7], [])) == [1, 0, 0]
    assert ladder.places(_rec(0, [0, 1, 2], [9, 3, 7], [1, 2])) == [1, 0, 0]


def test_the_level_that_keeps_finishing_ahead_is_rated_highest():
    records = [_rec(i, ladder.seating(LEVELS, 4, i), [0, 0, 0, 0], []) for i in range(24)]
    for rec in records:  # hard's seats score 3, medium's 2, easy's 1
        rec["result"]["scores"] = [b + 1 for b in rec["arena_seating"]]
        rec["result"]["winners"] = [s for s, b in enumerate(rec["arena_seating"]) if b == 2]
    rows = ladder.ratings(LEVELS, records)
    assert [r["level"] for r in sorted(rows, key=lambda r: -r["rating"])] == ["hard", "medium", "easy"]
    assert [r["seats"] for r in rows] == [32, 32, 32]


def test_ladder_command_runs_resumes_and_ignores_games_of_other_specs(capsys, tmp_path, monkeypatch):
    out = tmp_path / "ladder.jsonl"
    args = ["ladder", "dragon", "--levels", "easy,medium", "-n", "2", "--workers", "1", "--out", str(out)]
    assert cli.main(args) == 0
    text = capsys.readouterr().out
    assert "ladder of 2 games" in text and "medium > easy" in text and "95%" in text
    first = out.read_text().splitlines()
    assert cli.main(args[:5] + ["3"] + args[6:]) == 0  # -n 3: one more game, the two kept
    assert "ladder of 3 games" in capsys.readouterr().out and out.read_text().splitlines()[:2] == first
    monkeypatch.setitem(ladder.spec_for.__globals__["_DATA"]["specs"]["easy"], "dragon", "random")
    assert cli.main(args[:5] + ["1"] + args[6:]) == 0  # easy now another bot: the stored games are not its
    assert "ladder of 1 games" in capsys.readouterr().out and len(out.read_text().splitlines()) == 4


def test_ladder_command_refuses_unknown_levels(capsys):
    assert cli.main(["ladder", "dragon", "--levels", "easy,grandmaster"]) == 2
    assert "--levels" in capsys.readouterr().err
    assert cli.main(["ladder", "huang", "--levels", "hard,expert"]) == 2  # not offered in Huang (yet)
    assert "easy, medium, hard" in capsys.readouterr().err


def test_play_and_arena_refuse_a_level_the_game_does_not_offer(capsys):
    assert cli.main(["play", "huang", "--seats", "random,expert"]) == 2
    assert "Expert level is not offered in huang" in capsys.readouterr().err
    assert cli.main(["arena", "zhanguo", "--bots", "expert,heuristic", "-n", "1"]) == 2
    assert "not offered in zhanguo" in capsys.readouterr().err
