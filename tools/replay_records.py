"""Replay every game record under benchmarks/records and check its recorded result.

Each record (``tianxia-record/1``, one a line in the arenas' JSON Lines files) is replayed from
its seed, options and history; the final scores, winners and move count must equal the recorded
``result``.  With ``--digest FILE`` the tool also writes, per record, a hash of the final
``to_json()`` and of ``legal_actions()`` at every 50th step; ``--compare FILE`` checks them
against a digest written by another commit (so an engine refactor is proved byte for byte).
``--render N`` adds N random playouts per game whose drawings are digested (every seat's and the
spectator's board, hand strip, terminal picture, prompt, labels, scores, panels, closed choices
and log pictures, in English and Polish), so a change to the drawing is proved byte for byte too;
``--no-records`` leaves the recorded games out.

    PYTHONPATH=src python tools/replay_records.py [--every N] [--render N] [--digest out.json | --compare ref.json]
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import pathlib
import sys

import tianxia
from tianxia.core import record as R

ROOT = pathlib.Path(__file__).resolve().parent.parent / "benchmarks" / "records"


def records(every: int):
    count = 0
    for path in sorted(ROOT.rglob("*.json*")):
        try:
            items = list(R.iter_file(str(path)))
        except ValueError:
            continue  # not a game record (a budget sample, a report)
        for i, rec in enumerate(items):
            if rec.get("format") != R.FORMAT or "result" not in rec:
                continue
            if count % every == 0:
                yield f"{path.relative_to(ROOT)}#{i}", rec
            count += 1


def replay(rec: dict) -> tuple[str | None, str]:
    game = tianxia.load(rec["game"])
    state = game.new_state(len(rec["players"]), rec["seed"], rec.get("options", {}))
    digest = hashlib.sha256()
    for step, notation in enumerate(rec["history"]):
        if step % 50 == 0:
            digest.update(json.dumps(state.legal_actions()).encode())
        state.apply(notation)
    digest.update(json.dumps(state.to_json(), sort_keys=False).encode())
    got = ({"scores": state.scores(), "winners": state.winners(), "moves": len(state.history)}
           if state.is_terminal else None)
    want = rec["result"]
    if want is not None:
        want = {k: want[k] for k in ("scores", "winners", "moves") if k in want}
        got = got and {k: got[k] for k in want}
    error = None if got == want else f"recorded {want}, replayed {got}"
    return error, digest.hexdigest()


def _options(game, rng, house: bool) -> dict:
    """A choice or on/off drawn from ``rng`` for each option (the house rules too if ``house``)."""
    options = {}
    for key, spec in game.options.items():
        if spec.get("house") and not house:
            continue
        if "choices" in spec:
            options[key] = rng.choice(list(spec["choices"]))
        elif spec.get("type") == "bool":
            options[key] = bool(rng.below(2))
    return options


def playouts(per_game: int):
    """Random playouts of every game at every player count: (name, digest) pairs.

    The digest covers the legal actions and events of every step, ``to_json()`` every 7th step
    and a save/load round trip (``state_from_json``) at those steps, so a refactor of the
    engines' state handling is checked beyond the recorded games.
    """
    from tianxia.core import Rng
    for name in tianxia.games():
        game = tianxia.load(name)
        for players in range(game.min_players, game.max_players + 1):
            for seed in range(per_game):
                rng = Rng(1000 + seed)
                # the first game with the defaults, the others with options drawn at random (the
                # house rules stay at their defaults here)
                options = _options(game, rng, house=False) if seed else {}
                try:
                    state = game.new_state(players, seed, options)
                except ValueError:
                    try:
                        state = game.new_state(players, seed, {})
                    except ValueError:
                        continue  # this count needs an option (Huang's five players)
                digest = hashlib.sha256()
                step = 0
                while not state.is_terminal:
                    legal = state.legal_actions()
                    digest.update(json.dumps(legal).encode())
                    if step % 7 == 0:
                        data = state.to_json()
                        text = json.dumps(data)
                        digest.update(text.encode())
                        again = game.state_from_json(text)
                        if json.dumps(again.to_json()) != text or again.legal_actions() != legal:
                            digest.update(b"round trip differs")
                        clone = state.clone()
                        if json.dumps(clone.to_json()) != text:
                            digest.update(b"clone differs")
                    events = state.apply(legal[rng.below(len(legal))])
                    digest.update(json.dumps(events).encode())
                    step += 1
                digest.update(json.dumps([state.scores(), state.winners()]).encode())
                yield f"playout/{name}/{players}p/{seed}", digest.hexdigest()


def _drawings(game, state, legal: list, digest) -> None:
    """Every drawing of the position, for each seat and the spectator, in each shipped language."""
    part = game._render_part
    picture = part("log_picture")
    for lang in ("en", "pl"):
        for seat in [None, *range(state.num_players)]:
            view = state.view(seat)
            mine = legal if seat == state.current_player else ()
            got = [game.render_svg(view, mine, lang), game.render_hand(view, mine, lang),
                   game.render_text(view, lang), game.render_prompt(view, lang),
                   [game.render_label(view, a, lang) for a in mine], game.render_scores(view, lang),
                   [game.render_panel(view, p, lang) for p in range(state.num_players)]]
            if part("unavailable"):
                got.append(game._call(part("unavailable"), lang, view, mine))
            got.append(state.log_for(seat)[-6:])
            if picture:
                for event in state.events[-6:]:
                    for kind, value in sorted((event.get("args") or {}).items()):
                        if isinstance(value, (str, int)):
                            got.append(game._call(picture, lang, kind, value))
            digest.update(json.dumps(got, default=str).encode())


def rendered(per_game: int, every: int = 5):
    """Random playouts of every game at its smallest and two largest player counts (the first with
    the default options, the others with options drawn at random, house rules too), every
    ``every``th position drawn (``_drawings``): (name, digest) pairs."""
    from tianxia.core import Rng
    for name in tianxia.games():
        game = tianxia.load(name)
        for players in sorted({game.min_players, game.max_players - 1, game.max_players}):
            for seed in range(per_game):
                rng, digest, step = Rng(77 + seed), hashlib.sha256(), 0
                options = _options(game, rng, house=True) if seed else {}
                try:
                    state = game.new_state(players, 500 + seed, options)
                except ValueError:
                    continue  # this count needs another option (Huang's five players)
                while True:
                    legal = [str(a) for a in state.legal_actions()] if not state.is_terminal else []
                    if step % every == 0 or state.is_terminal:
                        _drawings(game, state, legal, digest)
                    if state.is_terminal:
                        break
                    state.apply(legal[rng.below(len(legal))])
                    step += 1
                yield f"render/{name}/{players}p/{seed}", digest.hexdigest()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--every", type=int, default=1, help="replay every Nth record only")
    ap.add_argument("--digest", help="write the digests here")
    ap.add_argument("--playouts", type=int, default=0, help="also N random playouts per game and count")
    ap.add_argument("--render", type=int, default=0, help="also N playouts per game with every drawing digested")
    ap.add_argument("--no-records", action="store_true", help="leave the recorded games out")
    ap.add_argument("--compare", help="compare with the digests written here")
    args = ap.parse_args(argv)
    reference = json.loads(pathlib.Path(args.compare).read_text()) if args.compare else None
    digests, bad, total = {}, 0, 0
    for name, rec in ([] if args.no_records else records(args.every)):
        total += 1
        try:
            error, digest = replay(rec)
        except Exception as err:  # noqa: BLE001 - report and go on
            error, digest = f"{type(err).__name__}: {err}", ""
        if reference is not None and error is None and reference.get(name) != digest:
            error = "final state or legal actions differ from the reference digest"
        digests[name] = digest
        if error:
            bad += 1
            print(f"FAIL {name}: {error}", flush=True)
    for name, digest in itertools.chain(playouts(args.playouts), rendered(args.render)):
        total += 1
        digests[name] = digest
        if reference is not None and reference.get(name) != digest:
            bad += 1
            print(f"FAIL {name}: differs from the reference digest", flush=True)
    if args.digest:
        pathlib.Path(args.digest).write_text(json.dumps(digests, indent=0, sort_keys=True))
    print(f"{total} records replayed, {bad} failed", flush=True)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
