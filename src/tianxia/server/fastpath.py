"""A lean route for the two requests a move takes: ``GET .../seats/{seat}/legal`` and
``POST .../seats/{seat}/actions``.

Profiles of the move benchmark (benchmarks/server.md) showed Tianxia's own code at 7-20% of the
event loop's time and the framework around it (FastAPI's routing and validation first, then the
middleware stack: error and telemetry wrappers, body limits, Starlette's request and response
objects) at most of the rest.  So the application answers those two requests before its
middleware stack when they are exactly well formed (the path's seat a plain number, the body a
JSON object of a text ``action`` of at most 300 characters and a whole ``version`` >= 0, nothing
else, announced by a Content-Length), through the very functions the FastAPI routes call
(``api.legal_answer``, ``api.action_answer``), so the answers and refusals are the same; the
stack's duties on the way (allowed hosts, the body limit, the security headers, a one-line 500)
are done here too.  Anything else, even slightly off, goes through the whole stack to FastAPI,
which gives the canonical answer (and the 400 for a malformed request).
"""

from __future__ import annotations

import json
import logging
import re

import orjson
from starlette.requests import Request

from . import api, bodies, i18n
from .errors import ApiError

log = logging.getLogger("tianxia.server")

LEGAL = re.compile(r"/api/games/([A-Za-z0-9_-]{1,32})/seats/([0-9]{1,6})/legal")
ACTIONS = re.compile(r"/api/games/([A-Za-z0-9_-]{1,32})/seats/([0-9]{1,6})/actions")
#: largest action body taken on the fast path (a well-formed one is under 350 bytes)
BODY = 1024
JSON_HEADERS = [(b"content-type", b"application/json")]
WANTED = {b"content-type", b"content-length", b"x-seat-token", b"host", b"cookie", b"accept-language"}


def _well_formed_action(body: bytes) -> tuple[str, int] | None:
    """(action, version) if the body is exactly what ``ActionIn`` allows, else None."""
    try:
        data = orjson.loads(body)  # stricter than json (no NaN, depth <= 1024): the rest goes to FastAPI
    except (orjson.JSONDecodeError, RecursionError):
        return None
    if not isinstance(data, dict) or set(data) != {"action", "version"}:
        return None
    action, version = data["action"], data["version"]
    if type(action) is not str or len(action) > 300 or type(version) is not int or version < 0:
        return None
    return action, version


class FastPath:
    """The two move requests without the middleware stack, FastAPI's routing and validation."""

    def __init__(self, app, error, hosts: list[str], security_headers: list):
        self.app = app                  # the FastAPI application (its scope["app"])
        self.error = error              # (request, status, message) -> the one-line error response
        self.hosts = None if "*" in hosts else hosts
        self.security = list(security_headers)

    async def handle(self, scope, receive, send):
        """Answer the request if it is one of the two, well formed: None.  Else the ``receive``
        to pass on to the whole stack (with the body put back if it was read)."""
        if scope["type"] != "http" or scope.get("root_path"):
            return receive
        method, path = scope["method"], scope["path"]
        if method == "GET":
            match = LEGAL.fullmatch(path)
        elif method == "POST":
            match = ACTIONS.fullmatch(path)
        else:
            return receive
        if match is None:
            return receive
        heads = {name: value for name, value in scope["headers"] if name in WANTED}
        if self.hosts is not None and not self._host_allowed(heads.get(b"host", b"")):
            return receive  # the stack's host check refuses it
        scope["app"] = self.app
        if method == "GET":
            request = Request(scope, receive)
            await self._answer(request, send, api.legal_answer(
                request, match[1], int(match[2]), _text(heads.get(b"x-seat-token")), self._language(request, heads)))
            return None
        content_type = heads.get(b"content-type", b"").split(b";")[0].strip().lower()
        length = heads.get(b"content-length")
        if content_type != b"application/json" or length is None or not length.isdigit() or int(length) > BODY:
            return receive  # the stack applies the body limit and FastAPI the schema
        body = await bodies.read(receive) or b""  # None: the client went away (the stack sees it next)
        again = bodies.replay(body, receive)
        fields = _well_formed_action(body)
        if fields is None:  # FastAPI gives the canonical refusal
            return again
        request = Request(scope, again)
        await self._answer(request, send, api.action_answer(
            request, match[1], int(match[2]), *fields, _text(heads.get(b"x-seat-token")),
            self._language(request, heads)))
        return None

    def _host_allowed(self, host: bytes) -> bool:
        name = host.decode("latin-1").split(":")[0]
        return any(name == pattern or (pattern.startswith("*") and name.endswith(pattern[1:]))
                   for pattern in self.hosts)

    @staticmethod
    def _language(request: Request, heads: dict) -> str:
        if not request.scope.get("query_string") and b"cookie" not in heads and b"accept-language" not in heads:
            return i18n.DEFAULT  # nothing asks for another language
        return i18n.request_language(request)

    async def _answer(self, request: Request, send, answer) -> None:
        try:
            body = _dumps(await answer)
        except ApiError as err:
            response = self.error(request, err.status, err)
            response.headers.update(getattr(err, "headers", None) or {})
            return await response(request.scope, request.receive, self._secured(send))
        except Exception as err:  # a bug, not the client's fault: one line, as the stack's 500
            log.exception("internal error on %s", request.url.path)
            body = json.dumps({"error": f"internal error ({type(err).__name__}); nothing was changed"}).encode()
            return await self._send(send, 500, body)
        await self._send(send, 200, body)

    async def _send(self, send, status: int, body: bytes) -> None:
        await send({"type": "http.response.start", "status": status,
                    "headers": [*JSON_HEADERS, (b"content-length", str(len(body)).encode()), *self.security]})
        await send({"type": "http.response.body", "body": body})

    def _secured(self, send):
        async def secured(message):
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", ())) + self.security
            await send(message)

        return secured


def _dumps(answer) -> bytes:
    """The answer as JSON, as the stack's ``json.dumps(..., ensure_ascii=False)`` writes it, by
    orjson (a fifth of the time; the move path's answers are small but many).  They hold texts,
    whole numbers and lists, never a float (orjson would write a NaN as null)."""
    return orjson.dumps(answer, option=orjson.OPT_NON_STR_KEYS)


def _text(value: bytes | None) -> str | None:
    return None if value is None else value.decode("latin-1")
