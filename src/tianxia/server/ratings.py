"""Ratings: one openskill Plackett-Luce rating per account and game, as the bot ladder's.

A game is rated once it is finished by the rules (not abandoned) when at least two of its seats
belong to accounts, no seat is a bot and it was played here (not an uploaded record, not played
on from a position, not a practice game with hints: ``tx_practice``).  Placement comes from the
final ranking: the winners first, then by score; seats with equal places share them (docs/server.md, "Ratings").  Seats that belong to nobody are
left out of the rating; the accounts keep their order among themselves.

Rating is idempotent and safe with several processes: a game's row in ``tx_rated_games`` is
written in the same transaction as the new ratings, so a game is never rated twice, and games
that finished while their server was down are rated by the next sweep (``rate_pending``).
"""

from __future__ import annotations

import time

from sqlalchemy import and_, select
from sqlalchemy.exc import IntegrityError

from . import seats as seatlib
from .store import accounts, games, practice, rated_games, rating_history, ratings, seat_owners

#: a new account's rating (openskill's defaults: mu 25, sigma 25/3)
MU, SIGMA = 25.0, 25.0 / 3


def shown(mu: float, sigma: float) -> int:
    """The rating people see: openskill's ordinal (mu - 3 sigma) on a 0-3000 style scale."""
    return round((mu - 3 * sigma) * 60 + 1500)


def places(result: dict, seats: list[int]) -> list[int]:
    """Each of ``seats``' place (1 = best; equal places shared): winners first, then by score."""
    scores, winners = result["scores"], set(result.get("winners") or [])

    def key(seat):
        return (seat in winners, scores[seat] if seat < len(scores) else 0)

    order = sorted(seats, key=key, reverse=True)
    out, place = {}, 0
    for i, seat in enumerate(order):
        if i == 0 or key(seat) != key(order[i - 1]):
            place = i + 1
        out[seat] = place
    return [out[s] for s in seats]


def ratable(row: dict, owners: dict[int, str]) -> bool:
    result = row.get("result") or {}
    return (row["status"] == "finished" and not result.get("abandoned") and (row.get("source") or "lobby") == "lobby"
            and all(spec == seatlib.HUMAN for spec in row["seats"]) and len(set(owners.values())) >= 2
            and len(owners) >= 2)


def rate_game(engine, game_id: str) -> bool:
    """Rate one finished game if it qualifies and was not rated yet (True: rated now)."""
    from openskill.models import PlackettLuce

    with engine.connect() as conn:
        row = conn.execute(select(games).where(games.c.id == game_id)).mappings().first()
        if row is None:
            return False
        owners = {s: a for s, a in conn.execute(select(seat_owners.c.seat, seat_owners.c.account_id)
                                                .where(seat_owners.c.game_id == game_id))}
        hints = conn.execute(select(practice.c.hints).where(practice.c.game_id == game_id)).scalar()
        if hints or not ratable(dict(row), owners) or conn.execute(
                select(rated_games.c.game_id).where(rated_games.c.game_id == game_id)).first():
            return False
    # one account in two seats of the same game is rated by its best seat only
    best: dict[str, int] = {}
    seats = sorted(owners)
    for seat, place in zip(seats, places(row["result"], seats)):
        account = owners[seat]
        best[account] = min(place, best.get(account, place))
    if len(best) < 2:
        return False
    model = PlackettLuce()
    now = time.time()
    try:
        with engine.begin() as conn:
            conn.execute(rated_games.insert().values(game_id=game_id, game=row["game"], at=now))
            people = sorted(best)
            old = {r["account_id"]: r for r in conn.execute(select(ratings).where(and_(
                ratings.c.game == row["game"], ratings.c.account_id.in_(people)))).mappings()}
            teams = [[model.rating(mu=old[a]["mu"] if a in old else MU,
                                   sigma=old[a]["sigma"] if a in old else SIGMA, name=a)] for a in people]
            new = model.rate(teams, ranks=[best[a] for a in people])
            for account, [rating] in zip(people, new):
                values = {"mu": rating.mu, "sigma": rating.sigma, "updated": now}
                if account in old:
                    conn.execute(ratings.update().where(and_(ratings.c.account_id == account,
                                                             ratings.c.game == row["game"]))
                                 .values(games=old[account]["games"] + 1, **values))
                else:
                    conn.execute(ratings.insert().values(account_id=account, game=row["game"], games=1, **values))
                conn.execute(rating_history.insert().values(account_id=account, game=row["game"], game_id=game_id,
                                                            place=best[account], players=len(row["seats"]),
                                                            mu=rating.mu, sigma=rating.sigma, at=now))
    except IntegrityError:  # another process rated it first
        return False
    return True


def rate_pending(engine, limit: int = 500) -> int:
    """Rate the finished games with owned seats that are not rated yet (after a restart)."""
    with engine.connect() as conn:
        candidates = [g for (g,) in conn.execute(
            select(seat_owners.c.game_id).distinct()
            .join(games, games.c.id == seat_owners.c.game_id)
            .outerjoin(rated_games, rated_games.c.game_id == seat_owners.c.game_id)
            .where(games.c.status == "finished", rated_games.c.game_id.is_(None)).limit(limit))]
    return sum(rate_game(engine, g) for g in candidates)


def player(engine, name_key: str, recent: int = 20) -> dict | None:
    """``GET /api/players/{name}``: the account's ratings per game and its recent rated games."""
    with engine.connect() as conn:
        account = conn.execute(select(accounts.c.id, accounts.c.name, accounts.c.created)
                               .where(accounts.c.name_key == name_key)).mappings().first()
        if account is None:
            return None
        per_game = [{"game": r["game"], "mu": round(r["mu"], 3), "sigma": round(r["sigma"], 3),
                     "rating": shown(r["mu"], r["sigma"]), "games": r["games"]}
                    for r in conn.execute(select(ratings).where(ratings.c.account_id == account["id"])
                                          .order_by(ratings.c.game)).mappings()]
        history = [{"game_id": r["game_id"], "game": r["game"], "place": r["place"], "players": r["players"],
                    "rating": shown(r["mu"], r["sigma"]), "at": r["at"]}
                   for r in conn.execute(select(rating_history).where(rating_history.c.account_id == account["id"])
                                         .order_by(rating_history.c.at.desc()).limit(recent)).mappings()]
    return {"name": account["name"], "since": account["created"], "ratings": per_game, "recent": history}


def leaderboard(engine, game: str, limit: int = 50, min_games: int = 1) -> list[dict]:
    """``GET /api/leaderboard/{game}``: the accounts by shown rating (mu - 3 sigma), best first."""
    with engine.connect() as conn:
        found = conn.execute(select(accounts.c.name, ratings.c.mu, ratings.c.sigma, ratings.c.games)
                             .join(accounts, accounts.c.id == ratings.c.account_id)
                             .where(ratings.c.game == game, ratings.c.games >= min_games)
                             .order_by((ratings.c.mu - 3 * ratings.c.sigma).desc(), accounts.c.name_key)
                             .limit(limit)).mappings()
        return [{"place": i + 1, "name": r["name"], "rating": shown(r["mu"], r["sigma"]),
                 "mu": round(r["mu"], 3), "sigma": round(r["sigma"], 3), "games": r["games"]}
                for i, r in enumerate(found)]
