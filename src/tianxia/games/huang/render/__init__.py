"""Drawing Huang from a view (never from a state, so a picture cannot show a secret).

``text`` is the terminal picture; the browser table (docs/table.md) asks for ``svg`` (the
board), ``hand`` (the viewer's side of the screen), ``prompt``, ``label``, ``scores`` and
``panel`` (words), and ``SEAT_COLOURS``.
"""

from .board import svg
from .look import SEAT_COLOURS, legend
from .strip import hand
from .text import LETTER, text
from .words import label, panel, prompt, scores

__all__ = ["LETTER", "SEAT_COLOURS", "hand", "legend", "label", "panel", "prompt", "scores", "svg", "text"]
