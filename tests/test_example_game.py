"""The game contract in a few dozen lines (docs/architecture.md, "How to add a game"): a pile of
stones, each seat in turn takes one to three, whoever takes the last stone wins.  Registered like
the four games, it plays in the command line, simulates, saves and loads, and passes the core's
contract check, and is served; its copy, save and load come from its FIELDS (tianxia.core.fields)."""

import itertools
import json

import pytest

import tianxia
from tianxia.cli import main
from tianxia.core import Action, Game, State
from tianxia.core.checks import check_playout
from tianxia.core.fields import Field, slots
from tianxia.games import REGISTRY


class StonesState(State):
    FIELDS = (Field("pile"), Field("turn"), Field("taken", "copy", dump="list", per_seat=True))
    __slots__ = slots(FIELDS)

    def _setup(self):
        self.pile, self.turn, self.taken = self.options["stones"], 0, [0] * self.num_players

    def _legal(self):
        return [Action("take", n) for n in range(1, min(3, self.pile) + 1)]

    def _do(self, action):
        n = int(action.split()[1])
        self.pile -= n
        self.taken[self.turn] += n
        # a shipped game writes {"type", "msg", "args"} with the words in its data/messages catalogs
        event = {"type": "take", "text": f"seat {self.turn} takes {n}"}
        if self.pile:
            self.turn = (self.turn + 1) % self.num_players
        return [event]

    current_player = property(lambda self: None if self.pile == 0 else self.turn)
    is_terminal = property(lambda self: self.pile == 0)

    def scores(self):
        return [int(self.is_terminal and p == self.turn) for p in range(self.num_players)]

    def winners(self):
        return [self.turn] if self.is_terminal else []

    def _view(self, player):
        return {"pile": self.pile, "taken": list(self.taken)}


class Stones(Game):
    name, title, min_players, max_players, state_class = "stones", "Stones", 2, 4, StonesState
    options = {"stones": {"type": "int", "default": 15, "min": 1, "max": 99, "help": "stones in the pile"}}

    def schema(self):
        return {"type": "object"}

    def render_text(self, view, lang="en"):
        return f"{view['pile']} stones left; taken {view['taken']}"


GAME = Stones()


@pytest.fixture
def stones(monkeypatch):
    monkeypatch.setitem(REGISTRY, "stones", __name__)
    return tianxia.load("stones")


def test_it_registers_and_keeps_the_contract(stones):
    assert "stones" in tianxia.games()
    for seed in range(5):
        check_playout(stones, 2 + seed % 3, seed)


def test_its_fields_make_copy_save_and_load(stones):
    state = stones.new_state(3, seed=1, options={"stones": 7})
    state.apply("take 2")
    clone = state.clone()
    clone.apply("take 3")
    assert state.taken == [2, 0, 0] and clone.taken == [2, 3, 0]  # the clone's list is its own
    data = clone.to_json()
    assert data["state"] == {"pile": 2, "turn": 2, "taken": [2, 3, 0]}
    assert stones.state_from_json(json.dumps(data)).to_json() == data
    data["state"]["taken"] = [1, 1]
    with pytest.raises(ValueError, match="state/taken: needs one entry per seat"):
        stones.state_from_json(data)


def test_it_plays_in_the_command_line_and_simulates(stones, capsys, monkeypatch):
    answers = itertools.chain(["take 9"], itertools.repeat("1"))
    monkeypatch.setattr("tianxia.cli._ask", lambda prompt: next(answers))
    assert main(["play", "stones", "--seats", "human,random", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "stones left" in out and "'take 9' is not a legal action now" in out
    assert main(["simulate", "stones", "-n", "6", "--seats", "random,random", "--workers", "1"]) == 0
    assert "Stones: 6 games" in capsys.readouterr().out


def test_it_is_served(stones, tmp_path):
    """The server needs nothing of a game but the contract: two people play Stones over the API."""
    from fastapi.testclient import TestClient

    from tianxia.server import create_app

    with TestClient(create_app(f"sqlite:///{tmp_path / 'tianxia.sqlite3'}", bot_delay=0, create_limit=None)) as client:
        r = client.post("/api/games", json={"game": "stones", "seats": ["human", "human"], "options": {"stones": 4}})
        assert r.status_code == 201, r.text
        made = r.json()
        for move, (seat, action) in enumerate([(0, "take 3"), (1, "take 1")]):
            r = client.post(f"/api/games/{made['id']}/seats/{seat}/actions", json={"action": action, "version": move},
                            headers={"X-Seat-Token": made["seats"][seat]["token"]})
            assert r.status_code == 200, r.text
        summary = client.get(f"/api/games/{made['id']}").json()
        assert summary["status"] == "finished" and summary["result"]["winners"] == [1]
