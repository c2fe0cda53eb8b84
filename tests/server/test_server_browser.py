"""End to end in a real headless Chromium (Playwright for Python, Debian's /usr/bin/chromium).

Two browser contexts (two people with separate cookies) create, join and play games against
each other and a bot: moves are made by clicking the board, the hand strip or the status bar, each context is pushed
the other's moves, sees its own secrets and not the other's, can take back a move, and a
finished game can be stepped through, downloaded and uploaded again.
"""

from __future__ import annotations

import json
import re

import pytest
from server_helpers import (STATE_JS, browser_tests_or_skip, create_in_lobby, dragon_ready, people, token_of, version,
                            wait_version_above)
from table_helpers import click_to, skip_name, state, wait_ready

sync_api = browser_tests_or_skip()
expect = sync_api.expect




@pytest.fixture
def two_people(browser, server):
    with people(browser, server.url, 2) as pages:
        yield pages


def my_hand(page) -> list[int]:
    return sorted(int(t) for t in page.locator("#hand .hand-card").all_text_contents())


def test_two_people_and_a_bot_play_and_each_sees_only_their_own_secrets(two_people, server):
    import httpx

    alice, bob = two_people
    g = create_in_lobby(alice, "toy", ["human", "human", "random"], {"target": 60})
    assert set(g["links"]) == {0, 1}
    alice.goto(g["links"][0])
    bob.goto(g["links"][1])
    # the token left the address bar at once (it lives in an HttpOnly cookie)
    assert "token" not in alice.url and alice.url.endswith(f"/games/{g['id']}/seat/0")
    wait_ready(alice), wait_ready(bob)  # each is asked for a name first: "later"
    expect(alice.locator("#status")).to_contain_text("Your turn")
    expect(bob.locator("#status")).to_contain_text("Waiting for Player 1")
    hands = {}
    for seat, page in ((0, alice), (1, bob)):
        r = httpx.get(f"{server.url}/api/games/{g['id']}/seats/{seat}/view",
                      headers={"X-Seat-Token": token_of(g["links"][seat])}).json()
        hands[seat] = sorted(r["view"]["hand"])
        expect(page.locator("#hand .hand-card")).to_have_count(len(hands[seat]))
        assert my_hand(page) == hands[seat]
    assert not set(hands[0]) & set(hands[1])
    # Bob cannot act out of turn: his board and hand offer nothing to click
    assert bob.locator("#board [data-action], #hand [data-action], #choices button").count() == 0
    # an illegal typed action (in the notation section) is answered with the reason and changes nothing
    v = version(alice)
    alice.click("#notation summary")
    alice.fill("#typed-action", "play 99")
    alice.click("#typed button")
    expect(alice.locator("#message")).to_contain_text("not a legal action")
    assert version(alice) == v
    # Alice draws by clicking the deck: she sees the card, Bob only that she drew
    alice.click("#board [data-action='draw']")
    wait_version_above(bob, v)
    expect(alice.locator("#log")).to_contain_text("Player 1 draws the")
    expect(bob.locator("#log")).to_contain_text("Player 1 draws a card")
    assert "draws the" not in bob.locator("#log").inner_text()
    assert "draws the" not in bob.content()
    expect(alice.locator("#hand .hand-card")).to_have_count(len(hands[0]) + 1)
    # Bob plays a card by clicking it in his hand strip, then ends his turn in the status bar
    expect(bob.locator("#status")).to_contain_text("Your turn")
    card = my_hand(bob)[0]
    v = version(bob)
    bob.click(f"#hand [data-action='play {card}']")
    wait_version_above(alice, v)
    expect(alice.locator("#log")).to_contain_text(f"Player 2 plays {card}")
    # he takes it back: allowed (nothing hidden was revealed) and Alice sees it happen
    expect(bob.locator("#undo")).to_be_enabled()
    bob.click("#undo")
    expect(alice.locator("#notice")).to_contain_text(f"Player 2 took back 'play {card}'")
    expect(bob.locator("#hand .hand-card")).to_have_count(len(hands[1]))
    bob.click(f"#hand [data-action='play {card}']")
    expect(bob.locator("#choices button[data-action='end']")).to_be_visible()
    bob.click("#choices button[data-action='end']")
    # the bot (seat 2) moves by itself and it is Alice's turn again, pushed without a reload (its
    # worker process may still be starting on a loaded machine: a bot's wait, not the page's)
    expect(alice.locator("#status")).to_contain_text("Your turn", timeout=60_000)
    expect(alice.locator("#log")).to_contain_text("Player 3 ")
    # a spectator sees the public view: no hand at all
    watcher = alice.context.browser.new_page(base_url=server.url)
    watcher.goto(f"/games/{g['id']}/watch")
    expect(watcher.locator("#status")).to_contain_text("Waiting for Player 1")
    assert watcher.locator("#board .hand-card, #hand .hand-card").count() == 0
    assert "draws the" not in watcher.content()
    watcher.close()
    # without the seat's cookie, Bob cannot open Alice's seat
    bob.goto(f"/games/{g['id']}/seat/0")
    expect(bob.locator("#error-message")).to_contain_text("token")


def play_to_the_end(pages: list, limit: int = 2000, moves: int | None = None) -> int:
    """Each person takes their first legal action, by clicks (table_helpers.click_to), whenever
    it is their decision, until the end (or ``moves`` moves).  Returns the number of moves made."""
    made = 0
    for page in pages:
        skip_name(page)
    for _ in range(limit):
        progressed = False
        for page in pages:
            st = page.evaluate(STATE_JS)
            if st["over"] or (moves is not None and made >= moves):
                return made
            if st["mine"]:
                page.wait_for_function("document.querySelectorAll('#legal-list option').length > 0")
                made += 1
                click_to(page, state(page)["legal"][0])
                progressed = True
        if not progressed:
            pages[0].wait_for_timeout(10)
    raise AssertionError("the game did not finish in the browser")


def test_a_full_game_then_result_replay_download_and_upload(two_people, server, tmp_path):
    alice, bob = two_people
    game = "toy"
    g = create_in_lobby(alice, game, ["human", "human", "random"], {"target": 12})
    alice.goto(g["links"][0])
    bob.goto(g["links"][1])
    version(alice), version(bob)
    play_to_the_end([alice, bob])
    expect(bob.locator("#links")).to_be_visible()
    # the result page
    alice.click("#result-link")
    expect(alice.locator("#result-table")).to_be_visible()
    # download the record (the command line's JSON)
    with alice.expect_download() as info:
        alice.click("#download")
    path = tmp_path / "record.json"
    info.value.save_as(path)
    record = json.loads(path.read_text())
    assert record["game"] == game and record["result"] is not None
    # step through the replay
    alice.goto(f"/games/{g['id']}/replay")
    alice.wait_for_function("document.body.dataset.step === '0'")
    alice.click("#next")
    alice.wait_for_function("document.body.dataset.step === '1'")
    expect(alice.locator("#replay-action")).not_to_have_text("")  # the first action, in words
    alice.click("#last")
    alice.wait_for_function(f"document.body.dataset.step === '{len(record['history'])}'")
    alice.click("#prev")
    alice.wait_for_function(f"document.body.dataset.step === '{len(record['history']) - 1}'")
    # upload it again from the lobby: a replay of the same game
    bob.goto("/")
    bob.set_input_files("input[name=record]", str(path))
    bob.click("form[action='/records'] button")
    bob.wait_for_url(re.compile(r"/games/\w+/replay"))
    bob.wait_for_function("document.body.dataset.step === '0'")
    bob.click("#last")
    bob.wait_for_function(f"document.body.dataset.step === '{len(record['history'])}'")


@pytest.mark.skipif(not dragon_ready(), reason="In the Year of the Dragon is not playable yet")
def test_two_people_and_a_bot_play_dragon(two_people, server):
    """The first game end to end: options from the form, actions from the board or the list,
    every move pushed to both people, who (no secrets in this game, D-18.1) see the same log."""
    alice, bob = two_people
    import tianxia

    options = {"great_wall": "on"} if "great_wall" in tianxia.load("dragon").options else {}
    g = create_in_lobby(alice, "dragon", ["human", "human", "random"], options)
    alice.goto(g["links"][0])
    bob.goto(g["links"][1])
    version(alice), version(bob)
    made = play_to_the_end([alice, bob], moves=8)
    assert made == 8
    # wait for a quiet moment (a person must decide, so nothing moves), then compare
    for _ in range(500):
        quiet = [p for p in (alice, bob) if p.evaluate(STATE_JS)["mine"]]
        if quiet:
            break
        alice.wait_for_timeout(10)
    v = version(quiet[0])
    for page in (alice, bob):
        page.wait_for_function(f"Number(document.body.dataset.version) === {v}")
    expect(alice.locator("#log li")).not_to_have_count(0)
    lines = "#log li:not(.log-since)"  # (each seat's own "New since your turn" divider aside)
    assert alice.locator(lines).all_inner_texts() == bob.locator(lines).all_inner_texts()


def test_language_follows_the_browser_and_the_switch(browser, server):
    ctx = browser.new_context(base_url=server.url, locale="pl-PL")
    page = ctx.new_page()
    page.goto("/")
    expect(page.locator("h1")).to_have_text("Nowa gra")
    page.click("a[data-lang=en]")
    expect(page.locator("h1")).to_have_text("New game")
    page.click("a[data-lang=pl]")
    expect(page.locator("#create-button")).to_have_text("Utwórz grę")
    # a refused form shows the reason where the links would have appeared
    page.click("details.advanced summary")
    page.fill("input[name=spec_1]", "genius")
    page.click("#create-button")
    expect(page.locator("#created .error")).to_contain_text("Błąd: miejsce 1: nieznany bot 'genius'")
    ctx.close()
