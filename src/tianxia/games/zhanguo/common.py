"""ZhanGuo: the constants and small helpers the parts of the position share (state.py and its mix-ins)."""

from __future__ import annotations

from tianxia.core import Action

from .data import ASPECTS, OFFICIALS

A = Action
ROUNDS = 5
HAND = 6
TRIG_OF = {"recruit": "recruit_official", "reassign": "reassign_officials", "governor": "install_governor",
           "hire": "hire_workers", "palace": "build_palace", "wall": "build_wall"}
B_TRIGGERS = {
    "B-HIRE-PLUS": ("hire_workers",),
    "B-GOV-MOVE-WORKER": ("install_governor",),
    "B-WALL-RECRUIT-MARKER": ("build_wall", "recruit_official"),
    "B-REASSIGN-WALL-CALM": ("reassign_officials", "build_wall"),
    "B-RECRUIT-REASSIGN": ("recruit_official",),
    "B-GOV-MOVE-GOVERNOR": ("install_governor",),
}
COLOUR_INDEX = {c: i for i, c in enumerate(ASPECTS)}
OFFICIAL_INDEX = {c: i for i, c in enumerate(OFFICIALS)}
PLAYER_COLOURS = ("blue", "red", "purple", "yellow")
#: where VP came from during play (the score table's rows before final scoring): vpsrc[seat][i]
VP_SOURCES = ("auction", "palaces", "squares", "cards", "shortage")
_AUCTION, _PALACES, _SQUARES, _CARDS, _SHORTAGE = range(5)


class _Acts:
    """Every fixed action of one data set, made once (interning on hot paths costs a tuple and a lookup)."""

    def __init__(self, D):
        R = D.R
        oc = OFFICIALS
        self.free = [[A("free", r + 1, oc[c]) for c in range(3)] for r in range(R)]
        self.gg = [[[A("step", oc[c], f"g{r + 1}", f"g{s + 1}") for s in range(R)] for r in range(R)] for c in range(3)]
        self.wg = [[A("step", oc[c], f"w{r + 1}", f"g{r + 1}") for r in range(R)] for c in range(3)]
        self.ww = [[[A("step", oc[c], f"w{r + 1}", f"w{s + 1}") for s in range(R)] for r in range(R)] for c in range(3)]
        self.unify = [[A("unify", n, r + 1) for r in range(R)] for n in range(121)]
        self.court = [A("court", n) for n in range(121)]
        self.recruit = [[A("recruit", oc[c], r + 1) for r in range(R)] for c in range(3)]
        self.governor = [A("governor", r + 1) for r in range(R)]
        self.hire = [A("hire", r + 1) for r in range(R)]
        self.palace = [A("palace", r + 1) for r in range(R)]
        self.wall = [[A("wall", D.sections[s].lower(), cost) for cost in D.cell_costs] for s in range(6)]


def _acts(D):
    t = getattr(D, "_acts", None)
    if t is None:
        t = D._acts = _Acts(D)
    return t


def _tup(x):
    return tuple(_tup(y) for y in x) if isinstance(x, list) else x


def _lst(x):
    return [_lst(y) for y in x] if isinstance(x, tuple) else x
