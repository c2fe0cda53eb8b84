"""The terminal picture of a ZhanGuo view (``text``), in the engine's own compact notation."""

from __future__ import annotations

from .. import data as _data

ASPECTS = ("beige", "orange", "brown")


_TRIGGER_WORD = {"build_wall": "wall", "build_palace": "palace", "hire_workers": "hire",
                 "recruit_official": "recruit", "install_governor": "governor"}
_OFFICIAL_WORD = ("red", "grey", "white")


def card_label(n: int) -> str:
    """A card with its public ability (Z-3.10), e.g. ``55(palace>3vp)``: the card list is public (Z-26.1)."""
    parts = []
    abl = _data.DATA.abilities
    for trig, bonus, param in (abl[n] if 0 <= n < len(abl) else ()):
        if bonus == "vp":
            what = f"{param}vp"
        elif bonus == "vp_per_colour":
            what = f"vp/{ASPECTS[param]}"
        elif bonus == "official_here":
            what = f"{_OFFICIAL_WORD[param]}-here"
        else:
            what = bonus.replace("_", "-")
        parts.append(f"{_TRIGGER_WORD.get(trig, trig)}>{what}")
    return f"{n}({','.join(parts)})" if parts else str(n)


B_ABILITY_TEXT = {
    "B-HIRE-PLUS": "hire: +1 worker there (no unrest), then up to 1 reassign point",
    "B-GOV-MOVE-WORKER": "governor: may move 1 worker to an adjacent worker area",
    "B-WALL-RECRUIT-MARKER": "wall or recruit: may take 1 value-1 marker (1 VP if none is left)",
    "B-REASSIGN-WALL-CALM": "reassign or wall: may lower unrest by 1 and take a worker there",
    "B-RECRUIT-REASSIGN": "recruit: up to 2 reassign points",
    "B-GOV-MOVE-GOVERNOR": "governor: may move 1 own governor to the overflow of an adjacent region",
}


def board_lines(view) -> list:
    """The B sides still to be chosen, with what they do (Z-3.9, Z-19): shown while boards are picked."""
    D = _data.DATA
    taken = {s["board"] for s in view["seats"]} | set(view.get("removed_boards", ()))
    out = []
    for b in D.b_boards:
        if b in taken:
            continue
        side = D.boards[b]
        start = " ".join(f"{_OFFICIAL_WORD[c]}x{n}" for c, n in enumerate(side["start"]) if n)
        out.append(f"  {b} B: unrest max {','.join(map(str, side['unrest_max']))}  palace symbol at "
                   f"{','.join(map(str, side['palace_icon']))}  starting officials {start}")
        for a in side["abilities"]:
            out.append(f"      {a}: {B_ABILITY_TEXT.get(a, a)}")
    return out


def _seat_name(view, p):
    return f"seat {p} ({view['seats'][p]['colour']})"


def text(view: dict, t=None) -> str:
    """A plain-text picture of the view for the terminal, in the engine's notation (English
    whatever ``t``, the page language's catalogs, says: it is the notation players type)."""
    out = []
    pend = view["pending"]
    out.append(f"ZhanGuo  round {view['round']}  phase {view['phase']}  "
               f"turn order {' '.join(map(str, view['turn_order']))}  first player {view['first']}")
    extra = dict(pend)
    if extra.get("kind") == "declare":
        card, under = extra["card"], extra["beneath"]
        extra["beneath"] = "X (first court card)" if not under else under
        extra["abilities fire for"] = ("any action but reassign (X rule)" if not under else
                                       "wall/palace/hire" if card > under else "recruit/governor")
    if extra.get("kind") == "offer":
        extra["reward"] = (f"{_reward_text(extra['reward'])} (accepting returns all your {extra['aspect']} "
                           "markers; passing keeps them)")
    if extra.get("kind") == "bid" and extra.get("high_bidder", 0) < 0:
        extra["high_bidder"] = "none yet (the opener must bid at least 1)"
    if pend.get("kind") == "over":
        out.append("decision: none, the game is over")
    else:
        out.append(f"decision: {pend.get('kind')} by seat {pend.get('seat')}"
                   + "".join(f"  {k}={v}" for k, v in extra.items() if k not in ("kind", "seat")))
    court = view["court"]
    if court:
        hint = (f" (next card fires abilities: wall/palace/hire if above {court[-1]}, "
                f"recruit/governor if below)")
    else:
        hint = " (X rule: the first court card fires abilities for any action but reassign)"
    out.append(f"court pile: {len(court)} cards, top {court[-1] if court else '-'}{hint};  decks "
               + " ".join(f"{a}:{n}" for a, n in zip(ASPECTS, view["decks"])))
    sup = view["supply"]
    out.append("general supply: " + " ".join(f"{a}:{n}" for a, n in sup["value1"].items())
               + "  value-3 on board: " + (" ".join(sup["value3_on_board"]) or "none"))
    out.append("reward track: " + " ".join(map(str, view["reward_track"]))
               + "  this round's column: " + " ".join(f"{a}:{'-' if s is None else s}"
                                                      for a, s in view["reward_column"].items()))
    if view["phase"] == "setup":
        lines = board_lines(view)
        if lines:
            out.append("B sides still to choose (unrest max and palace symbol per region 1-5):")
            out.extend(lines)
    rr = view["round"] - 1
    out.append("rewards this round: " + "; ".join(f"{a} {_reward_text(view['rewards'][a][rr])}" for a in ASPECTS))
    out.append("main board:")
    for r, g in enumerate(view["governors"]):
        sq = " ".join(f"[{s['bonus']}:{'-' if s['seat'] is None else s['seat']}]" for s in g["squares"])
        ov = " ".join(f"s{p}x{n}" for p, n in enumerate(g["overflow"]) if n)
        out.append(f"  region {r + 1}: governors {sq} overflow {ov or '-'}; palaces "
                   f"{' '.join(map(str, view['palaces'][r])) or '-'} (of {view['palace_spaces']})")
    for sec, w in view["walls"].items():
        cells = " ".join(f"{c}:{'-' if s is None else s}" for c, s in w["cells"].items())
        out.append(f"  wall {sec}: tile {w['tile']}{w['side']} {w['criterion']} {w['vp']}  cells {cells}")
    for sec, slots in view["goals"].items():
        out.append(f"  goals {sec}: " + "; ".join(
            f"{slot} {g['tile']} {g['needs']} {g['values']} discs {g['discs']}" for slot, g in slots.items()))
    out.append("player boards (G = governor area, W = worker area, officials r/g/w; unrest track: X = cube, "
               "P = palace symbol: no palace once the cube is on P or further right, no card ability "
               "on the last space):")
    for p, s in enumerate(view["seats"]):
        side = _data.DATA.boards.get(s["board"]) if s["board"] else None
        abil = f" ({', '.join(side['abilities'])})" if side and side["abilities"] else ""
        out.append(f"{_seat_name(view, p)}: board {s['board'] or 'not chosen yet'}{abil}  VP {s['vp']}  markers "
                   + " ".join(f"{a}:{v[0]}+{v[1]}x3" for a, v in s["markers"].items()))
        sp = s["supply"]
        out.append(f"  supply: officials {sp['officials']} governors {sp['governors']} palaces {sp['palaces']} "
                   f"walls {sp['walls']} discs {sp['discs']}")
        if s["hand"] is not None:
            out.append(f"  hand: {' '.join(map(card_label, s['hand'])) or '-'}")
        else:
            out.append("  hand backs: " + " ".join(f"{a}x{n}" for a, n in zip(ASPECTS, s["hand_colours"])))
        if s["draft"] is not None and any(s["draft"]):
            out.append("  drafted: " + "; ".join(f"{a} " + " ".join(f"{i + 1}={card_label(x)}" for i, x in enumerate(d))
                                               for a, d in zip(ASPECTS, s["draft"]) if d))
        elif s["draft"] is None and any(s.get("draft_sizes", ())):
            out.append("  drafting (backs): " + " ".join(f"{a}x{n}" for a, n in zip(ASPECTS, s["draft_sizes"]) if n))
        if s["discards"]:
            out.append(f"  discards: {s['discards']}")
        for r, reg in enumerate(s["regions"]):
            g = "".join(c[0] * n for c, n in reg["governor_area"].items()) or "-"
            w = "".join(c[0] * n for c, n in reg["worker_area"].items()) or "-"
            mx = reg["unrest_max"]
            track = "" if mx is None else "[" + "".join(
                "X" if i + 1 == reg["unrest"] else ("P" if i + 1 == reg["palace_icon"] else ".")
                for i in range(mx)) + "]"
            cards = " ".join(map(card_label, reg["cards"])) or "-"
            out.append(f"  r{r + 1}: cards {cards}  G {g}  W {w} +{reg['workers']} workers  "
                       f"unrest {reg['unrest']}{'' if mx is None else f'/{mx}'}{track}")
    if view.get("final"):
        out.append("final scoring: " + "; ".join(f"seat {p} " + ", ".join(f"{k} {v:+d}" for k, v in f.items())
                                                 for p, f in enumerate(view["final"])))
    if view["is_terminal"]:
        out.append(f"game over: scores {view['scores']}, winner {view['winners']}")
    return "\n".join(out)


def _reward_text(cell):
    kind = cell["kind"]
    if "region" in cell:
        return f"{kind}@{cell['region']}"
    if "regions" in cell:
        return f"{kind}{{{cell['regions'] if cell['regions'] == 'any' else ','.join(map(str, cell['regions']))}}}"
    return kind
