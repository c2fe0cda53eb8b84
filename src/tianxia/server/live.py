"""The WebSocket hub: after every change each connected seat is pushed its own view.

A connection is registered for one seat (after its token was checked) or as a spectator
(seat None), in one language.  Payloads are built once per seat and language per change and
never contain another seat's view.  A client that cannot keep up (send takes longer than ``SEND_TIMEOUT``) is dropped; it
reconnects and is sent the current view.
"""

from __future__ import annotations

import asyncio
import logging

log = logging.getLogger("tianxia.server")

SEND_TIMEOUT = 5.0


class Hub:
    def __init__(self):
        self.rooms: dict[str, dict] = {}   # game id -> {websocket: (seat, language)}

    def add(self, game_id: str, ws, seat: int | None, lang: str = "en") -> None:
        self.rooms.setdefault(game_id, {})[ws] = (seat, lang)

    def remove(self, game_id: str, ws) -> None:
        room = self.rooms.get(game_id)
        if room is not None:
            room.pop(ws, None)
            if not room:
                self.rooms.pop(game_id, None)

    async def close_seat(self, game_id: str, seat: int, code: int = 4003) -> None:
        """Close the connections of one seat (its link was replaced; they reconnect or fail)."""
        room = self.rooms.get(game_id, {})
        for ws in [ws for ws, (s, _lang) in room.items() if s == seat]:
            self.remove(game_id, ws)
            try:
                await ws.close(code=code, reason="this seat's link was replaced")
            except Exception:  # noqa: BLE001 - already gone
                pass

    def seated(self, game_id: str) -> bool:
        """Has a seat's person a connection open to the game (not just spectators)?"""
        return any(seat is not None for seat, _lang in self.rooms.get(game_id, {}).values())

    def has_seat(self, game_id: str, seat: int) -> bool:
        """Has the person of ``seat`` a page of the game open?"""
        return any(s == seat for s, _lang in self.rooms.get(game_id, {}).values())

    def watching(self, game_id: str) -> int:
        return len(self.rooms.get(game_id, ()))

    async def publish(self, lg) -> None:
        room = self.rooms.get(lg.id)
        if not room:
            return
        built: dict = {}
        sends = []
        for ws, key in list(room.items()):
            if key not in built:
                seat, lang = key
                try:
                    built[key] = {"type": "update", **lg.payload(seat, lang=lang)}
                except Exception as err:  # never let a view bug fail the move that was just stored
                    log.error("cannot build the view of seat %s in game %s: %r", seat, lg.id, err)
                    built[key] = None
            if built[key] is not None:
                sends.append(self._send(lg.id, ws, built[key]))
        await asyncio.gather(*sends)

    async def send_all(self, game_id: str, message: dict) -> None:
        """The same message to every connection of the game, seats and spectators (a chat message)."""
        room = self.rooms.get(game_id)
        if room:
            await asyncio.gather(*(self._send(game_id, ws, message) for ws in list(room)))

    async def _send(self, game_id: str, ws, message: dict) -> None:
        try:
            await asyncio.wait_for(ws.send_json(message), SEND_TIMEOUT)
        except Exception as err:  # closed or too slow: forget it, the client reconnects
            log.info("dropping a websocket of game %s: %s", game_id, type(err).__name__)
            self.remove(game_id, ws)
