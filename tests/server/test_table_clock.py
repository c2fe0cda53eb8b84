"""The clock at the table and the way back from a time-out, in a real Chromium (issue 25): every
seat's time on its panel, the deciding seat's counting down (the last 10 seconds in the warning
colour, with a beep); the tab's title "● Your turn" while the decision is the seat's, and not
after; the away state in the header once the time ran out; the seat given back by a click on
the page; what the stand-in played, in the move's words, kept until dismissed; the bell and the
sound setting.  A 3-second
move clock and the test card game, so the whole story takes a few seconds."""

from __future__ import annotations

import httpx
import pytest
from server_helpers import ServerProcess, browser_tests_or_skip
from table_helpers import axe_violations, layout_problems

sync_api = browser_tests_or_skip()
expect = sync_api.expect
WAIT = 15_000  # ms, for what waits on the server's clocks and bots (a busy machine is slow)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A server whose stand-in is the random bot (the test card game has no heuristic), its bot
    worker started before the test needs it."""
    db = f"sqlite:///{tmp_path_factory.mktemp('clock') / 'tianxia.sqlite3'}"
    # bots think 0.5 s: the stand-ins of two away seats would otherwise end the game in seconds
    with ServerProcess(db, bot_delay=0.5, env={"TIANXIA_CLOCK_BOT": "random", "TIANXIA_BOT_WORKERS": "1"}) as srv:
        httpx.post(f"{srv.url}/api/games", json={"game": "toy", "seats": ["random", "random"]})  # warms the pool
        yield srv


def test_the_clock_the_title_and_the_seat_given_back_by_a_click(server, browser):
    r = httpx.post(f"{server.url}/api/games", json={"game": "toy", "seats": ["human", "human"],
                                                    "options": {"target": 60},
                                                    "clock": {"mode": "move", "seconds": 3}})
    assert r.status_code == 201, r.text
    g = r.json()
    ctx = browser.new_context(base_url=server.url, viewport={"width": 1366, "height": 900}, locale="en-GB",
                              permissions=["notifications"])  # as if the person allowed them
    ctx.set_default_timeout(15_000)
    try:
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        # seat 1's page (named: no question, no click yet); seat 0's person never comes, so its
        # time runs out first and the stand-in hands the decision to seat 1 with a fresh clock
        page.goto(g["seats"][1]["join_url"] + "&name=Mei")
        page.wait_for_function("document.body.dataset.version !== undefined")
        if page.evaluate("document.body.dataset.mine") == "0":
            assert not page.title().startswith("●")  # not our decision: the page's own title
        mine = page.locator('.panel[data-seat="1"] .pclock')
        expect(mine).to_have_class("pclock running low", timeout=WAIT)  # 3 s is in the last 10: red
        assert page.title().startswith("● Your turn · ")
        assert page.evaluate("document.body.dataset.sound || ''").startswith("low:")  # the last seconds' beep
        first = float(mine.get_attribute("data-left"))
        page.wait_for_function(f"Number((document.querySelector('.panel[data-seat=\"1\"] .pclock') || "
                               f"{{dataset: {{}}}}).dataset.left) <= {first - 0.3}", timeout=5000)  # counting down
        expect(page.locator('.panel[data-seat="0"] .pclock')).to_contain_text("bot stands in")

        # Mei's time runs out too: the header says a bot plays for her (not "connected")
        expect(page.locator("#away")).to_contain_text("Your time ran out", timeout=WAIT)
        expect(page.locator("#conn")).to_be_hidden()
        expect(mine).to_contain_text("bot stands in")
        told = page.locator("#stood-in li")
        expect(told.first).to_contain_text("Mei ", timeout=WAIT)  # "Mei plays 5", "Mei rolls 3"...: the log's words
        # the clocks, the away state and the notice lay out and read well (the board is left to
        # the games' tests: the stand-ins keep moving its pieces meanwhile)
        problems = [p for p in layout_problems(page, False) + axe_violations(page) if "#board" not in p]
        assert problems == []

        page.locator(".table-head h1").click()  # any click on the page: the seat is Mei's again
        expect(page.locator("#away")).to_be_hidden(timeout=WAIT)
        expect(page.locator("#conn")).to_have_text("connected")
        expect(page.locator("#stood-in")).to_be_visible()  # kept until dismissed
        page.locator(".stood-in-dismiss").click()
        expect(page.locator("#stood-in")).to_be_hidden()

        # the settings: the bell turns turn notifications on and off; sounds can be switched off
        bell = page.locator("#notify-setting")
        expect(bell).to_have_text("Tell me when it is my turn")
        bell.click()
        expect(bell).to_have_attribute("aria-pressed", "true")
        expect(bell).to_have_text("Turn off turn notifications")
        page.locator("#sound-setting").uncheck()
        assert page.evaluate("localStorage.getItem('tianxia.sound')") == "0"
        assert errors == []
    finally:
        ctx.close()
