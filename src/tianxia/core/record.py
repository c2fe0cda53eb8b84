"""Game records: the one JSON document the command line, the server and the simulator share.

    {"format": "tianxia-record/1", "game": "dragon", "options": {...},
     "players": ["human", "random", "random"], "seed": 7,
     "history": ["pair cr sc", ...], "result": {"scores": [...], "winners": [...]}}

``players`` names who sat in each seat (a person or a bot spec); its length is
the player count.  ``result`` is null for an unfinished game.
"""

from __future__ import annotations

import json

from .game import Game, State

FORMAT = "tianxia-record/1"


def make(state: State, players: list[str] | None = None, **extra) -> dict:
    names = list(players) if players is not None else [f"seat{i}" for i in range(state.num_players)]
    if len(names) != state.num_players:
        raise ValueError(f"{len(names)} player names for {state.num_players} seats")
    record = {
        "format": FORMAT,
        "game": state.game.name,
        "options": dict(state.options),
        "players": names,
        "seed": state.seed,
        "history": list(state.history),
        "result": ({"scores": state.scores(), "winners": state.winners(), "moves": len(state.history)}
                   if state.is_terminal else None),
    }
    record.update(extra)
    return record


def check(record) -> dict:
    """A record's shape, or ValueError naming the bad field."""
    if not isinstance(record, dict):
        raise ValueError("a game record must be a JSON object")
    for key, kind in (("game", str), ("players", list), ("seed", int), ("history", list)):
        if key not in record:
            raise ValueError(f"record field {key} is missing")
        if not isinstance(record[key], kind) or isinstance(record[key], bool):
            raise ValueError(f"record field {key} must be a {kind.__name__}")
    if not isinstance(record.get("options", {}), dict):
        raise ValueError("record field options must be an object")
    if not all(isinstance(h, str) for h in record["history"]):
        raise ValueError("record field history must be a list of action notations")
    return record


def replay(game: Game, record: dict, upto: int | None = None) -> State:
    """The state after the record's first ``upto`` actions (all of them by default)."""
    check(record)
    history = record["history"] if upto is None else record["history"][:upto]
    return game.replay(len(record["players"]), record["seed"], record.get("options", {}), history)


def load(path: str) -> dict:
    """One record from a JSON file (a JSON Lines file: its first record)."""
    return next(iter_file(path))


def iter_file(path: str):
    """Every record in a JSON file or a JSON Lines file."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as err:
        raise ValueError(f"cannot read {path}: {err.strerror}") from None
    try:
        yield check(json.loads(text))
        return
    except json.JSONDecodeError:
        pass
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                yield check(json.loads(line))
            except json.JSONDecodeError as err:
                raise ValueError(f"{path} line {number} is not valid JSON: {err.msg}") from None


def save(path: str, record: dict) -> None:
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(record, handle, indent=1)
        handle.write("\n")
