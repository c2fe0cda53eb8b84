"""The text a game's engine writes (log lines, refusal reasons, board labels, action names) in
another language, from a catalog of templates and terms kept as data beside the game.

The engines write English and stay unchanged; a game package may ship
``data/<lang>.json``::

    {"language": "pl",
     "verbatim": ["input", "legal"],
     "numbers": ["n", "seat"],
     "terms": {"green": {"nom": "zielony", "acc_f": "zieloną"}, "Peace": "Pokój"},
     "templates": {"log": {"{player} places a {colour} tile on {hex}":
                           "{player} kładzie {colour:acc_f} płytkę na {hex}"}}}

A line is translated by the first template (sections in file order, entries in order) whose
English side matches the whole line; ``{name}`` matches any text (as little as possible), or
only a whole number when ``name`` is listed in ``"numbers"``.
Each matched value is translated in turn, the whole value must succeed or the next template
is tried:

* values of placeholders named in ``verbatim`` (what a player typed, lists of notations) and
  language-neutral values (numbers, coordinates, ``+3``, whatever the catalog's ``"neutral"``
  regular expression matches) are kept as written;
* a term, looked up as written, then with a leading English article (a, an, the) dropped,
  then with its first letter lower-cased (the result is then capitalised again);
* a line of its own (the templates again, so ``{n} helmets`` can be a template);
* a list: parts split outside brackets at ``"; "``, ``", "``, ``" and "``, ``" or "`` and any
  separator the catalog's ``"joins"`` adds, each part translated, then joined with what
  ``"joins"`` gives for that separator (``{" and ": " i "}``).

``{{`` and ``}}`` stand for literal braces on both sides.

On the translated side ``{name}`` is the value's default form (``nom``), ``{name:form}`` a
named form of a term (a term without that form gives its default), and
``{name:one|few|many}`` the word chosen by the number ``name`` by the catalog language's
plural rule (Polish: 1 / 2-4 except 12-14 / the rest).  A line no template matches stays
English; ``translate`` returns None for it, so tests can insist on complete catalogs.
"""

from __future__ import annotations

import html
import json
import re
from importlib import resources
from xml.sax.saxutils import escape

_PLACEHOLDER = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?\}")
_BRACE = {"{{": "{", "}}": "}"}
#: values shown as they are in every language: numbers, signs, coordinates, ranges, ratios
NEUTRAL = re.compile(r"[-+−–]?[0-9][0-9.,:/×x+−–\- ]*%?|[-+−–.,:;/×·()\[\]#*?!=… 0-9]+")
_ARTICLES = ("a ", "an ", "the ")
_DEPTH = 6
_CACHE = 20000


def plural_pl(n: int) -> int:
    """Index of the Polish plural form of ``n``: 0 one, 1 few (2-4, not 12-14), 2 many."""
    n = abs(n)
    if n == 1:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


PLURALS = {"pl": plural_pl, "en": lambda n: 0 if abs(n) == 1 else 2}


class CatalogError(ValueError):
    """A catalog file that cannot be used (bad JSON, a template that does not compile)."""


class _Template:
    __slots__ = ("english", "target", "regex", "names", "verbatim")

    def __init__(self, english: str, target: str, where: str, numbers=frozenset(), verbatim=frozenset()):
        names, parts, pos = [], ["^"], 0
        for m in _PLACEHOLDER.finditer(english):
            if m.group(1) is None:  # {{ or }}: a literal brace
                parts.append(re.escape(english[pos:m.start()]) + re.escape(_BRACE[m.group(0)]))
                pos = m.end()
                continue
            if m.group(2) is not None:
                raise CatalogError(f"{where}: the English side {english!r} may not give a form ({m.group(0)})")
            name = m.group(1)
            if name in names:
                raise CatalogError(f"{where}: placeholder {{{name}}} appears twice in {english!r}")
            names.append(name)
            parts.append(re.escape(english[pos:m.start()]))
            parts.append(f"(?P<{name}>[-+]?[0-9]+)" if name in numbers else f"(?P<{name}>.+?)")
            pos = m.end()
        parts.append(re.escape(english[pos:]) + "$")
        for m in _PLACEHOLDER.finditer(target):
            if m.group(1) is not None and m.group(1) not in names:
                raise CatalogError(f"{where}: {target!r} uses {{{m.group(1)}}}, which {english!r} does not have")
        self.english, self.target, self.names = english, target, names
        self.verbatim = verbatim  # the names whose values are kept as written (of the template's own catalog)
        self.regex = re.compile("".join(parts), re.S)


class Catalog:
    """One game's translations into one language."""

    def __init__(self, data: dict, where: str = "catalog"):
        if not isinstance(data, dict):
            raise CatalogError(f"{where}: a catalog is a JSON object")
        self.where = where
        self.language = str(data.get("language", ""))
        self.plural = PLURALS.get(self.language, PLURALS["en"])
        self.verbatim = frozenset(data.get("verbatim", ()))
        self.numbers = frozenset(data.get("numbers", ()))
        try:
            self.neutral = re.compile(data["neutral"]) if data.get("neutral") else None
        except re.error as err:
            raise CatalogError(f"{where}: 'neutral' is not a regular expression: {err}") from None
        joins = {"; ": "; ", ", ": ", ", " and ": " and ", " or ": " or "}
        given = data.get("joins", {})
        if not isinstance(given, dict) or not all(isinstance(k, str) and k and isinstance(v, str)
                                                  for k, v in given.items()):
            raise CatalogError(f"{where}: 'joins' maps English separators to translated ones")
        joins.update(given)
        self.joins = list(joins.items())
        self.terms: dict[str, dict] = {}
        for english, target in data.get("terms", {}).items():
            if isinstance(target, str):
                target = {"nom": target}
            if not isinstance(target, dict) or "nom" not in target:
                raise CatalogError(f"{where}: term {english!r} needs a text or forms with 'nom'")
            self.terms[english] = target
        self.templates: list[_Template] = []
        self.actions: list[_Template] = []  # the "actions" section: tried first for action names
        sections = data.get("templates", {})
        if not isinstance(sections, dict):
            raise CatalogError(f"{where}: 'templates' holds sections of English -> translated templates")
        for section, entries in sections.items():
            if not isinstance(entries, dict):
                raise CatalogError(f"{where}: templates/{section} must map English to translated lines")
            for english, target in entries.items():
                if not isinstance(target, str):
                    raise CatalogError(f"{where}: templates/{section}: {english!r} needs a translated line")
                t = _Template(english, target, f"{where} templates/{section}", self.numbers, self.verbatim)
                self.templates.append(t)
                if section == "actions":
                    self.actions.append(t)
        self._memo: dict[str, str | None] = {}
        self._labels: dict[str, str | None] = {}

    # -- loading ------------------------------------------------------------------------------

    @classmethod
    def from_file(cls, path) -> "Catalog":
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as err:
            raise CatalogError(f"{path}: {err}") from None
        return cls(data, str(path))

    def extend(self, other: "Catalog") -> "Catalog":
        """Add another catalog's terms and templates after this one's (this one wins)."""
        for k, v in other.terms.items():
            self.terms.setdefault(k, v)
        self.templates.extend(other.templates)
        self._memo.clear()
        return self

    # -- translating --------------------------------------------------------------------------

    def translate(self, text: str) -> str | None:
        """``text`` translated, or None when no template or term covers it."""
        memo = self._memo
        if text in memo:
            return memo[text]
        out = text if self.is_neutral(text) else self._line(text, "nom", 0)
        if len(memo) > _CACHE:
            memo.clear()
        memo[text] = out
        return out

    def is_neutral(self, text: str) -> bool:
        """Whether ``text`` reads the same in every language: blank, numbers and signs, or what the
        catalog's ``"neutral"`` pattern matches (such as board space names)."""
        return (not text.strip() or NEUTRAL.fullmatch(text) is not None
                or (self.neutral is not None and self.neutral.fullmatch(text) is not None))

    def line(self, text: str) -> str:
        """``text`` translated, or as it is when the catalog does not cover it."""
        out = self.translate(text)
        return text if out is None else out

    def lines(self, texts) -> list[str]:
        return [self.line(t) for t in texts]

    def label(self, notation: str) -> str | None:
        """The name of an action (its notation) translated, the ``actions`` section tried first;
        None when the catalog does not cover it."""
        memo = self._labels
        if notation in memo:
            return memo[notation]
        out = notation if self.is_neutral(notation) else self._line(notation, "nom", 0, self.actions)
        if len(memo) > _CACHE:
            memo.clear()
        memo[notation] = out
        return out

    def labels(self, notations) -> list[str]:
        """Names of actions, each as written when the catalog does not cover it."""
        out = []
        for a in notations:
            name = self.label(a)
            out.append(a if name is None else name)
        return out

    def svg(self, svg: str | None, actions=()) -> str | None:
        """The drawing with the contents of its ``<text>`` and ``<title>`` elements translated;
        a text that is one of ``actions`` (the legal notations) is named like an action."""
        if not svg:
            return svg
        actions = set(actions)

        def one(m):
            body = html.unescape(m.group(3))
            out = self.label(body) if body in actions else self.translate(body)
            return m.group(0) if out is None else f"{m.group(1)}{escape(out)}{m.group(4)}"

        return _SVG_TEXT.sub(one, svg)

    def svg_texts(self, svg: str) -> list[str]:
        """The English contents of the drawing's ``<text>`` and ``<title>`` elements (for tests)."""
        return [html.unescape(m.group(3)) for m in _SVG_TEXT.finditer(svg or "")]

    # -- inside -----------------------------------------------------------------------------------

    def _line(self, text: str, form: str, depth: int, first=()) -> str | None:
        found = self._term(text, form)
        if found is not None:
            return found
        if depth > _DEPTH:
            return None
        for t in (*first, *self.templates) if first else self.templates:
            m = t.regex.match(text)
            if m is None:
                continue
            out = self._fill(t, m.groupdict(), depth)
            if out is not None:
                return out
        return None

    def _fill(self, t: _Template, values: dict, depth: int) -> str | None:
        done: dict = {}

        def sub(m):
            name, spec = m.group(1), m.group(2) or "nom"
            if name is None:
                return _BRACE[m.group(0)]
            value = values[name]
            if "|" in spec:  # a word chosen by the number
                words = spec.split("|")
                try:
                    n = int(value.strip().lstrip("+"))
                except ValueError:
                    raise _Miss from None
                return words[min(self.plural(n), len(words) - 1)]
            key = (name, spec)
            if key not in done:
                out = value if name in t.verbatim else self._value(value, spec, depth + 1)
                if out is None:
                    raise _Miss
                done[key] = out
            return done[key]

        try:
            return _PLACEHOLDER.sub(sub, t.target)
        except _Miss:
            return None

    def _value(self, value: str, form: str, depth: int) -> str | None:
        if self.is_neutral(value):
            return value
        out = self._line(value, form, depth)
        if out is not None:
            return out
        for sep, joined in self.joins:
            if sep in value:
                parts = _split(value, sep)
                if len(parts) < 2:
                    continue
                done = [self._value(p, form, depth + 1) for p in parts]
                if all(d is not None for d in done):
                    return joined.join(done)
        return None

    def _term(self, text: str, form: str) -> str | None:
        terms = self.terms
        forms = terms.get(text)
        if forms is None:
            for article in _ARTICLES:
                if text.startswith(article) and text[len(article):] in terms:
                    forms = terms[text[len(article):]]
                    break
        if forms is not None:
            return forms.get(form, forms["nom"])
        if text[:1].isupper():
            lower = text[:1].lower() + text[1:]
            forms = terms.get(lower)
            if forms is not None:
                out = forms.get(form, forms["nom"])
                return out[:1].upper() + out[1:]
        return None


def _split(text: str, sep: str) -> list[str]:
    """``text`` split at ``sep`` outside brackets: '1 (2, 3), 4' -> ['1 (2, 3)', '4']."""
    parts, depth, start, i, n = [], 0, 0, 0, len(sep)
    while i < len(text):
        c = text[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            i += n
            start = i
            continue
        i += 1
    parts.append(text[start:])
    return parts


class _Miss(Exception):
    """A placeholder value the catalog cannot translate (the template does not apply)."""


_SVG_TEXT = re.compile(r"(<(text|title|desc)\b[^>]*>)([^<]*)(</\2>)")

#: what the base class of every game writes itself (tianxia.core.game), by language
_CORE = {
    "pl": {
        "language": "pl",
        "verbatim": ["input", "legal", "opt", "given", "allowed", "known", "span", "form"],
        "templates": {"core": {
            "the game is over; no action is legal": "gra się skończyła; żaden ruch nie jest dozwolony",
            "an action is written as text, not {kind}": "ruch zapisuje się jako tekst, nie {kind}",
            "{input} is not a legal action now; legal actions are: {legal}":
                "{input} nie jest teraz dozwolonym ruchem; dozwolone ruchy: {legal}",
            # tianxia.core.game and tianxia.core.options: player counts and options
            "{title} is for {low} to {high} players, not {n}": "{title}: od {low} do {high} graczy, nie {n}",
            "player count must be a number, not {given}": "liczba graczy musi być liczbą, nie {given}",
            "option {opt}: {given} is not one of {allowed}": "opcja {opt}: {given} nie jest żadną z wartości {allowed}",
            "option {opt}: {given} is not on/off": "opcja {opt}: {given} to nie on/off",
            "option {opt}: {given} is not a whole number": "opcja {opt}: {given} nie jest liczbą całkowitą",
            "option {opt}: {given} is outside {span}": "opcja {opt}: {given} leży poza zakresem {span}",
            "unknown option {given}; this game's options are: {known}":
                "nieznana opcja {given}; opcje tej gry: {known}",
            "option {form} needs the form name=value": "opcja {form} wymaga postaci nazwa=wartość",
        }},
        "terms": {"int": "liczba", "NoneType": "nic", "float": "liczba", "list": "lista", "dict": "obiekt",
                  "bool": "wartość logiczna"},
    },
}

_LOADED: dict = {}


def catalog(game, language: str) -> Catalog | None:
    """The catalog of ``game`` (a ``tianxia.core.Game``) for ``language``, or None when the
    game ships none (its text is then shown as written).  Loaded once per game and language;
    a catalog that cannot be read raises CatalogError."""
    package = getattr(game, "package", "") or ""
    key = (package, getattr(game, "name", ""), language)
    if key in _LOADED:
        return _LOADED[key]
    found = None
    if package:
        try:
            path = resources.files(package).joinpath("data", f"{language}.json")
            exists = path.is_file()
        except (ModuleNotFoundError, TypeError):
            exists = False
        if exists:
            found = Catalog.from_file(path)
            if language in _CORE:
                found.extend(Catalog(_CORE[language], f"tianxia.core.i18n ({language})"))
    _LOADED[key] = found
    return found


def reload() -> None:
    """Forget loaded catalogs (after a catalog file was edited in a running process)."""
    _LOADED.clear()
