"""The shared table (static/table.js, docs/table.md) in a real Chromium at 1366x900 and 390x844.

Whole games are played by clicks only (table_helpers.click_to: board, hand strip and status-bar
buttons, never typed notation), with the layout check and an axe-core scan on every state the
seat decides in.  Then one test per behaviour: select then target, tooltips by hover, keyboard
focus and tap, the "confirm moves" setting, undo, what changed and how pieces glide (and not
under reduced motion), names.
"""

from __future__ import annotations

import re

import httpx
import pytest
from server_helpers import NO_FINAL_CONFIRM, browser_tests_or_skip
from table_helpers import (axe_violations, click_to, layout_problems, play_by_clicks, skip_name, state,
                           wait_ready)

sync_api = browser_tests_or_skip()
expect = sync_api.expect

SIZES = {"desktop": (1366, 900), "phone": (390, 844)}


def new_game(server, game: str, seats: list[str], options: dict | None = None) -> dict:
    r = httpx.post(f"{server.url}/api/games", json={"game": game, "players": len(seats), "seats": seats,
                                                    "options": options or {}})
    assert r.status_code == 201, r.text
    return r.json()


def join_url(created: dict, seat: int = 0) -> str:
    return next(s["join_url"] for s in created["seats"] if s["seat"] == seat)


@pytest.fixture
def open_page(browser, server):
    """open_page(size, url, **context options) -> a page at that size (closed after the test)."""
    contexts = []

    def _open(size: str, url: str, **kw):
        w, h = SIZES[size]
        ctx = browser.new_context(base_url=server.url, viewport={"width": w, "height": h},
                                  has_touch=size == "phone", locale=kw.pop("locale", "en-GB"), **kw)
        ctx.set_default_timeout(20_000)
        ctx.add_init_script(NO_FINAL_CONFIRM)
        contexts.append(ctx)
        page = ctx.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.js_errors = errors
        page.goto(url)
        return page

    yield _open
    for ctx in contexts:
        ctx.close()


def checker(size: str, seen: list):
    """Every state: no layout problem, no serious axe violation, no script error."""
    def check(page):
        problems = layout_problems(page, size == "phone") + axe_violations(page)
        seen.append(len(problems))
        if problems:
            page.screenshot(path=f"/tmp/table-failure-{size}.png")
        assert problems == [], f"at version {state(page)['v']}: {problems}"
        assert page.js_errors == []
    return check


@pytest.mark.parametrize("size", SIZES)
def test_toy_game_played_to_the_end_by_clicks(server, open_page, size):
    g = new_game(server, "toy", ["human", "random", "random"], {"target": 60, "gifts": True})
    page = open_page(size, join_url(g))
    wait_ready(page)
    seen: list = []
    out = play_by_clicks(page, check=checker(size, seen), seed=3)
    assert out["over"] and out["decisions"] > 1
    expect(page.locator("#links")).to_be_visible()
    expect(page.locator("#status")).to_contain_text("Game over")
    expect(page.locator("#score-table")).to_be_visible()
    print(f"\ntoy {size}: {out['decisions']} decisions by click, median click-to-board {out['median_ms']:.0f} ms, "
          f"{len(seen)} states checked")


# Whole games of the four real games by clicks, at both sizes, are in test_table_<game>.py.


def test_select_then_target_lights_the_targets_and_the_status_bar_asks_for_the_rest(server, open_page):
    g = new_game(server, "toy", ["human", "random", "random"], {"target": 60, "gifts": True})
    page = open_page("desktop", join_url(g))
    st = wait_ready(page)
    card = min(int(a.split()[1]) for a in st["legal"] if a.startswith("play "))
    # nothing selected: a seat's box only begins a gift (which card is still open), never picks one
    expect(page.locator("#seat-1")).to_have_attribute("data-action", "give")
    page.click(f"#hand [data-action='give {card}']")
    assert state(page)["selected"] == f"give {card}"
    expect(page.locator("#status")).to_contain_text(f"Selected: Give the {card} away")
    for s in (1, 2):
        expect(page.locator(f"#seat-{s}")).to_have_attribute("data-action", f"give {card} {s}")
        expect(page.locator(f"#seat-{s}")).to_have_class("clickable target")
    assert page.locator("#seat-0").get_attribute("data-action") is None  # no gift to oneself
    expect(page.locator("#cancel")).to_be_visible()
    # Escape drops the selection; nothing was sent
    page.keyboard.press("Escape")
    assert state(page)["selected"] == "" and state(page)["v"] == st["v"]
    expect(page.locator("#cancel")).to_be_hidden()
    # a choice the drawing has no place for is asked in the status bar (here seat 2's box is made
    # to offer nothing, as a drawing might): a button with its name, beside the lit seat 1
    page.evaluate("document.getElementById('seat-2').removeAttribute('data-actions')")
    page.click(f"#hand [data-action='give {card}']")
    expect(page.locator(f"#choices button[data-action='give {card} 2']")).to_have_text(f"Give the {card} to player 3")
    expect(page.locator("#choices button")).to_have_count(1)
    expect(page.locator("#status")).to_contain_text("Choose a lit-up target")
    page.keyboard.press("Escape")
    page.reload()
    wait_ready(page)
    # select again, then the target: the card goes to seat 2
    page.click(f"#hand [data-action='give {card}']")
    page.click("#seat-2")
    page.wait_for_function(f"Number(document.body.dataset.version) > {st['v']}")
    expect(page.locator("#log")).to_contain_text(f"gives the {card} to Player 3")
    # choices with no place on the board are status-bar buttons, labelled in words
    g2 = new_game(server, "toy", ["human", "random"], {"target": 60})
    page.goto(join_url(g2))
    st = wait_ready(page)
    card = min(int(a.split()[1]) for a in st["legal"] if a.startswith("play "))
    click_to(page, f"play {card}")
    expect(page.locator("#choices button[data-action='end']")).to_have_text("End your turn")
    # and a typed notation is never needed: the notation box sits in a closed section
    expect(page.locator("#typed-action")).to_be_hidden()


def test_tooltips_by_hover_focus_and_tap(server, open_page):
    g = new_game(server, "toy", ["human", "random"], {"target": 60})
    page = open_page("desktop", join_url(g))
    st = wait_ready(page)
    card = min(int(a.split()[1]) for a in st["legal"] if a.startswith("play "))
    # the drawing's own <title>s are gone (no second, native tooltip); names stay for assistive tech
    assert page.locator("#board title, #hand title").count() == 0
    expect(page.locator(f"#card-{card}")).to_have_attribute("role", "button")
    # focusable: the board is one Tab stop whose arrows reach every choice (docs/table.md, "Keyboard")
    expect(page.locator(f"#card-{card}")).to_have_attribute("tabindex", re.compile("^(0|-1)$"))
    page.hover("#deck")
    tip = page.locator("#tip")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("Deck")
    expect(tip).to_contain_text("Draw takes the top card")
    expect(tip).to_contain_text("Click: Draw a card")
    page.mouse.move(1300, 880)
    expect(tip).to_be_hidden()
    # a component that does nothing now still explains itself
    page.hover("#seat-1")
    expect(tip).to_contain_text("Player 2")
    expect(tip).not_to_contain_text("Click:")
    # keyboard: focus shows the tooltip (Tab there and back: the focus a click leaves shows none), Enter acts
    page.locator(f"#card-{card}").focus()
    page.keyboard.press("Tab")
    page.keyboard.press("Shift+Tab")
    expect(tip).to_contain_text(f"Card {card}")
    expect(tip).to_contain_text(f"Click: Play the {card}")
    page.keyboard.press("Enter")
    page.wait_for_function(f"Number(document.body.dataset.version) > {st['v']}")
    # touch: a tap inspects (tooltip with a button for the action), the button acts
    g = new_game(server, "toy", ["human", "random"], {"target": 60})
    phone = open_page("phone", join_url(g))
    st = wait_ready(phone)
    card = min(int(a.split()[1]) for a in st["legal"] if a.startswith("play "))
    phone.tap(f"#card-{card}")
    tip = phone.locator("#tip")
    expect(tip).to_be_visible()
    assert state(phone)["v"] == st["v"]
    expect(tip.locator("button.tip-act")).to_have_text(f"Play the {card}")
    assert layout_problems(phone, True) == []
    tip.locator("button.tip-act").tap()
    phone.wait_for_function(f"Number(document.body.dataset.version) > {st['v']}")
    # a panel's counter explains itself on a tap too
    phone.locator(".panel.me .counter").first.tap()
    expect(tip).to_contain_text("Cards this player holds")


def test_confirm_setting_and_undo(server, open_page):
    g = new_game(server, "toy", ["human", "random"], {"target": 60})
    page = open_page("desktop", join_url(g))
    st = wait_ready(page)
    card = min(int(a.split()[1]) for a in st["legal"] if a.startswith("play "))
    page.check("#confirm-setting")
    assert page.evaluate("localStorage.getItem('tianxia.confirm')") == "1"
    page.click(f"#card-{card}")
    expect(page.locator("#confirm-box")).to_be_visible()
    expect(page.locator("#confirm-label")).to_have_text(f"Do this? Play the {card}")
    page.click("#confirm-cancel")
    expect(page.locator("#confirm-box")).to_be_hidden()
    assert state(page)["v"] == st["v"]
    ms = click_to(page, f"play {card}")  # click_to confirms when asked
    assert ms >= 0
    assert state(page)["v"] == st["v"] + 1
    # the setting is the player's: kept for the next page
    page.reload()
    wait_ready(page)
    expect(page.locator("#confirm-setting")).to_be_checked()
    page.uncheck("#confirm-setting")
    # undo: playing a card revealed nothing, so it can be taken back
    expect(page.locator("#undo")).to_be_visible()
    page.click("#undo")
    page.wait_for_function(f"Number(document.body.dataset.version) > {st['v'] + 1}")
    expect(page.locator(f"#hand #card-{card}")).to_have_count(1)
    expect(page.locator("#notice")).to_contain_text("took back")


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_what_changed_is_marked_and_pieces_glide_unless_reduced_motion(server, open_page, motion):
    g = new_game(server, "toy", ["human", "random"], {"target": 60})
    page = open_page("phone", join_url(g), reduced_motion=motion)
    st = wait_ready(page)
    low, high = sorted(int(a.split()[1]) for a in st["legal"] if a.startswith("play "))[:2]
    page.evaluate("""() => { window.__glides = 0; const orig = Element.prototype.animate;
        Element.prototype.animate = function (...a) { window.__glides++; return orig.apply(this, a); }; }""")
    # playing the lower card moves the higher one left in the hand strip (at the phone's left
    # edge): it glides there
    click_to(page, f"play {low}")
    glides = page.evaluate("window.__glides")
    assert (glides > 0) == (motion == "no-preference"), glides
    expect(page.locator(f"#card-{high}")).to_have_count(1)
    # nothing is marked after my own move; the bot's move is, until my next decision
    assert page.locator("#board .changed").count() == 0
    click_to(page, "end")
    page.wait_for_function("document.body.dataset.mine === '1'")
    # (the bot's move shows on its box, the deck, the die or a turned-up card; never on my box)
    expect(page.locator("#board .changed")).not_to_have_count(0)
    expect(page.locator("#seat-0.changed")).to_have_count(0)


def test_names_asked_once_shown_everywhere_and_remembered(server, open_page, browser):
    g = new_game(server, "toy", ["human", "human"], {"target": 60})
    page = open_page("desktop", join_url(g, 0))
    page.wait_for_function("document.body.dataset.version !== undefined")
    expect(page.locator("#name-dialog")).to_be_visible()
    page.fill("#name-input", "Anna")
    page.click("#name-save")
    expect(page.locator("#name-dialog")).to_be_hidden()
    expect(page.locator(".panel.me .pname")).to_have_text("Anna (you)")
    expect(page.locator("#board [data-seat-name='0']")).to_have_text("Anna")
    expect(page.locator("#status")).to_contain_text("Your turn")
    # the other person sees it and is asked in turn; "later" leaves the default
    other = open_page("phone", join_url(g, 1))
    other.wait_for_function("document.body.dataset.version !== undefined")
    skip_name(other)
    expect(other.locator("#status")).to_contain_text("Waiting for Anna")
    expect(other.locator(".panel.me .pname")).to_have_text("Player 2 (you)")
    # the name is remembered by the browser for the next game, and can be changed from the panel
    g2 = new_game(server, "toy", ["human", "random"], {"target": 60})
    page.goto(join_url(g2))
    expect(page.locator("#name-input")).to_have_value("Anna")
    page.click("#name-later")
    page.click(".panel.me .rename")
    page.fill("#name-input", "Anna K")
    page.click("#name-save")
    expect(page.locator(".panel.me .pname")).to_have_text("Anna K (you)")


def test_phone_board_is_one_to_one_pans_and_zooms(server, open_page):
    g = new_game(server, "toy", ["human", "random", "random", "random"], {"target": 60})
    page = open_page("phone", join_url(g))
    wait_ready(page)
    # the bots' moves redraw the board (and give focus back, which pans): measure once they wait for us
    page.wait_for_function("document.body.dataset.mine === '1'")
    width = page.evaluate("document.querySelector('#board svg').getBoundingClientRect().width")
    assert abs(width - 520) < 1  # 1 SVG unit = 1 CSS px, wider than the phone: it pans
    expect(page.locator("#board-tools")).to_be_visible()
    # the status bar and the hand strip stay in view at the bottom
    dock = page.evaluate("(() => { const r = document.getElementById('dock').getBoundingClientRect(); "
                         "return [r.top, r.bottom]; })()")
    assert dock[1] <= 844 + 1 and dock[0] > 400
    svg_width = "document.querySelector('#board svg').getBoundingClientRect().width"
    page.click("#zoom-in")
    page.wait_for_function(f"{svg_width} > 600")  # Panzoom applies the scale on the next frame
    page.click("#zoom-fit")
    page.wait_for_function(f"{svg_width} < 400")
    # the wheel zooms too (and pinching, which Panzoom reads from the same pointer events)
    box = page.locator("#board-viewport").bounding_box()
    fitted_width = page.evaluate(svg_width)
    page.mouse.move(box["x"] + 100, box["y"] + 100)
    page.mouse.wheel(0, -300)
    page.wait_for_function(f"{svg_width} > {fitted_width} + 10")
    page.click("#zoom-fit")
    # fitted again (Panzoom draws on the next frame; a small wheel zoom may also be under 400 px wide)
    page.wait_for_function(f"Math.abs({svg_width} - {fitted_width}) < 1")
    fitted = page.evaluate("(() => { const r = document.querySelector('#board svg').getBoundingClientRect(); "
                           "return [r.left, r.right]; })()")
    vp = page.evaluate("document.getElementById('board-viewport').getBoundingClientRect().right")
    assert fitted[1] <= vp + 1
    # keyboard focus pans a component into view
    for _ in range(3):
        page.click("#zoom-in")
    page.wait_for_function(f"{svg_width} > 650")
    page.locator("#seat-3").focus()
    page.wait_for_timeout(100)
    r = page.evaluate("(() => { const a = document.getElementById('seat-3').getBoundingClientRect(), "
                      "b = document.getElementById('board-viewport').getBoundingClientRect(); "
                      "return a.left >= b.left - 1 && a.right <= b.right + 1; })()")
    assert r
    assert layout_problems(page, True) == []


def test_spectator_sees_the_table_without_acting(server, open_page):
    g = new_game(server, "toy", ["human", "random"], {"target": 60})
    page = open_page("desktop", f"/games/{g['id']}/watch")
    st = wait_ready(page)
    assert not st["mine"]
    expect(page.locator("#status")).to_contain_text("Waiting for Player 1")
    assert page.locator("#hand-strip").is_hidden()
    assert page.locator("#board [data-action]:not([aria-disabled=true])").count() == 0
    assert layout_problems(page, False) == [] and axe_violations(page) == []


def test_chat_is_live_between_seats_as_text_with_mute_and_a_phone_drawer_and_progress_and_new_lines_marked(
        server, open_page):
    """Chat (static/chat.js): seat 0 writes, seat 1's page shows it at once, as text; a muted seat's
    message is hidden; a spectator on a phone gets an unread count on the chat button, whose drawer
    opens and closes.  Progress (progress.js) is the server's figure.  The log (since.js) marks the
    lines after seat 0's own last action."""
    g = new_game(server, "huang", ["human", "human"])
    a, b = open_page("desktop", join_url(g, 0)), open_page("desktop", join_url(g, 1))
    phone = open_page("phone", f"/games/{g['id']}/watch")
    for page in (a, b, phone):
        wait_ready(page)
    xss = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">'
    a.fill("#chat-input", xss)
    a.press("#chat-input", "Enter")
    expect(b.locator("#chat-list li")).to_have_text([f"Player 1 {xss}"])
    expect(b.locator("#chat-list li .chat-who")).to_have_text(["Player 1"])
    assert b.locator("#chat-list script, #chat-list img").count() == 0 and b.evaluate("window.__xss") is None
    expect(a.locator("#chat-input")).to_have_value("")
    expect(phone.locator("#chat-badge")).to_have_text("1 new")  # the drawer is closed: counted
    assert phone.locator("#chat-list").is_hidden()
    phone.click("#chat-toggle")
    expect(phone.locator("#chat-list li")).to_have_text([f"Player 1 {xss}"])
    expect(phone.locator("#chat-badge")).to_be_hidden()
    assert layout_problems(phone, True) + axe_violations(phone) == []  # the open drawer, too
    phone.fill("#chat-input", "hello from the audience")
    phone.press("#chat-input", "Enter")
    expect(a.locator("#chat-list li.spectator .chat-who")).to_have_text(["Spectator"])
    phone.click("#chat-close")
    expect(phone.locator("#chat-list")).to_be_hidden()
    a.click("#chat-mute summary")
    a.check("#chat-mute-list input[value='1']")
    b.fill("#chat-input", "a muted line")
    b.press("#chat-input", "Enter")
    expect(phone.locator("#chat-badge")).to_have_text("1 new")
    expect(a.locator("#chat-list li[data-writer='1']")).to_be_hidden()
    # progress: the rules' figure (H-17.1: the share of the bag drawn), as the API says it
    expect(a.locator("#progress-text")).to_contain_text("% played")
    summary = httpx.get(f"{server.url}/api/games/{g['id']}").json()
    assert a.locator("#progress").get_attribute("data-progress") == str(int(summary["progress"] * 100 + 1e-9))
    # seat 0 plays its turn, seat 1 one action: seat 0's log marks seat 1's lines as new
    tokens = {s["seat"]: s["token"] for s in g["seats"]}

    def act(seat):
        view = httpx.get(f"{server.url}/api/games/{g['id']}/seats/{seat}/view",
                         headers={"X-Seat-Token": tokens[seat]}).json()
        r = httpx.post(f"{server.url}/api/games/{g['id']}/seats/{seat}/actions", headers={"X-Seat-Token": tokens[seat]},
                       json={"action": view["legal"][0], "version": view["version"]})
        assert r.status_code == 200, r.text
        a.wait_for_function(f"Number(document.body.dataset.version) >= {r.json()['version']}")
        return r.json()

    mine = False  # (the first player is drawn at random, H-5.10)
    while True:
        seat = httpx.get(f"{server.url}/api/games/{g['id']}").json()["current_player"]
        if mine and seat == 1:
            break
        mine = act(seat) is not None and (mine or seat == 0)
    expect(a.locator("#log .log-since")).to_have_count(0)  # nothing new right after seat 0's own action
    act(1)
    expect(a.locator("#log .log-since")).to_have_text("New since your turn")
    assert a.locator("#log li.since").count() >= 1
    assert a.js_errors == [] and b.js_errors == [] and phone.js_errors == []
