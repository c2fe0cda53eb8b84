"""How deep the suite's sweeps go.  ``make test`` runs the quick depth, which keeps the whole suite
well under ten minutes on two cores; ``make test-thorough`` (``TIANXIA_TEST_DEPTH=thorough``) runs
the sweeps at their full counts (more random games, every position drawn, every decision clicked
on a phone too), for a change to a rule, the table or a bot, and before a release."""

from __future__ import annotations

import os

THOROUGH = os.environ.get("TIANXIA_TEST_DEPTH", "quick") == "thorough"


def depth(quick, thorough):
    """``quick`` in ``make test``, ``thorough`` in ``make test-thorough``."""
    return thorough if THOROUGH else quick


def kind_of(legal) -> tuple:
    """A position's kind of decision: the first words of its legal actions."""
    return tuple(sorted({str(a).split(" ", 1)[0] for a in legal}))


def spread(items, every: int, key=None, first: int = 3):
    """Every ``every``-th of ``items`` and the first ``first`` of each kind (``key(item)``), so a
    thinned sweep still meets every rare decision."""
    seen: dict = {}
    for i, item in enumerate(items):
        k = key(item) if key else None
        n = seen.get(k, 0)
        if i % every == 0 or n < first:
            seen[k] = n + 1
            yield item
