"""The scipy-based statistics give the figures our own incomplete-beta / bisection code gave.

Every expected number below was printed by the code before the change (stats.py with its own
``_betainc`` and ``t_quantile``, commit bc61f4a), on the inputs written here; the report text in
data/stats_report_before_scipy.txt is that code's ``format_report`` over ``synthetic_records()``.
"""

from __future__ import annotations

import math
import pathlib
import random

import pytest

scipy_stats = pytest.importorskip("scipy.stats", reason="tianxia stats needs the [stats] extra (scipy)")

from tianxia.sim import stats  # noqa: E402
from tianxia.sim.summary import wilson  # noqa: E402

DATA = pathlib.Path(__file__).parent / "data"
CLOSE = {"rel": 1e-9, "abs": 1e-12}

SCORES30 = [86.0, 73.0, 58.0, 66.0, 57.0, 42.0, 89.0, 55.0, 34.0, 23.0, 51.0, 69.0, 73.0, 52.0, 84.0,
            60.0, 71.0, 37.0, 90.0, 27.0, 37.0, 45.0, 39.0, 88.0, 46.0, 62.0, 89.0, 35.0, 28.0, 59.0]
SKEW = [7.29, 12.016, 0.28, 6.381, 23.654, 9.474, 49.75, 1.039, 23.925, 18.164, 0.265, 7.691]


def _same(got, want):
    """Equal to CLOSE tolerance, element by element through nested tuples; infinities exactly."""
    if isinstance(want, tuple):
        assert isinstance(got, tuple) and len(got) == len(want)
        for g, w in zip(got, want):
            _same(g, w)
        return
    assert type(got) is float or isinstance(got, int)  # plain numbers, fine for json.dump
    if math.isinf(want):
        assert got == want
    else:
        assert got == pytest.approx(want, **CLOSE)


# (p, df) -> the old bisection t_quantile; scipy's t.ppf is what mean_ci and welch_diff now use.
OLD_T_QUANTILES = [
    (0.975, 1, 12.706204736174659), (0.975, 2, 4.302652729749456), (0.975, 2.5, 3.5746548420036772),
    (0.975, 10, 2.228138851986272), (0.975, 29, 2.0452296421327), (0.975, 199, 1.9719565442517357),
    (0.975, 1e6, 1.959966356600101), (0.025, 7, -2.3646242515927867), (0.9, 3.7, 1.5575658388615063),
]


@pytest.mark.parametrize("p, df, old", OLD_T_QUANTILES)
def test_scipy_t_quantile_is_the_old_bisection(p, df, old):
    assert scipy_stats.t.ppf(p, df) == pytest.approx(old, rel=1e-9)


@pytest.mark.parametrize("values, old", [
    ([1.0, 2.0, 3.0, 4.0], (2.5, (0.4457397432394812, 4.554260256760519))),
    ([5.0], (5.0, (5.0, 5.0))),
    ([2.0, 2.0, 2.0], (2.0, (2.0, 2.0))),
    (SCORES30, (57.5, (49.8344255106738, 65.16557448932619))),
    (SKEW, (13.327416666666666, (4.354496053149012, 22.300337280184323))),
])
def test_mean_ci_same_figures(values, old):
    _same(stats.mean_ci(values), old)


@pytest.mark.parametrize("a, b, old", [
    ([1.0, 2.0, 3.0], [11.0, 12.0, 13.0], (10.0, (7.7330420644724835, 12.266957935527516))),
    (SCORES30[:10], SCORES30[10:], (-1.1999999999999957, (-18.413739680882802, 16.01373968088281))),
    (SKEW, SCORES30, (44.172583333333336, (32.85421603495531, 55.490950631711364))),
    ([4.0], [1.0, 2.0], (-2.5, (-math.inf, math.inf))),
    ([3.0, 3.0], [5.0, 5.0, 5.0], (2.0, (2.0, 2.0))),
    ([3.0, 3.0], [1.0, 5.0], (0.0, (-25.412409472349317, 25.412409472349317))),
])
def test_welch_diff_same_figures(a, b, old):
    _same(stats.welch_diff(a, b), old)


@pytest.mark.parametrize("args, old", [
    ((10, 100, 30, 100), (0.19999999999999998, (0.09000001160083974, 0.30579120786688707))),
    ((0, 20, 20, 20), (1.0, (0.7721275912181865, 1.0))),
    ((1.5, 3, 2, 2), (0.5, (-0.2568693205953506, 0.8746685470015523))),
    ((50, 100, 50, 100), (0.0, (-0.13600516070355917, 0.13600516070355917))),
    ((33.5, 120, 12, 80), (-0.12916666666666668, (-0.23534654776940261, -0.010377423813120581))),
    ((1, 1, 0, 1), (-1.0, (-1.0, 0.1221172383535365))),
])
def test_share_diff_same_figures(args, old):
    _same(stats.share_diff(*args), old)


@pytest.mark.parametrize("args, old", [
    ((1.5, 3), (0.12533145299844767, 0.8746685470015523)), ((0, 10), (0.0, 0.2775401687666166)),
    ((10, 10), (0.7224598312333834, 1.0)), ((33, 100), (0.24562983793895452, 0.4269483966028862)),
    ((0, 0), (0.0, 1.0)), ((7.25, 40), (0.09177739350659364, 0.3265832502655315)),
])
def test_wilson_same_figures(args, old):
    _same(wilson(*args), old)


@pytest.mark.parametrize("k, n", [(0, 10), (3, 10), (10, 10), (33, 100), (1, 7), (250, 1000)])
def test_wilson_is_scipys_wilson_interval(k, n):
    """Our closed-form Wilson interval (kept so simulate and arena need no scipy) is scipy's, given
    scipy's exact normal quantile; with the 1.96 we print it differs by under 1e-4."""
    want = scipy_stats.binomtest(k, n).proportion_ci(confidence_level=0.95, method="wilson")
    z = scipy_stats.norm.ppf(0.975)
    assert wilson(k, n, z=z) == pytest.approx((want.low, want.high), abs=1e-12)
    assert wilson(k, n) == pytest.approx((want.low, want.high), abs=1e-4)


def synthetic_records() -> list[dict]:
    """Seeded made-up records: two games, an option with two values, 2 and 3 players,
    shared wins and games without a winner (every branch of the report)."""
    rng = random.Random(2026)
    recs = []
    for seed in range(60):
        game = "dragon" if seed % 3 else "huang"
        players = 2 if seed % 4 else 3
        wall = seed % 2 == 0
        scores = [rng.randint(10, 40) + (3 if wall and s == 0 else 0) for s in range(players)]
        top = max(scores)
        winners = [] if seed % 11 == 5 else [s for s in range(players) if scores[s] == top]
        bots = ["random", "heuristic", "mcts"][:players]
        recs.append({"format": "tianxia-record/1", "game": game, "options": {"great_wall": wall},
                     "players": bots[seed % players:] + bots[:seed % players], "seed": seed, "history": [],
                     "result": {"scores": scores, "winners": winners, "moves": rng.randint(200, 400)},
                     "_file": "f"})
    return recs


def test_report_text_unchanged():
    """``tianxia stats`` prints, character for character, what it printed before scipy."""
    want = (DATA / "stats_report_before_scipy.txt").read_text(encoding="utf-8").rstrip("\n")
    assert stats.format_report(stats.analyse(synthetic_records())) == want


def test_missing_scipy_is_one_line_error(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_scipy(name, *args, **kwargs):
        if name == "scipy" or name.startswith("scipy."):
            raise ImportError(f"No module named {name!r}")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_scipy)
    with pytest.raises(ValueError, match=r"^tianxia stats needs scipy: pip install 'tianxia\[stats\]'$"):
        stats.mean_ci([1.0, 2.0])
