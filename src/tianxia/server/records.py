"""Games from records: an uploaded record checked and replayed, a position played on, and the
result of a game ended before its end.  Pure functions of their data (no database, no locks)."""

from __future__ import annotations

import tianxia
from tianxia.core import IllegalAction
from tianxia.core import record as records

from . import seats as seatlib
from .errors import ApiError

#: most actions in an uploaded record (the longest games have a few hundred)
RECORD_ACTIONS = 5000


def replay_upload(record, max_actions: int = RECORD_ACTIONS) -> tuple[dict, object, list[int]]:
    """An uploaded record checked and replayed: (the game's row, its final state, who made each
    action).  ApiError 400 for a record not shaped as the schema says (fields, types, length
    caps), 422 for one that is but is not a finished game under the rules."""
    if not isinstance(record, dict):
        raise ApiError(400, "error-record-object")
    history, players = record.get("history"), record.get("players")
    if isinstance(history, list) and len(history) > max_actions:
        raise ApiError(400, "error-record-actions", n=max_actions, m=len(history))
    if isinstance(history, list) and any(not isinstance(a, str) or len(a) > 300 for a in history):
        raise ApiError(400, "error-record-notation")
    if isinstance(players, list) and len(players) > 16:
        raise ApiError(400, "error-record-players", n=len(players))
    if isinstance(players, list) and any(not isinstance(p, str) for p in players):
        raise ApiError(400, "error-record-names")
    if isinstance(record.get("seed"), float) and record["seed"].is_integer():  # JSON's 7.0 is the integer 7
        record = {**record, "seed": int(record["seed"])}
    try:
        records.check(record)
        if record["seed"] < 0:
            raise ValueError("record field seed must be 0 to 2^63-1")
    except (ValueError, TypeError) as err:
        raise ApiError(400, "error-record", reason=str(err)) from None
    if record["seed"] >= 2 ** 63:  # the schema says integer >= 0; the database holds 63 bits
        raise ApiError(422, "error-record-seed")
    try:
        game = tianxia.load(record["game"])
        replayed = game.new_state(len(record["players"]), seed=record["seed"], options=record.get("options", {}))
        acted_by = []
        for step, notation in enumerate(record["history"]):
            acted_by.append(replayed.current_player)
            try:
                replayed.apply(notation)
            except IllegalAction as err:
                raise ValueError(f"history step {step + 1} ({notation!r}) is illegal: {err}") from None
    except (ValueError, TypeError, KeyError, RecursionError) as err:  # IllegalAction is a ValueError
        raise ApiError(422, "error-record", reason=str(err)) from None
    if not replayed.is_terminal:
        raise ApiError(422, "error-record-unfinished")
    seats = [str(p)[:100] for p in record["players"]]
    row = {"id": seatlib.new_game_id(), "game": game.name, "options": dict(replayed.options),
           "seed": record["seed"], "seats": seats, "token_hashes": [None] * len(seats),
           "joined": [True] * len(seats), "version": len(replayed.history), "source": "upload",
           "result": {"scores": replayed.scores(), "winners": replayed.winners(), "moves": len(replayed.history)},
           "status": "finished"}
    return row, replayed, acted_by


def play_on(state, history: list[str]) -> list[int]:
    """Apply a position's ``history`` to a new state (who made each action); 422 if an action is
    illegal or the game ends: a finished game has nothing to play on."""
    acted_by = []
    for step, notation in enumerate(history):
        acted_by.append(state.current_player)
        try:
            state.apply(notation)
        except (ValueError, TypeError, KeyError) as err:  # IllegalAction is a ValueError
            raise ApiError(422, "error-history-illegal", step=step + 1, action=repr(notation), reason=str(err)) from None
    if state.is_terminal:
        raise ApiError(422, "error-history-ends")
    return acted_by


def abandoned_result(row: dict) -> dict | None:
    """The stored result of a game that ended because everybody left, else None."""
    result = row.get("result")
    return dict(result) if isinstance(result, dict) and result.get("abandoned") else None


def standing(state) -> dict:
    """The result of a game ended before its end: the scores as they stand (``state.scores()``);
    the seats with the highest score win together, unless every seat has it (then nobody: no one
    was ahead).  The rules' tie-breaks are not applied: they are defined at a game's end."""
    scores = list(state.scores())
    best = max(scores) if scores else None
    winners = [s for s, v in enumerate(scores) if v == best]
    if len(winners) == len(scores):
        winners = []
    return {"scores": scores, "winners": winners, "moves": len(state.history), "abandoned": True}
