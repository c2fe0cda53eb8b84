"""Huang in words for the status bar, buttons, score table and seat panels (docs/table.md):
what is being decided, each legal action's name, the score by category, each seat's counters.

Drawn from the view alone; places are named by their nearest capital, never by coordinates.
"""

from __future__ import annotations

from ..data import COLOURS, GRANARY_POINTS
from .look import ROLE, where

LETTERS = "ABCDEFGH"


def kingdom_name(index: int) -> str:
    return f"kingdom {LETTERS[index]}"


def _colours(mask: int) -> str:
    names = [c for i, c in enumerate(COLOURS) if mask & (1 << i)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _tiles(n: int, colour: str) -> str:
    return f"{n} {colour} tile" + ("" if n == 1 else "s")


def _war_strengths(pend: dict) -> str:
    """Each warring kingdom's strength so far, for the status bar (the panel is below the map)."""
    totals = pend.get("totals") or [b + t + x for b, t, x in zip(pend["base"], pend["tiles"], pend["bonus"])]
    return " (strength: " + ", ".join(f"{kingdom_name(k)} {t}" for k, t in enumerate(totals)) + ")"


def prompt(view: dict) -> str | None:
    """The decision pending now, as an imperative sentence to the seat that makes it."""
    if view["is_terminal"]:
        return None
    phase, pend = view["phase"], view.get("pending") or {}
    if phase == "action":
        which = "first" if view["actions_left"] == 2 else "second"
        return (f"Take your {which} action: place a tile or a leader, start a peasant revolt, build with green "
                "tiles or exchange tiles")
    if phase == "revolt":
        role = ROLE[COLOURS[pend["colour"]]]
        side = "attacker" if pend["stage"] == 0 else "defender"
        att, dfd = (b + x + c for b, x, c in zip(pend["base"], pend["bonus"], pend["commit"]))
        return (f"Commit yellow tiles to the revolt over the {role}, as the {side} "
                f"(strength: attacker {att}, defender {dfd})")
    if phase == "war_support":
        return "Support one warring kingdom with red tiles or your Soldier, or give no support" + _war_strengths(pend)
    if phase == "war_tie":
        return "Choose which of the tied kingdoms wins the war" + _war_strengths(pend)
    if phase == "war_loss":
        return f"Choose a red tile the winning kingdom loses ({pend['left']} to choose)"
    if phase == "bandit_loss":
        return f"Choose a red tile to send against the bandits ({pend['left']} to choose)"
    if phase == "structure":
        return "Build on the shape your tile completed, or decline"
    if phase == "market":
        return "Take a tile from the market, or decline"
    if phase == "chain":
        return "Place another blue tile on the river next to the last one, or stop"
    if phase == "granary":
        return "Choose the granary to leave; you take the others in your Farmer's kingdom"
    return None


def _hand(view: dict) -> list | None:
    seat = view.get("seat")
    if seat is None:
        return None
    return view["players"][seat]["hand"]


def _tile_at(view: dict, hexname: str) -> str | None:
    for cell in view["hexes"]:
        if cell["hex"] == hexname:
            return cell.get("tile")
    return None


def _structure_at(view: dict, first: str) -> str:
    for st in view["structures"]:
        if isinstance(st["where"], list) and st["where"][0] == first:
            return st["kind"]
    return "pagoda"


def label(view: dict, notation: str) -> str:
    """A legal action's short name in words (never the bare notation)."""
    words = str(notation).split()
    if not words:
        return "Nothing"
    kind, args = words[0], words[1:]
    board, phase = view["board"], view["phase"]
    pend = view.get("pending") or {}
    if kind == "tile":
        return f"Place a {args[0]} tile {where(board, args[1])}"
    if kind == "place":
        return f"Place your {ROLE[args[0]]} {where(board, args[1])}"
    if kind == "move":
        return f"Move your {ROLE[args[0]]} {where(board, args[1])}"
    if kind == "withdraw":
        return f"Take your {ROLE[args[0]]} back in front of your screen"
    if kind == "revolt":
        target = _tile_at(view, args[0]) or "a"
        pay = "1 blue tile and your Farmer" if "leader" in args else "2 blue tiles"
        return f"Peasant revolt: remove the {target} tile {where(board, args[0])}, paying {pay}"
    if kind == "build":
        colour = args[0]
        name = "the palace" if colour == "palace" else f"a {colour} pagoda"
        if "from" in args:
            old = args[args.index("from") + 1]
            name = ("the palace" if colour == "palace" else f"the {colour} pagoda")
            text = f"Move {name} {where(board, args[1])} (it now stands {where(board, old)})"
        else:
            text = f"Build {name} {where(board, args[1])}"
        if phase == "action":
            text += ", paying " + ("1 green tile and your Merchant" if "leader" in args else "2 green tiles")
        return text
    if kind == "exchange":
        hand = _hand(view)
        places = ", ".join(str(int(i) + 1) for i in args)  # as the hand strip shows them, from the left
        colours = ", ".join(hand[int(i)] for i in args) if hand else None
        text = f"Exchange tile {places}" if len(args) == 1 else f"Exchange tiles {places}"
        return f"{text} ({colours})" if colours else text
    if kind == "pass":
        if phase == "war_support":
            return "Give no support"
        return "Pass (no action is possible)"
    if kind == "commit":
        n = int(args[0])
        return "Commit no yellow tile" if n == 0 else f"Commit {_tiles(n, 'yellow')}"
    if kind == "support":
        ids = pend.get("ids") or []
        name = kingdom_name(ids.index(args[0])) if args[0] in ids else "a kingdom"
        n = int(args[1])
        if "leader" in args:
            what = "your Soldier" if n == 0 else f"{_tiles(n, 'red')} and your Soldier"
        else:
            what = _tiles(n, "red")
        return f"Support {name} with {what}"
    if kind == "winner":
        ids = pend.get("ids") or []
        name = kingdom_name(ids.index(args[0])) if args[0] in ids else "kingdom"
        return f"{name[0].upper()}{name[1:]} wins the war"
    if kind == "remove":
        return f"Lose the red tile {where(board, args[0])}"
    if kind == "decline":
        return {"structure": "Build nothing", "market": "Take no market tile",
                "granary": "Take no granary"}.get(phase, "Decline")
    if kind == "pick":
        return f"Take the {args[0]} tile from the market"
    if kind == "chain":
        return f"Place another blue tile {where(board, args[0])}"
    if kind == "stop":
        return "End the river chain"
    if kind == "keep":
        return f"Leave the granary {where(board, args[0])} and take the others"
    return "Another action"


SCORE_ROWS = ("Points in the weakest colour", "Granaries in it (2 blue points each)", "White points added to it")


def scores(view: dict) -> list[dict]:
    """The score is the weakest of the four colours after the white points (H-17): its points
    as scored, the granaries if it is blue, and the white points the allocation gave it."""
    n = len(view["players"])
    rows = [[0] * n for _ in SCORE_ROWS]
    final = view.get("final")
    if view["is_terminal"] and final:
        for p, values in enumerate(final):
            c = min(range(4), key=lambda i: (values[i], i))
            pl = view["players"][p]
            own = pl["vp"][COLOURS[c]]
            gran = GRANARY_POINTS * (pl["granaries"] or 0) if COLOURS[c] == "blue" else 0
            rows[0][p] = own
            rows[1][p] = gran
            rows[2][p] = values[c] - own - gran
    return [{"category": cat, "points": pts} for cat, pts in zip(SCORE_ROWS, rows)]


def panel(view: dict, seat: int) -> list[dict]:
    """A seat's counters: public ones for all, the points behind the screen for their owner
    (and for everybody once the game is over)."""
    pl = view["players"][seat]
    off = [ROLE[c] for c in COLOURS if pl["leaders"][c] is None]
    out = [
        {"name": "Tiles behind the screen", "value": pl["hand_size"],
         "tip": "Tiles in hand, hidden from the others; refilled to 6 at the end of each turn."},
        {"name": "Leaders in front of the screen", "value": len(off),
         "tip": f"In front of the screen: {', '.join(off)}. Some leaders give a bonus from there." if off
         else "Nobody is in front of the screen."},
        {"name": "Points taken", "value": pl["points_taken"],
         "tip": "Victory points this dynasty has taken; their colours stay behind the screen until the end."},
    ]
    if pl["vp"] is not None:
        for c in COLOURS:
            out.append({"name": f"{c.capitalize()} points", "value": pl["vp"][c],
                        "tip": "White points count as any colour at the end." if c == "white"
                        else "The score is the weakest of yellow, red, blue and green after the white points."})
        if view["board"] == "B":
            out.append({"name": "Granaries", "value": pl["granaries"] or 0,
                        "tip": "Each granary is worth 2 blue points at the end."})
    return out
