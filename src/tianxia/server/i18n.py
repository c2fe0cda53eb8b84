"""Interface text in English and Polish, with the rules' terms (games, options, values) in both.

The language is the ``lang`` cookie if set (the switch in the page header sets it), otherwise
the best of ``Accept-Language``, otherwise English (API calls and the WebSocket may also say
``?lang=pl``).  Texts the games write themselves (the log, the reasons an action is illegal,
the board's labels, the names of actions) are English in the engines and translated through
each game's catalog (``tianxia.core.i18n``, ``games/<game>/data/<lang>.json``); the server's
own messages (stale versions, undo refusals...) through ``MESSAGES`` below.
"""

from __future__ import annotations

import logging
import re

from fluent.syntax.visitor import Visitor

from tianxia.core import i18n as engine_text
from tianxia.core.messages import messages

log = logging.getLogger("tianxia.server")

LANGUAGES = ("en", "pl")
DEFAULT = "en"

#: the page's keys its client (table.js, replay.js, pages.js) formats itself, with {name} holes
from .table_text import PAGE_KEYS  # noqa: E402,F401

#: the server's own messages a player or a client may see, as catalog data (tianxia.core.i18n)
MESSAGES = {
    "pl": {
        "language": "pl",
        "verbatim": ["action", "bot", "path", "game", "code", "known", "detail", "param", "value"],
        "templates": {"server": {
            "this game has seats 0 to {last}, not {seat}": "ta gra ma miejsca od 0 do {last}, nie {seat}",
            "Easy": "Łatwy", "Medium": "Średni", "Hard": "Trudny",
            "a name is a text": "imię to tekst",
            "a name has 1 to {n} characters": "imię ma od 1 do {n} znaków",
            "a name may not hold control or invisible characters":
                "imię nie może zawierać znaków sterujących ani niewidocznych",
            "seat {seat} is played by the bot {bot}": "na miejscu {seat} gra bot {bot}",
            "a seat token is needed to see or act for seat {seat}":
                "aby widzieć miejsce {seat} albo grać na nim, potrzebny jest jego token",
            "wrong seat token for seat {seat}": "zły token miejsca {seat}",
            "stale version {seen}: the game is at version {now}; fetch the view again":
                "nieaktualna wersja {seen}: gra jest w wersji {now}; pobierz widok ponownie",
            "stale version: the game was changed by another request":
                "nieaktualna wersja: grę zmieniło inne żądanie",
            "the game is over; no action is legal": "gra się skończyła; żaden ruch nie jest dozwolony",
            "it is seat {now}'s decision, not seat {seat}'s": "decyzja należy do miejsca {now}, nie {seat}",
            "cannot take back: {reason}": "nie można cofnąć: {reason}",
            "there is no action to take back": "nie ma ruchu do cofnięcia",
            "the game is over": "gra się skończyła",
            "only the player who made the last action may take it back, before anyone else acts":
                "ostatni ruch może cofnąć tylko gracz, który go wykonał, zanim ktokolwiek inny zagra",
            "{action} drew something at random, so it cannot be taken back":
                "{action} dobrał coś losowo, więc nie można go cofnąć",
            "{action} revealed hidden information, so it cannot be taken back":
                "{action} odkrył ukrytą informację, więc nie można go cofnąć",
            "it cannot be checked that {action} revealed nothing, so it cannot be taken back":
                "nie da się sprawdzić, że {action} niczego nie odkrył, więc nie można go cofnąć",
            "it cannot be checked that the last action revealed nothing":
                "nie da się sprawdzić, że ostatni ruch niczego nie odkrył",
            "seat {seat} took back {action}": "miejsce {seat} cofnęło {action}",
            "the record is available once the game is over": "zapis gry jest dostępny po jej zakończeniu",
            "a game can be replayed once it is over": "powtórkę gry można obejrzeć po jej zakończeniu",
            "step must be 0 to {last}, not {step}": "krok musi być od 0 do {last}, nie {step}",
            "request body is not valid JSON": "treść żądania nie jest poprawnym JSON-em",
            "cross-site connection refused": "odmowa połączenia z innej witryny",
            "no game is playable yet": "żadna gra nie jest jeszcze dostępna",
            "unknown game {game}": "nieznana gra {game}",
            "no game {game}": "nie ma gry {game}",
            "the player count must be a number": "liczba graczy musi być liczbą",
            "choose a record file to upload": "wybierz plik z zapisem gry do wczytania",
            "the uploaded file is not a JSON game record": "wczytany plik nie jest zapisem gry w formacie JSON",
            "unknown language {code}; known: {known}": "nieznany język {code}; znane: {known}",
            "no such address: {path}": "nie ma takiego adresu: {path}",
            "request body too large (at most {n} bytes)": "treść żądania za duża (najwyżej {n} bajtów)",
            "{n} seats given for {players} players": "podano {n} miejsc dla {players} graczy",
            "too many new games from this address: at most {n} per {period} s; try again in {wait} s":
                "za dużo nowych gier z tego adresu: najwyżej {n} na {period} s; spróbuj ponownie za {wait} s",
            "bad record: at most {n} actions, not {m}": "zły zapis gry: najwyżej {n} ruchów, nie {m}",
            "bad record: each action is a notation of at most 300 characters":
                "zły zapis gry: każdy ruch to zapis o najwyżej 300 znakach",
            "bad record: at most 16 players, not {n}": "zły zapis gry: najwyżej 16 graczy, nie {n}",
            "bad record: a record is a JSON object": "zły zapis gry: zapis gry to obiekt JSON",
            "bad record: each player is named by a text": "zły zapis gry: każdego gracza nazywa tekst",
            "bad record: record field seed must be 0 to 2^63-1": "zły zapis gry: pole seed musi być od 0 do 2^63-1",
            "bad record: {detail}": "zły zapis gry: {detail}",
            "seat {seat}: {problem}": "miejsce {seat}: {problem}",
            # tianxia.bot: a seat's bot spec
            "unknown bot {bot}; known bots: {known}": "nieznany bot {bot}; znane boty: {known}",
            "bot {bot} takes no parameter {param}": "bot {bot} nie ma parametru {param}",
            "a bot is named by a non-empty text such as 'random'": "bota podaje się niepustym tekstem, np. 'random'",
            "bot parameter {param} needs the form key=value": "parametr bota {param} wymaga postaci klucz=wartość",
            "mcts parameters seconds, c, temperature are numbers; iterations, depth are whole numbers":
                "parametry mcts seconds, c, temperature są liczbami; iterations, depth liczbami całkowitymi",
            "mcts needs a positive budget (seconds=... or iterations=...)":
                "mcts potrzebuje dodatniego budżetu (seconds=... albo iterations=...)",
            "mcts temperature (points per e-fold of winning odds) must be positive":
                "temperatura mcts (punkty na e-krotną zmianę szans wygranej) musi być dodatnia",
            "mcts rollout is 'random' or 'heuristic'": "rollout mcts to 'random' albo 'heuristic'",
            "mcts width is a whole number": "szerokość mcts to liczba całkowita",
            "mcts leaf is 'auto', 'score' or 'heuristic'": "leaf mcts to 'auto', 'score' albo 'heuristic'",
            # the server's caps on a bot's budget (budgets.py) and on bad input (app.py, runtime.py)
            "a bot may think at most {n} s per move on this server, not seconds={value}":
                "bot może myśleć najwyżej {n} s na ruch na tym serwerze, nie seconds={value}",
            "a bot may search at most {n} iterations per move on this server, not iterations={value}":
                "bot może wykonać najwyżej {n} iteracji na ruch na tym serwerze, nie iterations={value}",
            "bot parameter {param} must be a whole number, not {value}":
                "parametr bota {param} musi być liczbą całkowitą, nie {value}",
            "bot parameter {param} must be a number, not {value}": "parametr bota {param} musi być liczbą, nie {value}",
            "bot parameter {param} must be finite, not {value}": "parametr bota {param} musi być skończony, nie {value}",
            "bot parameter {param} may be at most {n}, not {value}":
                "parametr bota {param} może wynosić najwyżej {n}, nie {value}",
            "request body is nested too deeply": "treść żądania jest zbyt głęboko zagnieżdżona",
            "request body cannot be read as JSON (nested too deeply or a number too long)":
                "treści żądania nie da się odczytać jako JSON (zbyt głębokie zagnieżdżenie albo za długa liczba)",
            "Method Not Allowed": "Ta metoda nie jest dozwolona pod tym adresem",
            # clocks (clocks.py): the table's notice while a bot plays for someone whose time ran out
            "seat {seat} ran out of time; a bot plays for them until they return":
                "miejscu {seat} skończył się czas; do powrotu gracza gra za nie bot",
            "seats {seats} ran out of time; bots play for them until they return":
                "miejscom {seats} skończył się czas; do powrotu graczy grają za nie boty",
        }},
    },
}


def request_language(conn) -> str:
    """The language of a request or WebSocket: ``?lang=``, else the cookie, else Accept-Language."""
    asked = conn.query_params.get("lang")
    if asked in LANGUAGES:
        return asked
    return choose(conn.headers.get("accept-language"), conn.cookies.get("lang"))


def engine(game, lang: str):
    """The catalog that translates ``game``'s engine text into ``lang`` (None: show it as written)."""
    if lang == DEFAULT:
        return None
    try:
        return engine_text.catalog(game, lang)
    except engine_text.CatalogError as err:  # a broken catalog file must not break the game
        log.error("translation catalog of %s unusable: %s", getattr(game, "name", game), err)
        return None


def engine_line(game, lang: str, text: str) -> str:
    cat = engine(game, lang)
    return text if cat is None else cat.line(text)


_SERVER: dict = {}


def message(lang: str, text: str) -> str:
    """One of the server's own messages in ``lang`` (as written when it has no translation)."""
    if lang == DEFAULT or lang not in MESSAGES:
        return text
    cat = _SERVER.get(lang)
    if cat is None:
        cat = _SERVER[lang] = engine_text.Catalog(MESSAGES[lang], f"tianxia.server.i18n.MESSAGES[{lang!r}]")
    return cat.line(text)


def choose(accept_language: str | None, cookie: str | None) -> str:
    """The page language: the cookie, else the best match of Accept-Language, else English."""
    if cookie in LANGUAGES:
        return cookie
    best, best_q = DEFAULT, -1.0
    for part in (accept_language or "").split(",")[:20]:
        bits = part.strip().split(";")
        tag = bits[0].strip().lower().split("-")[0]
        q = 1.0
        for b in bits[1:]:
            b = b.strip()
            if b.startswith("q="):
                try:
                    q = float(b[2:])
                except ValueError:
                    q = 0.0
        if tag in LANGUAGES and q > best_q:
            best, best_q = tag, q
    return best


class Translator:
    """The page's words in one language, from the server's catalog (data/messages/<lang>.ftl):
    ``t(key, **values)``; the rules' terms, option names, help and choices by their ids."""

    def __init__(self, lang: str):
        self.lang = lang if lang in LANGUAGES else DEFAULT
        self.words = messages(PACKAGE, self.lang)

    def __call__(self, key: str, **kw) -> str:
        if not self.words.has(key):
            return key
        if kw:
            return self.words.plain(key, {k: str(v) for k, v in kw.items()})  # numbers as written
        return self.template(key)

    def __contains__(self, key: str) -> bool:
        return self.words.has(key)

    def template(self, key: str) -> str:
        """A text with ``{name}`` where its values go, for a client that fills them itself."""
        holes = _Holes()
        holes.visit(self.words.bundle.get_message(key) if self.words.bundle.has_message(key)
                    else self.words.fallback.bundle.get_message(key))
        return self.words.plain(key, {name: "{" + name + "}" for name in holes.names})

    def _look(self, ident: str, otherwise: str) -> str:
        return self.words.plain(ident) if self.words.has(ident) else otherwise

    def term(self, word) -> str:
        """A rules term in this language (unknown terms stay as the game writes them)."""
        word = str(word)
        otherwise = word.replace("_", " ") if self.lang == DEFAULT and "_" in word else word
        return self._look(_ident("term", word), otherwise)

    def option(self, game: str, option: str) -> str:
        """An option's name in this language (else the declared name, spaced)."""
        return self._look(_ident("option", game, option), option.replace("_", " "))

    def help(self, game: str, option: str, english: str) -> str:
        """An option's explanation in this language (the game's own English text otherwise)."""
        return self._look(_ident("option-help", game, option), english)

    def choice(self, game: str, option: str, value) -> str | None:
        """The name of one of an option's choices, where the catalog has one."""
        ident = _ident("choice", game, option, str(value))
        return self.words.plain(ident) if self.words.has(ident) else None

    def value(self, value) -> str:
        if isinstance(value, bool):
            return self("on") if value else self("off")
        return self.term(value)


PACKAGE = "tianxia.server"


def _ident(*parts) -> str:
    """A catalog id from words: ``option``, ``dragon``, ``great_wall`` -> ``option-dragon-great-wall``."""
    return "-".join(re.sub(r"[^A-Za-z0-9]+", "-", str(p)).strip("-").lower() or "x" for p in parts)


class _Holes(Visitor):
    def __init__(self):
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):
        self.names.add(node.id.name)


