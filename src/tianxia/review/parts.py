"""A review in parts, for the server's bot pool: each part judges the decisions of a record from
``start`` on, for about ``seconds`` of work (at least one decision), so that a long review never
holds a worker process past the pool's deadline and bot moves get their turn between parts.

A worker keeps the reviewer and the position reached between the parts of one game (``cache``),
so each part only goes on from where the last stopped.  ``head`` is the review document around
the decisions, as ``Reviewer.review`` makes it; ``whole`` puts the parts together.
"""

from __future__ import annotations

import time
from importlib import resources

from .engine import FORMAT, Reviewer, thresholds
from .model import data_name

#: the server's review budget by default (the command line's is 4, 8, 3): a Dragon game of 100
#: decisions in about a second of a worker's time, a Huang game in about half a minute
SERVER = {"samples": 2, "width": 4, "depth": 2}


def reviewable(game_name: str) -> bool:
    """Whether a win model ships for ``game_name`` (without loading it)."""
    return resources.files("tianxia.bots").joinpath(data_name(game_name)).is_file()


def budget_of(job: dict) -> dict:
    return {k: int(job["budget"][k]) for k in ("samples", "width", "depth")}


def part(job: dict, cache) -> dict:
    """Judge ``job["record"]``'s decisions from ``job["start"]`` for about ``job["seconds"]``:
    ``{"decisions": [...], "next": the first step not judged, "total": the decisions in all,
    "model": the win model's name}``.  ``cache`` (a dict) keeps the reviewer and the position
    between parts, under ``("review", job["game_id"])``."""
    from tianxia import load

    record, start = job["record"], int(job["start"])
    history = record["history"]
    budget = budget_of(job)
    key = ("review", job["game_id"])
    mine = (record["game"], record["seed"], len(record["players"]), tuple(sorted(budget.items())))
    entry = cache.pop(key, None)
    if entry is None or entry[0] != mine or list(entry[2].history) != history[:start]:
        reviewer = Reviewer(record["game"], **budget)
        state = load(record["game"]).new_state(len(record["players"]), seed=record["seed"],
                                               options=record.get("options") or {})
        for notation in history[:start]:
            state.apply(notation)
        entry = (mine, reviewer, state)
    _, reviewer, state = entry
    began, step, decisions = time.monotonic(), start, []
    while step < len(history):
        if state.is_terminal:
            raise ValueError(f"history step {step + 1} ({history[step]!r}) comes after the end of the game")
        decisions.append({"step": step, **reviewer.judge(state, history[step])})
        state.apply(history[step])
        step += 1
        if time.monotonic() - began >= float(job.get("seconds", 1.0)):
            break
    if step < len(history):
        cache[key] = entry
    return {"decisions": decisions, "next": step, "total": len(history),
            "model": reviewer.model.meta.get("name", f"review_{record['game']}")}


def head(record: dict, budget: dict, model: str) -> dict:
    """The review document of ``record`` without its decisions (as ``Reviewer.review`` makes it)."""
    return {"format": FORMAT, "game": record["game"], "players": list(record["players"]), "seed": record["seed"],
            "options": dict(record.get("options") or {}), "result": record.get("result"),
            "thresholds": thresholds(len(record["players"])),
            "settings": {**budget, "model": model}, "decisions": []}


def parse_budget(text: str) -> dict:
    """``"samples=2,width=4,depth=2"`` (any of the three; the rest as ``SERVER``) as a budget;
    ValueError saying what is wrong."""
    out = dict(SERVER)
    for item in str(text).split(","):
        if not item.strip():
            continue
        name, _, value = item.partition("=")
        name = name.strip()
        if name not in out:
            raise ValueError(f"a review budget names samples, width and depth, not {name!r}")
        try:
            number = int(value)
        except ValueError:
            raise ValueError(f"review budget {name} must be a whole number, not {value.strip()!r}") from None
        if not 1 <= number <= 64:
            raise ValueError(f"review budget {name} must be 1 to 64, not {number}")
        out[name] = number
    return out


def judge(job: dict) -> dict:
    """The verdict (``Reviewer.judge``) on ``job["action"]`` at step ``job["step"]`` of
    ``job["record"]``: "Learn from your mistakes", a decision chosen again.  The worlds are seeded
    from the mover's view, so the chances compare with the stored review's."""
    from tianxia import load

    record, step = job["record"], int(job["step"])
    state = load(record["game"]).new_state(len(record["players"]), seed=record["seed"],
                                           options=record.get("options") or {})
    for notation in record["history"][:step]:
        state.apply(notation)
    return Reviewer(record["game"], **budget_of(job)).judge(state, job["action"])


def hint(job: dict) -> dict:
    """A hint for seat ``job["seat"]`` at the end of ``job["record"]``'s history (``Reviewer.hint``:
    judged only from the seat's view, with the review's budget): the best option and the top
    ``job["top"]``.  ValueError if it is not the seat's decision there."""
    from tianxia import load

    record, seat = job["record"], int(job["seat"])
    state = load(record["game"]).new_state(len(record["players"]), seed=record["seed"],
                                           options=record.get("options") or {})
    for notation in record["history"]:
        state.apply(notation)
    if state.is_terminal or state.current_player != seat:
        raise ValueError(f"it is not seat {seat}'s decision")
    return Reviewer(record["game"], **budget_of(job)).hint(state, seat, int(job.get("top", 3)))
