"""Why a choice is not open now, and which moves Undo cannot take back (docs/table.md, "Why not").

The table never offers an illegal action, but it says why one is not offered.  A game's drawing
marks a component that stands for a choice closed now with ``data-unavailable="<notation>"``;
its render module may also declare, for the decision of the moment, choices with no component
(``unavailable(view, legal)``: ``[{"name", "needs", "notations", "after"}]``).  The reason is
the engine's own: ``parse_action`` on the seat's determinised world (a position drawn from what
the seat sees, so a reason can never tell a secret) raises IllegalAction, whose message the
game's catalogs say in the page's language, in the short form ``why-<refusal id>`` where the
catalog has one.

Undo (undo.Undo.undo_refusal) refuses to take back a move that drew at random, told a
secret, changed what somebody saw in a way the others' worlds would not, or after which
somebody else acted; ``irreversible`` applies each legal action to a copy and asks the same.
"""

from __future__ import annotations

import html
import logging
import random
import re

from tianxia.core import IllegalAction
from tianxia.core.messages import messages

from . import words

log = logging.getLogger("tianxia.server")

#: most notations a drawing may mark unavailable (each costs one refusal)
MOST = 120
#: above this many legal actions only the cheap undo checks run (the view check is per observer)
VIEW_CHECK_MOST = 40
#: refusals that only say "not legal now": no reason worth showing
GENERIC = {"refused-zg", "refused-not-legal", "refused-must", "refused-zg-not-now", "refused-not-now"}

_MARK = re.compile(r'data-unavailable="([^"]*)"')


def marked(*svgs) -> list[str]:
    """The notations the drawings mark ``data-unavailable`` (in order, once each, at most MOST)."""
    out: list[str] = []
    for svg in svgs:
        for m in _MARK.finditer(svg or ""):
            for n in html.unescape(m.group(1)).split("|"):
                n = " ".join(n.split())
                if n and n not in out:
                    out.append(n)
                    if len(out) >= MOST:
                        return out
    return out


def world(state, seat: int):
    """A position consistent with everything ``seat`` sees (its hidden parts drawn at random)."""
    try:
        return state.determinize(seat, random.Random(0))
    except Exception as err:  # noqa: BLE001 - a game that cannot determinise: its own view of itself
        log.warning("determinize failed for reasons: %r", err)
        return state.clone()


def reason(game, w, notation: str, lang: str) -> str | None:
    """Why ``notation`` is refused in world ``w``, in ``lang`` (None: it is legal there, or the
    engine gives no reason worth showing)."""
    try:
        w.parse_action(notation)
        return None
    except IllegalAction as err:
        msg = getattr(err, "msg", None)
        if msg in GENERIC:
            return None
        cat = messages(game.package, lang)
        if msg and cat.has(f"why-{msg}"):
            try:
                return cat.format(f"why-{msg}", dict(getattr(err, "args_", None) or {}))
            except Exception:  # noqa: BLE001 - fall back to the full refusal
                pass
        return words.refusal(game, err, lang)


def reasons(game, state, seat: int, notations: list[str], legal: list[str], lang: str) -> dict[str, str]:
    """``{notation: why not}`` for the marked notations that are not legal now."""
    if not notations or not legal:
        return {}
    w = world(state, seat)
    out = {}
    shut = set(legal)
    for n in notations:
        if n in shut:
            continue  # a drawing that marks a legal action: it is offered, not explained
        why = reason(game, w, n, lang)
        if why:
            out[n] = why
    return out


def closed(game, state, seat: int, entries: list[dict], legal: list[str], lang: str) -> list[dict]:
    """The game's declared choices with no component (``[{"name", "needs", "notations",
    "after"}]``) that no legal move opens: ``[{"id", "name", "reason"}]``, the reason the rule's
    precondition (``needs``) and the engine's distinct reasons (two at most)."""
    if not entries or not legal:
        return []
    base = world(state, seat)
    out = []
    for e in entries:
        w = base
        after = e.get("after")
        if after:
            if after not in legal:
                continue
            w = base.clone()
            try:
                w.apply(after)
            except IllegalAction:
                continue
        seen: list[str] = []
        open_ = w.current_player != seat  # the card played ended the decision: nothing to say
        for n in e.get("notations") or []:
            if open_:
                break
            try:
                w.parse_action(n)
                open_ = True  # legal (now, or after ``after``): not closed
            except IllegalAction:
                why = reason(game, w, n, lang)
                if why and why not in seen:
                    seen.append(why)
        if open_:
            continue
        parts = [e["needs"]] if e.get("needs") else []
        parts += seen[:2]
        out.append({"id": e.get("id"), "name": e["name"], "reason": " ".join(parts)})
    return out


def irreversible(game, state, seat: int, legal: list[str]) -> list[str]:
    """The legal actions Undo could not take back (the same tests as undo_refusal): the turn
    passes on (somebody else acts next) or the game ends, a random draw, a secret told, or (for
    decisions of at most VIEW_CHECK_MOST actions) a view another observer's worlds disagree with."""
    out = []
    players = state.num_players
    deep = len(legal) <= VIEW_CHECK_MOST
    for a in legal:
        try:
            new = state.clone()
            events = new.apply(a)
            if new.is_terminal or new.current_player != seat or new.rng.state != state.rng.state \
                    or any("secret" in e for e in events):
                out.append(a)
                continue
            if deep and seen_differently(state, new, a, players):
                out.append(a)
        except Exception as err:  # noqa: BLE001 - be safe: ask before it
            log.warning("undo look-ahead failed for %r: %r", a, err)
            out.append(a)
    return out


def seen_differently(prev, st, last: str, players: int) -> bool:
    """Would ``last``, played from ``prev`` to ``st``, have looked different to some observer in
    some world they think possible (a secret it told)?  Undo's check and the table's share it."""
    for observer in [None, *range(players)]:
        seen = st.view(observer)
        for k in (1, 2):
            w = prev.determinize(observer, random.Random(k))
            try:
                w.apply(last)
            except IllegalAction:
                continue
            if w.view(observer) != seen:
                return True
    return False
