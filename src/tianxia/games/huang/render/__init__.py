"""Drawing Huang from a view (never from a state, so a picture cannot show a secret).

``text`` is the terminal picture; the browser table (docs/table.md) asks for ``svg`` (the
board), ``hand`` (the viewer's side of the screen), ``prompt``, ``label``, ``scores`` and
``panel`` (words), ``log_picture`` (a log argument's small drawing) and ``SEAT_COLOURS``.
Every function takes ``t``, the catalogs of the page's language (``TRANSLATED``: the core
passes it), English by default.
"""

from .board import svg
from .look import SEAT_COLOURS, legend
from .pictures import log_picture
from .strip import hand
from .text import LETTER, text
from .words import label, panel, prompt, scores

TRANSLATED = True

__all__ = [
           "LETTER",
           "SEAT_COLOURS",
           "TRANSLATED",
           "hand",
           "label",
           "legend",
           "log_picture",
           "panel",
           "prompt",
           "scores",
           "svg",
           "text",
]
