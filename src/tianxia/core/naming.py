"""The seats' names in a game's drawing and sentences (docs/table.md, "Names").

The server puts the names the seats' people chose in the view it draws (``view["names"]``, one
text per seat, the table's "Player 3" where nobody chose one); the terminal and the "How to play"
page draw without it, and a game then says its own words ("Player 3", "the blue player").
A prompt is said to whoever reads it: the deciding seat is asked in the second person ("Choose
the palace for your healer"), everybody else is told what that seat is deciding, in the third
person, by a twin message ``<id>-other`` that takes the decider's name as ``$name``.
"""

from __future__ import annotations


def seat_name(view: dict, seat: int, fallback) -> str:
    """The name of ``seat`` in ``view`` (the server's), else ``fallback(seat)``, the game's words."""
    names = view.get("names")
    if names and 0 <= seat < len(names) and isinstance(names[seat], str) and names[seat].strip():
        return names[seat]
    return fallback(seat)


def asks(view: dict, t, msg: str, fallback, **args) -> str:
    """Prompt ``msg`` as the viewer reads it: the message itself for the deciding seat's own page,
    else ``<msg>-other`` with ``$name``, the decider's name (its first letter capitalised where it
    is the game's own words, which start the sentence)."""
    decider, viewer = view.get("current_player"), view.get("seat")
    if decider is None or viewer == decider:
        return t(msg, **args)
    name = seat_name(view, decider, lambda s: _cap(fallback(s)))
    return t(msg + "-other", name=name, **args)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def asker(view: dict, t, fallback):
    """``asks`` bound to a view: ``say = asker(view, t, fallback); say("prompt-x", n=2)``."""
    return lambda msg, **args: asks(view, t, msg, fallback, **args)
