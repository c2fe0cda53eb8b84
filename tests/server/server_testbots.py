"""Bots for the server tests that the bot pool's worker processes know too: ``install()`` is
the pool's setup hook (``create_app(..., bot_setup="server_testbots:install")``), and the test
process calls it as well, since game creation checks each seat's bot."""

from __future__ import annotations

import os
import random
import time


class SlowBot:
    """Thinks for a while, like a search bot with a time budget."""

    def __init__(self, seed=None, seconds="1.0"):
        self.rng = random.Random(seed)
        self.seconds = float(seconds)

    def choose(self, state, seat):
        time.sleep(self.seconds)
        return self.rng.choice(state.legal_actions())


class BrokenBot(SlowBot):
    def choose(self, state, seat):
        raise RuntimeError("this bot is broken")


class DyingBot(SlowBot):
    """Kills its own worker process, as a crash in a C extension would."""

    def choose(self, state, seat):
        os._exit(3)


class PidBot(SlowBot):
    """Plays its first legal action and writes which process chose it into ``TX_PID_FILE``."""

    def choose(self, state, seat):
        path = os.environ.get("TX_PID_FILE")
        if path:
            with open(path, "a") as f:
                f.write(f"{os.getpid()}\n")
        return state.legal_actions()[0]


BOTS = {"slow": SlowBot, "broken": BrokenBot, "dying": DyingBot, "pid": PidBot}


def install() -> None:
    """``tianxia.bot`` also knows the bots above (``slow:seconds=20`` sleeps 20 s a move)."""
    import tianxia
    from tianxia.bots.base import parse_spec

    real = getattr(tianxia.bot, "__wrapped__", tianxia.bot)

    def bot(spec, seed=None):
        name, params = parse_spec(spec)
        if name in BOTS:
            return BOTS[name](seed=seed, **params)
        return real(spec, seed=seed)

    bot.__wrapped__ = real
    tianxia.bot = bot
