"""ZhanGuo game data (Z-3), loaded once from the JSON files in ``data/`` and validated (Z-3.0).

Every table of the rules file lives in a data file, never in code, so a user who owns the
printed game can replace the [RECONSTRUCTED] tables by editing JSON alone.  Point the
environment variable ``TIANXIA_ZHANGUO_DATA`` at a directory holding replacement files
(any file missing there is taken from the package), or call ``use(directory)``.
States keep a reference to the data they were dealt with.
"""

from __future__ import annotations

import json
import os
from importlib import resources
from pathlib import Path

ASPECTS = ("beige", "orange", "brown")          # card / marker colours (Z-0.4)
OFFICIALS = ("red", "grey", "white")            # official colours
TRIGGERS = ("build_wall", "build_palace", "hire_workers", "recruit_official", "install_governor")
HIGH = frozenset(("build_wall", "build_palace", "hire_workers"))
LOW = frozenset(("recruit_official", "install_governor"))
BONUSES = ("marker", "reassign2", "vp", "worker_here", "vp_per_colour", "unrest_any",
           "unrest_here", "move_worker", "official_here")
SQUARE_KINDS = ("reassign4", "official", "vp4")
REWARD_KINDS = ("official_choice", "two_red", "two_grey", "two_workers", "governor", "wall", "palace")
B_ABILITIES = ("B-HIRE-PLUS", "B-GOV-MOVE-WORKER", "B-WALL-RECRUIT-MARKER", "B-REASSIGN-WALL-CALM",
               "B-RECRUIT-REASSIGN", "B-GOV-MOVE-GOVERNOR")
CRITERIA = ("empty_unrest", "officials_ge_unrest", "has_grey_official", "has_red_official",
            "has_white_official", "fixed_minus_unrest", "colour_sets", "full_regions",
            "pair_same_colour", "has_orange_card", "has_brown_card", "has_beige_card")
FILES = ("board", "player_boards", "goal_tiles", "wall_tiles", "cards")


class DataError(ValueError):
    """A data file breaks the contract of Z-3.0."""


def _need(cond: bool, file: str, what: str) -> None:
    if not cond:
        raise DataError(f"zhanguo data file {file}.json: {what}")


class GameData:
    """The validated tables, in the shapes the engine uses (regions 0-based inside)."""

    def __init__(self, raw: dict):
        self.raw = raw
        b = raw["board"]
        labels = list(b["regions"])
        _need(labels == list(range(1, len(labels) + 1)), "board", "regions must be 1..R")
        self.R = R = len(labels)
        neigh = [set() for _ in range(R)]
        for x, y in b["adjacent"]:
            _need(1 <= x <= R and 1 <= y <= R, "board", f"adjacent pair {[x, y]} names no region")
            _need(x != y, "board", f"region {x} is adjacent to itself")
            neigh[x - 1].add(y - 1)
            neigh[y - 1].add(x - 1)
        for r in range(R):
            _need(bool(neigh[r]), "board", f"region {r + 1} has no neighbour")
        for x, y in b.get("wall_borders", []):
            _need(y - 1 not in neigh[x - 1], "board", f"regions {x},{y} are both adjacent and walled")
        self.neigh = [tuple(sorted(n)) for n in neigh]
        self.adj = [[s in neigh[r] for s in range(R)] for r in range(R)]
        self.wall_borders = [tuple(p) for p in b.get("wall_borders", [])]
        self.squares = []
        for r in range(R):
            kinds = b["governor_squares"][str(r + 1)]
            for k in kinds:
                _need(k in SQUARE_KINDS, "board", f"unknown governor square {k!r}")
            self.squares.append(tuple(kinds))
        self.palace_spaces = {int(k): v for k, v in b["palace_spaces_by_players"].items()}
        self.sections = []
        self.section_area = []
        self.areas = list(b["wall_areas"])
        for area, secs in b["wall_areas"].items():
            for s in secs:
                self.sections.append(s)
                self.section_area.append(area)
        _need(len(self.sections) == 6, "board", "there must be 6 wall sections")
        self.section_index = {s.lower(): i for i, s in enumerate(self.sections)}
        self.cell_costs = tuple(b["wall_cell_costs"])
        _need(sorted(self.cell_costs) == [1, 2, 3], "board", "wall cells cost 1, 2 and 3")
        self.goal_sections = tuple(b["goal_sections"])
        self.goal_slots = tuple(b["goal_slots"])
        _need(set(self.goal_slots) == {"wall", "palace", "governor"}, "board", "goal slots")
        self.goal_values = [[tuple(b["goal_space_values"][sec][slot]) for slot in self.goal_slots]
                            for sec in self.goal_sections]
        self.value1 = {int(k): v for k, v in b["value1_markers_per_colour_by_players"].items()}
        _need(sorted(b["value3_markers"]) == sorted(ASPECTS), "board", "one value-3 marker per colour")
        self.track_cells = b["reward_track_cells"]
        # Z-2.1 personal pieces and Z-23 scoring constants (optional in the file; defaults = the rules)
        self.pieces = {"governors": 8, "palaces": 6, "walls": 5, "officials_per_colour": 5, "goal_discs": 6}
        self.pieces.update(b.get("personal_pieces", {}))
        _need(self.pieces["goal_discs"] >= 6, "board", "a player needs a goal disc for each of the 6 goals")
        sc = b.get("scoring", {})
        self.scoring = {
            "governor_majority_base": sc.get("governor_majority_base", 9),
            "governor_majority_per_governor": sc.get("governor_majority_per_governor", 3),
            "marker_majority_vp": tuple(sc.get("marker_majority_vp", {"beige": 5, "orange": 6, "brown": 7})[a]
                                        for a in ASPECTS),
            "auction_start_vp": sc.get("auction_start_vp", 15),
        }
        self.rewards = []
        for a in ASPECTS:
            row = b["rewards"][a]
            _need(len(row) == 5, "board", f"reward row {a} needs 5 rounds")
            out = []
            for cell in row:
                kind = cell["kind"]
                _need(kind in REWARD_KINDS, "board", f"unknown reward kind {kind!r}")
                c = {"kind": kind}
                if "region" in cell:
                    c["region"] = cell["region"] - 1
                if kind == "governor":
                    regs = cell["regions"]
                    c["regions"] = tuple(range(R)) if regs == "any" else tuple(x - 1 for x in regs)
                    c["any"] = regs == "any"
                out.append(c)
            self.rewards.append(out)
        # player boards
        pb = raw["player_boards"]
        _need("A" in pb, "player_boards", "the A side is missing")
        self.boards = {}
        for key, side in pb.items():
            bid = "A" if key == "A" else key.lower().removesuffix("_b")
            mx, icon = list(side["unrest_max"]), list(side["palace_icon"])
            _need(len(mx) == R and len(icon) == R, "player_boards", f"{key}: one value per region")
            for m, i in zip(mx, icon):
                _need(m in (2, 3, 4), "player_boards", f"{key}: unrest_max {m} not in 2..4")
                _need(1 <= i <= m, "player_boards", f"{key}: palace_icon {i} not in 1..{m}")
            st = [side["start_officials"].get(c, 0) for c in OFFICIALS]
            _need(all(0 <= x <= 5 for x in st), "player_boards", f"{key}: start officials")
            for ab in side["abilities"]:
                _need(ab in B_ABILITIES, "player_boards", f"{key}: unknown ability {ab!r}")
            self.boards[bid] = {"key": key, "unrest_max": tuple(mx), "palace_icon": tuple(icon),
                                "start": tuple(st), "abilities": tuple(side["abilities"])}
        self.b_boards = tuple(k for k in self.boards if k != "A")
        _need(len(self.b_boards) == 4, "player_boards", "four B sides are needed")
        # goal tiles
        self.goal_tiles = {}
        self.goals_by_type = {"wall": [], "palace": [], "governor": []}
        for t in raw["goal_tiles"]:
            _need(t["type"] in self.goals_by_type, "goal_tiles", f"{t['id']}: unknown type")
            if t["type"] == "wall":
                for s in t["needs"]:
                    _need(s in self.areas, "goal_tiles", f"{t['id']}: unknown wall area {s!r}")
                needs = {a: t["needs"].count(a) for a in t["needs"]}
            else:
                for s in t["needs"]:
                    _need(isinstance(s, int) and 1 <= s <= R, "goal_tiles", f"{t['id']}: bad region {s!r}")
                needs = {s - 1: t["needs"].count(s) for s in t["needs"]}
            self.goal_tiles[t["id"]] = {"type": t["type"], "needs": needs, "symbols": list(t["needs"])}
            self.goals_by_type[t["type"]].append(t["id"])
        for k, v in self.goals_by_type.items():
            _need(len(v) == 4, "goal_tiles", f"4 {k} goal tiles are needed, not {len(v)}")
        # wall tiles
        self.wall_tiles = {}
        for t in raw["wall_tiles"]:
            sides = {}
            for s in ("a", "b"):
                _need(s in t, "wall_tiles", f"{t.get('id')}: needs sides a and b")
                _need(t[s]["criterion"] in CRITERIA, "wall_tiles", f"unknown criterion {t[s]['criterion']!r}")
                _need(len(t[s]["vp"]) == 3, "wall_tiles", f"{t['id']}: three VP levels")
                sides[s] = (t[s]["criterion"], tuple(t[s]["vp"]))
            self.wall_tiles[t["id"]] = sides
        _need(len(self.wall_tiles) == 6, "wall_tiles", "6 wall tiles are needed")
        # cards
        self.colour = [-1] * 121
        self.abilities: list[tuple] = [()] * 121
        seen: dict[int, int] = {}
        for row in raw["cards"]["cards"]:
            n = row["number"]
            _need(isinstance(n, int) and 1 <= n <= 120, "cards", f"bad card number {n!r}")
            want = (n - 1) // 40
            _need(row["colour"] == ASPECTS[want], "cards", f"card {n} must be {ASPECTS[want]}")
            _need(row["trigger"] in TRIGGERS, "cards", f"card {n}: unknown trigger {row['trigger']!r}")
            _need(row["bonus"] in BONUSES, "cards", f"card {n}: unknown bonus {row['bonus']!r}")
            param = row.get("param")
            if row["bonus"] == "vp":
                _need(isinstance(param, int), "cards", f"card {n}: vp needs a number")
            elif row["bonus"] == "vp_per_colour":
                _need(param in ASPECTS, "cards", f"card {n}: vp_per_colour needs a colour")
                param = ASPECTS.index(param)
            elif row["bonus"] == "official_here":
                _need(param in OFFICIALS, "cards", f"card {n}: official_here needs an official colour")
                param = OFFICIALS.index(param)
            self.colour[n] = want
            self.abilities[n] = self.abilities[n] + ((row["trigger"], row["bonus"], param),)
            seen[n] = seen.get(n, 0) + 1
        _need(sorted(seen) == list(range(1, 121)), "cards", "exactly the 120 cards 1..120 are needed")
        # ability ids: the card number, with a letter when a card has several abilities
        self.ability_ids = [()] * 121
        for n in range(1, 121):
            abl = self.abilities[n]
            self.ability_ids[n] = (str(n),) if len(abl) == 1 else tuple(f"{n}{chr(97 + i)}" for i in range(len(abl)))
        # shortest official paths (Z-12.6) are not needed: moves are one point each (DEC-5)


def read_raw(directory: str | os.PathLike | None = None) -> dict:
    raw = {}
    pkg = resources.files(__package__).joinpath("data")
    for name in FILES:
        path = Path(directory) / f"{name}.json" if directory is not None else None
        try:
            if path is not None and path.exists():
                raw[name] = json.loads(path.read_text(encoding="utf-8"))
            else:
                raw[name] = json.loads(pkg.joinpath(f"{name}.json").read_text(encoding="utf-8"))
        except json.JSONDecodeError as err:
            raise DataError(f"zhanguo data file {name}.json is not valid JSON: {err}") from None
    return raw


def load(directory: str | os.PathLike | None = None) -> GameData:
    """Read and validate the data files (``directory`` overrides the package's files)."""
    try:
        return GameData(read_raw(directory))
    except (KeyError, TypeError, IndexError, AttributeError) as err:
        raise DataError(f"zhanguo data: missing or malformed entry ({err!r})") from None


DATA = load(os.environ.get("TIANXIA_ZHANGUO_DATA") or None)


def use(directory: str | os.PathLike | None) -> GameData:
    """Switch the data used by new games (None: the package's own files)."""
    global DATA
    DATA = load(directory)
    return DATA
