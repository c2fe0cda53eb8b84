"""The account page: sign in or register when signed out; the account's settings when signed in.

The forms talk to the JSON API (account_api.py) from static/account.js, so the page and outside
clients go through the same checks (rate limits, the cross-site check)."""

from __future__ import annotations

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
