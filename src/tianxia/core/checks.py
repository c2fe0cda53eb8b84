"""Property checks every game must pass, shared by the test suites and the soak scripts.

``check_playout`` plays one random game and, along the way, asserts the core
contract: legal actions never empty before the end, illegal actions raise and
change nothing, JSON round trip and replay rebuild identical states, clones are
independent, views are JSON and a determinised state looks the same to its
observer and depends only on that observer's view.  A game adds its own
invariants (conservation of components, no negative counts) as a callable.
"""

from __future__ import annotations

import json
import random

from .errors import IllegalAction
from .game import Game, State

_NONSENSE = "no such action 42"


class ContractError(AssertionError):
    pass


def _fail(state: State, what: str) -> None:
    raise ContractError(f"{state.game.name} seed {state.seed} after {len(state.history)} moves: {what}")


def check_step(state: State, rng: random.Random, deep: bool) -> None:
    """Contract checks at one position (``deep``: the expensive ones too)."""
    legal = state.legal_actions()
    if state.is_terminal:
        if legal or state.current_player is not None:
            _fail(state, "terminal state still has a player to act")
        return
    if not legal:
        _fail(state, "no legal action before the end")
    if state.current_player not in range(state.num_players):
        _fail(state, f"current_player {state.current_player!r} is not a seat")
    if len(set(legal)) != len(legal):
        _fail(state, "duplicate legal actions")
    before = state.to_json() if deep else None  # only compared on deep steps
    try:
        state.apply(_NONSENSE)
    except IllegalAction as err:
        if "\n" in str(err) or not str(err):
            _fail(state, "IllegalAction message is not one line")
    else:
        _fail(state, "a nonsense action was accepted")
    if not deep:
        return
    if state.to_json() != before:
        _fail(state, "a refused action changed the state")
    text = json.dumps(before)
    again = state.game.state_from_json(json.loads(text))
    if again.to_json() != before:
        _fail(state, "to_json -> state_from_json -> to_json is not the identity")
    if again.legal_actions() != legal:
        _fail(state, "a reloaded state offers different legal actions")
    twin = state.clone()
    twin.apply(rng.choice(legal))
    if state.to_json() != before:
        _fail(state, "applying an action to a clone changed the original")
    for seat in [None, *range(state.num_players)]:
        text = json.dumps(state.view(seat))
        if '"rng"' in text or '"seed"' in text:
            _fail(state, f"the view of seat {seat} contains the random generator or the seed")
    seat = state.current_player
    sample = state.determinize(seat, random.Random(1))
    if sample.view(seat) != state.view(seat):
        _fail(state, f"a determinised state looks different to seat {seat}")
    if sample.legal_actions() != legal:
        _fail(state, "a determinised state offers different legal actions")
    other = sample.determinize(seat, random.Random(2))
    if (state.determinize(seat, random.Random(3)).to_json()["state"]
            != other.determinize(seat, random.Random(3)).to_json()["state"]):
        _fail(state, f"determinize({seat}) depends on more than seat {seat}'s view")


def check_playout(game: Game, players: int, seed: int, options: dict | None = None,
                  invariant=None, deep_every: int = 7, max_steps: int = 100_000) -> State:
    """Play one random game with every contract check; ``invariant(state)`` raises on a broken rule."""
    rng = random.Random(seed)
    state = game.new_state(players, seed=seed, options=options)
    step = 0
    while True:
        check_step(state, rng, deep=(step % deep_every == 0))
        if invariant is not None:
            invariant(state)
        if state.is_terminal:
            break
        step += 1
        if step > max_steps:
            _fail(state, f"no end after {max_steps} actions")
        state.apply(rng.choice(state.legal_actions()))
    final = state.to_json()
    if game.replay(players, seed, options, state.history).to_json() != final:
        _fail(state, "replaying the history does not rebuild the final state")
    if game.state_from_json(json.loads(json.dumps(final))).to_json() != final:
        _fail(state, "the final state does not survive a JSON round trip")
    winners = state.winners()
    if any(w not in range(players) for w in winners):
        _fail(state, f"winners {winners} are not seats")
    if len(state.scores()) != players:
        _fail(state, "scores() does not give one score per seat")
    return state


def random_playout(game: Game, players: int, seed: int, options: dict | None = None) -> State:
    """A random game without checks (benchmarks, smoke tests)."""
    rng = random.Random(seed)
    state = game.new_state(players, seed=seed, options=options)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state
