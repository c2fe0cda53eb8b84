"""What every game's browser tests share on the table page (docs/table.md, static/table.js):
playing by clicks only, and checking each page state for layout and accessibility problems.

The page this relies on:
- ``document.body.dataset``: ``version`` (the position shown, set once it is drawn), ``mine``
  ("1" while this seat decides), ``over`` ("1" once the game ended), ``selected`` (the
  beginning of an action chosen so far, "" for none), ``pending`` ("1" from submitting an
  action until the answer);
- clickable things carry ``data-action`` (docs/table.md) on the board (``#board``), in the hand
  strip (``#hand``) and in the status bar (``#statusbar``, buttons); a target that completes
  nothing under the current selection carries ``aria-disabled="true"`` and no ``data-action``;
- the "confirm moves" setting shows ``#confirm`` before submitting;
- ``#legal-list`` (the type-a-move box's suggestions) lists the legal notations;
- on a seat without a name the page first asks for one in ``dialog#name-dialog``
  (``#name-later`` closes it).

A test or an outside tool therefore plays as a person would: to reach legal action ``a``, click
the element whose ``data-action`` is the longest whole-token beginning of ``a``, and repeat.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from typing import Callable

from suite_depth import depth

VENDOR = os.path.join(os.path.dirname(__file__), os.pardir, os.pardir, "src", "tianxia", "server", "static", "vendor")
AXE = os.path.normpath(os.path.join(VENDOR, "axe.min.js"))
WAIT = 20_000  # ms

CLICKABLE = "#board [data-action], #hand [data-action], #statusbar button[data-action]"

#: the page's state, read in one go
STATE_JS = """() => { const d = document.body.dataset;
  return {v: Number(d.version), mine: d.mine === "1", over: d.over === "1", selected: d.selected || "",
          pending: d.pending === "1",
          confirm: !!(document.getElementById("confirm") && !document.getElementById("confirm").closest("[hidden]")
                      && !document.getElementById("confirm").hidden),
          legal: [...document.querySelectorAll("#legal-list option")].map(o => o.value)}; }"""

#: every enabled, visible element that offers an action now: [data-action, index]
OFFERS_JS = """(sel) => [...document.querySelectorAll(sel)].map((el, i) => {
  const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
  const off = el.disabled || el.getAttribute("aria-disabled") === "true" || el.closest("[hidden]")
              || cs.visibility === "hidden" || cs.display === "none" || (r.width === 0 && r.height === 0);
  return off ? null : [el.getAttribute("data-action"), i, !!el.closest("#statusbar")];
}).filter(Boolean)"""

#: records when the last click happened and when the page last showed a new version
TIMER_JS = """() => { if (window.__tableTimer) return; window.__tableTimer = {click: 0, shown: 0, v: 0};
  document.addEventListener("click", () => { window.__tableTimer.click = performance.now(); }, true);
  new MutationObserver(() => { const v = Number(document.body.dataset.version);
    if (v !== window.__tableTimer.v) { window.__tableTimer.v = v; window.__tableTimer.shown = performance.now(); } })
    .observe(document.body, {attributes: true, attributeFilter: ["data-version"]}); }"""


def state(page) -> dict:
    return page.evaluate(STATE_JS)


def wait_ready(page) -> dict:
    """Wait until the page shows a position (and close the name question if it is open)."""
    page.wait_for_function("document.body.dataset.version !== undefined", timeout=WAIT)
    skip_name(page)
    return state(page)


def skip_name(page) -> None:
    """Answer "later" to the name question, if the page asks."""
    if page.locator("dialog#name-dialog[open]").count():
        page.click("#name-later")
        page.wait_for_function("!document.querySelector('dialog#name-dialog[open]')", timeout=WAIT)


def is_beginning(prefix: str, action: str) -> bool:
    """``prefix`` is ``action`` or its first whole space-separated tokens."""
    return bool(prefix) and (action == prefix or action.startswith(prefix + " "))


def offers(page) -> list[str]:
    """The data-action of every element that can be clicked now (board, hand strip, status bar)."""
    return [a for a, _, _ in page.evaluate(OFFERS_JS, CLICKABLE)]


def click_to(page, action: str, max_clicks: int = 12) -> float:
    """Reach legal ``action`` by clicks only: click the element (board, hand strip or status bar)
    whose data-action is the longest whole-token beginning of ``action``, repeat until the page
    submits it (confirming if the page asks). Returns the click-to-board time in ms: from the last
    click until the page showed a newer version."""
    page.evaluate(TIMER_JS)
    st = wait_ready(page)
    v0 = st["v"]
    for _ in range(max_clicks):
        found = page.evaluate(OFFERS_JS, CLICKABLE)
        best = None  # the longest beginning; on a tie the status bar's button (it acts, never selects)
        for da, i, in_bar in found:
            if is_beginning(da, action) and (best is None or (len(da), in_bar) > (len(best[0]), best[2])):
                best = (da, i, in_bar)
        if best is None:
            raise AssertionError(f"nothing on the page leads to {action!r} (selected {st['selected']!r}); "
                                 f"offered: {sorted(set(a for a, _, _ in found))}")
        el = page.locator(CLICKABLE).nth(best[1])
        reveal(page, el)
        before = st["selected"]
        el.click()  # a target another covers fails here: the board must draw one target per spot
        page.wait_for_function(f"""() => {{ const d = document.body.dataset;
            return Number(d.version) > {v0} || d.pending === "1" || (d.selected || "") !== {before!r}
                   || !!document.querySelector("#confirm:not([hidden])"); }}""", timeout=WAIT)
        st = state(page)
        if st["confirm"]:
            page.click("#confirm")
        if st["confirm"] or st["pending"] or st["v"] > v0:
            page.wait_for_function(f"Number(document.body.dataset.version) > {v0}", timeout=WAIT)
            t = page.evaluate("window.__tableTimer")
            return max(0.0, t["shown"] - t["click"])
        if st["selected"] == before:
            raise AssertionError(f"clicking {best[0]!r} changed nothing on the way to {action!r}")
    raise AssertionError(f"{action!r} not reached in {max_clicks} clicks")


def type_in(page, action: str, version: int) -> None:
    """Submit ``action`` through the table's move box (as a keyboard player may) and wait for the
    position after it."""
    page.evaluate("""(a) => { const box = document.getElementById("typed-action");
        box.value = a; document.getElementById("typed").requestSubmit(); }""", action)
    page.wait_for_function(f"Number(document.body.dataset.version) > {version}", timeout=WAIT)


def reveal(page, locator) -> None:
    """Bring a board element into view the way a keyboard user does: focusing it pans the board
    to it (table.js); buttons and HTML scroll into view as usual."""
    try:
        locator.focus(timeout=WAIT)
    except Exception:
        pass
    locator.scroll_into_view_if_needed(timeout=WAIT)


def wait_turn(page, timeout_s: float = 120.0) -> dict:
    """Wait until this seat decides or the game is over."""
    page.wait_for_function("document.body.dataset.mine === '1' || document.body.dataset.over === '1'",
                           timeout=int(timeout_s * 1000))
    return state(page)


#: in ``make test`` a whole game clicks the first few decisions of each kind (the first word of the
#: notation) and types the rest into the table's move box; ``make test-thorough`` clicks them all
CLICKS_PER_KIND = depth(3, None)


def play_by_clicks(page, chooser: Callable[[list[str]], str] | None = None, limit: int = 400,
                   check: Callable[[object], None] | None = None, seed: int = 1,
                   clicks_per_kind: int | None = CLICKS_PER_KIND) -> dict:
    """Play this page's seat by clicks until the game ends (or ``limit`` decisions): each time it
    is the seat's decision, ``chooser`` picks one of the legal notations (random by default) and
    ``click_to`` reaches it; ``check(page)`` runs on every state where the seat decides and at the
    end.  Past ``clicks_per_kind`` decisions of a kind, the notation is typed into the move box
    (and the state is not checked).  Returns {"decisions" (clicked), "typed", "times" (ms per
    clicked decision), "median_ms", "over"}."""
    rng = random.Random(seed)
    chooser = chooser or rng.choice
    times: list[float] = []
    clicked: dict[str, int] = {}
    typed = 0
    waited = checking = 0.0
    for _ in range(limit):
        t0 = time.perf_counter()
        st = wait_turn(page)
        if st["over"]:
            break
        page.wait_for_function("document.querySelectorAll('#legal-list option').length > 0", timeout=WAIT)
        st = state(page)
        t1 = time.perf_counter()
        action = chooser(st["legal"])
        kind = action.split(" ", 1)[0]
        if clicks_per_kind is not None and clicked.get(kind, 0) >= clicks_per_kind:
            type_in(page, action, st["v"])
            typed += 1
            waited += t1 - t0
            continue
        clicked[kind] = clicked.get(kind, 0) + 1
        if check:
            check(page)
        t2 = time.perf_counter()
        waited, checking = waited + t1 - t0, checking + t2 - t1
        times.append(click_to(page, action))
    st = state(page)
    if st["over"] and check:
        check(page)
    return {"decisions": len(times), "typed": typed, "times": times, "over": st["over"], "waited_s": waited,
            "checking_s": checking,
            "median_ms": statistics.median(times) if times else None}


# -- checks on a page state ----------------------------------------------------------------------

def checker(size: str, axe_every: int, tips_with_axe: bool = False) -> Callable[[object], None]:
    """The check every whole-game table test runs on each state it decides in (``play_by_clicks``'s
    ``check``): the layout check, axe-core on every ``axe_every``-th state and the last, no
    script errors; and each tooltip kind seen, gathered in ``check.tips`` (on the axe states only
    with ``tips_with_axe``: a big board's tooltip pass is slow).  ``check.checked`` counts states,
    axe runs and problems for the test's report."""
    checked = {"states": 0, "problems": 0, "axe": 0}
    tips: dict[str, bool] = {}

    def check(page) -> None:
        problems = layout_problems(page, size == "phone")
        slow = checked["states"] % axe_every == 0 or state(page)["over"]
        if slow:
            problems += axe_violations(page)
            checked["axe"] += 1
        if slow or not tips_with_axe:
            for k, ok in tooltip_kinds(page).items():
                tips[k] = tips.get(k, True) and ok
        checked["states"] += 1
        checked["problems"] += len(problems)
        assert problems == [], f"at version {state(page)['v']}: {problems}"
        assert page.js_errors == []

    check.checked, check.tips = checked, tips
    return check


LAYOUT_JS = r"""(phone) => {
  const out = [], minText = phone ? 12 : 9, vw = document.documentElement.clientWidth;
  const shown = (el) => { if (el.closest("[hidden], .sr-only, dialog:not([open]), details:not([open]) > :not(summary)")) return false;
    const cs = getComputedStyle(el); if (cs.visibility === "hidden" || cs.display === "none" || Number(cs.opacity) === 0) return false;
    const r = el.getBoundingClientRect(); return r.width > 0.5 && r.height > 0.5; };
  const where = (el) => { const c = el.closest("#board, #hand, #statusbar, #panels, #log, #tip, header, footer, aside, main");
    return c ? (c.id ? "#" + c.id : c.tagName.toLowerCase()) : "page"; };
  const say = (el) => (el.textContent || el.getAttribute("aria-label") || el.tagName).trim().replace(/\s+/g, " ").slice(0, 40);
  const scaleOf = (el) => { if (el instanceof SVGElement) { const m = el.getScreenCTM(); return m ? Math.hypot(m.a, m.b) : 1; }
    return el.offsetWidth ? el.getBoundingClientRect().width / el.offsetWidth : 1; };
  const clipped = (el, b) => {  // the part of a box its scrolling or clipping ancestors let show
    let r = {left: b.left, top: b.top, right: b.right, bottom: b.bottom};
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
      const c = a.getBoundingClientRect();
      r = {left: Math.max(r.left, c.left), top: Math.max(r.top, c.top), right: Math.min(r.right, c.right), bottom: Math.min(r.bottom, c.bottom)};
    }
    return r;
  };
  // texts: every element with its own visible text
  const texts = [];
  for (const el of document.querySelectorAll("body *")) {
    if (["SCRIPT", "STYLE", "TITLE", "DESC", "OPTION", "TEMPLATE", "NOSCRIPT"].includes(el.tagName.toUpperCase())) continue;
    const own = [...el.childNodes].filter(n => n.nodeType === 3 && n.textContent.trim());
    if (!own.length || !shown(el)) continue;
    let box;
    if (el instanceof SVGElement) box = el.getBoundingClientRect();
    else { const rg = document.createRange(); rg.selectNodeContents(el); box = rg.getBoundingClientRect(); }
    if (box.width < 0.5 || box.height < 0.5) continue;
    const inBoard = !!el.closest("#board-viewport");  // the board pans: all of it counts, shown or not
    const seen = clipped(el, box);
    if (!inBoard && (seen.right - seen.left < 0.5 || seen.bottom - seen.top < 0.5)) continue;  // scrolled away
    if (!inBoard) box = {left: seen.left, top: seen.top, right: seen.right, bottom: seen.bottom,
                         width: seen.right - seen.left, height: seen.bottom - seen.top};
    const px = parseFloat(getComputedStyle(el).fontSize) * scaleOf(el);
    if (px < minText - 0.05) out.push(`text "${say(el)}" in ${where(el)} is ${px.toFixed(1)} px (under ${minText})`);
    texts.push({el, box, layer: el.closest("svg") || el.closest("#statusbar, #hand, #tip, dialog, #panels") || document.body});
    const svg = el instanceof SVGElement && el.ownerSVGElement;
    if (svg) { const s = svg.getBoundingClientRect(); box = el.getBoundingClientRect();
      if (box.right > s.right + 1 || box.left < s.left - 1 || box.top < s.top - 1 || box.bottom > s.bottom + 1)
        out.push(`text "${say(el)}" in ${where(el)} runs past the edge of its drawing`); }
    else if (!el.closest("#board-viewport, #hand, .scroll-x") && box.right > vw + 1)
      out.push(`text "${say(el)}" in ${where(el)} runs past the right edge (${Math.round(box.right)} > ${vw})`);
  }
  // overlapping text boxes (in the same drawing or the same part of the page)
  for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) {
    const a = texts[i], b = texts[j];
    if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
    const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
    const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
    if (w > 2 && h > 0.25 * Math.min(a.box.height, b.box.height))
      out.push(`texts "${say(a.el)}" and "${say(b.el)}" overlap in ${where(a.el)}`);
  }
  // clickable things
  const clickable = document.querySelectorAll("[data-action], button, [role=button], a[href], input:not([type=hidden]), select, summary, textarea");
  for (const el of clickable) {
    if (!shown(el) || el.getAttribute("aria-disabled") === "true") continue;
    const name = (el.getAttribute("aria-label") || el.getAttribute("aria-labelledby") && document.getElementById(el.getAttribute("aria-labelledby"))?.textContent
                  || el.textContent || el.getAttribute("title") || el.getAttribute("placeholder")
                  || (el.labels && el.labels.length && el.labels[0].textContent) || "").trim();
    if (!name) out.push(`a clickable ${el.tagName.toLowerCase()}${el.dataset.action ? " (" + el.dataset.action + ")" : ""} in ${where(el)} has no accessible name`);
    if (phone && !(el.tagName === "A" && el.closest("p, li, td"))) {
      const r = el.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5)
        out.push(`target "${say(el)}" in ${where(el)} is ${Math.round(r.width)}x${Math.round(r.height)} px (under 44x44)`);
    }
  }
  if (document.documentElement.scrollWidth > vw + 1)
    out.push(`the page is ${document.documentElement.scrollWidth} px wide, past the right edge (${vw})`);
  return [...new Set(out)];
}"""


def layout_problems(page, phone: bool) -> list[str]:
    """Readable layout problems of the page as shown now: visible text under 9 CSS px (12 on
    phones), overlapping text boxes, text cut at the edge of its drawing or past the right edge,
    clickable targets under 44x44 CSS px on phones, clickable things without an accessible name.
    An empty list means none."""
    settle(page)
    return page.evaluate(LAYOUT_JS, phone)


def settle(page) -> None:
    """Wait for the pieces that glide to arrive (animations that end; a lit target's pulse never does)."""
    page.evaluate("""() => Promise.race([new Promise(r => setTimeout(r, 3000)), Promise.all(document.getAnimations()
        .filter(a => a.effect && a.effect.getComputedTiming().iterations !== Infinity).map(a => a.finished.catch(() => null)))])""")


def axe_violations(page, impacts: tuple[str, ...] = ("serious", "critical")) -> list[str]:
    """The serious and critical accessibility violations axe-core (vendored) finds on the page."""
    if not page.evaluate("!!window.axe"):
        page.add_script_tag(path=AXE)
    found = page.evaluate("""async () => { const r = await axe.run(document, {resultTypes: ["violations"]});
        return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.map(n => n.target.join(" ")).slice(0, 5)})); }""")
    return [f"{v['id']} ({v['impact']}): {v['help']}: {', '.join(v['nodes'])}" for v in found
            if v["impact"] in impacts]


def timed(fn, *args, **kwargs):
    """(result, seconds) of one call, for reports."""
    t = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - t


#: the two page sizes every table test plays at
SIZES = {"desktop": (1366, 900), "phone": (390, 844)}

#: per component kind drawn on the board or the hand strip: whether every one carries a tooltip
TIPS_JS = """() => { const out = {};
  document.querySelectorAll('#board [data-kind], #hand [data-kind]').forEach((el) => {
    const k = el.dataset.kind; out[k] = out[k] === false ? false : !!(el.dataset.tipName && el.dataset.tipDesc); });
  return out; }"""


def tooltip_kinds(page) -> dict:
    """{component kind: every one shown has a name and a description for its tooltip}."""
    return page.evaluate(TIPS_JS)


# -- a whole game at the table ---------------------------------------------------------------------

def open_new_game(server, open_page, size: str, game: str, seats: list[str], options: dict):
    """A new game (seat 0 a person, the others as ``seats`` says) opened at seat 0's link, ready."""
    import httpx

    r = httpx.post(f"{server.url}/api/games", json={"game": game, "players": len(seats), "seats": seats,
                                                    "options": options})
    assert r.status_code == 201, r.text
    page = open_page(size, next(s["join_url"] for s in r.json()["seats"] if s["seat"] == 0))
    wait_ready(page)
    return page


def play_to_the_scores(page, chooser, check, seed: int, score_words: str) -> dict:
    """``play_by_clicks`` to the end, which shows the score table with ``score_words`` in it; every
    tooltip kind the check met had its text (``check.tips``)."""
    from playwright.sync_api import expect

    out = play_by_clicks(page, chooser, check=check, seed=seed)
    assert out["over"], out
    expect(page.locator("#score-table")).to_be_visible()
    expect(page.locator("#score-table")).to_contain_text(score_words)
    assert all(check.tips.values()), check.tips
    return out


def report(game: str, size: str, out: dict, checked: dict, done, extra: str = "") -> str:
    """The whole-game test's line for ``pytest -s``."""
    return (f"\n{game} {size}: {out['decisions']} decisions by click alone ({out['typed']} more typed), median click-to-board "
            f"{out['median_ms']:.0f} ms (clicks {sum(out['times']) / 1000:.0f} s, waits {out['waited_s']:.0f} s, checks "
            f"{out['checking_s']:.0f} s), {checked['states']} states checked ({checked['axe']} with axe), "
            f"{checked['problems']} problems{extra}; kinds so far {sorted(done)}")
