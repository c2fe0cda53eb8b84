"""The action vocabulary of In the Year of the Dragon (D-22, A-1..A-16).

Every decision is one lower-case line; palaces are numbered from 1 in the order the
player's view lists them.  Person types are written by their T-1 ids (``cr cl tc py
wa mo he fa sc``), person tiles by type and age (``py-y``, ``py-o``; the three
single-age types have no suffix: ``cr``), cards by type id or ``wild``.

==========================  ==========  ==============================================
notation                    decision    meaning
==========================  ==========  ==============================================
``pair cr sc``              A-1         take one young tile of each type (setup)
``place 1``                 A-2, A-9    put the tile in hand into palace 1
``money``                   A-3         take money (top up to 3 yuan)
``occupy 2 taxes``          A-3         occupy group 2 and resolve its Taxes card
``floor new``/``floor 2``   A-4         place one floor as a new palace / on palace 2
``privilege small``         A-5         buy a small (or ``large``) privilege
``wall rice``               A-6         build the wall tile with the rice bonus
``card wild``/``card mo``   A-7         play a person card
``tile mo-o``               A-8         take that tile from the supply
``replace 1 sc-o``          A-9         release that person of palace 1, the new one takes its floor
``discard``                 A-9         the new tile leaves the game
``release 2 wa-o``          A-10, A-11  release that person of palace 2
``unsupplied 3``            A-11        drought: palace 3 gets no rice
``remove-floor 1``          A-12        earthquake: palace 1 loses a floor
``remove-floor 1 cl``       A-12        earthquake: full palace 1 loses a floor and its court lady
``return 2 0 1``            A-13        flood: return 2 yuan, 0 rice, 1 fireworks
``discard-cards sc wild``   A-14        tornado: discard these two cards
``sunrise py``              A-15        sunrise: take a young pyrotechnist
``charter fa``              A-16        charter: the farmers' benefit
==========================  ==========  ==============================================
"""

from __future__ import annotations

from tianxia.core import Action

#: decision kind (first word of a task) -> what the player is asked, for prompts and errors
DECISIONS = {
    "pair": "choose the pair of initial persons (pair A B)",
    "initial": "choose the palace for an initial person (place N)",
    "act": "choose an action (money, or occupy GROUP CARD)",
    "floor": "place a palace floor (floor new, floor N)",
    "privilege": "choose the privilege to buy (privilege small|large)",
    "wallbuild": "choose the wall tile to build (wall BONUS)",
    "card": "play a person card (card TYPE|wild)",
    "tile": "choose the person tile to take (tile KIND)",
    "place": "place the new person (place N, replace N KIND, discard)",
    "release": "choose a person to release (release N KIND)",
    "unsupplied": "choose an unsupplied palace for the drought (unsupplied N)",
    "quake": "choose a palace to lose a floor in the earthquake (remove-floor N [KIND])",
    "flood": "choose what to return to the flood (return YUAN RICE FIREWORKS)",
    "tornado": "choose two cards to discard to the tornado (discard-cards A B)",
    "sunrise": "choose a young person type for the sunrise (sunrise TYPE)",
    "charter": "choose a person type for the charter (charter TYPE)",
}

#: first word of an action -> the decision kinds it answers
ANSWERS = {
    "pair": ("pair",), "place": ("initial", "place"), "money": ("act",), "occupy": ("act",),
    "floor": ("floor",), "privilege": ("privilege",), "wall": ("wallbuild",), "card": ("card",),
    "tile": ("tile",), "replace": ("place",), "discard": ("place",), "release": ("release",),
    "unsupplied": ("unsupplied",), "remove-floor": ("quake",), "return": ("flood",),
    "discard-cards": ("tornado",), "sunrise": ("sunrise",), "charter": ("charter",),
}

MONEY = Action("money")
DISCARD = Action("discard")
FLOOR_NEW = Action("floor", "new")
SMALL = Action("privilege", "small")
LARGE = Action("privilege", "large")

_PLACE = [Action("place", i + 1) for i in range(64)]
_FLOOR = [Action("floor", i + 1) for i in range(64)]
_QUAKE = [Action("remove-floor", i + 1) for i in range(64)]
_UNSUPPLIED = [Action("unsupplied", i + 1) for i in range(64)]


def place(i: int) -> Action:
    """Put the tile into palace ``i`` (0-based)."""
    return _PLACE[i] if i < 64 else Action("place", i + 1)


def floor(i: int) -> Action:
    return _FLOOR[i] if i < 64 else Action("floor", i + 1)


def remove_floor(i: int) -> Action:
    return _QUAKE[i] if i < 64 else Action("remove-floor", i + 1)


def unsupplied(i: int) -> Action:
    return _UNSUPPLIED[i] if i < 64 else Action("unsupplied", i + 1)


def replace(i: int, kind: str) -> Action:
    return Action("replace", i + 1, kind)


def release(i: int, kind: str) -> Action:
    return Action("release", i + 1, kind)


def occupy(group: int, card: str) -> Action:
    """Occupy group ``group`` (0-based) and resolve ``card``."""
    return Action("occupy", group + 1, card)


def pair(a: str, b: str) -> Action:
    return Action("pair", a, b)


def card(c: str) -> Action:
    return Action("card", c)


def tile(kind: str) -> Action:
    return Action("tile", kind)


def wall(bonus: str) -> Action:
    return Action("wall", bonus)


def give_back(yuan: int, rice: int, fireworks: int) -> Action:
    return Action("return", yuan, rice, fireworks)


def discard_cards(a: str, b: str) -> Action:
    return Action("discard-cards", a, b)


def sunrise(t: str) -> Action:
    return Action("sunrise", t)


def charter(t: str) -> Action:
    return Action("charter", t)
