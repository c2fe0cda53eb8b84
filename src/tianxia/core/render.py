"""The drawing protocol: what a game's ``render`` module offers, declared once.

``Game`` asks a game's render module only for these parts (``Game._render_part``), so a name
misspelt on either side fails loudly instead of quietly drawing nothing; the architecture test
holds every game's module to it (the parameters each function takes, in order).  Every part
draws from a *view*, never a state, so no picture can show a secret.  ``t`` is the catalogs of
the asked language (``tianxia.core.messages``) where the module sets ``TRANSLATED``.
"""

from __future__ import annotations

#: function -> its parameters (after them ``t``); ``text`` and ``svg`` are required
FUNCTIONS = {
    "text": ("view",),                      # the terminal picture
    "svg": ("view", "legal"),               # the board; clickable parts carry data-action(s)
    "hand": ("view", "legal"),              # the viewing seat's own hand for the strip, or None
    "prompt": ("view",),                    # what is being decided, an imperative sentence, or None
    "label": ("view", "notation"),          # a legal action's short name, for buttons and tooltips
    "scores": ("view",),                    # [{"category", "points"}] adding up to each seat's score
    "panel": ("view", "seat"),              # [{"name", "value", "tip"}] counters on a seat's panel
    "unavailable": ("view", "legal"),       # [{"id", "reason"...}] choices closed now, with why
    "log_picture": ("kind", "value"),       # a small picture of a component named in the log
    "legend": (),                           # [{"kind", "name", "desc"}] components for the help glossary
}
REQUIRED = ("text", "svg")
#: constants: TRANSLATED (the functions take ``t``), SEAT_COLOURS (#rrggbb per seat),
#: SEAT_TEXT (the ink that reads on each seat colour)
CONSTANTS = ("TRANSLATED", "SEAT_COLOURS", "SEAT_TEXT")
PARTS = frozenset(FUNCTIONS) | frozenset(CONSTANTS)


def check(module) -> list[str]:
    """What is wrong with a render module against the protocol (empty: nothing)."""
    import inspect

    problems = [f"{module.__name__} lacks {name}()" for name in REQUIRED if not callable(getattr(module, name, None))]
    for name, params in FUNCTIONS.items():
        fn = getattr(module, name, None)
        if fn is None:
            continue
        if not callable(fn):
            problems.append(f"{module.__name__}.{name} is not a function")
            continue
        got = [p for p in inspect.signature(fn).parameters if p != "t"]
        if tuple(got[:len(params)]) != params:
            problems.append(f"{module.__name__}.{name}{tuple(got)} should take {params}")
    return problems
