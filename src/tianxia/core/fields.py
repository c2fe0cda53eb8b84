"""A game state's fields, declared once: ``__slots__``, copy, save and load all come from the list.

A game's ``State`` subclass sets ``FIELDS`` (a tuple of ``Field``) and ``__slots__ = slots(FIELDS)``;
``State.__init_subclass__`` then builds ``_copy_to``, ``_dump`` and ``_load`` for the class from the
declaration, as ``dataclasses`` does: it writes their source text once and ``exec``s it, so a clone
runs one straight-line function, as fast as a hand-written one (search clones states constantly).

One ``Field`` says, for one attribute:

- ``copy``: how a clone gets it.  ``"value"`` shares it (numbers, strings, tuples, or a list that is
  only ever replaced, never mutated); ``"copy"`` a shallow copy; ``"copies"`` a copy of each item
  (a list of lists); ``"optional"`` a copy or None; ``"dict_copies"`` a dict whose values are
  copied; ``"json"`` a deep copy of nested lists and dicts; ``"none"`` resets a scratch field.
- ``key``: its name in the saved JSON (default: the attribute's name); ``saved=False`` for a field
  rebuilt from the others after loading (the game's ``_loaded`` hook) or set by ``_loading``.
- ``dump`` / ``load``: how it is written and read.  A kind (``"value"``, ``"list"``, ``"lists"``,
  ``"lists3"``, ``"tuple"``, ``"tuples"``, ``"deep"``: nested lists all the way down) or a function: ``dump(state, value)`` and
  ``load(state, data)``.
- ``seat``: the name of a per-seat list of JSON objects the field is written into (Dragon's
  ``"players": [{"yuan": 3, ...}, ...]``): its value is one item per seat.  There a ``dump``
  function is called as ``dump(state, seat)`` and a ``load`` function as ``load(state, rows)``.
- ``per_seat``: the loaded value must hold one entry per seat ("needs one entry per seat (N)").

The saved JSON keeps the declaration's order (so the declaration is written in the JSON's order).
Loading calls the class's ``_loading(data)`` first when it has one (it may return changed data, say
an older save brought up to date) and ``_loaded()`` last (checks of the whole position, fields
derived from the saved ones).
"""

from __future__ import annotations

from collections.abc import Callable

COPY = {
    "value": "{x}",
    "copy": "{x}.copy()",
    "copies": "[v.copy() for v in {x}]",
    "optional": "None if {x} is None else {x}.copy()",
    "dict_copies": "{{k: v.copy() for k, v in {x}.items()}}",
    "json": "_copy_json({x})",
    "none": "None",
}
DUMP = {
    "value": "{x}",
    "list": "list({x})",
    "lists": "[list(v) for v in {x}]",
    "lists3": "[[list(w) for w in v] for v in {x}]",
}
LOAD = {
    "value": "{x}",
    "list": "list({x})",
    "lists": "[list(v) for v in {x}]",
    "lists3": "[[list(w) for w in v] for v in {x}]",
    "tuple": "tuple({x})",
    "tuples": "tuple(tuple(v) for v in {x})",
    "deep": "_deep_lists({x})",
}


class Field:
    __slots__ = ("name", "copy", "key", "dump", "load", "seat", "per_seat", "saved")

    def __init__(self, name: str, copy: str = "value", key: str | None = None, *, dump: str | Callable = "value",
                 load: str | Callable | None = None, seat: str | None = None, per_seat: bool = False,
                 saved: bool = True):
        if copy not in COPY:
            raise ValueError(f"field {name}: unknown copy kind {copy!r}")
        for kind, table in ((dump, DUMP), (load, LOAD)):
            if isinstance(kind, str) and kind not in table:
                raise ValueError(f"field {name}: unknown kind {kind!r}")
        self.name = name
        self.copy = copy
        self.key = key or name
        self.dump = dump
        self.load = dump if load is None and isinstance(dump, str) else load
        self.seat = seat
        self.per_seat = per_seat
        self.saved = saved
        if saved and self.load is None:
            raise ValueError(f"field {name}: a dump function needs a load function")


def slots(fields) -> tuple[str, ...]:
    return tuple(f.name for f in fields)


def _copy_json(v):
    """A deep copy of JSON-like data (lists, dicts, scalars)."""
    if type(v) is list:
        return [_copy_json(x) for x in v]
    if type(v) is dict:
        return {k: _copy_json(x) for k, x in v.items()}
    return v


def _deep_lists(x):
    """Nested lists (and tuples) as nested lists; anything else as it is."""
    if isinstance(x, (list, tuple)):
        return [_deep_lists(y) for y in x]
    return x


def build(cls, fields) -> None:
    """Give ``cls`` the ``_copy_to``, ``_dump`` and ``_load`` its ``fields`` declare (unless it
    writes its own)."""
    names = {"_copy_json": _copy_json, "_deep_lists": _deep_lists}

    def fn(f: Field, what: str, value):
        key = f"_{what}_{f.name}"
        names[key] = value
        return key

    copy = ["def _copy_to(s, o):"]
    copy += [f"    o.{f.name} = " + COPY[f.copy].format(x=f"s.{f.name}") for f in fields] or ["    pass"]

    dump = ["def _dump(s):", "    return {"]
    groups: dict[str, list[Field]] = {}
    for f in fields:
        if f.saved and f.seat:
            groups.setdefault(f.seat, []).append(f)
    written = set()
    for f in fields:
        if not f.saved:
            continue
        if f.seat:
            if f.seat in written:
                continue
            written.add(f.seat)
            items = []
            for g in groups[f.seat]:
                if callable(g.dump):
                    items.append(f"{g.key!r}: {fn(g, 'dump', g.dump)}(s, p)")
                else:
                    items.append(f"{g.key!r}: " + DUMP[g.dump].format(x=f"s.{g.name}[p]"))
            dump.append(f"        {f.seat!r}: [{{{', '.join(items)}}} for p in range(s.num_players)],")
        elif callable(f.dump):
            dump.append(f"        {f.key!r}: {fn(f, 'dump', f.dump)}(s, s.{f.name}),")
        else:
            dump.append(f"        {f.key!r}: " + DUMP[f.dump].format(x=f"s.{f.name}") + ",")
    dump.append("    }")

    load = ["def _load(s, d):"]
    if hasattr(cls, "_loading"):
        load.append("    d = s._loading(d)")
    load.append("    n = s.num_players")
    checked = set()
    for f in fields:
        if not f.saved:
            continue
        if f.seat:
            if f.seat not in checked:
                checked.add(f.seat)
                load += [f"    rows_{f.seat} = d[{f.seat!r}]",
                         f"    if len(rows_{f.seat}) != n:",
                         (f"        raise ValueError(f'field state/{f.seat}: {{len(rows_{f.seat})}} entries "
                          f"for {{n}} players')")]
            if callable(f.load):
                load.append(f"    s.{f.name} = {fn(f, 'load', f.load)}(s, rows_{f.seat})")
            else:
                load.append(f"    s.{f.name} = [" + LOAD[f.load].format(x=f"q[{f.key!r}]")
                            + f" for q in rows_{f.seat}]")
            continue
        if callable(f.load):
            load.append(f"    s.{f.name} = {fn(f, 'load', f.load)}(s, d[{f.key!r}])")
        else:
            load.append(f"    s.{f.name} = " + LOAD[f.load].format(x=f"d[{f.key!r}]"))
        if f.per_seat:
            load += [f"    if not isinstance(s.{f.name}, list) or len(s.{f.name}) != n:",
                     f"        raise ValueError(f'field state/{f.key}: needs one entry per seat ({{n}})')"]
    if hasattr(cls, "_loaded"):
        load.append("    s._loaded()")

    for source, name in ((copy, "_copy_to"), (dump, "_dump"), (load, "_load")):
        if name in cls.__dict__:
            continue
        text = "\n".join(source)
        namespace: dict = {}
        exec(compile(text, f"<{cls.__name__}.{name} from FIELDS>", "exec"), dict(names), namespace)  # noqa: S102 - our own source text
        method = namespace[name]
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__doc__ = f"Generated from {cls.__name__}.FIELDS (tianxia.core.fields)."
        method.source = text
        setattr(cls, name, method)
