"""The server's log: plain lines for a terminal, or one JSON object per line for a log collector.

``configure("json")`` makes every record (the server's, Uvicorn's) a line like
``{"time": "2026-11-26T10:00:00.123Z", "level": "ERROR", "logger": "tianxia.server",
"message": "...", "exception": "..."}`` on standard error.
"""

from __future__ import annotations

import json
import logging
import sys
import time


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created)) + f".{int(record.msecs):03d}Z"
        out = {"time": stamp, "level": record.levelname, "logger": record.name, "message": record.getMessage()}
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False)


def configure(fmt: str = "text", level: str = "info") -> None:
    """One handler on the root logger, in ``fmt`` ("text" or "json"), at ``level``."""
    handler = logging.StreamHandler(sys.stderr)
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
