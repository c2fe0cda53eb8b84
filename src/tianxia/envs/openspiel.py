"""OpenSpiel adapter: every Tianxia game as a registered Python game.

    >>> from tianxia.envs import openspiel
    >>> openspiel.register()
    >>> import pyspiel
    >>> game = pyspiel.load_game("python_tianxia_dragon", {"players": 3, "seed": 7})
    >>> state = game.new_initial_state()

Names are ``python_tianxia_<game>``.  Parameters: ``players`` (default: 3 where the game
allows it, else its minimum), ``options`` (the command line's ``name=value,...`` text,
default none) and ``seed`` (the deal of every ``new_initial_state``; -1, the default,
draws a fresh seed each time).

Actions are the same ``Discrete(K)`` slots as the PettingZoo environment (see
``encoding.py``): slot ``i`` is the ``i``-th legal action in sorted notation order, and in a
position with more than ``K`` legal actions the last slot pages to the next ones.  The
game's randomness is internal to its state (``ChanceMode.SAMPLED_STOCHASTIC``: a state's
future draws are fixed by its seed), and its information is imperfect: observations
(string: the view's JSON; tensor: ``encoding.Layout``) show only what the seat may see.
Returns are win shares: ``1 / len(winners)`` to each winner, 0 to everyone else.

Because a clone carries the hidden cards and the future draws, a search run directly on
a state sees everything.  ``resample_from_infostate(player, sampler)`` (or
``determinized(player, seed)``) gives a state consistent with ``player``'s view in which
everything hidden, future draws included, is re-sampled; a fair search runs from that.

Use OpenSpiel's *Python* ``open_spiel.python.algorithms.mcts.MCTSBot`` on these games:
the C++ ``pyspiel.MCTSBot`` crashes on Python-implemented games (ANCHORS.md).
"""

from __future__ import annotations

import json
import random

import numpy as np
import pyspiel

from .. import load
from ..core import options as _options
from ..games import names as _game_names
from .encoding import ActionCodec, layout

PREFIX = "python_tianxia_"
NEXT_PAGE = "(next page)"
_registered: set[str] = set()


def _default_players(game) -> int:
    return min(max(3, game.min_players), game.max_players)


def _game_type(name: str):
    game = load(name)
    return pyspiel.GameType(
        short_name=PREFIX + name,
        long_name=f"Tianxia {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": _default_players(game), "options": "", "seed": -1},
    )


class TianxiaSpielGame(pyspiel.Game):
    """One Tianxia game with fixed players and options."""

    def __init__(self, params=None, *, name: str):
        params = dict(params or {})
        game = load(name)
        players = game.check_players(int(params.get("players", _default_players(game))))
        options = game.resolve_options(_options.parse_cli(params.get("options") or None), players)
        lay = layout(name, players, options)
        info = pyspiel.GameInfo(
            num_distinct_actions=lay.num_actions,
            max_chance_outcomes=0,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=lay.max_length_bound,
        )
        super().__init__(_game_type(name), info, {"players": players, "options": params.get("options") or "",
                                                  "seed": int(params.get("seed", -1))})
        self.tianxia_game = game
        self.players = players
        self.options = options
        self.layout = lay
        self.codec = ActionCodec(lay.num_actions)
        self.seed = int(params.get("seed", -1))

    def new_initial_state(self, tianxia_state=None):
        """A new deal (seeded by the ``seed`` parameter), or a wrapper around a given Tianxia state."""
        if tianxia_state is None:
            seed = self.seed if self.seed >= 0 else random.SystemRandom().getrandbits(62)
            tianxia_state = self.tianxia_game.new_state(self.players, seed=seed, options=self.options)
        return TianxiaSpielState(self, tianxia_state)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return ViewObserver(self, params)


class TianxiaSpielState(pyspiel.State):
    """An OpenSpiel state around one Tianxia ``State`` (``self.tianxia``)."""

    def __init__(self, game: TianxiaSpielGame, tianxia_state, page: int = 0, slots: list[int] | None = None):
        super().__init__(game)
        self._game = game
        self.tianxia = tianxia_state
        self.page = page
        self._slots = list(slots or [])

    def current_player(self):
        state = self.tianxia
        return pyspiel.PlayerId.TERMINAL if state.is_terminal else state.current_player

    def _legal_actions(self, player):
        if self.tianxia.is_terminal or player != self.tianxia.current_player:
            return []
        legal = self.tianxia.legal_actions()
        if len(legal) <= self._game.codec.k:  # the usual case: slots 0..n-1 (no numpy on this hot path)
            return list(range(len(legal)))
        return [int(i) for i in np.flatnonzero(self._game.codec.mask(legal, self.page))]

    def _apply_action(self, action):
        self._slots.append(int(action))
        legal = self.tianxia.legal_actions()
        chosen = self._game.codec.decode(action, legal, self.page)
        if chosen is None:
            self.page = (self.page + 1) % self._game.codec.pages(legal)
        else:
            self.tianxia.apply(chosen)
            self.page = 0

    def _action_to_string(self, player, action):
        try:
            chosen = self._game.codec.decode(action, self.tianxia.legal_actions(), self.page)
        except ValueError:
            return f"slot {action}"
        return NEXT_PAGE if chosen is None else str(chosen)

    def is_terminal(self):
        return self.tianxia.is_terminal

    def returns(self):
        state = self.tianxia
        if not state.is_terminal:
            return [0.0] * state.num_players
        winners = state.winners()
        return [(1.0 / len(winners)) if seat in winners else 0.0 for seat in range(state.num_players)]

    def clone(self):
        return TianxiaSpielState(self._game, self.tianxia.clone(), self.page, self._slots)

    def history(self):
        """The slots applied so far (kept here, so clones keep it too)."""
        return list(self._slots)

    def history_str(self):
        return ", ".join(str(a) for a in self._slots)

    def __deepcopy__(self, memo):
        return self.clone()

    def determinized(self, player: int, seed: int) -> "TianxiaSpielState":
        """A state ``player`` cannot tell from this one, with everything hidden re-sampled."""
        return TianxiaSpielState(self._game, self.tianxia.determinize(player, random.Random(seed)), self.page,
                                 self._slots)

    def resample_from_infostate(self, player_id, probability_sampler=None):
        seed = int(probability_sampler() * 2**62) if callable(probability_sampler) else random.getrandbits(62)
        return self.determinized(player_id, seed)

    def action_for(self, notation: str) -> list[int]:
        """The slots that play ``notation`` now."""
        action = self.tianxia.parse_action(notation)
        return self._game.codec.encode(action, self.tianxia.legal_actions())

    def __str__(self):
        return self._game.tianxia_game.render_text(self.tianxia.view(None))


class ViewObserver:
    """OpenSpiel's PyObserver for a seat: the encoded view (tensor) and its JSON (string)."""

    def __init__(self, game: TianxiaSpielGame, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        self.layout = game.layout
        self.tensor = np.zeros(self.layout.size, np.float32)
        self.dict = {"view": self.tensor}

    def set_from(self, state: TianxiaSpielState, player: int):
        self.tensor[:] = self.layout.encode(state.tianxia.view(player))

    def string_from(self, state: TianxiaSpielState, player: int):
        return json.dumps(state.tianxia.view(player), sort_keys=True)


def _factory(name: str) -> type:
    """A subclass per game (OpenSpiel registers a class; a plain closure crashes at exit)."""
    def __init__(self, params=None):
        TianxiaSpielGame.__init__(self, params, name=name)
    return type(f"Tianxia{name.title()}SpielGame", (TianxiaSpielGame,), {"__init__": __init__})


def register(names: list[str] | None = None) -> list[str]:
    """Register the games (default: all four) with OpenSpiel; safe to call again.  Returns
    the registered OpenSpiel names."""
    out = []
    for name in names or _game_names():
        short = PREFIX + name
        if short not in _registered:
            pyspiel.register_game(_game_type(name), _factory(name))
            _registered.add(short)
        out.append(short)
    return out
