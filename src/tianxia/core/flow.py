"""The pending decision, run by core: a stack of steps, automatic ones settled as they come up.

A game keeps its pending work as a stack of *tasks* (``state.tasks``, next task last), each a small
tuple ``(kind, seat, ...)``.  It declares, once, every kind of task (``Flow``):

- a *decision* (``Decision``): who decides (``task[1]``), what may be chosen (``legal(state, task)``,
  a list of Actions), how an answer applies (``apply(state, task, action)``), an optional
  ``forced(state, task)`` that settles the task with no choice (True: done), ``nothing(state,
  task)`` for a decision left with no option, and ``settle_single`` (default True): whether the loop
  settles it when a single option is left, or leaves it to its player like any other (a rulebook
  whose lone options are still the player's moves, kept in the history: Emperor's forced pass,
  Huang's lone ``pass``, ZhanGuo's single answers; ``Flow(settle_single=False)`` says it of every
  decision of a game);
- an *automatic step* (``automatic(state, task)``): runs as soon as it reaches the top;
- the words that name each decision's answers (``answers``: first word -> decision kinds), so a
  refusal can say "that is not an answer to this decision" before the game's own reasons.

``TaskFlow`` (a ``State`` mix-in) then runs the loop: ``_advance`` settles automatic steps and
decisions with one option (the history holds real choices only) until a decision with two or more
options (or one that is not ``settle_single``, whose forced outcome did not settle it) is on top; ``current_player``, ``is_terminal``, ``_legal`` and the generic refusals come from
the stack.  The game adds what is its own: events (``_do`` around ``_resolve``) and the reason an
action of the right kind is refused (``_why_not``).  Models: boardgame.io's flow (games declare
phases and turns, the framework runs the queue).
"""

from __future__ import annotations

from collections.abc import Callable

from .game import State


def _no_option(state, task) -> None:
    """Never reached in a legal game: this decision always has an option."""
    raise AssertionError(f"decision {task!r} has no legal option")


class Decision:
    """One kind of pending decision (see the module docstring)."""

    __slots__ = ("legal", "apply", "forced", "nothing", "settle_single")

    def __init__(self, legal: Callable, apply: Callable, forced: Callable | None = None,
                 nothing: Callable = _no_option, settle_single: bool = True):
        """``settle_single=False``: once its forced outcome has not settled it, the decision waits for
        its player whatever its options, even a single one; the loop then never lists its options,
        so they are made only when asked and ``nothing`` is never called."""
        self.legal, self.apply, self.forced, self.nothing = legal, apply, forced, nothing
        self.settle_single = settle_single


class Flow:
    """A game's kinds of task: its decisions, its automatic steps and the words of its answers."""

    def __init__(self, decisions: dict[str, Decision], automatic: dict[str, Callable],
                 answers: dict[str, tuple[str, ...]], settle_single: bool = True):
        """``settle_single=False``: no decision of the game settles itself with one option (as if
        each were declared so)."""
        both = set(decisions) & set(automatic)
        if both:
            raise ValueError(f"task kinds both decided and automatic: {sorted(both)}")
        self.decisions = decisions
        self.automatic = automatic
        self.answers = answers
        self.legal = {k: d.legal for k, d in decisions.items()}
        self.apply = {k: d.apply for k, d in decisions.items()}
        self.nothing = {k: d.nothing for k, d in decisions.items()}
        self.settle_single = settle_single
        #: task kind -> (automatic step, forced-outcome check, legal options): the loop's one lookup
        #: (no legal options for a decision its player answers whatever its options)
        self.steps = {k: (automatic.get(k), decisions[k].forced if k in decisions else None,
                          decisions[k].legal if k in decisions and settle_single and decisions[k].settle_single
                          else None)
                      for k in set(decisions) | set(automatic)}

    @property
    def kinds(self) -> set[str]:
        return set(self.steps)


class TaskFlow(State):
    """A ``State`` whose pending work is a task stack run by its class's ``FLOW``.

    The subclass declares ``tasks`` among its ``FIELDS`` and sets ``FLOW``.
    """

    __slots__ = ()
    FLOW: Flow

    @property
    def current_player(self):
        tasks = self.tasks
        return tasks[-1][1] if tasks else None

    @property
    def is_terminal(self) -> bool:
        return not self.tasks

    def legal_actions(self) -> list:
        """``State.legal_actions``, the stack answering ``is_terminal`` itself: a property is a call of its
        own, and every action of a playout lists the legal actions once."""
        cache = self._legal_cache
        if cache is None:
            cache = self._legal_cache = self._legal() if self.tasks else []
        return list(cache)

    def _legal(self) -> list:
        task = self.tasks[-1]
        return self.FLOW.legal[task[0]](self, task)

    def _resolve(self, action) -> None:
        """Apply ``action`` (legal) to the pending decision, then run on to the next one."""
        task = self.tasks.pop()
        self.FLOW.apply[task[0]](self, task, action)
        self._advance()

    def _advance(self) -> None:
        """Run automatic tasks until a real decision is on top (or the game is over)."""
        tasks = self.tasks
        flow = self.FLOW
        steps = flow.steps
        while tasks:
            task = tasks[-1]
            auto, forced, legal_of = steps[task[0]]
            if auto is not None:
                tasks.pop()
                auto(self, task)
                continue
            if forced is not None and forced(self, task):
                tasks.pop()
                continue
            if legal_of is None:      # not settle_single: its player answers it
                return
            legal = legal_of(self, task)
            if len(legal) > 1:
                self._legal_cache = legal
                return
            tasks.pop()
            if legal:
                flow.apply[task[0]](self, task, legal[0])
            else:
                flow.nothing[task[0]](self, task)
        self._finished()

    def _finished(self) -> None:
        """The stack is empty: the game is over (a game may note it in its own fields)."""

    def _explain(self, text: str):
        """Why ``text`` is refused: the game is over, the word answers no decision, it answers
        another decision than the pending one, or (the game's ``_why_not``) the decision's reason."""
        if not self.tasks:
            return self.refusal("refused-over")
        task = self.tasks[-1]
        kind = task[0]
        word = text.split(" ", 1)[0].casefold() if text else ""
        legal = self.legal_actions()
        shown = ", ".join(legal[:10]) + (", ..." if len(legal) > 10 else "")
        answers = self.FLOW.answers
        if word not in answers:
            return self.refusal("refused-unknown", input=repr(text), seat=task[1], decision=kind, legal=shown)
        if kind not in answers[word]:
            return self.refusal("refused-not-now", input=repr(text), seat=task[1], decision=kind)
        msg, args = self._why_not(task, text)
        return self.refusal(msg, **{"input": repr(text), "legal": shown, **args})  # the game's arguments win

    def _why_not(self, task, text: str) -> tuple[str, dict]:
        """Why ``text``, an answer of the pending decision's kind, is refused: message id, arguments."""
        return "refused-not-legal", {"action": repr(text)}
