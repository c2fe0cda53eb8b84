"""A player's profile: each game's rating over time as an inline SVG drawn here, and statistics
per game computed from the account's stored rated games (docs/server.md, "Profiles and
leaderboards").

Only rated games count (finished by the rules, every seat a person, at least two accounts: see
ratings.py), so a profile shows nothing of a game in progress, a seat's link or a mail address.
The score categories come from replaying each game's stored actions and asking the game for its
final score table (a few milliseconds a game), in the page's language.
"""

from __future__ import annotations

from collections import Counter
from html import escape

from sqlalchemy import select

from . import ratings
from .store import accounts, actions, games, rating_history, seat_owners

#: rated games per game a profile looks at (the newest)
MOST = 500

#: the plot's size in SVG units; drawn at the page's width (100%), so 1:1 on a 390 px phone
WIDTH, HEIGHT = 360, 180
LEFT, RIGHT, TOP, BOTTOM = 44, 10, 14, 28


def account(engine, key: str) -> dict | None:
    with engine.connect() as conn:
        row = conn.execute(select(accounts.c.id, accounts.c.name, accounts.c.created)
                           .where(accounts.c.name_key == key)).mappings().first()
    return dict(row) if row else None


def history(engine, account_id: str) -> dict[str, list[dict]]:
    """Per game: the account's rated games, oldest first, each with its stored game row, the
    account's seats in it and the rating after it."""
    with engine.connect() as conn:
        rows = [dict(r) for r in conn.execute(
            select(rating_history.c.game, rating_history.c.game_id, rating_history.c.mu, rating_history.c.sigma,
                   rating_history.c.at, games.c.options, games.c.seats, games.c.result, games.c.clock,
                   games.c.seed)
            .join(games, games.c.id == rating_history.c.game_id)
            .where(rating_history.c.account_id == account_id)
            .order_by(rating_history.c.at.desc(), rating_history.c.id.desc()).limit(MOST * 4)).mappings()]
        ids = [r["game_id"] for r in rows]
        mine: dict[str, list[int]] = {}
        for gid, seat in conn.execute(select(seat_owners.c.game_id, seat_owners.c.seat)
                                      .where(seat_owners.c.account_id == account_id, seat_owners.c.game_id.in_(ids))):
            mine.setdefault(gid, []).append(seat)
    out: dict[str, list[dict]] = {}
    for r in reversed(rows):
        if r["game_id"] in mine and len(out.get(r["game"], [])) < MOST:
            out.setdefault(r["game"], []).append({**r, "mine": sorted(mine[r["game_id"]])})
    return out


def score_tables(engine, game, rows: list[dict], lang: str) -> dict[str, list[dict]]:
    """Each game's final score table by category (``render_scores``), from its stored actions."""
    ids = [r["game_id"] for r in rows]
    moves: dict[str, list[str]] = {}
    with engine.connect() as conn:
        for gid, notation in conn.execute(select(actions.c.game_id, actions.c.notation)
                                          .where(actions.c.game_id.in_(ids)).order_by(actions.c.game_id, actions.c.n)):
            moves.setdefault(gid, []).append(notation)
    out = {}
    for r in rows:
        try:
            state = game.replay(len(r["seats"]), r["seed"], r["options"], moves.get(r["game_id"], []))
            out[r["game_id"]] = game.render_scores(state.view(None), lang=lang)
        except Exception:  # noqa: BLE001 - a game that no longer replays: its categories are left out
            continue
    return out


def longest_run(flags: list[bool]) -> int:
    best = run = 0
    for flag in flags:
        run = run + 1 if flag else 0
        best = max(best, run)
    return best


def statistics(rows: list[dict], tables: dict[str, list[dict]]) -> dict:
    """The numbers of one game's section (words are the template's)."""
    n = len(rows)
    won, places, scores, by_count, clocks, options = [], [], [], {}, Counter(), Counter()
    categories: dict[str, list[float]] = {}
    for r in rows:
        result, seats = r["result"] or {}, r["mine"]
        everyone = list(range(len(r["seats"])))
        place_of = dict(zip(everyone, ratings.places(result, everyone)))
        seat = min(seats, key=lambda s: place_of[s])  # seated twice: the better seat
        win = seat in (result.get("winners") or [])
        won.append(win)
        places.append(place_of[seat])
        score = (result.get("scores") or [0] * len(everyone))[seat]
        if isinstance(score, (int, float)):
            scores.append(score)
        count = by_count.setdefault(len(everyone), [0, 0])
        count[0] += 1
        count[1] += win
        clocks[(r["clock"] or {}).get("mode", "none")] += 1
        options[tuple(sorted((r["options"] or {}).items(), key=lambda kv: kv[0]))] += 1
        for row in tables.get(r["game_id"], []):
            points = row.get("points") or []
            if seat < len(points) and isinstance(points[seat], (int, float)) and not isinstance(points[seat], bool):
                categories.setdefault(str(row["category"]), []).append(points[seat])
    shown = [ratings.shown(r["mu"], r["sigma"]) for r in rows]
    return {
        "games": n,
        "wins": sum(won),
        "win_share": round(100 * sum(won) / n) if n else 0,
        "by_count": [{"players": p, "games": c[0], "wins": c[1]} for p, c in sorted(by_count.items())],
        "mean_place": round(sum(places) / n, 2) if n else None,
        "mean_score": round(sum(scores) / len(scores), 1) if scores else None,
        "best_score": max(scores) if scores else None,
        "categories": [{"category": c, "mean": round(sum(v) / len(v), 1)} for c, v in categories.items()],
        "longest_run": longest_run(won),
        "peak": max(shown) if shown else None,
        "rating": shown[-1] if shown else None,
        "clocks": sorted(clocks.items(), key=lambda kv: -kv[1]),
        "options": [{"options": dict(k), "games": v} for k, v in options.most_common(8)],
        "mean_moves": round(sum((r["result"] or {}).get("moves", 0) for r in rows) / n) if n else None,
        "last": rows[-1]["at"] if rows else None,
    }


def plot(points: list[int], label: str, games_word: str) -> str:
    """The rating after each rated game as an inline SVG line chart: axes with the lowest and
    highest rating and the game count, a dot at the last game; ``label`` names it for assistive
    technology.  Sized by its viewBox, so it fills a phone's width and stays readable."""
    w, h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    lowest, highest = min(points), max(points)
    low, high = lowest, highest
    if high - low < 40:  # a flat line sits in the middle of a 40-point band
        mid = (high + low) / 2
        low, high = mid - 20, mid + 20
    pad = (high - low) * 0.06  # the line and its dot clear the frame
    low, high = low - pad, high + pad
    n = len(points)

    def x(i):
        return LEFT + 6 + ((w - 12) * i / (n - 1) if n > 1 else (w - 12) / 2)

    def y(v):
        return TOP + h * (high - v) / (high - low)

    line = " ".join(f"{x(i):.1f},{y(v):.1f}" for i, v in enumerate(points))
    last_x, last_y = x(n - 1), y(points[-1])
    parts = [
        f'<svg class="rating-plot" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" role="img" aria-label="{escape(label)}"'
        f' preserveAspectRatio="xMidYMid meet">',
        f"<title>{escape(label)}</title>",
        f'<rect x="{LEFT}" y="{TOP}" width="{w}" height="{h}" class="plot-area"/>',
        f'<line x1="{LEFT}" y1="{y(highest):.1f}" x2="{LEFT + w}" y2="{y(highest):.1f}" class="grid"/>',
        f'<line x1="{LEFT}" y1="{y(lowest):.1f}" x2="{LEFT + w}" y2="{y(lowest):.1f}" class="grid"/>' if lowest != highest else "",
        f'<text x="{LEFT - 4}" y="{y(highest) + 4:.1f}" text-anchor="end" class="tick">{highest}</text>',
        f'<text x="{LEFT - 4}" y="{y(lowest) + 4:.1f}" text-anchor="end" class="tick">{lowest}</text>' if lowest != highest else "",
        f'<text x="{x(0):.1f}" y="{HEIGHT - 8}" text-anchor="middle" class="tick">1</text>',
        f'<text x="{x(n - 1):.1f}" y="{HEIGHT - 8}" text-anchor="middle" class="tick">{n}</text>' if n > 1 else "",
        f'<text x="{LEFT + w / 2}" y="{HEIGHT - 8}" text-anchor="middle" class="tick">{escape(games_word)}</text>',
        f'<polyline points="{line}" class="rating-line" fill="none"/>' if n > 1 else "",
        f'<circle cx="{last_x:.1f}" cy="{last_y:.1f}" r="4" class="rating-dot"/>',
        "</svg>",
    ]
    return "".join(parts)
