"""The accounts' JSON API: register, sign in and out, read and change one's own account.

Every write that a browser's cookie could authorise is refused when the request comes from
another site (``same_site``): the session cookie is SameSite=Lax as well, but a check of the
request's own ``Origin`` / ``Sec-Fetch-Site`` does not depend on the browser's cookie policy.
Sign-in attempts are rate-limited per client address and per name (``SignInLimits``).
"""

from __future__ import annotations

import asyncio
import math

from fastapi import APIRouter, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from . import limits
from .accounts import COOKIE, SESSION_SECONDS, Accounts, public
from .errors import ApiError

router = APIRouter(prefix="/api", tags=["accounts"])

#: sign-in attempts: per client address, and per name whatever the address
SIGN_IN_PER_ADDRESS = (10, 300.0)
SIGN_IN_PER_NAME = (10, 900.0)
#: new accounts per client address
REGISTER_PER_ADDRESS = (5, 3600.0)


class TooMany(ApiError):
    def __init__(self, wait: float):
        super().__init__(429, "error-too-many-attempts", wait=math.ceil(wait))
        self.headers = {"Retry-After": str(math.ceil(wait))}


class SignInLimits:
    """The token buckets of one server process (several processes: each its own)."""

    def __init__(self):
        self.address = limits.TokenBucket(*SIGN_IN_PER_ADDRESS)
        self.name = limits.TokenBucket(*SIGN_IN_PER_NAME)
        self.register = limits.TokenBucket(*REGISTER_PER_ADDRESS)

    def sign_in(self, address: str, key: str) -> None:
        wait = max(self.address.take(address), self.name.take(key))
        if wait > 0:
            raise TooMany(wait)

    def new_account(self, address: str) -> None:
        """429 if ``address`` made its share of accounts (a refused attempt costs nothing)."""
        wait = self.register.wait(address)
        if wait > 0:
            raise TooMany(wait)

    def made_account(self, address: str) -> None:
        self.register.take(address)


class Error(BaseModel):
    error: str


class AccountIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(max_length=100, description="3 to 20 letters, digits, spaces, dots, - or _")
    password: str = Field(min_length=8, max_length=200, description="8 to 200 characters")
    email: str | None = Field(default=None, max_length=254, description="for \"your turn\" mail (optional)")


class SignIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(max_length=100)
    password: str = Field(max_length=200)


class Change(BaseModel):
    model_config = ConfigDict(extra="forbid")
    password: str = Field(max_length=200, description="the current password")
    new_password: str | None = Field(default=None, min_length=8, max_length=200)
    email: str | None = Field(default=None, max_length=254, description="\"\" removes the address")


class Confirm(BaseModel):
    model_config = ConfigDict(extra="forbid")
    password: str = Field(max_length=200, description="the current password")


class AccountOut(BaseModel):
    name: str
    email: str | None
    created: float


def accounts(request: Request) -> Accounts:
    return request.app.state.accounts


def sign_in_limits(request: Request) -> SignInLimits:
    return request.app.state.sign_in_limits


def same_site(request: Request) -> None:
    """403 for a write sent by another site's page (cross-site request forgery)."""
    fetch_site = request.headers.get("sec-fetch-site")
    if fetch_site is not None and fetch_site not in ("same-origin", "none"):
        raise ApiError(403, "error-cross-site")
    origin = request.headers.get("origin")
    if origin is not None:
        host = request.headers.get("host", "")
        if origin == "null" or origin.split("://", 1)[-1].rstrip("/") != host:
            raise ApiError(403, "error-cross-site")


async def current(request: Request) -> dict | None:
    """The account of the request's session cookie, or None (not signed in)."""
    state = request.app.state
    if not hasattr(state, "accounts") or COOKIE not in request.cookies:
        return None
    return await state.accounts.account_of(request.cookies.get(COOKIE))


async def signed_in(request: Request) -> dict:
    """The account of the request's session cookie, or 401."""
    row = await accounts(request).account_of(request.cookies.get(COOKIE))
    if row is None:
        raise ApiError(401, "error-not-signed-in")
    return row


def _set_cookie(request: Request, response: Response, token: str) -> None:
    response.set_cookie(COOKIE, token, max_age=SESSION_SECONDS, httponly=True, samesite="lax", path="/",
                        secure=request.url.scheme == "https")


#: every answer of the API may be a 400 (not shaped as the schema says) or 422 (docs/server.md)
BASE = {400: {"model": Error, "description": "not shaped as the schema says"},
        422: {"model": Error, "description": "a name, password or mail address the rules refuse"}}
REFUSALS = {**BASE,
            403: {"model": Error, "description": "sent by another site"},
            429: {"model": Error, "description": "too many attempts: wait Retry-After seconds"}}


@router.post("/accounts", status_code=201, response_model=AccountOut, summary="register an account",
             responses={**REFUSALS, 409: {"model": Error, "description": "the name is taken"}})
async def register(body: AccountIn, request: Request, response: Response) -> dict:
    """A new account, signed in at once (the session cookie is set).  Names are compared without
    case and width ("Anna" and "ANNA" are one name)."""
    same_site(request)
    sign_in_limits(request).new_account(limits.client_address(request))
    row = await accounts(request).register(body.name, body.password, body.email)
    sign_in_limits(request).made_account(limits.client_address(request))
    _set_cookie(request, response, await accounts(request).new_session(row["id"]))
    return public(row)


@router.post("/session", response_model=AccountOut, summary="sign in",
             responses={**REFUSALS, 401: {"model": Error, "description": "wrong name or password"}})
async def sign_in(body: SignIn, request: Request, response: Response) -> dict:
    """Sets the session cookie (HttpOnly, SameSite=Lax).  A wrong password and a name nobody has
    get the same answer, after the same work."""
    from .accounts import name_key

    same_site(request)
    sign_in_limits(request).sign_in(limits.client_address(request), name_key(body.name)[:100])
    row = await accounts(request).authenticate(body.name, body.password)
    if row is None:
        raise ApiError(401, "error-sign-in")
    _set_cookie(request, response, await accounts(request).new_session(row["id"]))
    return public(row)


@router.delete("/session", status_code=204, summary="sign out", responses={**BASE, 403: {"model": Error}})
async def sign_out(request: Request) -> Response:
    """Ends this browser's session (also when it had none)."""
    same_site(request)
    await accounts(request).end_session(request.cookies.get(COOKIE))
    response = Response(status_code=204)
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax")
    return response


@router.get("/me", response_model=AccountOut, summary="the signed-in account",
            responses={**BASE, 401: {"model": Error, "description": "not signed in"}})
async def me(request: Request) -> dict:
    return public(await signed_in(request))


class SeatOut(BaseModel):
    game_id: str
    game: str
    seat: int
    status: str
    your_turn: bool = Field(description="the game waits for this seat's decision")
    seat_url: str = Field(description="the seat's page (opening it signed in as the owner takes the seat there)")


@router.get("/me/games", response_model=list[SeatOut], summary="the signed-in account's seats",
            responses={**BASE, 401: {"model": Error, "description": "not signed in"}})
async def my_games(request: Request) -> list[dict]:
    """Every seat the account owns (the newest first), with whose turn it is: the list a person
    sees on any device after signing in."""
    row = await signed_in(request)
    mgr = request.app.state.manager
    out = []
    for game_id, seat in await accounts(request).seats_of(row["id"]):
        try:
            lg = await mgr.get(game_id)
        except ApiError:  # a game this server no longer has
            continue
        out.append({"game_id": game_id, "game": lg.game.name, "seat": seat, "status": lg.status,
                    "your_turn": not lg.over and lg.state.current_player == seat,
                    "seat_url": f"/games/{game_id}/seat/{seat}"})
    return out


class GameRating(BaseModel):
    game: str
    mu: float
    sigma: float
    rating: int = Field(description="shown rating: (mu - 3 sigma) x 60 + 1500")
    games: int


class RatedGame(BaseModel):
    game_id: str
    game: str
    place: int
    players: int
    rating: int = Field(description="the shown rating after this game")
    at: float


class PlayerOut(BaseModel):
    name: str
    since: float
    ratings: list[GameRating]
    recent: list[RatedGame]


@router.get("/players/{name}", response_model=PlayerOut, summary="a player's ratings and recent rated games",
            responses={**BASE, 404: {"model": Error, "description": "no such player"}})
async def player(name: str, request: Request) -> dict:
    """Public: the name, the ratings per game (openskill Plackett-Luce) and the recent rated
    games.  Never the mail address, the seats' links or games in progress."""
    from . import ratings
    from .accounts import name_key

    found = await asyncio.to_thread(ratings.player, request.app.state.store.engine, name_key(name[:100]))
    if found is None:
        raise ApiError(404, "error-no-player", name=name[:40])
    return found


class Leader(BaseModel):
    place: int
    name: str
    rating: int
    mu: float
    sigma: float
    games: int


@router.get("/leaderboard/{game}", response_model=list[Leader], summary="a game's best rated players",
            responses={**BASE, 404: {"model": Error, "description": "no such game"}})
async def leaderboard(game: str, request: Request, limit: int = Query(50, ge=1, le=500)) -> list[dict]:
    """Public: the accounts rated in ``game``, by shown rating, best first."""
    import tianxia

    from . import ratings

    if game not in tianxia.games():
        raise ApiError(404, "error-unknown-game", game=repr(game[:40]))
    return await asyncio.to_thread(ratings.leaderboard, request.app.state.store.engine, game, limit)


@router.patch("/me", response_model=AccountOut, summary="change the password or the mail address",
              responses={**REFUSALS, 401: {"model": Error}})
async def change(body: Change, request: Request) -> dict:
    """The current password is asked for every change."""
    same_site(request)
    row = await signed_in(request)
    email = ... if "email" not in body.model_fields_set else body.email
    return public(await accounts(request).change(row, body.password, body.new_password, email))


@router.delete("/me", status_code=204, summary="delete the account",
               responses={**REFUSALS, 401: {"model": Error}})
async def delete(body: Confirm, request: Request) -> Response:
    """Deletes the account and all its sessions (the games it played stay, under the seats' names)."""
    same_site(request)
    row = await signed_in(request)
    await accounts(request).delete(row, body.password)
    response = Response(status_code=204)
    response.delete_cookie(COOKIE, path="/", httponly=True, samesite="lax")
    return response
