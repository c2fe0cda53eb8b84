"""ZhanGuo action vocabulary: notation of every decision (Z-28) and why one may be refused.

Regions are written 1..5, wall sections in lower case (``gd1``), official colours
``red``/``grey``/``white``, marker colours ``beige``/``orange``/``brown``, worker and
governor-area locations ``w3``/``g3``.  Card numbers appear only for cards being played
(public the moment they are played); a V1 draft discard names the position of the card
in the dealt order (``discard beige 2``), never its number.

| decision | notation |
|---|---|
| remove a board before the auction (DEC-1a) | ``remove star`` |
| choose a B side (DEC-1) | ``board circle`` |
| auction bid / pass (DEC-1) | ``bid 3`` / ``pass`` |
| V1 draft discard (DEC-2) | ``discard orange 1`` |
| free move G->W (DEC-3) | ``free 3 red`` |
| unification (DEC-4) | ``unify 17 2`` |
| court card (DEC-4) | ``court 17`` |
| its court action | ``recruit red 2`` / ``reassign`` / ``governor 4`` / ``hire 3`` / ``palace 4`` / ``wall gd1 2`` |
| payment of a palace / wall | ``pay 5`` |
| value-3 marker (palace) | ``take beige`` |
| governor square | ``square 2`` |
| square bonus official (DEC-6) | ``official white 3`` / ``decline`` |
| one reassign point (DEC-5) | ``step red g3 g1`` / ``stop`` |
| card ability (DEC-7) | ``use 17`` / ``use 17 beige`` / ``use 17 3`` / ``use 17 2 3`` |
| B ability (DEC-7) | ``bhire``, ``bworker 2 3``, ``bmarker orange``, ``bcalm 4``, ``breassign``, ``bgovernor 4 s1 5`` |
| end of the ability or claim window | ``done`` |
| claim a goal (DEC-8) | ``claim top palace`` |
| reward offer (DEC-9) | ``accept`` / ``accept red`` / ``accept 3`` / ``accept tq1 2`` / ``pass`` |
"""

from __future__ import annotations

from tianxia.core import Action

EXPLAIN = {
    "remove": "removes a player board from the auction (Z-25.3 step 2)",
    "board": "takes a player board and plays its B side (Z-25)",
    "bid": "bids victory points for the next board (Z-25.3)",
    "pass": "passes (auction: out of this auction; reward: keeps the markers)",
    "discard": "discards one of the three drafted cards of that colour, face down (Z-24.1)",
    "free": "moves an official from the governor area to the worker area of the same region for free (Z-12.7)",
    "unify": "tucks the card under the region: markers, and unrest from the second card on (Z-9)",
    "court": "plays the card onto the court pile for a court action (Z-10)",
    "recruit": "recruits an official into a governor area (Z-11)",
    "reassign": "spends 1 to 3 reassign points (Z-12.4)",
    "governor": "installs a governor (Z-13)",
    "hire": "hires one worker per official in the worker area (Z-14)",
    "palace": "builds a palace (Z-15)",
    "wall": "builds a wall in a cell of a section (Z-16)",
    "pay": "returns a worker from that region",
    "take": "takes the value-3 marker of that colour (Z-15.2 step 3)",
    "square": "puts the governor on that bonus square (Z-13.2)",
    "official": "places the square's bonus official (Z-13.4)",
    "decline": "declines the bonus official",
    "step": "spends one reassign point to move one official one step (Z-12.2)",
    "stop": "gives up the reassign points left (Z-12.5)",
    "use": "uses a card ability (Z-17, Z-18)",
    "bhire": "B-HIRE-PLUS: one extra worker, then up to 1 reassign point",
    "bworker": "B-GOV-MOVE-WORKER: moves a worker to an adjacent region",
    "bmarker": "B-WALL-RECRUIT-MARKER: takes a value-1 marker",
    "bcalm": "B-REASSIGN-WALL-CALM: lowers unrest and takes a worker there",
    "breassign": "B-RECRUIT-REASSIGN: up to 2 reassign points",
    "bgovernor": "B-GOV-MOVE-GOVERNOR: moves a governor to an adjacent region's overflow area",
    "done": "ends the ability or claim window",
    "claim": "claims a goal tile (Z-20)",
    "accept": "accepts the unification reward (Z-21.4)",
}

#: every decision a free move (Z-12.7) may come before: it is offered at any decision of Phase 2
_ANY = ("play", "declare", "square", "offbonus", "pool", "palpay", "paltake", "wallpay", "window", "claims")
#: the first word of each answer -> the kinds of decision it answers (core.flow's ``answers``)
ANSWERS = {
    "remove": ("remove",), "board": ("pick", "board"), "bid": ("bid",), "pass": ("bid", "offer"),
    "discard": ("draft",), "free": _ANY, "unify": ("play",), "court": ("play",),
    "recruit": ("declare",), "reassign": ("declare",), "governor": ("declare",), "hire": ("declare",),
    "palace": ("declare",), "wall": ("declare",), "pay": ("palpay", "wallpay"), "take": ("paltake",),
    "square": ("square",), "official": ("offbonus",), "decline": ("offbonus",), "step": ("pool",),
    "stop": ("pool",), "use": ("window",), "bhire": ("window",), "bworker": ("window",),
    "bmarker": ("window",), "bcalm": ("window",), "breassign": ("window",), "bgovernor": ("window",),
    "done": ("window", "claims"), "claim": ("claims",), "accept": ("offer",),
}

A = Action
STOP = A("stop")
DONE = A("done")
PASS = A("pass")
DECLINE = A("decline")
REASSIGN = A("reassign")
BHIRE = A("bhire")
BREASSIGN = A("breassign")
ACCEPT = A("accept")


def explain(action: str) -> str:
    kind = action.split()[0] if action.split() else ""
    return EXPLAIN.get(kind, "")
