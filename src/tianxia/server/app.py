"""The web application: wiring of the store, the games, the WebSocket hub, the API and the pages.

``create_app(db_url)`` builds it; ``serve(...)`` runs it with Uvicorn.  Request bodies are
bounded, and every refusal is a 4xx whose body is ``{"error": "<one line>"}`` (pages show the
same line in HTML).
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import logging
import os
import sys
from contextlib import asynccontextmanager
from importlib import resources

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.exceptions import HTTPException as StarletteHTTPException

import tianxia
from tianxia.review.parts import parse_budget

from . import account_api, account_pages, api, bodies, chat, help_pages, i18n, invitations, limits, mail, pages, ratings
from . import hints, reviews
from .accounts import Accounts
from . import seats as seatlib
from .botpool import BotPool
from .cluster import Cluster
from .fastpath import FastPath
from .live import Hub
from .errors import ApiError
from .runtime import Manager
from .settings import Settings
from .store import Store

log = logging.getLogger("tianxia.server")

#: largest request body in bytes (an uploaded record may be larger than a move)
MAX_BODY = 16 * 1024
MAX_UPLOAD = 2 * 1024 * 1024
UPLOAD_PATHS = ("/api/records", "/records", "/api/play-on")  # a play-on carries a whole history too
WS_MAX = 4096
#: how long a thread may hold the interpreter lock while another waits for it (Python's default
#: is 5 ms): the database writer's Python work then holds up the event loop for at most 1 ms at a
#: time (+40% moves per second under load, benchmarks/server.md)
SWITCH_INTERVAL = 0.001
#: the cyclic garbage collector's thresholds while the app runs (Python's default is 700, 10, 10):
#: a move allocates a clone of the state whose objects die by reference counting, and collecting
#: every 700 surplus allocations cost ~10% of a move's CPU; the older generations' collections,
#: which walk every live game, were the move latency's tail (benchmarks/server.md, 2026-11-26 evening)
GC_THRESHOLD = (50_000, 50, 100)


class BodyTooLarge(ApiError):
    def __init__(self, limit: int):
        super().__init__(413, "error-too-large", n=limit)


SECURITY_HEADERS = [(b"x-content-type-options", b"nosniff"), (b"referrer-policy", b"no-referrer"),
                    (b"x-frame-options", b"DENY")]


class BodyLimit:
    """Refuse request bodies over the limit, whether announced by Content-Length or streamed;
    add headers that keep pages from being framed and join links from leaking as referrers."""

    def __init__(self, app, limit: int = MAX_BODY, upload_limit: int = MAX_UPLOAD):
        self.app, self.limit, self.upload_limit = app, limit, upload_limit

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        plain_send = send

        async def send(message):
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", ())) + SECURITY_HEADERS
            await plain_send(message)

        limit = self.upload_limit if scope["path"] in UPLOAD_PATHS else self.limit
        for name, value in scope.get("headers", ()):
            if name == b"content-length":
                try:
                    too_big = int(value) > limit
                except ValueError:
                    too_big = True
                if too_big:
                    response = JSONResponse({"error": BodyTooLarge(limit).message}, status_code=413)
                    return await response(scope, receive, send)
        # read the (small) body here, so a streamed body over the limit is refused before any parsing
        try:
            body = await bodies.read(receive, limit)
        except bodies.TooLarge:
            response = JSONResponse({"error": BodyTooLarge(limit).message}, status_code=413)
            return await response(scope, receive, send)
        if body is None:  # the client went away
            return
        return await self.app(scope, bodies.replay(body, receive), send)


class TianxiaApp(FastAPI):
    """FastAPI with the two move requests answered before its middleware stack (fastpath.py)."""

    fast: FastPath | None = None

    async def __call__(self, scope, receive, send):
        if self.fast is not None and scope["type"] == "http":
            receive = await self.fast.handle(scope, receive, send)
            if receive is None:
                return
        await super().__call__(scope, receive, send)


def _one_line(text) -> str:
    return " ".join(str(text).split())


def _validation_message(err: RequestValidationError) -> str:
    errors = err.errors()
    if not errors:
        return "bad request"
    first = errors[0]
    if first.get("type") == "json_invalid":
        return "error-not-json"
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
    return _one_line(f"{where}: {first.get('msg', 'invalid')}")


def _error(request: Request, status: int, message):
    """The one-line error answer in the asker's language: ``message`` is an ApiError, an id of the
    server's catalog, or a text said as it is."""
    lang = i18n.request_language(request)
    if isinstance(message, ApiError):
        message = message.said(lang)
    elif i18n.said(message):
        message = i18n.say(lang, {"msg": message})
    message = _one_line(message)
    if request.headers.get("hx-request") and not request.url.path.startswith("/api/"):
        return pages.error_fragment(request, status, message)
    if not request.url.path.startswith("/api/") and "text/html" in request.headers.get("accept", ""):
        return pages.error_page(request, status, message)
    return JSONResponse({"error": message}, status_code=status)


def _allowed(request: Request) -> list[str] | None:
    """The methods the published schema gives the request's path (None: a path it does not list)."""
    import re

    for template, item in request.app.openapi()["paths"].items():
        pattern = "^" + re.sub(r"\\{[^/]+?\\}", "[^/]+", re.escape(template)) + "$"
        if re.match(pattern, request.url.path):
            methods = {m.upper() for m in item}
            return sorted(methods | ({"HEAD"} if "GET" in methods else set()))
    return None


def _same_origin(ws: WebSocket) -> bool:
    origin = ws.headers.get("origin")
    if not origin:
        return True  # not a browser
    host = ws.headers.get("host", "")
    return origin.split("://", 1)[-1].rstrip("/") == host


def create_app(db_url: str | None = None, *, settings: Settings | None = None, create_limit="default",
               bot_setup: str | None = None, **given) -> FastAPI:
    """The application over the database at ``db_url`` (None: ``TIANXIA_DB``, else SQLite file
    ``tianxia.sqlite3``).

    ``settings``: every operator setting (settings.py); without it, the environment's, where
    keywords named like its fields (``bot_delay=0``, ``bot_workers=2``...) override them.
    ``create_limit``: games one client address may create, ``(n, seconds)`` or ``"n/seconds"``;
    None or ``"off"``: no limit; by default the settings' (``TIANXIA_CREATE_LIMIT``, 30 per 600 s).
    ``bot_setup``: ``"module:function"`` each bot worker process calls when it starts (tests use it
    to register bots of their own)."""
    if settings is None:
        settings = Settings.from_env(db=db_url, **given)
    elif db_url or given:
        settings = dataclasses.replace(settings, **({"db": db_url} if db_url else {}), **given)
    bucket = limits.from_settings(settings.create_limit if create_limit == "default" else create_limit)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        switch, collect = sys.getswitchinterval(), gc.get_threshold()
        sys.setswitchinterval(SWITCH_INTERVAL)
        gc.set_threshold(*GC_THRESHOLD)
        store = Store(settings.db)
        hub = Hub()
        pool = BotPool(settings.bot_workers, deadline=settings.deadline, setup=bot_setup)
        mgr = Manager(store, hub, bot_delay=settings.bot_delay, pool=pool, caps=settings.caps,
                      record_actions=settings.record_actions, clock_bot=settings.clock_bot,
                      abandon_seconds=settings.abandon_seconds)
        app.state.store, app.state.hub, app.state.manager = store, hub, mgr
        app.state.pool = pool
        app.state.reviews = reviews.Reviews(store, pool, parse_budget(settings.review_budget))
        app.state.hints = hints.Hints(store, pool, parse_budget(settings.review_budget))
        app.state.accounts = Accounts(store)
        tasks: set = set()

        def rate(lg) -> None:  # a finished game is rated in a thread; the task is kept until done
            task = asyncio.get_running_loop().create_task(asyncio.to_thread(ratings.rate_game, store.engine, lg.id))
            tasks.add(task)
            task.add_done_callback(tasks.discard)

        mgr.on_finish = rate
        sender = None
        if settings.smtp_url:  # "your turn" mail for turn-based games (mail.py)
            sender = mail.Sender(store.engine, settings.smtp_url, settings.public_url, settings.mail_from)

            def turn(lg, seat: int) -> None:
                if lg.clock is None or lg.clock.mode != "days" or lg.seats[seat] != seatlib.HUMAN:
                    return
                acted = sum(1 for s in lg.acted_by if s == seat)
                before = lg.acted_by[-1] if lg.acted_by else None

                def work():
                    if before is not None:
                        mail.took_turn(store.engine, lg.id, before)
                    mail.queue_turn(store.engine, lg.id, lg.game.title, seat, acted, settings.public_url,
                                    remind_after=lg.clock.seconds / 2)

                task = asyncio.get_running_loop().create_task(asyncio.to_thread(work))
                tasks.add(task)
                task.add_done_callback(tasks.discard)

            mgr.on_turn = turn
            sender.start()
        app.state.mail_sender = sender
        await asyncio.to_thread(ratings.rate_pending, store.engine)  # games that ended while we were down
        if store.origin is not None:  # PostgreSQL: other processes may serve the same games
            mgr.cluster = Cluster(mgr, store, ttl=settings.lease_seconds)
        await mgr.start()
        if sender is not None:  # a move acknowledged just before a crash: its "your turn" mail is queued now
            for lg in list(mgr.games.values()):  # (once only: the queue's key is the game, seat and turn)
                if not lg.over and lg.acted_by and lg.state.current_player not in (None, lg.acted_by[-1]):
                    mgr.on_turn(lg, lg.state.current_player)
        if mgr.cluster is not None:
            await mgr.cluster.start()
        try:
            yield
        finally:
            if sender is not None:
                await sender.stop()
            await app.state.reviews.stop()
            await mgr.stop()
            if mgr.cluster is not None:
                await mgr.cluster.stop()
            store.close()
            sys.setswitchinterval(switch)
            gc.set_threshold(*collect)

    app = TianxiaApp(title="Tianxia", version=tianxia.__version__, lifespan=lifespan,
                     description="Play Tianxia's board games: create games, act for a seat with its token, "
                                 "watch, replay. Errors are {\"error\": \"<one line>\"}.")
    app.fast = FastPath(app, _error, settings.hosts, SECURITY_HEADERS)  # before the stack (fastpath.py)
    app.add_middleware(BodyLimit, upload_limit=settings.max_upload)
    if settings.hosts != ["*"]:
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=settings.hosts)
    app.state.create_limit = bucket
    app.state.sign_in_limits = account_api.SignInLimits()
    app.state.chat_limit = chat.bucket(settings)
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, err: ApiError):
        response = _error(request, err.status, err)
        response.headers.update(getattr(err, "headers", None) or {})
        return response

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, err: RequestValidationError):
        return _error(request, 400, _validation_message(err))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, err: StarletteHTTPException):
        if err.status_code == 404 and err.detail == "Not Found":
            return _error(request, 404, ApiError(404, "error-no-such-address", path=request.url.path))
        if err.status_code == 400 and err.detail == "There was an error parsing the body":
            # FastAPI's words for a body json.loads refused late: nested too deeply, a number too long
            return _error(request, 400, "error-unreadable-json")
        detail = "error-method" if err.status_code == 405 and err.detail == "Method Not Allowed" else str(err.detail)
        response = _error(request, err.status_code, detail)
        response.headers.update(err.headers or {})
        allowed = _allowed(request) if err.status_code == 405 else None
        if allowed:  # Allow names every method of the path, not only those of the first route found
            response.headers["Allow"] = ", ".join(allowed)
        return response

    @app.exception_handler(RecursionError)
    async def _deep(request: Request, err: RecursionError):  # JSON nested deeper than the parser goes
        return _error(request, 400, "error-too-deep")

    @app.exception_handler(ValueError)
    async def _value(request: Request, err: ValueError):  # e.g. an uploaded body that is not JSON
        return _error(request, 400, f"bad request: {err}")

    @app.exception_handler(Exception)
    async def _bug(request: Request, err: Exception):  # a bug, not the client's fault: still one line
        log.exception("internal error on %s", request.url.path)
        return JSONResponse({"error": f"internal error ({type(err).__name__}); nothing was changed"},
                            status_code=500)

    @app.get("/health", tags=["operations"], summary="is the server able to serve: database and bot pool",
             responses={503: {"model": api.Error, "description": "the database or the bot pool is down"}})
    async def health(request: Request) -> dict:
        """200 with the parts' state when the database answers and the bot pool can take moves,
        else 503 with the first reason (for load balancers and container health checks)."""
        try:
            database = await asyncio.wait_for(asyncio.to_thread(request.app.state.store.ping), 5)
            reason = None if database else "the database writer stopped"
        except Exception as err:  # noqa: BLE001 - any failure means unhealthy
            database, reason = False, f"the database does not answer ({type(err).__name__})"
        pool = request.app.state.pool.status()
        if reason is None and not pool["alive"]:
            reason = "the bot pool is closed or a worker died"
        if reason is not None:
            return JSONResponse({"error": reason, "database": database, "bot_pool": pool}, status_code=503)
        cluster = request.app.state.manager.cluster
        return {"status": "ok", "database": True, "bot_pool": pool,
                "games_in_memory": len(request.app.state.manager.games),
                "cluster": cluster.status() if cluster is not None else None}

    app.include_router(api.router)
    app.include_router(account_api.router)
    app.include_router(invitations.router)

    def openapi() -> dict:
        if app.openapi_schema is None:
            app.openapi_schema = api.document(FastAPI.openapi(app), settings.record_actions, settings.caps)
        return app.openapi_schema

    app.openapi = openapi
    app.include_router(pages.router)
    app.include_router(reviews.pages)
    app.include_router(help_pages.router)  # the "How to play" pages, after the pages' own routes
    app.include_router(account_pages.router)
    static = resources.files("tianxia.server").joinpath("static")
    app.mount("/static", StaticFiles(directory=str(static)), name="static")

    @app.websocket("/ws/games/{game_id}")
    async def game_socket(ws: WebSocket, game_id: str, seat: int | None = None, token: str | None = None):
        """Push the seat's (or, without a seat, the public) view after every change."""
        mgr: Manager = ws.app.state.manager
        try:
            lg = await mgr.get(game_id)
            if seat is not None:
                if not token and not _same_origin(ws):  # a cookie only counts on our own pages
                    raise ApiError(403, "error-cross-site")
                lg.authorise(seat, token or ws.cookies.get(seatlib.cookie_name(game_id, seat)))
                await mgr.returned(lg, seat)  # their page is open again: the seat is theirs
        except ApiError as err:
            reason = err.said(i18n.request_language(ws))
            await ws.close(code=4000 + err.status, reason=reason.encode()[:120].decode(errors="ignore"))
            return
        await ws.accept()
        hub: Hub = ws.app.state.hub
        lang = i18n.request_language(ws)
        hub.add(game_id, ws, seat, lang)
        try:
            await ws.send_json({"type": "update", **lg.payload(seat, lang=lang)})
            while True:
                said = await ws.receive_text()  # pings, and "here"; actions go through the API
                if said == "here" and seat is not None:
                    try:
                        await mgr.here(lg, seat)  # a click or a key press on the seat's page
                    except Exception as err:  # noqa: BLE001 - the database went away: the next one tries again
                        log.error("game %s: seat %s's return was not stored: %s", game_id, seat, err)
        except WebSocketDisconnect:
            pass
        finally:
            hub.remove(game_id, ws)

    return app


def serve(host: str | None = None, port: int | None = None, db_url: str | None = None,
          open_browser: bool = False, settings: Settings | None = None) -> None:
    """Run the server until interrupted (blocking).  ``settings`` (default: the environment's)
    holds every operator setting; ``host``, ``port`` and ``db_url`` override it when given."""
    import threading
    import webbrowser

    import uvicorn

    from . import logs

    settings = settings or Settings.from_env()
    given = {k: v for k, v in (("host", host), ("port", port), ("db", db_url)) if v is not None}
    settings = dataclasses.replace(settings, **given) if given else settings
    logs.configure(settings.log_format, settings.log_level)
    url = f"http://{'localhost' if settings.host in ('0.0.0.0', '::') else settings.host}:{settings.port}/"
    if settings.log_format == "json":
        log.info("serving at %s (database: %s; bot workers: %d)", url, store_label(settings.db),
                 settings.bot_workers)
    else:
        print(f"Tianxia is served at {url}  (database: {store_label(settings.db)}; Ctrl+C stops)", flush=True)
    if open_browser:
        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    if settings.workers > 1:  # each worker process builds its app from the environment (app_from_env)
        for f in dataclasses.fields(settings):
            value = getattr(settings, f.name)
            if value is not None:
                os.environ[Settings.env_name(f.name)] = str(value)
        app = "tianxia.server.app:app_from_env"
    else:
        app = create_app(settings=settings)
    uvicorn.run(app, factory=settings.workers > 1, workers=settings.workers,
                host=settings.host, port=settings.port, ws_max_size=WS_MAX,
                log_level=settings.log_level.lower(), log_config=None, access_log=False,
                proxy_headers=True, forwarded_allow_ips=settings.forwarded_allow_ips)


def app_from_env() -> FastAPI:
    """The application of one of ``tianxia serve --workers N``'s processes (settings from the
    environment, which ``serve`` filled in)."""
    from . import logs

    settings = Settings.from_env()
    logs.configure(settings.log_format, settings.log_level)
    return create_app(settings=settings)


def store_label(db_url: str | None) -> str:
    """The database for a log line, without its password."""
    if not db_url:
        return "tianxia.sqlite3"
    scheme, sep, rest = db_url.partition("://")
    if "@" in rest:
        rest = "***@" + rest.split("@", 1)[1]
    return scheme + sep + rest
