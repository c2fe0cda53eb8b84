"""The translator of engine text (tianxia.core.i18n): templates, terms, forms, plurals, lists,
verbatim and number placeholders, drawings, and refusals of broken catalogs."""

from __future__ import annotations

import json

import pytest

import tianxia
from tianxia.core import i18n


def cat(templates: dict, terms: dict | None = None, **extra) -> i18n.Catalog:
    return i18n.Catalog({"language": "pl", "templates": {"t": templates}, "terms": terms or {}, **extra})


def test_first_matching_template_wins_and_unmatched_lines_stay_english():
    c = cat({"{p} places a {colour} tile on {hex}": "{p} kładzie {colour:acc} płytkę na {hex}",
             "{p} places {what}": "{p} umieszcza {what}"},
            {"P0": "P0", "green": {"nom": "zielony", "acc": "zieloną"}})
    assert c.translate("P0 places a green tile on 3,4") == "P0 kładzie zieloną płytkę na 3,4"
    assert c.translate("P0 draws 2 tiles") is None
    assert c.line("P0 draws 2 tiles") == "P0 draws 2 tiles"


def test_a_value_the_catalog_cannot_translate_makes_the_next_template_try():
    c = cat({"seat {p} takes {what}": "gracz {p} bierze {what}", "seat {p} {rest}": "gracz {p}: {rest}"},
            {"money": "pieniądze", "passes": "pasuje"})
    assert c.translate("seat 1 takes money") == "gracz 1 bierze pieniądze"
    assert c.translate("seat 1 passes") == "gracz 1: pasuje"
    assert c.translate("seat 1 takes a nap") is None


def test_terms_drop_english_articles_and_keep_capitals():
    c = cat({"{who} takes {what}": "{who} bierze {what:acc}"},
            {"court lady": {"nom": "dama dworu", "acc": "damę dworu"}, "seat 0": "gracz 0",
             "research": "badania"})
    assert c.translate("seat 0 takes a court lady") == "gracz 0 bierze damę dworu"
    assert c.translate("seat 0 takes the court lady") == "gracz 0 bierze damę dworu"
    assert c.translate("Research") == "Badania"


def test_polish_plural_forms_follow_the_number():
    c = cat({"{n} helmets": "{n} {n:hełm|hełmy|hełmów}"})
    got = {n: c.translate(f"{n} helmets") for n in (0, 1, 2, 4, 5, 12, 14, 22, 25, 112)}
    assert got == {0: "0 hełmów", 1: "1 hełm", 2: "2 hełmy", 4: "4 hełmy", 5: "5 hełmów", 12: "12 hełmów",
                   14: "14 hełmów", 22: "22 hełmy", 25: "25 hełmów", 112: "112 hełmów"}
    assert [i18n.plural_pl(n) for n in (1, 3, 13, 23, 101)] == [0, 1, 2, 1, 2]


def test_lists_split_outside_brackets_and_join_in_the_language():
    c = cat({"seat {p} {x} ({why})": "gracz {p}: {x} ({why})", "{what}, doubled": "{what}, podwojone",
             "{n} houses": "{n} dwory", "{n} house": "{n} dwór", "scored: {got}": "podliczone: {got}"},
            {"red": "czerwony", "green": "zielony"}, numbers=["p", "x", "n"], joins={" and ": " i "})
    line = "scored: seat 0 12 (3 houses, doubled), seat 1 2 (1 house)"
    assert c.translate(line) == "podliczone: gracz 0: 12 (3 dwory, podwojone), gracz 1: 2 (1 dwór)"
    assert c._value("red and green", "nom", 0) == "czerwony i zielony"
    assert i18n._split("a (b, c), d", ", ") == ["a (b, c)", "d"]


def test_verbatim_and_number_placeholders():
    c = cat({"{input} is not legal; legal now: {legal}": "{input} jest niedozwolony; dozwolone: {legal}",
             "group {g}": "grupa {g}", "{word} {rest}": "[{word}] {rest}"},
            {"x": "iks"}, verbatim=["input", "legal"], numbers=["g"])
    assert (c.translate("'pair cl fa' is not legal; legal now: money, occupy 1 taxes")
            == "'pair cl fa' jest niedozwolony; dozwolone: money, occupy 1 taxes")
    assert c.translate("group 2") == "grupa 2"
    assert c.translate("group two") is None          # {g} only matches a whole number


def test_neutral_texts_read_the_same_and_literal_braces():
    c = cat({"{kind}{{{regions}}}": "{kind}{{{regions}}}"}, {"governor": "zarządca", "any": "dowolny"},
            neutral="[a-z]{2}[0-9]")
    assert c.translate("3,4") == "3,4" and c.translate("-2,10") == "-2,10" and c.translate("[5, 17]") == "[5, 17]"
    assert c.translate("qi4") == "qi4"
    assert c.translate("governor{any}") == "zarządca{dowolny}"
    assert c.translate("governor{1,3}") == "zarządca{1,3}"


def test_action_names_prefer_the_actions_section():
    c = i18n.Catalog({"language": "pl", "terms": {"bid": "licytacja"},
                      "templates": {"log": {"{what} {n}": "{what}: {n}"},
                                    "actions": {"bid {n}": "licytuj {n}"}}, "numbers": ["n"]})
    assert c.translate("bid 3") == "licytacja: 3"     # as a line of text, the log's template comes first
    assert c.label("bid 3") == "licytuj 3"            # as the name of an action, the actions section
    assert c.labels(["bid 3", "fly away"]) == ["licytuj 3", "fly away"]


def test_svg_texts_and_titles_are_translated_and_escaped():
    c = cat({"seat {p}: {n} points": "gracz {p}: {n} pkt", "house {s} {c}": "dwór {s}: {c}"},
            {"Ch'in": "Ch'in", "red": "czerwona", "Display": "Odkryte <karty>"}, numbers=["p", "n"],
            verbatim=["s"])
    svg = ('<svg><text x="1">Display</text><circle><title>seat 0: 3 points</title></circle>'
           '<text>Ch&#x27;in</text><g><title>house qin1 red</title></g><text>unknown words</text></svg>')
    out = c.svg(svg, ["house qin1 red"])
    assert ('<text x="1">Odkryte &lt;karty&gt;</text>' in out and "<title>gracz 0: 3 pkt</title>" in out
            and "<title>dwór qin1: czerwona</title>" in out)
    assert "<text>Ch'in</text>" in out
    assert "<text>unknown words</text>" in out       # not covered: stays as drawn
    assert c.svg_texts(svg)[2] == "Ch'in"


@pytest.mark.parametrize("bad, why", [
    ({"templates": {"t": {"{a} and {a}": "{a}"}}}, "twice"),
    ({"templates": {"t": {"{a} x": "{b}"}}}, "does not have"),
    ({"templates": {"t": {"{a:acc} x": "{a}"}}}, "may not give a form"),
    ({"terms": {"x": {"acc": "y"}}}, "'nom'"),
    ({"neutral": "([a-z"}, "regular expression"),
    ([], "JSON object"),
])
def test_broken_catalogs_are_refused_with_the_reason(bad, why):
    with pytest.raises(i18n.CatalogError, match=why):
        i18n.Catalog(bad)


def test_an_unreadable_catalog_file_names_the_file(tmp_path):
    path = tmp_path / "pl.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(i18n.CatalogError, match="pl.json"):
        i18n.Catalog.from_file(path)


@pytest.mark.parametrize("name", ["dragon", "emperor", "huang", "zhanguo"])
def test_every_game_ships_a_polish_catalog_with_the_core_messages(name):
    game = tianxia.load(name)
    c = i18n.catalog(game, "pl")
    assert c is not None and c.language == "pl"
    assert c.translate("the game is over; no action is legal") == "gra się skończyła; żaden ruch nie jest dozwolony"
    assert c.translate(f"{game.title} is for 2 to 5 players, not 9").endswith(": od 2 do 5 graczy, nie 9")
    assert c.translate("option x: 'y' is not on/off") == "opcja x: 'y' to nie on/off"
    assert i18n.catalog(game, "en") is None            # English is what the engines write
    raw = json.loads((__import__("importlib").resources.files(game.package) / "data" / "pl.json")
                     .read_text(encoding="utf-8"))
    assert raw["language"] == "pl" and {"log", "board", "actions", "refusals"} <= set(raw["templates"])
