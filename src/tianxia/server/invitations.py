"""Invitations by account name: whoever holds a seat's link (the game's creator holds them all)
invites an account to that seat; the invitee accepts (the seat becomes theirs, as if they had
opened its link signed in) or declines; the inviter may withdraw it (docs/server.md, "Invitations").

Rulings:
- **Who may invite**: a signed-in account that proves it holds the seat's link (its token, as
  every seat request does). The creator of a game holds every seat's link, so the creator invites
  to any seat from the lobby's "game created" box or through the API; handing the link on could
  give the seat away anyway, so the token is the right proof and nobody else can invite to it.
- **Which seats**: a person's seat of a game not over that no account owns and no person has
  opened yet; one invitation per seat (a new one replaces the old).
- **Names are public, invitations are not.** An unknown name is answered 404 "no player ...",
  as ``GET /api/players/{name}`` and the profile pages answer anyone: account names are shown
  on profiles and leaderboards, so the answer tells a third party nothing it could not read
  there. What is private is the invitation itself: only its invitee and its inviter see it
  (``GET /api/me/invitations``), and only they can act on its id; anyone else gets the same 404
  as for an id that does not exist. No answer holds a mail address.
"""

from __future__ import annotations

import asyncio
import secrets
import time

from fastapi import APIRouter, Header, Request, Response
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import and_, delete, or_, select
from sqlalchemy.exc import IntegrityError

from . import limits
from . import seats as seatlib
from .account_api import BASE, Error, same_site, signed_in
from .accounts import name_key
from .errors import ApiError
from .store import accounts as accounts_table
from .store import games, invitations, seat_owners

router = APIRouter(prefix="/api", tags=["invitations"])

#: invitations one account may send per period (each may mail nobody, but each shows in a lobby)
INVITES_PER_ACCOUNT = (30, 600.0)
#: most invitations listed each way
LISTED = 100


# -- the database (blocking; run in threads) -----------------------------------------------------

def account_by_name(engine, name: str) -> dict | None:
    with engine.connect() as conn:
        row = conn.execute(select(accounts_table.c.id, accounts_table.c.name)
                           .where(accounts_table.c.name_key == name_key(name.strip()))).mappings().first()
    return dict(row) if row else None


def invite(engine, game_id: str, seat: int, account_id: str, inviter_id: str) -> dict:
    """Store the invitation (replacing the seat's earlier one); 409 if the seat or game is taken."""
    now = time.time()
    with engine.begin() as conn:
        owners = {s: a for s, a in conn.execute(select(seat_owners.c.seat, seat_owners.c.account_id)
                                                .where(seat_owners.c.game_id == game_id))}
        if seat in owners:
            raise ApiError(409, "error-invite-seat-taken", seat=seat + 1)
        if account_id in owners.values():
            raise ApiError(409, "error-invite-seated")
        conn.execute(delete(invitations).where(invitations.c.game_id == game_id, invitations.c.seat == seat))
        row = {"id": secrets.token_hex(10), "game_id": game_id, "seat": seat, "account_id": account_id,
               "inviter_id": inviter_id, "created": now}
        conn.execute(invitations.insert().values(**row))
    return row


def listed(engine, account_id: str) -> dict:
    """The account's invitations, received and sent, of games not over (newest first)."""
    invitee, inviter = accounts_table.alias("invitee"), accounts_table.alias("inviter")
    query = (select(invitations.c.id, invitations.c.game_id, invitations.c.seat, invitations.c.created,
                    invitations.c.account_id, invitations.c.inviter_id, games.c.game, games.c.seats,
                    invitee.c.name.label("to"), inviter.c.name.label("from"))
             .join(games, games.c.id == invitations.c.game_id)
             .join(invitee, invitee.c.id == invitations.c.account_id)
             .join(inviter, inviter.c.id == invitations.c.inviter_id)
             .where(or_(invitations.c.account_id == account_id, invitations.c.inviter_id == account_id),
                    games.c.status != "finished")
             .order_by(invitations.c.created.desc()).limit(2 * LISTED))
    out = {"received": [], "sent": []}
    with engine.connect() as conn:
        for r in conn.execute(query).mappings():
            item = {"id": r["id"], "game_id": r["game_id"], "game": r["game"], "seat": r["seat"],
                    "players": len(r["seats"]), "from": r["from"], "to": r["to"], "created": r["created"]}
            if r["account_id"] == account_id and len(out["received"]) < LISTED:
                out["received"].append(item)
            if r["inviter_id"] == account_id and len(out["sent"]) < LISTED:
                out["sent"].append(item)
    return out


def one(engine, invitation_id: str, account_id: str, as_inviter: bool = False) -> dict | None:
    """The invitation if ``account_id`` is its invitee (or, ``as_inviter``, either side), else None."""
    who = invitations.c.account_id == account_id
    if as_inviter:
        who = or_(who, invitations.c.inviter_id == account_id)
    with engine.connect() as conn:
        row = conn.execute(select(invitations).where(and_(invitations.c.id == invitation_id, who))).mappings().first()
    return dict(row) if row else None


def take(engine, row: dict) -> bool:
    """Accept: the seat becomes the invitee's and the invitation goes, in one transaction (False:
    another account owns the seat by now)."""
    try:
        with engine.begin() as conn:
            gone = conn.execute(delete(invitations).where(invitations.c.id == row["id"])).rowcount
            if not gone:
                return False
            conn.execute(seat_owners.insert().values(game_id=row["game_id"], seat=row["seat"],
                                                     account_id=row["account_id"], at=time.time()))
    except IntegrityError:
        return False
    return True


def drop(engine, invitation_id: str) -> None:
    with engine.begin() as conn:
        conn.execute(delete(invitations).where(invitations.c.id == invitation_id))


# -- the API -----------------------------------------------------------------------------------------

class InviteIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(min_length=1, max_length=100, description="the invited account's name (any case or width)")


class InvitationOut(BaseModel):
    id: str = Field(description="random; only the invitee and the inviter can use it")
    game_id: str
    game: str
    seat: int
    players: int
    to: str = Field(description="the invited account's name")
    from_: str = Field(alias="from", description="the inviting account's name")
    created: float
    model_config = ConfigDict(populate_by_name=True)


class InvitationsOut(BaseModel):
    received: list[InvitationOut]
    sent: list[InvitationOut]


class AcceptedOut(BaseModel):
    game_id: str
    game: str
    seat: int
    status: str
    your_turn: bool
    seat_url: str = Field(description="the seat's page: opened signed in, it gives this browser the seat")


class Limits:
    """Invitations sent per account, counted by each server process."""

    def __init__(self):
        self.bucket = limits.TokenBucket(*INVITES_PER_ACCOUNT)




def _limits(request: Request) -> Limits:
    state = request.app.state
    if not hasattr(state, "invite_limits"):
        state.invite_limits = Limits()
    return state.invite_limits


WRITE = {**BASE, 401: {"model": Error, "description": "not signed in, or the seat's token is missing"},
         403: {"model": Error, "description": "sent by another site, a wrong seat token, or a bot's seat"},
         404: {"model": Error, "description": "no such game, seat or player"},
         409: {"model": Error, "description": "the seat is someone's already, the player sits in this game, "
                                              "or the game is over"},
         429: {"model": Error, "description": "too many invitations: wait Retry-After seconds"}}
ANSWER = {**BASE, 401: {"model": Error, "description": "not signed in"},
          403: {"model": Error, "description": "sent by another site"},
          404: {"model": Error, "description": "no such invitation for this account"}}


@router.post("/games/{game_id}/seats/{seat}/invitation", status_code=201, response_model=InvitationOut,
             response_model_by_alias=True, responses=WRITE, summary="invite an account by name to a seat")
async def send(game_id: str, seat: int, body: InviteIn, request: Request,
               x_seat_token: str | None = Header(default=None, alias="X-Seat-Token",
                                                 description="the seat's token (its link's)")) -> dict:
    """Signed in, with the seat's token (the creator holds every seat's): the seat is offered to
    the account ``name``, shown in its lobby until it accepts or declines (a new invitation to the
    same seat replaces this one).  Only the invitee and the inviter see it."""
    same_site(request)
    me = await signed_in(request)
    lg = await request.app.state.manager.get(game_id)
    lg.authorise(seat, seatlib.request_token(request, game_id, seat, x_seat_token))
    if lg.over:
        raise ApiError(409, "error-invite-over")
    if lg.joined[seat]:
        raise ApiError(409, "error-invite-seat-taken", seat=seat + 1)
    engine = request.app.state.store.engine
    who = await asyncio.to_thread(account_by_name, engine, body.name)
    if who is None:
        raise ApiError(404, "error-no-player", name=body.name[:40])
    if who["id"] == me["id"]:
        raise ApiError(422, "error-invite-self")
    wait = _limits(request).bucket.take(me["id"])
    if wait > 0:
        from .account_api import TooMany

        raise TooMany(wait)
    row = await asyncio.to_thread(invite, engine, game_id, seat, who["id"], me["id"])
    return {"id": row["id"], "game_id": game_id, "game": lg.game.name, "seat": seat, "players": lg.players,
            "to": who["name"], "from": me["name"], "created": row["created"]}


@router.get("/me/invitations", response_model=InvitationsOut, response_model_by_alias=True,
            responses={**BASE, 401: {"model": Error, "description": "not signed in"}},
            summary="the signed-in account's invitations, received and sent")
async def mine(request: Request) -> dict:
    """Only the account's own: those it received (to accept or decline) and those it sent (to
    withdraw), of games that are not over."""
    me = await signed_in(request)
    return await asyncio.to_thread(listed, request.app.state.store.engine, me["id"])


@router.post("/invitations/{invitation_id}/accept", response_model=AcceptedOut, summary="accept an invitation",
             responses={**ANSWER, 409: {"model": Error, "description": "the seat was taken meanwhile or the game is over"}})
async def accept(invitation_id: str, request: Request) -> dict:
    """The seat becomes the invitee's (it is listed in their games, and its page, opened signed
    in, gives this browser the seat); the seat is shown by the account's name, and the link the
    inviter held stops working."""
    same_site(request)
    me = await signed_in(request)
    engine = request.app.state.store.engine
    row = await asyncio.to_thread(one, engine, invitation_id[:40], me["id"])
    if row is None:
        raise ApiError(404, "error-no-invitation")
    mgr = request.app.state.manager
    lg = await mgr.get(row["game_id"])
    if lg.over or lg.joined[row["seat"]] or lg.seats[row["seat"]] != seatlib.HUMAN:
        await asyncio.to_thread(drop, engine, row["id"])
        raise ApiError(409, "error-invite-over" if lg.over else "error-invite-seat-taken", seat=row["seat"] + 1)
    if not await asyncio.to_thread(take, engine, row):
        raise ApiError(409, "error-invite-seat-taken", seat=row["seat"] + 1)
    await mgr.new_link(lg, row["seat"])  # the link the inviter held stops working: one link per seat
    try:
        await mgr.mark_joined(lg, row["seat"], me["name"])
    except ApiError:  # a name the table cannot show: the seat is taken without it
        await mgr.mark_joined(lg, row["seat"])
    return {"game_id": lg.id, "game": lg.game.name, "seat": row["seat"], "status": lg.status,
            "your_turn": not lg.over and lg.state.current_player == row["seat"],
            "seat_url": f"/games/{lg.id}/seat/{row['seat']}"}


@router.post("/invitations/{invitation_id}/decline", status_code=204, responses=ANSWER,
             summary="decline an invitation (the invitee) or withdraw it (the inviter)")
async def decline(invitation_id: str, request: Request) -> Response:
    same_site(request)
    me = await signed_in(request)
    engine = request.app.state.store.engine
    row = await asyncio.to_thread(one, engine, invitation_id[:40], me["id"], True)
    if row is None:
        raise ApiError(404, "error-no-invitation")
    await asyncio.to_thread(drop, engine, row["id"])
    return Response(status_code=204)
