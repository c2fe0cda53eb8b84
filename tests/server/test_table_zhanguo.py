"""ZhanGuo on the shared table in Chromium, at 1366x900 and 390x844: a human seat plays a whole
game against a bot by clicks only (table_helpers.click_to: the board, the hand strip and the
status bar's buttons), with the layout check on every state it decides in and axe-core on every
few.

Decisions of the rules (rules/zhanguo.md Z-28) made by clicking across the two games: the B-side
auction's bids and board choice (DEC-1), the V1 draft discard (DEC-2), free moves (DEC-3), a card
played for unification or to the court (DEC-4) and its court action (recruit, reassign, governor,
hire, palace, wall) with its payment, reassign steps and their end (DEC-5), card and board
abilities and the end of the window (DEC-7), goal claims (DEC-8) and reward offers (DEC-9).
The rest (the governor square and its bonus official, DEC-6; the value-3 marker; removing a board
before the auction, DEC-1a) come when the random game brings them; tests/zhanguo/test_zhanguo_table.py
shows over whole games that every one has its place on the board or is a status-bar button, and
test_table_rare.py clicks each in a game played on from a recorded position where it is legal.
"""

from __future__ import annotations

import random

import pytest
from server_helpers import browser_tests_or_skip
from table_helpers import SIZES, checker, open_new_game, play_to_the_scores, report

sync_api = browser_tests_or_skip()
expect = sync_api.expect

GAMES = {"desktop": (["human", "random"], {"board_side": "B_auction", "draft": True}, 3),
         "phone": (["human", "random"], {"board_side": "B", "unrest_per_worker": True}, 4)}
#: axe-core is slow on a board this size: every state gets the layout check, every AXE_EVERY-th axe
AXE_EVERY = 25
#: kinds (first word of the notation) the two games reach whatever the server's seed
KINDS = ["unify", "court", "recruit", "reassign", "step", "stop", "hire", "done", "discard", "free", "use"]
#: kinds the random positions usually bring (reported; checked over whole games without a browser)
#: (a bid is not sure: a bot that opens the auction with all its VP leaves the human only a pass,
#: so test_table_rare.py clicks one from a recorded position)
LIKELY = ["bid", "governor", "palace", "wall", "pay", "take", "square", "official", "decline", "claim", "accept", "pass",
          "bhire", "bworker", "bmarker", "bcalm", "breassign", "bgovernor", "board", "remove"]
DONE: set[str] = set()
TIP_KINDS = {"region", "governor-area", "governor-square", "beside-squares", "palace-row", "wall-section",
             "wall-cell", "goal", "court-pile", "court-action", "marker-supply", "deck", "reward", "reward-disc",
             "player-board", "unrest-track", "governor-area-board", "worker-area", "workers", "card-slots",
             "official-supply", "markers", "supply-pieces", "hand-card", "round-track", "victory-points"}


def chooser(seed: int):
    """Prefer a kind of decision not made yet in this module (its first word), and a court card's
    action over tucking it, else anything."""
    rng = random.Random(seed)

    def choose(legal: list[str]) -> str:
        fresh = [a for a in legal if a.split()[0] not in DONE]
        court = [a for a in legal if a.startswith("court")]
        pick = rng.choice(fresh or (court if court and rng.random() < 0.7 else legal))
        DONE.add(pick.split()[0])
        return pick
    return choose


@pytest.mark.parametrize("size", SIZES)
def test_a_whole_game_by_clicks(server, open_page, size):
    seats, options, seed = GAMES[size]   # the server draws its own seed; ours steers the choices
    page = open_new_game(server, open_page, size, "zhanguo", seats, options)
    check = checker(size, AXE_EVERY)
    out = play_to_the_scores(page, chooser(seed), check, seed, "Governor majorities")
    assert TIP_KINDS <= set(check.tips), TIP_KINDS - set(check.tips)
    print(report("zhanguo", size, out, check.checked, DONE))


def test_every_kind_of_decision_was_clicked():
    """Runs after the two games (module order): each decision of the rules was made by clicks."""
    if not DONE:
        pytest.skip("the games did not run")
    assert set(KINDS) <= DONE, set(KINDS) - DONE
    print(f"\nalso clicked: {sorted(set(LIKELY) & DONE)}; not brought by these games: {sorted(set(LIKELY) - DONE)}")
