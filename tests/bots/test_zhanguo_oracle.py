"""tools/zhanguo_oracle.py, the offline oracle of ZhanGuo's turn search: its positions replay the
recorded games exactly, and its report decides as the search does (the favourite stands unless a
rival's mean gain is ``keep`` or more, and with ``sure`` that many standard errors)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import tianxia

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import zhanguo_oracle  # noqa: E402


def test_decide_keeps_the_favourite_without_a_clear_gain():
    rows = [[0.0, 1.5, 0.2], [0.0, 0.5, 3.0]]  # rival 1 gains 1.0 on average, rival 2 1.6
    assert zhanguo_oracle.decide(rows, keep=1, sure=0) == 2
    assert zhanguo_oracle.decide(rows, keep=2, sure=0) == 0
    assert zhanguo_oracle.decide(rows[:1], keep=1, sure=1) == 0  # one world says nothing of the noise
    assert zhanguo_oracle.decide(rows, keep=1, sure=1) == 2  # 1.6 against a standard error of 1.4
    assert zhanguo_oracle.decide(rows, keep=1, sure=2) == 0
    assert zhanguo_oracle.decide([], keep=1, sure=0) == 0


def test_positions_replay_the_record(tmp_path):
    game = tianxia.load("zhanguo")
    state = game.new_state(players=2, seed=4)
    rng = random.Random(4)
    history = []
    for _ in range(40):
        action = rng.choice(state.legal_actions())
        history.append(str(action))
        state.apply(action)
    record = {"game": "zhanguo", "players": ["a", "b"], "seed": 4, "options": state.options, "history": history}
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(record) + "\n")
    positions = zhanguo_oracle.pick_positions([str(path)], 5, seed=1)
    assert len(positions) == 5 and positions == zhanguo_oracle.pick_positions([str(path)], 5, seed=1)
    for position in positions:
        replayed = zhanguo_oracle._replay(position)
        assert len(replayed.legal_actions()) >= 2
        assert str(history[position["ply"]]) in [str(a) for a in replayed.legal_actions()]
