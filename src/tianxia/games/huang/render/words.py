"""Huang in words for the status bar, buttons, score table and seat panels (docs/table.md):
what is being decided, each legal action's name, the score by category, each seat's counters.

Drawn from the view alone, in the language of ``t`` (the catalogs' messages); places are named
by their nearest capital, never by coordinates.
"""

from __future__ import annotations

from functools import lru_cache

from tianxia.core.messages import Messages
from tianxia.core.naming import asker

from ..data import BOARDS, COLOURS, GRANARY_POINTS
from .look import EN

LETTERS = "ABCDEFGH"


def list_or(words: list, t: Messages) -> str:
    """``a, b or c`` in the catalog's words."""
    if len(words) < 2:
        return words[0] if words else ""
    return t("list-or", first=", ".join(words[:-1]), last=words[-1])


def _war_strengths(pend: dict, t: Messages) -> str:
    """Each warring kingdom's strength so far, for the status bar (the panel is below the map)."""
    totals = pend.get("totals") or [b + x + y for b, x, y in zip(pend["base"], pend["tiles"], pend["bonus"])]
    return ", ".join(t("kingdom-strength", letter=LETTERS[k], strength=s) for k, s in enumerate(totals))


def seat_words(seat: int, t: Messages) -> str:
    """A seat in the game's own words ("Player 2"), where the view carries no names."""
    return t("player-n", number=seat + 1)


def war_sides(view: dict, seat: int) -> list[list[str]]:
    """For each warring kingdom (A, B, ...), the colours of ``seat``'s leaders at war in it."""
    pend = view.get("pending") or {}
    leaders = view["players"][seat]["leaders"]
    involved = [c for i, c in enumerate(COLOURS) if pend.get("involved", 0) & (1 << i)]
    return [[c for c in involved if leaders.get(c) in kingdom] for kingdom in pend.get("kingdoms") or []]


def war_side(view: dict, t: Messages) -> str | None:
    """The viewer's side in the war being fought: the kingdoms its leaders stand in (H-15.3)."""
    seat = view.get("seat")
    if seat is None:
        return None
    sides = [{"msg": "war-side-kingdom", "args": {"letter": LETTERS[k], "leaders": cs}}
             for k, cs in enumerate(war_sides(view, seat)) if cs]
    return t("war-side", sides=sides) if sides else t("war-side-none")


def prompt(view: dict, t: Messages = EN) -> str | None:
    """The decision pending now: an imperative sentence to the seat that makes it, a sentence
    naming that seat to everybody else (tianxia.core.naming)."""
    if view["is_terminal"]:
        return None
    say = asker(view, t, lambda s: seat_words(s, t))
    phase, pend = view["phase"], view.get("pending") or {}
    if phase == "action":
        return say("prompt-action-first" if view["actions_left"] == 2 else "prompt-action-second")
    if phase == "revolt":
        att, dfd = (b + x + c for b, x, c in zip(pend["base"], pend["bonus"], pend["commit"]))
        return say("prompt-revolt-attacker" if pend["stage"] == 0 else "prompt-revolt-defender",
                   leader=COLOURS[pend["colour"]], strength=att, strength2=dfd)
    if phase in ("war_support", "war_tie"):
        said = say(f"prompt-{phase.replace('_', '-')}", phrase=_war_strengths(pend, t))
        side = war_side(view, t)
        return t("prompt-and-side", prompt=said, side=side) if side else said
    if phase in ("war_loss", "bandit_loss"):
        return say(f"prompt-{phase.replace('_', '-')}", left=pend["left"])
    if phase in ("structure", "market", "chain", "granary", "palace_draw"):
        return say(f"prompt-{phase.replace('_', '-')}")
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


#: actions whose name depends on the board and the notation alone (named once per language)
FIXED = frozenset({"tile", "place", "move", "withdraw", "remove", "chain", "keep", "pick", "stop"})


@lru_cache(maxsize=8192)
def _fixed(t: Messages, board_name: str, kind: str, args: tuple) -> str:
    board = BOARDS[board_name]
    if kind == "tile":
        return t("label-tile", colour=args[0], where=board.where[board.hex(args[1])])
    if kind in ("place", "move"):
        return t(f"label-{kind}", leader=args[0], where=board.where[board.hex(args[1])])
    if kind == "withdraw":
        return t("label-withdraw", leader=args[0])
    if kind == "pick":
        return t("label-pick", colour=args[0])
    if kind == "stop":
        return t("label-stop")
    return t(f"label-{kind}", where=board.where[board.hex(args[0])])  # remove, chain, keep


def label(view: dict, notation: str, t: Messages = EN) -> str:
    """A legal action's short name in words (never the bare notation)."""
    words = str(notation).split()
    if not words:
        return t("label-nothing")
    kind, args = words[0], words[1:]
    if kind in FIXED:
        return _fixed(t, view["board"], kind, tuple(args))
    board, phase = BOARDS[view["board"]], view["phase"]
    pend = view.get("pending") or {}

    def at(name: str) -> dict:
        return board.where[board.hex(name)]

    if kind == "revolt":
        return t("label-revolt-farmer" if "leader" in args else "label-revolt",
                 colour=_tile_at(view, args[0]) or "", where=at(args[0]))
    if kind == "build":
        what = "palace" if args[0] == "palace" else "pagoda"
        if "from" in args:
            text = t(f"label-move-{what}", colour=args[0], where=at(args[1]), where2=at(args[args.index("from") + 1]))
        else:
            text = t(f"label-build-{what}", colour=args[0], where=at(args[1]))
        if phase == "action":
            text = t("label-paying-merchant" if "leader" in args else "label-paying", phrase=text)
        return text
    if kind == "exchange":
        hand = _hand(view)
        places = ", ".join(str(int(i) + 1) for i in args)  # as the hand strip shows them, from the left
        if hand:
            return t("label-exchange-colours", count=len(args), places=places, colours=[hand[int(i)] for i in args])
        return t("label-exchange", count=len(args), places=places)
    if kind == "pass":
        return t("label-no-support" if phase == "war_support" else "label-pass")
    if kind == "commit":
        n = int(args[0])
        if "governor" in args:
            return t("label-commit-governor", tiles=n)
        return t("label-commit", tiles=n) if n else t("label-commit-none")
    if kind == "refill":
        return t("label-refill", tiles=int(args[0]))
    if kind == "support":
        ids = pend.get("ids") or []
        letter = LETTERS[ids.index(args[0])] if args[0] in ids else "?"
        return t("label-support-soldier" if "leader" in args else "label-support", letter=letter, tiles=int(args[1]))
    if kind == "winner":
        ids = pend.get("ids") or []
        return t("label-winner", letter=LETTERS[ids.index(args[0])] if args[0] in ids else "?")
    if kind == "decline":
        return t(f"label-decline-{phase}" if phase in ("structure", "market", "granary") else "label-decline")
    return t("label-other")


SCORE_ROWS = ("score-weakest", "score-granaries", "score-white")


def scores(view: dict, t: Messages = EN) -> list[dict]:
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
    return [{"category": t(cat), "points": pts} for cat, pts in zip(SCORE_ROWS, rows)]


def panel(view: dict, seat: int, t: Messages = EN) -> list[dict]:
    """A seat's counters: public ones for all, the points behind the screen for their owner
    (and for everybody once the game is over)."""
    pl = view["players"][seat]
    off = [c for c in COLOURS if pl["leaders"][c] is None]
    out = [
        {"name": t("panel-hand"), "value": pl["hand_size"], "tip": t("panel-hand-tip")},
        {"name": t("panel-front"), "value": len(off),
         "tip": t("panel-front-tip", leaders=off) if off else t("panel-front-none")},
        {"name": t("panel-points"), "value": pl["points_taken"], "tip": t("panel-points-tip")},
    ]
    if pl["vp"] is not None:
        for c in COLOURS:
            out.append({"name": t(f"points-{c}"), "value": pl["vp"][c],
                        "tip": t("panel-white-tip" if c == "white" else "panel-colour-tip")})
        if view["board"] == "B":
            out.append({"name": t("panel-granaries"), "value": pl["granaries"] or 0,
                        "tip": t("panel-granaries-tip")})
    return out
