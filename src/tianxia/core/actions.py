"""Actions: interned strings that carry their parsed parts.

An action *is* its notation (``str(action) == action``), so records, logs and
JSON need no conversion, and ``"money" in state.legal_actions()`` works.  The
parsed parts (``kind`` and ``args``) are attached once, when the action is
first made, and identical actions are the same object, so comparing and hashing
them on hot paths is cheap.
"""

from __future__ import annotations


class Action(str):
    """One decision: ``Action("occupy", 2, "taxes")`` has the notation ``"occupy 2 taxes"``."""

    kind: str
    args: tuple
    #: True when the notation is already in the spelling ``normalise`` gives (parsing can skip it)
    canonical: bool

    _interned: dict[tuple, "Action"] = {}

    def __new__(cls, kind: str, *args):
        key = (kind, *args)
        action = cls._interned.get(key)
        if action is None:
            text = " ".join([kind, *(str(a) for a in args)]) if args else kind
            action = str.__new__(cls, text)
            action.kind = kind
            action.args = args
            action.canonical = normalise(text) == text
            cls._interned[key] = action
        return action

    def __reduce__(self):
        return (Action, (self.kind, *self.args))

    def __repr__(self) -> str:
        return f"Action({str.__repr__(self)})"

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def normalise(text: str) -> str:
    """The canonical spelling of typed notation: single spaces, case folded."""
    return " ".join(text.split()).casefold()
