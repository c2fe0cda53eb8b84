"""Game options: declared once per game, checked and typed in one place.

A game declares ``options`` as ``{name: spec}`` where a spec has ``default``,
``help`` and either ``choices`` (a list of allowed values) or ``type``
(``"bool"`` or ``"int"``, with optional ``min``/``max``).  Values may arrive
typed (Python) or as strings (command line ``k=v``, query strings); both are
turned into the declared type here, so games only ever see clean values.
"""

from __future__ import annotations

from .errors import refused

_TRUE = {"true", "on", "yes", "1"}
_FALSE = {"false", "off", "no", "0"}


def _coerce(name: str, spec: dict, value):
    kind = spec.get("type")
    if "choices" in spec:
        for choice in spec["choices"]:
            if value == choice and type(value) is type(choice):
                return choice
            if isinstance(value, str) and value.casefold() == str(choice).casefold():
                return choice
        allowed = ", ".join(str(c) for c in spec["choices"])
        raise refused("option-not-a-choice", option=name, value=repr(value), allowed=allowed)
    if kind == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.casefold() in _TRUE | _FALSE:
            return value.casefold() in _TRUE
        raise refused("option-not-on-off", option=name, value=repr(value))
    if kind == "int":
        if isinstance(value, bool):
            raise refused("option-not-whole", option=name, value=repr(value))
        try:
            number = int(value)
        except (TypeError, ValueError):
            raise refused("option-not-whole", option=name, value=repr(value)) from None
        if "min" in spec and number < spec["min"] or "max" in spec and number > spec["max"]:
            raise refused("option-outside", option=name, value=str(number), low=str(spec.get("min")),
                          high=str(spec.get("max")))
        return number
    raise TypeError(f"option {name} has no choices and no known type")


def resolve(specs: dict, given: dict | None) -> dict:
    """Every declared option with its typed value; unknown names and bad values raise ValueError."""
    given = dict(given or {})
    unknown = sorted(set(given) - set(specs))
    if unknown:
        known = ", ".join(sorted(specs)) or "none"
        raise refused("option-unknown", option=repr(unknown[0]), known=known)
    return {name: (_coerce(name, spec, given[name]) if name in given else spec["default"])
            for name, spec in specs.items()}


def saved(specs: dict, opts: dict) -> dict:
    """The options a saved position writes: all but the house rules (specs with ``"house"``) left at
    their default, so a position played at the default reading saves as it did before the house rule
    was declared (old saves load unchanged and every replay digest stays equal)."""
    return {name: value for name, value in opts.items()
            if not ("house" in specs.get(name, ()) and value == specs[name]["default"])}


def parse_cli(text: str | None) -> dict:
    """``"great_wall=on,great_events=random"`` -> ``{"great_wall": "on", ...}`` (strings, typed later)."""
    result: dict = {}
    for part in (text or "").split(","):
        part = part.strip()
        if not part:
            continue
        if "=" not in part:
            raise ValueError(f"option {part!r} needs the form name=value")
        key, value = part.split("=", 1)
        result[key.strip()] = value.strip()
    return result


def describe(spec: dict) -> str:
    """One line for ``tianxia list``: the values an option takes and its default."""
    if "choices" in spec:
        values = "|".join(str(c) for c in spec["choices"])
    elif spec.get("type") == "int":
        values = f"{spec.get('min', '')}..{spec.get('max', '')}"
    else:
        values = "on|off"
    default = spec["default"]
    if isinstance(default, bool):
        default = "on" if default else "off"
    return f"{values} (default {default})"
