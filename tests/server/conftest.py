"""Shared fixtures: the test card game registered beside the real games, and apps over temporary databases."""

from __future__ import annotations

import os
import sys

import pytest

HERE = os.path.dirname(__file__)
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from tianxia.games import REGISTRY  # noqa: E402

REGISTRY.setdefault("toy", "server_toygame")

pytest.importorskip("fastapi")


def dragon_ready() -> bool:
    """Dragon is used end to end once its package is importable and draws its board."""
    try:
        import tianxia

        game = tianxia.load("dragon")
        state = game.new_state(2, seed=1)
        game.render_svg(state.view(0), state.legal_actions())
        return True
    except Exception:
        return False


@pytest.fixture
def db_url(tmp_path):
    return f"sqlite:///{tmp_path / 'tianxia.sqlite3'}"


@pytest.fixture
def client(db_url):
    from fastapi.testclient import TestClient

    from tianxia.server import create_app

    with TestClient(create_app(db_url, bot_delay=0)) as c:
        yield c
