"""``tianxia stats``: tables with 95% intervals, option effects, JSON and valid PNG plots."""

from __future__ import annotations

import json
import math

import pytest

from tianxia.cli import main
from tianxia.sim import stats
from tianxia.sim.summary import wilson


def _rec(seed, winners, scores, moves, options=None, players=("random", "random")):
    return {"format": "tianxia-record/1", "game": "dragon", "options": options or {"great_wall": False},
            "players": list(players), "seed": seed, "history": [],
            "result": {"scores": scores, "winners": winners, "moves": moves}}


def test_mean_ci_and_welch():
    mean, (low, high) = stats.mean_ci([1.0, 2.0, 3.0, 4.0])
    half = 3.1824 * statistics_stdev([1, 2, 3, 4]) / 2
    assert mean == 2.5 and low == pytest.approx(2.5 - half, abs=1e-3) and high == pytest.approx(2.5 + half, abs=1e-3)
    diff, (lo, hi) = stats.welch_diff([1.0, 2.0, 3.0], [11.0, 12.0, 13.0])
    assert diff == 10 and lo < 10 < hi and lo > 5


def statistics_stdev(xs):
    import statistics
    return statistics.stdev(xs)


def test_share_diff_contains_observed_difference():
    diff, (low, high) = stats.share_diff(10, 100, 30, 100)
    assert diff == pytest.approx(0.2) and 0.07 < low < 0.2 < high < 0.33


def test_shared_wins_split_and_effects():
    recs = [_rec(0, [0], [10, 5], 50), _rec(1, [0, 1], [7, 7], 60), _rec(2, [1], [3, 9], 70),
            _rec(3, [0], [9, 1], 80, {"great_wall": True}), _rec(4, [0], [8, 2], 90, {"great_wall": True})]
    (rep,) = stats.analyse(recs)
    assert rep["varying"] == ["great_wall"]
    off, on = rep["variants"]
    assert off["games"] == 3 and off["seats"][0]["wins"] == pytest.approx(1.5)
    assert off["seats"][0]["ci"] == wilson(1.5, 3)
    assert on["seats"][0]["share"] == 1.0 and on["length"]["mean"] == 85
    (eff,) = rep["effects"]
    base, other = eff["levels"]
    assert base["value"] == "False" and "length_diff" not in base
    assert other["length_diff"][0] == pytest.approx(85 - 60)
    bots = rep["overall"]["bots"]
    assert bots[0]["bot"] == "random" and bots[0]["games"] == 10 and bots[0]["share"] == pytest.approx(0.5)
    text = stats.format_report([rep])
    assert "Effect of great_wall" in text and "great_wall=True" in text and "(baseline)" in text


def test_cli_two_variant_files_one_table_with_plots(tmp_path, capsys):
    """A designer's flow: simulate A, simulate B, stats over both, plots as valid PNGs."""
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    assert main(["simulate", "dragon", "-n", "6", "--seats", "random,random", "--workers", "1",
                 "--out", str(a)]) == 0
    assert main(["simulate", "dragon", "-n", "6", "--seats", "random,random", "--workers", "1",
                 "--options", "great_wall=on", "--out", str(b)]) == 0
    capsys.readouterr()
    pytest.importorskip("matplotlib", reason="plots need the [stats] extra (matplotlib)")
    plots, js = tmp_path / "plots", tmp_path / "s.json"
    assert main(["stats", str(a), str(b), "--plot", str(plots), "--json", str(js)]) == 0
    out = capsys.readouterr().out
    assert "dragon: 12 finished games; options that differ: great_wall" in out
    table = out.split("Variants")[1].split("\n\n")[0]
    assert "great_wall=False" in table and "great_wall=True" in table
    data = json.loads(js.read_text())
    assert data[0]["games"] == 12 and len(data[0]["variants"]) == 2
    shares = [s["share"] for s in data[0]["overall"]["seats"]]
    assert math.isclose(sum(shares), 1.0 - data[0]["overall"]["no_winner"] / 12)
    pngs = sorted(p.name for p in plots.iterdir())
    assert pngs == ["dragon_effects.png", "dragon_length.png", "dragon_scores.png", "dragon_win_share_by_seat.png"]
    for p in plots.iterdir():
        blob = p.read_bytes()
        assert blob[:8] == b"\x89PNG\r\n\x1a\n" and len(blob) > 2000
        from matplotlib import image
        assert image.imread(str(p)).shape[0] > 100


def test_duplicate_seeds_counted_once(tmp_path):
    path = tmp_path / "r.jsonl"
    lines = [json.dumps(_rec(0, [0], [1, 0], 10)), json.dumps(_rec(1, [1], [0, 1], 12))]
    path.write_text("\n".join(lines) + "\n")
    recs = stats.load([str(path), str(path)])
    assert len(recs) == 2


def test_bad_file_is_one_line_error(tmp_path, capsys):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("{not json\n")
    assert main(["stats", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tianxia: ") and err.count("\n") == 1
