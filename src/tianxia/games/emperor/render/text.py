"""The terminal picture of a view (``text``): the board as tables of spaces, emissaries, roads
and alliances, for players without a browser.  Space ids (wei2) stay in the road lists: they are
what a terminal player types."""

from __future__ import annotations

import textwrap

from ..data import TABLES
from .words import speaker


def _who(view: dict, p: int, t) -> str:
    return t("text-who", seat=p, colour=view["player_colours"][p])


def _cards(cards: list[str], t) -> str:
    return " ".join(t.word("card", c) for c in cards) or "-"


def text(view: dict, t=None) -> str:
    t = speaker(t)
    tb = TABLES
    n = view["players"]
    lines = [t("text-head-fortifications" if view["fortifications_variant"] else "text-head", side=view["side"])]
    if view["is_terminal"]:
        lines.append(t("text-game-over", n=len(view["winners"]),
                       winners=", ".join(_who(view, p, t) for p in view["winners"])))
    else:
        turn = view["turn_region"]
        lines.append(t("text-to-play-in" if turn else "text-to-play", who=_who(view, view["turn"], t),
                       phase=t(f"text-phase-{view['phase']}"), region=turn))
    lines.append("")
    lines.append(t("text-seats-head"))
    wide = max(7, *(len(t.word("colour", c)) for c in (*view["player_colours"], *tb.colours)))
    for p in range(n):
        sup = view["supply"][p]
        fort = str(sup["fortification"]) if view["fortifications_variant"] else "-"
        known = _cards(view["known_cards"][p], t)
        mark = ">" if p == view["current_player"] else " "
        colour = t.word("colour", view["player_colours"][p])
        lines.append(f"{mark}{p:<4} {colour:<{wide + 1}} {view['scores'][p]:>5}  {sup['houses']:>6}  "
                     f"{sup['emissaries']:>10}  {fort:>4}  {view['hand_sizes'][p]:>5}  {known}")
    lines.append("")
    houses, forts = view["houses"], view["fortifications"]
    lines.append(t("text-spaces-head"))
    for r, rid in enumerate(tb.region_ids):
        cells = []
        for s in tb.region_spaces[r]:
            sid = tb.space_ids[s]
            o = houses.get(sid)
            mark = "." if o is None else str(o)
            if sid in forts:
                mark = "F" if o is None else f"{o}F"
            cells.append(f"{sid[len(rid):]}:{mark}")
        em = view["emissaries"][rid]
        who = ", ".join(t("text-seat-count", seat=p, n=e) for p, e in enumerate(em) if e)
        ems = f"{sum(em)}/{view['caps'][rid]}" + (f" ({who})" if who else "")
        flag = " " + t("text-scored") if rid in view["scored"] else ""
        lines.append(f"{t.word('region', rid):<6} {t.word('colour', tb.colours[tb.region_colour[r]]):<{wide}} "
                     f"{' '.join(cells):<40} {t('text-emissaries', emissaries=ems)}{flag}")
    lines.append(t("text-emissaries-note"))
    lines.append("")
    lines.extend(_roads_and_alliances(view["side"], t))
    lines.append("")
    lines.append(t("text-cards", display=_cards(view["display"], t), n=view["deck_size"], runs=view["exhaustions"])
                 + ("   " + t("text-last-round") if view["end_triggered"] else ""))
    lines.append(t("text-piles", discard=_count(view["discard"], t), removed=_count(view["removed"], t)))
    if view["hand"] is not None:
        lines.append(t("text-hand", cards=_cards(view["hand"], t)))
    final = view.get("final")
    if final:
        lines.append("")
        lines.append(t("text-points-head"))
        for p in range(n):
            end = final['houses'][p] + final['alliance_totals'][p] + final['roads'][p]
            seat = t.word("seat", p)
            lines.append(f"{seat:<12} {view['scores'][p] - end:>11}  {final['houses'][p]:>13}  "
                         f"{final['alliance_totals'][p]:>9}  {final['roads'][p]:>5}  {view['scores'][p]:>6}")
    return "\n".join(lines)


def _roads_and_alliances(side: str, t) -> list[str]:
    """The static board a terminal player cannot see on a map: the roads of the side in play, listed
    under the region of their first space (E-3.5), and the numbered alliances (E-3.6)."""
    tb = TABLES
    per_region: list[list[str]] = [[] for _ in tb.region_ids]
    for a, b in tb.roads[side]:
        per_region[tb.space_region[a]].append(f"{tb.space_ids[a]}-{tb.space_ids[b]}")
    out = [t("text-roads", side=side)]
    for r, roads in enumerate(per_region):
        out.extend(textwrap.wrap(" ".join(roads), 100, initial_indent=f"  {t.word('region', tb.region_ids[r]):<6} ",
                                 subsequent_indent=" " * 9))
    names = [f"{k} {t.word('region', tb.region_ids[r1])}-{t.word('region', tb.region_ids[r2])}"
             for k, r1, r2 in tb.alliances]
    half = (len(names) + 1) // 2
    head = t("text-alliances") + " "
    out.append(head + ", ".join(names[:half]))
    out.append(" " * len(head) + ", ".join(names[half:]))
    return out


def _count(cards: list[str], t) -> str:
    if not cards:
        return "-"
    return ", ".join(f"{cards.count(c)} {t.word('card', c)}" for c in sorted(set(cards)))
