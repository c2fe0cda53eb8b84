"""What the table says in words: names of regions, spaces and cards, the prompt for the
deciding seat, the name of every legal action, and the tooltips' rule sentences.

All English; data/pl.json holds the Polish template of each sentence (section "table").
"""

from __future__ import annotations

from ..data import TABLES

NUMBER_WORDS = {1: "one", 2: "two"}


def region_name(rid: str) -> str:
    return TABLES.region_names[TABLES.region_index[rid]]


def region_colour(rid: str) -> str:
    return TABLES.colours[TABLES.region_colour[TABLES.region_index[rid]]]


def space_parts(sid: str) -> tuple[str, int]:
    """A house space as (region name, its number in the region): wei2 -> ("Wei", 2)."""
    s = TABLES.space_index[sid]
    r = TABLES.space_region[s]
    return TABLES.region_names[r], int(sid[len(TABLES.region_ids[r]):])


def colour_regions(colour: str) -> str:
    """'Wei or Shu': the regions a card of ``colour`` pays for (E-6.2)."""
    k = TABLES.colour_index[colour]
    return " or ".join(TABLES.region_names[r] for r in TABLES.colour_regions[k])


def article(word: str) -> str:
    """'an' before orange, 'a' before the other colours."""
    return "an" if word[:1] in "aeiou" else "a"


def card_counts(cards: list[str]) -> str:
    """'red ×3, green ×1' in the colours' order, or 'none'."""
    if not cards:
        return "none"
    return ", ".join(f"{c} ×{cards.count(c)}" for c in TABLES.colours if c in cards)


def player(view: dict, p: int) -> str:
    """A seat by its pieces' colour, as players tell each other apart at the table."""
    return f"the {view['player_colours'][p]} player"


def payment(words: list[str]) -> str:
    """The payment tokens of a notation in words: ['red'] -> 'one red card', ['pair', 'green'] ->
    'two green cards'."""
    if words[0] == "pair":
        return f"two {words[1]} cards"
    return f"one {words[0]} card"


def label(view: dict, notation: str) -> str:
    """A legal action's name for buttons and tooltips (docs/table.md): the decision it makes
    first (for placements the payment, which the status bar asks for), then what it does."""
    w = notation.split()
    kind = w[0] if w else ""
    if kind in ("house", "fortify") and len(w) >= 3:
        region, number = space_parts(w[1])
        piece = "house" if kind == "house" else "fortification"
        return f"Pay with {payment(w[2:])}: {piece} on space {number} of {region}"
    if kind == "emissary" and len(w) >= 3:
        return f"Pay with {payment(w[2:])}: emissary to {region_name(w[1])}"
    if kind == "draw" and len(w) == 2:
        return "Draw the top card of the deck" if w[1] == "deck" else f"Take the {w[1]} card from the display"
    if kind == "exchange" and len(w) == 4:
        if w[3] == "deck":
            return f"Swap {article(w[1])} {w[1]} card for the top card of the deck"
        return f"Swap {article(w[1])} {w[1]} card for the {w[3]} card of the display"
    if kind == "pass":
        return "Pass (no card can be exchanged)"
    if kind == "stop":
        return "End your turn (no card is left to draw)"
    return f"Unknown move: {notation}"


def prompt(view: dict) -> str | None:
    """What the deciding seat decides now, as an imperative sentence (None when the game is over)."""
    phase = view["phase"]
    if phase == "over" or view["is_terminal"]:
        return None
    can_take = view["deck_size"] > 0 or bool(view["display"])
    if phase == "start":
        if not view["hand_sizes"][view["turn"]]:
            return "Pass: you hold no card"
        if not can_take:
            return "Place one or two pieces in one region with your cards, or pass"
        if view["fortifications_variant"] and view["supply"][view["turn"]]["fortification"]:
            return "Choose one of your pieces, then where it goes (one or two in one region); or exchange a card"
        return "Place one or two pieces in one region with your cards, or exchange a card"
    if phase == "second":
        region = region_name(view["turn_region"])
        if not can_take:
            return f"Place a second piece in {region}, or end your turn"
        if view["fortifications_variant"] and view["supply"][view["turn"]]["fortification"]:
            return f"Choose a second piece for {region} and where it goes, or draw a card to stop placing"
        return f"Place a second piece in {region}, or draw a card to stop placing"
    if view["deck_size"] > 0:
        return "Draw back to 3 cards: take the top card of the deck or a card of the display"
    return "Draw back to 3 cards: take a card of the display"


# -- tooltips: a component's rule in a sentence or two ----------------------------------------------------

DESC_SPACE = ("A house space: one house may stand here. Houses give the majority in the region, and "
              "roads join spaces into lines that score at the end.")
DESC_DRAGON = ("The dragon space: emissaries stand here, at most as many as the most houses one player "
               "has in the region. Emissary majorities score in alliances at the end.")
DESC_REGION = ("When its last house space is filled the region is scored: the most houses score all its "
               "houses, each lower rank scores the houses of one player of the rank above.")
DESC_ALLIANCE = ("At the end, a player with the most emissaries in both regions (ties count) scores "
                 "all emissaries of both regions.")
DESC_ROADS = ("At the end, each line of at least 4 of a player's own houses joined by roads scores 1 "
              "point per house; branches do not count and each house counts once.")
DESC_MARKER = "This region has been scored; no house can be built here any more, emissaries still can."
DESC_DECK = ("Draw from here after placing, or take its top card in an exchange. When it runs out "
             "the first time the discard pile is reshuffled; the second time the last round begins.")
DESC_DISCARD = "Played and exchanged cards lie here face up until the deck runs out the first time."
DESC_REMOVED = "Cards taken out before the game; they never come back."
DESC_DISPLAY = "A face-up card anyone may take when drawing or exchanging."
DESC_HOUSES = "Each house goes on a free house space of the region your cards pay for."
DESC_EMISSARIES = ("Each emissary goes on the dragon space of the region your cards pay for, while the "
                   "region holds fewer emissaries than the most houses of one player there.")
DESC_FORT = ("Your one fortification goes on an empty house space. Whoever builds a house on it "
             "doubles his points for that region and for a road line through it.")
DESC_WALL = ("The score track: each player's marker stands on his score. Past 50 a marker starts "
             "again from 0 and its player takes a point card; all scores are public.")
DESC_SCORE = "This player's score marker (an emissary that never enters play)."
DESC_RUNOUTS = "After the second run-out the round is finished and the game ends."


def card_desc(colour: str) -> str:
    return (f"One {colour} card pays for one piece in {colour_regions(colour)}; two {colour} cards "
            f"together pay for one piece in a region of another colour.")
