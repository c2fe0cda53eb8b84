"""Starting a real server process on a free port, for the kill test, the browser tests and the benchmark."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time

import httpx

HERE = os.path.dirname(os.path.abspath(__file__))


def dragon_ready() -> bool:
    """Dragon is used end to end once its package is importable and draws its board."""
    try:
        import tianxia

        game = tianxia.load("dragon")
        state = game.new_state(2, seed=1)
        game.render_svg(state.view(0), state.legal_actions())
        return True
    except Exception:
        return False


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    """``uvicorn`` serving ``create_app(db_url)`` in a child process."""

    def __init__(self, db_url: str, bot_delay: float = 0.0, port: int | None = None):
        self.db_url, self.bot_delay = db_url, bot_delay
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 20.0) -> "ServerProcess":
        self.proc = subprocess.Popen([sys.executable, os.path.join(HERE, "serve_for_tests.py"), self.db_url,
                                      str(self.port), str(self.bot_delay)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited: {self.proc.stderr.read().decode()[-2000:]}")
            try:
                if httpx.get(self.url + "/api/noop", timeout=0.5).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError("server did not start")

    def kill(self) -> None:
        """SIGKILL: no shutdown handler runs, like a crash."""
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
