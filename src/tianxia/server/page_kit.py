"""What every server page is drawn with: the templates, the asker's language, and the games
that can be played (shared by the lobby's, the table's and the "How to play" pages)."""

from __future__ import annotations

from importlib import resources

from fastapi import Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates

import tianxia

from . import i18n, page_text, roster
from .errors import ApiError

templates = Jinja2Templates(directory=str(resources.files("tianxia.server").joinpath("templates")))


def translator(request: Request) -> i18n.Translator:
    return i18n.Translator(i18n.choose(request.headers.get("accept-language"), request.cookies.get("lang")))


def render(request: Request, name: str, status: int = 200, **context) -> HTMLResponse:
    t = translator(request)
    context.update(request=request, t=t, lang=t.lang, languages=i18n.LANGUAGES, roster=roster,
                   option_help=lambda game, name, spec: option_help(t, game, name, spec),
                   choice_words=lambda game, name, value: choice_words(t, game, name, value))
    return templates.TemplateResponse(request, name, context, status_code=status)


def option_help(t, game: str, name: str, spec: dict) -> str:
    """An option's help for players: our own sentence, else the game's without rule codes."""
    return page_text.plain(t.help(game, name, spec.get("help", "")))


def choice_words(t, game: str, name: str, value) -> str:
    """The name of one of an option's choices ("side B, by auction", "Player 2", "at random")."""
    words = t.choice(game, name, value)
    if words:
        return words
    if (game, name) in page_text.SEAT_CHOICES and isinstance(value, int) and not isinstance(value, bool):
        return t("player_n", n=value + 1)
    return t.value(value)


def playable_games() -> list:
    out = []
    for name in tianxia.games():
        try:
            out.append(tianxia.load(name))
        except Exception:  # registered but still being written
            continue
    return out


def load_game(name: str | None):
    games = playable_games()
    if not games:
        raise ApiError(404, "error-no-game-playable")
    for g in games:
        if g.name == name:
            return g
    if name:
        raise ApiError(404, "error-unknown-game", game=repr(name))
    return games[0]
