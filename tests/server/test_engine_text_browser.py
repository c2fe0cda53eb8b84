"""In a real headless Chromium with a Polish locale: the table's words, the engine's log, the
tooltips and a refusal are Polish; a move reached by clicks is sent as its notation and played."""

from __future__ import annotations

import httpx
from server_helpers import TIMEOUT, browser_tests_or_skip
from table_helpers import click_to, is_beginning, offers, wait_ready

sync_api = browser_tests_or_skip()
expect = sync_api.expect


def test_a_polish_player_plays_by_clicks_in_polish(server, browser):
    g = httpx.post(f"{server.url}/api/games", json={"game": "dragon", "seats": ["human", "random"],
                                                    "options": {"start_player": 0}}).json()
    ctx = browser.new_context(base_url=server.url, locale="pl-PL")
    ctx.set_default_timeout(TIMEOUT)
    page = ctx.new_page()
    page.goto(g["seats"][0]["join_url"].replace(server.url, ""))
    page.wait_for_function("document.body.dataset.version !== undefined")
    expect(page.locator("#name-later")).to_have_text("Później")  # the name question is Polish too
    wait_ready(page)
    expect(page.locator("#status")).to_contain_text("Twoja kolej")
    expect(page.locator("#log li").first).to_have_text("Gracz 1 rozpoczyna grę")  # seat 0, named as the page names it
    # the way to the first pair is named in Polish: hovering it says what a click does, in Polish
    first = next(a for a in offers(page) if is_beginning(a, "pair cr cl"))
    page.hover(f'[data-action="{first}"]')
    expect(page.locator("#tip")).to_contain_text("Kliknij")
    # a refused typed action gives the engine's reason in Polish
    page.click("#notation summary")
    page.fill("#typed-action", "pair zz zz")
    page.click("#typed button")
    expect(page.locator("#message")).to_contain_text("Błąd: 'pair zz zz' jest niedozwolony: oba rodzaje")
    click_to(page, "pair cr cl")
    expect(page.locator("#log li").last).to_contain_text("Gracz 1 bierze rzemieśln")
    assert "Seat" not in page.locator("#log").inner_text()
    ctx.close()
