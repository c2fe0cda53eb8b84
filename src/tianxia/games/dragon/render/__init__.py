"""Drawing from a view: ``text`` for the terminal; for the browser table (docs/table.md) the
board (``svg``), the viewer's hand strip (``hand``), the status bar's ``prompt`` and action
``label``s, the score breakdown (``scores``), the panels' counters (``panel``) and the seats'
colours.  All take ``state.view(seat)`` (never a state), so nothing shows what the seat may not
see."""

from __future__ import annotations

from .board import SEAT_COLOURS, svg
from .status import label, legend, panel, prompt, scores
from .strip import hand
from .text import text

__all__ = ["SEAT_COLOURS", "hand", "label", "legend", "panel", "prompt", "scores", "svg", "text"]
