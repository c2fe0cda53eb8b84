"""Statistics over many game records, for designers comparing variants.

``tianxia stats FILE...`` reads record files (JSON Lines, as ``tianxia simulate --out``
writes them) and reports, per game:

* win share by seat position and by bot, with 95% Wilson intervals (a shared win
  counts as 1/k of a win for each of the k winners, as in ``summary.py``);
* score distributions per seat (mean with a 95% Student-t interval, sd, quartiles);
* game length in actions (mean with a t interval, quartiles) and games without a winner;
* the effect of every option (module, variant) whose value differs between records:
  one row per value, and the difference from the first value with a 95% interval
  (Welch's t for means, Newcombe's hybrid Wilson interval for shares).

A *variant* is one combination of options (and player count).  Two files simulated
with different options, or one file with mixed options, give one comparison table
with a row per variant.  Student-t and Welch intervals come from scipy (the ``[stats]``
extra, as does matplotlib for ``plots.py``); ``frame.py`` gives the same records to pandas.
"""

from __future__ import annotations

import math
import os
import statistics
import warnings
from collections import defaultdict

from ..core import record as records
from .summary import wilson


# -- distributions -------------------------------------------------------------------------------
#
# The t distribution comes from scipy (the [stats] extra); Wilson intervals (summary.wilson) and
# Newcombe's interval built from them are closed formulas.

def _scipy_stats():
    """scipy.stats, or a one-line error naming the extra that brings it."""
    try:
        from scipy import stats as scipy_stats
    except ImportError:
        raise ValueError("tianxia stats needs scipy: pip install 'tianxia[stats]'") from None
    return scipy_stats


def mean_ci(values: list[float]) -> tuple[float, tuple[float, float]]:
    """Mean and its 95% Student-t interval (a single value or no spread: the value itself)."""
    n = len(values)
    mean = statistics.fmean(values)
    sd = statistics.stdev(values) if n > 1 else 0.0
    if sd == 0:
        return mean, (mean, mean)
    low, high = _scipy_stats().t.interval(0.95, n - 1, loc=mean, scale=sd / math.sqrt(n))
    return mean, (float(low), float(high))


def welch_diff(a: list[float], b: list[float]) -> tuple[float, tuple[float, float]]:
    """Difference of means b - a with Welch's 95% interval (scipy's ttest_ind, unequal variances)."""
    diff = statistics.fmean(b) - statistics.fmean(a)
    if len(a) < 2 or len(b) < 2:
        return diff, (-math.inf, math.inf)
    if statistics.variance(a) == 0 and statistics.variance(b) == 0:
        return diff, (diff, diff)
    with warnings.catch_warnings():  # a side with no spread is exact here, not a precision loss
        warnings.filterwarnings("ignore", "Precision loss", RuntimeWarning)
        low, high = _scipy_stats().ttest_ind(b, a, equal_var=False).confidence_interval(0.95)
    return diff, (float(low), float(high))


def share_diff(wins_a: float, n_a: int, wins_b: float, n_b: int) -> tuple[float, tuple[float, float]]:
    """Difference of shares b - a with Newcombe's hybrid Wilson 95% interval (method 10)."""
    pa, pb = wins_a / n_a, wins_b / n_b
    la, ua = wilson(wins_a, n_a)
    lb, ub = wilson(wins_b, n_b)
    diff = pb - pa
    low = diff - math.sqrt((pb - lb) ** 2 + (ua - pa) ** 2)
    high = diff + math.sqrt((ub - pb) ** 2 + (pa - la) ** 2)
    return diff, (max(-1.0, low), min(1.0, high))


def quartiles(values: list[float]) -> tuple[float, float, float]:
    if len(values) < 2:
        return (values[0], values[0], values[0])
    q = statistics.quantiles(values, n=4, method="inclusive")
    return (q[0], q[1], q[2])


# -- reading -------------------------------------------------------------------------------------

def load(paths: list[str]) -> list[dict]:
    """Every finished record of every file, each tagged with ``_file`` (its file's base name).

    A seed that appears twice for the same game, options and seats (a file given twice,
    or a resumed batch concatenated) is counted once."""
    out, seen = [], set()
    for path in paths:
        label = os.path.basename(path)
        for rec in records.iter_file(path):
            if not rec.get("result"):
                continue
            key = (rec["game"], _options_key(rec.get("options", {})), tuple(rec["players"]), rec["seed"])
            if key in seen:
                continue
            seen.add(key)
            out.append({**rec, "_file": label})
    return out


def _options_key(options: dict) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in options.items()))


def variant_label(options: dict, varying: list[str], players: int, players_vary: bool) -> str:
    parts = [f"{k}={options.get(k)}" for k in varying]
    if players_vary:
        parts.insert(0, f"{players}p")
    return ",".join(parts) or "all games"


# -- analysis ------------------------------------------------------------------------------------

def _shares(recs: list[dict]) -> tuple[list[float], int]:
    players = len(recs[0]["players"])
    wins = [0.0] * players
    for rec in recs:
        winners = rec["result"]["winners"]
        for w in winners:
            wins[w] += 1 / len(winners)
    return wins, len(recs)


def _length(rec: dict) -> int:
    return rec["result"].get("moves", len(rec["history"]))


def _winning_score(rec: dict) -> float | None:
    """The winner's score, once per game (None when nobody won)."""
    result = rec["result"]
    return max(float(result["scores"][w]) for w in result["winners"]) if result["winners"] else None


def _share_entry(wins: float, n: int) -> dict:
    return {"wins": wins, "games": n, "share": wins / n if n else 0.0, "ci": wilson(wins, n)}


def _mean_entry(values: list[float]) -> dict:
    mean, ci = mean_ci(values)
    q1, med, q3 = quartiles(values)
    return {"n": len(values), "mean": mean, "ci": ci, "sd": statistics.stdev(values) if len(values) > 1 else 0.0,
            "min": min(values), "q1": q1, "median": med, "q3": q3, "max": max(values)}


def _group_summary(recs: list[dict]) -> dict:
    """Seat shares, bot shares, score and length distributions of a set of same-game records."""
    players = max(len(r["players"]) for r in recs)
    seat_wins = [0.0] * players
    seat_games = [0] * players
    seat_scores: list[list[float]] = [[] for _ in range(players)]
    bot_wins: dict[str, float] = defaultdict(float)
    bot_games: dict[str, int] = defaultdict(int)
    bot_scores: dict[str, list[float]] = defaultdict(list)
    lengths, winning, no_winner = [], [], 0
    for rec in recs:
        result = rec["result"]
        winners = result["winners"]
        if not winners:
            no_winner += 1
        for seat, (bot, score) in enumerate(zip(rec["players"], result["scores"])):
            seat_games[seat] += 1
            seat_scores[seat].append(float(score))
            bot_games[bot] += 1
            bot_scores[bot].append(float(score))
            if seat in winners:
                seat_wins[seat] += 1 / len(winners)
                bot_wins[bot] += 1 / len(winners)
        if winners:
            winning.append(_winning_score(rec))
        lengths.append(_length(rec))
    return {
        "games": len(recs),
        "no_winner": no_winner,
        "seats": [{"seat": s, **_share_entry(seat_wins[s], seat_games[s]),
                   "score": _mean_entry(seat_scores[s]) if seat_scores[s] else None}
                  for s in range(players)],
        "bots": [{"bot": b, **_share_entry(bot_wins[b], bot_games[b]), "score": _mean_entry(bot_scores[b])}
                 for b in sorted(bot_games)],
        "length": _mean_entry([float(x) for x in lengths]),
        "winning_score": _mean_entry(winning) if winning else None,
        "_lengths": lengths,
        "_seat_scores": seat_scores,
        "_seat_wins": seat_wins,
    }


def analyse(recs: list[dict]) -> list[dict]:
    """One report per game in ``recs``: overall figures, a row per variant, and option effects."""
    by_game: dict[str, list[dict]] = defaultdict(list)
    for rec in recs:
        by_game[rec["game"]].append(rec)
    reports = []
    for game, grecs in sorted(by_game.items()):
        all_options = sorted({k for r in grecs for k in r.get("options", {})})
        varying = [k for k in all_options
                   if len({str(r.get("options", {}).get(k)) for r in grecs}) > 1]
        players_vary = len({len(r["players"]) for r in grecs}) > 1
        groups: dict[tuple, list[dict]] = defaultdict(list)
        for rec in grecs:
            opts = rec.get("options", {})
            key = (len(rec["players"]), tuple(str(opts.get(k)) for k in varying))
            groups[key].append(rec)
        variants = []
        for key in sorted(groups):
            vrecs = groups[key]
            opts = {k: vrecs[0].get("options", {}).get(k) for k in varying}
            variants.append({"label": variant_label(opts, varying, key[0], players_vary),
                             "players": key[0], "options": opts,
                             "files": sorted({r["_file"] for r in vrecs if "_file" in r}),
                             **_group_summary(vrecs)})
        effects = []
        for option in varying:
            levels: dict[str, list[dict]] = defaultdict(list)
            for rec in grecs:
                levels[str(rec.get("options", {}).get(option))].append(rec)
            effects.append({"option": option, "levels": _effect_rows(levels)})
        reports.append({"game": game, "games": len(grecs), "varying": varying, "players_vary": players_vary,
                        "overall": _group_summary(grecs), "variants": variants, "effects": effects})
    return reports


def _effect_rows(levels: dict[str, list[dict]]) -> list[dict]:
    """Per option value: first-seat win share, mean length, mean winning score, and the
    difference of each from the first value (the baseline) with a 95% interval."""
    rows, base = [], None
    for value in sorted(levels):
        recs = levels[value]
        first = sum(1 / len(r["result"]["winners"]) for r in recs if 0 in r["result"]["winners"])
        lengths = [float(_length(r)) for r in recs]
        winning = [_winning_score(r) for r in recs if r["result"]["winners"]]
        row = {"value": value, "games": len(recs), "seat0": _share_entry(first, len(recs)),
               "length": _mean_entry(lengths), "winning_score": _mean_entry(winning) if winning else None}
        if base is None:
            base = (first, len(recs), lengths, winning)
        else:
            row["seat0_diff"] = share_diff(base[0], base[1], first, len(recs))
            row["length_diff"] = welch_diff(base[2], lengths)
            row["winning_score_diff"] = welch_diff(base[3], winning) if base[3] and winning else ()
        rows.append(row)
    return rows


# -- text ----------------------------------------------------------------------------------------

def _pct(x: float) -> str:
    return f"{x:.1%}"


def _ci_pct(ci) -> str:
    return f"[{ci[0]:.1%}, {ci[1]:.1%}]"


def _ci_num(ci) -> str:
    return f"[{ci[0]:.1f}, {ci[1]:.1f}]"


def _signed_ci_num(ci) -> str:
    return f"[{ci[0]:+.1f}, {ci[1]:+.1f}]"


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(len(str(c)) for c in col) for col in zip(header, *rows)]
    fmt = lambda cells: "  " + "  ".join(  # noqa: E731
        str(c).ljust(w) if i == 0 else str(c).rjust(w) for i, (c, w) in enumerate(zip(cells, widths)))
    return [fmt(header), "  " + "  ".join("-" * w for w in widths), *(fmt(r) for r in rows)]


def format_report(reports: list[dict]) -> str:
    """The text ``tianxia stats`` prints: every interval is 95%."""
    if not reports:
        return "no finished games in these files"
    out = []
    for rep in reports:
        out.append(f"{rep['game']}: {rep['games']} finished games"
                   + (f"; options that differ: {', '.join(rep['varying'])}" if rep["varying"] else ""))
        out.append("")
        # the comparison table: one row per variant
        players = max(len(v["seats"]) for v in rep["variants"])
        header = ["variant", "games", "length [95% CI]", "winner score [95% CI]"] + \
                 [f"seat {s} wins [95% CI]" for s in range(players)] + ["no winner"]
        rows = []
        for v in rep["variants"]:
            ws = v["winning_score"]
            row = [v["label"], str(v["games"]), f"{v['length']['mean']:.1f} {_ci_num(v['length']['ci'])}",
                   f"{ws['mean']:.1f} {_ci_num(ws['ci'])}" if ws else "-"]
            for s in range(players):
                if s < len(v["seats"]):
                    e = v["seats"][s]
                    row.append(f"{_pct(e['share'])} {_ci_pct(e['ci'])}")
                else:
                    row.append("-")
            row.append(str(v["no_winner"]))
            rows.append(row)
        out.append("Variants (win share by seat position):")
        out.extend(_table(header, rows))
        out.append("")
        # bots
        header = ["variant", "bot", "seats played", "win share [95% CI]", "mean score [95% CI]"]
        rows = []
        for v in rep["variants"]:
            for b in v["bots"]:
                rows.append([v["label"], b["bot"], str(b["games"]), f"{_pct(b['share'])} {_ci_pct(b['ci'])}",
                             f"{b['score']['mean']:.1f} {_ci_num(b['score']['ci'])}"])
        out.append("Win share by bot (each seat a bot played counts once):")
        out.extend(_table(header, rows))
        out.append("")
        # score distributions
        header = ["variant", "seat", "mean [95% CI]", "sd", "min", "q1", "median", "q3", "max"]
        rows = []
        for v in rep["variants"]:
            for e in v["seats"]:
                sc = e["score"]
                if sc is None:
                    continue
                rows.append([v["label"], str(e["seat"]), f"{sc['mean']:.1f} {_ci_num(sc['ci'])}", f"{sc['sd']:.1f}",
                             f"{sc['min']:g}", f"{sc['q1']:g}", f"{sc['median']:g}", f"{sc['q3']:g}",
                             f"{sc['max']:g}"])
        out.append("Score distribution by seat:")
        out.extend(_table(header, rows))
        out.append("")
        header = ["variant", "mean [95% CI]", "sd", "min", "q1", "median", "q3", "max"]
        rows = [[v["label"], f"{v['length']['mean']:.1f} {_ci_num(v['length']['ci'])}", f"{v['length']['sd']:.1f}",
                 f"{v['length']['min']:g}", f"{v['length']['q1']:g}", f"{v['length']['median']:g}",
                 f"{v['length']['q3']:g}", f"{v['length']['max']:g}"] for v in rep["variants"]]
        out.append("Game length (actions):")
        out.extend(_table(header, rows))
        # option effects
        for eff in rep["effects"]:
            out.append("")
            base = eff["levels"][0]["value"]
            out.append(f"Effect of {eff['option']} (differences from {eff['option']}={base}):")
            header = ["value", "games", "seat 0 wins [95% CI]", "diff [95% CI]", "length [95% CI]", "diff [95% CI]",
                      "winner score [95% CI]", "diff [95% CI]"]
            rows = []
            for lv in eff["levels"]:
                ws = lv["winning_score"]
                row = [lv["value"], str(lv["games"]), f"{_pct(lv['seat0']['share'])} {_ci_pct(lv['seat0']['ci'])}"]
                row.append(_fmt_diff(lv.get("seat0_diff"), pct=True))
                row.append(f"{lv['length']['mean']:.1f} {_ci_num(lv['length']['ci'])}")
                row.append(_fmt_diff(lv.get("length_diff")))
                row.append(f"{ws['mean']:.1f} {_ci_num(ws['ci'])}" if ws else "-")
                row.append(_fmt_diff(lv.get("winning_score_diff")))
                rows.append(row)
            out.extend(_table(header, rows))
        out.append("")
    return "\n".join(out).rstrip()


def _fmt_diff(diff, pct: bool = False) -> str:
    if not diff:
        return "(baseline)" if diff is None else "-"
    d, ci = diff
    if pct:
        return f"{d * 100:+.1f}pp [{ci[0] * 100:+.1f}, {ci[1] * 100:+.1f}]"
    return f"{d:+.1f} {_signed_ci_num(ci)}"


def strip_private(reports: list[dict]) -> list[dict]:
    """The reports without the raw lists kept for plotting (for JSON output)."""
    def clean(obj):
        if isinstance(obj, dict):
            return {k: clean(v) for k, v in obj.items() if not k.startswith("_")}
        if isinstance(obj, list):
            return [clean(x) for x in obj]
        if isinstance(obj, tuple):
            return [clean(x) for x in obj]
        return obj
    return clean(reports)
