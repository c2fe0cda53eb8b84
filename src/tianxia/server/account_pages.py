"""The account page: sign in or register when signed out; the account's settings when signed in.

The forms talk to the JSON API (account_api.py) from static/account.js, so the page and outside
clients go through the same checks (rate limits, the cross-site check)."""

from __future__ import annotations

import asyncio
import time

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from .accounts import COOKIE
from .page_kit import render

router = APIRouter(include_in_schema=False)


@router.get("/account", response_class=HTMLResponse)
async def account_page(request: Request, next: str = "/account"):
    me = await request.app.state.accounts.account_of(request.cookies.get(COOKIE))
    if not next.startswith("/") or next.startswith("//"):
        next = "/account"
    since = time.strftime("%Y-%m-%d", time.gmtime(me["created"])) if me else None
    return render(request, "account.html", me=me, since=since, next=next[:200])


@router.get("/unsubscribe/{token}", response_class=HTMLResponse)
async def unsubscribe_page(request: Request, token: str):
    """The link in every mail: the mail stops at once, with no sign-in (the token can do only this)."""
    from . import mail

    done = await asyncio.to_thread(mail.unsubscribe, request.app.state.store.engine, token)
    return render(request, "unsubscribed.html", done=done, status=200 if done else 404)


@router.post("/unsubscribe/{token}")
async def unsubscribe_one_click(request: Request, token: str):
    """RFC 8058's one-click unsubscribe (List-Unsubscribe-Post), sent by mail programs."""
    from . import mail

    done = await asyncio.to_thread(mail.unsubscribe, request.app.state.store.engine, token)
    return HTMLResponse("", status_code=200 if done else 404)
