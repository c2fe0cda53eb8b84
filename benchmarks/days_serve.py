"""``tianxia serve`` with a simulated calendar, for days_restart.py: the wall clock (``time.time``)
runs ahead by the number of seconds written in the file named by ``TIANXIA_BENCH_OFFSET`` (read
again at most every 0.1 s), so a benchmark can let days pass between moves.  Everything else is
the real command: ``python benchmarks/days_serve.py --db ... --port ...`` takes ``tianxia serve``'s
flags.  Timers (``asyncio``) run on the monotonic clock and are not moved."""

from __future__ import annotations

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

_real, _mono = time.time, time.monotonic
_path = os.environ["TIANXIA_BENCH_OFFSET"]
_cache = {"at": -1.0, "offset": 0.0}


def _offset() -> float:
    now = _mono()
    if now - _cache["at"] > 0.1:
        try:
            with open(_path) as f:
                _cache["offset"] = float(f.read().strip() or 0)
        except (OSError, ValueError):
            pass
        _cache["at"] = now
    return _cache["offset"]


time.time = lambda: _real() + _offset()

if __name__ == "__main__":
    from tianxia.cli import main

    sys.exit(main(["serve", *sys.argv[1:]]))
