"""Positions where a rare decision of the rules is legal, for the browser tests that click it
(test_table_rare.py): a browser game gets a random server seed, so these decisions are reached
by starting a game from a recorded position ("Play on from here", ``POST /api/play-on``).

The positions are data (rare_positions.json beside this file), found once by a search over seeds
with random play.  To find them again (after a change to a
game's rules or notation), run from the repository's root:

    .venv/bin/python tests/server/rare_positions.py

Kinds are the rules' decisions in the game's own words: Dragon D-22 (A-1..A-16), Emperor E-18,
ZhanGuo Z-28 (DEC-1..DEC-9); a kind is the first word of the notation, or for Dragon the
decision the view names (``view["decision"]["kind"]``) where one word serves several.  Huang's
are not rare (its browser test steers games until each kind of H-25 is clicked), but a build
(H-11) at a spot the palace's and a pagoda's sites share is: one target, the status bar asks.
"""

from __future__ import annotations

import json
import os
import random
import re

import tianxia

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "rare_positions.json")

#: per game: the kinds the whole-game browser tests do not reach whatever the server's seed, and
#: the configurations (players, options) the search tries in turn
WANTED = {
    "dragon": {
        "kinds": ["money", "privilege", "floor", "wall", "release", "unsupplied", "drought release",
                  "replace", "discard", "quake", "flood", "tornado", "sunrise", "charter"],
        "configs": [(3, {"great_wall": True, "great_events": "sunrise"}), (4, {"great_events": "charter"}),
                    (3, {"great_events": "tornado"}), (4, {"great_events": "earthquake", "great_wall": True}),
                    (5, {"great_events": "flood"})]},
    "emperor": {
        "kinds": ["pass", "stop"],
        "configs": [(3, {}), (4, {"side": "A"}), (5, {})]},
    "huang": {  # where a palace site and pagoda sites stand at one spot: one target, the status bar asks
        "kinds": ["palace at a shared spot", "pagoda at a shared spot"],
        "configs": [(3, {"palace": True}), (3, {"palace": True, "bandits": True}), (4, {"palace": True})]},
    "zhanguo": {
        "kinds": ["governor", "palace", "wall", "pay", "take", "square", "official", "decline", "claim", "accept",
                  "pass reward", "pass bid", "bid", "board", "remove", "bhire", "bworker", "bmarker", "bcalm", "breassign", "bgovernor"],
        "configs": [(3, {"board_side": "B_auction", "auction_board_removal": "first_player_chooses"}),
                    (2, {"board_side": "B"}), (3, {"board_side": "B"}), (2, {"board_side": "B_auction"})]},
}
#: Dragon's decisions the view names apart from the notation's first word
DRAGON_DECISIONS = {"quake": "quake", "flood": "flood", "tornado": "tornado", "sunrise": "sunrise",
                    "charter": "charter", "unsupplied": "unsupplied"}


def kind(game: str, state, action: str, legal: list[str]) -> str:
    """The rules' decision that ``action`` (one of ``legal`` in ``state``) makes, as named in WANTED."""
    word = action.split()[0]
    if game == "huang" and word == "build":
        return _huang_build(state, action, legal)
    if game == "zhanguo" and word == "pass":  # DEC-1 PassBid or DEC-9 PassReward
        return "pass reward" if state.view(state.current_player)["pending"]["kind"] == "offer" else "pass bid"
    if game != "dragon":
        return word
    decision = state.view(state.current_player)["decision"]["kind"]
    if decision == "release" and any(a.startswith("unsupplied") for a in state.history[-6:]):
        return "drought release"
    if decision in DRAGON_DECISIONS:
        return DRAGON_DECISIONS[decision]
    return word


def _huang_build(state, action: str, legal: list[str]) -> str:
    """A build whose site target also offers another structure ("... at a shared spot"), else "build"."""
    key = (id(state), len(state.history))
    if _SPOTS.get("key") != key:
        svg = tianxia.load("huang").render_svg(state.view(state.current_player), legal)
        _SPOTS.update(key=key, targets=[set(m.split("|")) for m in re.findall(
            r'data-kind="site" data-actions="([^"]*)"', svg)])
    for acts in _SPOTS["targets"]:
        if action in acts and len({a.split()[1] == "palace" for a in acts}) > 1:
            return ("palace" if action.split()[1] == "palace" else "pagoda") + " at a shared spot"
    return "build"


_SPOTS: dict = {}


def search(game: str, seeds: int = 200, wanted: list[str] | None = None) -> dict[str, dict]:
    """kind -> {game, kind, players, options, seed, history, action}: the first position found
    where the kind is legal, by random play over up to ``seeds`` seeds."""
    spec = WANTED[game]
    wanted = list(wanted or spec["kinds"])
    found: dict[str, dict] = {}
    g = tianxia.load(game)
    for seed in range(seeds):
        if len(found) == len(wanted):
            break
        players, options = spec["configs"][seed % len(spec["configs"])]
        state = g.new_state(players, seed=seed, options=options)
        rng = random.Random(seed)
        while not state.is_terminal and len(state.history) < 2000:
            legal = [str(a) for a in state.legal_actions()]
            for a in legal:
                k = kind(game, state, a, legal)
                if k in wanted and k not in found:
                    found[k] = {"game": game, "kind": k, "players": players, "options": options, "seed": seed,
                                "history": list(state.history), "action": a}
            state.apply(rng.choice(legal))
    return found


def load() -> list[dict]:
    with open(DATA, encoding="utf-8") as f:
        return json.load(f)


def main() -> None:
    out = []
    for game, spec in WANTED.items():
        found = search(game)
        missing = [k for k in spec["kinds"] if k not in found]
        print(f"{game}: found {len(found)} of {len(spec['kinds'])}" + (f"; missing {missing}" if missing else ""))
        out += [found[k] for k in spec["kinds"] if k in found]
    with open(DATA, "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
