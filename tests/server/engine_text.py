"""Everything an engine writes for people, gathered from random games: log lines (public and
secret parts), the texts and titles of the SVG drawings, the legal actions (shown as move
names) and the reasons illegal actions are refused.

Used by test_engine_text_pl.py, and as a script that lists the messages a language lacks
(said in English instead) or could not fill:

    .venv/bin/python tests/server/engine_text.py dragon [pl]
"""

from __future__ import annotations

import random
import re
import sys
from collections import defaultdict

import tianxia
from tianxia.core import IllegalAction
from tianxia.core.messages import line, messages

#: (players, options) played per game: every player count and the options that change the text
CONFIGS = {
    "dragon": [(2, {}), (3, {"great_wall": True, "great_events": "random", "great_event_hidden": True}),
               (4, {"great_events": "earthquake", "large_privilege_cost": 6}),
               (5, {"great_wall": True, "great_events": "flood"}),
               *[(2 + i % 4, {"great_events": ge, "great_wall": i % 2 == 0}) for i, ge in enumerate(
                   ["lanternfest", "buddha", "solar_eclipse", "volcanic_eruption", "tornado", "sunrise",
                    "assassination_attempt", "charter"])]],
    "emperor": [(3, {}), (4, {"fortifications": True}), (5, {}), (4, {"side": "B", "fortifications": True}),
                (3, {"side": "A", "fortifications": True})],
    "huang": [(2, {}), (3, {"bandits": True}), (4, {"eighteen_kingdoms": True, "palace": True}),
              (5, {"dragon": True, "bandits": True}), (2, {"short_game": True, "palace": True}),
              (3, {"eighteen_kingdoms": True, "dragon": True, "turn_cap": 40})],
    "zhanguo": [(2, {}), (3, {"draft": True, "board_side": "B"}),
                (4, {"board_side": "B_auction", "reward_track_turn_order": True, "unrest_per_worker": True}),
                (3, {"board_side": "B_auction", "auction_board_removal": "first_player_chooses",
                     "draft": True, "public_draft_discards": True}),
                (2, {"auto_claim_goals": True, "board_side": "B_auction"})],
}

#: malformed or foreign inputs tried at each probed position, besides other positions' actions
JUNK = ["", "xyzzy", "pass 7", "1", "0,0", "place", "place 99", "tile", "move", "house", "occupy 9 taxes",
        "occupy 1 wall", "occupy x build", "privilege large", "remove-floor 1", "release 1 zz", "card zz",
        "exchange 9", "draw zz", "emissary zz red", "revolt 0,0", "support 0,0 1", "chain 0,0", "commit 99"]


def probes(state, seen: list[str], rng: random.Random, k: int = 8) -> list[str]:
    """Actions to try: a few that were legal elsewhere in the game, the first words of all of them
    with bad arguments, and junk."""
    out = rng.sample(seen, min(k, len(seen)))
    now = {str(a).split()[0] for a in state.legal_actions() if str(a)}
    same_kind = [s for s in seen if s and s.split()[0] in now]
    out += rng.sample(same_kind, min(k, len(same_kind)))  # the right kind, likely the wrong arguments
    words = sorted({s.split()[0] for s in seen if s})
    out += [w for w in rng.sample(words, min(3, len(words)))]
    out += [f"{w} 99 zz" for w in rng.sample(words, min(2, len(words)))]
    out += rng.sample(JUNK, 4)
    return out


def gather(name: str, games: int = 1, seed: int = 0, every: int = 1, probe_every: int = 3,
           configs=None, lang: str = "en", first: int = 2) -> dict[str, dict[str, str]]:
    """Texts by kind ("log", "board", "table", "action", "refusal"), each mapped to where it was first
    seen, all said in ``lang`` (a game that does not speak through the catalogs: in English).  The
    drawings are read at every ``every``-th position and at the ``first`` positions of each kind of
    decision (the first words of its legal actions), so rare decisions are read too."""
    game = tianxia.load(name)
    speaks = game.speaks
    kw = {"lang": lang} if speaks else {}
    t = messages(game.package, lang)
    found: dict[str, dict[str, str]] = defaultdict(dict)
    for ci, (players, options) in enumerate(configs or CONFIGS[name]):
        for g in range(games):
            gseed = seed * 1000 + ci * 10 + g
            where = f"{name} {players}p {options} seed {gseed}"
            rng = random.Random(gseed)
            state = game.new_state(players, seed=gseed, options=options)
            seen: list[str] = []
            seen_set: set[str] = set()
            step = 0
            kinds: dict = {}
            while True:
                legal = [str(a) for a in state.legal_actions()]
                kind = tuple(sorted({a.split(" ", 1)[0] for a in legal}))
                kinds[kind] = kinds.get(kind, 0) + 1
                for a in legal:
                    found["action"].setdefault(a, where)
                    if a not in seen_set:
                        seen_set.add(a)
                        seen.append(a)
                if step % every == 0 or state.is_terminal or kinds[kind] <= first:
                    for seat in (state.current_player, None):
                        view = state.view(seat)
                        svg = game.render_svg(view, legal if seat is not None else [], **kw)
                        for text in _svg_texts(svg):
                            found["board"].setdefault(text, f"{where} step {step}")
                        for text in table_texts(game, view, legal if seat is not None else [], **kw):
                            found["table"].setdefault(text, f"{where} step {step}")
                if step % probe_every == 0 or state.is_terminal:
                    for text in probes(state, seen, rng):
                        try:
                            state.parse_action(text)
                        except IllegalAction as err:
                            said = t.format(err.msg, err.args_) if speaks and err.msg else str(err)
                            found["refusal"].setdefault(said, f"{where} step {step}: {text!r}")
                            if speaks and not err.msg:
                                found["no message"].setdefault(str(err), f"{where} step {step}: {text!r}")
                if state.is_terminal:
                    break
                state.apply(rng.choice(legal))
                step += 1
            for e in state.events:
                for part in (e, e.get("secret")):
                    if part is None:
                        continue
                    if speaks and part.get("msg"):
                        found["log"].setdefault(t.format(part["msg"], part.get("args")), where)
                    else:  # an English line (from the English catalog where the event has a message)
                        english = line(game.package, part)
                        found["log"].setdefault(english, where)
                        if speaks:
                            found["no message"].setdefault(english, where)
    return found


_SVG = re.compile(r"<(text|title|desc)\b[^>]*>([^<]*)</\1>")


def table_texts(game, view: dict, legal: list[str], **kw) -> list[str]:
    """The texts a game's drawing gives the table besides the board (docs/table.md): the hand
    strip, the prompt, the names of the legal actions, the score categories and the panels'
    counters; only from the functions its render module defines (the defaults write no words)."""
    mod = game._render()
    out: list[str] = []
    if hasattr(mod, "hand"):
        out += _svg_texts(game.render_hand(view, legal, **kw))
    if hasattr(mod, "prompt"):
        out += [t for t in [game.render_prompt(view, **kw)] if t]
    if hasattr(mod, "label"):
        out += [game.render_label(view, a, **kw) for a in legal]
    if hasattr(mod, "scores"):
        out += [row["category"] for row in game.render_scores(view, **kw)]
    if hasattr(mod, "panel"):
        for seat in range(len(view.get("scores") or [])):
            for c in game.render_panel(view, seat, **kw):
                out += [c["name"], c["tip"]] + ([c["value"]] if isinstance(c["value"], str) else [])
    return out


def _svg_texts(svg: str) -> list[str]:
    import html

    return [html.unescape(m.group(2)) for m in _SVG.finditer(svg or "")]


def main(argv: list[str]) -> int:
    name = argv[1]
    lang = argv[2] if len(argv) > 2 else "pl"
    games = int(argv[3]) if len(argv) > 3 else 1
    found = gather(name, games=games, lang=lang)
    t = messages(tianxia.load(name).package, lang)
    print(f"{sum(len(v) for v in found.values())} texts said in {lang}")
    for kind in ("no message",):
        for text, where in found.get(kind, {}).items():
            print(f"  without a message: {text!r} ({where})")
    print(f"{len(t.fell_back)} messages said in English instead: {sorted(t.fell_back)}")
    print(f"{len(t.errors)} messages not filled: {sorted(t.errors)}")
    return 1 if t.fell_back or t.errors or found.get("no message") else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
