"""Issue 25, items 9 and 10 in Chromium: the whole hand strip is in view at 1366x900 (Dragon's ten
card types, ZhanGuo's six cards, each game's widest strip at its start), and the colour-blind
palette setting repaints a seat's pieces and panel (docs/table.md, "Seat colours")."""

from __future__ import annotations

import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import open_new_game

sync_api = browser_tests_or_skip()

BOXES_JS = """() => {
  const strip = document.getElementById('hand-strip').getBoundingClientRect();
  const svg = document.querySelector('#hand > svg').getBoundingClientRect();
  const parts = [...document.querySelectorAll('#hand [data-kind]')].map((e) => e.getBoundingClientRect());
  const inside = (r, o) => r.left >= o.left - 1 && r.right <= o.right + 1 && r.top >= o.top - 1 && r.bottom <= o.bottom + 1;
  const natural = parseFloat(document.querySelector('#hand > svg').getAttribute('width'));
  return {n: parts.length, strip: [strip.left, strip.right], width: innerWidth, svg: svg.width, natural,
          outside: parts.filter((r) => !inside(r, strip)).length,
          inView: strip.left >= 0 && strip.right <= innerWidth};
}"""


@pytest.mark.parametrize("game,count", [("dragon", 10), ("zhanguo", 6)])
def test_the_whole_hand_strip_is_in_view_on_desktop(server, open_page, game, count):
    page = open_new_game(server, open_page, "desktop", game, ["human", "random"], {})
    page.wait_for_selector("#hand > svg")
    box = page.evaluate(BOXES_JS)
    assert box["n"] >= count and box["outside"] == 0 and box["inView"], box
    assert box["svg"] >= 0.85 * min(box["natural"], box["width"] - 60), box  # scaled to its row at most


def test_the_colour_blind_palette_repaints_a_seats_pieces_and_panel(server, open_page):
    page = open_new_game(server, open_page, "desktop", "emperor", ["human", "random", "random"], {})
    page.wait_for_selector("#hand > svg")
    look = """() => [getComputedStyle(document.querySelector('#hand [style*="--seat-colour-0"]')).fill,
                     getComputedStyle(document.querySelector('.panel[data-seat="0"] .swatch')).backgroundColor]"""
    before = page.evaluate(look)
    assert before == ["rgb(31, 95, 200)", "rgb(31, 95, 200)"], before
    page.check("#palette-setting")
    assert page.evaluate(look) == ["rgb(0, 114, 178)", "rgb(0, 114, 178)"]  # Okabe-Ito blue
    page.reload()
    page.wait_for_selector("#hand > svg")
    assert page.is_checked("#palette-setting") and page.evaluate(look)[0] == "rgb(0, 114, 178)"  # remembered
