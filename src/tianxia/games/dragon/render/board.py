"""The board as SVG, drawn from a seat's view (docs/table.md).

Top to bottom, as on the table: the round, the event track (two rows of six, the Great Wall
under it, the great event on slot 7), the person track in turn order, the action groups and
the bank (take money, privileges), the person supply laid out like the board's display (old
tiles above, young below, the three single-age types in the middle), then each player's
palaces, goods, cards and wall tiles, the viewer's own first.  Every component is a <g> with an
id, a data-kind and its name and rule; what a click does comes from the legal actions only.
"""

from __future__ import annotations

from tianxia.core.svg import open_svg, seat_style

from ..data import TABLES as T
from . import icons
from . import names as N
from .svgkit import Svg, text_colour

WIDTH = 1200
M = 12                      # outer margin
INNER = WIDTH - 2 * M
SEAT_COLOURS = ["#c0392b", "#2471a3", "#1d7a43", "#7d6608", "#7d3c98"]   # red, blue, green, yellow, purple: 4.5:1 on white
EVENT_COLOUR = {"peace": "#d5f0d5", "tribute": "#f6e3a1", "drought": "#efd2aa", "festival": "#f9c6d3",
                "mongol": "#d6d6d6", "plague": "#c9def0"}
HIGHLIGHT = "#b03a2e"
INK = "#222"
MUTED = "#555"
PAPER = "#fbf6ea"

#: the supply laid out like the board: old tiles above (two sections of three), young below
OLD_ROW = ["py-o", "wa-o", "mo-o", None, None, None, "he-o", "fa-o", "sc-o"]
YOUNG_ROW = ["py-y", "wa-y", "mo-y", "cr", "cl", "tc", "he-y", "fa-y", "sc-y"]


class Actions:
    """The legal notations, looked up by what a component stands for."""

    def __init__(self, legal):
        self.legal = [str(a) for a in legal]
        self.set = set(self.legal)

    def __call__(self, notation: str):
        return notation if notation in self.set else None

    def starting(self, prefix: str) -> list[str]:
        p = prefix + " "
        return [a for a in self.legal if a.startswith(p)]


def paint(seat: int, prop: str = "fill") -> dict:
    """A seat's colour as a style the page's colour-blind palette may replace (docs/table.md)."""
    return {"style": seat_style(prop, seat, SEAT_COLOURS[seat])}


def type_colour(k_or_t: str) -> str:
    t = N.KIND_TYPE.get(k_or_t, k_or_t)
    return T.type_colour[t]


def _symbol_row(d: Svg, k: str, cx: float, cy: float, size: float = 15, colour=None) -> None:
    """The tile's symbols as small icons, centred on (cx, cy)."""
    n = N.KIND_SYMBOLS[k]
    draw = icons.SYMBOL[T.type_symbol[N.KIND_TYPE[k]]]
    step = size + 3
    x0 = cx - (n - 1) * step / 2
    for i in range(n):
        d.raw(draw(x0 + i * step, cy, size) if colour is None else draw(x0 + i * step, cy, size, colour))


def _frame(d: Svg, x, y, w, h, fill, clickable, rx=6, stroke="#7b6a4f", **extra):
    d.add("rect", {"x": x, "y": y, "width": w, "height": h, "rx": rx, "fill": fill,
                   "stroke": HIGHLIGHT if clickable else stroke, "stroke_width": 3 if clickable else 1, **extra})


# ------------------------------------------------------------------------------------------------
# header and event track
# ------------------------------------------------------------------------------------------------


def _when(view: dict, t) -> str:
    if view.get("is_terminal"):
        return t("when-over")
    if view["round"] == 0:
        return t("when-setup")
    phase = view["phase"]
    msg = f"when-{phase}" if phase in ("action", "person", "event", "scoring") else "when-round"
    return t(msg, round=view["round"], rounds=N.ROUNDS)


def _header(d: Svg, view: dict, t, y: int) -> int:
    d.text(M, y + 24, _when(view, t), size=18, weight="bold", id="round", box=INNER)
    return y + 36


def _section(d: Svg, y: int, title: str) -> int:
    d.text(M, y + 16, title, size=15, weight="bold", fill="#5b3a1a", box=INNER)
    return y + 24


def _events(d: Svg, view: dict, t, y: int) -> int:
    y = _section(d, y, t("section-events"))
    gw = view["options"].get("great_wall")
    ge = view.get("great_event")
    wall = view["wall"]
    cell_w, gap = 190, 7.2
    ev_h, wall_h, great_h = 60, 44, 62
    for row in range(2):
        row_y = y
        for col in range(6):
            r = row * 6 + col + 1
            e = view["event_track"][r - 1]
            x = M + col * (cell_w + gap)
            current = r == view["round"] and not view.get("is_terminal")
            past = r < view["round"] or view.get("is_terminal")
            d.component(f"event-{r}", "event", N.event_title(r, e, current, t), N.event_desc(e, gw, t),
                        data_event=e, data_round=r)
            d.add("rect", {"x": x, "y": row_y, "width": cell_w, "height": ev_h, "rx": 6,
                           "fill": EVENT_COLOUR[e], "stroke": HIGHLIGHT if current else "#7b6a4f",
                           "stroke_width": 4 if current else 1, "opacity": 0.55 if past else 1})
            d.raw(icons.event(e, x + 24, row_y + ev_h / 2, 30))
            d.text(x + 46, row_y + 22, t("round", round=r), size=12, fill=MUTED, box=cell_w - 52)
            d.text(x + 46, row_y + 44, t.word("event", e), size=14, weight="bold", box=cell_w - 52)
            d.close()
            yy = row_y + ev_h + 4
            if gw:
                _wall_slot(d, view, t, r, x, yy, cell_w, wall_h - 4, wall)
                yy += wall_h
            if r == 7 and ge:
                hidden = ge == "hidden"
                title = t("great-title-hidden") if hidden else t("great-title", great=ge)
                rule = t("rule-great-hidden") if hidden else N.great_rule(ge, t)
                d.component("great-event", "great-event", title, rule, data_great_event=ge)
                d.add("rect", {"x": x, "y": yy, "width": cell_w, "height": great_h - 6, "rx": 24,
                               "fill": "#f5b041", "stroke": "#7e5109", "stroke_width": 2})
                d.text(x + cell_w / 2, yy + 20, t("great-label"), size=12, anchor="middle", fill="#4a2f05",
                       box=cell_w - 24)
                d.text(x + cell_w / 2, yy + 42, t("face-down") if hidden else t.word("great", ge), size=14,
                       weight="bold", anchor="middle", box=cell_w - 20)
                d.close()
        y = row_y + ev_h + 4 + (wall_h if gw else 0) + (great_h if (row == 1 and ge) else 0) + 6
    return y


def _wall_slot(d: Svg, view: dict, t, r: int, x, y, w, h, wall) -> None:
    if r <= len(wall):
        tile = wall[r - 1]
        p, b = tile["player"], tile["bonus"]
        colour = SEAT_COLOURS[p]
        d.component(f"wall-{r}", "wall", t("wall-built-title", position=r, name=N.who(view, p, t), bonus=b),
                    t("wall-built-desc"), data_player=p, data_bonus=b)
        d.add("rect", {"x": x, "y": y, "width": w, "height": h, "rx": 3, "fill": colour, "stroke": "#333", **paint(p)})
        d.add("rect", {"x": x + 6, "y": y + 5, "width": h - 10, "height": h - 10, "rx": 3, "fill": "#fdfefe"})
        d.raw(icons.GAIN[T.wall_gain[b][0]](x + 6 + (h - 10) / 2, y + h / 2, h - 14))
        d.text(x + h + 4, y + h / 2 + 5, t.word("bonus", b), size=13, weight="bold", fill=text_colour(colour),
               box=w - h - 8)
        d.close()
    else:
        d.component(f"wall-{r}", "wall", t("wall-empty-title", position=r), t("wall-empty-desc"))
        d.add("rect", {"x": x, "y": y, "width": w, "height": h, "rx": 3, "fill": "#eceae4", "stroke": "#999",
                       "stroke_dasharray": "5 4"})
        d.raw(icons.wall(x + w / 2, y + h / 2, 22, "#aaa"))
        d.close()


# ------------------------------------------------------------------------------------------------
# person track
# ------------------------------------------------------------------------------------------------


def _track(d: Svg, view: dict, t, y: int) -> int:
    y = _section(d, y, t("section-track"))
    order = view["track_order"]
    n = len(order)
    gap = 8
    w = min(232, (INNER - gap * (n - 1)) / n)
    h = 52
    for i, p in enumerate(order):
        pl = view["players"][p]
        x = M + i * (w + gap)
        d.component(f"marker-{p}", "marker", t("marker-title", name=N.who(view, p, t)),
                    t("marker-desc", rank=i + 1, space=pl["position"]), data_position=pl["position"],
                    data_rank=i + 1)
        d.add("rect", {"x": x, "y": y, "width": w, "height": h, "rx": 8, "fill": "#fffaf0",
                       "stroke": SEAT_COLOURS[p], "stroke_width": 2, **paint(p, "stroke")})
        d.add("circle", {"cx": x + 24, "cy": y + h / 2, "r": 16, "fill": SEAT_COLOURS[p], "stroke": "#111", **paint(p)})
        d.text(x + 24, y + h / 2 + 5, i + 1, size=14, weight="bold", anchor="middle", fill="#fff")
        d.text(x + 48, y + 22, N.who(view, p, t), size=14, weight="bold", data_seat_name=p, box=w - 56)
        d.text(x + 48, y + 42, t("space", space=pl["position"]), size=12, fill=MUTED, box=w - 56)
        d.close()
    return y + h + 10


# ------------------------------------------------------------------------------------------------
# action groups and the bank
# ------------------------------------------------------------------------------------------------


def _groups(d: Svg, view: dict, act: Actions, t, y: int) -> int:
    large_cost = view["options"].get("large_privilege_cost", 7)
    dec = view.get("decision") or {}
    if view["groups"] and (view["phase"] == "action" or dec.get("kind") == "act"):   # D-7.4: back after the phase
        fee = N.RULES["group_fee"]
        y = _section(d, y, t("section-groups", fee=fee))
        x = M
        card_w, card_h, gap = 132, 96, 6
        for g, grp in enumerate(view["groups"], 1):
            k = len(grp["cards"])
            w = 12 + k * card_w + (k - 1) * gap
            d.component(f"group-{g}", "group", t("group-title", group=g), t("group-desc", fee=fee),
                        data_dragons=" ".join(str(p) for p in grp["dragons"]) or None)
            d.add("rect", {"x": x, "y": y, "width": w, "height": card_h + 48, "rx": 8, "fill": "#efe3c8",
                           "stroke": "#8d6e3f"})
            d.close()
            for j, c in enumerate(grp["cards"]):
                cx = x + 6 + j * (card_w + gap)
                a = act(f"occupy {g} {c}")
                name = t.word("action", c)
                rule = N.card_rule(c, large_cost, t)
                if grp["dragons"]:  # the cost shown before paying (D-7.3)
                    rule = f'{rule} {t("action-fee-note", fee=fee)}'
                # not open now, though it is the act decision: the table asks the engine why (docs/table.md)
                why = f"occupy {g} {c}" if a is None and "money" in act.set else None
                d.component(f"action-{c}", "action-card", name, rule, action=a,
                            data_group=g, data_unavailable=why)
                _frame(d, cx, y + 6, card_w, card_h, "#fffdf7", a)
                d.text(cx + card_w / 2, y + 26, name, size=13, weight="bold", anchor="middle",
                       box=card_w - 8)
                gain = T.action_gain[c]
                d.raw(icons.GAIN[gain](cx + card_w / 2, y + 52, 28))
                d.text(cx + card_w / 2, y + 88, t("gain-" + c), size=12, anchor="middle", fill=MUTED,
                       box=card_w - 8)
                d.close()
            for j, p in enumerate(grp["dragons"]):
                dx = x + 8 + j * 46
                d.component(f"dragon-{p}", "dragon", t("dragon-title", name=N.who(view, p, t)),
                            t("dragon-desc", name=N.who(view, p, t), fee=fee))
                d.add("rect", {"x": dx, "y": y + card_h + 8, "width": 40, "height": 34, "rx": 5, "fill": "#fffaf0",
                               "stroke": SEAT_COLOURS[p], **paint(p, "stroke")})
                d.raw(icons.dragon_figure(dx + 20, y + card_h + 25, 26, SEAT_COLOURS[p]))
                d.close()
            x += w + 8
        y += card_h + 48 + 10
    y = _section(d, y, t("section-bank"))
    h = 50
    a = act("money")
    top_up = N.RULES["money_top_up"]
    seat = (view.get("decision") or {}).get("player", view.get("seat"))
    if a and seat is not None:  # what taking money gives now, not the "up to" of the rule (D-7.3)
        gain = max(0, top_up - view["players"][seat]["yuan"])
        title, text = t("money-title-gain", gain=gain, yuan=top_up), t("money-text-gain", gain=gain)
    else:
        title, text = t("money-title", yuan=top_up), t("money-text", yuan=top_up)
    d.component("money", "money", title, t("money-desc", yuan=top_up), action=a)
    _frame(d, M, y, 250, h, "#fdf2c7", a)
    d.raw(icons.coin(M + 26, y + h / 2, 26))
    d.text(M + 48, y + 31, text, size=13, box=196)
    d.close()
    x = M + 262
    for size, cost in (("small", N.RULES["small_privilege"]["cost"]), ("large", large_cost)):
        a = act(f"privilege {size}")
        why = f"privilege {size}" if a is None and "privilege small" in act.set else None
        d.component(f"privilege-{size}", "privilege", t(f"privilege-{size}-name"),
                    N.privilege_desc(size == "large", large_cost, t), action=a, data_unavailable=why)
        _frame(d, x, y, 250, h, "#fdebd0", a)
        d.raw(icons.privilege(x + 26, y + h / 2, 30, size == "large"))
        d.text(x + 48, y + 31, t(f"privilege-{size}-cost", yuan=cost), size=13, box=196)
        d.close()
        x += 262
    return y + h + 10


# ------------------------------------------------------------------------------------------------
# person supply
# ------------------------------------------------------------------------------------------------


def _pairs(d: Svg, view: dict, act: Actions, tr, y: int) -> int:
    """Setup (D-4.7): every pair of two types as one square, row type first; a click takes the pair.
    Pairs already taken show who took them (a pair may be taken once)."""
    if view["round"] != 0:
        return y
    y = _section(d, y, tr("section-pairs"))
    types = T.types
    n = len(view["players"])
    taken = {tuple(sorted(pair, key=types.index)): (view["start_player"] + i) % n
             for i, pair in enumerate(view["pairs_taken"])}
    cell, label_w = 52, 200
    for j, t in enumerate(types[1:]):
        cx = M + label_w + j * cell + cell / 2
        d.add("rect", {"x": cx - 20, "y": y + 2, "width": 40, "height": 40, "rx": 5, "fill": T.type_colour[t],
                       "stroke": "#333"})
        d.raw(icons.SYMBOL[T.type_symbol[t]](cx, y + 22, 24))
    y += 48
    for i, t in enumerate(types[:-1]):
        ry = y + i * cell
        d.text(M, ry + 32, N.cap(N.kind_name(N.young_kind(t), tr)), size=13, weight="bold", box=label_w - 8)
        for j, u in enumerate(types[1:], 1):
            if j <= i:
                continue
            x = M + label_w + (j - 1) * cell
            a = act(f"pair {t} {u}")
            who = taken.get((t, u))
            title = N.cap(tr("pair-title", person=N.young_kind(t), person2=N.young_kind(u)))
            desc = tr("pair-taken", number=who + 1) if who is not None else tr("pair-desc")
            d.component(f"pair-{t}-{u}", "pair", title, desc, action=a)
            _frame(d, x + 2, ry + 2, cell - 4, cell - 4, "#fdfefe" if who is None else "#d5d8dc", a, rx=4,
                   stroke="#aaa")
            if who is not None:
                d.add("circle", {"cx": x + cell / 2, "cy": ry + cell / 2, "r": 12, "fill": SEAT_COLOURS[who],
                                 **paint(who),
                                 "stroke": "#111"})
            else:
                d.add("rect", {"x": x + 8, "y": ry + 12, "width": 16, "height": 28, "rx": 3, "fill": T.type_colour[t],
                               "stroke": "#333"})
                d.add("rect", {"x": x + 28, "y": ry + 12, "width": 16, "height": 28, "rx": 3, "fill": T.type_colour[u],
                               "stroke": "#333"})
            d.close()
    return y + (len(types) - 1) * cell + 10


def _supply(d: Svg, view: dict, act: Actions, tr, y: int) -> int:
    y = _section(d, y, tr("section-supply"))
    w, h, gap = 128, 84, 3
    for row, kinds in enumerate((OLD_ROW, YOUNG_ROW)):
        for col, k in enumerate(kinds):
            if k is None:
                continue
            x = M + col * (w + gap)
            yy = y + row * (h + 6)
            left = view["supply"][k]
            t = N.KIND_TYPE[k]
            a = act(f"tile {k}")
            if a is None and N.KIND_AGE[k] == "y":
                a = act(f"sunrise {t}")
            d.component(f"supply-{k}", "person", N.cap(N.kind_name(k, tr)), N.supply_desc(k, left, tr), action=a,
                        data_tile=k, data_left=left)
            colour = type_colour(k)
            fg = text_colour(colour)
            _frame(d, x, yy, w, h, colour, a, opacity=1 if left else 0.35)
            d.add("circle", {"cx": x + 17, "cy": yy + 17, "r": 12, "fill": "#fdfefe", "stroke": "#333"})
            d.text(x + 17, yy + 22, N.KIND_VALUE[k], size=13, weight="bold", anchor="middle")
            d.add("rect", {"x": x + 34, "y": yy + 5, "width": w - 40, "height": 24, "rx": 4, "fill": "#fdfefe",
                           "opacity": 0.85})
            _symbol_row(d, k, x + 34 + (w - 40) / 2, yy + 17, 16)
            d.text(x + w / 2, yy + 52, N.cap(tr.word("type", t)), size=13, weight="bold", anchor="middle", fill=fg,
                   box=w - 8)
            d.text(x + w / 2, yy + 73, tr("supply-left", n=left), size=12, anchor="middle", fill=fg, box=w - 8)
            d.close()
    return y + 2 * h + 6 + 10


# ------------------------------------------------------------------------------------------------
# players
# ------------------------------------------------------------------------------------------------

PALACE_W, FLOOR_H, ROOF_H = 136, 52, 20
PALACE_GAP = 10


def _person_actions(act: Actions, i: int, k: str) -> str | None:
    """What clicking person ``k`` of palace ``i`` does now (one decision is pending at a time)."""
    for form in (f"release {i} {k}", f"replace {i} {k}", f"remove-floor {i} {k}", f"charter {N.KIND_TYPE[k]}"):
        if form in act.set:
            return form
    return None


def _palace_action(act: Actions, i: int) -> str | None:
    for form in (f"place {i}", f"floor {i}", f"remove-floor {i}", f"unsupplied {i}"):
        if form in act.set:
            return form
    return None


def _person_tile(d: Svg, k: str, x, y, w, h, clickable, t) -> None:
    colour = type_colour(k)
    _frame(d, x, y, w, h, colour, clickable, rx=4, stroke="#333")
    d.text(x + w / 2, y + 17, N.cap(t.word("type", N.KIND_TYPE[k])), size=12, weight="bold", anchor="middle",
           fill=text_colour(colour), box=w - 8)
    d.add("rect", {"x": x + 8, "y": y + 22, "width": w - 16, "height": h - 26, "rx": 3, "fill": "#fdfefe",
                   "opacity": 0.85})
    _symbol_row(d, k, x + w / 2, y + 22 + (h - 26) / 2, 13)


def _palaces(d: Svg, pl: dict, act: Actions, mine: bool, t, x0: int, y: int, owner: str = "") -> int:
    """The player's palaces, floors stacked from the ground up, persons on their floors."""
    p = pl["seat"]
    high = max([1] + [pal["floors"] for pal in pl["palaces"]])   # the court is as tall as its highest palace
    base = y + ROOF_H + high * FLOOR_H
    x = x0
    slots = list(enumerate(pl["palaces"], 1))
    per_row = (INNER - 16) // (PALACE_W + PALACE_GAP)
    rows = max(1, -(-(len(slots) + 1) // per_row))
    row_h = ROOF_H + high * FLOOR_H + 26
    for n, (i, pal) in enumerate(slots):
        x = x0 + (n % per_row) * (PALACE_W + PALACE_GAP)
        b = base + (n // per_row) * row_h
        f = pal["floors"]
        a = _palace_action(act, i) if mine else None
        d.component(f"palace-{p}-{i}", "palace", t("palace-title", palace=i, name=owner or N.player(p, t)),
                    t("palace-desc", floors=f, persons=len(pal["persons"])), action=a, data_floors=f)
        top = b - f * FLOOR_H
        d.add("path", {"d": f"M{x - 4} {top} L{x + PALACE_W / 2} {top - ROOF_H + 2} L{x + PALACE_W + 4} {top} Z",
                       "fill": "#a93226", "stroke": "#641e16"})
        for fl in range(f):
            _frame(d, x, b - (fl + 1) * FLOOR_H, PALACE_W, FLOOR_H, "#e8d5b0", a, rx=2, stroke="#8d6e3f")
        d.text(x + PALACE_W / 2, b + 18, t("palace-label", palace=i), size=12, anchor="middle", fill=MUTED,
               box=PALACE_W)
        d.close()
        for j, k in enumerate(pal["persons"]):
            pa = _person_actions(act, i, k) if mine else None
            # while the palace itself is the target, a click on its person is a click on the palace
            d.component(f"person-{p}-{i}-{j + 1}", "person", N.cap(N.kind_name(k, t)), N.person_desc(k, t),
                        action=pa, data_tile=k, pointer_events="none" if a and not pa else None)
            _person_tile(d, k, x + 4, b - (j + 1) * FLOOR_H + 3, PALACE_W - 8, FLOOR_H - 6, pa, t)
            d.close()
    n = len(slots)
    a = act("floor new") if mine else None
    if a:
        x = x0 + (n % per_row) * (PALACE_W + PALACE_GAP)
        b = base + (n // per_row) * row_h
        d.component(f"site-{p}", "site", t("new-palace"), t("new-palace-desc"), action=a)
        d.add("rect", {"x": x, "y": b - FLOOR_H, "width": PALACE_W, "height": FLOOR_H, "rx": 2, "fill": "#fffaf0",
                       "stroke": HIGHLIGHT, "stroke_width": 3, "stroke_dasharray": "6 4"})
        d.text(x + PALACE_W / 2, b - FLOOR_H / 2 + 5, t("new-palace"), size=13, anchor="middle", box=PALACE_W - 8)
        d.close()
    if not slots and not a:
        d.text(x0, base - 20, t("no-palaces"), size=13, fill=MUTED, box=300)
    return y + rows * row_h


def _counters(d: Svg, pl: dict, t, x: int, y: int) -> None:
    p = pl["seat"]
    values = {"yuan": pl["yuan"], "rice": pl["rice"], "fireworks": pl["fireworks"],
              "small": pl["privileges"]["small"], "large": pl["privileges"]["large"], "score": pl["score"]}
    draw = {"yuan": lambda cx, cy: icons.coin(cx, cy, 22), "rice": lambda cx, cy: icons.rice(cx, cy, 22),
            "fireworks": lambda cx, cy: icons.firework(cx, cy, 22),
            "small": lambda cx, cy: icons.privilege(cx, cy, 22), "large": lambda cx, cy: icons.privilege(cx, cy, 22, True),
            "score": lambda cx, cy: icons.vp(cx, cy, 22)}
    for key in N.COUNTERS:
        d.component(f"{key}-{p}", "counter", t("named-value", name=t("counter-" + key), value=values[key]),
                    t(f"counter-{key}-tip"), data_value=values[key])
        d.add("rect", {"x": x, "y": y, "width": 74, "height": 32, "rx": 6, "fill": "#fdfefe", "stroke": "#c8bca6"})
        d.raw(draw[key](x + 17, y + 16))
        d.text(x + 34, y + 22, values[key], size=15, weight="bold", box=38)
        d.close()
        x += 80


def _cards(d: Svg, pl: dict, t, x: int, y: int) -> int:
    """Another player's person cards (public, R-8): one card per kind with its count."""
    p = pl["seat"]
    d.text(x, y + 30, t("cards-label"), size=13, fill=MUTED, box=60)
    x += 62
    for c, n in pl["hand"].items():
        d.component(f"cards-{p}-{c}", "person-card", N.card_name(c, t), N.hand_card_desc(c, n, t), data_count=n)
        person_card(d, c, n, x, y, 48, 46, t=t)
        d.close()
        x += 52
    return x


def person_card(d: Svg, c: str, n: int, x, y, w, h, clickable=None, t=None) -> None:
    colour = "#fdfefe" if c == "wild" else T.type_colour[c]
    _frame(d, x, y, w, h, colour, clickable, rx=5, stroke="#566573")
    if c == "wild":
        d.raw(icons.card_back(x + w / 2, y + 17, 20))
    else:
        d.add("circle", {"cx": x + w / 2, "cy": y + 17, "r": 12, "fill": "#fdfefe"})
        d.raw(icons.SYMBOL[T.type_symbol[c]](x + w / 2, y + 17, 17))
    d.text(x + w / 2, y + h - 7, N.remember(t)("card-count", n=n), size=12, weight="bold", anchor="middle",
           fill=text_colour(colour))


def _wall_tiles(d: Svg, pl: dict, act: Actions, mine: bool, t, x: int, y: int) -> None:
    p = pl["seat"]
    if not pl["wall_unused"]:
        return
    d.text(x, y + 30, t("wall-tiles-label"), size=13, fill=MUTED, box=96)
    x += 98
    for b in pl["wall_unused"]:
        a = act(f"wall {b}") if mine else None
        d.component(f"wall-tile-{p}-{b}", "wall-tile", t("wall-tile-title", bonus=b),
                    t("wall-tile-desc", rule=t("rule-bonus-" + b)), action=a)
        _frame(d, x, y, 48, 46, "#eceae4", a, rx=4, stroke="#777")
        d.raw(icons.GAIN[T.wall_gain[b][0]](x + 24, y + 17, 20))
        d.text(x + 24, y + 40, t("wall-tile-gain", n=T.wall_gain[b][1]), size=12, weight="bold", anchor="middle")
        d.close()
        x += 52


def _new_tile(d: Svg, view: dict, p: int, t, x: int, y: int) -> None:
    """The tile taken this turn and not yet placed (setup, person phase, sunrise)."""
    dec = view.get("decision")
    if not dec or dec["player"] != p or dec["kind"] not in ("initial", "place"):
        return
    k = dec["detail"]["tile"]
    d.text(x, y + 26, t("to-place-label"), size=13, fill=MUTED, box=120)
    d.component(f"new-tile-{p}", "person", N.cap(t("to-place-title", person=k)), N.person_desc(k, t))
    _person_tile(d, k, x + 124, y, PALACE_W - 8, 40, None, t)
    d.close()


def _flood(d: Svg, view: dict, pl: dict, act: Actions, t, x: int, y: int) -> int:
    """Flood (A-13): a table of what may be returned, yuan by row and rice by column; each square
    returns that many yuan and rice and the fireworks that make up the rest (shown in it)."""
    returns = act.starting("return")
    if not returns:
        return y
    triples = [tuple(int(v) for v in a.split()[1:]) for a in returns]
    total = sum(triples[0])
    d.text(x, y + 18, t("flood-title", n=total), size=14, weight="bold", box=INNER - 20)
    d.text(x, y + 40, t("flood-help"), size=13, box=INNER - 20)
    y += 50
    ys = sorted({t[0] for t in triples})
    rs = sorted({t[1] for t in triples})
    cell, label_w = 50, 80
    d.text(x, y + 20, t("flood-rice"), size=13, weight="bold", box=label_w - 6)
    for j, r in enumerate(rs):
        d.text(x + label_w + j * cell + cell / 2, y + 20, r, size=13, weight="bold", anchor="middle")
    y += 28
    for i, yy in enumerate(ys):
        ry = y + i * cell
        d.text(x, ry + 30, t("flood-yuan", yuan=yy), size=13, weight="bold", box=label_w - 6)
        for j, r in enumerate(rs):
            f = total - yy - r
            a = act(f"return {yy} {r} {f}")
            if a is None:
                continue
            cx = x + label_w + j * cell
            d.component(f"flood-{yy}-{r}", "flood", t("flood-square", yuan=yy, rice=r, fireworks=f),
                        t("flood-desc"), action=a)
            _frame(d, cx + 2, ry + 2, cell - 4, cell - 4, "#fdfefe", True, rx=5)
            d.raw(icons.firework(cx + 16, ry + cell / 2, 18))
            d.text(cx + 34, ry + 30, f, size=14, weight="bold", anchor="middle")
            d.close()
    return y + len(ys) * cell + 6


def _player(d: Svg, view: dict, pl: dict, act: Actions, t, y: int) -> int:
    p = pl["seat"]
    dec = view.get("decision")
    mine = bool(act.legal) and dec is not None and dec["player"] == p
    to_act = dec is not None and dec["player"] == p and not view.get("is_terminal")
    top = y
    parts = Svg()
    # header: name and goods
    parts.text(M + 20, y + 27, N.who(view, p, t), size=17, weight="bold", fill=SEAT_COLOURS[p], data_seat_name=p,
               box=250, **paint(p))
    _counters(parts, pl, t, M + 290, y + 6)
    _new_tile(parts, view, p, t, M + 290 + 6 * 80 + 10, y + 2)
    y += 48
    y = _palaces(parts, pl, act, mine, t, M + 16, y, N.who(view, p, t))
    show_cards = view.get("seat") != p
    x = M + 16
    if show_cards and pl["hand"]:
        x = _cards(parts, pl, t, x, y) + 20
    if pl["wall_unused"]:
        if x + 98 + 52 * len(pl["wall_unused"]) > WIDTH - M:
            y += 56
            x = M + 16
        _wall_tiles(parts, pl, act, mine, t, x, y)
    if (show_cards and pl["hand"]) or pl["wall_unused"]:
        y += 56
    if mine:
        y = _flood(parts, view, pl, act, t, M + 16, y)
    y += 8
    d.component(f"player-{p}", "player", t("court-title", name=N.who(view, p, t)), t("court-desc"))
    d.add("rect", {"x": M, "y": top, "width": INNER, "height": y - top, "rx": 10, "fill": "#fffaf0",
                   "stroke": SEAT_COLOURS[p], "stroke_width": 4 if to_act else 1.5,
                   **paint(p, "stroke")})
    d.add("rect", {"x": M, "y": top, "width": 10, "height": y - top, "rx": 5, "fill": SEAT_COLOURS[p], **paint(p)})
    d.close()
    d.parts.extend(parts.parts)
    return y + 10


def svg(view: dict, legal=(), t=None) -> str:
    t = N.remember(t)
    act = Actions(legal)
    d = Svg()

    def part(name, draw, *args):
        """Each part of the table in a <g> of its own: a part that comes or goes (the pair table,
        the action groups) leaves the others' pieces where they are in the page's morph."""
        d.open("g", id=f"part-{name}")
        out = draw(*args)
        d.close()
        return out

    y = part("round", _header, d, view, t, 0)
    y = part("pairs", _pairs, d, view, act, t, y)   # setup: the decision of the moment comes first
    y = part("events", _events, d, view, t, y)
    y = part("track", _track, d, view, t, y)
    y = part("groups", _groups, d, view, act, t, y)
    y = part("supply", _supply, d, view, act, t, y)
    viewer = view.get("seat")
    seats = sorted(range(len(view["players"])), key=lambda p: (p != viewer, view["track_order"].index(p)))
    y = _section(d, y, t("section-courts"))
    for p in seats:
        y = part(f"court-{p}", _player, d, view, view["players"][p], act, t, y)
    height = int(y + 4)
    return (f'{open_svg(WIDTH, height, font_family="sans-serif", data_game="dragon")}'
            f'<rect x="0" y="0" width="{WIDTH}" height="{height}" fill="{PAPER}"/>{d.body()}</svg>')
