"""The account page: sign in or register when signed out; the account's settings when signed in.

The forms talk to the JSON API (account_api.py) from static/account.js, so the page and outside
clients go through the same checks (rate limits, the cross-site check)."""

from __future__ import annotations

import asyncio
import time

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from .accounts import COOKIE
from .page_kit import render

router = APIRouter(include_in_schema=False)


@router.get("/account", response_class=HTMLResponse)
async def account_page(request: Request, next: str = "/account"):
    me = await request.app.state.accounts.account_of(request.cookies.get(COOKIE))
    if not next.startswith("/") or next.startswith("//"):
        next = "/account"
    since = time.strftime("%Y-%m-%d", time.gmtime(me["created"])) if me else None
    return render(request, "account.html", me=me, since=since, next=next[:200])


@router.get("/unsubscribe/{token}", response_class=HTMLResponse)
async def unsubscribe_page(request: Request, token: str):
    """The link in every mail: the mail stops at once, with no sign-in (the token can do only this)."""
    from . import mail

    done = await asyncio.to_thread(mail.unsubscribe, request.app.state.store.engine, token)
    return render(request, "unsubscribed.html", done=done, status=200 if done else 404)


@router.post("/unsubscribe/{token}")
async def unsubscribe_one_click(request: Request, token: str):
    """RFC 8058's one-click unsubscribe (List-Unsubscribe-Post), sent by mail programs."""
    from . import mail

    done = await asyncio.to_thread(mail.unsubscribe, request.app.state.store.engine, token)
    return HTMLResponse("", status_code=200 if done else 404)


# -- profiles and leaderboards (profiles.py) --------------------------------------------------------

def _date(when: float | None) -> str:
    return time.strftime("%Y-%m-%d", time.gmtime(when)) if when else ""


def _options_words(t, game: str, options: dict) -> str:
    from .page_kit import choice_words

    if not options:
        return t("stat_options_default")
    return ", ".join(f"{t.option(game, name)}: {choice_words(t, game, name, value)}" for name, value in options.items())


@router.get("/players/{name}", response_class=HTMLResponse)
async def profile_page(request: Request, name: str):
    """A player's ratings over time (inline SVG plots) and statistics per game, public."""
    from . import profiles
    from .accounts import name_key
    from .errors import ApiError
    from .page_kit import playable_games, translator

    t, engine = translator(request), request.app.state.store.engine
    found = await asyncio.to_thread(profiles.account, engine, name_key(name[:100].strip()))
    if found is None:
        raise ApiError(404, "error-no-player", name=name[:40])
    per_game = await asyncio.to_thread(profiles.history, engine, found["id"])
    known = {g.name: g for g in playable_games()}
    sections = []
    for game_name, rows in sorted(per_game.items()):
        game = known.get(game_name)
        title = t.term(game.title) if game else game_name
        tables = await asyncio.to_thread(profiles.score_tables, engine, game, rows, t.lang) if game else {}
        stats = profiles.statistics(rows, tables)
        points = [profiles.ratings.shown(r["mu"], r["sigma"]) for r in rows]
        label = t("profile_plot", game=title, name=found["name"], n=len(points), first=points[0], last=points[-1])
        recent = [{"game_id": r["game_id"], "date": _date(r["at"]), "players": len(r["seats"]),
                   "place": profiles.ratings.places(r["result"] or {}, list(range(len(r["seats"]))))[min(r["mine"])],
                   "rating": p} for r, p in list(zip(rows, points))[-10:]][::-1]
        options = [{"words": _options_words(t, game_name, o["options"]), "games": o["games"]} for o in stats["options"]]
        sections.append({"name": game_name, "title": title, "stats": stats, "options": options, "recent": recent,
                         "plot": profiles.plot(points, label, t("plot_games"))})
    return render(request, "player.html", player=found, since=_date(found["created"]), sections=sections)


@router.get("/leaderboard/{game}", response_class=HTMLResponse)
async def leaderboard_page(request: Request, game: str):
    """A game's rated accounts, best shown rating first (the top 100), with links to profiles."""
    from . import ratings
    from .page_kit import load_game, playable_games

    chosen = load_game(game)  # 404 for a game this server does not have
    rows = await asyncio.to_thread(ratings.leaderboard, request.app.state.store.engine, chosen.name, 100)
    return render(request, "leaderboard.html", game=chosen, rows=rows, games=playable_games())
