"""Games in play: one in-memory ``State`` per active game, rebuilt from its record on start-up.

Every change goes the same way: under the game's lock check the version (and the seat), apply
the action to a clone, write the action row and the new version in one database transaction,
then swap the clone in and push each connected seat its own view.  Bots run in one background
task per game; their thinking runs in the bot pool's worker processes (botpool.py), so the
server keeps answering, and their budgets are capped when the game is created (budgets.py).
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import random
import time

import tianxia
from tianxia.core import IllegalAction
from tianxia.core import record as records

from . import i18n
from . import seats as seatlib
from . import budgets, clocks
from . import reasons, words
from .botpool import BotFailed, BotPool
from .errors import ApiError
from .records import RECORD_ACTIONS, abandoned_result, play_on, replay_upload, standing
from .store import StaleVersion, Store

try:
    from tianxia.bots import describe as bots_describe
except ImportError:  # the bots are an optional part
    def bots_describe(spec: str) -> str:
        return spec

log = logging.getLogger("tianxia.server")

#: how many finished games stay in memory (others are rebuilt from the database on demand)
FINISHED_CACHE = 200
#: a finished game's replay keeps every this many positions
REPLAY_EVERY = 16


def _in(lang: str) -> dict:
    """The language a game's drawing is asked for (English by default: a game that overrides the
    drawing methods without a language keeps working)."""
    return {} if lang == i18n.DEFAULT else {"lang": lang}


class LiveGame:
    """One game: its rules, seats, version and current state."""

    def __init__(self, row: dict, state, acted_by: list[int]):
        self.id: str = row["id"]
        self.game = state.game
        self.seats: list[str] = list(row["seats"])
        self.token_hashes: list = list(row["token_hashes"])
        # per seat: False until a person opens the seat's link, then True or the name they chose
        self.joined: list = list(row["joined"])
        self.version: int = row["version"]
        self.source: str = row.get("source") or "lobby"
        self.created: float = row.get("created") or time.time()
        self.seed: int = row["seed"]
        self.options: dict = dict(row["options"])
        self.state = state
        self.prev = None               # the state before the last action, while known
        self.acted_by = acted_by       # seat that made each action of the history
        self.lock = asyncio.Lock()
        # ended because everybody left: the result as it stood (docs/server.md, "A game everybody left")
        self.abandoned: dict | None = abandoned_result(row)
        self.control: dict | None = clocks.control(row.get("clock"))  # the time control asked (Play again)
        self.seen = time.time()        # the last sign of a person at the game (Manager.sweep)
        self.here: dict[int, float] = {}  # per seat: when its page last said "I am here" (a click, a key)
        self.ran_out: dict[int, int] = {}  # per seat: the version of the decision its time ran out on
        self._known: dict = {}         # per seat: (stored hash, the token last found to match it)
        self._legal = None             # (state, its legal actions' notations), said once per state
        self.bots = {}
        if self.source != "upload" and not self.over:  # an uploaded record's seats are just names
            for s, spec in enumerate(self.seats):
                if spec != seatlib.HUMAN:
                    self.bots[s] = spec  # the bot itself lives in the bot pool's workers
        self.bot_task: asyncio.Task | None = None
        self._undo_cache: tuple | None = None
        self._why_cache: dict = {}         # (version, seat, lang) -> what the table says of closed choices
        stored = clocks.Clock.from_json(row.get("clock"))
        self.clock = None if self.over else stored
        # a finished game's stand-in moves, still told to their seats (its clock is put away)
        self.stood_at_end: list = stored.stood_in if self.over and stored is not None else []
        self.notice: str | None = clocks.notice(self.clock)

    # -- derived facts ----------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.state.num_players

    @property
    def over(self) -> bool:
        """Finished by the rules, or ended because everybody left."""
        return self.abandoned is not None or self.state.is_terminal

    @property
    def status(self) -> str:
        if self.over:
            return "finished"
        if any(spec == seatlib.HUMAN and not j for spec, j in zip(self.seats, self.joined)):
            return "open"
        return "running"

    @property
    def names(self) -> list[str]:
        """The names the seats' people chose ("" where none: the table shows "Player N")."""
        return [j if isinstance(j, str) else "" for j in self.joined]

    def result(self) -> dict | None:
        if self.abandoned is not None:
            return dict(self.abandoned)
        if not self.state.is_terminal:
            return None
        return {"scores": self.state.scores(), "winners": self.state.winners(), "moves": len(self.state.history)}

    def record(self) -> dict:
        out = records.make(self.state, self.seats)
        if self.abandoned is not None:  # ended as it stood: the result says so
            out["result"] = dict(self.abandoned)
        return out

    def summary(self) -> dict:
        """What anybody may know about the game (no tokens, no seed)."""
        st = self.state
        return {"id": self.id, "game": self.game.name, "title": self.game.title, "players": self.players,
                "options": dict(self.options), "seats": list(self.seats), "joined": [bool(j) for j in self.joined],
                "names": self.names,
                "status": self.status, "version": self.version, "moves": len(st.history),
                "current_player": st.current_player, "result": self.result(), "source": self.source,
                "progress": self.progress()}

    def progress(self, view: dict | None = None) -> float | None:
        """How much of the game is played, 0 to 1, from the rules (``Game.progress``); None if the
        game does not say.  An ended game is played."""
        if self.over:
            return 1.0
        try:
            return self.game.progress(view if view is not None else self.state.view(None))
        except Exception as err:  # noqa: BLE001 - a formula bug must not lose the page
            log.error("progress failed in game %s: %r", self.id, err)
            return None

    def check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.players:
            raise ApiError(404, "error-no-such-seat", last=self.players - 1, seat=seat)

    def authorise(self, seat: int, token: str | None) -> None:
        self.check_seat(seat)
        if self.token_hashes[seat] is None:
            raise ApiError(403, "error-seat-is-a-bot", seat=seat, bot=repr(self.seats[seat]))
        if not token:
            raise ApiError(401, "error-token-needed", seat=seat)
        stored = self.token_hashes[seat]
        known = self._known.get(seat)
        if known is not None and known[0] == stored and token.isascii() \
                and hmac.compare_digest(token, known[1]):
            return  # the same token as last time, its hash unchanged: no need to hash it again
        if not seatlib.matches(token, stored):
            raise ApiError(403, "error-wrong-token", seat=seat)
        self._known[seat] = (stored, token)

    def legal_for(self, seat: int | None) -> list[str]:
        st = self.state
        if seat is None or st.current_player != seat or self.abandoned is not None:
            return []
        if self._legal is None or self._legal[0] is not st:
            self._legal = (st, [str(a) for a in st.legal_actions()])
        return list(self._legal[1])

    def seat_names(self, lang: str = i18n.DEFAULT, bots: bool = False) -> list[str]:
        """Each seat as the table names it: the chosen name, else "Player N"; with ``bots``, a
        bot's level after it ("Player 3 (Easy)"), as the status bar says whom it waits for."""
        t = i18n.Translator(lang)
        out = [name or t("player_n", n=s + 1) for s, name in enumerate(self.names)]
        if bots and self.source != "upload":
            for s, spec in enumerate(self.seats):
                if spec != seatlib.HUMAN:
                    level = bots_describe(spec)
                    key = f"bot-level-{level.lower()}"
                    out[s] += f" ({t(key) if key in t else level})"
        return out

    def named(self, view: dict, lang: str = i18n.DEFAULT, bots: bool = False) -> dict:
        """``view`` with the seats' names (``view["names"]``, docs/table.md) for a game whose
        drawing speaks through the catalogs; another game's view as it is."""
        if not self.game.speaks:
            return view
        return {**view, "names": self.seat_names(lang, bots)}

    def svg(self, view: dict, legal: list[str], lang: str = i18n.DEFAULT) -> str | None:
        """The game's drawing of ``view``; None (the page shows text instead) if it has none or fails."""
        try:
            return self.game.render_svg(self.named(view, lang), legal, **_in(lang))
        except NotImplementedError:
            return None
        except Exception as err:  # a drawing bug must not lose the move or the page
            log.error("render_svg failed in game %s: %r", self.id, err)
            return None

    def text(self, view: dict, lang: str = i18n.DEFAULT) -> str:
        try:
            return self.game.render_text(view, **_in(lang))
        except Exception:
            return ""

    def _named_notice(self, notice: dict, lang: str) -> dict:
        """A time-out notice with the seats' names (or "Player N") in place of their numbers."""
        t = i18n.Translator(lang)

        def name(seat: str) -> str:
            s = int(seat)
            return (self.names[s] if s < len(self.names) else "") or t("player_n", n=s + 1)

        args = dict(notice.get("args") or {})
        if "seat" in args:
            args["seat"] = name(args["seat"])
        if "seats" in args:
            args["seats"] = ", ".join(name(s.strip()) for s in str(args["seats"]).split(","))
        return {"msg": notice["msg"], "args": args}

    def notice_part(self, lang: str) -> dict | str | None:
        """The notice to show; an undo's names the move taken back in words (the game's ``label``
        in the position it was taken back to, which is the one it was chosen in)."""
        notice = self.notice
        if isinstance(notice, dict) and notice.get("msg") in ("notice-ran-out", "notice-ran-out-many"):
            return self._named_notice(notice, lang)
        if not isinstance(notice, dict) or "undone" not in notice or not self.game.speaks:
            return notice
        (seat, action), args = notice["undone"], dict(notice.get("args") or {})
        try:
            said = self.game.render_label(self.named(self.state.view(seat), lang), action, **_in(lang))
            if said != action:
                args["action"] = f"“{said}”" if lang == i18n.DEFAULT else f"„{said}”"
        except Exception as err:  # noqa: BLE001 - a label bug leaves the notation
            log.warning("undo notice label failed in game %s: %r", self.id, err)
        return {"msg": notice["msg"], "args": args}

    def payload(self, seat: int | None, with_svg: bool = True, lang: str = i18n.DEFAULT) -> dict:
        """Everything seat ``seat`` (None: a spectator) is shown, and nothing more; in ``lang``
        the texts for people (log, drawing, notices) are translated and ``legal_labels`` names
        each legal action (``legal`` itself stays notation)."""
        st = self.state
        view = st.view(seat)
        legal = self.legal_for(seat)
        out = {"game_id": self.id, "game": self.game.name, "version": self.version, "status": self.status,
               "seat": seat, "current_player": st.current_player, "is_terminal": st.is_terminal,
               "scores": st.scores(), "winners": st.winners(), "moves": len(st.history),
               "seats": list(self.seats), "view": view, "legal": legal,
               "history": list(st.history[-60:]), "notice": i18n.say(lang, self.notice_part(lang)),
               "clock": self.clock.view(st.current_player) if self.clock else None}
        if seat is not None and (self.clock is not None or self.stood_at_end):
            out["stood_in"] = self.stood_in(seat, lang)
        if self.abandoned is not None:  # ended as it stood: the table shows the end
            out.update(is_terminal=True, current_player=None, scores=self.abandoned["scores"],
                       winners=self.abandoned["winners"], clock=None)
        out["abandoned"] = self.abandoned is not None
        out["progress"], out["log_total"] = self.progress(view), len(st.events)  # chat and progress
        if seat is not None:
            reason = self.undo_refusal(seat)
            out["can_undo"] = reason is None
            out["undo_refusal"] = i18n.say(lang, reason)
        # seats by number as the catalog says them ("seat 1"); log_items mark them for the client,
        # which knows the names and colours
        out["log"] = words.lines(self.game, st.events[-60:], seat, lang)
        out["log_items"] = words.items(self.game, st.events[-60:], seat, lang)
        speaks = self.game.speaks  # its drawing is in the page's language already
        if with_svg:
            out["svg"] = self.svg(view, legal, lang if speaks else i18n.DEFAULT)
            out["text"] = self.text(view, lang if speaks else i18n.DEFAULT) if out["svg"] is None else None
        out.update(self.table(view, legal, seat, with_svg, lang if speaks else i18n.DEFAULT))
        if seat is not None and legal and with_svg:
            out.update(self.why_not(view, legal, seat, out, lang if speaks else i18n.DEFAULT))
        if lang != i18n.DEFAULT:
            self.localise(out, lang)
        return out

    def stood_in(self, seat: int, lang: str = i18n.DEFAULT) -> list[dict]:
        """What the stand-in played for ``seat`` (its last moves), each move as the seat's own log
        says it (``{"step", "action", "lines"}``); only the seat itself is told.  The table shows
        those after the step its person last dismissed."""
        st, out = self.state, []
        kept = self.clock.stood_in if self.clock is not None else self.stood_at_end
        for step, first, end, notation in kept[seat] if seat < len(kept) else []:
            if step >= len(st.history) or st.history[step] != notation:
                continue  # taken back since
            out.append({"step": step + 1, "action": notation,
                        "lines": words.lines(self.game, st.events[first:end], seat, lang)})
        return out

    def table(self, view: dict, legal: list[str], seat: int | None, with_hand: bool = True,
              lang: str = i18n.DEFAULT) -> dict:
        """What the shared table shows beside the board (docs/table.md), in ``lang``: the prompt,
        each legal action's name, the viewer's hand strip, scores by category, the seats' panels,
        names, colours and bot levels.  A drawing bug leaves a part empty, never the page."""
        game = self.game
        out = {"legal_labels": list(legal), "prompt": None, "hand_svg": None, "panels": [[] for _ in self.seats],
               "score_table": [{"category": "Score", "points": list(view.get("scores") or [])}],
               "names": self.names, "colours": game.seat_colours()[:self.players],
               "bots": [None if spec == seatlib.HUMAN else bots_describe(spec) for spec in self.seats]}
        try:
            kw = _in(lang)
            asked, view = self.named(view, lang, bots=True), self.named(view, lang)
            out["legal_labels"] = [game.render_label(view, a, **kw) for a in legal]
            out["prompt"] = game.render_prompt(asked, **kw)
            out["prompt_names"] = "names" in asked  # it names whom it asks: the page shows it as it is
            if with_hand and seat is not None:
                out["hand_svg"] = game.render_hand(view, legal, **kw)
            out["score_table"] = game.render_scores(view, **kw)
            out["panels"] = [game.render_panel(view, s, **kw) for s in range(self.players)]
        except Exception as err:  # noqa: BLE001 - the move is safe; the page shows less
            log.error("table parts failed in game %s: %r", self.id, err)
        return out

    def why_not(self, view: dict, legal: list[str], seat: int, drawn: dict, lang: str) -> dict:
        """What the deciding seat's table says about choices closed now and moves Undo cannot take
        back (server/reasons.py): ``reasons`` {notation: why not} for what the drawings mark
        ``data-unavailable``, ``unavailable`` [{name, reason}] for the game's declared choices
        with no component, ``irreversible`` [notation].  Worked out once per version and seat."""
        key = (self.version, seat, lang)
        cache = self._why_cache
        if key in cache:
            return cache[key]
        out = {"reasons": {}, "unavailable": [], "irreversible": []}
        game, st = self.game, self.state
        try:
            marks = reasons.marked(drawn.get("svg"), drawn.get("hand_svg"))
            out["reasons"] = reasons.reasons(game, st, seat, marks, legal, lang)
            fn = game._render_part("unavailable")
            if fn:
                entries = game._call(fn, lang, view, legal)
                out["unavailable"] = reasons.closed(game, st, seat, entries, legal, lang)
            out["irreversible"] = reasons.irreversible(game, st, seat, legal)
        except Exception as err:  # noqa: BLE001 - the page shows less, the move is safe
            log.error("reasons failed in game %s: %r", self.id, err)
        if len(cache) > 8:
            cache.clear()
        cache[key] = out
        return out

    def labels(self, seat: int | None, legal: list[str], lang: str) -> list[str]:
        """The legal actions' names in ``lang`` as the seat's page shows them (``legal_labels``)."""
        speaks = self.game.speaks
        try:
            named = [self.game.render_label(self.state.view(seat), a, **_in(lang if speaks else i18n.DEFAULT))
                     for a in legal]
        except Exception as err:  # noqa: BLE001 - a drawing bug leaves the notation as the name
            log.error("labels failed in game %s: %r", self.id, err)
            named = list(legal)
        return named

    def localise(self, out: dict, lang: str) -> dict:
        """The words of a payload not said by the game's drawing (in place): the bots' levels.
        Everything else is in ``lang`` already (drawings that speak through the catalogs, the log
        by ``words``, notices by ``i18n.say``); a game without catalogs is shown in English."""
        if len(out.get("legal_labels") or []) != len(out["legal"]):
            out["legal_labels"] = list(out["legal"])
        if out.get("bots"):
            t = i18n.Translator(lang)
            out["bots"] = [None if b is None else t(f"bot-level-{b.lower()}") if f"bot-level-{b.lower()}" in t else b
                           for b in out["bots"]]
        return out

    # -- undo ------------------------------------------------------------------------------------

    def previous_state(self):
        if self.prev is None and self.state.history:
            self.prev = self.game.replay(self.players, self.seed, self.options, self.state.history[:-1])
        return self.prev

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not take back the last action now (None: they may)."""
        key = (self.version, seat)
        if self._undo_cache and self._undo_cache[0] == key:
            return self._undo_cache[1]
        try:
            reason = self._undo_refusal(seat)
        except Exception as err:  # be safe: no undo when the check itself fails
            log.warning("undo check failed in game %s: %r", self.id, err)
            reason = {"msg": "undo-unchecked", "args": {"action": "?"}}
        self._undo_cache = (key, reason)
        return reason

    def _undo_refusal(self, seat: int) -> dict | None:
        """Why ``seat`` may not take back the last action, as a message part (None: it may)."""
        st = self.state
        if not st.history:
            return {"msg": "undo-nothing"}
        if self.over:
            return {"msg": "undo-game-over"}
        if self.acted_by[-1] != seat:
            return {"msg": "undo-not-yours"}
        prev = self.previous_state()
        last = st.history[-1]
        if prev.rng.state != st.rng.state:
            return {"msg": "undo-random", "args": {"action": repr(last)}}
        if any("secret" in e for e in st.events[len(prev.events):]):
            return {"msg": "undo-revealed", "args": {"action": repr(last)}}
        # would the action have looked the same to every observer in every world they think possible?
        try:
            if reasons.seen_differently(prev, st, last, self.players):
                return {"msg": "undo-revealed", "args": {"action": repr(last)}}
        except Exception as err:  # a game that cannot determinise: be safe
            log.warning("undo check failed in game %s: %s", self.id, err)
            return {"msg": "undo-unchecked", "args": {"action": repr(last)}}
        return None


def rebuild(row: dict, acts: list[dict]) -> LiveGame:
    game = tianxia.load(row["game"])
    state = game.new_state(len(row["seats"]), seed=row["seed"], options=row["options"])
    acted_by = []
    for a in acts:
        acted_by.append(state.current_player)
        state.apply(a["notation"])
    return LiveGame(row, state, acted_by)


class Manager:
    """All games of one server: creation, moves, undo, bots, and the hub that pushes views."""

    def __init__(self, store: Store, hub, bot_delay: float = 0.4, pool: BotPool | None = None,
                 caps: budgets.Caps | None = None, record_actions: int = RECORD_ACTIONS,
                 clock_bot: str = "medium", abandon_seconds: float = 0.0):
        self.store = store
        self.hub = hub
        self.bot_delay = bot_delay
        self.on_finish = None          # called with a game that just ended by the rules (app.py: ratings)
        self.on_turn = None            # called with a game and the seat its decision just passed to (mail)
        self.pool = pool if pool is not None else BotPool()
        self.caps = caps or budgets.Caps()
        self.record_actions = record_actions
        self.clock_bot = clock_bot          # plays a person's seat whose time ran out
        self.abandon_seconds = abandon_seconds  # a game no person was at this long ends (0: never)
        self._sweeper: asyncio.Task | None = None
        self.timekeeper = clocks.Timekeeper(self)
        self.games: dict[str, LiveGame] = {}
        self._finished: list[str] = []
        self._loading: dict[str, asyncio.Lock] = {}
        self._tasks: set = set()
        self.stopping = False
        self.cluster = None  # several processes on PostgreSQL: cluster.Cluster (leases, reloads)

    async def start(self) -> None:
        ids = await asyncio.to_thread(self.store.ids, True)
        for gid in ids:
            try:
                await self.get(gid)
            except Exception as err:  # a game whose rules changed incompatibly must not stop the server
                log.error("cannot resume game %s: %s", gid, err)
        for lg in list(self.games.values()):
            self.kick(lg)
            self.timekeeper.schedule(lg)
        if self.abandon_seconds > 0:
            self._sweeper = asyncio.get_running_loop().create_task(self.sweep(), name="abandoned-games")

    async def stop(self) -> None:
        self.stopping = True
        self.timekeeper.stop()
        if self._sweeper is not None:
            self._sweeper.cancel()
        tasks = [lg.bot_task for lg in self.games.values() if lg.bot_task and not lg.bot_task.done()]
        for t in tasks:
            t.cancel()
        for t in tasks:
            try:
                await t
            except BaseException:
                pass
        await self.pool.close()

    async def get(self, game_id: str) -> LiveGame:
        lg = self.games.get(game_id)
        if lg is not None:
            if self.cluster is not None:  # another process may have moved: the stored version tells
                await self.cluster.catch_up(lg)
            return lg
        if not isinstance(game_id, str) or not 4 <= len(game_id) <= 32:
            raise ApiError(404, "error-no-game", game=repr(game_id))
        lock = self._loading.setdefault(game_id, asyncio.Lock())
        async with lock:
            lg = self.games.get(game_id)
            if lg is not None:
                return lg
            found = await asyncio.to_thread(self.store.load, game_id)
            if found is None:
                self._loading.pop(game_id, None)
                raise ApiError(404, "error-no-game", game=repr(game_id))
            row, acts = found
            try:
                lg = await asyncio.to_thread(rebuild, row, acts)
            except ValueError as err:
                self._loading.pop(game_id, None)
                raise ApiError(409, "error-cannot-rebuild", game=game_id, reason=str(err)) from None
            self._remember(lg)
            self._loading.pop(game_id, None)
        return lg

    def _remember(self, lg: LiveGame) -> None:
        self.games[lg.id] = lg
        if lg.over:
            self._finished.append(lg.id)
            while len(self._finished) > FINISHED_CACHE:
                old = self._finished.pop(0)
                g = self.games.get(old)
                if g is not None and g.over:
                    del self.games[old]

    # -- creating ---------------------------------------------------------------------------------

    async def create(self, game_name: str, players: int | None, seats: list[str] | None,
                     options: dict | None, lang: str = i18n.DEFAULT,
                     clock: dict | None = None, seed: int | None = None,
                     history: list[str] = ()) -> tuple[LiveGame, list[str | None]]:
        """A new game; with ``seed`` and ``history``, one that plays on from that position (an
        analysis game whose seed is known: source "position", docs/server.md "Play on")."""
        try:
            game = tianxia.load(game_name)
        except ValueError as err:
            raise ApiError(404, str(err)) from None
        if seats is not None and players is not None and len(seats) != players:
            raise ApiError(422, "error-seats-for-players", n=len(seats), players=players)
        if players is None:
            players = len(seats) if seats else game.min_players
        try:
            players = game.check_players(players)
        except ValueError as err:
            raise ApiError(422, words.refusal(game, err, lang)) from None
        seats = [seatlib.HUMAN] * players if seats is None else [s.strip() for s in seats]
        for i, spec in enumerate(seats):
            if spec.casefold() == seatlib.HUMAN:
                seats[i] = seatlib.HUMAN
                continue
            try:
                budgets.check(spec, self.caps)
            except ValueError as err:
                raise ApiError(422, "error-seat-problem", seat=i, reason=err) from None
            try:
                tianxia.bot(spec, seed=0)
            except ValueError as err:
                raise ApiError(422, "error-seat-problem", seat=i, reason=err) from None
        source = "lobby" if seed is None else "position"
        seed = seatlib.new_seed() if seed is None else seed
        try:
            state = game.new_state(players, seed=seed, options=options or {})
        except ValueError as err:
            raise ApiError(422, words.refusal(game, err, lang)) from None
        acted_by = await asyncio.to_thread(play_on, state, list(history)) if history else []
        try:
            timing = clocks.Clock.new(clock, [s == seatlib.HUMAN for s in seats])
        except (ValueError, KeyError, TypeError):
            raise ApiError(422, "error-clock", spec=repr(clock)) from None
        tokens = [seatlib.new_token() if s == seatlib.HUMAN else None for s in seats]
        row = {"id": seatlib.new_game_id(), "game": game.name, "options": dict(state.options), "seed": seed,
               "seats": seats, "token_hashes": [seatlib.digest(t) if t else None for t in tokens],
               "joined": [False] * players, "version": len(acted_by), "source": source, "result": None,
               "clock": timing.to_json() if timing else None}
        lg = LiveGame(row, state, acted_by)
        row["status"] = lg.status
        await self.store.create_game_async(row, list(zip(acted_by, state.history)))
        self._remember(lg)
        if self.cluster is not None and seatlib.needs_driver(seats, row["clock"]):
            await self.cluster.claim(lg.id)  # the creator drives its bots and clock
        self.kick(lg)
        self.timekeeper.schedule(lg)
        return lg, tokens

    async def import_record(self, record: dict) -> LiveGame:
        """A finished game from its record (uploaded for replay; nobody can act in it).  The
        record is checked against the length caps and replayed in a worker thread, so a long
        record does not hold up the event loop."""
        row, replayed, acted_by = await asyncio.to_thread(replay_upload, record, self.record_actions)
        state = replayed
        lg = LiveGame(row, replayed, acted_by)
        await self.store.create_game_async(row, list(zip(acted_by, state.history)))
        self._remember(lg)
        return lg

    async def mark_joined(self, lg: LiveGame, seat: int, name: str | None = None) -> None:
        if name is not None:
            await self.set_name(lg, seat, name)
            return
        if lg.joined[seat]:
            return
        lg.joined[seat] = True
        await self.store.mark_joined_async(lg.id, list(lg.joined), lg.status)
        await self.hub.publish(lg)

    async def set_name(self, lg: LiveGame, seat: int, name: str) -> None:
        """The name a seat's person is shown by (kept with the seat's joined mark)."""
        try:
            lg.joined[seat] = seatlib.clean_name(name)
        except ValueError as err:
            raise ApiError(422, "error-seat-problem", seat=seat, reason=err) from None
        await self.store.mark_joined_async(lg.id, list(lg.joined), lg.status)
        await self.hub.publish(lg)

    async def new_link(self, lg: LiveGame, seat: int) -> str:
        """Rejoin: a fresh token for ``seat`` (its owner asked with the current one), which
        revokes the old token at once; the seat's open connections are closed, so whoever held
        the old link is cut off and the owner's pages reconnect with the new one."""
        token = seatlib.new_token()
        async with lg.lock:
            hashes = list(lg.token_hashes)
            hashes[seat] = seatlib.digest(token)

            async def commit():  # memory follows the database even if the request is cancelled
                await self.store.set_tokens_async(lg.id, hashes)
                lg.token_hashes = hashes

            await asyncio.shield(asyncio.ensure_future(commit()))
        await self.hub.close_seat(lg.id, seat)
        return token

    # -- moving -----------------------------------------------------------------------------------

    async def act(self, lg: LiveGame, seat: int, notation: str, version: int, lang: str = i18n.DEFAULT,
                  by_bot: str | None = None) -> dict:
        """Apply the seat's action if the game is still at ``version``.  With several processes
        (cluster.py) the database decides: a process whose memory is behind reloads the game first
        (the client saw a newer version) or after the refused write, and answers the usual 409.
        ``by_bot``: the bot that chose it, which must still be the one deciding for the seat (a
        stand-in whose person came back meanwhile is refused with 409)."""
        if self.cluster is not None and version > lg.version:
            await self.cluster.refresh(lg)
        try:
            return await self._act(lg, seat, notation, version, lang, by_bot)
        except StaleVersion:
            return await self._behind(lg, version)

    async def _behind(self, lg: LiveGame, version: int):
        await self.cluster.refresh(lg)
        raise ApiError(409, "error-stale-version", seen=version, now=lg.version)

    async def _act(self, lg: LiveGame, seat: int, notation: str, version: int, lang: str,
                   by_bot: str | None = None) -> dict:
        async with lg.lock:
            if version != lg.version:
                raise ApiError(409, "error-stale-version", seen=version, now=lg.version)
            if by_bot is not None and self.bot_spec(lg, seat) != by_bot:
                raise ApiError(409, "error-changed-meanwhile")  # the person is back: their decision
            st = lg.state
            if lg.over:
                raise ApiError(409, "error-game-over-no-action")
            if st.current_player != seat:
                raise ApiError(409, "error-not-your-decision", now=st.current_player, seat=seat)
            new = st.clone()
            try:
                events = new.apply(notation)
            except IllegalAction as err:
                raise ApiError(422, words.refusal(lg.game, err, lang)) from None
            done = "finished" if new.is_terminal else lg.status
            result = ({"scores": new.scores(), "winners": new.winners(), "moves": len(new.history)}
                      if new.is_terminal else None)

            last = lg.clock.after_action(seat) if lg.clock else None  # stored; put away at the end
            if last is not None and by_bot is not None and seat not in lg.bots:  # a stand-in's move
                last = last.stood(seat, len(new.history) - 1, (len(st.events), len(new.events)), new.history[-1])
            clock = None if new.is_terminal else last

            def commit(stored: int) -> None:  # runs once stored, even if the request was cancelled meanwhile
                lg.version = stored
                lg.prev, lg.state = st, new
                lg.acted_by.append(seat)
                lg.clock = clock
                lg.notice = clocks.notice(clock)
                if new.is_terminal:
                    lg.stood_at_end = last.stood_in if last is not None else []
                    self._finished.append(lg.id)
                self._changed(lg)

            try:
                await self.store.append_async(lg.id, version, len(new.history) - 1, seat, new.history[-1], done,
                                              result, clocks.to_store(last), then=commit)
            except StaleVersion:
                if self.cluster is not None:  # another process wrote first: reload outside the lock
                    raise
                raise ApiError(409, "error-changed-meanwhile") from None
            answer = {"version": lg.version, "action": new.history[-1], "status": lg.status,
                      "current_player": new.current_player}
        if new.is_terminal and self.on_finish is not None:  # ratings (ratings.py), off the request's path
            self.on_finish(lg)
        elif self.on_turn is not None and new.current_player not in (None, seat):  # "your turn" mail (mail.py)
            self.on_turn(lg, new.current_player)
        if not new.is_terminal and new.current_player == seat:  # the seat decides again: save it a request
            answer["legal"] = lg.legal_for(seat) if lg.state is new else [str(a) for a in new.legal_actions()]
            if lang != i18n.DEFAULT:
                answer["legal_labels"] = lg.labels(seat, answer["legal"], lang)
        seen = words.lines(lg.game, events, seat, lang)
        return {**answer, "events": seen}

    async def undo(self, lg: LiveGame, seat: int, version: int) -> dict:
        if self.cluster is not None and version > lg.version:
            await self.cluster.refresh(lg)
        try:
            return await self._undo(lg, seat, version)
        except StaleVersion:
            return await self._behind(lg, version)

    async def _undo(self, lg: LiveGame, seat: int, version: int) -> dict:
        async with lg.lock:
            if version != lg.version:
                raise ApiError(409, "error-stale-version", seen=version, now=lg.version)
            reason = await asyncio.to_thread(lg.undo_refusal, seat)
            if reason is not None:
                raise ApiError(409, "error-cannot-take-back", reason=reason)
            prev = lg.previous_state()
            last = lg.state.history[-1]

            async def commit():
                lg.version = await self.store.remove_last_async(lg.id, version, len(lg.state.history) - 1,
                                                                lg.status)
                lg.state, lg.prev = prev, None
                lg.acted_by.pop()
                lg.notice = {"msg": "notice-took-back", "args": {"seat": seat, "action": repr(last)},
                             "undone": [seat, last]}
                self._changed(lg)

            try:
                await asyncio.shield(asyncio.ensure_future(commit()))
            except StaleVersion:
                if self.cluster is not None:  # another process wrote first: reload outside the lock
                    raise
                raise ApiError(409, "error-changed-meanwhile") from None
        return {"version": lg.version, "undone": last, "status": lg.status}

    # -- lists and replays -------------------------------------------------------------------------

    async def listing(self, status: str | None, limit: int = 50) -> list[dict]:
        rows = await asyncio.to_thread(self.store.listing, status, limit)
        out = []
        for r in rows:
            try:
                title = tianxia.load(r["game"]).title
            except ValueError:
                title = r["game"]
            live = self.games.get(r["id"])  # every unfinished game is in memory (start-up loads it)
            progress = 1.0 if r["status"] == "finished" else live.progress() if live is not None else None
            out.append({"id": r["id"], "game": r["game"], "title": title, "seats": r["seats"], "progress": progress,
                        "joined": r["joined"], "status": r["status"], "version": r["version"],
                        "result": r["result"], "options": r["options"], "created": r["created"],
                        "updated": r["updated"]})
        return out

    async def replay_state(self, lg: LiveGame, step: int):
        """The state after ``step`` actions of a finished game.  Positions every ``REPLAY_EVERY``
        steps are kept, so stepping back or jumping costs at most that many actions."""
        marks = lg.__dict__.setdefault("_replay_marks", {})
        start = max((k for k in marks if k <= step), default=None)
        if start is None:
            state, start = lg.game.new_state(lg.players, seed=lg.seed, options=lg.options), 0
            marks[0] = state.clone()
        else:
            state = marks[start].clone()
        for i in range(start, step):
            state.apply(lg.state.history[i])
            if (i + 1) % REPLAY_EVERY == 0 and i + 1 not in marks:
                marks[i + 1] = state.clone()
        return state

    def _changed(self, lg: LiveGame) -> None:
        """After a stored change: push the views and wake the bots, in a task of their own (so a
        request cancelled after its move was stored still leaves everybody up to date)."""
        if not self.hub.rooms.get(lg.id):  # nobody to push to (the API's own clients): no task
            self.kick(lg)
        else:
            task = asyncio.get_running_loop().create_task(self._push_and_kick(lg))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
        self.timekeeper.schedule(lg)

    # -- clocks -----------------------------------------------------------------------------------

    async def time_out(self, lg: LiveGame, seat: int, version: int) -> None:
        """The timer of ``seat``'s decision at ``version`` rang: if it still stands and the time is
        really gone, a bot plays the seat until its person returns."""
        if self.cluster is not None and not self.cluster.holds(lg.id):
            return  # the process holding the game's lease keeps its clock
        async with lg.lock:
            clock = lg.clock
            if (clock is None or lg.version != version or lg.over
                    or lg.state.current_player != seat or not clock.runs_for(seat)):
                return
            if clock.remaining(seat) > 0.05:  # woken early: wait for the rest
                self.timekeeper.schedule(lg)
                return
            gone = clock.timed_out(seat)

            async def commit():
                await self.store.set_clock_async(lg.id, gone.to_json())
                lg.clock = gone
                lg.notice = clocks.notice(gone)
                lg.ran_out[seat] = version

            await asyncio.shield(asyncio.ensure_future(commit()))
        log.info("game %s: seat %d ran out of time; %s plays it", lg.id, seat, self.clock_bot)
        self._changed(lg)

    async def here(self, lg: LiveGame, seat: int) -> None:
        """The seat's page says its person is there (a click or a key press on it): the seat is
        theirs again now if a stand-in plays it, and at their next decision for ``PRESENT_SECONDS``."""
        lg.here[seat] = time.time()
        await self.returned(lg, seat)

    def present(self, lg: LiveGame, seat: int, now: float | None = None) -> bool:
        """Is the person of ``seat`` at the table: a page of the seat open (its WebSocket) and
        used within ``PRESENT_SECONDS``?  Then the stand-in does not take their next decision."""
        now = time.time() if now is None else now
        return now - lg.here.get(seat, -1e18) <= clocks.PRESENT_SECONDS and self.hub.has_seat(lg.id, seat)

    async def returned(self, lg: LiveGame, seat: int) -> None:
        """The person of ``seat`` made a request: if a bot was playing for them, the seat is theirs again."""
        lg.seen = time.time()  # somebody is at the game (sweep)
        if lg.clock is None or not lg.clock.away[seat]:
            return
        async with lg.lock:
            if lg.clock is None or not lg.clock.away[seat]:
                return
            back = lg.clock.returned(seat, lg.state.current_player)

            async def commit():
                await self.store.set_clock_async(lg.id, back.to_json())
                lg.clock = back
                lg.notice = clocks.notice(back)

            await asyncio.shield(asyncio.ensure_future(commit()))
        self._changed(lg)

    # -- a game everybody left ---------------------------------------------------------------------

    @property
    def sweep_every(self) -> float:
        return min(self.abandon_seconds / 4, 15.0)

    async def sweep(self) -> None:
        """End the games no person has been at for ``abandon_seconds``: no seat's page (WebSocket)
        open and no request of a seat's person in that time (docs/server.md, "A game everybody
        left").  With several processes each says which games it saw people at (column ``seen``),
        and a game is ended only when no process did."""
        while not self.stopping:
            await asyncio.sleep(self.sweep_every)
            try:
                await self._sweep_once(time.time())
            except Exception as err:  # noqa: BLE001 - the database went away: try again next time
                log.error("looking for abandoned games failed: %s", err)

    async def _sweep_once(self, now: float) -> None:
        watched, idle = [], []
        for lg in list(self.games.values()):
            if lg.over or lg.source == "upload" or seatlib.HUMAN not in lg.seats:
                continue
            if lg.clock is not None and lg.clock.mode == "days" and lg.clock.runs_for(lg.state.current_player):
                continue  # played over days: nobody is expected at the table while a person's clock runs
            if self.hub.seated(lg.id):
                lg.seen = now
            if now - lg.seen < self.sweep_every * 1.5:
                watched.append(lg.id)
            elif now - lg.seen >= self.abandon_seconds:
                idle.append(lg)
        if self.cluster is not None:
            if watched:
                await self.store.mark_seen_async(watched, now)
            if idle:  # seen by another process meanwhile?
                stored = await asyncio.to_thread(self.store.seen, [lg.id for lg in idle])
                for lg in idle:
                    lg.seen = max(lg.seen, stored.get(lg.id) or 0.0)
                idle = [lg for lg in idle if now - lg.seen >= self.abandon_seconds]
        for lg in idle:
            await self.abandon(lg)

    async def abandon(self, lg: LiveGame) -> None:
        """End ``lg`` with the scores as they stand (``standing``), stored as abandoned."""
        async with lg.lock:
            if lg.over:
                return
            version, result = lg.version, standing(lg.state)

            async def commit():
                lg.version = await self.store.end_async(lg.id, version, result)
                lg.stood_at_end = lg.clock.stood_in if lg.clock is not None else []
                lg.abandoned, lg.clock, lg.notice = result, None, None
                self._remember(lg)
                self._changed(lg)

            try:
                await asyncio.shield(asyncio.ensure_future(commit()))
            except StaleVersion:
                return  # a move or another process came first: the next sweep looks again
        if lg.bot_task is not None:
            lg.bot_task.cancel()
        log.info("game %s ended: no person at it for %g s; scores as they stood %s, winners %s",
                 lg.id, self.abandon_seconds, result["scores"], result["winners"])

    def bot_spec(self, lg: LiveGame, seat) -> str | None:
        """The bot that decides for ``seat``: its own, or the stand-in while its person is away."""
        spec = lg.bots.get(seat)
        if spec is None and lg.clock is not None and seat is not None and lg.clock.away[seat]:
            spec = self.clock_bot
        return spec

    async def _push_and_kick(self, lg: LiveGame) -> None:
        try:
            await self.hub.publish(lg)
        finally:
            self.kick(lg)

    # -- bots -------------------------------------------------------------------------------------

    def kick(self, lg: LiveGame) -> None:
        """Start the game's bot task if a bot must decide and none is running."""
        if self.stopping or (self.cluster is not None and not self.cluster.holds(lg.id)):
            return  # with several processes, the one holding the game's lease drives its bots
        st = lg.state
        if lg.over or self.bot_spec(lg, st.current_player) is None:
            return
        if lg.bot_task is not None and not lg.bot_task.done():
            return
        lg.bot_task = asyncio.get_running_loop().create_task(self._bots(lg), name=f"bots-{lg.id}")

    async def _bots(self, lg: LiveGame) -> None:
        fallback = random.Random(lg.seed)
        while not self.stopping and (self.cluster is None or self.cluster.holds(lg.id)):
            st = lg.state
            seat = st.current_player
            if lg.over or self.bot_spec(lg, seat) is None:
                return
            if self.bot_delay:
                await asyncio.sleep(self.bot_delay)
            version, snapshot, spec = lg.version, lg.state, self.bot_spec(lg, seat)
            if snapshot.current_player != seat or snapshot.is_terminal or spec is None:
                continue
            if seat not in lg.bots and lg.ran_out.get(seat) != version and self.present(lg, seat):
                # a decision after the one they ran out of time on, and they are at the table
                try:
                    await self.returned(lg, seat)
                except Exception as err:  # the database went away: stop; the next change kicks again
                    log.error("game %s: seat %d's return was not stored: %s", lg.id, seat, err)
                    return
                continue
            job = {"game_id": lg.id, "game": lg.game.name, "players": lg.players, "seed": lg.seed,
                   "options": lg.options, "history": list(snapshot.history), "seat": seat,
                   "spec": spec, "bot_seed": (lg.seed * 31 + seat) & 0xFFFFFFFF}
            try:
                choice = await self.pool.choose(job)
            except BotFailed as err:
                if self.stopping:
                    return
                log.error("bot %s in game %s failed (%s); playing a random action", lg.seats[seat], lg.id, err)
                choice = str(fallback.choice(snapshot.legal_actions()))
            if self.bot_spec(lg, seat) is None:  # the person came back while the stand-in thought
                continue
            try:
                await self.act(lg, seat, choice, version, by_bot=spec)
            except ApiError as err:
                if err.status == 422:
                    log.error("bot %s in game %s chose an illegal action: %s", lg.seats[seat], lg.id, err)
                    try:
                        await self.act(lg, seat, str(fallback.choice(lg.state.legal_actions())), lg.version,
                                       by_bot=spec)
                    except ApiError:
                        pass
                # 409: somebody else changed the game first (an undo); look again
            except Exception as err:  # the database went away: stop; start-up resumes the game
                log.error("bot move in game %s not stored: %s", lg.id, err)
                return
