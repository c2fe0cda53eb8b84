"""Hints in a real Chromium (issue 28): a Dragon game made with hints by the API, opened at the
seat whose decision it is; the table says it is a practice game, the Hint button asks the server,
three options with their chances are listed and the best is marked on the board; the H key asks
too (the button's tooltip and the list of keys name it); a new position puts the hint away.  At
1366x900 and 390x844 (the layout check, axe-core, no script error).
Screenshots go to ``TX_SHOTS`` when it names a folder."""

from __future__ import annotations

import re

import httpx
import pytest
from server_helpers import ServerProcess, browser_tests_or_skip, shot
from table_helpers import axe_violations, layout_problems, wait_ready

sync_api = browser_tests_or_skip()
expect = sync_api.expect


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A server whose hints take a tiny budget."""
    db = f"sqlite:///{tmp_path_factory.mktemp('hints') / 'tianxia.sqlite3'}"
    with ServerProcess(db, bot_delay=0.05, env={"TIANXIA_REVIEW_BUDGET": "samples=1,width=3,depth=1"}) as srv:
        yield srv


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_hint_button_lists_three_choices_and_marks_the_best_on_the_board(open_site_page, server, size):
    r = httpx.post(f"{server.url}/api/games", json={"game": "dragon", "seats": ["human", "human"], "hints": True})
    assert r.status_code == 201, r.text
    g = r.json()
    seat = httpx.get(f"{server.url}/api/games/{g['id']}").json()["current_player"]
    page = open_site_page(size, g["seats"][seat]["join_url"])
    wait_ready(page)
    expect(page.locator("#practice")).to_be_visible()
    expect(page.locator("#practice")).to_contain_text("never rated")
    button = page.locator("#hint")
    expect(button).to_be_visible()
    expect(button).to_have_attribute("title", re.compile(r"\(key: H\)"))
    expect(page.locator("#keys-help")).to_contain_text("H: ask for a hint")
    expect(page.locator("#hint-box")).to_be_hidden()
    button.click()
    options = page.locator("#hint-box .hint-option")
    expect(options.first.or_(page.locator("#hint-box .error"))).to_be_visible(timeout=60_000)  # (a worker starts)
    expect(options).to_have_count(3), page.locator("#hint-box").inner_text()
    best = options.first.get_attribute("data-choice")
    expect(page.locator("#hint-box .hint-head")).to_contain_text("looks best")
    texts = options.all_inner_texts()
    assert all("%" in t for t in texts), texts
    marked = page.locator("#board .hint-best, #hand .hint-best")
    expect(marked.first).to_be_attached()
    assert all(best == a or best.startswith(a + " ") for a in marked.evaluate_all(
        "els => els.map(e => e.getAttribute('data-action'))"))
    problems = layout_problems(page, phone=size == "phone")
    assert not problems, problems
    assert not axe_violations(page)
    shot(page, f"hint-{size}")
    if size == "desktop":  # in Polish too, and the hint put away once the position moves on
        pl = open_site_page(size, g["seats"][seat]["join_url"], lang="pl-PL")
        wait_ready(pl)
        expect(pl.locator("#hint")).to_be_visible()
        expect(pl.locator("#hint")).to_have_attribute("title", re.compile(r"\(klawisz: H\)"))
        pl.keyboard.press("h")  # the keyboard shortcut asks as the button does
        expect(pl.locator("#hint-box .hint-option")).to_have_count(3)
        expect(pl.locator("#hint-box .hint-head")).to_contain_text("najlepiej wygląda")
        view = httpx.get(f"{server.url}/api/games/{g['id']}/seats/{seat}/view",
                         headers={"X-Seat-Token": g["seats"][seat]["token"]}).json()
        moved = httpx.post(f"{server.url}/api/games/{g['id']}/seats/{seat}/actions",
                           json={"action": best, "version": view["version"]},
                           headers={"X-Seat-Token": g["seats"][seat]["token"]})
        assert moved.status_code == 200, moved.text
        expect(page.locator("#hint-box")).to_be_hidden()
        expect(page.locator("#board .hint-best")).to_have_count(0)
        if httpx.get(f"{server.url}/api/games/{g['id']}").json()["current_player"] != seat:
            expect(page.locator("#hint")).to_be_hidden()
    assert page.js_errors == []
