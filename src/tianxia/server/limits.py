"""How many games one client address may create: a token bucket per address.

Each address holds up to ``capacity`` tokens and regains them at ``capacity`` per ``period``
seconds; creating a game (``POST /api/games``, the lobby form, uploading a record) spends one.
An address with no token left is answered 429 with the usual one-line error and a
``Retry-After`` header.  The default is 30 games per 10 minutes; ``create_app(...,
create_limit=(n, seconds))`` or the environment variable ``TIANXIA_CREATE_LIMIT=n/seconds``
changes it, and ``off`` (or ``None``) turns it off.
"""

from __future__ import annotations

import math
import os
import time

from .errors import ApiError

DEFAULT = (30, 600.0)
#: addresses remembered at most; beyond that, addresses whose bucket is full again are forgotten
MAX_ADDRESSES = 10_000


class RateLimited(ApiError):
    def __init__(self, capacity: int, period: float, wait: float):
        super().__init__(429, "error-too-many-games", n=capacity, period=f"{period:g}", wait=math.ceil(wait))
        self.headers = {"Retry-After": str(math.ceil(wait))}


class TokenBucket:
    """``capacity`` tokens per address, refilled continuously at ``capacity / period`` per second."""

    def __init__(self, capacity: int, period: float, clock=time.monotonic):
        if not isinstance(capacity, int) or capacity < 1 or not period > 0:
            raise ValueError(f"a creation limit needs at least 1 game per a positive period, not {capacity}/{period}")
        self.capacity, self.period, self.clock = capacity, float(period), clock
        self.rate = capacity / self.period
        self.buckets: dict[str, tuple[float, float]] = {}   # address -> (tokens, when counted)

    def _level(self, address: str, now: float) -> float:
        tokens, then = self.buckets.get(address, (self.capacity, now))
        return min(self.capacity, tokens + (now - then) * self.rate)

    def wait(self, address: str) -> float:
        """Seconds until ``address`` has a token (0.0: it has one now), without spending it."""
        tokens = self._level(address, self.clock())
        return 0.0 if tokens >= 1 else (1 - tokens) / self.rate

    def take(self, address: str) -> float:
        """Spend one token of ``address``: 0.0 if it had one, else the seconds until it will."""
        now = self.clock()
        tokens = self._level(address, now)
        if tokens < 1:
            self.buckets[address] = (tokens, now)
            return (1 - tokens) / self.rate
        self.buckets[address] = (tokens - 1, now)
        if len(self.buckets) > MAX_ADDRESSES:
            self._forget_full(now)
        return 0.0

    def _forget_full(self, now: float) -> None:
        for address in [a for a in self.buckets if self._level(a, now) >= self.capacity]:
            del self.buckets[address]

    def check(self, address: str) -> None:
        """Spend a token or raise RateLimited (429)."""
        wait = self.take(address)
        if wait > 0:
            raise RateLimited(self.capacity, self.period, wait)


def parse(spec) -> tuple[int, float] | None:
    """``(n, seconds)``, ``"n/seconds"``, ``"off"`` or None -> the limit (None: no limit)."""
    if spec is None or (isinstance(spec, str) and spec.strip().lower() in ("off", "none", "0", "")):
        return None
    if isinstance(spec, str):
        try:
            n, seconds = spec.split("/")
            spec = (int(n), float(seconds))
        except ValueError:
            raise ValueError(f"a creation limit is written n/seconds (like 30/600) or off, not {spec!r}") from None
    n, seconds = spec
    return int(n), float(seconds)


def from_settings(given="default") -> TokenBucket | None:
    """The bucket for ``create_app``'s ``create_limit`` (default: the environment, else 30/600)."""
    if given == "default":
        given = os.environ.get("TIANXIA_CREATE_LIMIT", DEFAULT)
    limit = parse(given)
    return None if limit is None else TokenBucket(*limit)


def client_address(request) -> str:
    """The address a request came from (behind a proxy, run Uvicorn with --proxy-headers)."""
    return request.client.host if request.client else "unknown"


def check_create(request) -> None:
    """Spend one of the client's game creations or raise 429."""
    bucket = getattr(request.app.state, "create_limit", None)
    if bucket is not None:
        bucket.check(client_address(request))
