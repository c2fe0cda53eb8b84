"""The HTML pages: lobby, seat and spectator pages, result, replay.  Jinja2 + htmx.

A seat's join link (``/join/<game>/<seat>?token=...``) stores the token in an HttpOnly,
SameSite=Strict cookie and redirects to the seat's page, so the token leaves the address bar
at once.  The seat page then talks to the same JSON API and WebSocket as any other client.
"""

from __future__ import annotations

import json
from html import escape
from importlib import resources

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from fastapi.templating import Jinja2Templates

import tianxia

from . import i18n, limits
from . import seats as seatlib
from .runtime import ApiError, Manager

router = APIRouter(include_in_schema=False)
templates = Jinja2Templates(directory=str(resources.files("tianxia.server").joinpath("templates")))
COOKIE_AGE = 90 * 24 * 3600


def translator(request: Request) -> i18n.Translator:
    return i18n.Translator(i18n.choose(request.headers.get("accept-language"), request.cookies.get("lang")))


def render(request: Request, name: str, status: int = 200, **context) -> HTMLResponse:
    t = translator(request)
    context.update(request=request, t=t, lang=t.lang, languages=i18n.LANGUAGES)
    return templates.TemplateResponse(request, name, context, status_code=status)


def error_page(request: Request, status: int, message: str) -> HTMLResponse:
    return render(request, "error.html", status=status, message=message)


def error_fragment(request: Request, status: int, message: str) -> HTMLResponse:
    """The one-line reason, swapped into the page by htmx where the answer would have gone."""
    t = translator(request)
    return HTMLResponse(f'<p class="error" role="alert">{t("error")}: {escape(message)}</p>', status_code=status)


def manager(request: Request) -> Manager:
    return request.app.state.manager


def playable_games() -> list:
    out = []
    for name in tianxia.games():
        try:
            out.append(tianxia.load(name))
        except Exception:  # registered but still being written
            continue
    return out


def _load_game(name: str | None):
    games = playable_games()
    if not games:
        raise ApiError(404, "no game is playable yet")
    for g in games:
        if g.name == name:
            return g
    if name:
        raise ApiError(404, f"unknown game {name!r}")
    return games[0]


@router.get("/", response_class=HTMLResponse)
async def lobby(request: Request, game: str | None = None):
    games = playable_games()
    chosen = _load_game(game) if games else None
    return render(request, "lobby.html", games=games, chosen=chosen, bots=seatlib.bot_kinds())


@router.get("/fragments/setup", response_class=HTMLResponse)
async def setup_fragment(request: Request, game: str | None = None, players: int | None = None):
    chosen = _load_game(game)
    n = players if players and chosen.min_players <= players <= chosen.max_players else chosen.min_players
    return render(request, "_setup.html", chosen=chosen, players=n, bots=seatlib.bot_kinds())


@router.get("/fragments/games", response_class=HTMLResponse)
async def games_fragment(request: Request):
    mgr = manager(request)
    lists = {status: await mgr.listing(status, 30) for status in ("open", "running", "finished")}
    return render(request, "_games.html", lists=lists)


@router.post("/create", response_class=HTMLResponse)
async def create_from_form(request: Request):
    limits.check_create(request)
    form = await request.form()
    game = _load_game(str(form.get("game") or ""))
    try:
        players = int(form.get("players") or game.min_players)
    except ValueError:
        raise ApiError(400, "the player count must be a number") from None
    seats = [str(form.get(f"seat_{i}") or "human") for i in range(max(0, min(players, 16)))]
    options = {name: str(form[f"opt_{name}"]) for name in game.options if f"opt_{name}" in form}
    lg, tokens = await manager(request).create(game.name, players, seats, options, translator(request).lang)
    links = [{"seat": i, "kind": kind, "url": f"/join/{lg.id}/{i}?token={tok}" if tok else None}
             for i, (kind, tok) in enumerate(zip(lg.seats, tokens))]
    name = "_created.html" if request.headers.get("hx-request") else "created.html"
    return render(request, name, lg=lg, links=links, status=201)


@router.get("/join/{game_id}/{seat}")
async def join(request: Request, game_id: str, seat: int, token: str = "", name: str | None = None):
    mgr = manager(request)
    lg = await mgr.get(game_id)
    lg.authorise(seat, token)
    await mgr.mark_joined(lg, seat, name or None)
    response = RedirectResponse(f"/games/{game_id}/seat/{seat}", status_code=303)
    response.set_cookie(seatlib.cookie_name(game_id, seat), token, max_age=COOKIE_AGE, httponly=True,
                        samesite="strict", path="/")
    return response


def _page_config(request: Request, lg, seat: int | None) -> str:
    t = translator(request)
    keys = ["your_turn", "waiting_for", "game_over", "winners", "scores", "connected", "disconnected",
            "legal_actions", "took_back", "seat_n", "human", "no_board", "step", "error"]
    text = json.dumps({"game": lg.id, "seat": seat, "players": lg.players, "lang": t.lang,
                       "text": {k: t(k) for k in dict.fromkeys(keys + i18n.PAGE_KEYS)}})
    return text.replace("<", "\\u003c")


@router.get("/games/{game_id}/seat/{seat}", response_class=HTMLResponse)
async def seat_page(request: Request, game_id: str, seat: int):
    lg = await manager(request).get(game_id)
    lg.authorise(seat, request.cookies.get(seatlib.cookie_name(game_id, seat)))
    return render(request, "play.html", lg=lg, seat=seat, config=_page_config(request, lg, seat))


@router.get("/games/{game_id}/watch", response_class=HTMLResponse)
async def watch_page(request: Request, game_id: str):
    lg = await manager(request).get(game_id)
    return render(request, "play.html", lg=lg, seat=None, config=_page_config(request, lg, None))


@router.get("/games/{game_id}/result", response_class=HTMLResponse)
async def result_page(request: Request, game_id: str):
    lg = await manager(request).get(game_id)
    if not lg.state.is_terminal:
        return RedirectResponse(f"/games/{game_id}/watch", status_code=303)
    view = lg.state.view(None)
    order = sorted(range(lg.players), key=lambda s: (s not in lg.state.winners(), -lg.state.scores()[s]))
    svg, lines = lg.svg(view, []), lg.state.log_for(None)
    cat = i18n.engine(lg.game, translator(request).lang)
    if cat is not None:
        svg, lines = cat.svg(svg), cat.lines(lines)
    return render(request, "result.html", lg=lg, order=order, svg=svg, log=lines)


@router.get("/games/{game_id}/replay", response_class=HTMLResponse)
async def replay_page(request: Request, game_id: str, step: int = 0):
    lg = await manager(request).get(game_id)
    if not lg.state.is_terminal:
        raise ApiError(403, "a game can be replayed once it is over")
    step = max(0, min(step, len(lg.state.history)))
    return render(request, "replay.html", lg=lg, step=step, total=len(lg.state.history),
                  config=_page_config(request, lg, None))


@router.post("/records")
async def upload_page(request: Request):
    limits.check_create(request)
    form = await request.form()
    upload = form.get("record")
    if upload is None or not hasattr(upload, "read"):
        raise ApiError(400, "choose a record file to upload")
    raw = await upload.read()
    try:
        record = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ApiError(400, "the uploaded file is not a JSON game record") from None
    lg = await manager(request).import_record(record)
    return RedirectResponse(f"/games/{lg.id}/replay", status_code=303)


@router.get("/lang/{code}")
async def set_language(request: Request, code: str, next: str = "/"):
    if code not in i18n.LANGUAGES:
        raise ApiError(404, f"unknown language {code!r}; known: {', '.join(i18n.LANGUAGES)}")
    if not next.startswith("/") or next.startswith("//"):
        next = "/"
    response = RedirectResponse(next, status_code=303)
    response.set_cookie("lang", code, max_age=COOKIE_AGE, samesite="lax", path="/")
    return response
