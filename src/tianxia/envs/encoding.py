"""Fixed-size numeric encodings of a game for learning agents: observations and actions.

Both encodings are built once per (game, players, options) and cached in the process;
they depend only on those three and on the fixed seeds below, so every process (and
every machine) builds the same ones.

**Observation** (``Layout``).  ``state.view(seat)`` is JSON.  Its leaves are named by
their path (dict keys, list indices), e.g. ``("players", 1, "money")``.  We play
``LAYOUT_PLAYOUTS`` seeded random games, collect every leaf path seen in the view of the
seat to act (and of every seat at the end), and sort the paths in a stable order: that
list is the layout, and its length is the observation length.  A view is encoded as one
float32 per layout path: numbers as themselves, booleans as 0/1, ``null`` and absent
paths as 0, strings as a stable hash in [0, 1) (CRC-32 / 2**32, never Python's salted
``hash``).  A path never seen in the layout playouts (e.g. an unusually long hand) is left
out; the encoding never fails and never changes length.

**Actions** (``ActionCodec``).  The space is ``Discrete(K)``; slot ``i`` is the ``i``-th
legal action in sorted notation order.  Why not a vocabulary of notations (fixed meaning
per slot)?  No game exposes its full vocabulary, and a vocabulary collected from playouts
can miss a legal action that a real game reaches (a rare combination of arguments);
hashing unseen notations into reserved slots can collide.  An index into the sorted
legal list is exact by construction: every legal action has a slot and every unmasked
slot is legal.  ``K`` is a power of two at least 1.5 times the most legal actions seen at
one step in the layout playouts.  Should a position ever offer more than ``K`` legal
actions, the last slot becomes "next page": the same seat decides again among the next
``K - 1`` actions (wrapping round), so even then every legal action stays selectable and
the game itself is unchanged.
"""

from __future__ import annotations

import random
import zlib
from functools import lru_cache

LAYOUT_PLAYOUTS = 4
LAYOUT_SEED = 20240601


def _leaves(value, path=()):
    if isinstance(value, dict):
        for key in sorted(value):
            yield from _leaves(value[key], path + (key,))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _leaves(item, path + (index,))
    else:
        yield path, value


def _path_order(path: tuple) -> tuple:
    return tuple((0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in path)


def leaf_number(value) -> float:
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, (int, float)):
        return float(value)
    return zlib.crc32(str(value).encode("utf-8")) / 2**32


class Layout:
    """The observation layout and the action-space size of one (game, players, options)."""

    def __init__(self, game_name: str, players: int, options: dict):
        from .. import load

        self.game = load(game_name)
        self.players = players
        self.options = self.game.resolve_options(options, players)
        paths: set[tuple] = set()
        most = 1
        longest = 1
        for i in range(LAYOUT_PLAYOUTS):
            seed = LAYOUT_SEED + i
            state = self.game.new_state(players, seed=seed, options=self.options)
            pick = random.Random(seed)
            while not state.is_terminal:
                legal = state.legal_actions()
                most = max(most, len(legal))
                paths.update(p for p, _ in _leaves(state.view(state.current_player)))
                state.apply(pick.choice(legal))
            longest = max(longest, len(state.history))
            for seat in range(players):
                paths.update(p for p, _ in _leaves(state.view(seat)))
        self.paths = sorted(paths, key=_path_order)
        self.index = {p: i for i, p in enumerate(self.paths)}
        self.size = len(self.paths)
        self.most_legal_seen = most
        k = 8
        while k < most + most // 2:
            k *= 2
        self.num_actions = k
        #: a generous bound on decisions in one game (OpenSpiel's max_game_length): ten times
        #: the longest layout playout; an estimate, since no game states a hard maximum
        self.max_length_bound = 10 * longest

    def encode(self, view: dict):
        import numpy as np

        out = np.zeros(self.size, dtype=np.float32)
        index = self.index
        for path, value in _leaves(view):
            i = index.get(path)
            if i is not None:
                out[i] = leaf_number(value)
        return out


@lru_cache(maxsize=64)
def _layout(game_name: str, players: int, options_key: tuple) -> Layout:
    return Layout(game_name, players, dict(options_key))


def layout(game_name: str, players: int, options: dict | None = None) -> Layout:
    from .. import load

    resolved = load(game_name).resolve_options(options or {}, players)
    return _layout(game_name, players, tuple(sorted(resolved.items())))


class ActionCodec:
    """Slots of ``Discrete(K)`` <-> legal actions of a state, with paging past ``K``."""

    def __init__(self, num_actions: int):
        self.k = num_actions

    def slots(self, legal: list[str], page: int = 0) -> tuple[list[str], bool]:
        """The actions shown in slots 0.. on ``page``, and whether the last slot is "next page"."""
        ordered = sorted(legal)
        if len(ordered) <= self.k:
            return ordered, False
        per = self.k - 1
        page %= -(-len(ordered) // per)
        return ordered[page * per:(page + 1) * per], True

    def pages(self, legal: list[str]) -> int:
        return 1 if len(legal) <= self.k else -(-len(legal) // (self.k - 1))

    def mask(self, legal: list[str], page: int = 0):
        import numpy as np

        shown, paged = self.slots(legal, page)
        mask = np.zeros(self.k, dtype=np.int8)
        mask[:len(shown)] = 1
        if paged:
            mask[self.k - 1] = 1
        return mask

    def decode(self, slot: int, legal: list[str], page: int = 0) -> str | None:
        """The action in ``slot`` (None: the "next page" slot).  Not an open slot: ValueError."""
        shown, paged = self.slots(legal, page)
        try:
            slot = int(slot)
        except (TypeError, ValueError):
            raise ValueError(f"an action is a slot number, not {slot!r}") from None
        if paged and slot == self.k - 1:
            return None
        if not 0 <= slot < len(shown):
            raise ValueError(f"action {slot} is not open now: choose a slot where action_mask is 1 "
                             f"(0..{len(shown) - 1}{', ' + str(self.k - 1) if paged else ''})")
        return shown[slot]

    def encode(self, action: str, legal: list[str]) -> list[int]:
        """The slots to choose, in order, to play ``action`` from page 0 (paging first if needed)."""
        ordered = sorted(legal)
        i = ordered.index(action)
        if len(ordered) <= self.k:
            return [i]
        per = self.k - 1
        return [self.k - 1] * (i // per) + [i % per]
