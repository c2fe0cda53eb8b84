"""The review in a real Chromium (issue 28): "Review this game" on a short finished Dragon game's
replay, the progress, the graph (a line per seat in its colour, the marked decisions as dots); a
click on the graph moves the replay there and says what was played and what the review preferred,
whose element on the board is marked; a second visitor sees the stored review at once, on the
replay and the result page, at 1366x900 and 390x844 (the layout check, axe-core, no script error).
Screenshots go to ``TX_SHOTS`` when it names a folder."""

from __future__ import annotations

import random

import httpx
import pytest
from server_helpers import ServerProcess, browser_tests_or_skip, shot
from table_helpers import axe_violations, layout_problems

import tianxia
from tianxia.core import record as records

sync_api = browser_tests_or_skip()
expect = sync_api.expect


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A server whose reviews take a tiny budget (the module's own: the review is the test)."""
    db = f"sqlite:///{tmp_path_factory.mktemp('review') / 'tianxia.sqlite3'}"
    with ServerProcess(db, bot_delay=0.05, env={"TIANXIA_REVIEW_BUDGET": "samples=1,width=3,depth=1"}) as srv:
        yield srv


@pytest.fixture(scope="module")
def finished(server):
    """A finished two-player Dragon game (a seeded random game, uploaded): its id and the record."""
    state = tianxia.load("dragon").new_state(2, seed=5)
    rng = random.Random(5)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    r = httpx.post(f"{server.url}/api/records", json=records.make(state, ["Anna", "Bartek"]))
    assert r.status_code == 201, r.text
    return r.json()["id"], len(state.history)


def test_review_is_started_followed_and_clicked_through(open_site_page, finished):
    gid, total = finished
    page = open_site_page("desktop", f"/games/{gid}/replay")
    expect(page.locator("#review-start")).to_be_visible()
    assert not layout_problems(page, phone=False)
    shot(page, "replay-before-desktop", full_page=True)
    page.click("#review-start")
    expect(page.locator("#review-svg")).to_be_visible(timeout=90_000)  # a worker starts, then the parts
    assert page.locator(".review-line").count() == 2
    assert page.locator("#review-svg .review-hit").count() == total + 1
    dots = page.locator("#review-svg .review-dot")
    if dots.count():  # a marked decision: click its dot
        target = dots.first
        step = int(target.get_attribute("data-step"))
        target.click()
    else:  # none marked in this game: a strip of the graph
        step = total // 2
        page.locator(f'#review-svg .review-hit[data-step="{step}"]').dispatch_event("click")  # (a dot may lie over its middle)
    page.wait_for_function(f"document.body.dataset.step === '{step}'")
    expect(page.locator("#slider")).to_have_value(str(step))
    expect(page.locator("#step-label")).to_have_text(f"Step {step} of {total}")
    expect(page.locator("#review-detail")).to_contain_text(f"Move {step + 1}, ")
    detail = page.locator("#review-detail").inner_text()
    assert "The review preferred" in detail or "The review agrees" in detail
    if "The review preferred" in detail:
        assert page.locator("#board .review-best").count() >= 1  # the preferred action marked on the board
    cursor = float(page.locator("#review-cursor").get_attribute("x1"))
    assert abs(cursor - float(page.locator(f'.review-hit[data-step="{step}"]').get_attribute("data-x"))) < 0.01
    shot(page, "replay-review-desktop", full_page=True)
    # the replay's own controls keep the graph's cursor and words in step
    page.click("#next")
    page.wait_for_function(f"document.body.dataset.step === '{step + 1}'")
    expect(page.locator("#review-detail")).to_contain_text(f"Move {step + 2}, ")
    assert not layout_problems(page, phone=False)
    assert not axe_violations(page)
    assert not page.js_errors


def test_a_second_visitor_sees_the_stored_review_at_once(open_site_page, finished):
    gid, total = finished
    for size in ("desktop", "phone"):
        page = open_site_page(size, f"/games/{gid}/replay")
        expect(page.locator("#review-svg")).to_be_visible()
        assert page.locator("#review-start").count() == 0
        marked = page.locator("button.review-go")
        if marked.count():  # the list of marked decisions, folded at first
            page.click(".review-marked summary")
            step = int(marked.last.get_attribute("data-step"))
            marked.last.click()
            page.wait_for_function(f"document.body.dataset.step === '{step}'")
            expect(page.locator("#review-detail")).to_contain_text(f"Move {step + 1}, ")
        assert not layout_problems(page, phone=size == "phone"), layout_problems(page, phone=size == "phone")
        assert not axe_violations(page)
        assert not page.js_errors
        shot(page, f"replay-review-{size}", full_page=True)
        result = open_site_page(size, f"/games/{gid}/result", lang="pl-PL")
        expect(result.locator("#review-svg")).to_be_visible()
        expect(result.locator("#review-title")).to_have_text("Analiza")
        assert not layout_problems(result, phone=size == "phone"), layout_problems(result, phone=size == "phone")
        assert not axe_violations(result)
        shot(result, f"result-review-{size}-pl", full_page=True)
        result.locator(f'#review-svg .review-hit[data-step="{total // 2}"]').dispatch_event("click")  # (a dot may lie over its middle)
        result.wait_for_url(f"**/games/{gid}/replay?step={total // 2}")
        result.wait_for_function(f"document.body.dataset.step === '{total // 2}'")
        assert not result.js_errors


def test_learn_from_your_mistakes_lets_a_person_choose_again(open_site_page, finished):
    gid, _ = finished
    for size in ("desktop", "phone"):
        page = open_site_page(size, f"/games/{gid}/replay")
        expect(page.locator("#learn-start")).to_be_visible(timeout=30_000)  # the stored review loads after the page
        seat = int(page.locator("#learn-seat").input_value())
        first = page.locator(f'button.review-go[data-seat="{seat}"]').first
        step = int(first.get_attribute("data-step"))
        page.click("#learn-start")
        page.wait_for_function(f"document.body.dataset.step === '{step}'")
        expect(page.locator("#learn-prompt")).to_contain_text(f"move {step + 1} (")
        expect(page.locator(".learn-choice").first).to_be_visible()
        assert page.locator("#review-detail").inner_text() == ""  # the answer is not given away
        assert page.locator("#board .review-best").count() == 0
        assert page.locator("#board [data-action]").count() >= 1  # the options are on the board too
        assert not layout_problems(page, phone=size == "phone"), layout_problems(page, phone=size == "phone")
        shot(page, f"learn-ask-{size}", full_page=True)
        page.locator(".learn-choice").first.click()
        expect(page.locator("#learn-verdict strong")).to_be_visible(timeout=30_000)
        verdict = page.locator("#learn-verdict").inner_text()
        assert verdict.startswith(("As good as the best", "Good enough", "Not good enough")) and "In the game: " in verdict
        expect(page.locator("#review-detail")).to_contain_text(f"Move {step + 1}, ")  # now the review's words
        assert page.locator(".learn-choice.chosen").count() == 1
        shot(page, f"learn-verdict-{size}", full_page=True)
        if page.locator("#learn-next").is_enabled():
            page.click("#learn-next")
            expect(page.locator("#learn-verdict")).to_have_text("")
            expect(page.locator("#learn-prompt")).to_contain_text("Decision 2 of ")
            expect(page.locator(".learn-choice").first).to_be_visible()
            if size == "desktop":  # chosen on the board this time
                page.locator("#board [data-action]").first.click()
                # a whole choice says "judging" at once (review.js choose), before its verdict comes
                if not page.locator("#learn-verdict").inner_text():  # it began several options: now one
                    page.locator(".learn-choice").first.click()
                expect(page.locator("#learn-verdict strong")).to_be_visible(timeout=30_000)
        page.click("#learn-stop")
        expect(page.locator("#learn-panel")).to_be_hidden()
        assert not axe_violations(page)
        assert not page.js_errors


def test_the_result_page_offers_the_review_too(open_site_page, server):
    state = tianxia.load("dragon").new_state(2, seed=6)
    rng = random.Random(6)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    gid = httpx.post(f"{server.url}/api/records", json=records.make(state)).json()["id"]
    page = open_site_page("phone", f"/games/{gid}/result")
    page.click("#review-start")
    expect(page.locator("#review-svg")).to_be_visible(timeout=90_000)
    assert page.locator("#review-cursor").count() == 0 and page.locator("#review-detail").count() == 0
    assert not layout_problems(page, phone=True), layout_problems(page, phone=True)
    page.locator('#review-svg .review-hit[data-step="5"]').dispatch_event("click")  # (a dot may lie over its middle)
    page.wait_for_url(f"**/games/{gid}/replay?step=5")
    page.wait_for_function("document.body.dataset.step === '5'")
    expect(page.locator("#review-detail")).to_contain_text("Move 6, ")
    assert not page.js_errors
