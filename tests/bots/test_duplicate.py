"""Duplicate deals (issue 29): each deal played once per seat permutation, the interval over deals."""

from __future__ import annotations

import json
import math
import statistics

import pytest

from tianxia import cli
from tianxia.bots import duplicate


def test_every_bot_sits_in_every_seat_of_every_deal():
    assert duplicate.seatings(["a", "b"], 2) == [[0, 1], [1, 0]]
    three = duplicate.seatings(["a", "b"], 3)  # the arena's seat list A B A, in every distinct order
    assert three == [[0, 0, 1], [0, 1, 0], [1, 0, 0]]
    assert len(duplicate.seatings(["a", "b", "c"], 3)) == 6
    # a spec named twice is one bot: one "e" among two "h", each order once
    assert duplicate.seatings(["e", "h", "h"], 3) == [[0, 1, 1], [1, 0, 1], [1, 1, 0]]
    assert duplicate.seatings(["e", "h", "h", "h"], 4) == [[0, 1, 1, 1], [1, 0, 1, 1], [1, 1, 0, 1], [1, 1, 1, 0]]
    four = duplicate.seatings(["a", "b"], 4)
    assert len(four) == 6 and all(sorted(o) == [0, 0, 1, 1] for o in four)
    for orders in (three, four):
        for seat in range(len(orders[0])):
            assert {o[seat] for o in orders} == {0, 1}
    games = duplicate.schedule(["a", "b"], 3, deals=2, seed=10)
    assert [(g[1], g[2], g[3]) for g in games] == [(10, 0, 0), (10, 0, 1), (10, 0, 2),
                                                   (11, 1, 0), (11, 1, 1), (11, 1, 2)]


def _fake(winner_of_deal):
    """A game whose winner is the seat named for its seed: luck of the deal, nothing else."""
    def play(game_name, seats, options, seed):
        win = winner_of_deal[seed]
        return {"game": game_name, "players": seats, "options": options, "seed": seed,
                "result": {"scores": [10 if s == win else 0 for s in range(len(seats))], "winners": [win]}}
    return play


def test_the_interval_is_over_deals_and_luck_of_the_seat_cancels():
    # seat 0 always wins (the deal favours it): over the permutations each bot wins as often
    records = list(duplicate.run("emperor", ["a", "b"], 5, 2, {}, seed=0, workers=1,
                                 play=_fake({s: 0 for s in range(5)})))
    rows = {r["bot"]: r for r in duplicate.table(["a", "b"], records)}
    assert len(records) == 10 and all(r["duplicate"]["deal"] == r["seed"] for r in records)
    assert rows["a"]["win_share"] == rows["b"]["win_share"] == 0.5
    assert rows["a"]["win_ci"] == (0.5, 0.5)  # every deal split evenly: no spread over deals
    low, high = rows["a"]["rotation_ci"]
    assert low < 0.25 and high > 0.75 and rows["a"]["narrower"] == 1.0


def test_shares_per_deal_and_students_t():
    # three seats, bots a b a: deal 0's seat 1 wins, deal 1's seat 0, deal 2's seat 2
    records = list(duplicate.run("emperor", ["a", "b"], 3, 3, {}, seed=0, workers=1,
                                 play=_fake({0: 1, 1: 0, 2: 2})))
    rows = {r["bot"]: r for r in duplicate.table(["a", "b"], records)}
    # each deal: the winning seat is held by b in one seating of three, by a in two; a sits 6 seats a deal
    shares_a = [2 / 6] * 3
    assert rows["a"]["win_share"] == pytest.approx(statistics.fmean(shares_a))
    assert rows["b"]["win_share"] == pytest.approx(1 / 3)
    assert rows["a"]["seats"] == 18 and rows["b"]["seats"] == 9 and rows["a"]["deals"] == 3
    # unequal deals give a t interval of the per-deal shares
    records = list(duplicate.run("emperor", ["a", "b"], 4, 2, {}, seed=0, workers=1,
                                 play=_fake({0: 0, 1: 0, 2: 0, 3: 0})))
    records = [r for r in records if not (r["seed"] == 3 and r["duplicate"]["seating"] == 1)]
    rows = {r["bot"]: r for r in duplicate.table(["a", "b"], records)}
    shares = [0.5, 0.5, 0.5, 1.0]
    half = 3.182446305284263 * statistics.stdev(shares) / math.sqrt(4)
    assert rows["a"]["win_ci"][0] == pytest.approx(statistics.fmean(shares) - half)


def test_one_bot_among_two_of_another_has_one_seat_a_game():
    # deal d's seat d % 3 wins: "e" holds it in one seating of three
    records = list(duplicate.run("emperor", ["e", "h", "h"], 3, 3, {}, seed=0, workers=1,
                                 play=_fake({0: 0, 1: 1, 2: 2})))
    assert len(records) == 9 and all(sorted(r["arena_seating"]) in ([0, 1, 1],) for r in records)
    rows = {r["bot"]: r for r in duplicate.table(["e", "h", "h"], records)}
    assert list(rows) == ["e", "h"] and rows["e"]["seats"] == 9 and rows["h"]["seats"] == 18
    assert rows["e"]["win_share"] == pytest.approx(1 / 3) == rows["h"]["win_share"]


def test_the_command_plays_the_deals_resumes_and_prints_the_table(tmp_path, capsys):
    out = tmp_path / "dup.jsonl"
    args = ["arena", "emperor", "--bots", "random,heuristic", "--players", "3", "-n", "2", "--duplicate",
            "--workers", "1", "--seed", "4", "--out", str(out)]
    assert cli.main(args) == 0
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(lines) == 6 and sorted({r["seed"] for r in lines}) == [4, 5]
    assert sorted((r["duplicate"]["deal"], r["duplicate"]["seating"]) for r in lines) == [
        (d, j) for d in range(2) for j in range(3)]
    said = capsys.readouterr().out
    assert "2 duplicate deals, 6 games" in said and "95% over deals" in said
    assert cli.main(args) == 0  # a rerun resumes: nothing more is played
    assert len(out.read_text().splitlines()) == 6
