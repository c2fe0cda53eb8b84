"""The rulebook's tables (T-1..T-10), loaded once at import from ``data/*.json``.

Everything the rules engine needs as a number or a list lives in the JSON files,
so a reader holding the physical game can correct a table without touching code.
``load(directory)`` builds a ``Tables`` object from any directory of the same
shape (tests use it to show that the data drives the rules).
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path


class Tables:
    """All tables, flattened into the indexed forms the engine uses on hot paths."""

    def __init__(self, persons: dict, actions: dict, events: dict, rules: dict):
        self.rules = rules
        # -- T-1 person types and tiles ("kinds" = type + age) --------------------------------
        self.types = [t["id"] for t in persons["types"]]
        self.type_index = {t: i for i, t in enumerate(self.types)}
        self.type_name = {t["id"]: t["name"] for t in persons["types"]}
        self.type_plural = {t["id"]: t["plural"] for t in persons["types"]}
        self.type_colour = {t["id"]: t["colour"] for t in persons["types"]}
        self.type_symbol = {t["id"]: t["symbol"] for t in persons["types"]}
        kinds, kind_type, kind_age, kind_value, kind_symbols, kind_count = [], [], [], [], [], []
        for t in persons["types"]:
            two_ages = len(t["ages"]) > 1
            for age in ("y", "o"):
                if age not in t["ages"]:
                    continue
                row = t["ages"][age]
                kinds.append(f"{t['id']}-{age}" if two_ages else t["id"])
                kind_type.append(self.type_index[t["id"]])
                kind_age.append(age)
                kind_value.append(row["value"])
                kind_symbols.append(row["symbols"])
                kind_count.append({int(n): c for n, c in row["count"].items()})
        self.kinds = kinds
        self.kind_index = {k: i for i, k in enumerate(kinds)}
        self.kind_type = kind_type
        self.kind_age = kind_age
        self.kind_value = kind_value
        self.kind_symbols = kind_symbols
        self.kind_count = kind_count
        self.young_kinds_of_type = [[k for k in range(len(kinds)) if kind_type[k] == ti and kind_age[k] == "y"]
                                    for ti in range(len(self.types))]
        self.kinds_of_type = [[k for k in range(len(kinds)) if kind_type[k] == ti] for ti in range(len(self.types))]
        # -- T-2 person cards: one per type, then the wild cards (card index len(types)) -----------
        self.cards = self.types + ["wild"]
        self.card_index = {c: i for i, c in enumerate(self.cards)}
        self.wild = len(self.types)
        self.hand = tuple([persons["cards"]["per_type"]] * len(self.types) + [persons["cards"]["wild"]])
        # -- T-3 action cards and T-8 groups -------------------------------------------------------
        self.action_cards = [c["id"] for c in actions["cards"]]
        self.action_name = {c["id"]: c["name"] for c in actions["cards"]}
        self.action_symbols = {c["id"]: c["symbols"] for c in actions["cards"]}
        self.action_person = {c["id"]: (None if c["person"] is None else self.type_index[c["person"]])
                              for c in actions["cards"]}
        self.action_gain = {c["id"]: c["gain"] for c in actions["cards"]}
        self.action_expansion = {c["id"]: c["expansion"] for c in actions["cards"]}
        self.group_sizes = {int(deck): {int(n): list(s) for n, s in by_n.items()}
                            for deck, by_n in actions["group_sizes"].items()}
        # -- T-4 events, T-6 wall, T-7 great events, D-16.13 charter -------------------------------
        self.event_ids = [e["id"] for e in events["tiles"]]
        self.event_name = {e["id"]: e["name"] for e in events["tiles"]}
        self.event_count = {e["id"]: e["count"] for e in events["tiles"]}
        self.fixed_slots = list(events["fixed_slots"])
        self.wall_bonuses = [w["id"] for w in events["wall_tiles"]]
        self.wall_name = {w["id"]: w["name"] for w in events["wall_tiles"]}
        self.wall_gain = {w["id"]: (w["gain"], w["amount"]) for w in events["wall_tiles"]}
        self.great_events = [g["id"] for g in events["great_events"]]
        self.great_name = {g["id"]: g["name"] for g in events["great_events"]}
        self.charter = dict(events["charter"])
        # -- rules numbers -------------------------------------------------------------------------
        self.rounds = rules["rounds"]
        self.great_event_round = rules["great_event_round"]

    def supply_for(self, players: int) -> list[int]:
        """D-3: the person supply for ``players`` (tiles per kind)."""
        return [c[players] for c in self.kind_count]


def _read(directory) -> tuple[dict, ...]:
    def one(name):
        if isinstance(directory, Path):
            return json.loads((directory / name).read_text(encoding="utf-8"))
        return json.loads(directory.joinpath(name).read_text(encoding="utf-8"))
    return one("persons.json"), one("actions.json"), one("events.json"), one("rules.json")


def load(directory=None) -> Tables:
    """Tables from ``directory`` (default: the package's ``data`` folder)."""
    if directory is None:
        directory = resources.files(__package__).joinpath("data")
    elif not isinstance(directory, Path):
        directory = Path(directory)
    return Tables(*_read(directory))


TABLES = load()
