"""In a real headless Chromium with a Polish locale: the engine's log, the board, the names of
the moves and a refusal are Polish; a move chosen by its Polish name is sent as its notation
and played."""

from __future__ import annotations

import httpx
from server_helpers import TIMEOUT, browser_tests_or_skip, chromium

sync_api = browser_tests_or_skip()
expect = sync_api.expect



def test_a_polish_player_plays_by_the_polish_names_of_the_moves(server):
    g = httpx.post(f"{server.url}/api/games", json={"game": "dragon", "seats": ["human", "random"],
                                                    "options": {"start_player": 0}}).json()
    with chromium() as browser:
        ctx = browser.new_context(base_url=server.url, locale="pl-PL")
        ctx.set_default_timeout(TIMEOUT)
        page = ctx.new_page()
        page.goto(g["seats"][0]["join_url"].replace(server.url, ""))
        expect(page.locator("#status")).to_have_text("Twoja decyzja")
        expect(page.locator("#log li").first).to_have_text("Gracz 0 rozpoczyna grę")
        expect(page.locator("#board #title")).to_contain_text("W roku smoka — przygotowanie — Gracz 0 musi")
        # the board's move buttons carry Polish names; the notation is what they send
        first = page.locator("#board [data-action='pair cr cl']")
        expect(first.locator("text")).to_have_text("para: rzemieślnik i dama dworu")
        # a refused typed action gives the engine's reason in Polish
        page.fill("#typed-action", "pair zz zz")
        page.click("#typed button")
        expect(page.locator("#message")).to_contain_text("Błąd: 'pair zz zz' jest niedozwolony: oba rodzaje")
        v = int(page.evaluate("document.body.dataset.version"))
        first.click()
        page.wait_for_function(f"Number(document.body.dataset.version) > {v}")
        expect(page.locator("#log")).to_contain_text("Gracz 0 bierze rzemieślnika i damę dworu")
        assert "Seat 0" not in page.locator("#log").inner_text()
        ctx.close()
