"""Drawing from a view: ``text`` for the terminal, ``svg`` for the browser.

Both take ``state.view(seat)`` (never a state), so a picture cannot show what the
seat may not see.  Colours and names come from the rule tables (T-1 colours).
Every piece in the SVG carries an ``id`` or ``data-*`` attribute; pieces standing
for a legal action carry ``data-action`` so the web client can make them clickable.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from .data import TABLES as T

_KIND_TYPE = {k: T.types[T.kind_type[i]] for i, k in enumerate(T.kinds)}
_KIND_VALUE = dict(zip(T.kinds, T.kind_value))
_KIND_SYMBOLS = dict(zip(T.kinds, T.kind_symbols))
_EVENT_COLOUR = {"peace": "#cfe8cf", "tribute": "#f3d98b", "drought": "#e8c9a0", "festival": "#f7b2c4",
                 "mongol": "#c9c9c9", "plague": "#b9d3ea"}
_SEAT_COLOUR = ["#c0392b", "#2471a3", "#229954", "#b7950b", "#7d3c98"]


def _seat(p) -> str:
    return f"Seat {p}"


def _when(view: dict) -> str:
    """'setup' before round 1 (there is no round 0), else 'round r, <phase> phase'."""
    if view["round"] == 0:
        return "setup"
    if view["phase"] == "over":
        return f"after round {view['round']}"
    return f"round {view['round']}, {view['phase']} phase"


_REASON = {"tribute": "Imperial Tribute", "drought": "Drought", "mongol": "Mongol Invasion", "plague": "Plague",
           "wall": "Great Wall check", "earthquake": "Earthquake"}


def _why(decision: dict) -> str:
    """What a release or a placement is for: ' - Plague: 2 persons still to release'."""
    d = decision.get("detail") or {}
    kind = decision["kind"]
    if kind == "release":
        where = f" from palace {d['palace']}" if d.get("palace") else ""
        n = d["count"]
        return (f" - {_REASON.get(d['reason'], d['reason'])}: {n} {'person' if n == 1 else 'persons'} "
                f"still to release{where}")
    if kind in ("place", "initial"):
        return f" - the new tile: {d['tile']}"
    if kind in ("floor", "quake"):
        n = d["floors_left"]
        return f" - {n} {'floor' if n == 1 else 'floors'} still to {'place' if kind == 'floor' else 'remove'}"
    return ""


#: one line that explains the short tile and card ids of the supply, palaces and hands
_KEY = ("Key: " + ", ".join(f"{t} {T.type_name[t]}" for t in T.types)
        + "; -y young, -o old; cr(2):6 = 6 tiles left, track value 2")


# ------------------------------------------------------------------------------------------------
# Terminal
# ------------------------------------------------------------------------------------------------


def text(view: dict) -> str:
    lines = []
    decision = view.get("decision")
    head = "In the Year of the Dragon - " + _when(view)
    if view.get("is_terminal"):
        head += " - game over, winner " + ", ".join(_seat(w) for w in view.get("winners", []))
    lines.append(head)
    track = []
    for r, e in enumerate(view["event_track"], 1):
        mark = "*" if r == view["round"] else " "
        track.append(f"{mark}{r}:{T.event_name[e]}")
    lines.append("Events: " + "  ".join(track))
    if view.get("great_event"):
        ge = view["great_event"]
        lines.append("Great event (round 7): " + ("face down" if ge == "hidden" else T.great_name[ge]))
    if view["options"].get("great_wall"):
        # wall position i lies under event slot i (D-15.1), so it is numbered like the events
        lines.append(f"Wall ({len(view['wall'])}/12): " + ("  ".join(
            f"{i}:{T.wall_name[w['bonus']]}({_seat(w['player'])})" for i, w in enumerate(view["wall"], 1)) or "-"))
    if view["groups"] and view["phase"] == "action":   # D-7.4: the cards go back after the action phase
        groups = []
        for g, grp in enumerate(view["groups"], 1):
            dragons = (" [dragon of " + ", ".join(_seat(p) for p in grp["dragons"]) + "]") if grp["dragons"] else ""
            groups.append(f"{g}: " + ", ".join(T.action_name[c] for c in grp["cards"]) + dragons)
        lines.append("Groups: " + " | ".join(groups))
    lines.append(_KEY)
    lines.append("Supply: " + " ".join(f"{k}({_KIND_VALUE[k]}):{n}" for k, n in view["supply"].items()))
    if view["phase"] == "setup" and view["pairs_taken"]:
        lines.append("Pairs taken: " + ", ".join("+".join(pair) for pair in view["pairs_taken"]))
    if view["sunrise_taken"]:
        lines.append("Sunrise types taken: " + ", ".join(view["sunrise_taken"]))
    lines.append("Person track: " + " > ".join(
        f"{_seat(p)}@{view['players'][p]['position']}" for p in view["track_order"]))
    for pl in view["players"]:
        p = pl["seat"]
        here = "->" if decision and decision["player"] == p else "  "
        priv = pl["privileges"]
        lines.append(f"{here}{_seat(p)}: {pl['score']} VP, {pl['yuan']} yuan, {pl['rice']} rice, "
                     f"{pl['fireworks']} fireworks, {priv['small']} small and {priv['large']} large privileges, "
                     f"person track {pl['position']}")
        palaces = []
        for i, pal in enumerate(pl["palaces"], 1):
            inside = ",".join(pal["persons"]) or "empty"
            palaces.append(f"P{i}({pal['floors']}f)[{inside}]")
        lines.append("    palaces: " + (" ".join(palaces) or "none"))
        lines.append("    hand: " + (" ".join(f"{c}x{n}" if n > 1 else c for c, n in pl["hand"].items()) or "empty"))
        if view["options"].get("great_wall"):
            lines.append("    wall tiles unused: " + (" ".join(pl["wall_unused"]) or "none"))
    if decision:
        lines.append(f"{_seat(decision['player'])} must {decision['prompt']}{_why(decision)}")
    return "\n".join(lines)


# ------------------------------------------------------------------------------------------------
# SVG
# ------------------------------------------------------------------------------------------------


class _Svg:
    def __init__(self):
        self.parts: list[str] = []

    def add(self, tag: str, attrs: dict, body: str | None = None) -> None:
        a = " ".join(f"{k.replace('_', '-')}={quoteattr(str(v))}" for k, v in attrs.items() if v is not None)
        if body is None:
            self.parts.append(f"<{tag} {a}/>")
        else:
            self.parts.append(f"<{tag} {a}>{body}</{tag}>")

    def open(self, tag: str, attrs: dict) -> None:
        a = " ".join(f"{k.replace('_', '-')}={quoteattr(str(v))}" for k, v in attrs.items() if v is not None)
        self.parts.append(f"<{tag} {a}>")

    def close(self, tag: str) -> None:
        self.parts.append(f"</{tag}>")

    def text(self, x, y, s, size=12, weight=None, anchor=None, fill="#222", **extra) -> None:
        self.add("text", {"x": x, "y": y, "font_size": size, "font_weight": weight, "text_anchor": anchor,
                          "fill": fill, **extra}, escape(str(s)))


def _text_colour(bg: str) -> str:
    r, g, b = int(bg[1:3], 16), int(bg[3:5], 16), int(bg[5:7], 16)
    return "#111" if r * 0.299 + g * 0.587 + b * 0.114 > 140 else "#fff"


def svg(view: dict, legal=()) -> str:
    legal = [str(a) for a in legal]
    legal_set = set(legal)
    d = _Svg()
    n = len(view["players"])
    width = 1100
    player_h = 150
    top = 330
    height = top + n * (player_h + 10) + 20 + 26 * ((len(legal) + 7) // 8)
    decision = view.get("decision")
    actor = decision["player"] if decision else None

    def act(notation: str):
        return notation if notation in legal_set else None

    d.add("rect", {"x": 0, "y": 0, "width": width, "height": height, "fill": "#fbf6ea"})
    title = "In the Year of the Dragon — " + _when(view)
    if view.get("is_terminal"):
        title += " — game over, winner " + ", ".join(_seat(w) for w in view.get("winners", []))
    elif decision:
        title += f" — {_seat(actor)} must {decision['prompt']}"
    d.text(12, 22, title, size=15, weight="bold", id="title")

    # -- event track, great event, wall ---------------------------------------------------------------
    d.text(12, 48, "Event track", size=12, weight="bold")
    for r, e in enumerate(view["event_track"], 1):
        x = 12 + (r - 1) * 74
        current = r == view["round"]
        d.open("g", {"id": f"event-{r}", "data_event": e, "data_round": r})
        d.add("rect", {"x": x, "y": 56, "width": 70, "height": 40, "rx": 5, "fill": _EVENT_COLOUR.get(e, "#eee"),
                       "stroke": "#b03a2e" if current else "#777", "stroke_width": 3 if current else 1})
        d.text(x + 35, 72, r, size=10, anchor="middle")
        d.text(x + 35, 88, T.event_name[e], size=9, anchor="middle")
        d.close("g")
        if r == 7 and view.get("great_event"):
            ge = view["great_event"]
            name = "face down" if ge == "hidden" else T.great_name[ge]
            d.open("g", {"id": "great-event", "data_great_event": ge})
            d.add("rect", {"x": x - 4, "y": 100, "width": 78, "height": 22, "rx": 11, "fill": "#f5b041",
                           "stroke": "#7e5109"})
            d.text(x + 35, 115, name, size=9, anchor="middle", weight="bold")
            d.close("g")
    wall = view["wall"]
    for i, w in enumerate(wall):
        x = 12 + i * 74
        d.open("g", {"id": f"wall-{i + 1}", "data_player": w["player"], "data_bonus": w["bonus"]})
        d.add("rect", {"x": x, "y": 126, "width": 70, "height": 16, "fill": _SEAT_COLOUR[w["player"]],
                       "stroke": "#333"})
        d.text(x + 35, 138, f"{T.wall_name[w['bonus']]}", size=9, anchor="middle", fill="#fff")
        d.close("g")
    if view["options"].get("great_wall"):
        d.text(12 + len(wall) * 74 + 4, 138, f"wall {len(wall)}/12", size=9, id="wall-length")

    # -- person track order and scores ------------------------------------------------------------------
    d.text(12, 166, "Person track (turn order)", size=12, weight="bold")
    for i, p in enumerate(view["track_order"]):
        pl = view["players"][p]
        x = 12 + i * 212
        d.open("g", {"id": f"track-{p}", "data_rank": i + 1, "data_position": pl["position"]})
        d.add("circle", {"cx": x + 10, "cy": 182, "r": 9, "fill": _SEAT_COLOUR[p]})
        d.text(x + 24, 186, f"{i + 1}. {_seat(p)}: space {pl['position']}, {pl['score']} VP", size=11)
        d.close("g")

    # -- action groups ----------------------------------------------------------------------------------
    d.text(12, 212, "Action groups", size=12, weight="bold")
    x = 12
    for g, grp in enumerate(view["groups"], 1):
        w = 8 + 96 * len(grp["cards"])
        d.open("g", {"id": f"group-{g}", "data_dragons": " ".join(str(p) for p in grp["dragons"])})
        d.add("rect", {"x": x, "y": 218, "width": w, "height": 52, "rx": 6, "fill": "#efe3c8", "stroke": "#8d6e3f"})
        for j, c in enumerate(grp["cards"]):
            cx = x + 4 + 96 * j
            d.open("g", {"id": f"card-{g}-{c}", "data_card": c, "data_action": act(f"occupy {g} {c}")})
            d.add("rect", {"x": cx, "y": 222, "width": 92, "height": 30, "rx": 4, "fill": "#fffdf7",
                           "stroke": "#b03a2e" if act(f"occupy {g} {c}") else "#aaa"})
            d.text(cx + 46, 241, T.action_name[c], size=10, anchor="middle")
            d.close("g")
        for j, p in enumerate(grp["dragons"]):
            d.add("circle", {"cx": x + 12 + 16 * j, "cy": 262, "r": 6, "fill": _SEAT_COLOUR[p],
                             "data_dragon": p})
        d.close("g")
        x += w + 8
    if "money" in legal_set:
        d.open("g", {"id": "take-money", "data_action": "money"})
        d.add("rect", {"x": x, "y": 222, "width": 90, "height": 30, "rx": 4, "fill": "#f9e79f", "stroke": "#7e5109"})
        d.text(x + 45, 241, "take money", size=10, anchor="middle")
        d.close("g")

    # -- person supply -----------------------------------------------------------------------------------
    d.text(12, 292, "Person supply", size=12, weight="bold")
    for i, (k, count) in enumerate(view["supply"].items()):
        x = 112 + i * 65
        colour = T.type_colour[_KIND_TYPE[k]]
        d.open("g", {"id": f"supply-{k}", "data_kind": k, "data_count": count, "data_action": act(f"tile {k}")})
        d.add("rect", {"x": x, "y": 278, "width": 60, "height": 36, "rx": 4, "fill": colour,
                       "stroke": "#b03a2e" if act(f"tile {k}") else "#555", "opacity": 1 if count else 0.35})
        d.text(x + 30, 293, k, size=11, anchor="middle", fill=_text_colour(colour), weight="bold")
        d.text(x + 30, 308, f"x{count}  v{_KIND_VALUE[k]}", size=9, anchor="middle", fill=_text_colour(colour))
        d.close("g")

    # -- players -----------------------------------------------------------------------------------------------
    for idx, pl in enumerate(view["players"]):
        p = pl["seat"]
        y0 = top + idx * (player_h + 10)
        mine = p == actor
        d.open("g", {"id": f"player-{p}", "data_seat": p})
        d.add("rect", {"x": 8, "y": y0, "width": width - 16, "height": player_h, "rx": 8, "fill": "#fffaf0",
                       "stroke": _SEAT_COLOUR[p], "stroke_width": 3 if mine else 1})
        priv = pl["privileges"]
        d.text(18, y0 + 20, f"{_seat(p)}{' (to act)' if mine else ''}", size=13, weight="bold",
               fill=_SEAT_COLOUR[p])
        d.text(150, y0 + 20, f"{pl['score']} VP · {pl['yuan']} yuan · {pl['rice']} rice · {pl['fireworks']} fireworks"
               f" · privileges {priv['small']} small, {priv['large']} large · person track {pl['position']}", size=11,
               id=f"holdings-{p}", data_yuan=pl["yuan"], data_rice=pl["rice"], data_fireworks=pl["fireworks"],
               data_small=priv["small"], data_large=priv["large"], data_score=pl["score"])
        # palaces: floors stacked bottom-up, one person per floor
        x = 18
        for i, pal in enumerate(pl["palaces"], 1):
            target = None
            for form in (f"place {i}", f"floor {i}", f"remove-floor {i}", f"unsupplied {i}"):
                if mine and form in legal_set:
                    target = form
            d.open("g", {"id": f"palace-{p}-{i}", "data_floors": pal["floors"], "data_action": target})
            base = y0 + 130
            for f in range(pal["floors"]):
                fy = base - (f + 1) * 30
                d.add("rect", {"x": x, "y": fy, "width": 74, "height": 28, "fill": "#e5d3b3",
                               "stroke": "#b03a2e" if target else "#8d6e3f"})
            for j, k in enumerate(pal["persons"]):
                fy = base - (j + 1) * 30
                colour = T.type_colour[_KIND_TYPE[k]]
                form = None
                for cand in (f"release {i} {k}", f"replace {i} {k}", f"remove-floor {i} {k}"):
                    if mine and cand in legal_set:
                        form = cand
                d.open("g", {"id": f"person-{p}-{i}-{j + 1}", "data_kind": k, "data_action": form})
                d.add("rect", {"x": x + 4, "y": fy + 3, "width": 66, "height": 22, "rx": 3, "fill": colour,
                               "stroke": "#b03a2e" if form else "#333"})
                d.text(x + 37, fy + 18, f"{k} ({_KIND_SYMBOLS[k]})", size=10, anchor="middle",
                       fill=_text_colour(colour))
                d.close("g")
            d.text(x + 37, base + 14, f"palace {i}", size=9, anchor="middle")
            d.close("g")
            x += 82
        if not pl["palaces"]:
            d.text(18, y0 + 80, "no palaces", size=11, fill="#777")
        # hand
        hx = max(x + 10, 560)
        d.text(hx, y0 + 44, "hand:", size=10)
        cx = hx + 36
        for c, count in pl["hand"].items():
            colour = "#dddddd" if c == "wild" else T.type_colour[c]
            form = act(f"card {c}") if mine else None
            d.open("g", {"id": f"hand-{p}-{c}", "data_card": c, "data_count": count, "data_action": form})
            d.add("rect", {"x": cx, "y": y0 + 32, "width": 38, "height": 18, "rx": 3, "fill": colour,
                           "stroke": "#b03a2e" if form else "#555"})
            d.text(cx + 19, y0 + 45, c if count == 1 else f"{c}×{count}", size=9, anchor="middle",
                   fill=_text_colour(colour))
            d.close("g")
            cx += 42
            if cx > width - 60:
                break
        if pl["wall_unused"] or pl["wall_built"]:
            d.text(hx, y0 + 72, "wall tiles:", size=10)
            wx = hx + 60
            for b in pl["wall_unused"]:
                form = act(f"wall {b}") if mine else None
                d.open("g", {"id": f"wall-tile-{p}-{b}", "data_bonus": b, "data_action": form})
                d.add("rect", {"x": wx, "y": y0 + 60, "width": 58, "height": 18, "rx": 3, "fill": "#fdebd0",
                               "stroke": "#b03a2e" if form else "#555"})
                d.text(wx + 29, y0 + 73, T.wall_name[b], size=8, anchor="middle")
                d.close("g")
                wx += 62
            d.text(hx, y0 + 96, f"built: {len(pl['wall_built'])}", size=10)
        d.close("g")

    # -- every legal action as a button (the complete, clickable list) ---------------------------------------
    y = top + n * (player_h + 10) + 6
    for i, a in enumerate(legal):
        bx = 12 + (i % 8) * 134
        by = y + (i // 8) * 26
        d.open("g", {"class": "action-button", "data_action": a})
        d.add("rect", {"x": bx, "y": by, "width": 130, "height": 22, "rx": 4, "fill": "#f4ecf7", "stroke": "#7d3c98"})
        d.text(bx + 65, by + 15, a, size=10, anchor="middle")
        d.close("g")
    body = "".join(d.parts)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" font-family="sans-serif" data-game="dragon">{body}</svg>')
