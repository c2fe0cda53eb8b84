"""Who sits where, in words: the lobby's seat menu (a person or a bot by level) and the names the
pages show for seats ("Mei", "Player 2", "Hard bot"), never a bot spec like ``mcts:seconds=1``."""

from __future__ import annotations

import re

from . import seats as seatlib

#: levels offered when ``tianxia.bots`` has none: the measured bots under the level names
FALLBACK_LEVELS = {"easy": "random", "medium": "heuristic", "hard": "mcts:seconds=1"}
DEFAULT_BOT = "medium"


def levels(game: str | None = None) -> list[str]:
    """The bot levels players choose from (``tianxia.bots.levels()``, else the fallback's); with
    ``game``, those offered in it (Expert comes to a game once its arena has passed)."""
    try:
        from tianxia.bots import levels as bot_levels
    except ImportError:
        return list(FALLBACK_LEVELS)
    return list(bot_levels(game)) or list(FALLBACK_LEVELS)


def spec_of(choice: str) -> str:
    """The bot spec behind a menu choice (a level is its own spec once the bots know levels)."""
    try:
        from tianxia.bots import levels as bot_levels  # noqa: F401
    except ImportError:
        return FALLBACK_LEVELS.get(choice, choice)
    return choice


def menu(t, game: str | None = None) -> list[tuple[str, str]]:
    """(value, words) of each seat menu entry: a person, then each bot level (offered in ``game``)."""
    return [(seatlib.HUMAN, t("person_open"))] + [(lv, bot_words(t, lv)) for lv in levels(game)]


def default_choice(seat: int) -> str:
    """Seat 1 is the person creating the game; the others a Medium bot."""
    if seat == 0:
        return seatlib.HUMAN
    return DEFAULT_BOT if DEFAULT_BOT in levels() else levels()[len(levels()) // 2]


def is_bot(spec: str) -> bool:
    """A seat spec names a bot (a level or a bot kind, with or without settings); an uploaded
    record's seats are player names instead ("Alice", "seat0")."""
    name = str(spec).split(":", 1)[0].strip().casefold()
    try:
        from tianxia.bots import kinds
    except ImportError:
        return name in FALLBACK_LEVELS or name in FALLBACK_LEVELS.values()
    return name in levels() or name in kinds()


def bot_words(t, spec: str) -> str:
    """A bot in words: "Hard bot", "Random bot", "Search bot" (any MCTS settings), or "Bot (spec)"
    for a kind the pages have no words for."""
    spec = str(spec).strip()
    key = spec.casefold()
    if f"level_{key}" in t:
        return t(f"level_{key}")
    for level, fallback in FALLBACK_LEVELS.items():  # games made before the bots knew levels
        if key == fallback and f"level_{level}" in t and level not in levels():
            return t(f"level_{level}")
    kind = key.split(":", 1)[0].strip()  # a tuned bot reads as its kind: "mcts:seconds=1" is a Search bot
    if f"bot_{kind}" in t:
        return t(f"bot_{kind}")
    if f"level_{kind}" in t:
        return t(f"level_{kind}")
    return t("bot_other", spec=spec)


def player_name(t, seat: int, names=None) -> str:
    """The seat's chosen name, else "Player N" (counting from 1)."""
    if names and seat < len(names) and isinstance(names[seat], str) and names[seat]:
        return names[seat]
    return t("player_n", n=seat + 1)


#: how the engines name a seat in their log ("Seat 0", "seat 2", Polish "Gracz 0", "miejsce 1"),
#: as the table's log.js reads them
SEAT_IN_LINE = re.compile(r"\b(Seat|seat|Gracz|gracz|Miejsce|miejsce) (\d+)\b")


def with_names(t, line: str, names, players: int) -> str:
    """A log line with each seat number replaced by the seat's name or "Player N+1", as the
    table shows its log."""
    def name(found):
        seat = int(found.group(2))
        return player_name(t, seat, names) if seat < players else found.group(0)

    return SEAT_IN_LINE.sub(name, line)


def seat_words(t, seat: int, spec: str, joined) -> str:
    """A seat in a game list: the person's name, "Player N (open seat)" or the bot's level."""
    if spec != seatlib.HUMAN:
        if is_bot(spec):
            return bot_words(t, spec)
        recorded = re.fullmatch(r"seat ?(\d+)", spec.strip(), re.I)  # a record's name for a seat
        return t("player_n", n=int(recorded.group(1)) + 1) if recorded else spec
    if isinstance(joined, str) and joined:
        return joined
    who = t("player_n", n=seat + 1)
    return who if joined else f"{who} ({t('open_seat')})"


#: the lobby's time controls: (mode, seconds (days for "days"), increment); the first is the default
CLOCKS = [("none", 0, 0), ("move", 60, 0), ("move", 180, 0), ("fischer", 600, 10), ("fischer", 1800, 30),
          ("days", 1, 0), ("days", 3, 0), ("days", 7, 0), ("days", 14, 0)]  # days: a turn-based game


def clock_value(mode: str, seconds: float = 0, increment: float = 0) -> str:
    """A time control as the lobby's form writes it: "none", "move:60", "fischer:600:10"."""
    if mode == "none":
        return "none"
    return f"{mode}:{seconds:g}" + (f":{increment:g}" if mode == "fischer" else "")


def parse_clock(value: str) -> dict | None:
    """The form's time control as ``POST /api/games`` takes it (None: no clock); ValueError if
    it is none of the lobby's."""
    for mode, seconds, increment in CLOCKS:
        if value == clock_value(mode, seconds, increment):
            if mode == "days":
                return {"mode": "days", "days": seconds}
            return None if mode == "none" else {"mode": mode, "seconds": seconds, "increment": increment}
    raise ValueError(f"unknown time control {value!r}")


def duration(t, seconds: float) -> str:
    """60 -> "1 min", 10 -> "10 s"."""
    if seconds >= 60 and seconds % 60 == 0:
        return t("minutes", n=int(seconds // 60))
    return t("seconds_short", n=f"{seconds:g}")


def clock_words(t, mode: str, seconds: float = 0, increment: float = 0) -> str:
    if mode == "move":
        return t("clock_move", s=duration(t, seconds))
    if mode == "days":
        return t("clock_days_one") if int(seconds) == 1 else t("clock_days", n=int(seconds))
    if mode == "fischer":
        return t("clock_fischer", s=duration(t, seconds), inc=duration(t, increment))
    return t("clock_none")


def clock_menu(t) -> list[tuple[str, str]]:
    """(value, words) of each time control the lobby offers."""
    return [(clock_value(*c), clock_words(t, *c)) for c in CLOCKS]
