"""The table page's own words (static/table.js), English and Polish.

Kept apart from i18n.TEXT (which merges them in) so the page's client and its strings change
together; every key here is sent to the page in its config.
"""

from __future__ import annotations

TABLE_TEXT = {
    "en": {
        "your_turn_prompt": "Your turn: {prompt}", "your_turn_plain": "Your turn",
        "waiting_plain": "Waiting for {name}", "waiting_prompt": "Waiting for {name}: {prompt}",
        "player_n": "Player {n}", "you": "you", "game_over_won": "Game over: {names} won",
        "game_over": "The game is over", "see_result": "See the result",
        "cancel": "Cancel", "confirm": "Confirm", "confirm_q": "Do this? {label}", "undo_short": "Undo",
        "selected_what": "Selected: {name}. Choose a lit-up target",
        "selected_buttons": "Selected: {name}. Choose one of these",
        "click_does": "Click: {label}", "click_selects": "Click to choose it, then a target",
        "zoom_in": "Zoom in", "zoom_out": "Zoom out", "zoom_fit": "Fit the board to the screen",
        "score_table": "Score table", "total": "Total", "category": "Category",
        "notation": "Notation", "moves_so_far": "Moves so far", "players_title": "Players",
        "confirm_setting": "Ask before sending each move",
        "name_title": "Your name at the table", "name_label": "Name", "name_save": "Save",
        "name_later": "Later", "change_name": "Change your name",
        "hand": "Your hand", "status_bar": "Game status", "deciding": "deciding",
        "points_n": "{n} points", "close": "Close", "playing_as": "You play as {name}",
        "tip_label": "Details", "last_moves": "Changed since your last move",
    },
    "pl": {
        "your_turn_prompt": "Twoja kolej: {prompt}", "your_turn_plain": "Twoja kolej",
        "waiting_plain": "Czekamy na: {name}", "waiting_prompt": "Czekamy na: {name}. {prompt}",
        "player_n": "Gracz {n}", "you": "ty", "game_over_won": "Koniec gry. Zwycięstwo: {names}",
        "game_over": "Gra zakończona", "see_result": "Zobacz wynik",
        "cancel": "Anuluj", "confirm": "Potwierdź", "confirm_q": "Wykonać? {label}", "undo_short": "Cofnij",
        "selected_what": "Wybrano: {name}. Wskaż podświetlony cel",
        "selected_buttons": "Wybrano: {name}. Wybierz jedno z poniższych",
        "click_does": "Kliknij: {label}", "click_selects": "Kliknij, aby to wybrać, potem wskaż cel",
        "zoom_in": "Powiększ", "zoom_out": "Pomniejsz", "zoom_fit": "Dopasuj planszę do ekranu",
        "score_table": "Tabela punktów", "total": "Razem", "category": "Kategoria",
        "notation": "Notacja", "moves_so_far": "Dotychczasowe ruchy", "players_title": "Gracze",
        "confirm_setting": "Pytaj przed wysłaniem każdego ruchu",
        "name_title": "Twoje imię przy stole", "name_label": "Imię", "name_save": "Zapisz",
        "name_later": "Później", "change_name": "Zmień swoje imię",
        "hand": "Twoja ręka", "status_bar": "Stan gry", "deciding": "decyduje",
        "points_n": "{n} pkt", "close": "Zamknij", "playing_as": "Grasz jako {name}",
        "tip_label": "Szczegóły", "last_moves": "Zmienione od twojego ostatniego ruchu",
    },
}

#: the page's keys sent to table.js in its config (the older ones it still uses, then its own)
PAGE_KEYS = ["connected", "disconnected", "error", "log", "board", "spectator", "type_action", "send",
             "result", "replay", "download", "no_board", *TABLE_TEXT["en"]]
