"""In the Year of the Dragon on the shared table in Chromium, at 1366x900 and 390x844: a human seat
plays a whole game against bots by clicks only (table_helpers.click_to: the board, the hand strip
and the status bar's buttons), with the layout check on every state it decides in and axe-core on
every few.

Decisions of the rules (rules/dragon.md D-22) made by clicking across the two games: the opening
pair (A-1), the palace of each tile (A-2, A-9), an action card and take money (A-3), a palace floor
(A-4), a privilege (A-5), a wall tile (A-6, Great Wall), a person card (A-7) and its tile (A-8),
releases (A-10), the earthquake's floors (A-12) and the flood's return (A-13).  The drought's
unsupplied palace (A-11), the full palace's replace or discard (A-9) and the other great events'
choices (A-14..A-16) are made when the random game brings them; tests/dragon/test_dragon_table.py
shows over whole games that every one of them has its place on the board or a named button, and
test_table_rare.py clicks each in a game played on from a recorded position where it is legal.
"""

from __future__ import annotations

import random

import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import SIZES, checker, open_new_game, play_to_the_scores, report

sync_api = browser_tests_or_skip()
expect = sync_api.expect

GAMES = {"desktop": (["human", "random", "random"], {"great_wall": True, "great_events": "earthquake"}, 5),
         "phone": (["human", "random"], {"great_wall": True, "great_events": "flood"}, 8)}
#: axe-core is slow on a board this size: every state gets the layout check, every AXE_EVERY-th axe
AXE_EVERY = 5
#: kinds every pair of games reaches whatever the server's seed (the chooser steers towards them)
KINDS = ["pair", "place", "occupy", "card", "tile"]
#: kinds the random positions usually bring (reported, and checked over whole games without a browser):
#: a court that lost its palaces builds its floor without a choice, a lone wall tile needs no choice
LIKELY = ["floor", "wall", "money", "privilege", "release", "remove-floor", "return", "replace", "discard",
          "unsupplied"]
DONE: set[str] = set()
TIP_KINDS = {"event", "great-event", "wall", "marker", "group", "action-card", "dragon", "money", "privilege",
             "person", "palace", "counter", "person-card", "wall-tile", "player", "pair"}


def chooser(seed: int):
    """Prefer a kind of decision not made yet in this module (its first word), else anything."""
    rng = random.Random(seed)

    def choose(legal: list[str]) -> str:
        fresh = [a for a in legal if a.split()[0] not in DONE]
        # the action cards themselves: privilege, build and the wall lead to further decisions
        wanted = [a for a in fresh if a.startswith("occupy") and a.split()[2] not in DONE]
        pick = rng.choice(wanted or fresh or legal)
        DONE.add(pick.split()[0])
        if pick.startswith("occupy"):
            DONE.add(pick.split()[2])
        return pick
    return choose


@pytest.mark.parametrize("size", SIZES)
def test_a_whole_game_by_clicks(server, open_page, size):
    seats, options, seed = GAMES[size]   # the server draws its own seed; ours steers the choices
    page = open_new_game(server, open_page, size, "dragon", seats, options)
    check = checker(size, AXE_EVERY)
    out = play_to_the_scores(page, chooser(seed), check, seed, "Money at the end")
    assert TIP_KINDS - {"dragon", "pair"} <= set(check.tips), TIP_KINDS - set(check.tips)
    print(report("dragon", size, out, check.checked, DONE))


def test_every_kind_of_decision_was_clicked():
    """Runs after the two games (module order): each decision of the rules was made by clicks."""
    if not DONE:
        pytest.skip("the games did not run")
    assert set(KINDS) <= DONE, set(KINDS) - DONE
    assert len(set(LIKELY) & DONE) >= 5, DONE
    print(f"\nalso clicked: {sorted(set(LIKELY) & DONE)}; not brought by these games: {sorted(set(LIKELY) - DONE)}")
