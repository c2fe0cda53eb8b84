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

from tianxia.core import i18n as engine_text

log = logging.getLogger("tianxia.server")

LANGUAGES = ("en", "pl")
DEFAULT = "en"

TEXT = {
    "en": {
        "site": "Tianxia", "tagline": "Four Chinese-themed strategy board games",
        "lobby": "Lobby", "new_game": "New game", "game": "Game", "players": "Players",
        "options": "Options", "seats": "Seats", "seat": "Seat", "human": "human", "create": "Create the game",
        "bot_hint": "human, or a bot: random, heuristic, mcts:seconds=1 ...",
        "created": "The game is created", "join_links": "Join links (each one is secret: give it only to that "
        "seat's player; it is shown only now)", "your_seat": "Play this seat", "spectate": "Watch",
        "open_games": "Open games (seats waiting for players)", "running_games": "Games in progress",
        "finished_games": "Finished games", "none": "none", "moves": "moves", "version": "version",
        "your_turn": "Your decision", "waiting_for": "Waiting for seat {seat} ({kind})",
        "game_over": "The game is over", "winners": "Winners", "scores": "Scores", "result": "Result",
        "legal_actions": "Other actions", "type_action": "or type an action", "send": "Send",
        "undo": "Take back my last action", "log": "Log", "board": "Board", "you_are": "You play seat {seat}",
        "spectator": "You are watching (public view)", "replay": "Replay", "download": "Download the record",
        "upload": "Upload a record to replay", "upload_button": "Upload", "first": "Start", "prev": "Back",
        "next": "Forward", "last": "End", "step": "Step {step} of {total}", "connected": "connected",
        "disconnected": "reconnecting...", "error": "Error", "back_to_lobby": "Back to the lobby",
        "took_back": "took back", "language": "Language", "seat_n": "seat {seat}", "bot": "bot",
        "not_joined": "link not opened yet", "joined": "joined", "click_hint": "Click a highlighted "
        "part of the board, or choose below.", "result_page": "Result", "on": "on", "off": "off",
        "api": "API (OpenAPI schema)", "status_open": "open", "status_running": "in progress",
        "status_finished": "finished", "no_board": "This game has no drawing yet; here is its text view.",
    },
    "pl": {
        "site": "Tianxia", "tagline": "Cztery strategiczne gry planszowe o tematyce chińskiej",
        "lobby": "Poczekalnia", "new_game": "Nowa gra", "game": "Gra", "players": "Liczba graczy",
        "options": "Opcje", "seats": "Miejsca", "seat": "Miejsce", "human": "człowiek", "create": "Utwórz grę",
        "bot_hint": "człowiek (human) albo bot: random, heuristic, mcts:seconds=1 ...",
        "created": "Gra została utworzona", "join_links": "Linki do dołączenia (każdy jest tajny: przekaż go "
        "tylko graczowi tego miejsca; pokazujemy je tylko teraz)", "your_seat": "Graj na tym miejscu",
        "spectate": "Oglądaj", "open_games": "Otwarte gry (miejsca czekają na graczy)",
        "running_games": "Trwające gry", "finished_games": "Zakończone gry", "none": "brak", "moves": "ruchów",
        "version": "wersja", "your_turn": "Twoja decyzja", "waiting_for": "Czekamy na miejsce {seat} ({kind})",
        "game_over": "Gra zakończona", "winners": "Zwycięzcy", "scores": "Punkty", "result": "Wynik",
        "legal_actions": "Inne akcje", "type_action": "albo wpisz akcję", "send": "Wyślij",
        "undo": "Cofnij mój ostatni ruch", "log": "Dziennik", "board": "Plansza",
        "you_are": "Grasz na miejscu {seat}", "spectator": "Oglądasz (widok publiczny)", "replay": "Powtórka",
        "download": "Pobierz zapis gry", "upload": "Wczytaj zapis gry do powtórki", "upload_button": "Wczytaj",
        "first": "Początek", "prev": "Wstecz", "next": "Dalej", "last": "Koniec", "step": "Krok {step} z {total}",
        "connected": "połączono", "disconnected": "łączenie ponownie...", "error": "Błąd",
        "back_to_lobby": "Wróć do poczekalni", "took_back": "cofnął", "language": "Język",
        "seat_n": "miejsce {seat}", "bot": "bot", "not_joined": "link jeszcze nieotwarty", "joined": "dołączył",
        "click_hint": "Kliknij podświetloną część planszy albo wybierz poniżej.", "result_page": "Wynik",
        "on": "tak", "off": "nie", "api": "API (schemat OpenAPI)", "status_open": "otwarta",
        "status_running": "w toku", "status_finished": "zakończona",
        "no_board": "Ta gra nie ma jeszcze rysunku; oto jej widok tekstowy.",
    },
}

from .table_text import PAGE_KEYS, TABLE_TEXT  # noqa: E402,F401  (the table page's words, kept beside its client)

for _lang, _words in TABLE_TEXT.items():
    TEXT[_lang].update(_words)

#: the rules' own terms: game titles and option values, by language
TERMS = {
    "pl": {
        # titles (Polish editions)
        "In the Year of the Dragon": "W roku smoka", "The Emperor of China": "Cesarz Chin",
        "Huang": "Huang", "ZhanGuo": "ZhanGuo", "Toy Cards": "Karty próbne",
        # option values
        "random": "losowo", "off": "wył.", "auto": "automatycznie", "first_player_chooses": "wybiera pierwszy gracz",
        "B_auction": "B przez licytację",
        # great events (the Polish rulebook's names, dragon rules T-7)
        "lanternfest": "Festiwal Lampionów", "buddha": "Budda", "earthquake": "Trzęsienie ziemi",
        "flood": "Powódź", "solar_eclipse": "Zaćmienie słońca", "volcanic_eruption": "Erupcja wulkanu",
        "tornado": "Tornado", "sunrise": "Wschód słońca", "assassination_attempt": "Próba zamachu",
        "charter": "Edykt",
    },
}

#: option names, by language and (game, option)
OPTION_NAMES = {
    "pl": {
        ("dragon", "great_wall"): "Wielki Mur", ("dragon", "great_events"): "Wielkie wydarzenia",
        ("dragon", "great_event_hidden"): "Ukryte wielkie wydarzenie",
        ("dragon", "large_privilege_cost"): "Koszt dużego przywileju",
        ("dragon", "start_player"): "Gracz rozpoczynający",
        ("emperor", "side"): "Strona planszy", ("emperor", "fortifications"): "Fortyfikacje",
        ("huang", "bandits"): "Bandyci", ("huang", "eighteen_kingdoms"): "Osiemnaście królestw",
        ("huang", "palace"): "Pałac cesarski", ("huang", "dragon"): "Dynastia Smoka",
        ("huang", "short_game"): "Krótsza gra", ("huang", "turn_cap"): "Limit tur",
        ("zhanguo", "board_side"): "Strony plansz graczy", ("zhanguo", "draft"): "Dobieranie kart (wariant V1)",
        ("zhanguo", "reward_track_turn_order"): "Kolejność według toru nagród (V2)",
        ("zhanguo", "unrest_per_worker"): "Niepokój za każdego robotnika (V3)",
        ("zhanguo", "public_draft_discards"): "Jawne odrzucone karty (V1)",
        ("zhanguo", "auto_claim_goals"): "Automatyczne zdobywanie celów",
        ("zhanguo", "auction_board_removal"): "Usuwanie plansz przed licytacją",
        ("toy", "target"): "Cel punktowy", ("toy", "dice"): "Kostka", ("toy", "fast"): "Szybka gra",
    },
}

#: option explanations in Polish, by (game, option); English comes from the game itself
HELP = {
    "pl": {
        ("dragon", "great_wall"): "dodatek Wielki Mur: karta akcji Budowa muru i 6 płytek muru dla każdego (D-15)",
        ("dragon", "great_events"): "dodatek Wielkie wydarzenia: brak, losowe wielkie wydarzenie albo wskazane (D-16)",
        ("dragon", "great_event_hidden"): "losowe wielkie wydarzenie leży zakryte do 7. rundy (D-18.6)",
        ("dragon", "large_privilege_cost"): "cena dużego przywileju: 7 (obecne wydanie) albo 6 (pierwsze wydanie, R-1)",
        ("dragon", "start_player"): "miejsce gracza rozpoczynającego (najstarszy gracz, D-4.6) albo losowo",
        ("emperor", "side"): "strona planszy: automatycznie (A dla 3-4 graczy, B dla 5) albo A / B, "
                             "gdy liczba graczy na to pozwala (E-4.2, R-33)",
        ("emperor", "fortifications"): "wariant z fortyfikacjami: jedna fortyfikacja na gracza podwaja "
                                       "punkty właściciela (E-15)",
        ("huang", "bandits"): "moduł Bandyci (H-18): pięć płytek bandytów na stronie A",
        ("huang", "eighteen_kingdoms"): "moduł Osiemnaście królestw (H-19): strona B planszy z 19 stolicami "
                                        "i spichlerzami",
        ("huang", "palace"): "moduł Pałac cesarski (H-20): pałac na czterech żółtych płytkach, 7 kart na ręce",
        ("huang", "dragon"): "moduł Dynastia Smoka (H-21): piąta dynastia, potrzebna dla 5 graczy",
        ("huang", "short_game"): "krótsza gra dwuosobowa (H-22): 24 płytki odłożone bez oglądania",
        ("huang", "turn_cap"): "zabezpieczenie dla botów (R-31, nie reguła): koniec po tylu turach; 0 = wyłączone",
        ("zhanguo", "board_side"): "strony plansz graczy: wszystkie A (Z-25.1), B wybierane w odwrotnej kolejności "
                                   "(Z-25.2) albo B przez licytację (Z-25.3)",
        ("zhanguo", "draft"): "wariant V1: dobierz po 3 karty każdego koloru, zatrzymaj 2 (rundy 1-4, Z-24.1)",
        ("zhanguo", "reward_track_turn_order"): "wariant V2: kolejność graczy według toru nagród (Z-24.2)",
        ("zhanguo", "unrest_per_worker"): "wariant V3: zatrudnienie podnosi niepokój o 1 za robotnika (Z-24.3)",
        ("zhanguo", "public_draft_discards"): "karty odrzucone w V1 są jawne (polskie brzmienie reguł, RUL-28)",
        ("zhanguo", "auto_claim_goals"): "każdy spełniony cel jest zdobywany automatycznie (Z-20.7)",
        ("zhanguo", "auction_board_removal"): "jak usuwa się plansze przed licytacją przy mniej niż 4 graczach "
                                              "(Z-25.3 krok 2, DEC-1a)",
        ("toy", "target"): "punkty potrzebne do zwycięstwa", ("toy", "dice"): "rzucana kostka",
        ("toy", "fast"): "opcja tak/nie (bez wpływu na grę)",
    },
}


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
    def __init__(self, lang: str):
        self.lang = lang if lang in LANGUAGES else DEFAULT
        self.text = TEXT[self.lang]
        self.terms = TERMS.get(self.lang, {})

    def __call__(self, key: str, **kw) -> str:
        text = self.text.get(key) or TEXT[DEFAULT].get(key, key)
        return text.format(**kw) if kw else text

    def term(self, word) -> str:
        """A rules term in this language (unknown terms stay as the game writes them)."""
        word = str(word)
        if word in self.terms:
            return self.terms[word]
        if self.lang == DEFAULT:
            return word.replace("_", " ") if "_" in word else word
        return word

    def option(self, game: str, option: str) -> str:
        """An option's name in this language (English: the declared name, spaced)."""
        return OPTION_NAMES.get(self.lang, {}).get((game, option), option.replace("_", " "))

    def help(self, game: str, option: str, english: str) -> str:
        """An option's explanation in this language (the game's own English text otherwise)."""
        return HELP.get(self.lang, {}).get((game, option), english)

    def value(self, value) -> str:
        if isinstance(value, bool):
            return self("on") if value else self("off")
        return self.term(value)


# The lobby, result, help and replay pages keep their texts in page_text.py (one owner per file).
from . import page_text as _page_text  # noqa: E402

for _lang in LANGUAGES:
    TEXT[_lang].update(_page_text.TEXT[_lang])
    OPTION_NAMES.setdefault(_lang, {}).update(_page_text.OPTION_NAMES.get(_lang, {}))
    HELP.setdefault(_lang, {}).update(_page_text.HELP.get(_lang, {}))
