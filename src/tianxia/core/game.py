"""The game-independent contract: ``Game`` (a ruleset with options) and ``State`` (one position).

A game package subclasses both.  The base classes own everything that is the
same for every game: option checking, the legal-action cache, legality checks
that leave the state untouched, the history and log, records, JSON framing,
seeded randomness and determinisation.  A game fills in a handful of hooks
(the names starting with an underscore below) and nothing else.
"""

from __future__ import annotations

import importlib
import json
import random
from importlib import resources

from . import options as _options
from . import render as render_protocol
from .actions import Action, normalise
from .errors import IllegalAction, Refused, refused
from .rng import Rng, derive_seed
from .messages import DEFAULT, line, messages

FORMAT = "tianxia-state/1"


class Game:
    """A ruleset: name, player counts, declared options, and a way to make states."""

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 2
    options: dict = {}
    state_class: type["State"]
    #: package holding this game's ``schema.json`` (the JSON Schema of ``to_json``)
    package: str = ""

    # -- making states -------------------------------------------------------------------------

    def new_state(self, players: int, seed: int | None = None, options: dict | None = None) -> "State":
        """A fresh game.  Bad player count or options: ValueError with a clear message."""
        players = self.check_players(players)
        opts = self.resolve_options(options, players)
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError(f"seed must be a non-negative whole number, not {seed!r}")
        state = self.state_class.__new__(self.state_class)
        State._init_common(state, self, players, seed, opts)
        state._setup()
        return state

    def check_players(self, players) -> int:
        if isinstance(players, bool) or not isinstance(players, int):
            try:
                players = int(players)
            except (TypeError, ValueError):
                raise refused("players-not-a-number", given=repr(players)) from None
        if not self.min_players <= players <= self.max_players:
            raise Refused(messages(self.package).format("players-outside", {
                "title": self.title, "low": self.min_players, "high": self.max_players, "n": players}),
                "players-outside", {"title": self.title, "low": self.min_players, "high": self.max_players, "n": players})
        return players

    def resolve_options(self, given: dict | None, players: int) -> dict:
        opts = _options.resolve(self.options, given)
        self._check_options(opts, players)
        return opts

    def _check_options(self, opts: dict, players: int) -> None:
        """Hook: cross-option checks (raise ``self.refusal(...)``, a ValueError)."""

    def refusal(self, msg: str, **args) -> Refused:
        """A Refused (a ValueError) saying why in the game's words: English text, message id and
        arguments of the game's catalogs (options that do not go together)."""
        return Refused(messages(self.package).format(msg, args), msg, args)

    def replay(self, players: int, seed: int, options: dict | None, history: list[str]) -> "State":
        """Rebuild a state from its setup and the notation of every action applied since."""
        state = self.new_state(players, seed, options)
        for step, notation in enumerate(history):
            try:
                state.apply(notation)
            except IllegalAction as err:
                raise ValueError(f"history step {step + 1} ({notation!r}) is illegal: {err}") from None
        return state

    # -- JSON ------------------------------------------------------------------------------------

    def schema(self) -> dict:
        """The JSON Schema of this game's ``State.to_json()`` (shipped as ``schema.json``)."""
        text = resources.files(self.package).joinpath("schema.json").read_text(encoding="utf-8")
        return json.loads(text)

    def state_from_json(self, data) -> "State":
        """Inverse of ``State.to_json``.  Bad input: ValueError naming the bad field."""
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except json.JSONDecodeError as err:
                raise ValueError(f"state is not valid JSON: {err}") from None
        if not isinstance(data, dict):
            raise ValueError("state must be a JSON object")
        _validate(self.schema(), data)
        if data["game"] != self.name:
            raise ValueError(f"field game: this is a {self.name} loader, not {data['game']!r}")
        players = self.check_players(data["players"])
        try:
            opts = self.resolve_options(data["options"], players)
        except ValueError as err:
            raise ValueError(f"field options: {err}") from None
        state = self.state_class.__new__(self.state_class)
        State._init_common(state, self, players, data["seed"], opts)
        state.rng = Rng(data["rng"])
        state.history = list(data["history"])
        state._events = [dict(e) for e in data["events"]]
        try:
            state._load(data["state"])
        except (KeyError, TypeError, IndexError) as err:
            raise ValueError(f"field state: bad or missing value ({err})") from None
        return state

    # -- drawing (from a view, so a picture can never show more than its seat may see) ------------

    def _render(self):
        """The game package's ``render`` module (every game has the same shape)."""
        return importlib.import_module(f"{self.package}.render")

    @property
    def speaks(self) -> bool:
        """Whether the render module puts its words through the message catalogs (its functions
        take ``t``, a ``tianxia.core.messages.Messages``); otherwise they write English."""
        return bool(self._render_part("TRANSLATED"))

    def _call(self, fn, lang: str, *args):
        return fn(*args, t=messages(self.package, lang)) if self.speaks else fn(*args)

    def render_text(self, view: dict, lang: str = DEFAULT) -> str:
        """The terminal picture of ``state.view(seat)``."""
        return self._call(self._render().text, lang, view)

    def render_svg(self, view: dict, legal: list[str] | tuple = (), lang: str = DEFAULT) -> str:
        """An SVG picture of ``state.view(seat)``.  Elements that stand for one of the ``legal``
        actions carry ``data-action="<notation>"`` so a client can make them clickable."""
        return self._call(self._render().svg, lang, view, legal)

    # The table's other questions (docs/table.md); a render module may leave any of them out.

    def _render_part(self, name: str):
        """The render module's ``name``, one of the parts ``core.render`` declares (None where the
        module or the part is absent)."""
        if name not in render_protocol.PARTS:
            raise KeyError(f"{name!r} is not a part of the drawing protocol (tianxia.core.render)")
        try:
            module = self._render()
        except (ImportError, TypeError, ValueError):  # a game drawn by overriding render_svg only
            return None
        return getattr(module, name, None)

    def render_hand(self, view: dict, legal: list[str] | tuple = (), lang: str = DEFAULT) -> str | None:
        """The viewing seat's own hand / tiles / cards as a small SVG for the strip that stays in
        view on phones; None where the game draws none."""
        fn = self._render_part("hand")
        return self._call(fn, lang, view, legal) if fn else None

    def render_prompt(self, view: dict, lang: str = DEFAULT) -> str | None:
        """What is being decided, as an imperative sentence in words; None when nothing is."""
        fn = self._render_part("prompt")
        return self._call(fn, lang, view) if fn else None

    def render_label(self, view: dict, notation: str, lang: str = DEFAULT) -> str:
        """A legal action's short name in words, for buttons and tooltips."""
        fn = self._render_part("label")
        return self._call(fn, lang, view, notation) if fn else notation

    def render_scores(self, view: dict, lang: str = DEFAULT) -> list[dict]:
        """Each seat's score by category (``[{"category", "points"}]``), adding up to the score."""
        fn = self._render_part("scores")
        if fn:
            return self._call(fn, lang, view)
        return [{"category": messages(self.package, lang)("score"), "points": list(view.get("scores") or [])}]

    def render_panel(self, view: dict, seat: int, lang: str = DEFAULT) -> list[dict]:
        """Counters on a seat's panel: ``[{"name", "value", "tip"}]``."""
        fn = self._render_part("panel")
        return self._call(fn, lang, view, seat) if fn else []

    def progress(self, view: dict) -> float | None:
        """How much of the game is played, 0 to 1 and never less after an action, from a view (the
        public one will do, so anybody may be shown it): the ``progress`` function of the game
        package's ``progress`` module; None for a game without one."""
        if view.get("is_terminal"):
            return 1.0
        if not self.package:
            return None
        try:
            module = importlib.import_module(f"{self.package}.progress")
        except ModuleNotFoundError:
            return None
        return min(1.0, max(0.0, float(module.progress(view))))

    def seat_colours(self) -> list[str]:
        return list(self._render_part("SEAT_COLOURS")
                    or ["#c0392b", "#2471a3", "#229954", "#b7950b", "#7d3c98"])

    def __repr__(self) -> str:
        return f"<Game {self.name}>"


def _validate(schema: dict, data: dict) -> None:
    import jsonschema

    validator = jsonschema.Draft202012Validator(schema)
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
        raise ValueError(f"field {where}: {error.message}")


def _seen_by(event: dict, player: int | None) -> dict:
    """The event as ``player`` saw it: another seat's secret part removed."""
    secret = event.get("secret")
    if secret is None or secret["seat"] == player:
        return event
    return {k: v for k, v in event.items() if k != "secret"}


#: the last events list filtered for a seat, with what it was made from: search determinizes the
#: same position once an iteration, and filtering the whole game's events each time cost ~10% of
#: an Emperor search.  One tuple, replaced whole, so threads never see half of it.
_SEEN_LAST: tuple = (None, 0, None, None, [])


#: how many samples ``determinize`` draws at most looking for one where the decision has a choice
_DRAWS = 100


def _seen_all(events: list, player: int | None) -> list:
    """A fresh list of ``events`` as ``player`` saw them (logged events are only ever appended)."""
    global _SEEN_LAST
    kept, length, seat, last, seen = _SEEN_LAST
    if kept is events and length == len(events) and seat == player and (not events or last is events[-1]):
        return seen.copy()
    seen = [_seen_by(e, player) for e in events]
    _SEEN_LAST = (events, len(events), player, events[-1] if events else None, seen)
    return seen.copy()


class State:
    """One position of one game.  Mutable; ``clone()`` is cheap and independent.

    Hooks a game implements:
      ``_setup()``            deal the opening position (uses ``self.rng``, ``self.options``)
      ``_legal()``            list of Actions for ``current_player`` (non-empty unless terminal)
      ``_do(action)``         apply a legal action; return a list of event dicts
      ``current_player``      property: seat to decide, None when terminal
      ``is_terminal``         property
      ``scores()``, ``winners()``
      ``_view(player)``       what seat ``player`` (None: a spectator) may see
      ``FIELDS``              the game's fields, declared once (``tianxia.core.fields``); from them come
                              ``_copy_to(other)`` (copy into a blank clone) and ``_dump()``/``_load(d)``
                              (the game fields as JSON-ready data)
      ``_resample(player, rng)`` re-sample what ``player`` cannot see (default: nothing hidden)
      ``_explain(text)``      why ``text`` is not legal now (default: generic sentence)
    """

    __slots__ = ("game", "num_players", "seed", "options", "rng", "history", "_events", "_legal_cache")

    #: the game's fields, declared once (``tianxia.core.fields``): ``_copy_to``, ``_dump`` and
    #: ``_load`` are generated from them
    FIELDS: tuple = ()

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if "FIELDS" in cls.__dict__:
            from . import fields

            fields.build(cls, cls.FIELDS)

    def _init_common(self, game: Game, players: int, seed: int, opts: dict) -> None:
        self.game = game
        self.num_players = players
        self.seed = seed
        self.options = opts
        self.rng = Rng(seed)
        self.history: list[str] = []
        self._events: list[dict] = []
        self._legal_cache: list[Action] | None = None

    # -- hooks -------------------------------------------------------------------------------------

    def _setup(self) -> None:
        raise NotImplementedError

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _do(self, action: Action) -> list[dict]:
        raise NotImplementedError

    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def is_terminal(self) -> bool:
        raise NotImplementedError

    def scores(self) -> list:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def _view(self, player: int | None) -> dict:
        raise NotImplementedError

    def _copy_to(self, other: "State") -> None:
        raise NotImplementedError

    def _dump(self) -> dict:
        raise NotImplementedError

    def _load(self, data: dict) -> None:
        raise NotImplementedError

    def _resample(self, player: int | None, rng) -> None:
        """Replace everything ``player`` cannot see by a sample consistent with their view."""

    def _explain(self, text: str) -> IllegalAction:
        """Why ``text`` is not legal now (a game may say more than this generic sentence)."""
        legal = self.legal_actions()
        shown = ", ".join(legal[:12]) + (", ..." if len(legal) > 12 else "")
        return self.refusal("refused-not-legal", action=repr(text), legal=shown)

    def refusal(self, msg: str, **args) -> IllegalAction:
        """An IllegalAction saying why in the game's words: English text, message id and arguments."""
        return IllegalAction(messages(self.game.package, DEFAULT).format(msg, args), msg=msg, args=args)

    # -- the public contract -------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Actions open to ``current_player``; empty only when the game is over."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = [] if self.is_terminal else self._legal()
        return list(cache)

    def parse_action(self, text: str) -> Action:
        """Notation -> the legal Action it names; otherwise IllegalAction saying why."""
        if self.is_terminal:
            raise self.refusal("refused-over")
        if not isinstance(text, str):
            raise self.refusal("refused-not-text", type=type(text).__name__)
        if self._legal_cache is None:
            self.legal_actions()
        if type(text) is Action and text in self._legal_cache:
            return text
        wanted = normalise(text)
        if wanted in self._legal_cache:  # already in canonical spelling: skip normalising every action
            return self._legal_cache[self._legal_cache.index(wanted)]
        for action in self._legal_cache:
            if not getattr(action, "canonical", False) and normalise(action) == wanted:
                return action
        reason = self._explain(" ".join(text.split()))
        raise reason if isinstance(reason, IllegalAction) else IllegalAction(reason)

    def apply(self, action) -> list[dict]:
        """Apply an Action or its notation; return what happened.  Illegal: IllegalAction, no change."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = [] if self.is_terminal else self._legal()
        if type(action) is not Action or action not in cache:
            action = self.parse_action(action)
        self._legal_cache = None
        self.history.append(str.__str__(action))
        events = self._do(action)
        self._events.extend(events)
        return events

    def view(self, player: int | None = None) -> dict:
        """JSON-ready dict of what seat ``player`` may see (None: the public, spectator view)."""
        if player is not None and not (isinstance(player, int) and 0 <= player < self.num_players):
            raise ValueError(f"seat must be 0..{self.num_players - 1} or None, not {player!r}")
        view = {
            "game": self.game.name,
            "players": self.num_players,
            "options": dict(self.options),
            "seat": player,
            "current_player": self.current_player,
            "is_terminal": self.is_terminal,
            "scores": self.scores(),
            "winners": self.winners(),
            "moves": len(self.history),
        }
        view.update(self._view(player))
        return view

    @property
    def log(self) -> list[str]:
        """Everything that happened, in order (the full account, secrets included)."""
        package = self.game.package
        return [line(package, e.get("secret", e)) for e in self._events]

    def log_for(self, player: int | None) -> list[str]:
        """The log as seat ``player`` saw it: secret lines only for the seat they concern."""
        package = self.game.package
        return [line(package, _seen_by(e, player).get("secret", e)) for e in self._events]

    @property
    def events(self) -> list[dict]:
        return list(self._events)

    def clone(self) -> "State":
        """An independent copy (search uses this; no deepcopy)."""
        cls = self.__class__
        other = cls.__new__(cls)
        other.game = self.game
        other.num_players = self.num_players
        other.seed = self.seed
        other.options = self.options
        other.rng = Rng(self.rng.state)
        other.history = self.history.copy()
        other._events = self._events.copy()  # event dicts are never mutated once logged
        other._legal_cache = self._legal_cache  # never mutated; replaced on apply
        self._copy_to(other)
        return other

    def determinize(self, player: int | None, rng) -> "State":
        """A clone where everything ``player`` cannot see is re-sampled from ``rng``.

        Depends only on ``view(player)`` and ``rng``: the future random draws are
        re-seeded from ``rng`` and each game's ``_resample`` overwrites its hidden
        fields with a sample drawn in a canonical order.

        A pending decision tells every seat that its player has a choice: a sample in which
        it has none (an Emperor mover's hand re-dealt so that no second piece can be paid) is
        not a world ``player`` thinks possible, so it is drawn again (rejection keeps the
        others' samples as likely as before).  Only another seat's worlds have met it so far.
        """
        for _ in range(_DRAWS):
            other = self.clone()
            other.rng = Rng(derive_seed(rng))
            other._events = _seen_all(self._events, player)
            other._resample(player, rng)
            if other.is_terminal:
                other._legal_cache = []
                return other
            other._legal_cache = legal = other._legal()
            if legal:
                break
        return other

    def to_json(self) -> dict:
        """The whole state as JSON-ready data, random generator included."""
        return {
            "format": FORMAT,
            "game": self.game.name,
            "players": self.num_players,
            "options": _options.saved(self.game.options, self.options),
            "seed": self.seed,
            "rng": self.rng.state,
            "history": list(self.history),
            "events": [dict(e) for e in self._events],
            "state": self._dump(),
        }

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.to_json() == other.to_json()

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        who = "over" if self.is_terminal else f"seat {self.current_player} to act"
        return f"<{self.game.name} state, {self.num_players} players, {len(self.history)} moves, {who}>"
