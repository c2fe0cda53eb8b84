"""PettingZoo AEC environments: PettingZoo's own api_test for every game, exact action masks."""

from __future__ import annotations

import random
import warnings

import pytest

pytest.importorskip("pettingzoo", reason="the PettingZoo environment needs the [rl] extra (pettingzoo, gymnasium)")
pytest.importorskip("gymnasium", reason="the PettingZoo environment needs the [rl] extra (pettingzoo, gymnasium)")
np = pytest.importorskip("numpy", reason="the PettingZoo environment needs numpy")

from pettingzoo.test import api_test  # noqa: E402

import tianxia  # noqa: E402
from tianxia.envs import pettingzoo_env  # noqa: E402
from tianxia.envs.encoding import ActionCodec, layout  # noqa: E402


@pytest.mark.parametrize("game", tianxia.games())
def test_api_test_passes(game):
    players = tianxia.load(game).min_players
    env = pettingzoo_env(game, players=players)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # dict observations draw PettingZoo's usual advisory warnings
        api_test(env, num_cycles=200)


def test_mask_is_exactly_the_legal_actions_through_a_whole_game():
    """Every open slot decodes to a legal action and every legal action has an open slot."""
    env = pettingzoo_env("dragon", players=3)
    env.reset(seed=3)
    raw = env.unwrapped
    rng = random.Random(3)
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        state = raw.state_
        assert agent == f"player_{state.current_player}"
        legal = sorted(state.legal_actions())
        open_slots = np.flatnonzero(obs["action_mask"])
        assert [raw.codec.decode(int(s), legal) for s in open_slots] == legal
        assert info["legal_actions"] == legal
        assert obs["observation"].shape == (raw.layout.size,) and obs["observation"].dtype == np.float32
        env.step(int(rng.choice(open_slots)))
        steps += 1
    assert raw.state_.is_terminal and steps == len(raw.state_.history)
    assert not env.agents


def test_rewards_are_win_shares():
    env = pettingzoo_env("dragon", players=2)
    env.reset(seed=11)
    totals = {a: 0.0 for a in env.possible_agents}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        env.step(None if terminated else int(np.flatnonzero(obs["action_mask"])[0]))
    winners = env.unwrapped.state_.winners()
    assert totals == {f"player_{s}": (1 / len(winners) if s in winners else 0.0) for s in range(2)}


def test_same_seed_same_game():
    def play(seed):
        env = pettingzoo_env("zhanguo", players=2)
        env.reset(seed=seed)
        for _ in range(40):
            obs, *_ = env.last()
            env.step(int(np.flatnonzero(obs["action_mask"])[-1]))
        return list(env.unwrapped.state_.history), env.last()[0]["observation"]
    (h1, o1), (h2, o2) = play(5), play(5)
    assert h1 == h2 and np.array_equal(o1, o2)


def test_paging_keeps_every_legal_action_selectable():
    """More legal actions than slots: the last slot pages, and each action is reachable exactly once."""
    codec = ActionCodec(8)
    legal = [f"a{i:02d}" for i in range(20)]
    reached = []
    for page in range(codec.pages(legal)):
        mask = codec.mask(legal, page)
        assert mask[7] == 1
        reached += [codec.decode(s, legal, page) for s in range(7) if mask[s]]
    assert reached == sorted(legal)
    for action in legal:
        slots = codec.encode(action, legal)
        page = 0
        for slot in slots[:-1]:
            assert codec.decode(slot, legal, page) is None
            page += 1
        assert codec.decode(slots[-1], legal, page) == action


def test_closed_slot_is_refused_with_a_clear_error():
    env = pettingzoo_env("dragon", players=2)
    env.reset(seed=1)
    obs, *_ = env.last()
    closed = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = list(env.unwrapped.state_.history)
    with pytest.raises(ValueError, match="not open now"):
        env.step(closed)
    assert env.unwrapped.state_.history == before


def test_layout_is_fixed_per_game_players_options():
    a, b = layout("dragon", 2, {}), layout("dragon", 2, {"great_wall": "off"})
    assert a is b  # same resolved options: the same cached layout
    c = layout("dragon", 2, {"great_wall": "on"})
    assert c.size >= 1 and c.num_actions >= 8 and c.num_actions >= c.most_legal_seen * 1.5
