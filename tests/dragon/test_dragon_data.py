"""The tables live in data/*.json and drive the rules: an edited copy changes the game."""

import json
import shutil
from pathlib import Path

import pytest

from dragon_helpers import blank, play, run, set_palaces
from tianxia.games.dragon import data, state as S


@pytest.fixture
def edited(tmp_path):
    """Copy the data folder, let the test edit it, install it, and always restore the shipped tables."""
    src = Path(data.__file__).parent / "data"
    dst = tmp_path / "data"
    shutil.copytree(src, dst)

    def install(edit):
        for name, change in edit.items():
            path = dst / name
            doc = json.loads(path.read_text())
            change(doc)
            path.write_text(json.dumps(doc))
        S.install(data.load(dst))

    yield install
    S.install(data.TABLES)


def test_person_symbols_come_from_persons_json(edited):
    def more_coins(doc):
        tc = next(t for t in doc["types"] if t["id"] == "tc")
        tc["ages"]["y"]["symbols"] = 5
    edited({"persons.json": more_coins})
    s = blank(2)
    set_palaces(s, 0, (2, ["tc"]))
    s.groups, s.dragons = (("taxes",), ("build",)), ((), ())
    run(s, ("act", 0))
    play(s, "occupy 1 taxes")
    assert s.yuan[0] == 6 + 2 + 5


def test_rule_numbers_come_from_rules_json(edited):
    def changes(doc):
        doc["festival_vp"] = [10, 4]
        doc["tribute"] = 5
    edited({"rules.json": changes})
    s = blank(3)
    s.fw = [3, 2, 0]
    track = list(s.track)
    track[2] = "festival"
    s.track = tuple(track)
    s.round = 3
    run(s, ("event", 0))
    assert s.score == [10, 4, 0]


def test_group_sizes_come_from_actions_json(edited):
    def groups(doc):
        doc["group_sizes"]["7"]["3"] = [5, 1, 1]
    edited({"actions.json": groups})
    s = blank(3)
    run(s, ("actions",))
    assert [len(g) for g in s.groups] == [5, 1, 1]


def test_supply_counts_come_from_persons_json(edited):
    def fewer(doc):
        doc["types"][0]["ages"]["y"]["count"]["2"] = 1
    edited({"persons.json": fewer})
    assert S.T.supply_for(2)[0] == 1


def test_shipped_tables_are_restored():
    assert data.TABLES.rules["tribute"] == 4 and S.TRIBUTE == 4
