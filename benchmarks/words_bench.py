"""Time of a table view in Polish over English, per game (issue 17: at most 1.1).

A view is what the server computes for a seat's page: the drawing, the hand strip, the legal
actions' names, the prompt, the scores by category, the panels and the last 60 log lines, in the
page's language. Positions come from random games (fixed seeds); English and Polish views of the
same positions are timed alternately, several rounds, and the median per view is reported.

    .venv/bin/python benchmarks/words_bench.py [--games 4] [--rounds 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import tianxia
try:
    from tianxia.server import words
except ImportError:  # a checkout from before the message catalogs (056c6b8 and older)
    words = None
try:  # the regular-expression catalogs that translated the English, before the message catalogs
    from tianxia.core import i18n as old_catalogs
except ImportError:
    old_catalogs = None

PLAYERS = {"dragon": 3, "emperor": 3, "huang": 3, "zhanguo": 3}


def positions(name: str, games: int, every: int = 7) -> list:
    game = tianxia.load(name)
    out = []
    for seed in range(games):
        state = game.new_state(PLAYERS[name], seed=seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_terminal:
            if step % every == 0:
                out.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
            step += 1
    return out


def view(game, state, lang: str) -> None:
    seat = state.current_player
    v = state.view(seat)
    legal = [str(a) for a in state.legal_actions()]
    speaks = getattr(game, "speaks", False)
    kw = {"lang": lang} if lang != "en" and speaks else {}
    svg = game.render_svg(v, legal, **kw)
    hand = game.render_hand(v, legal, **kw)
    labels = [game.render_label(v, a, **kw) for a in legal]
    prompt = game.render_prompt(v, **kw)
    scores = game.render_scores(v, **kw)
    panels = [game.render_panel(v, s, **kw) for s in range(state.num_players)]
    if words is not None:
        log = words.lines(game, state.events[-60:], seat, lang)
    else:
        log = state.log_for(seat)[-60:]
    cat = old_catalogs.catalog(game, lang) if old_catalogs and lang != "en" and not speaks else None
    if cat is not None:  # what the server did before: translate the English by templates
        cat.svg(svg, legal), cat.svg(hand, legal) if hand else None, cat.lines(log)
        [cat.translate(x) or cat.label(a) for a, x in zip(legal, labels)]
        cat.line(prompt) if prompt else None
        [cat.line(r["category"]) for r in scores]
        [cat.line(c["name"]) for p in panels for c in p]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    print(f"{'game':8} {'views':>5} {'English ms':>10} {'Polish ms':>9} {'Polish/English':>14}")
    for name in PLAYERS:
        game = tianxia.load(name)
        states = positions(name, args.games)
        for lang in ("en", "pl"):  # warm both (catalogs loaded, phrases remembered as a server would)
            for s in states:
                view(game, s, lang)
        times = {"en": [], "pl": []}
        for _ in range(args.rounds):
            for lang in ("en", "pl"):
                t = time.process_time()
                for s in states:
                    view(game, s, lang)
                times[lang].append((time.process_time() - t) / len(states) * 1000)
        en, pl = statistics.median(times["en"]), statistics.median(times["pl"])
        print(f"{name:8} {len(states):5d} {en:10.2f} {pl:9.2f} {pl / en:14.2f}")


if __name__ == "__main__":
    main()
