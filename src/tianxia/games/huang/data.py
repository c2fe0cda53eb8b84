"""Huang's tables, loaded once at import from ``data/*.json`` (never written in code).

The two board sides, the bandit strengths and the palace footprint are marked
[RECONSTRUCTED] in the rules (H-0.2): a user who owns the published game can
correct them by editing the JSON files alone.  ``Board`` turns a map file into the
lookup tables the engine uses (hex indices, neighbours, triangles, rhombi).
"""

from __future__ import annotations

import json
import math
from importlib import resources

COLOURS = ("yellow", "red", "blue", "green", "white")
Y, R, B, G, W = range(5)
PALACE = 5
KINDS = COLOURS + ("palace",)
#: the six neighbour offsets of H-3.1.2: E, W, NW, NE, SW, SE
DIRECTIONS = ((1, 0), (-1, 0), (0, -1), (1, -1), (-1, 1), (0, 1))
#: the same offsets in order around a hex; consecutive ones are neighbours of each other
RING = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
#: the eight directions a place is named by, counter-clockwise from east
COMPASS = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")


def _read(name: str) -> dict:
    text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    return json.loads(text)


def hex_name(q: int, r: int) -> str:
    return f"{q},{r}"


def _rotate(shape):
    """Every rotation of an axial shape by 60 degrees, normalised, without duplicates."""
    out = []
    cur = [tuple(p) for p in shape]
    for _ in range(6):
        mq = min(q for q, _ in cur)
        mr = min(r for _, r in cur)
        norm = tuple(sorted((q - mq, r - mr) for q, r in cur))
        if norm not in out:
            out.append(norm)
        cur = [(-r, q + r) for q, r in cur]
    return out


class Board:
    """One side of the board: geometry and fixed marks.  Immutable; shared by all states."""

    def __init__(self, spec: dict, palace_footprint, bandit_strengths: dict):
        self.name = spec["name"]
        self.title = spec.get("title", spec["name"])
        coords, river, capital_marks, bandit_marks = [], set(), set(), {}
        for r, row in enumerate(spec["rows"]):
            for c, ch in enumerate(row):
                if ch == "#":
                    continue
                q = c - r // 2
                coords.append((q, r))
                if ch == "~":
                    river.add((q, r))
                elif ch in "CK":
                    capital_marks.add((q, r))
                elif ch.isdigit():
                    bandit_marks.setdefault(int(ch) or 10, []).append((q, r))
                elif ch != ".":
                    raise ValueError(f"map {self.name}: unknown map character {ch!r} in row {r}")
        coords.sort(key=lambda qr: (qr[1], qr[0]))
        self.coords = tuple(coords)
        self.n = len(coords)
        self.index = {qr: i for i, qr in enumerate(coords)}
        self.names = tuple(hex_name(q, r) for q, r in coords)
        self.by_name = {name: i for i, name in enumerate(self.names)}
        self.river = tuple(qr in river for qr in coords)
        self.land = tuple(h for h in range(self.n) if not self.river[h])
        self.water = tuple(h for h in range(self.n) if self.river[h])
        self.nbrs = tuple(
            tuple(self.index[(q + dq, r + dr)] for dq, dr in DIRECTIONS if (q + dq, r + dr) in self.index)
            for q, r in coords)
        self.nbr_sets = tuple(frozenset(n) for n in self.nbrs)
        #: the six neighbours in order around the hex (E, NE, NW, W, SW, SE), -1 where no hex
        self.ring = tuple(
            tuple(self.index.get((q + dq, r + dr), -1) for dq, dr in RING)
            for q, r in coords)
        caps = []
        for entry in spec.get("capitals", []):
            qr = tuple(entry["hex"])
            if qr not in self.index or self.river[self.index[qr]]:
                raise ValueError(f"map {self.name}: capital {entry['name']} is not a land hex")
            caps.append((self.index[qr], entry["name"]))
        if {self.coords[h] for h, _ in caps} != capital_marks:
            raise ValueError(f"map {self.name}: capital list and capital marks differ")
        self.capitals = tuple(sorted(caps))
        self.capital_names = dict(caps)
        #: each hex as players name it: ``(capital, direction, steps)`` from the nearest capital
        #: (steps 0: the capital itself); the log and the table never show coordinates
        self.places = tuple(self._place(h) for h in range(self.n))
        #: the same as the arguments of the catalogs' ``where`` message (the hex's id stays beside
        #: its words), and as a message part an event's argument may be (tianxia.core.messages);
        #: events share these (never changed) dicts
        self.at = tuple({"hex": self.names[h], "cap": c, "dir": d, "steps": n}
                        for h, (c, d, n) in enumerate(self.places))
        self.where = tuple({"msg": "where", "args": at} for at in self.at)
        self.bandit_spaces = {}
        for num, cells in sorted(bandit_marks.items()):
            if str(num) not in bandit_strengths:
                raise ValueError(f"map {self.name}: bandit space {num} has no strength")
            self.bandit_spaces[num] = tuple(sorted(self.index[qr] for qr in cells))
        self.bandit_strength = {int(k): int(v) for k, v in bandit_strengths.items()}
        #: the hexes next to each bandit space (where no leader may stand, H-18.3)
        self.bandit_ring = {num: frozenset(x for h in cells for x in self.nbrs[h])
                            for num, cells in self.bandit_spaces.items()}
        #: the same without the space's own hexes, in board order (where a group can touch it)
        self.bandit_rim = {num: tuple(sorted(ring - set(self.bandit_spaces[num])))
                           for num, ring in self.bandit_ring.items()}
        # triangles: three pairwise adjacent hexes
        tris = set()
        for a in range(self.n):
            for b in self.nbrs[a]:
                for c in self.nbrs[b]:
                    if c != a and c in self.nbr_sets[a]:
                        tris.add(tuple(sorted((a, b, c))))
        self.triangles = tuple(sorted(tris))
        self.river_triangles = tuple(t for t in self.triangles if all(self.river[h] for h in t))
        self.tris_at = tuple(tuple(t for t in self.triangles if h in t) for h in range(self.n))
        # palace footprints
        rho = set()
        for shape in _rotate(palace_footprint):
            for q, r in coords:
                cells = [(q + dq, r + dr) for dq, dr in shape]
                if all(c in self.index for c in cells):
                    rho.add(tuple(sorted(self.index[c] for c in cells)))
        self.rhombi = tuple(sorted(rho))
        self.rhombi_at = tuple(tuple(s for s in self.rhombi if h in s) for h in range(self.n))

    def _place(self, h: int) -> tuple:
        cap, name = min(self.capitals, key=lambda c: (self.distance(h, c[0]), c[0]))
        (q, r), (cq, cr) = self.coords[h], self.coords[cap]
        dx, dy = math.sqrt(3) * ((q - cq) + (r - cr) / 2), -1.5 * (r - cr)
        return name, COMPASS[round(math.degrees(math.atan2(dy, dx)) / 45) % 8], self.distance(h, cap)

    def hex(self, name: str) -> int:
        return self.by_name[name]

    def distance(self, a: int, b: int) -> int:
        (q1, r1), (q2, r2) = self.coords[a], self.coords[b]
        return (abs(q1 - q2) + abs(r1 - r2) + abs(q1 + r1 - q2 - r2)) // 2


COMPONENTS = _read("components.json")
BANDITS = _read("bandits.json")
PALACE_DATA = _read("palace.json")
SIDE_SPECS = {"A": _read("side_a.json"), "B": _read("side_b.json")}


def make_board(spec: dict, footprint=None, strengths=None) -> Board:
    return Board(spec, footprint if footprint is not None else PALACE_DATA["footprint"],
                 strengths if strengths is not None else BANDITS["strengths"])


BOARDS = {name: make_board(spec) for name, spec in SIDE_SPECS.items()}

TILE_COUNTS = tuple(COMPONENTS["tiles"][c] for c in COLOURS)
TOTAL_TILES = sum(TILE_COUNTS)
PAGODA_COUNTS = tuple(COMPONENTS["pagodas"][c] for c in COLOURS)
DYNASTIES = tuple(COMPONENTS["dynasties"])
#: the two letters a leader disc shows (Rabbit and Rat must differ)
DYNASTY_MARKS = dict(COMPONENTS["dynasty_marks"])
LEADER_NAMES = tuple(COMPONENTS["leader_names"][c] for c in COLOURS)
MARKET_SLOTS = COMPONENTS["market_slots"]
HAND_SIZE = COMPONENTS["hand_size"]
PALACE_HAND_SIZE = COMPONENTS["palace_hand_size"]
EXCHANGE_MAX = COMPONENTS["exchange_max"]
SHORT_REMOVED = COMPONENTS["short_game_removed"]
GRANARY_POINTS = COMPONENTS["granary_blue_points"]
