"""Do the ratings find the stronger players?  A population of accounts whose strengths are known
(each account is a bot: the heuristic with a growing rate of random moves, "blunders", down to
the random bot) plays rated Dragon games, stored in a real database and rated by the server's own
code (``tianxia.server.ratings.rate_game``, as a finished game is rated on the server); after every
round the Spearman rank correlation between the accounts' shown ratings and their true order is
taken.  Issue 27's target: at least 0.9 after 50 games each.

    PYTHONPATH=src python benchmarks/ratings_population.py [--games 50] [--players 3] [--workers 2] \
        [--out benchmarks/records/population-2026-11-29]

Each round seats every account once (the accounts shuffled into tables of ``--players``), so
after ``--games`` rounds each has played that many games.  The games of a round are played in
``--workers`` processes (the bots are cheap: the heuristic's Dragon game costs about 0.5 s of CPU)
and rated in their order.  Results in benchmarks/days.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

#: the accounts, strongest first: the true order
POPULATION = [
    "heuristic", "heuristic:blunder=0.1", "heuristic:blunder=0.2", "heuristic:blunder=0.3",
    "heuristic:blunder=0.45", "heuristic:blunder=0.6", "heuristic:blunder=0.75", "heuristic:blunder=0.9",
    "random",
]


def play(args) -> dict:
    game_name, specs, seed = args
    import tianxia
    from tianxia import bots

    game = tianxia.load(game_name)
    state = game.new_state(len(specs), seed=seed)
    players = [bots.make(spec, seed=seed * 10 + i) for i, spec in enumerate(specs)]
    started = time.process_time()
    while not state.is_terminal:
        seat = state.current_player
        state.apply(players[seat].choose(state, seat))
    return {"seed": seed, "specs": specs, "history": list(state.history), "cpu": time.process_time() - started,
            "result": {"scores": state.scores(), "winners": state.winners(), "moves": len(state.history)}}


def spearman(xs: list[float], ys: list[float]) -> float:
    """Spearman's rho with average ranks for ties."""
    def ranks(values):
        order = sorted(range(len(values)), key=lambda i: values[i])
        out = [0.0] * len(values)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                out[order[k]] = (i + j) / 2 + 1
            i = j + 1
        return out

    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / len(rx), sum(ry) / len(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    vx = sum((a - mx) ** 2 for a in rx) ** 0.5
    vy = sum((b - my) ** 2 for b in ry) ** 0.5
    return cov / (vx * vy)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="dragon")
    parser.add_argument("--games", type=int, default=50, help="games each account plays")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=None, help="folder for the records and the rating table")
    args = parser.parse_args()

    from sqlalchemy import select

    from tianxia.server import ratings
    from tianxia.server.store import Store, accounts, seat_owners
    from tianxia.server.store import ratings as ratings_table

    if len(POPULATION) % args.players:
        raise SystemExit(f"{len(POPULATION)} accounts do not split into tables of {args.players}")
    rng = random.Random(args.seed)
    folder = tempfile.mkdtemp(prefix="tianxia-population-")
    store = Store(f"sqlite:///{folder}/ratings.sqlite3")
    ids = []
    with store.engine.begin() as conn:
        for i, spec in enumerate(POPULATION):
            ids.append(f"acct{i:02d}")
            name = f"bot{i}-" + spec.replace(":", "-").replace("=", "")[:10]
            conn.execute(accounts.insert().values(id=ids[-1], name=name[:20], name_key=name[:20].lower(),
                                                  password_hash="-", email=None, created=time.time()))
    truth = [-i for i in range(len(POPULATION))]  # the first is the strongest
    records, curve, started = [], [], time.time()
    seed = args.seed * 100000
    with ProcessPoolExecutor(args.workers) as pool:
        for round_no in range(1, args.games + 1):
            order = list(range(len(POPULATION)))
            rng.shuffle(order)
            tables = [order[i:i + args.players] for i in range(0, len(order), args.players)]
            jobs = []
            for table in tables:
                seed += 1
                jobs.append((args.game, [POPULATION[a] for a in table], seed))
            for table, record in zip(tables, pool.map(play, jobs)):
                game_id = secrets.token_hex(6)
                row = {"id": game_id, "game": args.game, "options": {}, "seed": record["seed"],
                       "seats": ["human"] * args.players, "token_hashes": [None] * args.players,
                       "joined": [True] * args.players, "version": len(record["history"]), "status": "finished",
                       "result": record["result"], "source": "lobby", "clock": None}
                store.create_game(row, list(enumerate(record["history"])))
                with store.engine.begin() as conn:
                    for seat, account in enumerate(table):
                        conn.execute(seat_owners.insert().values(game_id=game_id, seat=seat, account_id=ids[account],
                                                                 at=time.time()))
                assert ratings.rate_game(store.engine, game_id), "a qualifying game was not rated"
                record["accounts"] = [ids[a] for a in table]
                records.append(record)
            with store.engine.connect() as conn:
                rated = {r["account_id"]: r for r in conn.execute(select(ratings_table)).mappings()}
            shown = [ratings.shown(rated[a]["mu"], rated[a]["sigma"]) for a in ids]
            rho = spearman(shown, truth)
            curve.append({"games": round_no, "rho": round(rho, 4), "shown": shown})
            if round_no in (1, 5, 10, 20, 30, 40, 50) or round_no == args.games:
                print(f"after {round_no:3d} games each: Spearman rho {rho:.3f}   ratings {shown}", flush=True)
    wall = time.time() - started
    cpu = sum(r["cpu"] for r in records)
    final = curve[-1]
    print(f"\n{len(records)} games of {args.game} ({args.players} players), {args.games} each for "
          f"{len(POPULATION)} accounts; {wall:.0f} s wall, {cpu:.0f} s of the bots' CPU")
    print(f"final Spearman rho {final['rho']:.3f} (target: at least 0.9)")
    for i, spec in enumerate(POPULATION):
        print(f"  {spec:26s} rating {final['shown'][i]:5d}")
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "games.jsonl"), "w") as f:
            for r in records:
                f.write(json.dumps(r) + "\n")
        with open(os.path.join(args.out, "curve.json"), "w") as f:
            json.dump({"population": POPULATION, "game": args.game, "players": args.players,
                       "games_each": args.games, "seed": args.seed, "wall_seconds": round(wall),
                       "curve": curve}, f, indent=1)
    store.close()


if __name__ == "__main__":
    main()
