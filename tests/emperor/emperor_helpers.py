"""Helpers that build hand-made Emperor positions by editing a fresh state's fields."""

from __future__ import annotations

from tianxia.games.emperor import GAME
from tianxia.games.emperor.data import TABLES as TB

NC = len(TB.colours)


def fresh(players: int = 4, fort: bool = False, side: str = "auto", seed: int = 1):
    """A new game whose board is then edited by the helpers below."""
    return GAME.new_state(players, seed=seed, options={"fortifications": fort, "side": side})


def _touch(state):
    state._legal_cache = None


def give(state, seat: int, cards: list[str]):
    """Set ``seat``'s hand to exactly ``cards``, swapping cards with the deck (cards stay conserved)."""
    for c in range(NC):
        state.deck.extend([c] * state.hands[seat * NC + c])
        state.hands[seat * NC + c] = 0
        state.known[seat * NC + c] = 0
    for name in cards:
        c = TB.colour_index[name]
        state.deck.remove(c)
        state.hands[seat * NC + c] += 1
    _touch(state)


def hand(state, seat: int) -> list[str]:
    return [TB.colours[c] for c in range(NC) for _ in range(state.hands[seat * NC + c])]


def house(state, space: str, seat: int):
    """Put a house of ``seat`` on ``space`` from his supply (no scoring)."""
    s = TB.space_index[space]
    assert state.owner[s] < 0
    state.owner[s] = seat
    state.supply_h[seat] -= 1
    state._recount()


def houses(state, seat: int, *spaces: str):
    for sid in spaces:
        house(state, sid, seat)


def emissary(state, region: str, seat: int, count: int = 1):
    r = TB.region_index[region]
    state.emis[r * state.num_players + seat] += count
    state.supply_e[seat] -= count
    state._recount()


def fortification(state, space: str, seat: int):
    s = TB.space_index[space]
    assert state.fort[s] < 0 and state.supply_f[seat] == 1
    state.fort[s] = seat
    state.supply_f[seat] = 0
    state._recount()


def to_turn(state, seat: int):
    state.turn = seat
    state.tasks = [("start", seat)]
    state.t_region = -1
    _touch(state)


def set_deck(state, top_first: list[str]):
    """Replace the deck by ``top_first`` (first = top), moving surplus/shortage through the removed pile
    is not allowed, so the caller gives exactly the colours the deck holds in some order."""
    cards = [TB.colour_index[c] for c in top_first]
    assert sorted(cards) == sorted(state.deck), "set_deck must keep the deck's contents"
    state.deck = list(reversed(cards))
    _touch(state)


def region_houses(state, region: str) -> list[int]:
    r = TB.region_index[region]
    n = state.num_players
    return state.hcount[r * n:r * n + n]


def card_total(state) -> list[int]:
    n = state.num_players
    return [state.display[c] + state.discard[c] + state.removed[c] + state.deck.count(c)
            + sum(state.hands[p * NC + c] for p in range(n)) for c in range(NC)]


def said(part: dict, lang: str = "en") -> str:
    """An event (or its secret part) in words, as the log shows it."""
    from tianxia.core.messages import line

    return line(GAME.package, part, lang)
