"""A PettingZoo AEC environment for any Tianxia game.

    >>> from tianxia.envs import pettingzoo_env
    >>> env = pettingzoo_env("dragon", players=3)
    >>> env.reset(seed=7)
    >>> for agent in env.agent_iter():
    ...     obs, reward, terminated, truncated, info = env.last()
    ...     action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
    ...     env.step(action)

Agents are ``player_0`` .. ``player_{n-1}`` (seat numbers).  Each observation is a dict:
``observation`` (float32 Box, the seat's own ``state.view(seat)`` encoded by
``encoding.Layout``) and ``action_mask`` (int8, 1 for every open slot of ``Discrete(K)``;
all zeros for a seat that is not deciding).  Slot meanings are in ``encoding.ActionCodec``:
the ``i``-th legal action in sorted notation order, with a "next page" slot in the rare
position that offers more than ``K`` actions.  ``info["legal_actions"]`` lists the
notations behind the open slots of the deciding seat.

Rewards come only at the end: each winner gets ``1 / len(winners)`` (its win share, the
same count ``tianxia stats`` uses), every other seat 0.  Games always end by their
rules, so ``truncations`` stay False.  Randomness (shuffles, draws) is the game's own,
seeded by ``reset(seed=...)``; a seat never sees what its view hides.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .encoding import ActionCodec, layout


class TianxiaEnv(AECEnv):
    metadata = {"render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, game: str, players: int = 3, options: dict | None = None, render_mode: str | None = None):
        super().__init__()
        self.layout = layout(game, players, options)
        self.game = self.layout.game
        self.num_players = players
        self.game_options = self.layout.options
        self.metadata = {**self.metadata, "name": f"tianxia_{game}_v0"}
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        self.codec = ActionCodec(self.layout.num_actions)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self._seat = {agent: i for i, agent in enumerate(self.possible_agents)}
        obs_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, shape=(self.layout.size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, shape=(self.codec.k,), dtype=np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.k) for a in self.possible_agents}
        self.state_ = None
        self._page = 0

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    # -- the episode -----------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict | None = None):
        """A new game.  ``seed`` fixes the deal; game options were fixed when the env was made."""
        if seed is None:
            seed = int(np.random.default_rng().integers(0, 2**62))
        self.state_ = self.game.new_state(self.num_players, seed=int(seed), options=self.game_options)
        self._page = 0
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.state_.current_player]
        self._update_infos()

    def observe(self, agent):
        seat = self._seat[agent]
        state = self.state_
        if not state.is_terminal and state.current_player == seat:
            mask = self.codec.mask(state.legal_actions(), self._page)
        else:
            mask = np.zeros(self.codec.k, dtype=np.int8)
        return {"observation": self.layout.encode(state.view(seat)), "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        state = self.state_
        legal = state.legal_actions()
        chosen = self.codec.decode(action, legal, self._page)
        self._clear_rewards()
        self._cumulative_rewards[agent] = 0.0
        if chosen is None:  # "next page": the same seat decides again
            self._page = (self._page + 1) % self.codec.pages(legal)
        else:
            state.apply(chosen)
            self._page = 0
        if state.is_terminal:
            winners = state.winners()
            for a in self.agents:
                self.rewards[a] = (1.0 / len(winners)) if self._seat[a] in winners else 0.0
                self.terminations[a] = True
            # dead agents step out in seat order
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[state.current_player]
        self._accumulate_rewards()
        self._update_infos()
        if self.render_mode == "human":
            self.render()

    def _update_infos(self) -> None:
        state = self.state_
        for a in self.agents:
            self.infos[a] = {}
        if not state.is_terminal:
            shown, paged = self.codec.slots(state.legal_actions(), self._page)
            self.infos[self.agent_selection] = {"legal_actions": shown + (["(next page)"] if paged else [])}

    def action_to_slots(self, notation: str) -> list[int]:
        """The slots that play ``notation`` now (for scripted or imitation play)."""
        action = self.state_.parse_action(notation)
        return self.codec.encode(action, self.state_.legal_actions())

    def render(self):
        if self.render_mode is None:
            return None
        seat = self._seat[self.agent_selection] if self.agents else None
        text = self.game.render_text(self.state_.view(seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        self.state_ = None


def make_env(game: str, players: int = 3, options: dict | None = None, render_mode: str | None = None):
    """The environment wrapped in PettingZoo's order-enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(TianxiaEnv(game, players, options, render_mode))
