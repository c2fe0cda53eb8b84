"""Messages as data (issue 17): every ZhanGuo event and refusal is a message id with arguments,
and every shipped language says it in its own words, with no id a player should not read."""

import random
import re

import pytest

from tianxia.core import IllegalAction
from tianxia.core.messages import languages, messages
from tianxia.games.zhanguo import GAME

PKG = GAME.package
LANGS = languages(PKG)
#: every player count and the options that change what is said (as tests/server/engine_text.py)
CONFIGS = [(2, {}), (3, {"draft": True, "board_side": "B"}),
           (4, {"board_side": "B_auction", "reward_track_turn_order": True, "unrest_per_worker": True}),
           (3, {"board_side": "B_auction", "auction_board_removal": "first_player_chooses",
                "draft": True, "public_draft_discards": True}),
           (2, {"auto_claim_goals": True, "board_side": "B_auction"})]
PROBES = ["", "xyzzy", "hire 1", "palace 2", "governor 3", "unify 999 1", "unify 5 9", "court 7", "free 1 red",
          "recruit red 1", "take beige", "pass", "bid 99", "step red g1 g2", "use 5", "claim top wall"]
#: ids a player should not read: areas (G3/W3), sections (TQ1), B-ability codes, notation words
RAW = re.compile(r"\b[GWgw][1-5]\b|\b(?:TQ|GD|CR|tq|gd|cr)[12]\b|B-[A-Z]|\w_\w|\{|\}|\bNone\b|\[|\]|"
                 r"\breassign4\b|\bvp4\b")
WORDS = re.compile(r"[^A-Za-z0-9-]+")


def _words_of(args: dict) -> set:
    """The catalog messages the string arguments need (kind-value), as the core looks them up."""
    out = set()
    for key, value in args.items():
        kind = key.rstrip("0123456789")
        items = value if isinstance(value, list) else [value]
        if isinstance(value, list):
            kind = kind[:-1] if kind.endswith("s") else kind
        for v in items:
            if isinstance(v, str) and kind not in ("input", "typed", "legal"):
                out.add((kind, f"{kind}-{WORDS.sub('-', v).strip('-').lower()}"))
    return out


def _check(msg: str, args: dict) -> None:
    for lang in LANGS:
        t = messages(PKG, lang)
        assert t.bundle.has_message(msg), (lang, msg)
        for kind, ident in _words_of(args):
            assert t.bundle.has_message(ident) or t.bundle.has_message(kind), (lang, msg, ident)
        text = t.format(msg, args)
        shown = re.sub(r"'[^']*'", "", text)          # what was typed is quoted as it was
        shown = shown.split("; legal: ")[0].split("; dozwolone: ")[0]   # and the legal notation
        assert text and not RAW.search(shown), (lang, msg, text)


def _games():
    for i, (n, options) in enumerate(CONFIGS):
        yield GAME.new_state(n, seed=100 + i, options=options)


@pytest.mark.parametrize("case", range(len(CONFIGS)))
def test_every_event_and_refusal_is_a_message_in_every_language(case):
    """Z-26: secret parts too; refusals of typed actions at every few steps."""
    n, options = CONFIGS[case]
    state = GAME.new_state(n, seed=100 + case, options=options)
    rng = random.Random(case)
    step = 0
    msgs = set()
    while not state.is_terminal:
        if step % 9 == 0:
            for text in PROBES + [str(a) + " 9" for a in state.legal_actions()[:2]]:
                try:
                    state.parse_action(text)
                except IllegalAction as err:
                    assert err.msg, text
                    _check(err.msg, err.args_)
                    msgs.add(err.msg)
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    for e in state.events:
        assert "text" not in e, e
        for part in (e, e.get("secret")):
            if part:
                _check(part["msg"], part["args"])
                msgs.add(part["msg"])
    assert any(m.startswith("log-final") for m in msgs)
    for lang in LANGS:
        log = "\n".join(__import__("tianxia.core.messages", fromlist=["line"]).line(PKG, e, lang)
                        for e in state.events)
        assert log.count("\n") == len(state.events) - 1


def test_polish_says_cases_and_plurals():
    """Polish forms from the catalog: cases of colours, plurals of markers."""
    pl = messages(PKG, "pl")
    assert pl("log-reward-pass", seat=1, colour="orange") == "gracz 1 rezygnuje z pomarańczowej nagrody"
    assert pl("log-unify", seat=0, card="5", region=2, markers=2, colour="beige", vp=0) == \
        "gracz 0 wsuwa kartę 5 pod region 2: 2 kremowe znaczniki"
    assert pl("log-unify", seat=0, card="5", region=2, markers=0, colour="beige", vp=3).endswith(
        "0 kremowych znaczników, 3 PZ za brakujące znaczniki")
    en = messages(PKG, "en")
    assert en("log-step", seat=0, official="red", place="g1", place2="w1") == \
        "seat 0 moves a red official from the governor area of region 1 to the worker area of region 1"


def test_an_old_record_with_finished_texts_still_loads():
    """A state saved before messages (events holding "text") loads and its log shows the texts."""
    state = GAME.new_state(2, seed=3)
    data = state.to_json()
    data["events"] = [{"type": "setup", "text": "seat 1 is the first player; reward track 1 0"}]
    again = GAME.state_from_json(data)
    assert again.log[0] == "seat 1 is the first player; reward track 1 0"


def test_catalogs_parse_whole():
    """A message Fluent cannot read is dropped silently (and English shows instead): none may be."""
    from importlib import resources

    from fluent.syntax import parse
    from fluent.syntax.ast import Junk

    for lang in LANGS:
        text = resources.files(PKG).joinpath("data", "messages", f"{lang}.ftl").read_text(encoding="utf-8")
        junk = [e.content[:80] for e in parse(text).body if isinstance(e, Junk)]
        assert not junk, (lang, junk)


_TEXT = re.compile(r"<(text|title|desc)\b[^>]*>([^<]*)</\1>")
#: words the same in both languages
_SAME = re.compile(r"^(ZhanGuo|Region \d|[-+−×→0-9 ,.:;()/%]*)$")


def _table_words(view, legal, t) -> list:
    from tianxia.games.zhanguo import render as R
    out = [m.group(2) for m in _TEXT.finditer(R.svg(view, legal, t=t) + (R.hand(view, legal, t=t) or ""))]
    out += [R.prompt(view, t=t) or ""] + [R.label(view, a, t=t) for a in legal]
    out += [row["category"] for row in R.scores(view, t=t)]
    for p in range(view["players"]):
        out += [x for c in R.panel(view, p, t=t) for x in (c["name"], c["tip"], str(c["value"]))]
    return out


@pytest.mark.parametrize("case", [1, 2])
def test_the_table_speaks_polish(case):
    """Every word of the drawings, the prompt, the buttons, the scores and the panels comes from
    the catalog: in Polish none is the English one, none shows an id, None or a list."""
    n, options = CONFIGS[case]
    state = GAME.new_state(n, seed=7, options=options)
    rng = random.Random(case)
    en, pl = messages(PKG, "en"), messages(PKG, "pl")
    step = 0
    while True:
        if step % 30 == 0 or state.is_terminal:
            view = state.view(state.current_player)
            legal = [str(a) for a in state.legal_actions()]
            english = _table_words(view, legal, en)
            polish = _table_words(view, legal, pl)
            assert len(english) == len(polish)
            for e, p in zip(english, polish):
                assert not RAW.search(p) and "_" not in p, p
                assert p != e or _SAME.match(p), p
        if state.is_terminal:
            break
        state.apply(rng.choice(state.legal_actions()))
        step += 1


def test_log_pictures_name_their_component():
    """docs/table.md: a card, a marker colour, an official, a board, a wall section are drawn for
    the log with a <title> in the page's language; other kinds are not components."""
    from tianxia.games.zhanguo.render import log_picture
    pl = messages(PKG, "pl")
    assert "<title>Karta 45, pomarańczowa (Waluta)</title>" in log_picture("card", "45", pl)
    assert "<title>czerwony urzędnik</title>" in log_picture("official", "red", pl)
    for kind, value in (("colour", "brown"), ("board", "star"), ("section", "gd2")):
        picture = log_picture(kind, value, pl)
        assert picture.startswith("<svg") and 'viewBox="0 0 24 24"' in picture and "<title>" in picture
    assert log_picture("seat", 1, pl) is None and log_picture("region", 3, pl) is None


def test_the_terminal_picture_speaks_the_page_language():
    """The terminal picture's words come from the catalog; the notation between them stays."""
    state = GAME.new_state(2, seed=1)
    view = state.view(0)
    polish = GAME.render_text(view, lang="pl")
    assert polish.startswith("ZhanGuo  runda 1  faza Zagrywanie kart") and "stos Dworu: kart: 0" in polish
    assert GAME.render_text(view).startswith("ZhanGuo  round 1  phase Playing cards")


def test_every_language_has_every_message_with_its_arguments():
    """A new language is a new catalog (issue 17): the same message ids as English, using the same
    arguments (a case form ``$colour_gen_f`` is the argument ``colour``)."""
    from importlib import resources

    from fluent.syntax import parse, visitor
    from fluent.syntax.ast import Message

    class Arguments(visitor.Visitor):
        def __init__(self):
            super().__init__()
            self.names = set()

        def visit_VariableReference(self, node):
            self.names.add(node.id.name.split("_")[0])

    def catalog(lang):
        text = resources.files(PKG).joinpath("data", "messages", f"{lang}.ftl").read_text(encoding="utf-8")
        out = {}
        for entry in parse(text).body:
            if isinstance(entry, Message):
                found = Arguments()
                if entry.value is not None:
                    found.visit(entry.value)
                out[entry.id.name] = found.names
        return out

    english = catalog("en")
    for lang in LANGS:
        other = catalog(lang)
        assert set(other) == set(english), (lang, set(other) ^ set(english))
        assert {k: v for k, v in other.items() if v != english[k]} == {}, lang


def test_an_option_conflict_says_its_reason_as_data():
    """Z-29.1: public draft discards need the draft; the reason is a message every language has."""
    with pytest.raises(ValueError, match="needs option draft") as err:
        GAME.new_state(2, options={"public_draft_discards": True})
    assert messages(PKG, "pl").format(err.value.msg, err.value.args_).startswith("opcja public_draft_discards")
