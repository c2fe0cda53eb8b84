"""Messages as data (tianxia.core.messages): the Fluent catalogs of the core, of every game and of
the server parse, hold the same message ids in every shipped language with the same arguments,
and put typed arguments (seats, words with case forms, lists) into words."""

from __future__ import annotations

from importlib import resources

import pytest
from fluent.syntax import FluentParser, ast

import tianxia
from tianxia.core.messages import Messages, _number, languages, messages, variables

PACKAGES = ["tianxia.core", "tianxia.server", *[f"tianxia.games.{g}" for g in tianxia.games()]]


def _folder(package: str):
    where = ("messages",) if package == "tianxia.core" else ("data", "messages")
    return resources.files(package).joinpath(*where)


def _shipped() -> list[tuple[str, str]]:
    return [(p, lang) for p in PACKAGES for lang in languages(p)]


def _entries(package: str, lang: str) -> dict[str, tuple[frozenset, frozenset]]:
    """Each message or term: (its attributes, the variables it uses)."""
    text = _folder(package).joinpath(f"{lang}.ftl").read_text(encoding="utf-8")
    resource = FluentParser().parse(text)
    junk = [e for e in resource.body if isinstance(e, ast.Junk)]
    assert not junk, f"{package} {lang}.ftl does not parse: {junk[0].annotations[0].message}: {junk[0].content[:80]!r}"
    out = {}
    for entry in resource.body:
        if isinstance(entry, (ast.Message, ast.Term)):
            name = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            out[name] = (frozenset(a.id.name for a in entry.attributes), frozenset(variables(entry)))
    return out


def _arguments(variables) -> set[str]:
    """The arguments a message uses: ``$person_acc`` is a form of ``$person`` (an argument's name
    has no ``_``; what follows one names a case or agreement form, core/messages.py)."""
    return {v.split("_")[0] for v in variables}


@pytest.mark.parametrize("package,lang", _shipped())
def test_every_catalog_parses(package, lang):
    assert _entries(package, lang)


@pytest.mark.parametrize("package", [p for p in PACKAGES if languages(p)])
def test_every_language_has_every_message_with_the_same_arguments(package):
    """A new language is a new catalog: it says every message English says.  Every language is
    given the same arguments, and shows at least those English shows, so a translator cannot drop
    a number or a name by mistake (it may use more, e.g. a number only for agreement).  Terms
    (``-name``) and case forms (attributes) are the language's own and may differ."""
    english = _entries(package, "en")
    for lang in languages(package):
        if lang == "en":
            continue
        other = _entries(package, lang)
        missing = sorted(set(english) - set(other))
        extra = sorted(k for k in set(other) - set(english) if not k.startswith("-"))
        assert not missing, f"{package} {lang}.ftl lacks {len(missing)} messages: {missing[:12]}"
        assert not extra, f"{package} {lang}.ftl has messages English lacks: {extra[:12]}"
        differ = [k for k in english if not k.startswith("-")
                  and not _arguments(english[k][1]) <= _arguments(other[k][1])]
        assert not differ, ", ".join(f"{k}: en {sorted(english[k][1])} / {lang} {sorted(other[k][1])}"
                                     for k in differ[:8])


def _toy(ftl: str, lang: str = "pl") -> Messages:
    m = Messages("tianxia.core", lang)
    from fluent.runtime import FluentResource

    m.bundle.add_resource(FluentResource(ftl), allow_overrides=True)
    return m


def test_seats_are_named_or_numbered():
    t = _toy("took = { $seat } takes { $n ->\n [one] one card\n *[other] { $n } cards\n}\n", "en")
    assert t("took", seat=1, n=1) == "seat 1 takes one card"
    assert t("took", seat=0, n=3, names=["Ania", "Bob"]) == "Ania takes 3 cards"


def test_words_come_with_their_case_forms_and_lists_join_in_the_language():
    t = _toy("person-healer = uzdrowiciel\n    .acc = uzdrowiciela\n"
             "person-monk = mnich\n    .acc = mnicha\n"
             "hires = { $seat } zatrudnia { $persons_acc }\n"
             "one = { $person } odchodzi\n")
    assert t("one", person="healer") == "uzdrowiciel odchodzi"
    assert t("hires", seat=2, persons=["healer", "monk"]) == "gracz 2 zatrudnia uzdrowiciela i mnicha"


def test_plural_forms_follow_polish_rules():
    t = _toy("vp = { $n } { $n ->\n [one] punkt\n [few] punkty\n *[many] punktów\n}\n")
    assert [t("vp", n=n) for n in (1, 2, 5, 12, 22)] == ["1 punkt", "2 punkty", "5 punktów", "12 punktów",
                                                        "22 punkty"]


def test_segments_cut_a_line_into_words_and_components():
    t = _toy("person-healer = uzdrowiciel\n    .acc = uzdrowiciela\nhire = { $seat } bierze { $person_acc }.\n")
    parts = t.segments("hire", {"seat": 0, "person": "healer"}, names=["Ania"])
    assert parts == [{"kind": "seat", "value": 0, "text": "Ania"}, " bierze ",
                     {"kind": "person", "value": "healer", "text": "uzdrowiciela"}, "."]
    assert "".join(p if isinstance(p, str) else p["text"] for p in parts) == t(
        "hire", seat=0, person="healer", names=["Ania"])


def test_a_missing_message_falls_back_to_english_and_is_recorded():
    t = messages("tianxia.core", "pl")
    en = messages("tianxia.core", "en")
    en.bundle.add_resource(__import__("fluent.runtime").runtime.FluentResource("only-en = just English\n"))
    try:
        assert t("only-en") == "just English" and "only-en" in t.fell_back
    finally:
        messages.cache_clear()
    with pytest.raises(KeyError):
        messages("tianxia.core", "en")("no-such-message")


def test_refusals_carry_their_reason_as_data():
    state = tianxia.load("dragon").new_state(2, seed=1)
    with pytest.raises(tianxia.IllegalAction) as err:
        state.apply(42)
    assert err.value.msg == "refused-not-text" and err.value.args_ == {"type": "int"}
    assert str(err.value) == "an action is written as text, not int"
    assert messages(state.game.package, "pl").format(err.value.msg, err.value.args_) == \
        "ruch zapisuje się tekstem, nie jako int"


def test_an_event_message_named_like_an_argument_is_not_its_word():
    """A string argument ``scores`` is not put into words by an event message ``scores`` (which
    does not use ``$value``); a kind's own message does."""
    t = _toy("scores = Final scores: { $results }\ncard = card { $value }\n"
             "line = { $scores } / { $card }\n", "en")
    assert t("line", scores="12-9", card="7") == "12-9 / card 7"


def test_remembered_sentences_keep_true_apart_from_one_and_numbers_as_babel_writes_them():
    """The remembered sentences are keyed by the arguments' values and types (``True == 1`` in
    Python, but a flag says "yes"), and an integer's digits, remembered per locale, are Babel's
    (grouping included): the memory changes the speed, never the words."""
    from fluent.runtime.types import FluentInt

    t = _toy("flag = { $on }\ncount = { $n } { $n ->\n [one] punkt\n [few] punkty\n *[many] punktów\n}\n")
    assert t("flag", on=1) == "1" and t("flag", on=True) == "yes" and t("flag", on=1) == "1"
    en = _toy("count = { $n } points\n", "en")
    for n in (0, 7, 999, 1000, 12345, -4, 1234567):
        assert t("count", n=n).split(" ")[0] == FluentInt(n).format(t.bundle._babel_locale)
        assert en("count", n=n) == f"{FluentInt(n).format(en.bundle._babel_locale)} points"
    assert en("count", n=1000) == "1,000 points" and t("count", n=1000) == "1\xa0000 punktów"
    assert t("count", n=12345).startswith("12\xa0345")
    assert [t("count", n=n) for n in (1, 22, 25)] == ["1 punkt", "22 punkty", "25 punktów"]
    number = _number(4321)
    assert en("count", n=4321) == "4,321 points" and number.said  # Babel was asked once, and remembered


@pytest.mark.parametrize("package,lang", _shipped())
def test_plain_sentences_are_said_as_fluents_resolver_says_them(package, lang):
    """The short way for patterns of text and arguments only (core/messages.py ``_plain``) gives
    Fluent's own text and errors for every pattern of every catalog: numbers in the locale's
    digits, texts as given, a missing argument or an over-long text left to Fluent."""
    import random

    from fluent.runtime.resolver import CurrentEnvironment, Placeable, ResolverEnvironment, VariableReference

    from tianxia.core.messages import Pattern, _plain

    bundle = messages(package, lang).bundle
    rng = random.Random(f"{package} {lang}")
    plain = 0
    for mid in list(bundle._messages):
        message = bundle.get_message(mid)
        for pattern in ([message.value] if message.value is not None else []) + list(message.attributes.values()):
            names = [e.expression.id.name for e in getattr(pattern, "elements", [])
                     if isinstance(e, Placeable) and isinstance(e.expression, VariableReference)]
            for trial in range(3):
                args = {n: _number(rng.randint(0, 2_000_000)) if rng.random() < 0.5
                        else rng.choice(["Anna", "", "x" * 3000]) for n in names}
                if trial == 2 and names:
                    del args[names[0]]
                errors: list = []
                env = ResolverEnvironment(context=bundle, current=CurrentEnvironment(args=args), errors=errors)
                try:
                    want = pattern(env)
                except ValueError as err:
                    want, errors = "{???}", [err]
                got, said_errors = bundle.format_pattern(pattern, args)
                assert (got, bool(said_errors)) == (want, bool(errors)), (mid, args)
            plain += _plain(pattern) is not None and isinstance(pattern, Pattern)
    assert plain, "no catalog pattern took the short way"
