"""ZhanGuo's pieces, cards, tiles and rewards named in words, and what each one does.

Every phrase here is English for a player (no notation, ids or rule codes); the game's
catalog (data/pl.json, section "table") gives each its Polish form.  Sentences are built
from a small set of shapes so the catalog can translate them part by part.
"""

from __future__ import annotations

from .. import data as _data

ASPECTS = ("beige", "orange", "brown")
OFFICIALS = ("red", "grey", "white")

#: the aspect each card and marker colour stands for (rules: beige writing, orange currency, brown laws)
ASPECT_NAME = {"beige": "Writing", "orange": "Currency", "brown": "Laws"}
AREA_NAME = {"TQ": "Turquoise", "GD": "Gold", "CR": "Crimson"}
BOARD_NAME = {"A": "A side", "circle": "Circle board", "square": "Square board", "triangle": "Triangle board",
              "star": "Star board"}

#: the court action each card ability answers to, as a card face and a sentence say it
TRIGGER_SHORT = {"build_wall": "Wall", "build_palace": "Palace", "hire_workers": "Hire",
                 "recruit_official": "Recruit", "install_governor": "Governor"}
TRIGGER_WHEN = {
    "build_wall": "After you build a wall with a card higher than the court's top card",
    "build_palace": "After you build a palace with a card higher than the court's top card",
    "hire_workers": "After you hire workers with a card higher than the court's top card",
    "recruit_official": "After you recruit an official with a card lower than the court's top card",
    "install_governor": "After you install a governor with a card lower than the court's top card",
}
COURT_ACTION_NAME = {"recruit": "Recruit an official", "reassign": "Reassign officials",
                     "governor": "Install a governor", "hire": "Hire workers", "palace": "Build a palace",
                     "wall": "Build a wall"}
COURT_ACTION_FIRES = {"recruit": "a lower card fires abilities", "reassign": "never fires abilities",
                      "governor": "a lower card fires abilities", "hire": "a higher card fires abilities",
                      "palace": "a higher card fires abilities", "wall": "a higher card fires abilities"}
COURT_ACTION_DESC = {
    "recruit": "Move one official of a colour of your choice from your supply into the governor area of any region.",
    "reassign": "Spend 1 to 3 reassign points: each moves one official one step between adjacent governor areas, "
                "between adjacent worker areas, or up from a worker area to its governor area.",
    "governor": "Return a red, a grey and a white official from a region's governor area, put a governor on a free "
                "bonus square of that region (or beside them when all are taken), take the bonus and reset the "
                "region's unrest to 0.",
    "hire": "Take one worker per official in a region's worker area; the region's unrest rises by 1.",
    "palace": "Return 2 workers of a region and 1 of another region, build a palace in that region, take a "
              "value-3 marker if one is left and gain 1 VP per card on your board.",
    "wall": "Build a wall in a free cell of a section where you have none; return 1, 2 or 3 workers from as many "
            "different regions.",
}


def an(word: str) -> str:
    """The English article for ``word`` ("an orange", "a red")."""
    return ("an " if word[:1] in "aeiou" else "a ") + word


def official(c: str, n: int = 1) -> str:
    return f"{n} {c} official" + ("" if n == 1 else "s")


def workers(n: int) -> str:
    return f"{n} worker" + ("" if n == 1 else "s")


def points(n: int) -> str:
    return f"{n} VP"


# ------------------------------------------------------------------ card abilities (rules Z-17, Z-18)

def bonus_short(bonus: str, param) -> str:
    """A card ability's effect on a card face (a few words)."""
    if bonus == "marker":
        return "take a marker"
    if bonus == "reassign2":
        return "2 reassign points"
    if bonus == "vp":
        return f"+{param} VP"
    if bonus == "worker_here":
        return "a worker here"
    if bonus == "vp_per_colour":
        return f"1 VP per {ASPECTS[param]} card"
    if bonus == "unrest_any":
        return "calm any region"
    if bonus == "unrest_here":
        return "calm this region"
    if bonus == "move_worker":
        return "move a worker"
    if bonus == "official_here":
        return f"{OFFICIALS[param]} official here"
    return bonus


def bonus_long(bonus: str, param) -> str:
    """A card ability's effect as a sentence's second half."""
    if bonus == "marker":
        return "you may take a value-1 marker of any colour (1 VP if none is left)"
    if bonus == "reassign2":
        return "you may spend up to 2 reassign points"
    if bonus == "vp":
        return f"gain {param} VP"
    if bonus == "worker_here":
        return "you may take a worker into this region's worker area"
    if bonus == "vp_per_colour":
        return f"gain 1 VP per {ASPECTS[param]} card on your board"
    if bonus == "unrest_any":
        return "you may lower the unrest of any region by 1"
    if bonus == "unrest_here":
        return "you may lower this region's unrest by 1"
    if bonus == "move_worker":
        return "you may move a worker to an adjacent region's worker area"
    if bonus == "official_here":
        return f"you may put a {OFFICIALS[param]} official from your supply into this region's governor area"
    return bonus


def card_colour(n: int) -> str:
    return ASPECTS[(n - 1) // 40]


def card_title(n: int) -> str:
    c = card_colour(n)
    return f"Card {n}, {c} ({ASPECT_NAME[c]})"


def card_abilities(n: int) -> list:
    return list(_data.DATA.abilities[n]) if 0 < n < len(_data.DATA.abilities) else []


def card_desc(n: int) -> str:
    parts = [f"{TRIGGER_WHEN[t]}: {bonus_long(b, p)}." for t, b, p in card_abilities(n)]
    return " ".join(parts + ["The ability works once the card is tucked under your board, "
                             "and not while its region's unrest is at the maximum."])


# ------------------------------------------------------------------ main board pieces

SQUARE_SHORT = {"reassign4": "4 moves", "official": "Official", "vp4": "4 VP"}
SQUARE_NAME = {"reassign4": "Bonus square: 4 reassign points", "official": "Bonus square: an official",
               "vp4": "Bonus square: 4 VP"}
SQUARE_DESC = {
    "reassign4": "A governor placed here may spend up to 4 reassign points at once.",
    "official": "A governor placed here may bring one official of any colour from your supply into any "
                "governor area.",
    "vp4": "A governor placed here gains 4 VP at once.",
}

CRITERION_SHORT = {
    "empty_unrest": "Regions without unrest",
    "officials_ge_unrest": "Regions with officials at least unrest",
    "has_grey_official": "Regions with a grey official",
    "has_red_official": "Regions with a red official",
    "has_white_official": "Regions with a white official",
    "fixed_minus_unrest": "Fixed VP minus all your unrest",
    "colour_sets": "Sets of one card of each colour",
    "full_regions": "Regions with 3 cards",
    "pair_same_colour": "Regions with 2 cards of a colour",
    "has_orange_card": "Regions with an orange card",
    "has_brown_card": "Regions with a brown card",
    "has_beige_card": "Regions with a beige card",
}
CRITERION_DESC = {
    "empty_unrest": "At the end, each wall here scores its value for every region of your board with no unrest.",
    "officials_ge_unrest": "At the end, each wall here scores its value for every region of your board whose "
                           "officials (both areas) are at least its unrest.",
    "has_grey_official": "At the end, each wall here scores its value for every region of your board with a grey "
                         "official.",
    "has_red_official": "At the end, each wall here scores its value for every region of your board with a red "
                        "official.",
    "has_white_official": "At the end, each wall here scores its value for every region of your board with a "
                          "white official.",
    "fixed_minus_unrest": "At the end, each wall here scores its value minus the unrest of all your regions "
                          "(it may be negative).",
    "colour_sets": "At the end, each wall here scores its value for every set of a beige, an orange and a brown "
                   "card on your board.",
    "full_regions": "At the end, each wall here scores its value for every region of your board holding 3 cards.",
    "pair_same_colour": "At the end, each wall here scores its value for every region of your board holding 2 "
                        "cards of one colour.",
    "has_orange_card": "At the end, each wall here scores its value for every region of your board with an orange "
                       "card.",
    "has_brown_card": "At the end, each wall here scores its value for every region of your board with a brown "
                      "card.",
    "has_beige_card": "At the end, each wall here scores its value for every region of your board with a beige "
                      "card.",
}


def section_name(sec: str) -> str:
    return f"{AREA_NAME[sec[:2].upper()]} {sec[2:]}"


def cell_value(criterion: str, vp: int) -> str:
    return f"{vp} VP minus unrest" if criterion == "fixed_minus_unrest" else f"{vp} VP each"


def goal_needs(slot: str, needs: list) -> str:
    """What a goal tile asks for, in words: 'palaces in regions 1, 2 and 5'."""
    if slot == "wall":
        counts = {}
        for s in needs:
            counts[s] = counts.get(s, 0) + 1
        parts = [f"{n} {AREA_NAME[a]}" for a, n in counts.items()]
        return "walls: " + _and(parts)
    word = "palaces" if slot == "palace" else "governors"
    return f"{word} in regions " + _and([str(x) for x in needs])


def _and(parts: list) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


GOAL_TITLE = {"wall": "Wall goal", "palace": "Palace goal", "governor": "Governor goal"}
SECTION_WORD = {"top": "top row", "bottom": "bottom row"}


# ------------------------------------------------------------------ rewards (Z-21.8)

def reward_lines(cell: dict) -> tuple:
    """A reward cell in two short lines."""
    kind = cell["kind"]
    if kind == "official_choice":
        return "An official", f"in region {cell['region']}"
    if kind == "two_red":
        return "2 red officials", f"in region {cell['region']}"
    if kind == "two_grey":
        return "2 grey officials", f"in region {cell['region']}"
    if kind == "two_workers":
        return "2 workers", f"in region {cell['region']}"
    if kind == "governor":
        regs = cell["regions"]
        return "A governor", ("in any region" if regs == "any" else
                              "in region " + " or ".join(str(r) for r in regs))
    if kind == "wall":
        return "A wall", "free of workers"
    if kind == "palace":
        return "A palace", "free of workers"
    return kind, ""


def reward_text(cell: dict) -> str:
    a, b = reward_lines(cell)
    return f"{a} {b}"


REWARD_DESC = {
    "official_choice": "Take one official of a colour of your choice from your supply into that region's "
                       "governor area.",
    "two_red": "Take 2 red officials from your supply into that region's governor area.",
    "two_grey": "Take 2 grey officials from your supply into that region's governor area.",
    "two_workers": "Take 2 workers into that region's worker area; unrest does not change.",
    "governor": "Install a governor there without returning officials: bonus square and unrest reset as usual.",
    "wall": "Build a wall in any free cell of a section where you have none, without returning workers.",
    "palace": "Build a palace without returning workers (no value-3 marker); gain 1 VP per card on your board.",
}


# ------------------------------------------------------------------ B sides (Z-19)

B_SHORT = {
    "B-HIRE-PLUS": "Hire: an extra worker",
    "B-GOV-MOVE-WORKER": "Governor: move a worker",
    "B-WALL-RECRUIT-MARKER": "Wall or recruit: a marker",
    "B-REASSIGN-WALL-CALM": "Reassign or wall: calm a region",
    "B-RECRUIT-REASSIGN": "Recruit: 2 reassign points",
    "B-GOV-MOVE-GOVERNOR": "Governor: move a governor",
}
B_DESC = {
    "B-HIRE-PLUS": "Whenever you hire workers, take 1 extra worker there (no extra unrest), then you may spend "
                   "1 reassign point.",
    "B-GOV-MOVE-WORKER": "Whenever you install a governor, you may move 1 worker to an adjacent region's worker "
                         "area.",
    "B-WALL-RECRUIT-MARKER": "Whenever you build a wall or recruit an official, you may take a value-1 marker of "
                             "any colour (1 VP if none is left).",
    "B-REASSIGN-WALL-CALM": "Whenever you reassign officials or build a wall, you may lower the unrest of a region "
                            "by 1 and take a worker there.",
    "B-RECRUIT-REASSIGN": "Whenever you recruit an official, you may spend up to 2 reassign points.",
    "B-GOV-MOVE-GOVERNOR": "Whenever you install a governor, you may move one of your governors beside the squares "
                           "of an adjacent region (no bonus, no unrest reset).",
}
B_KIND = {"bhire": "B-HIRE-PLUS", "bworker": "B-GOV-MOVE-WORKER", "bmarker": "B-WALL-RECRUIT-MARKER",
          "bcalm": "B-REASSIGN-WALL-CALM", "breassign": "B-RECRUIT-REASSIGN", "bgovernor": "B-GOV-MOVE-GOVERNOR"}


def board_name(b) -> str:
    return BOARD_NAME.get(b, "No board yet") if b else "No board yet"


def officials_short(start) -> str:
    """Starting officials in few words: '2 red and 1 grey'."""
    return _and([f"{n} {OFFICIALS[c]}" for c, n in enumerate(start) if n])


def officials_list(start) -> str:
    return _and([official(OFFICIALS[c], n) for c, n in enumerate(start) if n])


# ------------------------------------------------------------------ positions on a player board

def place(loc: str) -> str:
    """``g3`` / ``w3`` in words."""
    return f"{'governor' if loc[0] == 'g' else 'worker'} area {loc[1:]}"
