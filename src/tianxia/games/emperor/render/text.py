"""The terminal picture of a view (``text``): the board as tables of spaces, emissaries, roads
and alliances, for players without a browser."""

from __future__ import annotations

import textwrap

from ..data import TABLES

PHASE_TEXT = {"start": "place pieces, exchange a card or pass", "second": "place a second piece or draw",
              "draw": "draw back to 3 cards", "over": "game over"}


def _who(view: dict, p: int) -> str:
    return f"seat {p} ({view['player_colours'][p]})"




def text(view: dict) -> str:
    tb = TABLES
    n = view["players"]
    lines = []
    head = f"The Emperor of China - side {view['side']}"
    if view["fortifications_variant"]:
        head += ", fortification variant"
    lines.append(head)
    if view["is_terminal"]:
        lines.append("Game over. Winner" + ("s: " if len(view["winners"]) > 1 else ": ")
                     + ", ".join(_who(view, p) for p in view["winners"]))
    else:
        lines.append(f"{_who(view, view['turn'])} to play: {PHASE_TEXT[view['phase']]}"
                     + (f" (this turn in {_region_name(view['turn_region'])})" if view["turn_region"] else ""))
    lines.append("")
    lines.append("seat  colour   score  houses  emissaries  fort  cards  known   "
                 "(houses, emissaries, fort: in supply)")
    for p in range(n):
        sup = view["supply"][p]
        fort = str(sup["fortification"]) if view["fortifications_variant"] else "-"
        known = " ".join(view["known_cards"][p]) or "-"
        mark = ">" if p == view["current_player"] else " "
        lines.append(f"{mark}{p:<4} {view['player_colours'][p]:<8} {view['scores'][p]:>5}  {sup['houses']:>6}  "
                     f"{sup['emissaries']:>10}  {fort:>4}  {view['hand_sizes'][p]:>5}  {known}")
    lines.append("")
    houses, forts = view["houses"], view["fortifications"]
    lines.append("house spaces: number:seat whose house stands there (. free, F bare fortification, "
                 "0F seat 0's fortified house)")
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
        who = ", ".join(f"seat {p}: {e}" for p, e in enumerate(em) if e)
        ems = f"{sum(em)}/{view['caps'][rid]}" + (f" ({who})" if who else "")
        flag = " scored" if rid in view["scored"] else ""
        lines.append(f"{tb.region_names[r]:<6} {tb.colours[tb.region_colour[r]]:<7} {' '.join(cells):<40} "
                     f"emissaries {ems}{flag}")
    lines.append("(emissaries: standing there / cap = the most houses one player has there, E-7.5)")
    lines.append("")
    lines.extend(_roads_and_alliances(view["side"]))
    lines.append("")
    lines.append(f"display: {' '.join(view['display']) or '-'}   deck: {view['deck_size']} cards   "
                 f"run-outs: {view['exhaustions']}" + ("   LAST ROUND" if view["end_triggered"] else ""))
    lines.append(f"discard: {_count(view['discard'])}   removed: {_count(view['removed'])}")
    if view["hand"] is not None:
        lines.append(f"your hand: {' '.join(view['hand']) or '-'}")
    final = view.get("final")
    if final:
        lines.append("")
        lines.append("points       during play  final: houses  alliances  roads   total")
        for p in range(n):
            end = final['houses'][p] + final['alliance_totals'][p] + final['roads'][p]
            lines.append(f"seat {p:<7} {view['scores'][p] - end:>11}  {final['houses'][p]:>13}  "
                         f"{final['alliance_totals'][p]:>9}  {final['roads'][p]:>5}  {view['scores'][p]:>6}")
    return "\n".join(lines)


def _region_name(rid: str) -> str:
    return TABLES.region_names[TABLES.region_index[rid]]


def _roads_and_alliances(side: str) -> list[str]:
    """The static board a terminal player cannot see on a map: the roads of the side in play, listed
    under the region of their first space (E-3.5), and the numbered alliances (E-3.6)."""
    tb = TABLES
    per_region: list[list[str]] = [[] for _ in tb.region_ids]
    for a, b in tb.roads[side]:
        per_region[tb.space_region[a]].append(f"{tb.space_ids[a]}-{tb.space_ids[b]}")
    out = [f"roads (side {side}):"]
    for r, roads in enumerate(per_region):
        out.extend(textwrap.wrap(" ".join(roads), 100, initial_indent=f"  {tb.region_names[r]:<6} ",
                                 subsequent_indent=" " * 9))
    names = [f"{k} {tb.region_names[r1]}-{tb.region_names[r2]}" for k, r1, r2 in tb.alliances]
    half = (len(names) + 1) // 2
    out.append("alliances: " + ", ".join(names[:half]))
    out.append("           " + ", ".join(names[half:]))
    return out


def _count(cards: list[str]) -> str:
    if not cards:
        return "-"
    out = []
    for c in sorted(set(cards)):
        out.append(f"{cards.count(c)} {c}")
    return ", ".join(out)
