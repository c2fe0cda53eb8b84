"""The web server: play in the browser, a JSON API for outside clients, persistence, live push.

    tianxia.server.create_app(db_url)          # the ASGI application (FastAPI)
    tianxia.server.serve(host, port, db_url)   # run it with Uvicorn (blocking)

See docs/server.md.
"""

from .app import create_app, serve

__all__ = ["create_app", "serve"]
