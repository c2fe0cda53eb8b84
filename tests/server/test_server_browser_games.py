"""The real games with secrets end to end in headless Chromium (Playwright for Python, Debian's
/usr/bin/chromium): The Emperor of China, Huang and ZhanGuo.

For each game one person fills the lobby's form; two people (two browser contexts, separate
cookies) open their join links and play a short game against each other and a bot, moving by
clicks (table_helpers.click_to: the board, the hand strip, the status bar's buttons) and by typing
notation in the page's notation section.  Every move is
pushed to the other person.  Then each page must show its own secrets exactly as the server's
view for that seat holds them (Emperor: the hand; Huang: the tiles behind the screen and the
points; ZhanGuo: the hand) and nothing the other seat's view keeps secret: neither its hidden
items nor its secret log lines.  A spectator sees no hand at all.  An illegal move typed in the
page and one sent through the API out of turn are refused with the reason and change nothing.
"""

from __future__ import annotations

import random
import re

import httpx
import pytest
from server_helpers import (STATE_JS, browser_tests_or_skip, create_in_lobby, people, token_of, version,
                            wait_version_above)
from table_helpers import click_to, is_beginning, offers, skip_name


sync_api = browser_tests_or_skip()
expect = sync_api.expect

MOVES = 12  # moves made by the two people in each game (the bot moves in between)




# -- what a page shows, read from its board's DOM ------------------------------------------------------

OFFERED = "#board [data-action], #hand [data-action], #choices button"


def type_move(page, action):
    """Type a notation in the page's notation section (opened first) and send it."""
    if not page.locator("#notation[open]").count():
        page.click("#notation summary")
    page.fill("#typed-action", action)
    page.click("#typed button")

#: where a person would click a board element: the middle of a polygon (its corners' average, inside
#: since the clickable polygons are convex), else the middle of its box; relative to the box
INSIDE_JS = """(el) => {
  const r = el.getBoundingClientRect();
  if (el.points && el.points.numberOfItems) {
    const m = el.getScreenCTM(), n = el.points.numberOfItems;
    let x = 0, y = 0;
    for (let i = 0; i < n; i++) { const p = el.points.getItem(i).matrixTransform(m); x += p.x; y += p.y; }
    return {x: x / n - r.left, y: y / n - r.top};
  }
  return {x: r.width / 2, y: r.height / 2};
}"""

#: the board's actions that a click in their middle does not reach (another element lies on top, or
#: it is drawn outside the picture)
UNREACHABLE_JS = """async () => {
  // pieces that glide are somewhere else until their animation ends: wait for it
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null)));
  const inside = %s;
  const out = [];
  const tip = document.getElementById('tip');
  if (tip) tip.hidden = true;  // the last click's hover tooltip may lie over a neighbour
  for (const el of document.querySelectorAll('#board [data-action]:not([aria-disabled=true]), #hand [data-action]:not([aria-disabled=true])')) {
    if (getComputedStyle(el).visibility === 'hidden') continue;  // shown only under a selection (Huang's exchange)
    el.scrollIntoView({block: 'center', inline: 'center'});
    const r = el.getBoundingClientRect(), at = inside(el);
    const hit = document.elementFromPoint(r.left + at.x, r.top + at.y);
    if (!hit || hit.closest('[data-action]') !== el) out.push(el.getAttribute('data-action'));
  }
  return out;
}""" % INSIDE_JS

EMPEROR_HAND_JS = "() => [...document.querySelectorAll('#board [data-hand-card], #hand [data-hand-card]')].map(e => e.dataset.handCard)"

HUANG_SCREEN_JS = """() => {
  const hands = {};
  document.querySelectorAll('#board [data-hand], #hand [data-hand]').forEach((e) => {
    (hands[e.dataset.hand] ||= []).push([Number(e.dataset.position), e.dataset.tile]); });
  return {hands};
}"""

ZHANGUO_HANDS_JS = """() => {
  const out = {};
  document.querySelectorAll('#board [data-piece="hand-card"], #board [data-piece="draft-card"], #hand [data-piece="hand-card"], #hand [data-piece="draft-card"]').forEach((e) => {
    (out[e.dataset.seat] ||= []).push(e.hasAttribute('data-card') ? Number(e.dataset.card) : null); });
  return out;
}"""


def check_emperor(page, seat, views):
    """E: a seat's hand is its own (view(seat)["hand"]); others' hands are only counted (hand_sizes)."""
    shown = page.evaluate(EMPEROR_HAND_JS)
    if seat is None:
        assert shown == [] and views[None]["view"]["hand"] is None
        return
    own = views[seat]["view"]["hand"]
    assert sorted(shown) == sorted(own) and len(shown) == views[seat]["view"]["hand_sizes"][seat]
    for other, v in views.items():  # the only hand drawn is this seat's: the others appear as a count
        if other not in (None, seat):
            size = v["view"]["hand_sizes"][other]
            cards = page.locator("#panels section.panel").nth(other).locator('li[data-tip-name="Cards"] .cvalue')
            expect(cards).to_have_text(str(size))


def check_huang(page, seat, views):
    """Tiles behind the screen and points (H-24.2): only the seat's own, and never in the scores."""
    shown = page.evaluate(HUANG_SCREEN_JS)
    expected_hands = {}
    if seat is not None:
        me = views[seat]["view"]["players"][seat]
        expected_hands[str(seat)] = [[i, c] for i, c in enumerate(me["hand"])]
    assert shown == {"hands": expected_hands}
    # the points behind the screen are counters on the seat's own panel only
    for other in range(len(views[None]["view"]["players"])):
        red = page.locator("#panels section.panel").nth(other).locator('li[data-tip-name="Red points"] .cvalue')
        if other == seat:
            expect(red).to_have_text(str(me["vp"]["red"]))
        elif not views[None]["view"]["is_terminal"]:
            expect(red).to_have_count(0)
    # the panels' scores are the public ones (all 0 until the end), not anybody's points
    roster = [int(t.split()[0]) for t in page.locator("#panels .pscore").all_text_contents()]
    assert roster == views[None]["scores"] == [0] * len(roster)


def check_zhanguo(page, seat, views):
    """A hand's cards (and draft) are numbered only for their seat; others see colours (Z-26.1)."""
    shown = page.evaluate(ZHANGUO_HANDS_JS)
    public = views[None]["view"]["seats"]
    for p, pub in enumerate(public):
        cards = shown.get(str(p), [])
        if p == seat:
            mine = views[seat]["view"]["seats"][seat]
            assert sorted(cards) == sorted(mine["hand"] + [c for cs in (mine["draft"] or []) for c in cs])
        else:
            assert cards == [None] * (sum(pub["hand_colours"]) + sum(pub["draft_sizes"]))
    content = page.content()
    numbered = {int(n) for n in re.findall(r'data-card="(\d+)"', content)}
    for other, v in views.items():
        if other not in (None, seat):
            assert not numbered & set(v["view"]["seats"][other]["hand"]), "another seat's hand card is on the page"


GAMES = {
    "emperor": {"check": check_emperor, "illegal": lambda views, seat: "house zz9 red"},
    "huang": {"check": check_huang, "illegal": lambda views, seat: "tile red 99,99"},
    # the decider tries to play a card the other person holds
    "zhanguo": {"check": check_zhanguo,
                "illegal": lambda views, seat: f"court {views[1 - seat]['view']['seats'][1 - seat]['hand'][0]}"},
}


# -- the game ----------------------------------------------------------------------------------------------

class Table:
    """Two people at their pages, their tokens, and the server's views of the game."""

    def __init__(self, server, game_id, links, pages):
        self.url, self.id = server.url, game_id
        self.pages = pages                                   # seat -> page
        self.tokens = {s: token_of(links[s]) for s in pages}

    def view(self, seat):
        if seat is None:
            r = httpx.get(f"{self.url}/api/games/{self.id}/view")
        else:
            r = httpx.get(f"{self.url}/api/games/{self.id}/seats/{seat}/view",
                          headers={"X-Seat-Token": self.tokens[seat]})
        assert r.status_code == 200, r.text
        return r.json()

    def server_version(self):
        return httpx.get(f"{self.url}/api/games/{self.id}").json()["version"]

    def post(self, seat, action, at_version, token_of_seat=None):
        return httpx.post(f"{self.url}/api/games/{self.id}/seats/{seat}/actions",
                          headers={"X-Seat-Token": self.tokens[seat if token_of_seat is None else token_of_seat]},
                          json={"action": action, "version": at_version})

    def decider(self, timeout=20.0):
        """Wait until a person must decide (the bot has moved); their seat and the version."""
        first = next(iter(self.pages.values()))
        for _ in range(int(timeout / 0.015)):
            for seat, page in self.pages.items():
                st = page.evaluate(STATE_JS)
                assert not st["over"], "the short game ended unexpectedly"
                if st["mine"]:
                    return seat, st["v"]
            first.wait_for_timeout(15)
        raise AssertionError("nobody was asked to decide")

    def quiet(self):
        """A person decides, and every page shows the server's version: nothing is moving."""
        seat, _ = self.decider()
        v = self.server_version()
        for page in self.pages.values():
            page.wait_for_function(f"Number(document.body.dataset.version) === {v}")
        return seat, v


def refuse_illegal(table, game):
    """An illegal move typed in the page, the same through the API, and a move out of turn through
    the API: each refused with its reason, and nothing changes."""
    seat, v = table.quiet()
    page = table.pages[seat]
    views = {s: table.view(s) for s in table.pages}
    before = table.view(seat)
    bad = GAMES[game]["illegal"](views, seat)
    assert bad not in before["legal"]
    type_move(page, bad)
    expect(page.locator("#message")).to_contain_text("Error: ")
    r = table.post(seat, bad, v)
    assert r.status_code == 422 and r.json()["error"]
    expect(page.locator("#message")).to_have_text(f"Error: {r.json()['error']}")
    other = next(s for s in table.pages if s != seat)
    r = table.post(other, before["legal"][0], v)
    assert r.status_code == 409 and r.json()["error"] == f"it is seat {seat}'s decision, not seat {other}'s"
    r = table.post(seat, before["legal"][0], v, token_of_seat=other)  # the other person's token for this seat
    assert r.status_code == 403 and "wrong seat token" in r.json()["error"]
    after = table.view(seat)
    assert table.server_version() == v == version(page) == version(table.pages[other])
    assert (after["view"], after["log"], after["legal"]) == (before["view"], before["log"], before["legal"])


def play(table, moves, rng, paths):
    """``moves`` moves by the people: mostly by clicks (board, hand strip, status bar), every third
    typed as notation (``paths`` counts them).  The page must lead to exactly the seat's legal
    actions, and every move must reach the other person's page."""
    for _ in range(moves):
        n = sum(paths.values())
        seat, v = table.decider()
        page = table.pages[seat]
        offered = offers(page)
        legal = table.view(seat)
        assert legal["version"] == v
        # every legal action has a way in, and every way in leads to a legal action
        assert all(any(is_beginning(o, a) for o in offered) for a in legal["legal"])
        assert all(any(is_beginning(o, a) for a in legal["legal"]) for o in offered)
        for other, p in table.pages.items():  # nobody else is offered anything
            if other != seat:
                p.wait_for_function(f"Number(document.body.dataset.version) === {v}")
                assert offers(p) == []
        # every action drawn on the board can be clicked (none hidden under another or cut off)
        assert page.evaluate(UNREACHABLE_JS) == []
        action = rng.choice(sorted(legal["legal"]))
        if n % 3 != 2:
            click_to(page, action)
            paths["click"] += 1
        else:
            type_move(page, action)
            paths["typed"] += 1
        for p in table.pages.values():  # the mover's page and, pushed, the other's
            wait_version_above(p, v)
        public = table.view(None)  # the move made is the game's next one (the bot may have moved after it)
        assert public["history"][legal["moves"] - (public["moves"] - len(public["history"]))] == action


def secret_lines(table) -> dict:
    """Per person, the lines of their log that the public log words differently (their secrets)."""
    public = table.view(None)
    out = {}
    for s in table.pages:
        mine = table.view(s)
        assert mine["version"] == public["version"] and len(mine["log"]) == len(public["log"])
        out[s] = [line for line, seen in zip(mine["log"], public["log"]) if line != seen]
    return out


def check_secrets(table, game, spectator):
    """Each page against the server's views of the same version: its own secrets shown, the log as
    its seat saw it, and nothing secret of another seat, neither on the board nor in the log."""
    seat, v = table.quiet()
    spectator.wait_for_function(f"Number(document.body.dataset.version) === {v}")
    views = {s: table.view(s) for s in table.pages}
    views[None] = table.view(None)
    assert all(x["version"] == v for x in views.values())
    secrets = secret_lines(table)
    assert all(secrets.values()), "each person should have had a secret in the log by now"
    for s, page in [*table.pages.items(), (None, spectator)]:
        GAMES[game]["check"](page, s, views)
        assert [li.get_attribute("data-line") for li in page.locator("#log li:not(.log-since)").all()] == views[s]["log"]
        text, content = page.locator("#log").inner_text(), page.content()
        for other, lines in secrets.items():
            if other != s:
                for line in lines:
                    assert line not in text and line not in content, f"seat {other}'s secret {line!r} on {s}'s page"
    assert spectator.locator("#choices button, #typed, #undo").count() == 0
    assert spectator.locator("#board [data-action]").count() == 0


@pytest.mark.parametrize("game", sorted(GAMES))
def test_two_people_and_a_bot_play_and_each_sees_only_their_own_secrets(browser, server, game):
    # the pages open with reduced motion (conftest), but one game glides its pieces to the end
    motion = "no-preference" if game == "dragon" else "reduce"
    with people(browser, server.url, 3, reduced_motion=motion) as (alice, bob, watcher):
        g = create_in_lobby(alice, game, ["human", "human", "random"])
        assert set(g["links"]) == {0, 1}
        alice.goto(g["links"][0])
        bob.goto(g["links"][1])
        assert alice.url.endswith(f"/games/{g['id']}/seat/0") and bob.url.endswith(f"/games/{g['id']}/seat/1")
        watcher.goto(f"/games/{g['id']}/watch")
        for page in (alice, bob):
            page.wait_for_function("document.body.dataset.version !== undefined")
            skip_name(page)
        table = Table(server, g["id"], g["links"], {0: alice, 1: bob})
        refuse_illegal(table, game)
        rng, paths = random.Random(f"{game}-browser"), {"click": 0, "typed": 0}
        play(table, MOVES, rng, paths)
        for _ in range(30):  # until each person has a secret in their log (Huang draws only at a turn's end)
            table.quiet()
            if all(secret_lines(table).values()):
                break
            play(table, 1, rng, paths)
        assert paths["click"] and paths["typed"], paths
        check_secrets(table, game, watcher)
