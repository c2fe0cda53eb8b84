"""A request body read ahead of the application, and handed on as if it had not been read.

Both the body limit (app.py) and the fast path (fastpath.py) must see a body before the stack
does; they read it here and pass the stack a ``receive`` that gives it back once.
"""

from __future__ import annotations


class TooLarge(Exception):
    """The body grew past the limit while it was read."""


async def read(receive, limit: int | None = None) -> bytes | None:
    """The whole body (None if the client went away first); TooLarge past ``limit`` bytes."""
    chunks, seen = [], 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            return None
        chunk = message.get("body", b"")
        seen += len(chunk)
        if limit is not None and seen > limit:
            raise TooLarge(seen)
        chunks.append(chunk)
        if not message.get("more_body"):
            return b"".join(chunks)


def replay(body: bytes, receive):
    """A ``receive`` that gives ``body`` once, then whatever the client sends next."""
    sent = False

    async def again():
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again
