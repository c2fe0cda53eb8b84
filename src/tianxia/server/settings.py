"""Every setting an operator may change, from a flag of ``tianxia serve``, an environment
variable, or a keyword of ``create_app`` (in that order of precedence, then the default).

Each field's environment variable is ``TIANXIA_`` + its name in capitals (``bot_workers`` ->
``TIANXIA_BOT_WORKERS``); docs/server.md lists them.  A value that cannot be read stops the
server at start with a one-line reason.
"""

from __future__ import annotations

import dataclasses
import math
import os
from dataclasses import dataclass, field

from . import budgets, limits
from .botpool import default_size

PREFIX = "TIANXIA_"


def _positive(name: str, value: float) -> float:
    if not (math.isfinite(value) and value > 0):
        raise ValueError(f"setting {name} must be a positive number, not {value!r}")
    return value


@dataclass
class Settings:
    db: str | None = field(default=None, metadata={"help": "database URL (default: SQLite file tianxia.sqlite3)"})
    host: str = field(default="127.0.0.1", metadata={"help": "address to listen on"})
    port: int = field(default=8000, metadata={"help": "port to listen on"})
    workers: int = field(default=1, metadata={
        "help": "server processes on this host (more than 1 needs PostgreSQL; docs/server.md, Scaling out)"})
    lease_seconds: float = field(default=5.0, metadata={
        "help": "PostgreSQL: seconds a process's hold on a game's bots lasts unrenewed (another takes over after)"})
    bot_workers: int = field(default_factory=default_size,
                             metadata={"help": "processes bots think in (default: cores - 1, at least 1)"})
    bot_seconds: float = field(default=5.0, metadata={"help": "most seconds a bot spec may ask per move"})
    bot_iterations: int = field(default=10_000, metadata={"help": "most MCTS iterations a bot spec may ask per move"})
    bot_deadline: float | None = field(default=None, metadata={
        "help": "seconds after which a bot's move is given up and a random one played (default 2 x bot_seconds + 1)"})
    bot_delay: float = field(default=0.4, metadata={
        "help": "seconds a bot waits before each move (so people can follow)"})
    clock_bot: str = field(default="medium", metadata={
        "help": "the bot that plays a person's seat once their clock ran out, until they return"})
    abandon_seconds: float = field(default=1800.0, metadata={
        "help": "seconds with no person at a game (no seat's page open, no request) after which it ends, "
                "scored as it stands (0: never)"})
    review_budget: str = field(default="samples=2,width=4,depth=2", metadata={
        "help": "worlds sampled, options judged and own steps looked through per decision when a finished "
                "game is reviewed (docs/bots.md, Reviewing a game)"})
    create_limit: str = field(default="30/600", metadata={
        "help": "games one address may create: n/seconds, or off"})
    chat_limit: str = field(default="5/10", metadata={
        "help": "chat messages one seat (or one spectator's address) may write at a game: n/seconds, or off"})
    spectator_chat: str = field(default="on", metadata={
        "help": "on: spectators may write in a table's chat (as Spectator); off: only the seats"})
    smtp_url: str | None = field(default=None, metadata={
        "help": "mail server for \"your turn\" mail: smtp://user:pass@host:587?starttls=1 or smtps://... (default: no mail)"})
    public_url: str = field(default="http://127.0.0.1:8000", metadata={
        "help": "the address people reach this server at, for the links in mail"})
    mail_from: str = field(default="Tianxia <tianxia@localhost>", metadata={"help": "the sender of the mail"})
    allowed_hosts: str = field(default="*", metadata={
        "help": "comma-separated host names the server answers to (* for any)"})
    record_actions: int = field(default=5000, metadata={"help": "most actions in an uploaded record"})
    max_upload: int = field(default=2 * 1024 * 1024, metadata={"help": "largest uploaded record in bytes"})
    forwarded_allow_ips: str = field(default="127.0.0.1", metadata={
        "help": "addresses of proxies whose X-Forwarded-For is believed (for the creation limit), or *"})
    log_format: str = field(default="text", metadata={"help": "text or json (one JSON object per line)"})
    log_level: str = field(default="info", metadata={"help": "debug, info, warning or error"})

    def __post_init__(self):
        self.check()

    def check(self) -> "Settings":
        if not isinstance(self.workers, int) or self.workers < 1:
            raise ValueError(f"setting workers must be a whole number of at least 1, not {self.workers!r}")
        if self.workers > 1 and not (self.db or "").startswith(("postgresql", "postgres:")):
            raise ValueError("setting workers above 1 needs a PostgreSQL database (--db postgresql://...): "
                             "SQLite serves one process")
        _positive("lease_seconds", self.lease_seconds)
        if not isinstance(self.bot_workers, int) or self.bot_workers < 1:
            raise ValueError(f"setting bot_workers must be a whole number of at least 1, not {self.bot_workers!r}")
        budgets.Caps(self.bot_seconds, self.bot_iterations)  # raises with the reason
        if self.bot_deadline is not None:
            _positive("bot_deadline", self.bot_deadline)
        if not (math.isfinite(self.bot_delay) and self.bot_delay >= 0):
            raise ValueError(f"setting bot_delay must be 0 or more seconds, not {self.bot_delay!r}")
        if not (math.isfinite(self.abandon_seconds) and self.abandon_seconds >= 0):
            raise ValueError(f"setting abandon_seconds must be 0 (never) or more seconds, not {self.abandon_seconds!r}")
        limits.parse(self.create_limit)
        from tianxia.review.parts import parse_budget

        parse_budget(self.review_budget)
        if self.smtp_url:
            from .mail import smtp_settings

            smtp_settings(self.smtp_url)  # a mail server written wrong stops the server at start
        limits.parse(self.chat_limit)
        if str(self.spectator_chat).lower() not in ("on", "off"):
            raise ValueError(f"setting spectator_chat is on or off, not {self.spectator_chat!r}")
        budgets.check(self.clock_bot, self.caps)
        from tianxia import bot

        bot(self.clock_bot, seed=0)  # an unknown bot stops the server at start, not at the first time-out
        from tianxia import games
        from tianxia.bots.level import check_for

        for name in games():  # it may stand in for a seat of any game: a level offered in only some is refused
            check_for(self.clock_bot, name)
        if self.record_actions < 1 or self.max_upload < 1024:
            raise ValueError("settings record_actions must be at least 1 and max_upload at least 1024 bytes")
        if self.log_format not in ("text", "json"):
            raise ValueError(f"setting log_format is text or json, not {self.log_format!r}")
        if self.log_level.lower() not in ("debug", "info", "warning", "error"):
            raise ValueError(f"setting log_level is debug, info, warning or error, not {self.log_level!r}")
        if not 0 < self.port < 65536:
            raise ValueError(f"setting port must be 1 to 65535, not {self.port}")
        return self

    # -- derived ----------------------------------------------------------------------------------

    @property
    def caps(self) -> budgets.Caps:
        return budgets.Caps(self.bot_seconds, self.bot_iterations)

    @property
    def deadline(self) -> float:
        return self.bot_deadline if self.bot_deadline is not None else 2 * self.bot_seconds + 1

    @property
    def hosts(self) -> list[str]:
        return [h.strip() for h in self.allowed_hosts.split(",") if h.strip()] or ["*"]

    # -- reading ----------------------------------------------------------------------------------

    @staticmethod
    def env_name(name: str) -> str:
        return PREFIX + name.upper()

    @classmethod
    def from_env(cls, environ=None, **given) -> "Settings":
        """The defaults, overridden by ``environ`` (default: os.environ), overridden by ``given``
        (keywords whose value is None are not given)."""
        environ = os.environ if environ is None else environ
        values = {}
        for f in dataclasses.fields(cls):
            text = environ.get(cls.env_name(f.name))
            if text is not None and text.strip() != "":
                values[f.name] = convert(f, text.strip(), cls.env_name(f.name))
        values.update({k: v for k, v in given.items() if v is not None})
        return cls(**values)


def convert(f: dataclasses.Field, text: str, where: str):
    """The text of a flag or environment variable as the field's type."""
    kind = str(f.type)
    try:
        if kind.startswith("int"):
            return int(text)
        if kind.startswith("float"):
            return float(text)
    except ValueError:
        whole = "whole " if kind.startswith("int") else ""
        raise ValueError(f"{where} must be a {whole}number, not {text!r}") from None
    return text


def add_flags(parser) -> None:
    """One ``--flag`` per setting (default None: then the environment or the default decides)."""
    for f in dataclasses.fields(Settings):
        kind = str(f.type)
        typ = int if kind.startswith("int") else float if kind.startswith("float") else str
        parser.add_argument("--" + f.name.replace("_", "-"), dest=f.name, type=typ, default=None,
                            help=f"{f.metadata.get('help', '')} [{Settings.env_name(f.name)}]")


def from_args(args) -> Settings:
    given = {f.name: getattr(args, f.name, None) for f in dataclasses.fields(Settings)}
    return Settings.from_env(**given)
