"""Texts of the lobby, result, help and replay pages, in English and Polish, kept apart from the
table's strings in ``i18n.py`` (which merges them) so two helpers never edit one dictionary.

Also the options as players read them: a name, a sentence of help without rule codes, and the
name of each choice.  An option with no entry here falls back to the game's own English help
with its rule codes ("(D-15)", "R-31") cut out by ``plain``.
"""

from __future__ import annotations

import re

TEXT = {
    "en": {
        "time_control": "Time control", "clock_none": "No clock: the game waits for each player",
        "clock_move": "{s} per move", "clock_fischer": "{s} per player, plus {inc} per move",
        "clock_hint": "When a person's time runs out, a Medium bot plays their seat until they come back.",
        "minutes": "{n} min", "seconds_short": "{n} s",
        "person_open": "Person (open seat)", "player_n": "Player {n}", "you_mark": "(you)", "your_name": "Your name",
        "name_hint": "Shown to the other players; this browser remembers it.",
        "name_placeholder": "e.g. Mei", "advanced": "Advanced: bot settings",
        "spec_hint": "A bot setting such as mcts:seconds=1 replaces the menu's choice for that seat "
                     "(leave empty to keep the menu).",
        "level_easy": "Easy bot", "level_medium": "Medium bot", "level_hard": "Hard bot",
        "bot_random": "Random bot", "bot_heuristic": "Rule-of-thumb bot", "bot_mcts": "Search bot",
        "bot_other": "Bot ({spec})", "open_seat": "open seat", "how_to_play": "How to play",
        "how_to_play_game": "How to play {game}", "your_games": "Your games",
        "your_games_none": "The seats you take in this browser are listed here, with a way back to each.",
        "back_to_seat": "Back to your seat", "new_link": "New link for this seat",
        "new_link_hint": "To play on another device, or if your link reached the wrong person: the old link "
                         "stops working at once.",
        "make_link": "Make a new link", "new_link_made": "Your new link (secret; open it on the other device)",
        "you_play": "you play {player}",
        "play_as": "Play as {player}", "link_for": "Link for {player}",
        "link_secret": "Each link is secret: give it only to that player. It is shown only now.",
        "bots_play": "{player}: {bot}", "copy": "Copy", "copied": "Copied",
        "moves_n": "{n} moves",
        "breakdown": "Scores by category", "category": "Category", "total": "Total", "winner": "Winner",
        "winners_are": "Winners: {names}", "winner_is": "Winner: {names}", "play_again": "Play again",
        "play_again_hint": "A new game with the same seats and options; the people get fresh links.",
        "abandoned": "abandoned", "abandoned_note": "Abandoned: everybody had left the table, so the game "
                                                    "ended with the scores as they stood; the leaders win together.",
        "play_on": "Play on from this move", "play_on_as": "You play",
        "play_on_hint": "A live game from the position shown, with the same seats and options (you take the "
                        "seat you choose). Its seed is known, so it is an analysis game: what comes out of the "
                        "bag or the deck next can be foreseen.",
        "analysis_game": "Analysis game, played on from a recorded position: its seed is known, so what comes "
                         "out of the bag or the deck next can be foreseen.",
        "final_board": "The board at the end", "board_at_start": "The board at the start",
        "pieces": "The pieces", "contents": "Contents", "and_more": "and {n} more like these", "pieces_hint": "What each piece on the board is and does "
        "(the table shows the same text when you point at a piece).",
        "help_missing": "The player's guide to this game is not written yet; the table's tooltips "
                        "explain each piece.",
        "help_in_english": "This guide is not translated yet; here it is in English.",
        "help_games": "How to play", "new_game_of": "Start a game of {game}",
        "replay_of": "Replay: {game}", "step_of": "Step {step} of {total}",
        "replay_start": "The game begins.",
        "first_step": "First step", "previous_step": "Previous step", "next_step": "Next step",
        "last_step": "Last step", "autoplay": "Play the steps one by one", "pause": "Pause", "step_slider": "Step", "result_of": "Result: {game}", "final_log": "What happened",
    },
    "pl": {
        "time_control": "Limit czasu", "clock_none": "Bez zegara: gra czeka na każdego gracza",
        "clock_move": "{s} na ruch", "clock_fischer": "{s} na gracza, plus {inc} za każdy ruch",
        "clock_hint": "Gdy osobie skończy się czas, za nią gra Średni bot, aż wróci.",
        "minutes": "{n} min", "seconds_short": "{n} s",
        "person_open": "Osoba (wolne miejsce)", "player_n": "Gracz {n}", "you_mark": "(ty)", "your_name": "Twoje imię",
        "name_hint": "Widzą je pozostali gracze; ta przeglądarka je zapamięta.",
        "name_placeholder": "np. Mei", "advanced": "Zaawansowane: ustawienia botów",
        "spec_hint": "Ustawienie bota, np. mcts:seconds=1, zastępuje wybór z menu dla tego miejsca "
                     "(puste pole: zostaje wybór z menu).",
        "level_easy": "Łatwy bot", "level_medium": "Średni bot", "level_hard": "Trudny bot",
        "bot_random": "Losowy bot", "bot_heuristic": "Bot heurystyczny", "bot_mcts": "Bot przeszukujący",
        "bot_other": "Bot ({spec})", "open_seat": "wolne miejsce", "how_to_play": "Jak grać",
        "how_to_play_game": "Jak grać: {game}", "your_games": "Twoje gry",
        "your_games_none": "Tu pojawią się miejsca zajęte w tej przeglądarce, z drogą powrotu do każdego.",
        "back_to_seat": "Wróć na swoje miejsce", "new_link": "Nowy link do tego miejsca",
        "new_link_hint": "Aby grać na innym urządzeniu albo gdy twój link trafił do złej osoby: stary link "
                         "natychmiast przestaje działać.",
        "make_link": "Utwórz nowy link", "new_link_made": "Twój nowy link (tajny; otwórz go na innym urządzeniu)",
        "you_play": "grasz jako {player}",
        "play_as": "Graj jako {player}", "link_for": "Link dla: {player}",
        "link_secret": "Każdy link jest tajny: przekaż go tylko temu graczowi. Pokazujemy go tylko teraz.",
        "bots_play": "{player}: {bot}", "copy": "Kopiuj", "copied": "Skopiowano",
        "moves_n": "ruchów: {n}",
        "breakdown": "Punkty według kategorii", "category": "Kategoria", "total": "Razem", "winner": "Zwycięzca",
        "winners_are": "Zwycięzcy: {names}", "winner_is": "Zwycięzca: {names}", "play_again": "Zagraj ponownie",
        "play_again_hint": "Nowa gra z tymi samymi miejscami i opcjami; osoby dostają nowe linki.",
        "abandoned": "porzucona", "abandoned_note": "Porzucona: wszyscy odeszli od stołu, więc gra skończyła się "
                                                   "z wynikami z tej chwili; prowadzący wygrywają razem.",
        "play_on": "Graj dalej od tego ruchu", "play_on_as": "Grasz jako",
        "play_on_hint": "Gra na żywo od pokazanej pozycji, z tymi samymi miejscami i opcjami (zajmujesz "
                        "wybrane miejsce). Jej ziarno losowania jest znane, więc to gra analityczna: można "
                        "przewidzieć, co następne wyjdzie z worka lub talii.",
        "analysis_game": "Gra analityczna, kontynuowana od zapisanej pozycji: jej ziarno losowania jest znane, "
                         "więc można przewidzieć, co następne wyjdzie z worka lub talii.",
        "final_board": "Plansza na koniec gry", "board_at_start": "Plansza na początku gry",
        "pieces": "Elementy gry", "contents": "Spis treści", "and_more": "i {n} podobnych", "pieces_hint": "Czym jest i co robi każdy element planszy "
        "(stół pokazuje ten sam opis po wskazaniu elementu).",
        "help_missing": "Przewodnik po tej grze nie jest jeszcze napisany; podpowiedzi przy stole "
                        "objaśniają każdy element.",
        "help_in_english": "Ten przewodnik nie jest jeszcze przetłumaczony; oto wersja angielska.",
        "help_games": "Jak grać", "new_game_of": "Zacznij grę: {game}",
        "replay_of": "Powtórka: {game}", "step_of": "Krok {step} z {total}",
        "replay_start": "Początek gry.",
        "first_step": "Pierwszy krok", "previous_step": "Poprzedni krok", "next_step": "Następny krok",
        "last_step": "Ostatni krok", "autoplay": "Odtwarzaj krok po kroku", "pause": "Pauza", "step_slider": "Krok", "result_of": "Wynik: {game}", "final_log": "Przebieg gry",
    },
}

#: option names as players read them, by language and (game, option)
OPTION_NAMES = {
    "en": {
        ("dragon", "great_wall"): "Great Wall expansion", ("dragon", "great_events"): "Great Events expansion",
        ("dragon", "great_event_hidden"): "Hidden great event",
        ("dragon", "large_privilege_cost"): "Price of a large privilege", ("dragon", "start_player"): "Start player",
        ("emperor", "side"): "Board side", ("emperor", "fortifications"): "Fortifications",
        ("huang", "bandits"): "Bandits", ("huang", "eighteen_kingdoms"): "Eighteen Kingdoms",
        ("huang", "palace"): "Imperial Palace", ("huang", "dragon"): "Dragon Dynasty",
        ("huang", "short_game"): "Shorter game", ("huang", "turn_cap"): "Turn limit",
        ("zhanguo", "board_side"): "Player board sides", ("zhanguo", "draft"): "Card draft (variant)",
        ("zhanguo", "reward_track_turn_order"): "Turn order by the reward track (variant)",
        ("zhanguo", "unrest_per_worker"): "Unrest for each worker (variant)",
        ("zhanguo", "public_draft_discards"): "Draft discards shown to all",
        ("zhanguo", "auto_claim_goals"): "Claim goals automatically",
        ("zhanguo", "auction_board_removal"): "Boards left out of the auction",
    },
}

#: option help as players read it (no rule codes), by language and (game, option)
HELP = {
    "en": {
        ("dragon", "great_wall"): "Adds the Build Wall action card and six wall tiles for each player.",
        ("dragon", "great_events"): "No great event, a random one, or the one you name.",
        ("dragon", "great_event_hidden"): "The random great event stays face down until round 7.",
        ("dragon", "large_privilege_cost"): "7 yuan (current edition) or 6 yuan (first edition).",
        ("dragon", "start_player"): "Who begins: the rules say the oldest player; or leave it to chance.",
        ("emperor", "side"): "Automatic: side A for 3 or 4 players, side B for 5. With 4 players either side "
                             "may be chosen.",
        ("emperor", "fortifications"): "Each player has one fortification: the house built on it scores "
                                       "double for its owner.",
        ("huang", "bandits"): "Module: five bandit tiles on board side A.",
        ("huang", "eighteen_kingdoms"): "Module: board side B, with 19 capitals and granaries.",
        ("huang", "palace"): "Module: a palace on four yellow tiles; hands of 7 cards.",
        ("huang", "dragon"): "Module: a fifth dynasty, needed for 5 players.",
        ("huang", "short_game"): "For two players: 24 tiles are set aside unseen at the start.",
        ("huang", "turn_cap"): "Not a rule but a safety net for games between bots: the game ends after this "
                               "many turns. 0 means no limit.",
        ("zhanguo", "board_side"): "Every player uses side A; or side B, chosen in reverse turn order; "
                                   "or side B, won by auction.",
        ("zhanguo", "draft"): "In rounds 1 to 4 each player draws 3 cards of each colour and keeps 2.",
        ("zhanguo", "reward_track_turn_order"): "The turn order follows the reward track.",
        ("zhanguo", "unrest_per_worker"): "Hiring raises unrest by 1 for each worker hired.",
        ("zhanguo", "public_draft_discards"): "The cards discarded in the draft are shown to everyone "
                                              "(as the Polish rulebook reads).",
        ("zhanguo", "auto_claim_goals"): "Every goal you meet is claimed for you whenever goals may be claimed.",
        ("zhanguo", "auction_board_removal"): "With fewer than 4 players, the boards left out of the auction "
                                              "are removed at random or chosen by the first player.",
    },
    "pl": {
        ("dragon", "great_wall"): "Dodaje kartę akcji Budowa muru i sześć płytek muru dla każdego gracza.",
        ("dragon", "great_events"): "Bez wielkiego wydarzenia, losowe albo wskazane.",
        ("dragon", "great_event_hidden"): "Losowe wielkie wydarzenie leży zakryte do 7. rundy.",
        ("dragon", "large_privilege_cost"): "7 juanów (obecne wydanie) albo 6 juanów (pierwsze wydanie).",
        ("dragon", "start_player"): "Kto zaczyna: według zasad najstarszy gracz; albo losowo.",
        ("emperor", "side"): "Automatycznie: strona A dla 3 lub 4 graczy, strona B dla 5. Przy 4 graczach "
                             "można wybrać dowolną stronę.",
        ("emperor", "fortifications"): "Każdy gracz ma jedną fortyfikację: dom zbudowany na niej liczy się "
                                       "podwójnie dla właściciela.",
        ("huang", "bandits"): "Moduł: pięć płytek bandytów na stronie A planszy.",
        ("huang", "eighteen_kingdoms"): "Moduł: strona B planszy z 19 stolicami i spichlerzami.",
        ("huang", "palace"): "Moduł: pałac na czterech żółtych płytkach; 7 kart na ręce.",
        ("huang", "dragon"): "Moduł: piąta dynastia, potrzebna dla 5 graczy.",
        ("huang", "short_game"): "Dla dwóch graczy: na początku 24 płytki odkłada się bez oglądania.",
        ("huang", "turn_cap"): "Nie reguła, a zabezpieczenie w grach botów: gra kończy się po tylu turach. "
                               "0 oznacza brak limitu.",
        ("zhanguo", "board_side"): "Wszyscy grają stroną A; albo stroną B wybieraną w odwrotnej kolejności "
                                   "tury; albo stroną B zdobywaną w licytacji.",
        ("zhanguo", "draft"): "W rundach 1-4 każdy gracz dobiera po 3 karty każdego koloru i zatrzymuje 2.",
        ("zhanguo", "reward_track_turn_order"): "Kolejność graczy wyznacza tor nagród.",
        ("zhanguo", "unrest_per_worker"): "Zatrudnienie podnosi niepokój o 1 za każdego robotnika.",
        ("zhanguo", "public_draft_discards"): "Karty odrzucone przy dobieraniu są jawne dla wszystkich "
                                              "(tak czyta to polska instrukcja).",
        ("zhanguo", "auto_claim_goals"): "Każdy spełniony cel jest zdobywany za ciebie, gdy tylko można "
                                         "zdobywać cele.",
        ("zhanguo", "auction_board_removal"): "Przy mniej niż 4 graczach plansze pominięte w licytacji są "
                                              "usuwane losowo albo wybiera je pierwszy gracz.",
        ("toy", "target"): "punkty potrzebne do zwycięstwa", ("toy", "dice"): "rzucana kostka",
        ("toy", "fast"): "opcja tak/nie (bez wpływu na grę)",
    },
}

#: the names of an option's choices, by language and (game, option, value as text)
CHOICES = {
    "en": {
        ("dragon", "great_events", "off"): "none", ("dragon", "great_events", "random"): "a random one",
        ("dragon", "great_events", "lanternfest"): "Lanternfest", ("dragon", "great_events", "buddha"): "Buddha",
        ("dragon", "great_events", "earthquake"): "Earthquake", ("dragon", "great_events", "flood"): "Flood",
        ("dragon", "great_events", "solar_eclipse"): "Solar Eclipse",
        ("dragon", "great_events", "volcanic_eruption"): "Volcanic Eruption",
        ("dragon", "great_events", "tornado"): "Tornado", ("dragon", "great_events", "sunrise"): "Sunrise",
        ("dragon", "great_events", "assassination_attempt"): "Assassination Attempt",
        ("dragon", "great_events", "charter"): "Charter",
        ("dragon", "start_player", "random"): "at random",
        ("dragon", "large_privilege_cost", "7"): "7 yuan", ("dragon", "large_privilege_cost", "6"): "6 yuan",
        ("emperor", "side", "auto"): "automatic", ("emperor", "side", "A"): "side A", ("emperor", "side", "B"): "side B",
        ("zhanguo", "board_side", "A"): "all side A",
        ("zhanguo", "board_side", "B"): "side B, chosen in reverse turn order",
        ("zhanguo", "board_side", "B_auction"): "side B, by auction",
        ("zhanguo", "auction_board_removal", "random"): "at random",
        ("zhanguo", "auction_board_removal", "first_player_chooses"): "the first player chooses",
    },
    "pl": {
        ("dragon", "great_events", "off"): "brak", ("dragon", "great_events", "random"): "losowe",
        ("dragon", "start_player", "random"): "losowo",
        ("dragon", "large_privilege_cost", "7"): "7 juanów", ("dragon", "large_privilege_cost", "6"): "6 juanów",
        ("emperor", "side", "auto"): "automatycznie", ("emperor", "side", "A"): "strona A",
        ("emperor", "side", "B"): "strona B",
        ("zhanguo", "board_side", "A"): "wszyscy stroną A",
        ("zhanguo", "board_side", "B"): "strona B w odwrotnej kolejności tury",
        ("zhanguo", "board_side", "B_auction"): "strona B przez licytację",
        ("zhanguo", "auction_board_removal", "random"): "losowo",
        ("zhanguo", "auction_board_removal", "first_player_chooses"): "wybiera pierwszy gracz",
    },
}

#: options whose numeric choices are seats (shown as "Player N+1")
SEAT_CHOICES = {("dragon", "start_player")}

# a rule reference: D-15, E-4.2, R-1, RUL-28, DEC-1a, Z-25.3 step 2 (not "V1", a variant's name)
_CODE = r"\b[A-Z]{1,4}-\d+(?:\.\d+)*[a-z]?(?: (?:step|krok) \d+)?"


def plain(text: str) -> str:
    """``text`` without rule codes: "(D-15)" goes, "(first edition, R-1)" becomes "(first edition)",
    "module (H-18): five" becomes "module: five"."""
    if not text:
        return text
    out = re.sub(rf"[,;]?\s*{_CODE}", "", text)
    out = re.sub(r"\(\s*[,;]?\s*\)", "", out)          # parentheses left empty
    out = re.sub(r"\(\s*[,;]\s*", "(", out)
    out = re.sub(r"\s+([):,;.])", r"\1", out)
    return " ".join(out.split())
