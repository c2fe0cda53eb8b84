"""PNG plots of ``stats.analyse`` reports (matplotlib, Agg backend: no display needed).

Per game, into DIR:
  ``<game>_win_share_by_seat.png``  win share per seat, one bar group per variant, 95% Wilson bars
  ``<game>_scores.png``             score distribution per seat and variant (box plots)
  ``<game>_length.png``             game length distribution per variant (histograms)
  ``<game>_effects.png``            per varying option: first-seat win share and mean length per value
                                    (only when some option differs between records)
"""

from __future__ import annotations

import os


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise ValueError("--plot needs matplotlib (pip install 'tianxia[stats]')") from None
    matplotlib.use("Agg", force=True)
    import matplotlib.pyplot as plt

    return plt


def write(reports: list[dict], directory: str) -> list[str]:
    """Write the plots; return their paths."""
    plt = _pyplot()
    os.makedirs(directory, exist_ok=True)
    paths = []
    for rep in reports:
        game, variants = rep["game"], rep["variants"]
        # win share by seat
        fig, ax = plt.subplots(figsize=(7, 4))
        players = max(len(v["seats"]) for v in variants)
        width = 0.8 / len(variants)
        for i, v in enumerate(variants):
            xs = [s + (i - (len(variants) - 1) / 2) * width for s in range(len(v["seats"]))]
            shares = [e["share"] for e in v["seats"]]
            errs = [[e["share"] - e["ci"][0] for e in v["seats"]], [e["ci"][1] - e["share"] for e in v["seats"]]]
            ax.bar(xs, shares, width, yerr=errs, capsize=3, label=v["label"])
        ax.axhline(1 / players, color="grey", linewidth=0.8, linestyle="--")
        ax.set_xticks(range(players), [f"seat {s}" for s in range(players)])
        ax.set_ylabel("win share (95% Wilson interval)")
        ax.set_title(f"{game}: win share by seat position")
        ax.legend(fontsize="small")
        paths.append(_save(fig, plt, directory, f"{game}_win_share_by_seat.png"))
        # scores
        fig, ax = plt.subplots(figsize=(max(6, players * len(variants) * 0.7), 4))
        data, labels = [], []
        for v in variants:
            for s, scores in enumerate(v["_seat_scores"]):
                if scores:
                    data.append(scores)
                    labels.append(f"{v['label']}\nseat {s}" if len(variants) > 1 else f"seat {s}")
        ax.boxplot(data)
        ax.set_xticks(range(1, len(labels) + 1), labels, fontsize="x-small")
        ax.set_ylabel("final score")
        ax.set_title(f"{game}: score distribution by seat")
        paths.append(_save(fig, plt, directory, f"{game}_scores.png"))
        # length
        fig, ax = plt.subplots(figsize=(7, 4))
        for v in variants:
            ax.hist(v["_lengths"], bins=min(30, max(5, len(set(v["_lengths"])))), alpha=0.5, label=v["label"])
        ax.set_xlabel("game length (actions)")
        ax.set_ylabel("games")
        ax.set_title(f"{game}: game length")
        ax.legend(fontsize="small")
        paths.append(_save(fig, plt, directory, f"{game}_length.png"))
        # option effects
        if rep["effects"]:
            fig, axes = plt.subplots(len(rep["effects"]), 2, figsize=(9, 3 * len(rep["effects"])), squeeze=False)
            for row, eff in enumerate(rep["effects"]):
                values = [lv["value"] for lv in eff["levels"]]
                xs = range(len(values))
                shares = [lv["seat0"]["share"] for lv in eff["levels"]]
                axes[row][0].errorbar(xs, shares, fmt="o", capsize=4, yerr=[
                    [lv["seat0"]["share"] - lv["seat0"]["ci"][0] for lv in eff["levels"]],
                    [lv["seat0"]["ci"][1] - lv["seat0"]["share"] for lv in eff["levels"]]])
                axes[row][0].set_xticks(list(xs), values)
                axes[row][0].set_title(f"{eff['option']}: seat 0 win share", fontsize="small")
                means = [lv["length"]["mean"] for lv in eff["levels"]]
                axes[row][1].errorbar(xs, means, fmt="o", capsize=4, yerr=[
                    [lv["length"]["mean"] - lv["length"]["ci"][0] for lv in eff["levels"]],
                    [lv["length"]["ci"][1] - lv["length"]["mean"] for lv in eff["levels"]]])
                axes[row][1].set_xticks(list(xs), values)
                axes[row][1].set_title(f"{eff['option']}: mean game length", fontsize="small")
            fig.suptitle(f"{game}: option effects (95% intervals)")
            paths.append(_save(fig, plt, directory, f"{game}_effects.png"))
    return paths


def _save(fig, plt, directory: str, name: str) -> str:
    path = os.path.join(directory, name)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
