"""The words of the table: what each component is called and what it does, in English.

Every text here is a whole sentence or a name with numbers in it, so the game's catalog
(``data/pl.json``) can translate it with one template; texts are built from the rule tables
(``data/*.json``) so they say what the engine does.
"""

from __future__ import annotations

from ..data import TABLES as T

RULES = T.rules
ROUNDS = T.rounds
KIND_TYPE = {k: T.types[T.kind_type[i]] for i, k in enumerate(T.kinds)}
KIND_VALUE = dict(zip(T.kinds, T.kind_value))
KIND_SYMBOLS = dict(zip(T.kinds, T.kind_symbols))
KIND_AGE = dict(zip(T.kinds, T.kind_age))
SINGLE_AGE = {t for t in T.types if len(T.kinds_of_type[T.type_index[t]]) == 1}


def player(seat: int) -> str:
    """How a seat is named in titles and descriptions (the page's name strip names it better)."""
    return f"Player {seat + 1}"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def a(phrase: str) -> str:
    """'a craftsman', 'an old scholar'."""
    return ("an " if phrase[:1] in "aeiou" else "a ") + phrase


def kind_name(k: str) -> str:
    """'young warrior', 'old scholar', 'craftsman' (single-age types have no age)."""
    t = KIND_TYPE[k]
    if t in SINGLE_AGE:
        return T.type_name[t]
    return ("young " if KIND_AGE[k] == "y" else "old ") + T.type_name[t]


def young_kind(t: str) -> str:
    """The young tile of type ``t`` (the pair and the sunrise take young tiles)."""
    return next(k for k in T.kinds if KIND_TYPE[k] == t and KIND_AGE[k] == "y")


#: the symbol of each person type, singular and plural, as the rulebook names it
SYMBOL_WORDS = {"hammer": ("hammer", "hammers"), "dragon": ("dragon", "dragons"), "coin": ("coin", "coins"),
                "rocket": ("rocket", "rockets"), "helmet": ("helmet", "helmets"), "Buddha": ("Buddha", "Buddhas"),
                "mortar": ("mortar", "mortars"), "rice": ("rice sack", "rice sacks"), "book": ("book", "books")}


def symbols(k: str) -> str:
    """'2 helmets', '1 rice sack'."""
    n = KIND_SYMBOLS[k]
    one, many = SYMBOL_WORDS[T.type_symbol[KIND_TYPE[k]]]
    return f"{n} {one if n == 1 else many}"


TYPE_EFFECT = {
    "cr": "Craftsmen: each hammer adds a palace floor to the Build action.",
    "cl": "Court ladies: each dragon scores 1 VP in every scoring phase.",
    "tc": "Tax collectors: each coin adds 1 yuan to the Taxes action.",
    "py": "Pyrotechnists: each rocket adds a fireworks token to the Fireworks display.",
    "wa": "Warriors: each helmet adds a space to the Military parade and scores 1 VP in a Mongol Invasion.",
    "mo": "Monks: at the end each Buddha scores 1 VP per floor of the monk's palace.",
    "he": "Healers: each mortar saves one person in a Plague.",
    "fa": "Farmers: each rice sack adds a rice token to the Harvest.",
    "sc": "Scholars: each book adds 1 VP to the Research action.",
}


def person_desc(k: str) -> str:
    return f"Track value {KIND_VALUE[k]}; {symbols(k)}. {TYPE_EFFECT[KIND_TYPE[k]]}"


def supply_desc(k: str, left: int) -> str:
    return f"{left} left in the supply. Track value {KIND_VALUE[k]}; {symbols(k)}. {TYPE_EFFECT[KIND_TYPE[k]]}"


# -- events -------------------------------------------------------------------------------------

EVENT_RULE = {
    "peace": "Nothing happens.",
    "tribute": (f"Each player pays {RULES['tribute']} yuan; a player who cannot pays all they have and releases "
                "1 person per missing yuan."),
    "drought": ("Each player hands in 1 rice per palace with persons; each palace left without rice releases "
                "1 person."),
    "festival": (f"Most fireworks: {RULES['festival_vp'][0]} VP, second most: {RULES['festival_vp'][1]} VP; "
                 "those who score give back half their fireworks, rounded up."),
    "mongol": ("Each player scores 1 VP per helmet on their warriors; the players with the fewest helmets "
               "release 1 person each."),
    "plague": (f"Each player releases {RULES['plague_releases']} persons, 1 fewer per mortar on their "
               "healers."),
}
WALL_CHECK = ("Great Wall check: if the wall reaches this round, 1 VP per own wall tile; if not, the players "
              "with the fewest wall tiles release 1 person each.")

GREAT_RULE = {
    "lanternfest": "Each player scores 2 VP per person in their palaces.",
    "buddha": "Each player scores their monks as at the end: Buddhas times the floors of the monk's palace.",
    "earthquake": ("In turn order each player removes 2 palace floors; a palace left with more persons than "
                   "floors releases the extra persons."),
    "flood": "In turn order each player returns half of their yuan, rice and fireworks together, rounded down.",
    "solar_eclipse": "The event of round 7 happens a second time.",
    "volcanic_eruption": "All person markers go back to space 0, keeping the turn order.",
    "tornado": ("In turn order each player discards 2 person cards; the 2 left are played in rounds 8 and 9, "
                "and rounds 10 to 12 have no person phase."),
    "sunrise": ("In turn order each player takes a young person of a type nobody took in this sunrise, without "
                "a card, and places it as usual."),
    "assassination_attempt": "Every privilege goes back to the supply, without compensation.",
    "charter": ("In turn order each player chooses a type of their persons and gains its benefit from those "
                "persons' symbols."),
}
GREAT_HIDDEN = "A great event lies face down here; it is revealed and happens in round 7, after the event."


def event_title(r: int, e: str, current: bool) -> str:
    return f"Round {r}, this round: {T.event_name[e]}" if current else f"Round {r}: {T.event_name[e]}"


def event_desc(e: str, great_wall: bool) -> str:
    return WALL_CHECK if great_wall and e == "mongol" else EVENT_RULE[e]


# -- the Great Wall -----------------------------------------------------------------------------

WALL_BONUS = {
    "rice": "Gain 1 rice.", "fireworks": "Gain 1 fireworks.",
    "floor": "Gain 1 palace floor and build it at once.", "yuan": "Gain 2 yuan.",
    "track": "Move 3 spaces on the person track.", "vp": "Gain 3 VP.",
}


def built_wall_title(i: int, seat: int, bonus: str) -> str:
    return f"Wall position {i}: {T.wall_name[bonus]} tile of {player(seat)}"


BUILT_WALL_DESC = "Built on the Great Wall; counts for its builder in every wall check."
EMPTY_WALL_DESC = ("The next wall tile built goes to the first empty position. In a Mongol Invasion round the "
                   "wall holds if it reaches that round.")


# -- action cards ---------------------------------------------------------------------------------

def card_rule(c: str, large_cost: int) -> str:
    return {
        "taxes": "Gain 2 yuan, plus 3 for each tax collector in your palaces.",
        "build": ("Gain 1 palace floor, plus 1 per hammer on your craftsmen; build them all at once, on your "
                  "palaces (up to 3 floors) or as new palaces."),
        "harvest": "Gain 1 rice, plus 1 per rice sack on your farmers.",
        "fireworks": "Gain 1 fireworks, plus 1 per rocket on your pyrotechnists.",
        "parade": "Move 1 space on the person track, plus 1 per helmet on your warriors.",
        "research": "Gain 1 VP, plus 1 per book on your scholars.",
        "privilege": (f"Buy one privilege: small for {RULES['small_privilege']['cost']} yuan or large for "
                      f"{large_cost} yuan."),
        "wall": "Build one of your wall tiles on the Great Wall and gain its bonus at once.",
    }[c]


CARD_GAIN = {"taxes": "gives yuan", "build": "gives floors", "harvest": "gives rice", "fireworks": "gives fireworks",
             "parade": "moves you on", "research": "gives VP", "privilege": "buys a privilege",
             "wall": "builds the wall"}

GROUP_DESC = (f"Occupying a card of this group puts your dragon here. Joining a group that already holds a "
              f"dragon costs {RULES['group_fee']} yuan.")
MONEY_DESC = (f"Instead of an action card: take yuan from the supply until you have {RULES['money_top_up']}. "
              "No dragon is placed.")


def privilege_desc(large: bool, large_cost: int) -> str:
    if large:
        return f"Costs {large_cost} yuan. Scores {RULES['large_privilege']['dragons']} VP in every scoring phase."
    return (f"Costs {RULES['small_privilege']['cost']} yuan. Scores {RULES['small_privilege']['dragons']} VP in "
            "every scoring phase.")


# -- person cards ---------------------------------------------------------------------------------

def card_name(c: str) -> str:
    return "Wild card" if c == "wild" else f"Person card: {T.type_name[c]}"


def hand_card_desc(c: str, n: int) -> str:
    if c == "wild":
        return f"In hand: {n}. Played in the person phase: take any person tile from the supply."
    return (f"In hand: {n}. Played in the person phase: take a {T.type_name[c]} from the supply, young or old "
            "(nothing if none is left).")


# -- a player's area --------------------------------------------------------------------------------

def palace_desc(floors: int, persons: int) -> str:
    return (f"Floors: {floors}, persons: {persons}. Each floor holds one person; the palace scores 1 VP in every "
            "scoring phase; an empty palace loses a floor after each event.")


NEW_PALACE_DESC = "Build the floor here as the first floor of a new palace."

COUNTER = {
    "yuan": ("Yuan", "Pays the tribute, the group fee and privileges; at the end every 3 yuan score 1 VP."),
    "rice": ("Rice", "Feeds palaces with persons in a drought, 1 each; at the end worth 2 yuan."),
    "fireworks": ("Fireworks", "Count in the Dragon Festival; at the end worth 2 yuan."),
    "small": ("Small privileges", "Each scores 1 VP in every scoring phase."),
    "large": ("Large privileges", "Each scores 2 VP in every scoring phase."),
    "score": ("Victory points", "Most VP at the end wins; a tie goes to the player further on the person track."),
}


def marker_desc(rank: int, space: int) -> str:
    return (f"Number {rank} in turn order, on space {space}. Players act in person-track order: further along "
            "first; on the same space the marker on top first.")


#: why persons are released (release tasks' reasons), as the log names them
REASON = {"tribute": "Imperial Tribute", "drought": "Drought", "mongol": "Mongol Invasion", "plague": "Plague",
          "wall": "Great Wall", "earthquake": "Earthquake"}

#: score categories (the state's POINT_SOURCES) in words
CATEGORY = {"research": "Research", "festival": "Dragon Festival", "mongol": "Mongol Invasion",
            "wall": "Great Wall", "palaces": "Palaces", "ladies": "Court ladies", "privileges": "Privileges",
            "great": "Great event", "persons": "Persons at the end", "monks": "Monks at the end",
            "money": "Money at the end", "earlier": "Earlier points"}
