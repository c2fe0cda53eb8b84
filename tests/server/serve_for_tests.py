"""Run the server in its own process for the tests that kill it: ``python serve_for_tests.py DB_URL PORT [BOT_DELAY]``.

The test card game is registered beside the real games first.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from tianxia.games import REGISTRY  # noqa: E402

REGISTRY.setdefault("toy", "server_toygame")

if __name__ == "__main__":
    import uvicorn

    from tianxia.server import create_app

    db_url, port = sys.argv[1], int(sys.argv[2])
    delay = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
    limit = os.environ.get("TIANXIA_CREATE_LIMIT", "off")  # test servers create many games unless told
    uvicorn.run(create_app(db_url, bot_delay=delay, create_limit=limit), host="127.0.0.1", port=port,
                log_level="warning",
                ws_max_size=4096)
