"""Huang on the shared table in Chromium, at 1366x900 and 390x844: a human seat plays a whole game
against bots by clicks only (table_helpers.click_to: a tile or a leader in the hand strip or on
the board, then a hex; the status bar for what has no place), with the layout check and
axe-core on the states it decides in; then games of human seats driven through the API where
each kind of decision of the rules not clicked yet is clicked on its seat's page.

Decisions of the rules (rules/huang.md H-25) made by clicking: D-1 place, move and withdraw a
leader (H-7), place a tile (H-8), peasant revolt (H-10), build with green tiles (H-11.3),
exchange (H-12); D-2 commit to a revolt (H-14.5); D-3 support a warring kingdom or give none
(H-15.5); D-4 the tied war's winner (H-15.7); D-5 the winner's losses (H-15.8); D-6 the red
tiles against bandits (H-18.4); D-7 build after a tile or decline (H-11.2); D-8 the market pick
(H-8.3); D-9 the river chain or stop (H-8.4); D-10 the granary kept (H-19.4).
"""

from __future__ import annotations

import random
import time

import httpx
import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import (SIZES, checker, click_to, layout_problems, open_new_game, play_to_the_scores,
                           report, state, wait_ready)

sync_api = browser_tests_or_skip()
expect = sync_api.expect

GAMES = {"desktop": (["human", "random", "random"], {"bandits": True, "palace": True}),
         "phone": (["human", "random"], {"short_game": True, "eighteen_kingdoms": True})}
#: axe-core is slow on a board this size: every state gets the layout check, every AXE_EVERY-th axe
AXE_EVERY = 6
KINDS = {"place", "move", "withdraw", "tile", "revolt", "build", "exchange", "commit", "support", "no support",
         "winner", "remove after a war", "remove against bandits", "build after a tile", "decline to build",
         "pick", "decline the market", "chain", "stop", "keep"}
DONE: set[str] = set()
#: the tooltip kinds every game shows (bandits, sites, conflicts and granaries come and go)
ALWAYS = {"hex", "tile", "leader", "market", "bag", "box", "screen", "hand-tile", "own-leader", "action",
          "pagoda"}


def kind(action: str, legal: list[str], prompt: str = "") -> str:
    """The rules' decision a notation makes (H-25), as named in KINDS."""
    w = action.split()[0]
    if w == "build":
        return "build after a tile" if "decline" in legal else "build"
    if w == "decline":
        if any(a.startswith("build") for a in legal):
            return "decline to build"
        return "decline the market" if any(a.startswith("pick") for a in legal) else "decline the granary"
    if w == "pass":
        return "no support" if any(a.startswith("support") for a in legal) else "pass"
    if w == "remove":
        return "remove against bandits" if "bandits" in prompt else "remove after a war"
    return w


def chooser(seed: int, page=None):
    """Prefer a kind of decision not clicked yet, then tiles and leaders (so that kingdoms grow
    and conflicts come), rarely an exchange."""
    rng = random.Random(seed)
    made = [0]

    def choose(legal: list[str]) -> str:
        prompt = page.locator("#status").inner_text() if page is not None else ""
        fresh = [a for a in legal if kind(a, legal, prompt) not in DONE]
        placing = [a for a in legal if a.split()[0] in ("tile", "place", "chain", "support", "commit", "pick")]
        made[0] += 1
        if made[0] > 30 and not fresh:  # enough seen: big exchanges empty the bag and end the game sooner
            placing = [max((a for a in legal if a.startswith("exchange")), key=len, default=None)] \
                if any(a.startswith("exchange") for a in legal) else placing
        pick = rng.choice(fresh or (placing if rng.random() < 0.85 else legal) or legal)
        DONE.add(kind(pick, legal, prompt))
        return pick
    return choose


def create(server, seats, options) -> dict:
    r = httpx.post(f"{server.url}/api/games", json={"game": "huang", "players": len(seats), "seats": seats,
                                                  "options": options})
    assert r.status_code == 201, r.text
    return r.json()


@pytest.mark.parametrize("size", SIZES)
def test_a_whole_game_by_clicks(server, open_page, size):
    seats, options = GAMES[size]
    page = open_new_game(server, open_page, size, "huang", seats, options)
    check = checker(size, AXE_EVERY)
    started = time.perf_counter()
    out = play_to_the_scores(page, chooser(7 if size == "desktop" else 8, page), check, 3,
                             "Points in the weakest colour")
    assert ALWAYS <= set(check.tips), ALWAYS - set(check.tips)
    print(report("huang", size, out, check.checked, DONE, f", {time.perf_counter() - started:.0f} s"))


@pytest.mark.parametrize("size", SIZES)
def test_the_polish_table_holds_its_longer_words(server, open_page, size):
    """In Polish the prompt, buttons and drawings are Polish and the layout check stays clean."""
    url = next(s["join_url"] for s in create(server, ["human", "random"], {"palace": True})["seats"]
               if s["seat"] == 0)
    page = open_page(size, url, "pl-PL")
    wait_ready(page)
    rng = random.Random(5)
    for _ in range(4):
        st = state(page)
        page.wait_for_function("document.body.dataset.mine === '1' || document.body.dataset.over === '1'",
                               timeout=60_000)
        st = state(page)
        if st["over"]:
            break
        expect(page.locator("#status")).to_contain_text("Twoja kolej")
        assert layout_problems(page, size == "phone") == []
        click_to(page, rng.choice([a for a in st["legal"] if a.split()[0] in ("tile", "place")] or st["legal"]))
    assert page.locator("#hand title, #hand desc").count() == 0  # moved into the tooltip data
    names = page.evaluate("() => [...document.querySelectorAll('#hand [data-tip-name]')].map(e => e.dataset.tipName)")
    assert "Bunt chłopów" in names and "Wymień kafle" in names, names


def _legal(client, base, seat, token) -> dict:
    r = client.get(f"{base}/seats/{seat}/view", headers={"X-Seat-Token": token})
    assert r.status_code == 200, r.text
    return r.json()


@pytest.mark.parametrize("options", [{"bandits": True, "palace": True}, {"eighteen_kingdoms": True}],
                         ids=["bandits", "eighteen-kingdoms"])
def test_each_kind_of_decision_by_clicks(server, open_page, options):
    """Three human seats: the API plays the decisions already clicked elsewhere; a kind not clicked
    yet is clicked on the deciding seat's page (desktop size), with the layout check there."""
    rng = random.Random(11)
    deadline = time.perf_counter() + 240
    games = 0
    with httpx.Client(timeout=30) as client:
        while time.perf_counter() < deadline and not KINDS <= DONE and games < 4:
            games += 1
            _steer_one_game(client, server, open_page, options, rng, deadline)


def _steer_one_game(client, server, open_page, options, rng, deadline) -> None:
    made = create(server, ["human"] * 3, options)
    base = f"{server.url}/api/games/{made['id']}"
    tokens = {s["seat"]: s["token"] for s in made["seats"]}
    urls = {s["seat"]: s["join_url"] for s in made["seats"]}
    pages: dict[int, object] = {}
    while time.perf_counter() < deadline and not KINDS <= DONE:
        seat = _legal(client, base, 0, tokens[0])["current_player"]
        if seat is None:
            return
        p = _legal(client, base, seat, tokens[seat])
        legal, prompt = p["legal"], p.get("prompt") or ""
        fresh = [a for a in legal if kind(a, legal, prompt) not in DONE]
        if fresh:
            if seat not in pages:
                pages[seat] = open_page("desktop", urls[seat])
            page = pages[seat]
            page.wait_for_function(f"Number(document.body.dataset.version) >= {p['version']}", timeout=60_000)
            wait_ready(page)
            assert layout_problems(page, False) == []
            pick = rng.choice(fresh)
            click_to(page, pick)
            DONE.add(kind(pick, legal, prompt))
            continue
        placing = [a for a in legal if a.split()[0] in ("tile", "place", "chain", "support", "commit")]
        pick = rng.choice(placing if placing and rng.random() < 0.9 else legal)
        r = client.post(f"{base}/seats/{seat}/actions", json={"action": pick, "version": p["version"]},
                        headers={"X-Seat-Token": tokens[seat]})
        assert r.status_code == 200, r.text


def test_every_kind_of_decision_was_clicked():
    """Runs after the games (module order): each decision of the rules was made by clicks."""
    if not DONE:
        pytest.skip("the games did not run")
    assert KINDS <= DONE, KINDS - DONE
