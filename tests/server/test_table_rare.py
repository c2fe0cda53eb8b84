"""The rare decisions clicked in Chromium, at 1366x900 and 390x844: a browser game gets a random
server seed, so the decisions random games seldom bring are reached by starting a game from a
recorded position where each is legal ("Play on from here": ``POST /api/play-on``, an analysis
game) and clicking it on the deciding seat's page (table_helpers.click_to).

The positions are data (rare_positions.json), found by a search over seeds with random play
(rare_positions.py, which says how to find them again).  The kinds, from the rules' lists of
decisions: Dragon D-22 (take money A-3, privilege A-5, floor A-4, wall tile A-6, release A-10,
the drought's unsupplied palace and its release A-11, replace and discard the new person A-9,
earthquake A-12, flood A-13, tornado A-14, sunrise A-15, charter A-16); Emperor E-18 (pass E-11,
stop E-9.3); ZhanGuo Z-28 (board removal DEC-1a, pass a bid and a board DEC-1, governor, palace
and its value-3 marker (take), wall and pay DEC-4/5, the governor square, its bonus official and
decline DEC-6, the six B-side abilities DEC-7, claim DEC-8, accept and pass a reward DEC-9); and
Huang's build (H-11) of the palace and of a pagoda at a spot their sites share (one target: the
status bar asks which).  The other kinds are clicked by the
whole games of test_table_<game>.py whatever the seed.
"""

from __future__ import annotations

import random

import httpx
import pytest
import rare_positions
from server_helpers import browser_tests_or_skip
from suite_depth import THOROUGH
from table_helpers import SIZES, click_to, layout_problems, wait_ready, wait_turn

import tianxia
from tianxia.core import record as records

POSITIONS = rare_positions.load()


def replayed(p: dict):
    return tianxia.load(p["game"]).replay(p["players"], p["seed"], p["options"], p["history"])


def test_every_cached_position_still_offers_its_decision():
    """The data still fits the rules (else: run rare_positions.py again)."""
    for p in POSITIONS:
        st = replayed(p)
        legal = [str(a) for a in st.legal_actions()]
        assert p["action"] in legal, f"{p['game']} {p['kind']}: {p['action']!r} is no longer legal there; " \
                                     f"find the positions again: .venv/bin/python tests/server/rare_positions.py"
        assert rare_positions.kind(p["game"], st, p["action"], legal) == p["kind"]
    for game, spec in rare_positions.WANTED.items():
        assert set(spec["kinds"]) <= {p["kind"] for p in POSITIONS if p["game"] == game}


sync_api = browser_tests_or_skip()
expect = sync_api.expect


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", list(rare_positions.WANTED))
def test_each_rare_decision_by_clicks(server, open_page, game, size):
    """Each position (``make test``: at one of the sizes, in turn): the game played on from it says it is an analysis game, the deciding seat's
    page passes the layout check, and the decision is made by clicks and recorded as made."""
    page = None
    with httpx.Client(timeout=30) as client:
        for i, p in enumerate(x for x in POSITIONS if x["game"] == game):
            if not THOROUGH and i % 2 != (size == "phone"):  # make test: each position at one size, in turn
                continue
            r = client.post(f"{server.url}/api/play-on", json={
                "game": game, "seats": ["human"] * p["players"], "options": p["options"], "seed": p["seed"],
                "history": p["history"]})
            assert r.status_code == 201, r.text
            made = r.json()
            seat = client.get(f"{server.url}/api/games/{made['id']}").json()["current_player"]
            url = made["seats"][seat]["join_url"]
            if page is None:
                page = open_page(size, url)
            else:
                page.goto(url)
            wait_ready(page)
            st = wait_turn(page, 30)
            assert p["action"] in st["legal"], (p["kind"], st["legal"])
            expect(page.locator("#analysis")).to_be_visible()
            assert layout_problems(page, size == "phone") == [], p["kind"]
            click_to(page, p["action"])
            view = client.get(f"{server.url}/api/games/{made['id']}/seats/{seat}/view",
                              headers={"X-Seat-Token": made["seats"][seat]["token"]}).json()
            assert view["moves"] == len(p["history"]) + 1 and view["history"][-1] == p["action"], p["kind"]
            assert page.js_errors == []


def test_play_on_from_the_replay_page_by_clicks(server, open_page):
    """The replay page's "Play on from this move": step to a move, choose the seat, click; the
    new game's link opens its table at that position, marked as an analysis game."""
    p = next(x for x in POSITIONS if x["kind"] == "sunrise")
    st = replayed(p)
    rng = random.Random(1)
    while not st.is_terminal:  # a finished game whose record passes through the position
        st.apply(rng.choice(st.legal_actions()))
    r = httpx.post(f"{server.url}/api/records", json=records.make(st))
    assert r.status_code == 201, r.text
    step = len(p["history"])
    seat = replayed(p).current_player
    page = open_page("desktop", f"/games/{r.json()['id']}/replay?step={step - 1}")
    page.click("#next")
    page.wait_for_function(f"document.body.dataset.step === '{step}'")
    page.select_option("#play-on-seat", str(seat))
    page.click("#play-on-button")
    page.click(f".join-link[data-seat='{seat}']")
    st2 = wait_turn(page, 30)
    expect(page.locator("#analysis")).to_be_visible()
    assert st2["v"] == step and p["action"] in st2["legal"]
    click_to(page, p["action"])
    assert page.js_errors == []
