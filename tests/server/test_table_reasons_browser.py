"""The table in Chromium (docs/table.md, "Why not", "Keyboard", "Moves Undo cannot take back"):
a closed choice says why (tooltip, status bar); a whole decision is played by keyboard only
(one Tab stop into the board, arrows, Enter) through the confirmation of a move Undo cannot
take back; on a phone every target of a decision is in view when it begins.  Positions are set
up directly (``/api/play-on`` with a seeded history), not played to by clicks."""

from __future__ import annotations

import random

import httpx
import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import skip_name, wait_ready, wait_turn

from tianxia.games import load

sync_api = browser_tests_or_skip()
expect = sync_api.expect

SIZES = {"desktop": (1366, 900), "phone": (390, 844)}


def history_to(game: str, players: int, seed: int, wanted, steps: int = 600):
    st = load(game).new_state(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if wanted(st):
            return st
        st.apply(rng.choice(st.legal_actions()))
    pytest.fail(f"no such {game} position")


def open_at(server, browser, st, size: str, **ctx_kw):
    """The deciding seat's page at position ``st`` (a play-on game from its history)."""
    r = httpx.post(f"{server.url}/api/play-on", json={
        "game": st.game.name, "seats": ["human"] * st.num_players, "options": dict(st.options), "seed": st.seed,
        "history": list(st.history)}, timeout=30)
    assert r.status_code == 201, r.text
    made = r.json()
    w, h = SIZES[size]
    # with motion, as players see it (conftest opens other test pages with reduced motion): under
    # reduced motion on a loaded machine the board kept every component a Tab stop (106, in whole
    # fresh-clone runs, never alone): the first drawing came while table-keys.js was still loading,
    # and its tianxia:choices event before the listener; table-keys.js now roves when it starts
    ctx_kw.setdefault("reduced_motion", "no-preference")
    ctx = browser.new_context(base_url=server.url, viewport={"width": w, "height": h}, has_touch=size == "phone",
                              locale=ctx_kw.pop("locale", "en-GB"), **ctx_kw)
    ctx.set_default_timeout(20_000)
    page = ctx.new_page()
    page.js_errors = []
    page.on("pageerror", lambda e: page.js_errors.append(str(e)))
    page.goto(made["seats"][st.current_player]["join_url"])
    wait_ready(page)
    wait_turn(page, 30)
    return page


def emperor_second(st):
    return st.view(st.current_player)["phase"] == "second"


def dragon_act(st):
    return any(str(a) == "money" for a in st.legal_actions())


def test_a_closed_choice_says_why(server, browser):
    """E-7.1: a space of another region, after the first piece, says why not (tooltip, click)."""
    page = open_at(server, browser, history_to("emperor", 3, 1, emperor_second), "desktop")
    closed = page.locator("#board [data-why]").first
    expect(closed).to_be_attached()
    closed.hover()
    expect(page.locator("#tip")).to_contain_text("Not possible now. This turn's pieces must all go in")
    closed.click()
    expect(page.locator("#why")).to_contain_text("E-7.1")
    page.screenshot(path="/tmp/reasons-emperor-desktop.png")
    assert page.js_errors == []
    page.context.close()


def test_zhanguo_court_actions_say_what_enables_them(server, browser):
    """Z-12.7, Z-14.1: the status bar lists the closed court actions; each says why."""
    st = history_to("zhanguo", 2, 3, lambda s: s.view(s.current_player)["pending"]["kind"] == "play")
    page = open_at(server, browser, st, "desktop")
    chip = page.locator("#why-box .why-chip", has_text="Hire workers")
    chip.click()
    expect(page.locator("#why")).to_contain_text("free of charge")
    assert "Z-12.7" in page.get_attribute("#action-hire", "data-why")
    page.screenshot(path="/tmp/reasons-zhanguo-desktop.png")
    page.context.close()


def test_one_tab_stop_when_the_keys_script_comes_after_the_first_drawing(server, browser):
    """table-keys.js held back until the position is drawn (a loaded machine's order): the board
    still has one Tab stop, not one per component."""
    st = history_to("dragon", 3, 2, dragon_act)
    r = httpx.post(f"{server.url}/api/play-on", json={
        "game": "dragon", "seats": ["human"] * 3, "options": {}, "seed": st.seed, "history": list(st.history)},
        timeout=30)
    ctx = browser.new_context(base_url=server.url, viewport={"width": 1366, "height": 900})
    page = ctx.new_page()
    held = []
    page.route("**/static/table-keys.js", lambda route: held.append(route))
    page.goto(r.json()["seats"][st.current_player]["join_url"], wait_until="commit")
    drawn = "document.querySelectorAll('#board [tabindex]').length > 20"
    page.wait_for_function(drawn, timeout=20_000)
    count = "document.querySelectorAll('#board [tabindex=\"0\"], #hand [tabindex=\"0\"]').length"
    assert page.evaluate(count) > 1  # drawn before the keys script: every component a stop
    held[0].continue_()
    page.wait_for_function("!!document.getElementById('keys-toggle') && document.readyState === 'complete'")
    page.wait_for_timeout(200)
    assert page.evaluate(count) == 1
    ctx.close()


def test_a_whole_decision_by_keyboard_with_the_confirmation(server, browser):
    """One Tab stop into the board, arrows between the decision's choices, Enter acts; a move
    that ends the turn asks first (Undo cannot take it back), and Enter confirms it."""
    st = history_to("dragon", 3, 2, dragon_act)
    page = open_at(server, browser, st, "desktop")
    v0 = int(page.evaluate("document.body.dataset.version"))
    page.evaluate("document.activeElement && document.activeElement.blur()")
    tabs = 0
    while not page.evaluate("!!document.activeElement.closest('#board')"):
        page.keyboard.press("Tab")
        tabs += 1
        assert tabs < 25, "the board is not reached by Tab"
    assert page.js_errors == []
    # one Tab stop: a roving tabindex (a push that came after the page was ready may still be drawn:
    # its drawing comes with every component a stop until table-keys.js roves; on a loaded machine
    # the test once counted 106)
    count = "document.querySelectorAll('#board [tabindex=\"0\"], #hand [tabindex=\"0\"]').length"
    try:
        page.wait_for_function(f"{count} === 1", timeout=10_000)
    except sync_api.TimeoutError:
        pass  # said by the assertion below
    assert page.evaluate(count) == 1, (page.evaluate(count), page.js_errors)
    first = page.evaluate("document.activeElement.id")
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("document.activeElement.id")
    assert moved != first and page.evaluate("!!document.activeElement.closest('#board [data-action]')")
    expect(page.locator(".focus-ring")).to_be_visible()
    page.keyboard.press("Enter")
    while page.locator("#confirm-box").is_hidden():  # a selection: its target is focused next
        assert page.evaluate("!!document.activeElement.closest('#board .target, #hand .target')")
        page.keyboard.press("Enter")
    expect(page.locator("#confirm-label")).to_contain_text("Undo cannot take this back")
    page.screenshot(path="/tmp/reasons-confirm-desktop.png")
    page.keyboard.press("Enter")  # the focus is on Confirm
    page.wait_for_function(f"Number(document.body.dataset.version) > {v0}")
    assert page.js_errors == []
    page.context.close()


def test_every_target_of_a_phone_decision_is_in_view(server, browser):
    """When a decision begins on a phone, the board (1:1) is panned to its targets; those that
    do not fit are buttons in the status bar."""
    page = open_at(server, browser, history_to("dragon", 3, 2, dragon_act), "phone")
    page.wait_for_function("document.body.dataset.framed === document.body.dataset.version")
    out = page.evaluate("""() => {
      const vp = document.getElementById('board-viewport').getBoundingClientRect();
      const dock = document.getElementById('dock').getBoundingClientRect().top;
      const bottom = Math.min(vp.bottom, dock);
      return [...document.querySelectorAll('#board [data-action]')].filter((e) => e.getAttribute('aria-disabled') !== 'true')
        .map((e) => { const r = e.getBoundingClientRect();
          return {id: e.id, inside: r.left >= vp.left - 1 && r.right <= vp.right + 1 && r.top >= vp.top - 1 && r.bottom <= bottom + 1}; });
    }""")
    offered = set(page.eval_on_selector_all("#reach button.reach", "bs => bs.map((b) => b.dataset.for)"))
    assert out and all(t["inside"] or t["id"] in offered for t in out), ([t for t in out if not t["inside"] and t["id"] not in offered], offered)
    assert any(t["inside"] for t in out)
    page.screenshot(path="/tmp/reasons-dragon-phone.png")
    if offered:  # one tap on an offered target does what a tap on the board would (D-7.3)
        v0 = int(page.evaluate("document.body.dataset.version"))
        page.locator("#reach button.reach").first.tap()
        page.wait_for_function(f"Number(document.body.dataset.version) > {v0} || !document.querySelector('#confirm-box').hidden")
    assert page.js_errors == []
    page.context.close()
