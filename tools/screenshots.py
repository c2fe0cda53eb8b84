"""Screenshots of the pages as a player sees them, for the README and docs/guide.md.

Starts a server over a temporary SQLite file, creates a game of each of the four games (you in
seat 1, bots in the others), plays some of your decisions and lets the bots answer, then shoots
each table, the lobby, a result page, a replay and a "How to play" page at 1366x900 (desktop)
and 390x844 (phone) with Debian's Chromium, into docs/screenshots/<page>-<size>.png::

    make screenshots                    # or: python tools/screenshots.py [--only lobby,dragon] [--moves 6]
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from urllib.parse import urlsplit

import httpx

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "screenshots")
CHROMIUM = "/usr/bin/chromium"
SIZES = {"desktop": (1366, 900), "phone": (390, 844)}
GAMES = {"dragon": 3, "emperor": 3, "huang": 3, "zhanguo": 3}
PAGES = ["lobby", *GAMES, "result", "replay", "help"]
NAME = "Mei"
SERVE = ("import sys, uvicorn; from tianxia.server import create_app; "
         "uvicorn.run(create_app(sys.argv[1], bot_delay=0.05, create_limit='off'), host='127.0.0.1', "
         "port=int(sys.argv[2]), log_level='warning')")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """The app in a child process over its own database, stopped on exit."""

    def __init__(self, folder: str):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen([sys.executable, "-c", SERVE, f"sqlite:///{folder}/shots.sqlite3", str(self.port)],
                                     cwd=folder)

    def __enter__(self):
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                if httpx.get(self.url + "/api/noop", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        self.__exit__()
        raise RuntimeError("the server did not start")

    def __exit__(self, *exc):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def create(api: httpx.Client, game: str, seats: list[str], options: dict | None = None) -> dict:
    r = api.post("/api/games", json={"game": game, "seats": seats, "options": options or {}})
    r.raise_for_status()
    return r.json()


def wait_for_me(api: httpx.Client, gid: str, seat: int, token: str, timeout: float = 120) -> dict:
    """The seat's view once it must decide or the game is over."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        view = api.get(f"/api/games/{gid}/seats/{seat}/view", headers={"X-Seat-Token": token}).json()
        if view["is_terminal"] or view["legal"]:
            return view
        time.sleep(0.1)
    raise RuntimeError(f"{gid}: the bots did not answer within {timeout} s")


def play_some(api: httpx.Client, gid: str, token: str, moves: int, rng: random.Random) -> None:
    """Make ``moves`` of seat 0's decisions (picked at random among the legal ones) through the API."""
    for _ in range(moves):
        view = wait_for_me(api, gid, 0, token)
        if view["is_terminal"]:
            return
        action = rng.choice(view["legal"])
        api.post(f"/api/games/{gid}/seats/0/actions", json={"action": action, "version": view["version"]},
                 headers={"X-Seat-Token": token}).raise_for_status()
    wait_for_me(api, gid, 0, token)


def finished_game(api: httpx.Client) -> str:
    """A Dragon game between bots, played to its end."""
    g = create(api, "dragon", ["easy", "medium", "random"])
    deadline = time.time() + 300
    while api.get(f"/api/games/{g['id']}").json()["status"] != "finished":
        if time.time() > deadline:
            raise RuntimeError("the bots' game did not end in 5 minutes")
        time.sleep(0.3)
    return g["id"]


def shoot(browser, url: str, path: str, size: str, settle=None) -> None:
    width, height = SIZES[size]
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(url))
    ctx = browser.new_context(base_url=origin, viewport={"width": width, "height": height}, locale="en-GB",
                              device_scale_factor=1, is_mobile=size == "phone", has_touch=size == "phone")
    ctx.add_init_script(f"try {{ localStorage.setItem('tianxia.name', '{NAME}'); }} catch (e) {{}}")
    page = ctx.new_page()
    page.goto(url)
    page.wait_for_load_state("networkidle")
    if settle:
        settle(page)
    page.wait_for_timeout(400)  # fonts and glides
    page.screenshot(path=path)
    ctx.close()
    print("wrote", os.path.relpath(path, ROOT))


def take_seats(page, links: list[str]) -> None:
    """Open each seat's link in this browser, then come back to the lobby."""
    for link in links:
        page.goto(link)
        table_ready(page)
    page.goto("/")
    page.wait_for_function("document.body.dataset.yours === '1'")


def replay_step(page) -> None:
    """One step forward, so the replay marks what that step changed."""
    page.wait_for_function("document.body.dataset.step === '39'")
    page.click("#next")
    page.wait_for_function("document.body.dataset.step === '40'")


def table_ready(page) -> None:
    page.wait_for_function("document.body.dataset.version !== undefined", timeout=20_000)
    later = page.locator("#name-later")
    if later.count() and later.is_visible():
        later.click()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="comma-separated pages: " + ",".join(PAGES))
    parser.add_argument("--moves", type=int, default=6, help="your decisions made before each table's shot")
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args(argv)
    only = set(args.only.split(",")) if args.only else set(PAGES)
    from playwright.sync_api import sync_playwright

    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(2026)
    with tempfile.TemporaryDirectory() as folder, Server(folder) as srv, httpx.Client(base_url=srv.url, timeout=30) as api, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        try:
            tables = {}
            for game, players in GAMES.items():
                if game not in only:
                    continue
                g = create(api, game, ["human"] + ["easy"] * (players - 1))
                token = g["seats"][0]["token"]
                api.post(f"/api/games/{g['id']}/seats/0/name", json={"name": NAME}, headers={"X-Seat-Token": token})
                play_some(api, g["id"], token, args.moves, rng)
                tables[game] = g["seats"][0]["join_url"]
            done = finished_game(api) if only & {"result", "replay"} else None
            for size in SIZES:
                if "lobby" in only:  # after taking the seats, so "Your games" lists them
                    shoot(browser, srv.url + "/", os.path.join(args.out, f"lobby-{size}.png"), size,
                          lambda page: take_seats(page, list(tables.values())))
                for game, link in tables.items():
                    shoot(browser, link, os.path.join(args.out, f"{game}-{size}.png"), size, table_ready)
                if "result" in only:
                    shoot(browser, f"{srv.url}/games/{done}/result", os.path.join(args.out, f"result-{size}.png"), size)
                if "replay" in only:
                    shoot(browser, f"{srv.url}/games/{done}/replay?step=39", os.path.join(args.out, f"replay-{size}.png"),
                          size, replay_step)
                if "help" in only:
                    shoot(browser, f"{srv.url}/help/dragon", os.path.join(args.out, f"help-{size}.png"), size)
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
