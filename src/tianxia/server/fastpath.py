"""A lean route for the two requests a move takes: ``GET .../seats/{seat}/legal`` and
``POST .../seats/{seat}/actions``.

A profile of the move benchmark (benchmarks/server.md) showed Tianxia's own code at 7% of the
event loop's time and FastAPI's route matching and parameter validation at about 20%.  This
ASGI middleware answers those two requests itself when they are exactly well formed (the path's
seat a plain number, the body a JSON object of a text ``action`` of at most 300 characters and a
whole ``version`` >= 0, nothing else), through the very functions the FastAPI routes call
(``api.legal_answer``, ``api.action_answer``), so the answers and refusals are the same.
Anything else, even slightly off, goes on to FastAPI, which gives the canonical answer (and
the 400 for a malformed request).
"""

from __future__ import annotations

import json
import re

from starlette.requests import Request
from starlette.responses import JSONResponse

from . import api
from .runtime import ApiError

LEGAL = re.compile(r"/api/games/([A-Za-z0-9_-]{1,32})/seats/([0-9]{1,6})/legal")
ACTIONS = re.compile(r"/api/games/([A-Za-z0-9_-]{1,32})/seats/([0-9]{1,6})/actions")


def _well_formed_action(body: bytes) -> tuple[str, int] | None:
    """(action, version) if the body is exactly what ``ActionIn`` allows, else None."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or set(data) != {"action", "version"}:
        return None
    action, version = data["action"], data["version"]
    if type(action) is not str or len(action) > 300 or type(version) is not int or version < 0:
        return None
    return action, version


def _json_content(scope) -> bool:
    for name, value in scope.get("headers", ()):
        if name == b"content-type":
            return value.split(b";")[0].strip().lower() == b"application/json"
    return False


class FastPath:
    """ASGI middleware: the two move requests without FastAPI's routing and validation."""

    def __init__(self, app, error):
        self.app = app
        self.error = error  # (request, status, message) -> the one-line error response

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope.get("root_path"):
            return await self.app(scope, receive, send)
        method, path = scope["method"], scope["path"]
        if method == "GET" and (match := LEGAL.fullmatch(path)):
            request = Request(scope, receive)
            return await self._answer(request, send, api.legal_answer(
                request, match[1], int(match[2]), request.headers.get("x-seat-token")))
        if method == "POST" and _json_content(scope) and (match := ACTIONS.fullmatch(path)):
            body = await _read(receive)
            fields = _well_formed_action(body)
            if fields is None:  # FastAPI gives the canonical refusal
                return await self.app(scope, _replay(body, receive), send)
            request = Request(scope, _replay(body, receive))
            return await self._answer(request, send, api.action_answer(
                request, match[1], int(match[2]), *fields, request.headers.get("x-seat-token")))
        return await self.app(scope, receive, send)

    async def _answer(self, request: Request, send, answer) -> None:
        try:
            response = JSONResponse(await answer)
        except ApiError as err:
            response = self.error(request, err.status, err.message)
            response.headers.update(getattr(err, "headers", None) or {})
        await response(request.scope, request.receive, send)


async def _read(receive) -> bytes:
    chunks, more = [], True
    while more:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunks.append(message.get("body", b""))
        more = message.get("more_body", False)
    return b"".join(chunks)


def _replay(body: bytes, receive):
    sent = False

    async def again():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again
