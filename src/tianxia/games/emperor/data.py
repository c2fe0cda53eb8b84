"""The Emperor of China's tables (E-2, E-3, E-4.6), loaded once from ``data/*.json``.

The board (regions, colours, house spaces, roads of each side, alliances) and the
card counts are marked [RECONSTRUCTED] in the rules file, so they live in JSON a
user can correct.  ``load(directory)`` reads a whole set of tables (tests load a
modified copy); ``TABLES`` is the shipped set.  Everything is turned into small
integer indices here so the state's hot paths work on lists, not names.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

from . import actions as _actions

_SPACE_ID = re.compile(r"^([a-z_]+?)(\d+)$")


class Tables:
    """Every table of the rules file, as indices (built once; never mutated)."""

    def __init__(self, board: dict, cards: dict, components: dict, layout: dict):
        self.board_raw, self.cards_raw, self.components_raw, self.layout = board, cards, components, layout
        counts = cards["card_counts"]
        #: card colours in canonical (alphabetical) order; a card is its colour's index
        self.colours = sorted(counts)
        self.colour_index = {c: i for i, c in enumerate(self.colours)}
        self.card_counts = [int(counts[c]) for c in self.colours]
        self.removed_per_colour = {int(k): int(v) for k, v in cards["removed_per_colour"].items()}
        self.hand_size = int(cards["hand_size"])
        self.display_size = int(cards["display_size"])
        self.houses = int(components["houses"])
        self.emissaries = int(components["emissaries"])
        self.fortifications = int(components["fortifications"])
        self.player_colours = list(components["player_colours"])
        self.sides = {int(k): list(v) for k, v in components["sides"].items()}

        self.region_ids: list[str] = []
        self.region_names: list[str] = []
        self.region_colour: list[int] = []
        self.region_spaces: list[list[int]] = []
        self.space_ids: list[str] = []
        self.space_region: list[int] = []
        for r, reg in enumerate(board["regions"]):
            rid = reg["id"]
            if rid in self.region_ids:
                raise ValueError(f"board: region {rid!r} is listed twice")
            if reg["colour"] not in self.colour_index:
                raise ValueError(f"board: region {rid!r} has colour {reg['colour']!r}, which has no cards")
            self.region_ids.append(rid)
            self.region_names.append(reg["name"])
            self.region_colour.append(self.colour_index[reg["colour"]])
            spaces = []
            for sid in reg["house_spaces"]:
                m = _SPACE_ID.match(sid)
                if not m or m.group(1) != rid or sid in self.space_ids:
                    raise ValueError(f"board: house space {sid!r} is not a fresh id of region {rid!r} (E-3.3)")
                spaces.append(len(self.space_ids))
                self.space_ids.append(sid)
                self.space_region.append(r)
            if not spaces:
                raise ValueError(f"board: region {rid!r} has no house space")
            self.region_spaces.append(spaces)
        #: bit of each space within its region's masks
        self.space_bit = [1 << self.region_spaces[self.space_region[s]].index(s) for s in range(len(self.space_ids))]
        self.region_index = {rid: r for r, rid in enumerate(self.region_ids)}
        self.space_index = {sid: s for s, sid in enumerate(self.space_ids)}
        self.num_regions = len(self.region_ids)
        self.num_spaces = len(self.space_ids)
        #: regions of each colour (for explanations)
        self.colour_regions = [[r for r in range(self.num_regions) if self.region_colour[r] == c]
                               for c in range(len(self.colours))]

        self.alliances: list[tuple[int, int, int]] = []
        for number, pair in sorted(board["alliances"].items(), key=lambda kv: int(kv[0])):
            if len(pair) != 2 or any(rid not in self.region_index for rid in pair):
                raise ValueError(f"board: alliance {number} must join two known regions, not {pair!r}")
            self.alliances.append((int(number), self.region_index[pair[0]], self.region_index[pair[1]]))

        roads = board["roads"]
        self.side_names = sorted(k for k in roads if k != "both")
        #: side -> list of (a, b) space index pairs; side -> adjacency lists
        self.roads: dict[str, list[tuple[int, int]]] = {}
        self.adjacency: dict[str, list[tuple[int, ...]]] = {}
        for side in self.side_names:
            edges = []
            for text in roads["both"] + roads[side]:
                a, _, b = text.partition("-")
                if a not in self.space_index or b not in self.space_index or a == b:
                    raise ValueError(f"board: road {text!r} of side {side} does not join two house spaces")
                edges.append((self.space_index[a], self.space_index[b]))
            adj: list[list[int]] = [[] for _ in range(self.num_spaces)]
            for a, b in edges:
                adj[a].append(b)
                adj[b].append(a)
            self.roads[side] = edges
            self.adjacency[side] = [tuple(sorted(x)) for x in adj]

        for n, sides in self.sides.items():
            for side in sides:
                if side not in self.roads:
                    raise ValueError(f"components: side {side!r} for {n} players has no road set")
        for n, k in self.removed_per_colour.items():
            if any(c - k < 0 for c in self.card_counts):
                raise ValueError(f"cards: cannot remove {k} of each colour for {n} players")

        #: every action the game can ever offer, made once (see actions.build)
        self.acts = _actions.build(self)
        #: legal-action fragments keyed by board masks and payment masks (pure functions of the key)
        self.legal_cache: dict = {}
        self.pay_cache: dict = {}
        self.region_colour_pairs = tuple(enumerate(self.region_colour))
        width = max(len(sp) for sp in self.region_spaces)
        self.shift_h = max(1, (self.num_regions - 1).bit_length())
        self.shift_f = self.shift_h + width
        self.shift_p = self.shift_f + width


    def __deepcopy__(self, memo):
        return self  # constant tables (like Action): a copied state shares them

    def __copy__(self):
        return self


def _read(directory: Path | None, name: str) -> dict:
    if directory is None:
        text = resources.files(__package__).joinpath("data", name).read_text(encoding="utf-8")
    else:
        text = (Path(directory) / name).read_text(encoding="utf-8")
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"data file {name} is not valid JSON: {err}") from None


def load(directory: str | Path | None = None) -> Tables:
    """The tables from ``directory`` (default: the package's own ``data/``)."""
    d = None if directory is None else Path(directory)
    return Tables(_read(d, "board.json"), _read(d, "cards.json"), _read(d, "components.json"),
                  _read(d, "layout.json"))


TABLES = load()
