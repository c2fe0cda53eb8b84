"""ZhanGuo (Canetta & Niccolini, 2014) for 2-4 players: rules in ``/work/shared/rules/zhanguo.md``.

Options (Z-29.1): board sides A / B / B with auction, the three variants (V1 draft,
V2 reward-track turn order, V3 unrest per worker), public draft discards (RUL-28),
automatic goal claims (Z-20.7) and how boards are removed for the auction.  House rules (options
marked ``"house"``, default = our ruling): circle B's extra worker under V3 (RUL-18), the final
marker majority (RUL-3) and whether circle B's extra hire and square B's marker may be declined
(RUL-9); see docs/zhanguo.md.
"""

from __future__ import annotations

from tianxia.core.game import Game

from .state import ZhanGuoState


class ZhanGuoGame(Game):
    name = "zhanguo"
    title = "ZhanGuo"
    min_players = 2
    max_players = 4
    package = "tianxia.games.zhanguo"
    state_class = ZhanGuoState
    options = {
        "board_side": {"choices": ["A", "B", "B_auction"], "default": "A",
                       "help": "player board sides: all A (Z-25.1), B chosen in reverse turn order (Z-25.2), "
                               "or B by auction (Z-25.3)"},
        "draft": {"type": "bool", "default": False,
                  "help": "variant V1: draw 3 cards of each colour, keep 2 (rounds 1-4, Z-24.1)"},
        "reward_track_turn_order": {"type": "bool", "default": False,
                                    "help": "variant V2: turn order follows the reward track (Z-24.2)"},
        "unrest_per_worker": {"type": "bool", "default": False,
                              "help": "variant V3: hiring raises unrest by 1 per worker hired (Z-24.3)"},
        "public_draft_discards": {"type": "bool", "default": False,
                                  "help": "V1 discards are shown to everyone (the Polish reading, RUL-28)"},
        "auto_claim_goals": {"type": "bool", "default": False,
                             "help": "claim every satisfied goal automatically at each claim window (Z-20.7)"},
        "auction_board_removal": {"choices": ["random", "first_player_chooses"], "default": "random",
                                  "help": "how boards are removed for the auction with fewer than 4 players "
                                          "(Z-25.3 step 2, DEC-1a)"},
        "extra_worker_unrest": {"choices": ["never", "with_v3"], "default": "never", "house": "RUL-18, Z-19.2",
                                "help": "circle B's extra worker (B-HIRE-PLUS) never raises unrest, "
                                        "even with variant V3"},
        "final_marker_majority": {"choices": ["value", "count"], "default": "value", "house": "RUL-3, Z-23.2",
                                  "help": "the final marker majorities compare total value "
                                          "(a value-3 marker counts 3), as in Phase 3"},
        "b_hire_marker": {"choices": ["optional", "compulsory"], "default": "optional", "house": "RUL-9, Z-19.2",
                          "help": "circle B's extra worker and square B's marker may be declined, "
                                  "like every B-side ability"},
    }

    def _check_options(self, opts: dict, players: int) -> None:
        """Options that need another one; the reason is a message of the game's catalogs."""
        if opts["public_draft_discards"] and not opts["draft"]:
            raise self.refusal("refused-zg-option-public-discards")
        if opts["auction_board_removal"] != "random" and opts["board_side"] != "B_auction":
            raise self.refusal("refused-zg-option-removal")


GAME = ZhanGuoGame()
