"""The web application: wiring of the store, the games, the WebSocket hub, the API and the pages.

``create_app(db_url)`` builds it; ``serve(...)`` runs it with Uvicorn.  Request bodies are
bounded, and every refusal is a 4xx whose body is ``{"error": "<one line>"}`` (pages show the
same line in HTML).
"""

from __future__ import annotations

import logging
from contextlib import asynccontextmanager
from importlib import resources

from fastapi import FastAPI, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

import tianxia

from . import api, i18n, limits, pages
from . import seats as seatlib
from .live import Hub
from .runtime import ApiError, Manager
from .store import Store

log = logging.getLogger("tianxia.server")

#: largest request body in bytes (an uploaded record may be larger than a move)
MAX_BODY = 16 * 1024
MAX_UPLOAD = 2 * 1024 * 1024
UPLOAD_PATHS = ("/api/records", "/records")
WS_MAX = 4096


class BodyTooLarge(ApiError):
    def __init__(self, limit: int):
        super().__init__(413, f"request body too large (at most {limit} bytes)")


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
        chunks, seen = [], 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return
            seen += len(message.get("body", b""))
            if seen > limit:
                response = JSONResponse({"error": BodyTooLarge(limit).message}, status_code=413)
                return await response(scope, receive, send)
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                break
        body = b"".join(chunks)
        sent = False

        async def replay():
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        return await self.app(scope, replay, send)


def _one_line(text) -> str:
    return " ".join(str(text).split())


def _validation_message(err: RequestValidationError) -> str:
    errors = err.errors()
    if not errors:
        return "bad request"
    first = errors[0]
    if first.get("type") == "json_invalid":
        return "request body is not valid JSON"
    where = ".".join(str(p) for p in first.get("loc", ()) if p != "body") or "request"
    return _one_line(f"{where}: {first.get('msg', 'invalid')}")


def _error(request: Request, status: int, message: str):
    message = i18n.message(i18n.request_language(request), _one_line(message))
    if request.headers.get("hx-request") and not request.url.path.startswith("/api/"):
        return pages.error_fragment(request, status, message)
    if not request.url.path.startswith("/api/") and "text/html" in request.headers.get("accept", ""):
        return pages.error_page(request, status, message)
    return JSONResponse({"error": message}, status_code=status)


def _same_origin(ws: WebSocket) -> bool:
    origin = ws.headers.get("origin")
    if not origin:
        return True  # not a browser
    host = ws.headers.get("host", "")
    return origin.split("://", 1)[-1].rstrip("/") == host


def create_app(db_url: str | None = None, *, bot_delay: float = 0.4, create_limit="default") -> FastAPI:
    """The application over the database at ``db_url`` (None: SQLite file ``tianxia.sqlite3``).

    ``create_limit``: games one client address may create, ``(n, seconds)`` or ``"n/seconds"``;
    None or ``"off"``: no limit; by default ``TIANXIA_CREATE_LIMIT`` or 30 per 600 s."""
    bucket = limits.from_settings(create_limit)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        store = Store(db_url)
        hub = Hub()
        mgr = Manager(store, hub, bot_delay=bot_delay)
        app.state.store, app.state.hub, app.state.manager = store, hub, mgr
        await mgr.start()
        try:
            yield
        finally:
            await mgr.stop()
            store.close()

    app = FastAPI(title="Tianxia", version=tianxia.__version__, lifespan=lifespan,
                  description="Play Tianxia's board games: create games, act for a seat with its token, "
                              "watch, replay. Errors are {\"error\": \"<one line>\"}.")
    app.add_middleware(BodyLimit)
    app.state.create_limit = bucket

    @app.exception_handler(ApiError)
    async def _api_error(request: Request, err: ApiError):
        response = _error(request, err.status, err.message)
        response.headers.update(getattr(err, "headers", None) or {})
        return response

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, err: RequestValidationError):
        return _error(request, 400, _validation_message(err))

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, err: StarletteHTTPException):
        if err.status_code == 404 and err.detail == "Not Found":
            return _error(request, 404, f"no such address: {request.url.path}")
        return _error(request, err.status_code, str(err.detail))

    @app.exception_handler(ValueError)
    async def _value(request: Request, err: ValueError):  # e.g. an uploaded body that is not JSON
        return _error(request, 400, f"bad request: {err}")

    @app.exception_handler(Exception)
    async def _bug(request: Request, err: Exception):  # a bug, not the client's fault: still one line
        log.exception("internal error on %s", request.url.path)
        return JSONResponse({"error": f"internal error ({type(err).__name__}); nothing was changed"},
                            status_code=500)

    app.include_router(api.router)
    app.include_router(pages.router)
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
                    raise ApiError(403, "cross-site connection refused")
                lg.authorise(seat, token or ws.cookies.get(seatlib.cookie_name(game_id, seat)))
        except ApiError as err:
            reason = i18n.message(i18n.request_language(ws), err.message)
            await ws.close(code=4000 + err.status, reason=reason.encode()[:120].decode(errors="ignore"))
            return
        await ws.accept()
        hub: Hub = ws.app.state.hub
        lang = i18n.request_language(ws)
        hub.add(game_id, ws, seat, lang)
        try:
            await ws.send_json({"type": "update", **lg.payload(seat, lang=lang)})
            while True:
                await ws.receive_text()  # the client only pings; actions go through the API
        except WebSocketDisconnect:
            pass
        finally:
            hub.remove(game_id, ws)

    return app


def serve(host: str = "127.0.0.1", port: int = 8000, db_url: str | None = None, open_browser: bool = False) -> None:
    """Run the server until interrupted (blocking)."""
    import threading
    import webbrowser

    import uvicorn

    url = f"http://{'localhost' if host in ('0.0.0.0', '::') else host}:{port}/"
    print(f"Tianxia is served at {url}  (database: {db_url or 'tianxia.sqlite3'}; Ctrl+C stops)", flush=True)
    if open_browser:
        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    uvicorn.run(create_app(db_url), host=host, port=port, ws_max_size=WS_MAX, log_level="warning")
