"""Starting a real server process on a free port, for the kill test, the browser tests and the benchmark;
and what the browser tests share (Chromium, the lobby form, the page's version)."""

from __future__ import annotations

import contextlib
import os
import re
import socket
import subprocess
import sys
import time

import httpx

HERE = os.path.dirname(os.path.abspath(__file__))


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


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``uvicorn`` serving ``create_app(db_url)`` in a child process."""

    def __init__(self, db_url: str, bot_delay: float = 0.0, port: int | None = None, env: dict | None = None):
        self.db_url, self.bot_delay = db_url, bot_delay
        self.env = {**os.environ, **env} if env else None  # settings by environment (TIANXIA_...)
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 90.0) -> "ServerProcess":
        """Start the server and wait until it answers (generous: four test workers on two cores
        can keep an import of FastAPI and the four games busy for tens of seconds)."""
        self.proc = subprocess.Popen([sys.executable, os.path.join(HERE, "serve_for_tests.py"), self.db_url,
                                      str(self.port), str(self.bot_delay)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=self.env)
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.proc.stderr.read().decode()[-2000:]}")
            try:
                if httpx.get(self.url + "/api/noop", timeout=0.5).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.05)
        self.proc.kill()
        raise RuntimeError(f"server did not start within {timeout:.0f} s")

    def kill(self) -> None:
        """SIGKILL: no shutdown handler runs, like a crash."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


# -- browser tests (Playwright for Python driving Debian's Chromium) -------------------------------

CHROMIUM = os.environ.get("TIANXIA_TEST_CHROMIUM", "/usr/bin/chromium")  # another binary or a wrapper (to measure its CPU)
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
TIMEOUT = 20_000  # ms, for every wait in a page


def browser_tests_or_skip():
    """Playwright's sync API, or skip the calling test module (at import) when Chromium or
    Playwright for Python is missing."""
    import pytest

    if not os.path.exists(CHROMIUM):
        pytest.skip(f"browser tests need Chromium at {CHROMIUM} (Debian package chromium)", allow_module_level=True)
    return pytest.importorskip("playwright.sync_api", reason="browser tests need Playwright for Python")


@contextlib.contextmanager
def chromium():
    """A headless Chromium for one test module."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        try:
            yield b
        finally:
            b.close()


#: tests that click moves one by one switch off "Ask before a move Undo cannot take back" (on by
#: default on the table); tests/server/test_table_reasons_browser.py checks the dialog itself
NO_FINAL_CONFIRM = "try { localStorage.setItem('tianxia.confirm-final', '0'); } catch (e) {}"


@contextlib.contextmanager
def people(browser, base_url: str, n: int, locale: str = "en-GB", **ctx_kw):
    """``n`` pages, each in its own browser context: people with separate cookies."""
    contexts = [browser.new_context(base_url=base_url, locale=locale, accept_downloads=True, **ctx_kw) for _ in range(n)]
    try:
        for ctx in contexts:
            ctx.set_default_timeout(TIMEOUT)
            ctx.add_init_script(NO_FINAL_CONFIRM)
        yield [ctx.new_page() for ctx in contexts]
    finally:
        for ctx in contexts:
            ctx.close()


def create_in_lobby(page, game: str, seats: list[str], options: dict | None = None) -> dict:
    """Fill the lobby's form like a person and return the join links shown once."""
    from playwright.sync_api import expect

    page.goto("/")
    page.select_option("#game-select", game)
    page.wait_for_function(f"document.querySelector('#players-select') && [...document.querySelectorAll("
                           f"'#game-select option')].some(o => o.selected && o.value == '{game}')")
    expect(page.locator("#players-select")).to_be_visible(timeout=TIMEOUT)
    # each menu change reloads the form (htmx); a late answer to the game's change may bring back
    # its default player count after ours: ask again until the form has our seats and is quiet
    busy = "document.querySelector('#game-select.htmx-request, #players-select.htmx-request')"
    last = f"[name=seat_{len(seats) - 1}]"
    for attempt in range(5):
        page.wait_for_function(f"!{busy}")
        if page.locator(last).count() and not page.locator(f"[name=seat_{len(seats)}]").count():
            break
        page.select_option("#players-select", str(len(seats)))
        page.wait_for_timeout(300 * (attempt + 1))
    expect(page.locator(last)).to_be_visible(timeout=TIMEOUT)
    page.wait_for_function(f"!{busy}")
    for i, spec in enumerate(seats):
        choose_seat(page, i, spec)
    for name, value in (options or {}).items():
        page.locator(f"[name=opt_{name}]").fill(str(value)) if page.locator(
            f"input[name=opt_{name}]").count() else page.select_option(f"[name=opt_{name}]", str(value))
    page.click("#create-button")
    expect(page.locator("#created-game")).to_be_visible(timeout=TIMEOUT)
    links = {int(a.get_attribute("data-seat")): a.get_attribute("href")
             for a in page.locator("a.join-link").all()}
    return {"id": page.locator("#created-game").get_attribute("data-game"), "links": links}


def choose_seat(page, seat: int, spec: str) -> None:
    """Set a lobby seat as a person would: its menu entry (a person or a bot level), or a bot spec
    typed under "Advanced" when the menu has no such entry."""
    menu = page.locator(f"select[name=seat_{seat}]")
    if menu.locator(f"option[value='{spec}']").count():
        menu.select_option(spec)
        return
    if page.locator("details.advanced[open]").count() == 0:
        page.click("details.advanced summary")
    page.fill(f"input[name=spec_{seat}]", spec)


def wait_version_above(page, version: int) -> int:
    page.wait_for_function(f"Number(document.body.dataset.version) > {version}")
    return int(page.evaluate("document.body.dataset.version"))


def version(page) -> int:
    page.wait_for_function("document.body.dataset.version !== undefined")
    return int(page.evaluate("document.body.dataset.version"))


def token_of(link: str) -> str:
    return re.search(r"token=([^&]+)", link).group(1)


#: what a page shows about the game: its version, whether it is this seat's decision, whether it is over
STATE_JS = """() => ({v: Number(document.body.dataset.version), mine: !!document.querySelector('#status.mine'),
          over: !document.getElementById('links').hidden})"""


def shot(page, name: str, full_page: bool = False) -> None:
    """A screenshot to TX_SHOTS/<name>.png when that variable names a folder (to look at the pages)."""
    folder = os.environ.get("TX_SHOTS")
    if folder:
        os.makedirs(folder, exist_ok=True)
        page.screenshot(path=os.path.join(folder, f"{name}.png"), full_page=full_page)
