"""Shared fixtures: the test card game registered beside the real games, and apps over temporary databases."""

from __future__ import annotations

import os
import sys

import pytest

HERE = os.path.dirname(__file__)
if HERE not in sys.path:
    sys.path.insert(0, HERE)

from tianxia.games import REGISTRY  # noqa: E402


@pytest.fixture(autouse=True)
def toy_game_registered():
    """The test card game is registered only while a server test runs (other suites list the games)."""
    if "toy" in REGISTRY:
        yield
        return
    REGISTRY["toy"] = "server_toygame"
    try:
        yield
    finally:
        REGISTRY.pop("toy", None)


@pytest.fixture
def db_url(tmp_path):
    return f"sqlite:///{tmp_path / 'tianxia.sqlite3'}"


@pytest.fixture
def client(db_url):
    from fastapi.testclient import TestClient

    from tianxia.server import create_app

    # the limit has tests of its own; the bot workers know the test bots too (server_testbots.py)
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None, bot_setup="server_testbots:install")) as c:
        yield c


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A real uvicorn process over its own SQLite file, one per test module (the browser tests)."""
    from server_helpers import ServerProcess

    db = f"sqlite:///{tmp_path_factory.mktemp('server') / 'tianxia.sqlite3'}"
    with ServerProcess(db, bot_delay=0.05) as srv:
        yield srv


@pytest.fixture(scope="module")
def browser():
    """One headless Chromium per test module."""
    from server_helpers import chromium

    with chromium() as b:
        # pages open with reduced motion unless a test asks otherwise: the pieces' glides and the
        # lit targets' pulse repaint the whole board every frame (a quarter of Chromium's CPU in a
        # whole game); test_table_browser's glide test opens its pages with and without it
        plain = b.new_context

        def new_context(**kw):
            kw.setdefault("reduced_motion", "reduce")
            return plain(**kw)

        b.new_context = new_context
        yield b


@pytest.fixture
def open_page(browser, server):
    """open_page(size, url, locale="en-GB") -> a table page at a size of table_helpers.SIZES (a
    phone has touch); the page's script errors collect in ``page.js_errors``."""
    from table_helpers import SIZES

    contexts = []

    def _open(size: str, url: str, locale: str = "en-GB"):
        w, h = SIZES[size]
        ctx = browser.new_context(base_url=server.url, viewport={"width": w, "height": h},
                                  has_touch=size == "phone", locale=locale)
        ctx.set_default_timeout(20_000)
        from server_helpers import NO_FINAL_CONFIRM
        ctx.add_init_script(NO_FINAL_CONFIRM)
        contexts.append(ctx)
        page = ctx.new_page()
        page.js_errors = []
        page.on("pageerror", lambda e: page.js_errors.append(str(e)))
        page.goto(url)
        return page

    yield _open
    for ctx in contexts:
        ctx.close()


@pytest.fixture
def open_site_page(browser, server):
    """open_site_page(size, path, lang="en-GB") -> a site page (lobby, result, replay, a table seen as
    a phone browser sees it: ``is_mobile`` on a phone) loaded until the network is idle; its script
    errors collect in ``page.js_errors``."""
    from table_helpers import SIZES

    contexts = []

    def _open(size: str, path: str, lang: str = "en-GB"):
        width, height = SIZES[size]
        ctx = browser.new_context(base_url=server.url, viewport={"width": width, "height": height}, locale=lang,
                                  is_mobile=size == "phone", has_touch=size == "phone")
        ctx.set_default_timeout(20_000)
        contexts.append(ctx)
        page = ctx.new_page()
        page.js_errors = []
        page.on("pageerror", lambda e: page.js_errors.append(str(e)))
        page.goto(path)
        page.wait_for_load_state("networkidle")
        return page

    yield _open
    for ctx in contexts:
        ctx.close()


@pytest.fixture
def quick_argon2(monkeypatch):
    """argon2id with a small cost: the account tests hash many passwords (the real cost has its own test)."""
    from argon2 import PasswordHasher

    from tianxia.server import accounts

    monkeypatch.setattr(accounts, "hasher", PasswordHasher(time_cost=1, memory_cost=1024, parallelism=1))
