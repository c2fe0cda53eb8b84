"""The table's words around the board: the prompt of the pending decision, each legal action's
name, the score table by source of VP and the counters of a seat's panel."""

from __future__ import annotations

from .words import (ASPECT_NAME, ASPECTS, B_KIND, B_SHORT, COURT_ACTION_NAME, GOAL_TITLE, an,
                    bonus_short, board_name, card_abilities, place, reward_text, section_name)

#: blue, red, purple, yellow: the player colours of the box (rules Z-2.2)
SEAT_COLOURS = ["#2b6cb0", "#c53030", "#6b46c1", "#b7791f"]

_COURT_WORD = {"recruit_official": "recruit", "reassign_officials": "reassign", "install_governor": "governor",
               "hire_workers": "hire", "build_palace": "palace", "build_wall": "wall"}


def prompt(view: dict):
    """What the deciding seat is asked now, as an imperative sentence (None when the game is over)."""
    pend = view["pending"]
    k = pend["kind"]
    if k == "over":
        return None
    if k == "remove":
        return "Choose a player board to remove before the auction"
    if k in ("pick", "board"):
        return "Choose your player board; you play its B side"
    if k == "auction":
        return "Choose your player board"
    if k == "bid":
        if pend["high"] <= 0:
            return "Open the auction for a player board: bid at least 1 VP"
        return f"Bid more than {pend['high']} VP for the next player board, or pass"
    if k == "draft":
        return f"Choose the {pend['deck']} card to discard; you keep the other two"
    if k == "play":
        return "Play a card: tuck it under a region of your board, or play it to the court"
    if k == "declare":
        card, under = pend["card"], pend["beneath"]
        if not under:
            return f"Choose the court action for card {card}; as the first court card it fires your abilities"
        if card > under:
            return f"Choose the court action for card {card}; higher than {under}, it fires wall, palace and hire"
        return f"Choose the court action for card {card}; lower than {under}, it fires recruit and governor"
    if k == "pool":
        if "transit" in pend:
            c, area = pend["transit"]
            return f"Move your {c} official on: it may not stop in the full {place(area)}"
        if pend["min"]:
            return f"Move officials: {pend['points']} reassign points left, spend at least 1"
        return f"Move officials: up to {pend['points']} reassign points left"
    if k == "window":
        name = COURT_ACTION_NAME[_COURT_WORD.get(pend.get("action"), "reassign")]
        if pend.get("triggered"):
            return f"{name} fired your card abilities: use those you want, then finish"
        return f"{name} fired no card ability: use your board's abilities, then finish"
    if k == "claims":
        return "Claim the goals you have reached, then finish"
    if k == "wallpay":
        return f"Choose a region to pay a worker for the wall ({pend['workers_due']} still due)"
    if k == "palpay":
        return f"Choose the other region that pays a worker for the palace in region {pend['region']}"
    if k == "paltake":
        return "Take a value-3 marker"
    if k == "square":
        return f"Choose the bonus square for your governor in region {pend['region']}"
    if k == "offbonus":
        return "Place the bonus official in a governor area, or decline"
    if k == "offer":
        a = pend["aspect"]
        return f"Take the {ASPECT_NAME[a]} reward ({reward_text(pend['reward'])}) for all your {a} markers, or pass"
    return "Choose an action"


def label(view: dict, notation: str) -> str:
    """A legal action named in words for buttons and tooltips."""
    w = str(notation).split()
    if not w:
        return notation
    k, a = w[0], w[1:]
    pend = view.get("pending", {})
    if k == "remove":
        return f"Remove the {board_name(a[0])}"
    if k == "board":
        return f"Take the {board_name(a[0])}"
    if k == "bid":
        return f"Bid {a[0]} VP"
    if k == "pass":
        return "Pass"
    if k == "discard":
        seat = view.get("seat")
        try:
            card = view["seats"][seat]["draft"][ASPECTS.index(a[0])][int(a[1]) - 1]
            return f"Discard card {card}"
        except (TypeError, IndexError, KeyError, ValueError):
            return f"Discard {a[0]} card {a[1]}"
    if k == "free":
        return f"Move {an(a[1])} official down to worker area {a[0]}"
    if k == "unify":
        return f"Tuck card {a[0]} under region {a[1]}"
    if k == "court":
        return f"Play card {a[0]} to the court"
    if k == "recruit":
        return f"Recruit {an(a[0])} official into region {a[1]}"
    if k == "reassign":
        return "Reassign officials"
    if k == "governor":
        return f"Install a governor in region {a[0]}"
    if k == "hire":
        return f"Hire workers in region {a[0]}"
    if k == "palace":
        return f"Build a palace in region {a[0]}"
    if k == "wall":
        return f"Build a wall on {section_name(a[0])}, cell of {a[1]}"
    if k == "pay":
        return f"Pay a worker from region {a[0]}"
    if k == "take":
        return f"Take the {a[0]} value-3 marker"
    if k == "square":
        try:
            bonus = view["governors"][pend["region"] - 1]["squares"][int(a[0]) - 1]["bonus"]
            return {"reassign4": "Square with 4 reassign points", "official": "Square with an official",
                    "vp4": "Square with 4 VP"}[bonus]
        except (KeyError, IndexError, TypeError, ValueError):
            return f"Bonus square {a[0]}"
    if k == "official":
        return f"Place the bonus {a[0]} official in region {a[1]}"
    if k == "decline":
        return "Decline"
    if k == "step":
        return f"Move {an(a[0])} official from {place(a[1])} to {place(a[2])}"
    if k == "stop":
        return "Stop moving officials"
    if k == "use":
        return _use_label(a)
    if k in B_KIND:
        return _b_label(k, a)
    if k == "done":
        return "Finish"
    if k == "claim":
        return f"Claim: {GOAL_TITLE[a[1]]} ({a[0]})"
    if k == "accept":
        return _accept_label(pend, a)
    return notation


def _use_label(a: list) -> str:
    aid = a[0]
    n = int(aid.rstrip("abcdefghij"))
    idx = ord(aid[-1]) - 97 if aid[-1].isalpha() else 0
    abl = card_abilities(n)
    if not abl:
        return f"Use card {n}"
    trig, bonus, param = abl[min(idx, len(abl) - 1)]
    rest = a[1:]
    if bonus == "marker":
        return f"Card {n}: take {an(rest[0])} marker" if rest else f"Card {n}: 1 VP instead of a marker"
    if bonus == "unrest_any":
        return f"Card {n}: calm region {rest[0]}"
    if bonus == "move_worker":
        return f"Card {n}: move a worker from region {rest[0]} to region {rest[1]}"
    return f"Card {n}: {bonus_short(bonus, param)}"


def _b_label(k: str, a: list) -> str:
    if k == "bhire":
        return "Board: an extra worker"
    if k == "bworker":
        return f"Board: move a worker from region {a[0]} to region {a[1]}"
    if k == "bmarker":
        return f"Board: take {an(a[0])} marker" if a else "Board: 1 VP instead of a marker"
    if k == "bcalm":
        return f"Board: calm region {a[0]}"
    if k == "breassign":
        return "Board: 2 reassign points"
    if k == "bgovernor":
        return f"Board: move a governor from region {a[0]} to region {a[2]}"
    return B_SHORT[B_KIND[k]]


def _accept_label(pend: dict, a: list) -> str:
    cell = pend.get("reward") or {}
    kind = cell.get("kind")
    if not a:
        return f"Accept: {reward_text(cell)}" if cell else "Accept the reward"
    if kind == "official_choice":
        return f"Accept: {an(a[0])} official in region {cell['region']}"
    if kind == "governor":
        return f"Accept: a governor in region {a[0]}"
    if kind == "palace":
        return f"Accept: a palace in region {a[0]}"
    if kind == "wall" and len(a) == 2:
        return f"Accept: a wall on {section_name(a[0])}, cell of {a[1]}"
    return "Accept the reward"


# ------------------------------------------------------------------ scores and panels

_PLAY_ROWS = (("auction", "Starting VP and auction"), ("palaces", "Palaces"), ("squares", "Governor bonus squares"),
              ("cards", "Card abilities"), ("shortage", "Missing markers"))
_FINAL_ROWS = (("governors", "Governor majorities"), ("markers", "Marker majorities"), ("goals", "Goals"),
               ("walls", "Walls"))


def scores(view: dict) -> list:
    """Each seat's VP by source; the rows add up to ``view["scores"]`` (VP are public, rules Z-26.1)."""
    seats = view["seats"]
    out = []
    for key, name in _PLAY_ROWS:
        pts = [s.get("vp_sources", {}).get(key, 0) for s in seats]
        if key == "auction" and view.get("options", {}).get("board_side") != "B_auction" and not any(pts):
            continue
        out.append({"category": name, "points": pts})
    final = view.get("final")
    if final:
        for key, name in _FINAL_ROWS:
            out.append({"category": name, "points": [f.get(key, 0) for f in final]})
    return out


def panel(view: dict, seat: int) -> list:
    """Counters of one seat (everything here is public; the viewer's own hand is in the hand strip)."""
    s = view["seats"][seat]
    sp = s["supply"]
    offs = sp["officials"]
    hand = sum(s["hand_colours"])
    out = [
        {"name": "Victory points", "value": s["vp"], "tip": "Points scored so far; final scoring adds governor "
                                                            "and marker majorities, goals and walls."},
        {"name": "Cards in hand", "value": hand,
         "tip": f"{s['hand_colours'][0]} beige, {s['hand_colours'][1]} orange, {s['hand_colours'][2]} brown "
                "(card backs show the colour)."},
    ]
    for a in ASPECTS:
        v1, v3 = s["markers"][a]
        out.append({"name": f"{ASPECT_NAME[a]} markers", "value": v1 + 3 * v3,
                    "tip": f"{v1} of value 1 and {v3} of value 3; the most {a} markers may take the "
                           f"{ASPECT_NAME[a]} reward at the end of the round."})
    out += [
        {"name": "Officials in supply", "value": offs["red"] + offs["grey"] + offs["white"],
         "tip": f"{offs['red']} red, {offs['grey']} grey and {offs['white']} white officials to recruit."},
        {"name": "Governors", "value": sp["governors"], "tip": "Governors left to install."},
        {"name": "Palaces", "value": sp["palaces"], "tip": "Palaces left to build."},
        {"name": "Walls", "value": sp["walls"], "tip": "Walls left to build."},
        {"name": "Board", "value": board_name(s["board"]), "tip": "The player board side in use."},
    ]
    return out

