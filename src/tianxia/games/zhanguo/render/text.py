"""The terminal picture of a ZhanGuo view (``text``), in the engine's own compact notation."""

from __future__ import annotations

from .. import data as _data
from .words import ENGLISH, speak

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


#: a B ability in the terminal's few words, by id (the catalogs' ``ability-text-*``)
B_ABILITY_TEXT = {a: ENGLISH(f"ability-text-{a.lower()}") for a in _data.B_ABILITIES}


def board_lines(view, t=ENGLISH) -> list:
    """The B sides still to be chosen, with what they do (Z-3.9, Z-19): shown while boards are picked."""
    D = _data.DATA
    taken = {s["board"] for s in view["seats"]} | set(view.get("removed_boards", ()))
    out = []
    for b in D.b_boards:
        if b in taken:
            continue
        side = D.boards[b]
        start = " ".join(f"{_OFFICIAL_WORD[c]}x{n}" for c, n in enumerate(side["start"]) if n)
        out.append("  " + t("text-b-side", board=b, unrest=",".join(map(str, side["unrest_max"])),
                            palace=",".join(map(str, side["palace_icon"])), start=start))
        for a in side["abilities"]:
            out.append(f"      {a}: {t(f'ability-text-{a.lower()}')}")
    return out


def text(view: dict, t=ENGLISH) -> str:
    """A plain-text picture of the view for the terminal: the catalogs' words around the engine's
    notation (card, tile and piece codes stay as typed)."""
    t = speak(t)
    out = []
    pend = view["pending"]
    out.append(t("text-head", round=view["round"], phase=view["phase"],
                 order=" ".join(map(str, view["turn_order"])), first=view["first"]))
    extra = dict(pend)
    if extra.get("kind") == "declare":
        card, under = extra["card"], extra["beneath"]
        extra["beneath"] = t("text-beneath-first") if not under else under
        extra[t("text-fire-for")] = (t("text-fire-first") if not under else
                                     "wall/palace/hire" if card > under else "recruit/governor")
    if extra.get("kind") == "offer":
        extra["reward"] = t("text-offer", xreward=_reward_text(extra["reward"]), colour=extra["aspect"])
    if extra.get("kind") == "bid" and extra.get("high_bidder", 0) < 0:
        extra["high_bidder"] = t("text-no-bidder")
    if pend.get("kind") == "over":
        out.append(t("text-over"))
    else:
        out.append(t("text-decision", kind=pend.get("kind"), number=pend.get("seat"))
                   + "".join(f"  {k}={v}" for k, v in extra.items() if k not in ("kind", "seat")))
    court = view["court"]
    hint = t("text-court-hint", card=court[-1]) if court else t("text-court-first")
    out.append(t("text-court", count=len(court), top=str(court[-1]) if court else "-", hint=hint,
                 xdecks=" ".join(f"{a}:{n}" for a, n in zip(ASPECTS, view["decks"]))))
    sup = view["supply"]
    out.append(t("text-supply", value1=" ".join(f"{a}:{n}" for a, n in sup["value1"].items()),
                 value3=" ".join(sup["value3_on_board"]) or t("text-none")))
    out.append(t("text-track", xtrack=" ".join(map(str, view["reward_track"])),
                 column=" ".join(f"{a}:{'-' if s is None else s}" for a, s in view["reward_column"].items())))
    if view["phase"] == "setup":
        lines = board_lines(view, t)
        if lines:
            out.append(t("text-b-sides"))
            out.extend(lines)
    rr = view["round"] - 1
    out.append(t("text-rewards", xrewards="; ".join(f"{a} {_reward_text(view['rewards'][a][rr])}" for a in ASPECTS)))
    out.append(t("text-main-board"))
    for r, g in enumerate(view["governors"]):
        sq = " ".join(f"[{s['bonus']}:{'-' if s['seat'] is None else s['seat']}]" for s in g["squares"])
        ov = " ".join(f"s{p}x{n}" for p, n in enumerate(g["overflow"]) if n)
        out.append("  " + t("text-region", region=r + 1, squares=sq, xbeside=ov or "-",
                            xpalaces=" ".join(map(str, view["palaces"][r])) or "-", count=view["palace_spaces"]))
    for sec, w in view["walls"].items():
        cells = " ".join(f"{c}:{'-' if s is None else s}" for c, s in w["cells"].items())
        out.append("  " + t("text-wall", section=sec, tile=f"{w['tile']}{w['side']}",
                            criterion=f"{w['criterion']} {w['vp']}", cells=cells))
    for sec, slots in view["goals"].items():
        out.append("  " + t("text-goals", row=sec, xgoals="; ".join(
            t("text-goal", slot=slot, tile=g["tile"], needs=" ".join(map(str, g["needs"])),
              values=" ".join(map(str, g["values"])), discs=" ".join(map(str, g["discs"])) or "-")
            for slot, g in slots.items())))
    out.append(t("text-boards"))
    for p, s in enumerate(view["seats"]):
        side = _data.DATA.boards.get(s["board"]) if s["board"] else None
        abil = f" ({', '.join(side['abilities'])})" if side and side["abilities"] else ""
        out.append(t("text-seat", number=p, pcolour=s["colour"], board=s["board"] or t("text-no-board"),
                     abilities=abil, vp=s["vp"],
                     xmarkers=" ".join(f"{a}:{v[0]}+{v[1]}x3" for a, v in s["markers"].items())))
        sp = s["supply"]
        offs = sp["officials"]
        out.append("  " + t("text-seat-supply", officials=" ".join(f"{c}:{n}" for c, n in offs.items()),
                            governors=sp["governors"], palaces=sp["palaces"], walls=sp["walls"],
                            discs=sp["discs"]))
        if s["hand"] is not None:
            out.append("  " + t("text-hand", xcards=" ".join(map(card_label, s["hand"])) or "-"))
        else:
            out.append("  " + t("text-hand-backs", xcards=" ".join(f"{a}x{n}" for a, n in
                                                               zip(ASPECTS, s["hand_colours"]))))
        if s["draft"] is not None and any(s["draft"]):
            out.append("  " + t("text-drafted", xcards="; ".join(
                f"{a} " + " ".join(f"{i + 1}={card_label(x)}" for i, x in enumerate(d))
                for a, d in zip(ASPECTS, s["draft"]) if d)))
        elif s["draft"] is None and any(s.get("draft_sizes", ())):
            out.append("  " + t("text-drafting", xcards=" ".join(
                f"{a}x{n}" for a, n in zip(ASPECTS, s["draft_sizes"]) if n)))
        if s["discards"]:
            out.append("  " + t("text-discards", xcards=" ".join(map(str, s["discards"]))))
        for r, reg in enumerate(s["regions"]):
            g = "".join(c[0] * n for c, n in reg["governor_area"].items()) or "-"
            w = "".join(c[0] * n for c, n in reg["worker_area"].items()) or "-"
            mx = reg["unrest_max"]
            track = "" if mx is None else "[" + "".join(
                "X" if i + 1 == reg["unrest"] else ("P" if i + 1 == reg["palace_icon"] else ".")
                for i in range(mx)) + "]"
            cards = " ".join(map(card_label, reg["cards"])) or "-"
            unrest = f"{reg['unrest']}{'' if mx is None else f'/{mx}'}{track}"
            out.append("  " + t("text-seat-region", region=r + 1, xcards=cards, xgovernors=g, xworkers=w,
                                count=reg["workers"], unrest=unrest))
    if view.get("final"):
        out.append(t("text-final", parts="; ".join(
            t("text-final-seat", number=p, xgovernors=f"{f['governors']:+d}", xmarkers=f"{f['markers']:+d}",
              xgoals=f"{f['goals']:+d}", xwalls=f"{f['walls']:+d}") for p, f in enumerate(view["final"]))))
    if view["is_terminal"]:
        out.append(t("text-game-over", scores=" ".join(map(str, view["scores"])),
                     winners=" ".join(map(str, view["winners"]))))
    return "\n".join(out)


def _reward_text(cell):
    kind = cell["kind"]
    if "region" in cell:
        return f"{kind}@{cell['region']}"
    if "regions" in cell:
        return f"{kind}{{{cell['regions'] if cell['regions'] == 'any' else ','.join(map(str, cell['regions']))}}}"
    return kind
