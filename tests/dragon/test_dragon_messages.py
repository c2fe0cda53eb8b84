"""Issue 17, messages as data: over random games with every option set (the modules, every great
event, the hidden great event, both large privilege costs), every event the engine writes and every
refusal it gives is a message id with arguments, and puts itself into words in every shipped
language with no missing message, no missing argument, no English fallback, no Python value and
no id of the game's own (person tiles, types, bonuses) in the words; the log's words are the same
whether formatted whole or cut into segments for the browser's pictures."""

from __future__ import annotations

import random
import re

import pytest

import tianxia
from tianxia.core import IllegalAction
from tianxia.core.messages import languages, messages
from tianxia.games.dragon.data import TABLES

GAME = tianxia.load("dragon")
LANGS = languages(GAME.package)
#: tests/server/engine_text.py CONFIGS["dragon"]: every player count and the options that change the text
CONFIGS = [(2, {}), (3, {"great_wall": True, "great_events": "random", "great_event_hidden": True}),
           (4, {"great_events": "earthquake", "large_privilege_cost": 6}),
           (5, {"great_wall": True, "great_events": "flood"}),
           *[(2 + i % 4, {"great_events": ge, "great_wall": i % 2 == 0}) for i, ge in enumerate(
               ["lanternfest", "buddha", "solar_eclipse", "volcanic_eruption", "tornado", "sunrise",
                "assassination_attempt", "charter"])]]
JUNK = ["", "xyzzy", "pass 7", "place", "place 99", "tile", "occupy 9 taxes", "occupy 1 wall", "occupy x build",
        "occupy 1 zz", "privilege large", "remove-floor 1", "release 1 zz", "card zz", "discard", "pair cr cr"]
#: the game's ids where words belong (bonus ids are English words, so they are not listed)
RAW = re.compile(r"\b(cr|cl|tc|py|wa|mo|he|fa|sc|(py|wa|mo|he|fa|sc)-[yo]|solar_eclipse|volcanic_eruption|"
                 r"assassination_attempt|monk_vp)\b|[\[\]{}]|None|\bseat \d")
#: arguments that hold what a player typed or the notation of the legal actions (shown as written)
VERBATIM = {"input": "'x'", "legal": "L"}


def _played():
    """(events, refusals) of one random game per option set, with probes at every third decision."""
    events, refusals = [], []
    for i, (players, options) in enumerate(CONFIGS):
        state = GAME.new_state(players, seed=100 + i, options=options)
        rng = random.Random(i)
        seen: list[str] = []
        step = 0
        while not state.is_terminal:
            legal = [str(a) for a in state.legal_actions()]
            seen += legal[:4]
            if step % 3 == 0:
                for text in rng.sample(seen, min(6, len(seen))) + rng.sample(JUNK, 3):
                    try:
                        state.parse_action(text)
                    except IllegalAction as err:
                        refusals.append(err)
            state.apply(rng.choice(legal))
            step += 1
        events += state.events
        try:
            state.parse_action("money")
        except IllegalAction as err:
            refusals.append(err)
    return events, refusals


EVENTS, REFUSALS = _played()


def _parts(event: dict) -> list[dict]:
    return [event] + ([event["secret"]] if "secret" in event else [])


def _words(lang: str, msg: str, args: dict) -> str:
    """The message in ``lang`` with no help from English, failing on any formatting error."""
    t = messages(GAME.package, lang)
    assert t.bundle.has_message(msg), f"{msg} has no {lang} text"
    values = t._arguments(args, None, None)
    text, errors = t.bundle.format_pattern(t.bundle.get_message(msg).value, values)
    assert not errors, (lang, msg, args, errors)
    return text


def test_shipped_languages():
    assert set(LANGS) >= {"en", "pl"}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_event_is_data_and_formats_in_words(lang):
    kinds = set()
    for event in EVENTS:
        for part in _parts(event):
            assert "text" not in part and part["msg"] and isinstance(part["args"], dict), part
            text = _words(lang, part["msg"], part["args"])
            assert text and not RAW.search(text), (part, text)
            kinds.add(part["msg"])
            seg = messages(GAME.package, lang).segments(part["msg"], part["args"])
            assert "".join(p if isinstance(p, str) else p["text"] for p in seg) == text
    assert len(kinds) > 60   # the option sets reach nearly every message of the log


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_every_refusal_is_data_and_formats_in_words(lang):
    ids = set()
    for err in REFUSALS:
        assert err.msg, str(err)
        ids.add(err.msg)
        if lang == "en":
            assert _words(lang, err.msg, err.args_) == str(err)
        text = _words(lang, err.msg, {**err.args_, **{k: v for k, v in VERBATIM.items() if k in err.args_}})
        assert text and not RAW.search(text), (err.msg, text)
    assert {"refused-unknown", "refused-not-now", "refused-over", "refused-group-holds"} <= ids
    assert len(ids) >= 8


def test_every_hand_written_refusal_formats():
    """Refusals a random game rarely reaches, built by hand: their arguments fit their messages."""
    cases = {"refused-group-number": {}, "refused-group-count": {"groups": 3},
             "refused-group-holds": {"group": 1, "actions": ["taxes", "build"]},
             "refused-fee": {"group": 2, "fee": 3, "seat": 1, "yuan": 2},
             "refused-privilege-after-fee": {"fee": 3, "left": 1, "cost": 2},
             "refused-privilege-poor": {"seat": 0, "yuan": 1, "cost": 2}, "refused-wall": {},
             "refused-large-privilege": {"cost": 7, "seat": 0, "yuan": 5}, "refused-free-floor": {},
             "refused-card": {}, "refused-tile": {}, "refused-pair": {}, "refused-release": {},
             "refused-quake-full": {"palace": 2}, "refused-must": {"seat": 1, "decision": "flood"}}
    for lang in LANGS:
        for msg, args in cases.items():
            text = _words(lang, msg, {**args, **VERBATIM})
            assert not RAW.search(text), text


def test_old_records_with_finished_texts_still_load_and_show_them():
    state = GAME.new_state(3, seed=7, options={"great_wall": True})
    rng = random.Random(7)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    doc = state.to_json()
    doc["events"] = [{"type": e["type"], "text": line} for e, line in zip(doc["events"], state.log)]
    again = GAME.state_from_json(doc)
    assert again.log == state.log and again.legal_actions() == state.legal_actions()


def test_arguments_are_the_games_ids():
    """The browser draws a component from an argument's value: the values are the game's ids."""
    ids = {"person": set(TABLES.kinds), "type": set(TABLES.types), "card": set(TABLES.cards),
           "event": set(TABLES.event_ids), "great": set(TABLES.great_events), "bonus": set(TABLES.wall_bonuses),
           "action": set(TABLES.action_cards), "reason": {"tribute", "drought", "mongol", "plague", "wall"}}
    for event in EVENTS:
        for key, value in event["args"].items():
            kind = key.rstrip("0123456789")
            items = value if isinstance(value, list) else [value]
            kind = kind[:-1] if isinstance(value, list) and kind.endswith("s") else kind
            if kind in ids:
                assert set(items) <= ids[kind], (event, key)
            elif kind == "seat":
                assert all(isinstance(p, int) for p in items), (event, key)


def test_options_that_do_not_go_together_say_why_as_data():
    from tianxia.games.dragon import OptionsError

    for options, players, msg in (({"great_event_hidden": True}, 3, "setup-hidden-needs-random"),
                                  ({"start_player": 4}, 3, "setup-start-player")):
        with pytest.raises(OptionsError) as err:
            GAME.new_state(players, seed=1, options=options)
        assert err.value.msg == msg and _words("en", msg, err.value.args_) == str(err.value)
        assert not RAW.search(_words("pl", msg, err.value.args_))


def test_the_drawings_memory_of_sentences_says_what_the_catalogs_say():
    from tianxia.games.dragon.render import names

    for lang in LANGS:
        t = messages(GAME.package, lang)
        said = names.remember(t)
        assert names.remember(t) is said and names.remember(said) is said
        for msg, args in (("label-place", {"palace": 2}), ("supply-left", {"n": 1}), ("supply-left", {"n": 5}),
                          ("label-discard-cards", {"cards": ["wa", "wild"]}),
                          ("label-return", {"goods": [{"msg": "amount-rice", "args": {"n": 2}}]})):
            assert said(msg, **args) == said(msg, **args) == t(msg, **args)
