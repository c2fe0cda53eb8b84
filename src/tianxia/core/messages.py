"""Messages as data: what the games say, kept as a message id and typed arguments, put into words
by Project Fluent catalogs (``.ftl``), one per language, beside each game.

Why Fluent: Polish needs grammatical cases and three plural forms, and a translator must be able
to add them without changing code; Fluent's selectors and attributes do both, and standard tools
(Pontoon, Weblate, Poedit's Fluent support) edit the files.  English is one catalog among the
others.

Where the catalogs are::

    tianxia/core/messages/<lang>.ftl            words every game shares (lists, seats)
    tianxia/games/<game>/data/messages/<lang>.ftl   one game's messages and words

An event is a dict ``{"type": kind, "msg": id, "args": {...}}`` (plus ``"player"`` and a
``"secret"`` part ``{"seat": p, "msg": id, "args": {...}}`` where the game has one); an event of
an older record may hold a finished English ``"text"`` instead, shown as it is.

Arguments are JSON values.  Their *kind* is their name without trailing digits (``seat2`` is a
``seat``), or, for a list, without a final ``s`` (``persons`` is a list of ``person``):

* a number stays a number (Fluent chooses plural forms by it);
* a seat (kind ``seat`` or ``player``) becomes the seat's name when names are given, else the
  catalog's ``seat`` message with ``$seat`` (0-based) and ``$number`` (1-based);
* a string ``v`` of kind ``k`` becomes the catalog's message ``k-v`` (spaces and ``_`` as ``-``)
  when there is one; its attributes become more arguments: ``.acc`` of ``person`` is
  ``$person_acc`` (cases, gender for agreement).  Otherwise the message ``k`` with ``$value``
  when there is one that uses ``$value`` (``card = card { $value }``), else the string as it is;
* a list becomes its items' words joined by the catalog's ``list-and`` message, attribute by
  attribute;
* a part ``{"msg": id, "args": {...}}`` (or a list of them) is that message in words, put in
  place: a line made of one phrase per seat ("seat 0 5 (3 houses), seat 2 3 (2 houses)").

``segments`` returns the same line cut into words and the arguments it shows, so the browser can
draw a person tile or a card beside its word.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import (
    MAX_PART_LENGTH,
    CurrentEnvironment,
    Pattern,
    Placeable,
    ResolverEnvironment,
    TextElement,
    VariableReference,
)
from fluent.runtime.types import FluentInt, FluentNone, FluentType
from fluent.runtime.utils import native_to_fluent
from fluent.syntax.visitor import Visitor

DEFAULT = "en"
_CORE = "tianxia.core"
_SEATS = ("seat", "player")
_OPEN, _CLOSE = "\ue000", "\ue001"
_MARK = re.compile(f"{_OPEN}(\\d+){_CLOSE}")
_ID = re.compile(r"[^A-Za-z0-9-]+")


def _ftl(package: str, lang: str) -> str | None:
    where = ("messages",) if package == _CORE else ("data", "messages")
    if not package:  # a game defined outside a package (tests' toy games) has only the core's words
        return None
    try:
        path = resources.files(package).joinpath(*where, f"{lang}.ftl")
        return path.read_text(encoding="utf-8") if path.is_file() else None
    except (ModuleNotFoundError, TypeError, ValueError):
        return None


def languages(package: str) -> list[str]:
    """Languages a package ships catalogs for (file names under its messages folder)."""
    where = ("messages",) if package == _CORE else ("data", "messages")
    try:
        folder = resources.files(package).joinpath(*where)
        return sorted(p.name[:-4] for p in folder.iterdir() if p.name.endswith(".ftl"))
    except (ModuleNotFoundError, TypeError, ValueError, FileNotFoundError, NotADirectoryError):
        return []


class MessageError(KeyError):
    """A message id that no catalog of the language (nor English) holds."""


class Messages:
    """One language's words for one game (its catalog over the shared core catalog).

    Calling it formats a message: ``t("drought-none", seat=1)``.  A message missing from the
    language falls back to English, then raises MessageError: a game never shows a bare id.
    """

    def __init__(self, package: str, lang: str, fallback: "Messages | None" = None):
        self.package, self.lang, self.fallback = package, lang, fallback
        self.bundle = _Bundle([lang], use_isolating=False)
        for source in (_ftl(_CORE, lang), _ftl(package, lang) if package != _CORE else None):
            if source:  # the game's catalog, added last, overrides the shared words (``seat``)
                self.bundle.add_resource(FluentResource(source), allow_overrides=True)
        self._words: dict = {}
        self._said: dict = {}
        #: ids this language lacked and English said instead, and messages Fluent could not
        #: fill (an argument not given, a term missing): tests insist on none of either
        self.fell_back: set[str] = set()
        self.errors: set[str] = set()

    def has(self, msg: str) -> bool:
        return self.bundle.has_message(msg) or (self.fallback is not None and self.fallback.has(msg))

    def __call__(self, msg: str, names=None, **args) -> str:
        return self.format(msg, args, names)

    def format(self, msg: str, args: dict | None = None, names=None) -> str:
        """The message in words; ``names`` (a list, by seat) names the seats.  Remembered: Fluent
        takes tens of microseconds a sentence, and a view or a log says the same ones again."""
        key = _key(msg, args, names)
        if key is not None:
            said = self._said.get(key)
            if said is not None:
                return said
        text = self._format(msg, args, names)
        if key is not None:
            if len(self._said) >= SAID:
                self._said.clear()
            self._said[key] = text
        return text

    def _format(self, msg: str, args: dict | None, names) -> str:
        if not self.bundle.has_message(msg):
            if self.fallback is not None:
                self.fell_back.add(msg)
                return self.fallback._format(msg, args, names)
            raise MessageError(f"no message {msg!r} in {self.package} ({self.lang})")
        values = self._arguments(args or {}, names, None)
        text, errors = self.bundle.format_pattern(self.bundle.get_message(msg).value, values)
        if errors:
            self.errors.add(f"{msg}: {errors[0]}")
        return text

    def plain(self, msg: str, args: dict | None = None) -> str:
        """The message with its arguments as given (texts and numbers, no words looked up): for
        the pages' own texts."""
        if not self.bundle.has_message(msg):
            if self.fallback is not None:
                self.fell_back.add(msg)
                return self.fallback.plain(msg, args)
            raise MessageError(f"no message {msg!r} in {self.package} ({self.lang})")
        text, errors = self.bundle.format_pattern(self.bundle.get_message(msg).value, args or {})
        if errors:
            self.errors.add(f"{msg}: {errors[0]}")
        return text

    def segments(self, msg: str, args: dict | None = None, names=None) -> list:
        """The message cut into plain text and argument parts.

        Each argument shown becomes ``{"kind", "value", "text"}`` (a list argument, one part per
        item), so a client can draw the component beside its word.
        """
        if not self.bundle.has_message(msg):
            if self.fallback is not None:
                self.fell_back.add(msg)
                return self.fallback.segments(msg, args, names)
            raise MessageError(f"no message {msg!r} in {self.package} ({self.lang})")
        shown: list = []
        values = self._arguments(args or {}, names, shown)
        text, errors = self.bundle.format_pattern(self.bundle.get_message(msg).value, values)
        if errors:
            self.errors.add(f"{msg}: {errors[0]}")
        out, pos = [], 0
        for m in _MARK.finditer(text):
            if m.start() > pos:
                out.append(text[pos:m.start()])
            out.append(shown[int(m.group(1))])
            pos = m.end()
        if pos < len(text):
            out.append(text[pos:])
        return out

    def word(self, kind: str, value, names=None) -> str:
        """One argument in words (``word("person", "healer")``), e.g. for a tooltip."""
        return self._one(kind, value, names, None)[0]

    # -- arguments ---------------------------------------------------------------------------------

    def _arguments(self, args: dict, names, shown) -> dict:
        values = {}
        for key, value in args.items():
            if isinstance(value, bool):
                values[key] = "yes" if value else "no"
            elif isinstance(value, (int, float)) and key.rstrip("0123456789") not in _SEATS:
                values[key] = _number(value) if type(value) is int else value
            elif isinstance(value, dict):
                values[key] = self._part(value, names, shown)
            elif isinstance(value, (list, tuple)) and value and isinstance(value[0], dict):
                values[key] = self._join([self._part(v, names, shown) for v in value])
            elif isinstance(value, (list, tuple)):
                kind = key.rstrip("0123456789")
                kind = kind[:-1] if kind.endswith("s") else kind
                values.update(self._list(key, kind, value, names, shown))
            elif value is None:
                values[key] = FluentNone()
            else:
                word, forms = self._one(key.rstrip("0123456789"), value, names, shown)
                values[key] = word
                for form, text in forms.items():
                    values[f"{key}_{form}"] = text
        return values

    def _part(self, part: dict, names, shown) -> str:
        """A message inside an argument, in words (its arguments shown like the outer line's)."""
        for bundle in self._chain():
            if bundle.has_message(part["msg"]):
                values = self._arguments(part.get("args") or {}, names, shown)
                return bundle.format_pattern(bundle.get_message(part["msg"]).value, values)[0]
        raise MessageError(f"no message {part['msg']!r} in {self.package} ({self.lang})")

    def _one(self, kind: str, value, names, shown) -> tuple[str, dict]:
        key = (kind, value if not isinstance(value, list) else tuple(value))
        found = self._words.get(key)
        if found is None or (names is not None and kind in _SEATS):
            found = self._word(kind, value, names)
            if names is None or kind not in _SEATS:
                self._words[key] = found
        word, forms = found
        if shown is not None:
            return _mark(shown, kind, value, word), {f: _mark(shown, kind, value, t) for f, t in forms.items()}
        return word, forms

    def _word(self, kind: str, value, names) -> tuple[str, dict]:
        if kind in _SEATS and isinstance(value, int):
            if names is not None and 0 <= value < len(names) and names[value]:
                return str(names[value]), {}
            return self._message("seat", {"seat": value, "number": value + 1}) or f"seat {value}", {}
        ident = f"{kind}-{_ID.sub('-', str(value)).strip('-').lower()}"
        for bundle in self._chain():
            if bundle.has_message(ident):
                if bundle is not self.bundle:
                    self.fell_back.add(ident)
                message = bundle.get_message(ident)
                word = bundle.format_pattern(message.value, {})[0] if message.value else str(value)
                forms = {name: bundle.format_pattern(pattern, {})[0]
                         for name, pattern in message.attributes.items()}
                return word, forms
        word = self._message(kind, {"value": value}, needs="value")
        return (word if word is not None else str(value)), {}

    def _list(self, key: str, kind: str, items, names, shown) -> dict:
        words = [self._one(kind, item, names, shown) for item in items]
        out = {key: self._join([w for w, _ in words])}
        common = set.intersection(*(set(f) for _, f in words)) if words else set()
        for form in common:
            out[f"{key}_{form}"] = self._join([f[form] for _, f in words])
        return out

    def _join(self, words: list[str]) -> str:
        if len(words) < 2:
            return words[0] if words else (self._message("list-none", {}) or "")
        first = (self._message("list-comma", {}) or ", ").join(words[:-1])
        return self._message("list-and", {"first": first, "last": words[-1]}) or f"{first} and {words[-1]}"

    def _message(self, msg: str, args: dict, needs: str | None = None) -> str | None:
        """``msg`` with ``args`` (None: no catalog has it; with ``needs``, none has it using that
        argument: an event message named like an argument's kind is not that kind's word)."""
        for bundle in self._chain():
            if bundle.has_message(msg):
                message = bundle.get_message(msg)
                if message.value is None or (needs is not None and needs not in variables(message)):
                    return None
                if bundle is not self.bundle:
                    self.fell_back.add(msg)
                return bundle.format_pattern(message.value, args)[0]
        return None

    def _chain(self):
        yield self.bundle
        if self.fallback is not None:
            yield from self.fallback._chain()


class _Variables(Visitor):
    def __init__(self):
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):
        self.names.add(node.id.name)


_USES: dict = {}


def variables(message) -> set[str]:
    """The variables a message of a bundle uses (remembered per message object)."""
    found = _USES.get(id(message))
    if found is None or found[0] is not message:
        seen = _Variables()
        seen.visit(message)
        found = _USES[id(message)] = (message, seen.names)
    return found[1]


#: sentences a Messages remembers before it starts afresh
SAID = 50_000


class _Bundle(FluentBundle):
    """Fluent's bundle, taking arguments that are already Fluent values as they are (Fluent's own
    ``format_pattern`` wraps every ``int`` afresh, which would lose ``_Int``'s memory)."""

    def format_pattern(self, pattern, args=None):
        plain = _plain(pattern)
        if plain is not None and args is not None:  # most sentences: text and arguments, nothing else
            out = []
            for text, name in plain:
                if name is None:
                    out.append(text)
                    continue
                value = args.get(name)
                if type(value) is str and len(value) <= MAX_PART_LENGTH:
                    out.append(value)
                elif type(value) is _Int:
                    out.append(value.format(self._babel_locale))
                else:  # missing, another type, too long: Fluent's resolver says it (and its error)
                    break
            else:
                return "".join(out), []
        fluent_args = ({name: value if isinstance(value, FluentType) else native_to_fluent(value)
                        for name, value in args.items()} if args else {})
        errors: list = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=fluent_args), errors=errors)
        try:
            result = pattern(env)
        except ValueError as err:
            errors.append(err)
            result = "{???}"
        return result, errors


_PLAIN: dict[int, tuple] = {}  # id(pattern) -> (pattern, its parts or None)


def _plain(pattern):
    """A pattern of text and ``{ $argument }`` only, as (text, None) and (None, argument name)
    parts; None for any other (selectors, references, functions, literals).

    Fluent's resolver walks a pattern's syntax tree for every sentence, a few microseconds a
    node; the move path says each new sentence of an action's events, and ~90% of the catalogs'
    messages are plain (benchmarks/server.md, 2026-11-26 night)."""
    found = _PLAIN.get(id(pattern))
    if found is not None and found[0] is pattern:
        return found[1]
    parts: list | None = []
    if isinstance(pattern, TextElement):  # Fluent compiles a pattern of one text to the text
        elements = [pattern]
    elif isinstance(pattern, Pattern):
        elements = pattern.elements
    else:
        elements = [None]
    for element in elements:
        if isinstance(element, TextElement):
            parts.append((element.value, None))
        elif isinstance(element, Placeable) and isinstance(element.expression, VariableReference):
            parts.append((None, element.expression.id.name))
        else:
            parts = None
            break
    if parts is not None and len(parts) > Pattern.MAX_PARTS:
        parts = None
    _PLAIN[id(pattern)] = (pattern, tuple(parts) if parts is not None else None)
    return _PLAIN[id(pattern)][1]


class _Int(FluentInt):
    """An integer argument whose digits Babel works out once per locale: Babel's number pattern
    costs tens of microseconds a call, and a log says the same small numbers again and again.
    Only Fluent's default number format is remembered (``NUMBER()`` with options makes a new
    number of Fluent's own)."""

    def format(self, locale) -> str:
        said = self.said.get(locale)
        if said is None:
            said = self.said[locale] = super().format(locale)
        return said


_INTS: dict[int, _Int] = {}


def _number(value: int) -> _Int:
    number = _INTS.get(value)
    if number is None:
        if len(_INTS) >= SAID:
            _INTS.clear()
        number = _INTS[value] = _Int(value)
        number.said = {}
    return number


def _key(msg: str, args, names):
    """A hashable key for a message with its arguments (None: something unhashable in them).

    The usual arguments, flat numbers and strings, make their key without a walk in Python (the
    values' types are part of it: ``True == 1`` but says "yes"); lists and parts are frozen."""
    if args:
        try:
            key = (msg, tuple(args.items()), tuple(map(type, args.values())), tuple(names) if names else None)
            hash(key)
            return key
        except TypeError:
            pass
    try:
        key = (msg, _frozen(args) if args else None, tuple(names) if names else None)
        hash(key)
        return key
    except TypeError:
        return None


def _frozen(value):
    if isinstance(value, bool):  # True == 1 as a key, but says "yes"
        return ("bool", value)
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    if isinstance(value, (list, tuple)):
        return ("[", *(_frozen(v) for v in value))
    return value


def _mark(shown: list, kind: str, value, text: str) -> str:
    """A place-holder for an argument shown in segments (each case form is its own part)."""
    shown.append({"kind": kind, "value": value, "text": text})
    return f"{_OPEN}{len(shown) - 1}{_CLOSE}"


@lru_cache(maxsize=None)
def messages(package: str, lang: str = DEFAULT) -> Messages:
    """The catalogs of a game package (``game.package``) in ``lang``, English beneath."""
    fallback = None if lang == DEFAULT else messages(package, DEFAULT)
    return Messages(package, lang, fallback)


def reload() -> None:
    """Forget loaded catalogs (after a catalog was edited in a running process)."""
    messages.cache_clear()


def line(package: str, part: dict, lang: str = DEFAULT, names=None) -> str:
    """An event (or its secret part) in words: its message, or an older record's finished text."""
    msg = part.get("msg")
    if msg is None:
        return part.get("text", "")
    return messages(package, lang).format(msg, part.get("args"), names)


def event(kind: str, msg: str, player: int | None = None, secret: dict | None = None, data: dict | None = None,
          /, **args) -> dict:
    """An event as data (what games append to their event list): its type, message id and the
    message's arguments; ``player`` the seat it concerns, ``secret`` the part only that seat may
    see (``{"seat": s, "msg": ..., "args": ...}``, removed for every other seat).  Three choices keep a
    game's existing events byte for byte as they were (its logs and replay digests): ``data``, the
    event's own keys for programs (bots, views, tests), written after the arguments (and
    ``player``) and before ``secret``; ``player_first=True`` writes ``player`` before the arguments;
    ``order`` names every key in the order an older event wrote them (Emperor's ``exhausted`` has
    its arguments before its message, its ``roads_scored`` its points before its arguments).

    ``player`` is passed by position, ``secret`` and ``data`` by position or by name, ``player_first``
    and ``order`` by name.  The parameters are positional-only and the names arrive in ``args``, to be
    taken out of it: CPython compares each keyword of a call with every named parameter that is not
    positional-only, which made a call with three arguments cost 2.7 times the dict it returns in
    instructions (this is the hot path of every playout: several events an action)."""
    if "secret" in args:
        secret = args.pop("secret")
    if "data" in args:
        data = args.pop("data")
    if "player_first" in args and args.pop("player_first") and player is not None:
        out = {"type": kind, "msg": msg, "player": player, "args": args}
        if data is not None:
            out.update(data)
    elif data is None:
        out = {"type": kind, "msg": msg, "args": args} if player is None else \
            {"type": kind, "msg": msg, "args": args, "player": player}
    elif player is None:
        out = {"type": kind, "msg": msg, "args": args, **data}  # no method call
    else:
        out = {"type": kind, "msg": msg, "args": args, "player": player, **data}
    if secret is not None:
        out["secret"] = secret
    if "order" in args:  # taken out of the arguments (the event's own dict) before it is returned
        order = args.pop("order")
        if order is not None:
            out = {k: out[k] for k in order}
    return out


def event_of(kind: str, msg: str, args: dict, data: dict | None = None, secret: dict | None = None, /) -> dict:
    """``event`` with the message's arguments as one dict and nothing by name, for the hot events of a
    playout: a call with keywords builds their dict and binds them one by one (CPython's
    ``initialize_locals``), which cost more than the event itself.  Keys in ``event``'s order: type,
    message, arguments, ``data``'s keys, secret."""
    if data is None:
        out = {"type": kind, "msg": msg, "args": args}
    else:
        out = {"type": kind, "msg": msg, "args": args, **data}
    if secret is not None:
        out["secret"] = secret
    return out
