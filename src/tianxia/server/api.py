"""The JSON API under ``/api/``: what the pages use and what users' own bots call.

A client creates a game (``POST /api/games``), keeps the seat tokens it is given, then for a
seat: reads its view and legal actions, submits an action with the version it saw, takes one
back, and when the game is over downloads the record.  The seat token goes in the
``X-Seat-Token`` header.  Every refusal is a 4xx with ``{"error": "<one line>"}``.
"""

from __future__ import annotations

import asyncio
import json
from typing import Annotated, Literal

from fastapi import APIRouter, Header, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

import tianxia

from . import account_api, chat, hints, i18n, limits, reviews, roster, words
from . import seats as seatlib
from .errors import ApiError
from .livegame import LiveGame
from .runtime import Manager


#: the longest history a record or a position may have (the server's setting may lower it)
RECORD_ACTIONS_DEFAULT = 5000
Token = Annotated[str | None, Header(alias="X-Seat-Token", description="the seat's secret token")]
OptionValue = str | bool | int


class ClockIn(BaseModel):
    """A time control: ``move`` gives a person ``seconds`` for each action; ``fischer`` gives each
    person a bank of ``seconds`` for the game, plus ``increment`` per action; ``days`` (turn-based)
    gives ``days`` for each action.  When a person's time runs out a bot plays their seat until they
    return (docs/server.md, "Clocks")."""
    model_config = ConfigDict(extra="forbid")
    mode: Literal["none", "move", "fischer", "days"] = "none"
    seconds: float = Field(default=60.0, gt=0, le=86400, allow_inf_nan=False)
    increment: float = Field(default=0.0, ge=0, le=3600, allow_inf_nan=False)
    days: int = Field(default=3, ge=1, le=14, description="days a move (mode days)")


class GameSetup(BaseModel):
    """A game's setup: the game, its seats, options, clock and hints (``NewGame``, ``PlayOn``)."""
    model_config = ConfigDict(extra="forbid")
    game: str = Field(max_length=40, examples=["dragon"])
    players: int | None = Field(default=None, ge=1, le=16)
    seats: list[Annotated[str, Field(max_length=100)]] | None = Field(default=None, max_length=16,
                                                                      examples=[["human", "random"]])
    options: dict[Annotated[str, Field(max_length=60)], OptionValue] = Field(default_factory=dict,
                                                                             max_length=40)
    clock: ClockIn | None = Field(default=None, examples=[{"mode": "fischer", "seconds": 600, "increment": 10}])
    hints: bool = Field(default=False, description="a practice game: the seat whose decision it is may ask for a "
                        "hint (POST .../seats/{seat}/hint); never rated; 422 for a game the review cannot judge")


class NewGame(GameSetup):
    """A game to create. ``seats``: per seat ``"human"`` or a bot spec (``"random"``,
    ``"mcts:seconds=1"``...); its length is the player count (default: all human)."""


class SeatLink(BaseModel):
    seat: int
    kind: str
    token: str | None = Field(description="the seat's secret token (humans only); shown only now")
    join_url: str | None


class Created(BaseModel):
    id: str
    game: str
    seats: list[SeatLink]
    spectate_url: str
    version: int


class ActionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    action: str = Field(max_length=300, examples=["pass"])
    version: int = Field(ge=0, description="the version of the view the action was chosen from")


class UndoIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: int = Field(ge=0)


class Error(BaseModel):
    error: str


#: what each refusal means (the body is always ``{"error": "<one line>"}``)
MEANINGS = {
    400: "the request is not shaped as this schema says: not JSON, nested too deeply, a field missing, "
         "of the wrong type or out of its range",
    401: "a seat token is needed (X-Seat-Token, Authorization: Bearer, or the seat's cookie)",
    403: "wrong seat token, a seat played by a bot, not available until the game is over, or a hint in a game "
         "created without hints",
    404: "no such game, seat, step or address",
    409: "the game changed first: a stale version, another seat's decision, or the game is over",
    413: "request body too large",
    422: "well formed, but the rules refuse it: an illegal action, an option value or player count the "
         "game does not allow, a bot that is unknown or over the server's budget caps, a record that "
         "does not replay to a finished game",
    429: "too many new games from this address, or chat messages from this seat or spectator, reviews "
         "waiting, decisions chosen again, or hints asked by this seat; the Retry-After header says when to "
         "try again",
}
ERRORS = {code: {"model": Error, "description": text} for code, text in MEANINGS.items()}
#: every operation may be refused as malformed (400) or by the rules (422)
COMMON = {code: ERRORS[code] for code in (400, 422)}

router = APIRouter(prefix="/api", responses=COMMON)


def manager(request: Request) -> Manager:
    return request.app.state.manager




async def authorised(request: Request, game_id: str, seat: int, token: str | None) -> LiveGame:
    mgr = manager(request)
    lg = await mgr.get(game_id)
    lg.authorise(seat, seatlib.request_token(request, game_id, seat, token))
    if not lg.joined[seat]:
        await mgr.mark_joined(lg, seat)
    await mgr.returned(lg, seat)  # a person a bot played for (their time ran out) is back
    return lg


# -- catalogue and lobby ---------------------------------------------------------------------------

@router.get("/noop", summary="does nothing (a baseline for benchmarks)")
async def noop() -> dict:
    return {"ok": True}


@router.get("/catalog", summary="the games, their player counts, options and bot levels, and the bot kinds")
async def catalog() -> dict:
    out = []
    for name in tianxia.games():
        try:
            game = tianxia.load(name)
        except Exception:  # a game being written is registered but not importable yet
            continue
        out.append({"name": game.name, "title": game.title, "min_players": game.min_players,
                    "max_players": game.max_players, "options": game.options,
                    "levels": roster.levels(game.name)})  # the bot levels a seat may be in this game
    return {"games": out, "bots": seatlib.bot_kinds(), "seat_kinds": ["human", *seatlib.bot_kinds()]}


@router.post("/games", status_code=201, response_model=Created, responses=ERRORS,
             summary="create a game; the answer holds each human seat's token (shown only once)")
async def create_game(body: NewGame, request: Request) -> Created:
    limits.check_create(request)
    hints.check_new(body.game, body.hints)
    lg, tokens = await manager(request).create(body.game, body.players, body.seats, body.options,
                                               i18n.request_language(request),
                                               body.clock.model_dump() if body.clock else None)
    if body.hints:
        await request.app.state.hints.turn_on(lg.id)
    me = await account_api.current(request)
    people = [i for i, tok in enumerate(tokens) if tok]
    if me is not None and people:  # a signed-in creator owns the first person's seat
        await request.app.state.accounts.claim(lg.id, people[0], me["id"])
    return _created(request, lg, tokens)


class PlayOn(GameSetup):
    """A live game started from a recorded position: a record's game, seats, options and seed,
    and the first actions of its history (``GET /api/games/{id}/record`` gives them for a
    finished game).  Its seed is known, so what the bag or the deck brings next can be foreseen:
    an analysis game, marked so on the table (docs/server.md, "Play on from here")."""
    seed: int = Field(ge=0, description="the record's seed, 0 to 2^63-1 (a larger seed: 422)")
    history: list[Annotated[str, Field(max_length=300)]] = Field(
        default_factory=list, max_length=RECORD_ACTIONS_DEFAULT,
        description="the actions to replay before playing on, in order (a prefix of the record's history)")


@router.post("/play-on", status_code=201, response_model=Created, responses=ERRORS,
             summary="play on from a recorded position (an analysis game: its seed is known); "
                     "422 if an action of the history is illegal or the game is over after it")
async def play_on(body: PlayOn, request: Request) -> Created:
    limits.check_create(request)
    mgr = manager(request)
    if len(body.history) > mgr.record_actions:
        raise ApiError(400, "error-history-too-long", n=mgr.record_actions, m=len(body.history))
    if body.seed >= 2 ** 63:  # the database holds 63 bits (a schema's maximum this large is a float)
        raise ApiError(422, "error-seed-range")
    hints.check_new(body.game, body.hints)
    lg, tokens = await mgr.create(body.game, body.players, body.seats, body.options,
                                  i18n.request_language(request),
                                  body.clock.model_dump() if body.clock else None,
                                  seed=body.seed, history=body.history)
    if body.hints:  # a practice game from that position, as one made by POST /api/games
        await request.app.state.hints.turn_on(lg.id)
    return _created(request, lg, tokens)


def _created(request: Request, lg: LiveGame, tokens: list) -> Created:
    base = str(request.base_url).rstrip("/")
    links = [SeatLink(seat=i, kind=kind, token=tok,
                      join_url=f"{base}/join/{lg.id}/{i}?token={tok}" if tok else None)
             for i, (kind, tok) in enumerate(zip(lg.seats, tokens))]
    return Created(id=lg.id, game=lg.game.name, seats=links, spectate_url=f"{base}/games/{lg.id}/watch",
                   version=lg.version)


@router.get("/games", summary="games by status (open: a human seat not taken yet)")
async def list_games(request: Request, status: Literal["open", "running", "finished"] | None = None,
                     limit: int = Query(50, ge=1, le=500)) -> dict:
    rows = await manager(request).listing(status, limit)
    return {"games": rows}


@router.get("/games/{game_id}", responses=ERRORS, summary="what anybody may know about a game")
async def game_summary(game_id: str, request: Request) -> dict:
    return (await manager(request).get(game_id)).summary()


# -- one seat --------------------------------------------------------------------------------------

@router.get("/games/{game_id}/view", responses=ERRORS, summary="the public (spectator) view")
async def public_view(game_id: str, request: Request, svg: bool = False) -> dict:
    lg = await manager(request).get(game_id)
    return lg.payload(None, with_svg=svg, lang=i18n.request_language(request))


@router.get("/games/{game_id}/seats/{seat}/view", responses=ERRORS,
            summary="a seat's view, its legal actions (when it must decide), its log and the version")
async def seat_view(game_id: str, seat: int, request: Request, x_seat_token: Token = None,
                    svg: bool = False) -> dict:
    lg = await authorised(request, game_id, seat, x_seat_token)
    return lg.payload(seat, with_svg=svg, lang=i18n.request_language(request))


@router.get("/games/{game_id}/seats/{seat}/legal", responses=ERRORS, summary="the seat's legal actions now")
async def seat_legal(game_id: str, seat: int, request: Request, x_seat_token: Token = None) -> dict:
    return await legal_answer(request, game_id, seat, x_seat_token)


async def legal_answer(request: Request, game_id: str, seat: int, token: str | None,
                       lang: str | None = None) -> dict:
    """The answer of ``GET .../legal`` (also served by fastpath.py, which knows the language)."""
    lg = await authorised(request, game_id, seat, token)
    out = {"version": lg.version, "current_player": lg.state.current_player, "legal": lg.legal_for(seat)}
    lang = lang or i18n.request_language(request)
    if lang != i18n.DEFAULT:
        out["legal_labels"] = lg.labels(seat, out["legal"], lang)
    return out


@router.post("/games/{game_id}/seats/{seat}/actions", responses=ERRORS,
             summary="submit an action (its notation) chosen from the view of `version`")
async def submit_action(game_id: str, seat: int, body: ActionIn, request: Request,
                        x_seat_token: Token = None) -> dict:
    return await action_answer(request, game_id, seat, body.action, body.version, x_seat_token)


async def action_answer(request: Request, game_id: str, seat: int, action: str, version: int,
                        token: str | None, lang: str | None = None) -> dict:
    """The answer of ``POST .../actions`` (also served by fastpath.py, which knows the language)."""
    lg = await authorised(request, game_id, seat, token)
    return await manager(request).act(lg, seat, action, version, lang or i18n.request_language(request))


class NameIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=40, examples=["Anna"])


@router.post("/games/{game_id}/seats/{seat}/name", responses=ERRORS,
             summary="the name the seat's person is shown by at the table (1-40 characters)")
async def seat_name(game_id: str, seat: int, body: NameIn, request: Request, x_seat_token: Token = None) -> dict:
    lg = await authorised(request, game_id, seat, x_seat_token)
    await manager(request).set_name(lg, seat, body.name)
    return {"seat": seat, "name": lg.names[seat]}


class NewLink(BaseModel):
    seat: int
    token: str = Field(description="the seat's new secret token; the old one no longer works")
    join_url: str


@router.post("/games/{game_id}/seats/{seat}/link", response_model=NewLink, responses=ERRORS,
             summary="rejoin: a fresh link for the seat, which revokes the old one (ask with the current token)")
async def new_link(game_id: str, seat: int, request: Request, response: Response,
                   x_seat_token: Token = None) -> NewLink:
    """For a seat whose link was shared by mistake, or to move to another device: the answer
    holds the new token and join link; the old token (and every page or connection using it)
    stops working at once.  Asked from the seat's page (its cookie), the new cookie is set too."""
    lg = await authorised(request, game_id, seat, x_seat_token)
    token = await manager(request).new_link(lg, seat)
    if not x_seat_token and not request.headers.get("authorization"):  # the cookie was the proof
        from .pages import COOKIE_AGE

        response.set_cookie(seatlib.cookie_name(game_id, seat), token, max_age=COOKIE_AGE, httponly=True,
                            samesite="strict", path="/")
    base = str(request.base_url).rstrip("/")
    return NewLink(seat=seat, token=token, join_url=f"{base}/join/{game_id}/{seat}?token={token}")


@router.post("/games/{game_id}/seats/{seat}/undo", responses=ERRORS,
             summary="take back the seat's own last action (if nothing was revealed and nobody acted since)")
async def undo(game_id: str, seat: int, body: UndoIn, request: Request, x_seat_token: Token = None) -> dict:
    lg = await authorised(request, game_id, seat, x_seat_token)
    return await manager(request).undo(lg, seat, body.version)


# -- hints in practice games (hints.py) -----------------------------------------------------------

HINT_ERRORS = {**{code: ERRORS[code] for code in (401, 403, 404, 409, 429)}, 503: {"model": Error}}


@router.post("/games/{game_id}/seats/{seat}/hint", responses=HINT_ERRORS,
             summary="a practice game's hint for the seat's decision now: the review's best option and its "
                     "top three, with the seat's chance of winning after each (403 without hints, 409 when "
                     "it is not the seat's decision, 429 when asked too often)")
async def seat_hint(game_id: str, seat: int, request: Request, x_seat_token: Token = None) -> dict:
    """``{"seat", "version", "best", "best_label", "chance", "top": [{"action", "label", "chance"}]}``:
    ``chance`` is the seat's chance of winning now, each option's the chance after it (0 to 1),
    judged only from what the seat can see."""
    lg = await authorised(request, game_id, seat, x_seat_token)
    return await hints.hints_of(request).hint(lg, seat, i18n.request_language(request))


# -- chat at the table -----------------------------------------------------------------------------

class ChatIn(BaseModel):
    """A chat message: one line of text (its lines are joined), written by ``seat`` with the seat's
    token, or by a spectator when ``seat`` is null or left out."""
    model_config = ConfigDict(extra="forbid")
    text: str = Field(min_length=1, max_length=chat.MAX_TEXT, examples=["Good luck!"])
    seat: int | None = Field(default=None, ge=0, le=15, description="the writing seat (null: a spectator)")


class ChatMessage(BaseModel):
    id: int
    seat: int | None = Field(description="the seat that wrote it; null: a spectator")
    name: str = Field(description='the name the seat went by ("": the table says "Player N")')
    text: str = Field(description="plain text, to be shown as text (never as HTML)")
    step: int = Field(description="actions played when it was written (the replay shows it from that step)")
    at: float = Field(description="when it was stored, seconds since 1970")


class ChatList(BaseModel):
    messages: list[ChatMessage]


@router.post("/games/{game_id}/chat", response_model=ChatMessage, responses=ERRORS,
             summary="write in the table's chat (a seat with its token, else a spectator); at most "
                     f"{chat.MAX_TEXT} characters, and a few messages per seconds (429 beyond)")
async def write_chat(game_id: str, body: ChatIn, request: Request, x_seat_token: Token = None) -> dict:
    if body.seat is None:
        lg = await manager(request).get(game_id)
    else:
        lg = await authorised(request, game_id, body.seat, x_seat_token)
    return await chat.write(request, lg, body.seat, body.text)


@router.get("/games/{game_id}/chat", response_model=ChatList, responses=ERRORS,
            summary="the table's chat, oldest first (only the messages after id `after`, if given)")
async def read_chat(game_id: str, request: Request, after: int = Query(0, ge=0, le=2 ** 62)) -> dict:
    lg = await manager(request).get(game_id)
    return {"messages": await chat.history(request.app.state.store, lg.id, after)}


# -- records and replays ---------------------------------------------------------------------------

@router.get("/games/{game_id}/record", responses=ERRORS,
            summary="the game record (the command line's JSON); only once the game is over")
async def game_record(game_id: str, request: Request) -> dict:
    lg = await manager(request).get(game_id)
    if not lg.over:
        raise ApiError(403, "error-record-when-over")
    return lg.record()


@router.get("/games/{game_id}/replay/{step}", responses=ERRORS,
            summary="a finished game's public view after `step` actions (`choices`: the options of the seat "
                    "deciding there, for \"Learn from your mistakes\")")
async def replay_step(game_id: str, step: int, request: Request, choices: bool = False) -> dict:
    lg = await manager(request).get(game_id)
    if not lg.over:
        raise ApiError(403, "error-replay-when-over")
    total = len(lg.state.history)
    if not 0 <= step <= total:
        raise ApiError(404, "error-step-range", last=total, step=step)
    state = await manager(request).replay_state(lg, step)
    view = state.view(None)
    lang = i18n.request_language(request)
    drawn = lang if lg.game.speaks else i18n.DEFAULT  # a drawing in the page's language, or English
    out = {"step": step, "total": total, "action": lg.state.history[step - 1] if step else None,
           "seat": lg.acted_by[step - 1] if step else None, "view": view, "svg": lg.svg(view, [], drawn),
           "text": lg.text(view, drawn), "log": words.lines(lg.game, state.events[-60:], None, lang),
           "log_items": words.items(lg.game, state.events[-60:], None, lang),
           "scores": state.scores(), "winners": state.winners()}
    verdict = reviews.decision(lg, await reviews.reviews_of(request).stored(lg.id), step, view, drawn)
    if verdict is not None:  # the review's words on the decision taken here (replay page, review.js)
        out["review"] = verdict
        if verdict["best"] != verdict["action"]:  # the preferred action's element drawn (data-action)
            out["svg"] = lg.svg(view, [verdict["best"]], drawn) or out["svg"]
    if choices and step < total:  # the deciding seat's options, on the board as it saw it (a finished game)
        found = reviews.choices(lg, state, drawn)
        if found:
            legal = [c["action"] for c in found["options"]]
            out["svg"] = lg.svg(found.pop("view"), legal, drawn) or out["svg"]
            out["choices"] = found
    if lg.game.speaks and lang != i18n.DEFAULT and out["action"]:
        try:
            out["action_label"] = lg.game.render_label(view, out["action"], lang=lang)
        except Exception:  # noqa: BLE001 - a label bug leaves the notation
            out["action_label"] = None
    return out


# -- reviews (reviews.py) ---------------------------------------------------------------------------

REVIEW_ERRORS = {code: ERRORS[code] for code in (403, 404, 429)}


@router.post("/games/{game_id}/review", status_code=202, responses={
    200: {"description": "the review is stored: `{\"status\": \"done\", \"review\": {...}}`"}, **REVIEW_ERRORS},
    summary="start the review of a finished game in the bot pool (202), or get it once stored (200); "
            "403 before the end, 422 for a game the review cannot judge")
async def start_review(game_id: str, request: Request, response: Response) -> dict:
    """Starts the review of a finished game in the bot pool, or says how far it is: ``status``
    ``queued`` (another review runs first), ``running`` (``done`` of ``total`` decisions),
    ``failed`` (``error``; asking again starts it anew), or ``done`` (200, with ``review``)."""
    lg = await reviews.reviewable_game(request, game_id)
    out = await reviews.reviews_of(request).start(lg)
    if out["status"] == "done":
        response.status_code = 200
    return out


@router.get("/games/{game_id}/review", responses=REVIEW_ERRORS,
            summary="a finished game's review (status done), or how far it is (none, queued, running, failed)")
async def get_review(game_id: str, request: Request) -> dict:
    """``{"status", "done", "total"}``, and ``review`` (``tianxia-review/1``, docs/bots.md) once done."""
    lg = await reviews.reviewable_game(request, game_id)
    return await reviews.reviews_of(request).status(lg)


class TryIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    step: int = Field(ge=0, le=100_000, description="the decision's step (the actions before it)")
    action: str = Field(max_length=300, description="the action chosen instead (its notation)")


@router.post("/games/{game_id}/review/try", responses={**REVIEW_ERRORS, 409: ERRORS[409], 503: {"model": Error}},
             summary="Learn from your mistakes: a reviewed game's decision chosen again, judged against the "
                     "review's best (409 before the review, 422 for an illegal action)")
async def try_again(game_id: str, body: TryIn, request: Request) -> dict:
    """The review's verdict on ``action`` played at ``step`` instead: ``level`` ``best`` (as good as
    the best option the review found), ``fine`` (not marked) or the mark it would get; ``chance``
    and, for comparison, the ``best`` and the move ``played`` in the game with their chances.  At
    most 30 decisions a minute from one address (429 beyond, with Retry-After)."""
    lg = await reviews.reviewable_game(request, game_id)
    return await reviews.reviews_of(request).try_again(lg, body.step, body.action, i18n.request_language(request),
                                                       manager(request), limits.client_address(request))


#: the body of ``POST /api/records``: a game record as ``tianxia play --save`` writes it (the
#: server reads it itself, so that a record that does not replay is refused with the reason)
RECORD_BODY = {
    "required": True,
    "content": {"application/json": {"schema": {
        "title": "Record", "type": "object", "required": ["game", "players", "seed", "history"],
        "description": "A finished game's record (the JSON of `tianxia play --save`); other fields are ignored.",
        "properties": {
            "game": {"type": "string", "description": "the game's name", "examples": ["dragon"]},
            "players": {"type": "array", "maxItems": 16, "items": {"type": "string"},
                        "description": "one name (or bot spec) per seat; the game decides how many it allows"},
            "seed": {"type": "integer", "minimum": 0, "description": "0 to 2^63-1 (a larger seed: 422)"},
            "options": {"type": "object", "description": "the game's options as in the catalog"},
            "history": {"type": "array", "maxItems": RECORD_ACTIONS_DEFAULT,
                        "items": {"type": "string", "maxLength": 300},
                        "description": "every action's notation, in order"},
        }}}},
}


def _parse_json(raw: bytes):
    try:
        return json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError, ValueError):  # ValueError: a number too long
        raise ApiError(400, "error-not-json") from None
    except RecursionError:
        raise ApiError(400, "error-too-deep") from None


@router.post("/records", status_code=201, responses=ERRORS, openapi_extra={"requestBody": RECORD_BODY},
             summary="upload a finished game's record to replay it (422 if it does not replay to a finished game)")
async def upload_record(request: Request) -> dict:
    limits.check_create(request)
    record = await asyncio.to_thread(_parse_json, await request.body())  # up to 2 MB: off the event loop
    lg = await manager(request).import_record(record)
    base = str(request.base_url).rstrip("/")
    return {"id": lg.id, "replay_url": f"{base}/games/{lg.id}/replay"}


# -- the published schema --------------------------------------------------------------------------

def player_counts() -> dict[str, tuple[int, int]]:
    """Each playable game's (fewest, most) players."""
    out = {}
    for name in tianxia.games():
        try:
            game = tianxia.load(name)
        except Exception:  # noqa: BLE001 - a game being written is registered but not importable yet
            continue
        out[game.name] = (game.min_players, game.max_players)
    return out


def document(schema: dict, record_actions: int, caps) -> dict:
    """Fill in what depends on the installed games and the settings: the player counts per game,
    the bot budget caps, the record length cap."""
    counts = ", ".join(f"{name} {low}-{high}" for name, (low, high) in sorted(player_counts().items()))
    props = schema.get("components", {}).get("schemas", {}).get("NewGame", {}).get("properties", {})
    if "players" in props:
        props["players"]["description"] = (f"the player count (default: the length of seats, else the game's "
                                           f"fewest); per game: {counts}; another count is refused with 422")
    if "seats" in props:
        props["seats"]["description"] = (
            'per seat "human" or a bot spec (see GET /api/catalog); a bot may be given at most '
            f"seconds={caps.seconds:g} or iterations={caps.iterations} per move on this server, and every number "
            "in a spec must be finite; other specs are refused with 422")
    record = schema.get("paths", {}).get("/api/records", {}).get("post", {}).get("requestBody")
    if record:
        history = record["content"]["application/json"]["schema"]["properties"]["history"]
        history["maxItems"] = record_actions
    position = schema.get("components", {}).get("schemas", {}).get("PlayOn", {}).get("properties", {})
    if "history" in position:
        position["history"]["maxItems"] = record_actions
    return schema
