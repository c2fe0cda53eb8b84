"""Drawing from a view: ``text`` for the terminal; for the browser table (docs/table.md) the
board (``svg``), the viewer's hand strip (``hand``), the status bar's ``prompt`` and action
``label``s, the score breakdown (``scores``), the panels' counters (``panel``) and the seats'
colours.  All take ``state.view(seat)`` (never a state), so nothing shows what the seat may not
see, and ``t``, the page's catalogs (``TRANSLATED``: the core passes them); ``log_picture``
draws a log argument's component beside its words."""

from __future__ import annotations

from .board import SEAT_COLOURS, svg
from .pictures import log_picture
from .status import label, legend, panel, prompt, scores
from .strip import hand
from .text import text

#: the render functions take ``t`` (tianxia.core.messages.Messages of the page's language)
TRANSLATED = True

__all__ = ["SEAT_COLOURS", "TRANSLATED", "hand", "label", "legend", "log_picture", "panel", "prompt", "scores", "svg", "text"]
