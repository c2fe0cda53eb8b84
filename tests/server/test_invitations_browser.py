"""Invitations, the profile and the leaderboard in Chromium (issue 27): the creator invites an
account by name from the lobby's "game created" box, the invitee accepts in their lobby and lands
on the seat, or declines; the profile's rating plot fits a 390 px phone and is readable; the
pages have no serious accessibility violation."""

from __future__ import annotations

import random
import time

import httpx
import pytest
from playwright.sync_api import expect
from server_helpers import browser_tests_or_skip, create_in_lobby
from table_helpers import SIZES, axe_violations, layout_problems

browser_tests_or_skip()

PASSWORD = "a long pass phrase"


@pytest.fixture(scope="module")
def two(browser, server):
    """Anna and Bob, signed in, each in a browser context of their own (phone size)."""
    contexts, pages = [], []
    for name in ("Anna", "Bob"):
        w, h = SIZES["phone"]
        ctx = browser.new_context(base_url=server.url, viewport={"width": w, "height": h}, has_touch=True,
                                  locale="en-GB")
        ctx.set_default_timeout(20_000)
        r = ctx.request.post("/api/accounts", data={"name": name, "password": PASSWORD})
        assert r.status == 201, r.text()
        page = ctx.new_page()
        page.js_errors = []
        page.on("pageerror", lambda e, p=page: p.js_errors.append(str(e)))
        contexts.append(ctx)
        pages.append(page)
    yield pages
    for ctx in contexts:
        ctx.close()


def test_the_creator_invites_by_name_and_the_invitee_accepts_or_declines_in_the_lobby(two, server):
    anna, bob = two
    made = create_in_lobby(anna, "toy", ["human", "human", "human"])
    forms = anna.locator("form.invite-form")
    expect(forms).to_have_count(2)  # the two seats Anna does not play
    forms.nth(0).locator("input[name=name]").fill("nobody here")
    forms.nth(0).locator("button").click()
    expect(forms.nth(0).locator(".invite-status.error")).to_have_text("no player nobody here")
    forms.nth(0).locator("input[name=name]").fill("bob")
    forms.nth(0).locator("button").click()
    expect(forms.nth(0).locator(".invite-status")).to_contain_text("Bob is invited")
    forms.nth(1).locator("input[name=name]").fill("Bob")
    forms.nth(1).locator("button").click()
    expect(forms.nth(1).locator(".invite-status")).to_contain_text("Bob is invited")
    # Bob's lobby lists both; he declines one and accepts the other: his seat's page opens
    bob.goto("/")
    invitations = bob.locator("li.invitation.received")
    expect(invitations).to_have_count(2)
    expect(invitations.first).to_contain_text("Anna invites you to play Toy Cards")
    assert not layout_problems(bob, True) and not axe_violations(bob)
    invitations.nth(1).locator("button.invitation-decline").click()
    expect(invitations).to_have_count(1)
    invitations.first.locator("button.invitation-accept").click()
    bob.wait_for_url(f"**/games/{made['id']}/seat/*")
    seat = int(bob.url.rsplit("/", 1)[1])
    bob.wait_for_function("document.body.dataset.version !== undefined")
    # the seat is his on every device: listed by the API; Anna's lobby lists nothing sent any more
    mine = bob.context.request.get("/api/me/games").json()
    assert [(g["game_id"], g["seat"]) for g in mine] == [(made["id"], seat)]
    anna.goto("/")
    anna.wait_for_function("document.body.dataset.yours === '1'")  # "Your games" loaded
    assert anna.locator("li.invitation").count() == 0
    assert anna.js_errors == [] and bob.js_errors == []


def play_out(server, game_id, tokens, rng):
    with httpx.Client(base_url=server.url, timeout=30) as c:
        for _ in range(2000):
            summary = c.get(f"/api/games/{game_id}").json()
            if summary["status"] == "finished":
                return
            seat = summary["current_player"]
            view = c.get(f"/api/games/{game_id}/seats/{seat}/view", headers={"X-Seat-Token": tokens[seat]}).json()
            c.post(f"/api/games/{game_id}/seats/{seat}/actions", json={"action": rng.choice(view["legal"]),
                   "version": view["version"]}, headers={"X-Seat-Token": tokens[seat]})
    raise AssertionError("the game did not end")


def test_the_profile_plot_fits_a_phone_and_links_the_leaderboard(two, server):
    anna, bob = two
    rng = random.Random(4)
    for _ in range(3):  # three rated games of Anna and Bob
        r = anna.context.request.post("/api/games", data={"game": "toy", "seats": ["human", "human"],
                                                          "options": {"target": 8}})
        g = r.json()
        link = g["seats"][1]["join_url"].split(server.url, 1)[1]
        assert bob.context.request.get(link, max_redirects=0).status == 303
        play_out(server, g["id"], {s["seat"]: s["token"] for s in g["seats"]}, rng)
    deadline = time.time() + 20  # a finished game is rated in a thread, just after its last move
    while sum(r["games"] for r in httpx.get(f"{server.url}/api/players/Anna").json()["ratings"]) < 3:
        assert time.time() < deadline, "the third game was not rated"
        time.sleep(0.05)
    anna.goto("/players/Anna")
    expect(anna.locator("dd[data-stat=games]")).to_have_text("3")
    box = anna.locator("svg.rating-plot").bounding_box()
    assert 300 <= box["width"] <= 390 and box["x"] >= 0 and box["x"] + box["width"] <= 390
    tick = anna.locator("svg.rating-plot text.tick").first.bounding_box()
    assert tick["height"] >= 11  # the axis labels stay readable at a phone's width
    assert anna.evaluate("document.documentElement.scrollWidth") <= 390
    assert not layout_problems(anna, True) and not axe_violations(anna)
    anna.locator("a[href='/leaderboard/toy']").first.click()
    anna.wait_for_url("**/leaderboard/toy")
    expect(anna.locator("table.leaderboard tbody tr")).to_have_count(2)
    assert not layout_problems(anna, True) and not axe_violations(anna)
    anna.locator("table.leaderboard a", has_text="Bob").click()
    anna.wait_for_url("**/players/Bob")
    assert anna.js_errors == []
