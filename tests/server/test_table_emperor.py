"""The Emperor of China on the shared table in Chromium, at 1366x900 and 390x844: a human seat
plays a whole game against bots by clicks only (table_helpers.click_to: the board, the hand
strip and the status bar's payment buttons), with the layout check on every state it
decides in and axe-core (and the tooltips) on every AXE_EVERY-th and the last.

Decisions of the rules (rules/emperor.md E-18) made by clicking across the two games: a house
paid by a single (E-6.2) and by a pair (E-6.3), an emissary (E-7.5), a fortification (E-15.2,
variant), a second piece in the same region (E-7.2), a draw from the deck and from the display
(E-9.1), an exchange for the deck's and for a display card (E-10).  Pass (E-11) and stop
(E-9.3) arise only after the deck's second run-out with an empty display; when they do, they
are status-bar buttons (test_table_rare.py clicks them in games played on from recorded positions).
"""

from __future__ import annotations

import random

import httpx
import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import (SIZES, checker, click_to, layout_problems, open_new_game, play_to_the_scores,
                           report, state, wait_ready)

sync_api = browser_tests_or_skip()
expect = sync_api.expect

#: four players on side A and five on side B: the human seat decides about 30 times in each game
GAMES = {"desktop": (["human", "random", "random", "random"], {"side": "A", "fortifications": True}, 5),
         "phone": (["human", "random", "random", "random", "random"], {"fortifications": True}, 8)}
#: axe-core is slow on a board this size: every state gets the layout check, every AXE_EVERY-th axe
AXE_EVERY = 8
KINDS = ["house single", "house pair", "emissary", "fortify", "second piece", "draw deck", "draw display",
         "exchange for deck", "exchange for display"]
DONE: set[str] = set()
PLAYED: set[str] = set()


def kind(action: str, legal: list[str]) -> str:
    """The rules' decision a notation makes (E-18), as named in KINDS."""
    w = action.split()
    if w[0] in ("house", "emissary", "fortify"):
        if any(a.startswith("draw ") or a == "stop" for a in legal):
            return "second piece"
        if w[0] == "house":
            return "house pair" if w[2] == "pair" else "house single"
        return w[0]
    if w[0] == "draw":
        return "draw deck" if w[1] == "deck" else "draw display"
    if w[0] == "exchange":
        return "exchange for deck" if w[3] == "deck" else "exchange for display"
    return w[0]


def chooser(seed: int):
    """Prefer a kind of decision not made yet in this module, else any placement (so the game
    moves on), else anything."""
    rng = random.Random(seed)

    def choose(legal: list[str]) -> str:
        fresh = [a for a in legal if kind(a, legal) not in DONE]
        second = [a for a in fresh if kind(a, legal) == "second piece"]
        places = [a for a in legal if a.split()[0] in ("house", "emissary", "fortify")]
        # a single of a colour the hand holds twice (it also offers that pair) can be followed by
        # a second piece when the region already had a piece (E-7.2)
        twice = [a for a in places if "second piece" not in DONE and len(a.split()) == 3
                 and any(b.endswith(f" pair {a.split()[2]}") for b in legal)]
        pick = rng.choice(second or fresh or twice or places or legal)
        DONE.add(kind(pick, legal))
        return pick
    return choose


@pytest.mark.parametrize("size", SIZES)
def test_a_whole_game_by_clicks(server, open_page, size):
    seats, options, seed = GAMES[size]
    page = open_new_game(server, open_page, size, "emperor", seats, options)
    check = checker(size, AXE_EVERY, tips_with_axe=True)
    out = play_to_the_scores(page, chooser(seed), check, seed, "Alliances")
    assert {"region", "space", "dragon", "alliance", "roads", "deck", "card", "supply", "standing"} <= set(check.tips)
    # once both games ran (in either order): every kind of decision of the rules was clicked
    PLAYED.add(size)
    if PLAYED == set(SIZES):
        assert set(KINDS) <= DONE, set(KINDS) - DONE
    print(report("emperor", size, out, check.checked, DONE))


@pytest.mark.parametrize("size", SIZES)
def test_the_polish_table_holds_its_longer_words(server, open_page, size):
    """In Polish the prompt, the payment buttons, the strip and the board speak Polish and the
    layout check stays clean, narrowing to one space included."""
    r = httpx.post(f"{server.url}/api/games", json={"game": "emperor", "players": 3,
                                                    "seats": ["human", "random", "random"], "options": {}})
    url = next(s["join_url"] for s in r.json()["seats"] if s["seat"] == 0)
    page = open_page(size, url, "pl-PL")
    wait_ready(page)
    rng = random.Random(4)
    narrowed = False
    for turn in range(30):  # until a space offers two payments, and at least four decisions
        if narrowed and turn >= 4:
            break
        page.wait_for_function("document.body.dataset.mine === '1' || document.body.dataset.over === '1'",
                               timeout=60_000)
        page.wait_for_function("document.querySelectorAll('#legal-list option').length > 0")
        st = state(page)
        expect(page.locator("#status")).to_contain_text("Twoja kolej")
        assert layout_problems(page, size == "phone") == []
        houses: dict[str, list[str]] = {}
        for a in st["legal"]:
            if a.startswith("house "):
                houses.setdefault(a.split()[1], []).append(a)
        several = [acts for acts in houses.values() if len(acts) > 1]
        if several and not narrowed:  # a space several payments reach: the bar names them in Polish
            page.locator("#hand [data-action='house']").click()
            space = page.locator(f"#board #space-{several[0][0].split()[1]}")
            space.focus()
            space.click()
            expect(page.locator("#statusbar button[data-action]").first).to_contain_text("Zapłać")
            assert layout_problems(page, size == "phone") == []
            narrowed = True
            click_to(page, several[0][0])
            continue
        click_to(page, rng.choice([a for a in st["legal"] if a.split()[0] in ("house", "emissary")] or st["legal"]))
    assert narrowed
    names = page.evaluate("() => [...document.querySelectorAll('#hand [data-tip-name]')].map(e => e.dataset.tipName)")
    assert any(n.startswith("Twoje dwory") for n in names), names
    assert page.locator("#board [data-tip-name^='Sojusz 3']").count() == 1


