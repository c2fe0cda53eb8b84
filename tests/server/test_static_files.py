"""The static files hold together: every style sheet's braces balance (a rule block cut by a
merge swallows every rule after it into a media query, silently)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[2] / "src" / "tianxia" / "server" / "static"


@pytest.mark.parametrize("sheet", sorted(p.name for p in STATIC.glob("*.css")))
def test_every_style_sheets_blocks_close(sheet):
    text = re.sub(r"/\*.*?\*/", "", (STATIC / sheet).read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"\"[^\"\n]*\"|'[^'\n]*'", "\"\"", text)
    depth = 0
    for number, line in enumerate(text.splitlines(), 1):
        for ch in line:
            depth += {"{": 1, "}": -1}.get(ch, 0)
            assert depth >= 0, f"{sheet}: a block closes that never opened (line {number})"
    assert depth == 0, f"{sheet}: {depth} block(s) never closed"
