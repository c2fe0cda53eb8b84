"""The lobby, result, help and replay pages in a real Chromium at 1366x900 and 390x844: the
layout check (no text under 9 CSS px, 12 on phones; no overlapping text; targets of 44x44 CSS px
on phones; nothing past the right edge; every control named) and an axe-core scan with no
serious or critical violation on each; and the lobby used as a person would (menus, name,
"Your games"), the replay's log following the step."""

from __future__ import annotations

import random

import httpx
import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import axe_violations, layout_problems

import tianxia
from tianxia.core import record as records

sync_api = browser_tests_or_skip()
expect = sync_api.expect

SIZES = {"desktop": (1366, 900), "phone": (390, 844)}


@pytest.fixture(scope="module")
def finished(server):
    """A finished Dragon game (uploaded from a seeded random game) the result and replay pages show."""
    state = tianxia.load("dragon").new_state(3, seed=8)
    rng = random.Random(8)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    r = httpx.post(f"{server.url}/api/records", json=records.make(state))
    assert r.status_code == 201, r.text
    return r.json()["id"], len(state.history)


def tooltip_on_focus(page, where: str) -> None:
    """A piece of the drawing names itself and shows the table's tooltip when focused."""
    piece = page.locator(f"{where} [data-tip-name]").first
    assert piece.get_attribute("aria-label")
    piece.focus()
    expect(page.locator("#tip")).to_be_visible()
    expect(page.locator("#tip strong")).to_have_text(piece.get_attribute("data-tip-name"))
    page.keyboard.press("Escape")
    expect(page.locator("#tip")).to_be_hidden()


def clean(page, size: str) -> None:
    """No layout problem and no serious accessibility violation.  Text inside a game's drawing
    (#board) is the game's own (its table tests check it in every state): reported, not failed."""
    problems = layout_problems(page, size == "phone")
    drawing = [p for p in problems if " in #board" in p]
    if drawing:
        print(f"{page.url} {size}: the game's drawing has {len(drawing)} layout problems:", *drawing, sep="\n  ")
    problems = [p for p in problems if p not in drawing]
    assert problems == [], "\n".join(problems)
    violations = axe_violations(page)
    assert violations == [], "\n".join(violations)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_lobby_is_clean_and_creates_a_game_from_menus_with_your_name(open_site_page, size):
    page = open_site_page(size, "/")
    expect(page.locator("select[name=seat_1]")).to_have_value("medium")
    clean(page, size)
    page.fill("#player-name", "Mei")
    page.select_option("#players-select", "3")
    expect(page.locator("select[name=seat_2]")).to_be_visible()
    expect(page.locator(".seat-choice .you-mark:visible")).to_have_count(1)
    page.select_option("select[name=seat_0]", "hard")  # then the first person's seat is yours
    page.select_option("select[name=seat_1]", "human")
    expect(page.locator("label:has(select[name=seat_1]) .you-mark")).to_be_visible()
    expect(page.locator("label:has(select[name=seat_0]) .you-mark")).to_be_hidden()
    page.select_option("select[name=seat_0]", "human")
    expect(page.locator("label:has(select[name=seat_0]) .you-mark")).to_be_visible()
    page.select_option("select[name=seat_1]", "human")
    page.select_option("select[name=seat_2]", "easy")
    page.click("#create-button")
    expect(page.locator("#created-game")).to_be_visible()
    expect(page.locator(".created .you a")).to_have_text("Play as Mei")
    expect(page.locator(".created .you a")).to_be_focused()  # your link, brought into view
    expect(page.locator(".created .you a")).to_be_in_viewport()
    expect(page.locator(".created li.bot")).to_have_text("Player 3: Easy bot")
    clean(page, size)  # the links shown once
    assert page.evaluate("localStorage.getItem('tianxia.name')") == "Mei"
    gid = page.locator("#created-game").get_attribute("data-game")
    page.click(".created .you a")
    page.wait_for_url(f"**/games/{gid}/seat/0")
    # back in the lobby, this browser lists the seat with the way back, and remembers the name
    page.goto("/")
    expect(page.locator("#player-name")).to_have_value("Mei")
    back = page.locator(f"#your-games li[data-game='{gid}'] a.back-to-seat")
    expect(back).to_have_attribute("href", f"/games/{gid}/seat/0")
    expect(page.locator(f"#your-games li[data-game='{gid}']")).to_contain_text("you play Mei")
    clean(page, size)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_lobby_in_polish_is_clean(open_site_page, size):
    page = open_site_page(size, "/?game=zhanguo", lang="pl-PL")
    expect(page.locator("h1").first).to_have_text("Nowa gra")
    clean(page, size)


@pytest.mark.parametrize("size", list(SIZES))
def test_the_result_page_is_clean(open_site_page, finished, size):
    gid, _ = finished
    page = open_site_page(size, f"/games/{gid}/result")
    expect(page.locator("#result-table tfoot td")).to_have_count(3)
    clean(page, size)
    tooltip_on_focus(page, "#board")


@pytest.mark.parametrize("game", ["dragon", "emperor", "huang", "zhanguo"])
@pytest.mark.parametrize("size", list(SIZES))
def test_the_help_pages_are_clean(open_site_page, game, size):
    page = open_site_page(size, f"/help/{game}")
    expect(page.locator("#glossary .piece").first).to_be_visible()
    clean(page, size)
    tooltip_on_focus(page, ".drawing")
    if size == "phone":  # tap to inspect; the tip stays until the next tap elsewhere
        piece = page.locator(".drawing [data-tip-name]").nth(2)
        piece.scroll_into_view_if_needed()
        piece.tap()
        expect(page.locator("#tip strong")).to_have_text(piece.get_attribute("data-tip-name"))
        page.wait_for_timeout(300)
        expect(page.locator("#tip")).to_be_visible()
        page.locator("h1").first.tap()
        expect(page.locator("#tip")).to_be_hidden()


@pytest.mark.parametrize("size", list(SIZES))
def test_the_replay_is_clean_and_its_log_follows_the_step(open_site_page, finished, size):
    gid, total = finished
    page = open_site_page(size, f"/games/{gid}/replay?step=60")
    page.wait_for_function("document.body.dataset.step === '60'")
    clean(page, size)
    for step in (61, 62):
        page.click("#next")
        page.wait_for_function(f"document.body.dataset.step === '{step}'")
        expect(page.locator("#step-label")).to_have_text(f"Step {step} of {total}")
        current = page.locator("#log li.current")
        assert current.count() >= 1
        # the step's lines are shown inside the log's box, and later lines are dimmed
        inside = page.evaluate("""() => { const log = document.getElementById('log').getBoundingClientRect();
            return [...document.querySelectorAll('#log li.current')].every(li => { const r = li.getBoundingClientRect();
              return r.top >= log.top - 1 && r.bottom <= log.bottom + 1; }); }""")
        assert inside
        assert page.locator("#replay-action").inner_text() == " · ".join(current.all_inner_texts())
    assert page.locator("#log li.future").count() > 0
    # the board as the table draws it: what the last step changed is marked, every piece names itself
    assert page.locator("#board .changed").count() >= 1
    tooltip_on_focus(page, "#board")
    page.click("#last")
    page.wait_for_function(f"document.body.dataset.step === '{total}'")
    assert page.locator("#log li.future").count() == 0
    page.click("#first")
    page.wait_for_function("document.body.dataset.step === '0'")
    expect(page.locator("#replay-action")).to_have_text("The game begins.")
    page.click("#autoplay")  # steps on by itself until paused
    expect(page.locator("#autoplay")).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("document.body.dataset.step === '2'", timeout=10_000)
    page.click("#autoplay")
    expect(page.locator("#autoplay")).to_have_attribute("aria-pressed", "false")
    still = page.evaluate("document.body.dataset.step")
    page.wait_for_timeout(1500)
    assert page.evaluate("document.body.dataset.step") == still


def test_your_games_gives_a_fresh_link_that_revokes_the_old_one(open_site_page, server):
    g = httpx.post(f"{server.url}/api/games", json={"game": "dragon", "seats": ["human", "easy"]}).json()
    old = g["seats"][0]["join_url"]
    page = open_site_page("phone", old)  # take the seat: this browser holds it
    page.goto("/")
    entry = page.locator(f"#your-games li[data-game='{g['id']}']")
    expect(entry.locator("a.back-to-seat")).to_be_visible()
    entry.locator("details.relink summary").click()
    clean(page, "phone")
    entry.locator("button.make-link").click()
    field = entry.locator(".made input.copy")
    expect(field).to_be_visible()
    new = field.input_value()
    assert new != old and f"/join/{g['id']}/0?token=" in new
    page.wait_for_timeout(16_000)  # the list's refresh must not wipe the new link while it is shown
    expect(field).to_have_value(new)
    assert httpx.get(old, follow_redirects=False).status_code == 403  # the old link no longer works
    page.goto(f"/games/{g['id']}/seat/0")  # this browser's cookie was renewed with it
    page.wait_for_function("document.body.dataset.version !== undefined")
