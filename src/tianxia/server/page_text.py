"""Options as players read them: the texts of the lobby, result, help and replay pages, and each
option's name, help and choices, are in the server's catalog (data/messages/<lang>.ftl); an
option with no help there falls back to the game's own English help with its rule codes
("(D-15)", "R-31") cut out by ``plain``.
"""

from __future__ import annotations

import re

#: options whose numeric choices are seats (shown as "Player N+1")
SEAT_CHOICES = {("dragon", "start_player")}

# a rule reference: D-15, E-4.2, R-1, RUL-28, DEC-1a, Z-25.3 step 2 (not "V1", a variant's name)
_CODE = r"\b[A-Z]{1,4}-\d+(?:\.\d+)*[a-z]?(?: (?:step|krok) \d+)?"


def plain(text: str) -> str:
    """``text`` without rule codes: "(D-15)" goes, "(first edition, R-1)" becomes "(first edition)",
    "module (H-18): five" becomes "module: five"."""
    if not text:
        return text
    out = re.sub(rf"[,;]?\s*{_CODE}", "", text)
    out = re.sub(r"\(\s*[,;]?\s*\)", "", out)          # parentheses left empty
    out = re.sub(r"\(\s*[,;]\s*", "(", out)
    out = re.sub(r"\s+([):,;.])", r"\1", out)
    return " ".join(out.split())
