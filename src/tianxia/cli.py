"""The ``tianxia`` command: list, play, simulate, stats, bench, replay, review, arena, ladder, serve.

Every user mistake (unknown game, bad option, wrong player count, illegal move,
unreadable file) is answered with one sentence on stderr and exit code 2,
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from . import bot as make_bot
from . import games, load
from .bots.base import split_seats
from .bots.level import check_for as check_level
from .bots.level import levels
from .core import IllegalAction
from .core import options as opts
from .core import record as records


class UserError(Exception):
    """A mistake of the user's, reported as one line."""


def _game_and_options(name: str, option_text: str | None, players: int):
    game = load(name)
    options = game.resolve_options(opts.parse_cli(option_text), game.check_players(players))
    return game, options


def _seats(text: str, game) -> list[str]:
    seats = split_seats(text)
    game.check_players(len(seats))
    for spec in seats:
        if spec != "human":
            make_bot(spec)  # fail early on an unknown bot, or a level the game does not offer
            check_level(spec, game.name)
    return seats


# -- list ------------------------------------------------------------------------------------------

def cmd_list(args) -> int:
    for name in games():
        game = load(name)
        print(f"{name:9} {game.title}  ({game.min_players}-{game.max_players} players)")
        for option, spec in game.options.items():
            print(f"    {option}: {opts.describe(spec)}  {spec.get('help', '')}".rstrip())
        print(f"    bot levels: {', '.join(levels(name))}  (a seat of --seats; docs/bots.md)")
    return 0


# -- play ------------------------------------------------------------------------------------------

def _ask(prompt: str) -> str | None:
    try:
        return input(prompt)
    except EOFError:
        return None


def cmd_play(args) -> int:
    game = load(args.game)
    seats = _seats(args.seats, game)
    options = game.resolve_options(opts.parse_cli(args.options), len(seats))
    state = game.new_state(len(seats), seed=args.seed, options=options)
    bots = {i: make_bot(spec, seed=(args.seed or 0) * 8 + i) for i, spec in enumerate(seats) if spec != "human"}
    humans = [i for i, spec in enumerate(seats) if spec == "human"]
    shown = {seat: 0 for seat in humans}
    observer = humans[0] if len(humans) == 1 else None
    print(f"{game.title}: {len(seats)} players ({', '.join(f'seat {i} {s}' for i, s in enumerate(seats))})")
    while not state.is_terminal:
        seat = state.current_player
        if seat in bots:
            state.apply(bots[seat].choose(state, seat))
            continue
        lines = state.log_for(seat)
        for line in lines[shown[seat]:]:
            print(f"  | {line}")
        shown[seat] = len(lines)
        print()
        print(game.render_text(state.view(seat)))
        legal = state.legal_actions()
        print(f"\nSeat {seat}, your move:")
        for number, action in enumerate(legal, 1):
            print(f"  {number:3}. {action}")
        while True:
            answer = _ask("choose a number or type a move (q to quit): ")
            if answer is None or answer.strip().lower() in ("q", "quit", "exit"):
                print("Game abandoned.")
                _save(args, state, seats)
                return 0
            answer = answer.strip()
            try:
                if answer.isdigit():
                    number = int(answer)
                    if not 1 <= number <= len(legal):
                        raise IllegalAction(f"choose a number from 1 to {len(legal)}")
                    state.apply(legal[number - 1])
                else:
                    state.apply(answer)
                break
            except IllegalAction as err:
                print(f"  ! {err}")
    final_seat = observer
    lines = state.log_for(final_seat)
    start = shown.get(final_seat, 0) if final_seat is not None else 0
    for line in lines[start:]:
        print(f"  | {line}")
    print()
    print(game.render_text(state.view(final_seat)))
    print()
    _print_result(state, seats)
    _save(args, state, seats)
    return 0


def _print_result(state, seats: list[str]) -> None:
    winners = state.winners()
    for seat, score in enumerate(state.scores()):
        mark = "  winner" if seat in winners else ""
        print(f"  seat {seat} ({seats[seat]}): {score}{mark}")
    if not winners:
        print("  nobody wins")


def _save(args, state, seats) -> None:
    if getattr(args, "save", None):
        records.save(args.save, records.make(state, seats))
        print(f"record saved to {args.save}")


# -- simulate --------------------------------------------------------------------------------------

def _stored(path: str | None, belongs) -> list[dict]:
    """Records already in the ``--out`` file that belong to this run (a rerun resumes them)."""
    if not path or not os.path.exists(path):
        return []
    return [rec for rec in records.iter_file(path) if belongs(rec)]


def _play_into(label: str, total: int, completed: int, games, path: str | None) -> list[dict]:
    """Drain ``games`` under a progress bar, appending each record to ``path`` as it finishes
    (so a stopped run keeps every finished game)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    done = []
    out = open(path, "a", encoding="utf-8") if path else None
    try:
        with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                      TimeRemainingColumn(), transient=not sys.stderr.isatty()) as bar:
            task = bar.add_task(label, total=total, completed=completed)
            for rec in games:
                done.append(rec)
                if out:
                    out.write(json.dumps(rec) + "\n")
                    out.flush()
                bar.advance(task)
    finally:
        if out:
            out.close()
    return done


def cmd_simulate(args) -> int:
    from .sim import run_batch, summarise

    game = load(args.game)
    seats = _seats(args.seats, game)
    options = game.resolve_options(opts.parse_cli(args.options), len(seats))
    if args.n < 1:
        raise UserError("-n must be at least 1")
    if args.address and args.backend != "ray":
        raise UserError("--address is for --backend ray")
    if args.backend == "ray":
        from .sim import ray_backend

        ray_backend.import_ray()  # a clear sentence before any work if ray is missing
    done = _stored(args.out, lambda rec: rec["game"] == game.name and rec.get("options") == options
                   and rec["players"] == seats)
    skip = {rec["seed"] for rec in done}
    todo = args.n - len([r for r in done if r["seed"] - args.seed in range(args.n)])
    games = run_batch(game.name, args.n, seats, options, base_seed=args.seed, workers=args.workers,
                      skip_seeds=skip, backend=args.backend, address=args.address)
    done += _play_into(game.name, args.n, args.n - todo, games, args.out)
    print(format_summary(summarise(done), game.title))
    return 0


def format_summary(summary: dict, title: str) -> str:
    if not summary["games"]:
        return "no finished games"
    lines = [f"{title}: {summary['games']} games"]
    lines.append(f"  {'seat':<5}{'player':<22}{'win share':>10}  {'95% interval':<16}{'mean':>8}{'min':>7}{'max':>7}")
    for s in summary["seats"]:
        low, high = s["win_ci"]
        lines.append(f"  {s['seat']:<5}{s['bot'][:21]:<22}{s['win_share']:>9.1%}  "
                     f"{f'{low:.1%}-{high:.1%}':<16}{s['score_mean']:>8.1f}{s['score_min']:>7}{s['score_max']:>7}")
    length = summary["length"]
    lines.append(f"  game length: mean {length['mean']:.1f} actions (min {length['min']}, max {length['max']})")
    if summary["no_winner"]:
        lines.append(f"  games without a winner: {summary['no_winner']}")
    return "\n".join(lines)


# -- stats -----------------------------------------------------------------------------------------

def cmd_stats(args) -> int:
    from .sim import stats

    reports = stats.analyse(stats.load(args.files))
    print(stats.format_report(reports))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(stats.strip_private(reports), handle, indent=1)
    if args.plot and reports:
        from .sim import plots

        for path in plots.write(reports, args.plot):
            print(f"plot written: {path}")
    return 0


# -- bench -----------------------------------------------------------------------------------------

def cmd_bench(args) -> int:
    from . import bench

    game = load(args.game)
    players = game.check_players(args.players) if args.players else None
    options = game.resolve_options(opts.parse_cli(args.options), players or game.min_players)
    result = bench.run(game, players, options, seconds=args.seconds)
    print(bench.report(result))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as handle:
            json.dump(result, handle, indent=1)
    return 0


# -- replay ----------------------------------------------------------------------------------------

def cmd_replay(args) -> int:
    rec = records.load(args.file)
    game = load(rec["game"])
    final = records.replay(game, rec)  # checks the whole record before we show anything
    history = rec["history"]
    interactive = sys.stdin.isatty() and not args.all
    print(f"{game.title}: {', '.join(rec['players'])}; {len(history)} actions")
    if not interactive:
        for line in final.log:
            print(f"  | {line}")
        print()
        print(game.render_text(final.view(None)))
        print()
        _print_result(final, rec["players"])
        return 0
    step = 0
    while True:
        state = records.replay(game, rec, upto=step)
        print()
        print(game.render_text(state.view(None)))
        print(f"\nafter action {step} of {len(history)}" + (f": {history[step - 1]}" if step else ""))
        answer = _ask("[enter] next, b back, a number to jump, q quit: ")
        if answer is None or answer.strip().lower() == "q":
            return 0
        answer = answer.strip().lower()
        if answer == "b":
            step = max(0, step - 1)
        elif answer.isdigit():
            step = min(len(history), int(answer))
        elif step < len(history):
            before = len(state.log)
            state.apply(history[step])
            for line in state.log[before:]:
                print(f"  | {line}")
            step += 1
        else:
            _print_result(state, rec["players"])
            return 0


# -- review ----------------------------------------------------------------------------------------

def cmd_review(args) -> int:
    from .review import engine, io

    recs, lines = io.read_records(args.file)
    if args.samples < 1 or args.width < 1 or args.depth < 1:
        raise UserError("--samples, --width and --depth must be at least 1")
    reviewers = {}
    for number, rec in enumerate(recs, 1):  # every record replays and has a model before any work
        where = f"{args.file}: record {number}: " if lines else f"{args.file}: "
        try:
            game = load(rec["game"])
            records.replay(game, rec)
            if game.name not in reviewers:
                reviewers[game.name] = engine.Reviewer(game.name, args.samples, args.width, args.depth)
        except ValueError as err:
            raise UserError(f"{where}{err}") from None
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    total = sum(len(rec["history"]) for rec in recs)
    reviews = []
    with Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=_stderr_console(), disable=not sys.stderr.isatty()) as bar:
        task = bar.add_task("review", total=total)
        for rec in recs:
            reviews.append(reviewers[load(rec["game"]).name].review(rec, progress=lambda *_: bar.advance(task)))
    text = io.dumps(reviews, lines)
    if args.out:
        try:
            with open(args.out, "w", encoding="utf-8") as handle:
                handle.write(text)
        except OSError as err:
            raise UserError(f"cannot write {args.out}: {err.strerror}") from None
        print(io.summary(reviews))
        print(f"review written to {args.out}")
    else:
        sys.stdout.write(text)
    return 0


def _stderr_console():
    from rich.console import Console

    return Console(stderr=True)


# -- arena ---------------------------------------------------------------------------------------

def cmd_arena(args) -> int:
    from .bots import arena

    game = load(args.game)
    bots = split_seats(args.bots)
    if not bots:
        raise UserError("--bots needs at least one bot")
    for spec in bots:
        make_bot(spec)
        check_level(spec, game.name)
    players = game.check_players(args.players or len(bots))
    options = game.resolve_options(opts.parse_cli(args.options), players)
    if args.n < 1:
        raise UserError("-n must be at least 1")
    if args.duplicate:
        return _duplicate_arena(args, game, bots, players, options)
    done = _stored(args.out, lambda rec: arena.same_match(rec, game.name, bots, players, options,
                                                           args.seed, args.n))
    games = arena.run(game.name, bots, args.n, players, options, seed=args.seed, workers=args.workers,
                      skip_seeds={rec["seed"] for rec in done})
    done += _play_into(f"{game.name} arena", args.n, len(done), games, args.out)
    print(arena.format_table(game.title, arena.table(bots, done), len(done)))
    return 0


def _duplicate_arena(args, game, bots, players, options) -> int:
    """``arena --duplicate``: ``-n`` deals, each played once per seat permutation."""
    from .bots import duplicate

    total = args.n * len(duplicate.seatings(bots, players))
    done = _stored(args.out, lambda rec: duplicate.same_match(rec, game.name, bots, players, options,
                                                               args.seed, args.n))
    skip = {(rec["duplicate"]["deal"], rec["duplicate"]["seating"]) for rec in done}
    games = duplicate.run(game.name, bots, args.n, players, options, seed=args.seed, workers=args.workers,
                          skip=skip)
    done += _play_into(f"{game.name} duplicate deals", total, len(done), games, args.out)
    print(duplicate.format_table(game.title, duplicate.table(bots, done), args.n, len(done), players))
    return 0


def cmd_ladder(args) -> int:
    from .bots import ladder, levels

    game = load(args.game)
    names = split_seats(args.levels) if args.levels else levels(game.name)
    unknown = [name for name in names if name not in levels(game.name)]
    if unknown or len(names) < 2:
        raise UserError(f"--levels needs at least two of {', '.join(levels(game.name))}")
    players = game.check_players(args.players or game.min_players)
    options = game.resolve_options(opts.parse_cli(args.options), players)
    if args.n < 1:
        raise UserError("-n must be at least 1")
    done = _stored(args.out, lambda rec: ladder.same_match(rec, game.name, names, players, options,
                                                            args.seed, args.n))
    games = ladder.run(game.name, names, args.n, players, options, seed=args.seed, workers=args.workers,
                       skip_seeds={rec["seed"] for rec in done})
    done += _play_into(f"{game.name} ladder", args.n, len(done), games, args.out)
    print(ladder.format_table(game.title, game.name, names, players, done))
    return 0


# -- serve -----------------------------------------------------------------------------------------

def cmd_serve(args) -> int:
    try:
        from .server import serve
        from .server.settings import from_args
    except ImportError as err:
        raise UserError(f"the web server needs the [server] extra ({err.name} is missing)") from None
    serve(settings=from_args(args), open_browser=args.open)  # a setting that cannot be read: ValueError
    return 0


def _serve_flags(p) -> None:
    """One flag per server setting (docs/server.md); without the [server] extra, the basic three."""
    try:
        from .server.settings import add_flags
    except ImportError:
        p.add_argument("--db", help="database URL (default: SQLite file tianxia.sqlite3)")
        p.add_argument("--host")
        p.add_argument("--port", type=int)
        return
    add_flags(p)


# -- main ------------------------------------------------------------------------------------------

def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tianxia", description="Chinese-themed strategy board games.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="command")

    p = sub.add_parser("list", help="games, player counts and options")
    p.set_defaults(run=cmd_list)

    p = sub.add_parser("play", help="play in the terminal against bots")
    p.add_argument("game")
    p.add_argument("--seats", default="human,random,random", help="comma-separated: human or a bot spec")
    p.add_argument("--options", help="name=value,... (see tianxia list)")
    p.add_argument("--seed", type=int)
    p.add_argument("--save", metavar="FILE", help="write the game record here")
    p.set_defaults(run=cmd_play)

    p = sub.add_parser("simulate", help="many bot games, then statistics")
    p.add_argument("game")
    p.add_argument("-n", type=int, default=100, help="number of games")
    p.add_argument("--seats", default="random,random,random")
    p.add_argument("--options")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game (game i: seed + i)")
    p.add_argument("--workers", type=int, help="processes (default: all cores)")
    p.add_argument("--out", metavar="FILE", help="append records here as JSON Lines (reruns resume)")
    p.add_argument("--backend", choices=["local", "ray"], default="local",
                   help="local processes (default) or a Ray cluster (needs the [cluster] extra)")
    p.add_argument("--address", help="Ray cluster address (default: start a local Ray instance)")
    p.set_defaults(run=cmd_simulate)

    p = sub.add_parser("stats", help="win shares, scores, lengths and option effects from record files")
    p.add_argument("files", nargs="+", metavar="FILE", help="JSON Lines record files (tianxia simulate --out)")
    p.add_argument("--plot", metavar="DIR", help="also write PNG plots into this folder")
    p.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    p.set_defaults(run=cmd_stats)

    p = sub.add_parser("bench", help="engine speed figures")
    p.add_argument("game")
    p.add_argument("--players", type=int)
    p.add_argument("--options")
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    p.set_defaults(run=cmd_bench)

    p = sub.add_parser("replay", help="step through a recorded game")
    p.add_argument("file")
    p.add_argument("--all", action="store_true", help="print the whole game without stepping")
    p.set_defaults(run=cmd_replay)

    p = sub.add_parser("review", help="judge every decision of a recorded game: win chances, the best move, marks",
                       description="Review game records (a JSON record, or JSON Lines of them): for every decision, "
                                   "each seat's chance of winning before and after it, the move the review "
                                   "prefers, the mover's loss against it and a mark (inaccuracy, mistake, blunder; "
                                   "thresholds 0.1/0.2/0.3 times 2/players). Each decision is judged only from "
                                   "what its mover could see: the worlds it is tried in are re-sampled from the "
                                   "mover's view and seeded by it, so a review is reproducible (docs/bots.md, "
                                   "'Reviewing a game').")
    p.add_argument("file", help="a game record (JSON) or JSON Lines of records (tianxia simulate --out)")
    p.add_argument("--out", metavar="FILE", help="write the review here (JSON; JSON Lines, one review a record, "
                                                 "for JSON Lines input) and print a summary; default: the review on stdout")
    from .review import engine as review_engine

    p.add_argument("--samples", type=int, default=review_engine.SAMPLES,
                   help=f"worlds sampled from the mover's view per decision ({review_engine.SAMPLES})")
    p.add_argument("--width", type=int, default=review_engine.WIDTH,
                   help=f"options judged in every world after a one-world screen ({review_engine.WIDTH})")
    p.add_argument("--depth", type=int, default=review_engine.DEPTH,
                   help="own steps looked through after an option, the mover's further steps of the same turn "
                        f"chosen by the model ({review_engine.DEPTH})")
    p.set_defaults(run=cmd_review)

    p = sub.add_parser("arena", help="seat-rotated match between bots, with ratings")
    p.add_argument("game")
    p.add_argument("--bots", required=True, help="comma-separated bot specs, e.g. mcts:seconds=1,random")
    p.add_argument("-n", type=int, default=100, help="number of games (with --duplicate: of deals)")
    p.add_argument("--players", type=int, help="seats per game (default: one per bot)")
    p.add_argument("--duplicate", action="store_true",
                   help="duplicate deals: each deal (seed) played once per seat permutation, the interval over deals")
    p.add_argument("--options")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, help="processes (default: all cores)")
    p.add_argument("--out", metavar="FILE", help="append records here as JSON Lines as games finish (reruns resume)")
    p.set_defaults(run=cmd_arena)

    p = sub.add_parser("ladder", help="round robin of the bot levels at one player count, head to head",
                       description="Round-robin arena of the bot levels (levels.json) at one player count: "
                                   "each pair's head-to-head share with its 95%% interval, and openskill "
                                   "ratings (docs/bots.md, benchmarks/ladder.md).")
    p.add_argument("game")
    p.add_argument("--players", type=int, help="seats per game (default: the game's least)")
    p.add_argument("--levels", help="comma-separated, weakest first (default: every level the game offers)")
    p.add_argument("-n", type=int, default=24, help="number of games")
    p.add_argument("--options")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, help="processes (default: all cores)")
    p.add_argument("--out", metavar="FILE", help="append records here as JSON Lines as games finish (reruns resume)")
    p.set_defaults(run=cmd_ladder)

    p = sub.add_parser("serve", help="the web server",
                       description="The web server. Each setting is also read from the environment variable "
                                   "in brackets; a flag wins over it (docs/server.md).")
    _serve_flags(p)
    p.add_argument("--open", action="store_true", help="open a browser")
    p.set_defaults(run=cmd_serve)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except (UserError, ValueError) as err:  # IllegalAction is a ValueError
        print(f"tianxia: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
