"""The keys of the table page's own words (static/table.js): their texts, in every language, are
in the server's catalog (data/messages/<lang>.ftl); every key here is sent to the page in its
config, with ``{name}`` where the client puts a value.
"""

from __future__ import annotations

#: the table client's own keys
TABLE_KEYS = [
    "your_turn_prompt", "your_turn_plain", "waiting_plain", "waiting_prompt", "player_n", "you",
    "game_over_won", "game_over", "see_result", "cancel", "confirm", "confirm_q", "undo_short",
    "selected_what", "selected_buttons", "click_does", "click_selects", "zoom_in", "zoom_out", "zoom_fit",
    "score_table", "total", "category", "notation", "moves_so_far", "players_title", "confirm_setting",
    "name_title", "name_label", "name_save", "name_later", "change_name", "hand", "status_bar", "deciding",
    "points_n", "close", "playing_as", "tip_label", "last_moves",
    # reasons: why not, irreversible moves, keyboard play
    "why_not", "why_not_list", "confirm_final", "confirm_final_setting", "zoom_reset", "keys_button", "keys_title",
    "keys_tab", "keys_arrows", "keys_enter", "keys_escape", "keys_status", "keys_help",
]

#: the words of the clocks and turn notices (static/clock.js, static/notify.js)
CLOCK_KEYS = ["title_your_turn", "clock_away_seat", "clock_away_you", "clock_left", "clock_bank", "stood_in_title",
              "stood_in_more", "dismiss", "notify_ask", "notify_on", "notify_blocked", "notify_title"]

#: the page's keys sent to table.js in its config (the older ones it still uses, then its own)
PAGE_KEYS = ["connected", "disconnected", "error", "log", "board", "spectator", "type_action", "send",
             "result", "replay", "download", "no_board", *TABLE_KEYS, *CLOCK_KEYS]

# chat and progress: the words of static/chat.js, progress.js and since.js
CHAT_KEYS = [
    "chat", "chat_open", "chat_unread", "chat_placeholder", "chat_send", "chat_spectator", "chat_spectators",
    "chat_you", "chat_none", "chat_mute", "chat_mute_hint", "chat_spectators_off", "chat_close",
    "progress", "progress_pct", "progress_label", "log_since_turn",
]
PAGE_KEYS += CHAT_KEYS
