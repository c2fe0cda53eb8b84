"""The table says why a choice is closed (docs/table.md, "Why not"): for what a drawing marks
``data-unavailable`` and what a game declares, the seat payload's ``reasons``/``unavailable``
carry the engine's own reason, in the page's language; ``irreversible`` names the moves Undo
could not take back.  One position per game, found by seeded play."""

from __future__ import annotations

import random

import pytest

from tianxia.games import load
from tianxia.server.livegame import LiveGame


def live(state) -> LiveGame:
    n = state.num_players
    row = {"id": "t", "seats": ["human"] * n, "token_hashes": [None] * n, "joined": [True] * n,
           "version": len(state.history), "seed": state.seed, "options": dict(state.options)}
    return LiveGame(row, state, [0] * len(state.history))


def find(game: str, players: int, seed: int, wanted, steps: int = 600):
    """The first position of seeded random play where ``wanted(state)`` holds."""
    st = load(game).new_state(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if st.is_terminal:
            break
        if wanted(st):
            return st
        st.apply(rng.choice(st.legal_actions()))
    pytest.fail(f"no such {game} position in {steps} moves")


def both(state):
    lg = live(state)
    seat = state.current_player
    return seat, lg.payload(seat, lang="en"), lg.payload(seat, lang="pl")


def test_dragon_says_the_fee_of_an_occupied_group_before_paying():
    """D-7.3: joining a group that holds a dragon costs 3 yuan; unaffordable, its cards say so."""
    def poor(st):
        p = st.current_player
        return any(str(a) == "money" for a in st.legal_actions()) and st.yuan[p] < 3 and any(st.dragons)
    st = find("dragon", 4, 1, poor)
    seat, en, pl = both(st)
    closed = {n: why for n, why in en["reasons"].items() if n.startswith("occupy")}
    assert closed and all(n not in en["legal"] for n in closed)
    assert any("already holds a dragon" in w and "3 yuan" in w for w in closed.values()), closed
    assert any("stoi już smok" in w for w in pl["reasons"].values()), pl["reasons"]
    assert 'data-unavailable="occupy' in en["svg"]
    gain = 3 - st.yuan[seat]
    assert f"Take money: +{gain} yuan" in en["svg"]  # what money gives now, not "up to 3"


def test_emperor_says_why_a_second_piece_cannot_go_to_another_region():
    """E-7.1: this turn's pieces all go in one region."""
    st = find("emperor", 3, 1, lambda s: s.view(s.current_player)["phase"] == "second")
    seat, en, pl = both(st)
    assert any("must all go in" in w and "E-7.1" in w for w in en["reasons"].values()), en["reasons"]
    assert any("muszą trafić" in w for w in pl["reasons"].values())
    assert set(en["reasons"]).isdisjoint(en["legal"])


def test_emperor_placing_the_first_piece_can_be_undone_but_drawing_cannot():
    st = find("emperor", 3, 2, lambda s: s.view(s.current_player)["phase"] == "draw"
              and any(str(a) == "draw deck" for a in s.legal_actions()))
    seat, en, _ = both(st)
    assert "draw deck" in en["irreversible"]  # a random, secret draw (E-9)


def test_huang_says_why_no_revolt_is_possible():
    """H-10: a peasant revolt needs 2 blue tiles (or 1 and the Farmer)."""
    def no_revolt(st):
        return st.phase == "action" and not any(str(a).startswith("revolt") for a in st.legal_actions())
    seat, en, pl = both(find("huang", 3, 3, no_revolt))
    assert "H-10" in en["reasons"]["revolt"] and "blue tiles" in en["reasons"]["revolt"]
    assert "Bunt chłopów" in pl["reasons"]["revolt"]


def test_zhanguo_explains_why_no_worker_can_be_hired_and_what_enables_it():
    """Z-14.1: hiring needs an official in a worker area, which a free move puts there (Z-12.7);
    palaces and walls need workers (Z-15.1, Z-16.1).  Asked after the court card is played."""
    st = find("zhanguo", 2, 3, lambda s: s.view(s.current_player)["pending"]["kind"] == "play")
    seat, en, pl = both(st)
    by = {u["id"]: u for u in en["unavailable"]}
    assert {"action-hire", "action-palace", "action-wall"} <= set(by), en["unavailable"]
    hire = by["action-hire"]["reason"]
    assert "Z-12.7" in hire and "No worker area holds an official yet" in hire
    assert "Z-15.1" in by["action-palace"]["reason"]
    assert any("Z-12.7" in u["reason"] and "Robotników" in u["reason"] for u in pl["unavailable"])
    assert not any(a.startswith(("hire", "palace", "wall")) for a in en["legal"])


def test_reasons_only_for_the_deciding_seat():
    st = find("emperor", 3, 1, lambda s: s.view(s.current_player)["phase"] == "second")
    lg = live(st)
    other = (st.current_player + 1) % 3
    p = lg.payload(other)
    assert "reasons" not in p and "irreversible" not in p
