"""core.flow's ``Decision(settle_single=False)`` and core.messages.event's ``player_first``: the two
backward-compatible additions ZhanGuo's port needs (issue 26), each checked against its default."""

import json

import pytest

from tianxia.core import Action, Game
from tianxia.core.fields import Field, slots
from tianxia.core.flow import Decision, Flow, TaskFlow
from tianxia.core.messages import event, event_of

GO, STAY = Action("go"), Action("stay")


class OneWayState(TaskFlow):
    """A seat answers "pick" (one option only: go), then "last" (go or stay); "forced" settles itself."""

    FIELDS = (Field("tasks", "copy", dump="list", load="list"), Field("seen", "copy", dump="list", load="list"))
    __slots__ = slots(FIELDS)

    def _setup(self):
        self.seen = []
        self.tasks = [("last", 0), ("pick", 0), ("forced", 0)]
        self._advance()

    def _do(self, action):
        self._resolve(action)
        return []

    def _view(self, player):
        return {}

    def scores(self):
        return [0] * self.num_players

    def winners(self):
        return []


def _apply(state, task, action):
    state.seen.append((task[0], str(action)))


def _flow(settle_single):
    return Flow(decisions={
        "pick": Decision(lambda s, t: [GO], _apply, settle_single=settle_single),
        "last": Decision(lambda s, t: [GO, STAY], _apply),
        "forced": Decision(lambda s, t: [GO], _apply, forced=lambda s, t: s.seen.append(("forced", "-")) or True,
                           settle_single=settle_single),
    }, automatic={}, answers={"go": ("pick", "last"), "stay": ("last",)})


class OneWay(Game):
    name, title, min_players, max_players, state_class = "oneway", "One way", 1, 1, OneWayState
    options = {}


@pytest.mark.parametrize("settle_single", [True, False])
def test_a_lone_option_is_settled_by_default_or_left_to_the_player(settle_single):
    """Default: the loop answers a decision with one option itself; settle_single=False leaves it on
    top for its player (in the history), and a forced outcome settles a task under both."""
    OneWayState.FLOW = _flow(settle_single)
    state = OneWay().new_state(1, seed=1)
    assert state.seen[0] == ("forced", "-")
    if settle_single:
        assert state.tasks == [("last", 0)] and state.seen[1:] == [("pick", "go")]
    else:
        assert state.tasks[-1] == ("pick", 0) and state.legal_actions() == [GO]
        state.apply("go")
        assert state.history == ["go"] and state.tasks == [("last", 0)]
    assert state.legal_actions() == [GO, STAY]


def test_event_player_first_only_moves_the_key():
    """player_first writes "player" before "args" (ZhanGuo's order); the default writes it after."""
    plain = event("pay", "log-pay", 2, seat=2, region=3)
    first = event("pay", "log-pay", 2, {"seat": 2, "msg": "m", "args": {}}, player_first=True, seat=2, region=3)
    assert list(plain) == ["type", "msg", "args", "player"]
    assert list(first) == ["type", "msg", "player", "args", "secret"]
    assert first["args"] == plain["args"] == {"seat": 2, "region": 3}
    assert list(event("x", "m", player_first=True, a=1)) == ["type", "msg", "args"]


def test_event_of_is_event_with_its_arguments_as_one_dict():
    """``event_of`` (the hot path's form) makes the same event as ``event``, keys in the same order."""
    secret = {"seat": 1, "msg": "log-draw-secret", "args": {"seat": 1, "card": "red"}, "card": "red"}
    cases = [
        (event_of("pass", "log-pass", {"seat": 0}), event("pass", "log-pass", seat=0)),
        (event_of("draw", "log-draw", {"seat": 1}, {"seat": 1, "source": "deck"}, secret),
         event("draw", "log-draw", None, secret, {"seat": 1, "source": "deck"}, seat=1)),
        (event_of("refill", "log-refill", {"cards": ["red"]}, {"cards": ["red"]}),
         event("refill", "log-refill", data={"cards": ["red"]}, cards=["red"])),
    ]
    for fast, slow in cases:
        assert fast == slow and list(fast) == list(slow)
        assert json.dumps(fast) == json.dumps(slow)
