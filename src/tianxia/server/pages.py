"""The HTML pages: lobby, seat and spectator pages, result (with "play again"), replay; the "How
to play" pages live in ``help_pages``.  Jinja2 + htmx; the words in ``page_text`` (via ``i18n``),
seats in words in ``roster``.

A seat's join link (``/join/<game>/<seat>?token=...``) stores the token in an HttpOnly,
SameSite=Strict cookie and redirects to the seat's page, so the token leaves the address bar
at once.  The seat page then talks to the same JSON API and WebSocket as any other client.
"""

from __future__ import annotations

import asyncio
import json
import re
from html import escape
from importlib import resources
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse

from tianxia.review import parts

from . import account_api, chat, help_pages, i18n, limits, reviews, roster, words
from . import seats as seatlib
from .errors import ApiError
from .page_kit import load_game as _load_game, playable_games, render, translator
from .runtime import Manager

router = APIRouter(include_in_schema=False)
STATIC = resources.files("tianxia.server").joinpath("static")
#: how many games "Your games" lists
MAX_YOURS = 30
COOKIE_SEAT = re.compile(r"tx_([A-Za-z0-9]{4,32})_(\d{1,2})")
#: the replay script's words
REPLAY_KEYS = ["step_of", "replay_start", "board", "review_next", "review_preferred", "review_agrees", "review_end",
               "mark-inaccuracy", "mark-mistake", "mark-blunder", "learn_prompt", "learn_view", "learn_best", "learn_fine",
               "learn_still", "learn_played", "learn_judging", "learn_last", "error"]
COOKIE_AGE = 90 * 24 * 3600


def error_page(request: Request, status: int, message: str) -> HTMLResponse:
    return render(request, "error.html", status=status, message=message)


def error_fragment(request: Request, status: int, message: str) -> HTMLResponse:
    """The one-line reason, swapped into the page by htmx where the answer would have gone."""
    t = translator(request)
    return HTMLResponse(f'<p class="error" role="alert">{t("error")}: {escape(message)}</p>', status_code=status)


def manager(request: Request) -> Manager:
    return request.app.state.manager


@router.get("/", response_class=HTMLResponse)
async def lobby(request: Request, game: str | None = None):
    games = playable_games()
    chosen = _load_game(game) if games else None
    blurb = help_pages.blurb(chosen, translator(request).lang) if chosen else None
    return render(request, "lobby.html", games=games, chosen=chosen, bots=seatlib.bot_kinds(), blurb=blurb)


@router.get("/fragments/setup", response_class=HTMLResponse)
async def setup_fragment(request: Request, game: str | None = None, players: int | None = None):
    chosen = _load_game(game)
    n = players if players and chosen.min_players <= players <= chosen.max_players else chosen.min_players
    return render(request, "_setup.html", chosen=chosen, players=n, bots=seatlib.bot_kinds(),
                  blurb=help_pages.blurb(chosen, translator(request).lang))


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
        raise ApiError(400, "error-player-count-number") from None
    seats = []
    for i in range(max(0, min(players, 16))):
        advanced = str(form.get(f"spec_{i}") or "").strip()  # a typed bot spec replaces the menu
        seats.append(advanced or roster.spec_of(str(form.get(f"seat_{i}") or seatlib.HUMAN)))
    options = {name: str(form[f"opt_{name}"]) for name in game.options if f"opt_{name}" in form}
    try:
        clock = roster.parse_clock(str(form.get("clock") or "none"))
    except ValueError as err:
        raise ApiError(400, str(err)) from None
    hints = str(form.get("hints") or "") == "on"  # a practice game (hints.py)
    from .hints import check_new

    check_new(game.name, hints)
    lg, tokens = await manager(request).create(game.name, players, seats, options, translator(request).lang,
                                               clock=clock)
    if hints:
        await request.app.state.hints.turn_on(lg.id)
    people = [i for i, tok in enumerate(tokens) if tok]
    you = people[0] if people else None
    me = await account_api.current(request)
    if me is not None and you is not None:  # a signed-in creator owns their seat, as through the API
        await request.app.state.accounts.claim(lg.id, you, me["id"])
    return created(request, lg, tokens, you, {you: str(form.get("name") or "")})


def created(request: Request, lg, tokens: list, you: int | None, names: dict) -> HTMLResponse:
    """The new game's links: "Play as ..." for the creator's seat ``you``, a secret link to pass
    on for every other person (with the name they had, for "play again"), the bots by level."""
    links = []
    for i, (kind, tok) in enumerate(zip(lg.seats, tokens)):
        url, name = None, ""
        if tok:
            url = f"/join/{lg.id}/{i}?token={tok}"
            name = " ".join(str(names.get(i) or "").split())[:getattr(seatlib, "NAME_LENGTH", 40)]
            if name:
                url += "&name=" + quote(name)
        links.append({"seat": i, "kind": kind, "url": url, "you": i == you, "name": name if tok else ""})
    name = "_created.html" if request.headers.get("hx-request") else "created.html"
    from .accounts import COOKIE

    # signed in (a session cookie; the API checks it): each other person's seat can be offered to an account
    return render(request, name, lg=lg, links=links, status=201, signed_in=COOKIE in request.cookies)


@router.get("/join/{game_id}/{seat}")
async def join(request: Request, game_id: str, seat: int, token: str = "", name: str | None = None):
    """Take the seat: the token goes into a cookie; ``name`` (optional) is shown for the seat."""
    mgr = manager(request)
    lg = await mgr.get(game_id)
    lg.authorise(seat, token)
    me = await account_api.current(request)
    if me is not None:  # a signed-in person who opens a seat's link owns the seat
        await request.app.state.accounts.claim(lg.id, seat, me["id"])
    try:
        await mgr.mark_joined(lg, seat, name or None)
    except ApiError as err:  # a name that can't be shown: take the seat without it (the table asks)
        if err.status != 422:
            raise
        await mgr.mark_joined(lg, seat)
    response = RedirectResponse(f"/games/{game_id}/seat/{seat}", status_code=303)
    response.set_cookie(seatlib.cookie_name(game_id, seat), token, max_age=COOKIE_AGE, httponly=True,
                        samesite="strict", path="/")
    return response


def _page_config(request: Request, lg, seat: int | None) -> str:
    t = translator(request)
    keys = ["your_turn", "waiting_for", "game_over", "winners", "scores", "connected", "disconnected",
            "legal_actions", "took_back", "seat_n", "human", "no_board", "step", "error"]
    settings = request.app.state.settings
    text = json.dumps({"game": lg.id, "seat": seat, "players": lg.players, "lang": t.lang,
                       "chat": {"max": chat.MAX_TEXT, "spectators": chat.spectators_write(settings)},
                       "text": {k: t(k) for k in dict.fromkeys(keys + i18n.PAGE_KEYS)}})
    return text.replace("<", "\\u003c")


@router.get("/games/{game_id}/seat/{seat}", response_class=HTMLResponse)
async def seat_page(request: Request, game_id: str, seat: int):
    mgr = manager(request)
    lg = await mgr.get(game_id)
    me = await account_api.current(request)
    try:
        lg.authorise(seat, request.cookies.get(seatlib.cookie_name(game_id, seat)))
    except ApiError as err:
        # the seat's owner on a device without its link: the seat moves here (a fresh link; the
        # old one stops working, as after "New link for this seat")
        if me is None or err.status not in (401, 403) or lg.token_hashes[seat] is None \
                or await request.app.state.accounts.owner(game_id, seat) != me["id"]:
            raise
        token = await mgr.new_link(lg, seat)
        response = render(request, "play.html", lg=lg, seat=seat, config=_page_config(request, lg, seat),
                          hints=await request.app.state.hints.enabled(lg.id))
        response.set_cookie(seatlib.cookie_name(game_id, seat), token, max_age=COOKIE_AGE, httponly=True,
                            samesite="strict", path="/")
        return response
    if me is not None:
        await request.app.state.accounts.claim(lg.id, seat, me["id"])
    return render(request, "play.html", lg=lg, seat=seat, config=_page_config(request, lg, seat),
                  hints=await request.app.state.hints.enabled(lg.id))


@router.get("/games/{game_id}/watch", response_class=HTMLResponse)
async def watch_page(request: Request, game_id: str):
    lg = await manager(request).get(game_id)
    return render(request, "play.html", lg=lg, seat=None, config=_page_config(request, lg, None),
                  hints=await request.app.state.hints.enabled(lg.id))


@router.get("/games/{game_id}/result", response_class=HTMLResponse)
async def result_page(request: Request, game_id: str):
    """The end: each player's score by category with names and colours, the winners, the final
    board, the whole log, and "play again"."""
    lg = await manager(request).get(game_id)
    if not lg.over:
        return RedirectResponse(f"/games/{game_id}/watch", status_code=303)
    t = translator(request)
    shown = lg.payload(None, with_svg=True, lang=t.lang)
    scores, winners = lg.result()["scores"], lg.result()["winners"]  # an abandoned game's as they stood
    order = sorted(range(lg.players), key=lambda s: (s not in winners, -scores[s], s))
    names = shown.get("names") or [""] * lg.players
    colours = shown.get("colours") or lg.game.seat_colours()[:lg.players]
    players = [{"seat": s, "name": roster.player_name(t, s, names), "colour": colours[s % len(colours)],
                "bot": roster.bot_words(t, lg.seats[s]) if lg.seats[s] != seatlib.HUMAN and lg.source != "upload"
                else None,
                "score": scores[s], "winner": s in winners} for s in order]
    rows = [{"category": row["category"], "points": [row["points"][s] for s in order]}
            for row in shown.get("score_table") or [] if len(row.get("points") or []) == lg.players]
    lines = words.lines(lg.game, lg.state.events, None, t.lang, words.seat_names(t.lang, names, lg.players),
                        lambda line: roster.with_names(t, line, names, lg.players))
    winner_names = [f"{p['name']} ({p['bot']})" if p["bot"] else p["name"] for p in players if p["winner"]]
    svg = help_pages.labelled(shown.get("svg"), t("final_board"))
    said = await chat.shown(request.app.state.store, lg, t, [roster.player_name(t, s, names) for s in range(lg.players)],
                            colours)
    return render(request, "result.html", lg=lg, players=players, rows=rows, svg=svg, log=lines,
                  winner_names=winner_names, can_again=lg.source != "upload", chat=said,
                  rv=await reviews.panel(request, lg, t, linked=True))


@router.post("/games/{game_id}/again", response_class=HTMLResponse)
async def play_again(request: Request, game_id: str):
    """A new game with the same seats (people and bot levels), options, clock and hints; the people
    get fresh links, each carrying the name they had, and whoever asked plays the seat they held."""
    limits.check_create(request)
    mgr = manager(request)
    old = await mgr.get(game_id)
    if not old.over or old.source == "upload":
        raise ApiError(409, "error-again-finished-only")
    lg, tokens = await mgr.create(old.game.name, old.players, list(old.seats), dict(old.options),
                                  translator(request).lang, old.control)
    if await request.app.state.hints.enabled(old.id):  # a practice game's again is one too
        await request.app.state.hints.turn_on(lg.id)
    you = seatlib.holder_of(request, old)
    if you is None:
        people = [i for i, tok in enumerate(tokens) if tok]
        you = people[0] if people else None
    return created(request, lg, tokens, you, dict(enumerate(old.names)))


@router.post("/games/{game_id}/play-on", response_class=HTMLResponse)
async def play_on(request: Request, game_id: str):
    """"Play on from this move" (the replay page): a live game from the position after ``step``
    actions of a finished game, with its seats (an uploaded record's are all people) and options,
    the asker in ``seat``.  Its seed is the record's, so it is an analysis game (the table says so);
    ``hints=on`` makes it a practice game too (hints.py)."""
    limits.check_create(request)
    mgr = manager(request)
    old = await mgr.get(game_id)
    if not old.state.is_terminal:
        raise ApiError(403, "error-play-on-when-over")
    form = await request.form()
    try:
        step, you = int(form.get("step") or 0), int(form.get("seat") or 0)
    except ValueError:
        raise ApiError(400, "error-step-seat-numbers") from None
    total = len(old.state.history)
    if not 0 <= step < total:
        raise ApiError(422, "error-play-on-step", last=total - 1, total=total)
    old.check_seat(you)
    hints = str(form.get("hints") or "") == "on"
    from .hints import check_new

    check_new(old.game.name, hints)
    seats = [seatlib.HUMAN if old.source == "upload" else spec for spec in old.seats]
    seats[you] = seatlib.HUMAN
    lg, tokens = await mgr.create(old.game.name, old.players, seats, dict(old.options), translator(request).lang,
                                  seed=old.seed, history=old.state.history[:step])
    if hints:
        await request.app.state.hints.turn_on(lg.id)
    return created(request, lg, tokens, you, dict(enumerate(old.names)))


def game_title(t, name: str) -> str:
    """A game's title in the page's language (its name if it cannot be loaded now)."""
    for g in playable_games():
        if g.name == name:
            return t.term(g.title)
    return name


@router.get("/fragments/yours", response_class=HTMLResponse)
async def yours_fragment(request: Request, seats: str = ""):
    """"Your games": the seats this browser remembers (``seats=id:seat,...`` from localStorage)
    and those it holds a seat cookie for, each with the way back; those whose decision is now
    the seat's first, marked "your turn", then newest first."""
    wanted = []
    for part in seats.split(",")[:MAX_YOURS]:
        gid, _, seat = part.strip().partition(":")
        if gid and seat.isdigit():
            wanted.append((gid, int(seat)))
    for cookie in request.cookies:
        found = COOKIE_SEAT.fullmatch(cookie)
        if found:
            wanted.append((found.group(1), int(found.group(2))))
    me = await account_api.current(request)
    owned = set((await request.app.state.accounts.seats_of(me["id"]))[:MAX_YOURS]) if me is not None else set()
    wanted.extend(sorted(owned))  # signed in: the account's seats on any device
    t, mgr, entries, seen = translator(request), manager(request), [], set()
    for gid, seat in wanted:
        if (gid, seat) in seen:
            continue
        seen.add((gid, seat))
        try:
            lg = await mgr.get(gid)
        except ApiError:  # a game this server no longer has
            continue
        if not 0 <= seat < lg.players or lg.seats[seat] != seatlib.HUMAN:
            continue
        token = request.cookies.get(seatlib.cookie_name(gid, seat))
        holds = bool(token and lg.token_hashes[seat] and seatlib.matches(token, lg.token_hashes[seat])) \
            or (gid, seat) in owned  # the owner's seat page takes the seat on this device
        others = [roster.seat_words(t, s, spec, lg.joined[s]) for s, spec in enumerate(lg.seats) if s != seat]
        # whose turn it is is public (every view says it); a seat a stand-in plays is marked so
        turn = not lg.over and lg.state.current_player == seat
        away = bool(lg.clock is not None and lg.clock.away[seat])
        entries.append({"lg": lg, "seat": seat, "holds": holds, "others": others, "created": lg.created,
                        "you": roster.player_name(t, seat, lg.names), "turn": turn, "away": away,
                        "progress": lg.progress()})
    entries.sort(key=lambda e: (not e["turn"], -e["created"]))  # the games waiting for you first
    invited = {"received": [], "sent": []}
    if me is not None:  # the account's own invitations only (invitations.py)
        from . import invitations

        invited = await asyncio.to_thread(invitations.listed, request.app.state.store.engine, me["id"])
        for item in invited["received"] + invited["sent"]:
            item["title"] = game_title(t, item["game"])
            item["player"] = t("player_n", n=item["seat"] + 1)
    return render(request, "_yours.html", entries=entries[:MAX_YOURS], invited=invited)


@router.get("/favicon.ico", include_in_schema=False)
async def favicon():
    return FileResponse(STATIC / "favicon.ico", media_type="image/x-icon",
                        headers={"Cache-Control": "public, max-age=604800"})


async def log_marks(lg) -> list[int]:
    """How many public log lines there are after each step (``marks[k]``: after k actions), so
    the replay marks the lines of the step shown.  One replay of the game, kept with it."""
    marks = lg.__dict__.get("_log_marks")
    if marks is None:
        def count():
            state = lg.game.new_state(lg.players, seed=lg.seed, options=lg.options)
            out = [len(state.log_for(None))]
            for notation in lg.state.history:
                state.apply(notation)
                out.append(len(state.log_for(None)))
            return out
        marks = lg.__dict__["_log_marks"] = await asyncio.to_thread(count)
    return marks


@router.get("/games/{game_id}/replay", response_class=HTMLResponse)
async def replay_page(request: Request, game_id: str, step: int = 0):
    """Step through a finished game: the board at each step, and the whole log in words with the
    current step's lines marked and kept in view."""
    lg = await manager(request).get(game_id)
    if not lg.over:
        raise ApiError(403, "error-replay-when-over")
    t = translator(request)
    step = max(0, min(step, len(lg.state.history)))
    names = [roster.player_name(t, s, lg.names) for s in range(lg.players)]
    lines = words.lines(lg.game, lg.state.events, None, t.lang, names,
                        lambda line: roster.with_names(t, line, lg.names, lg.players))
    config = json.loads(_page_config(request, lg, None))
    config.update(names=names, marks=await log_marks(lg), text={**config["text"], **{k: t(k) for k in REPLAY_KEYS}})
    said = await chat.shown(request.app.state.store, lg, t, names, lg.game.seat_colours()[:lg.players])
    return render(request, "replay.html", lg=lg, step=step, total=len(lg.state.history), log=lines, names=names,
                  chat=said, rv=await reviews.panel(request, lg, t, linked=False, step=step),
                  hints_possible=parts.reviewable(lg.game.name),
                  config=json.dumps(config).replace("<", "\\u003c"))


@router.post("/records")
async def upload_page(request: Request):
    limits.check_create(request)
    form = await request.form()
    upload = form.get("record")
    if upload is None or not hasattr(upload, "read"):
        raise ApiError(400, "error-choose-record")
    raw = await upload.read()
    try:
        record = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ApiError(400, "error-upload-not-record") from None
    lg = await manager(request).import_record(record)
    return RedirectResponse(f"/games/{lg.id}/replay", status_code=303)


@router.get("/lang/{code}")
async def set_language(request: Request, code: str, next: str = "/"):
    if code not in i18n.LANGUAGES:
        raise ApiError(404, "error-unknown-language", code=repr(code), known=", ".join(i18n.LANGUAGES))
    if not next.startswith("/") or next.startswith("//"):
        next = "/"
    response = RedirectResponse(next, status_code=303)
    response.set_cookie("lang", code, max_age=COOKIE_AGE, samesite="lax", path="/")
    return response
