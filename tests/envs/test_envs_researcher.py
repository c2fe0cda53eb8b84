"""docs/researcher.md: the training example runs as written (a few episodes)."""

from __future__ import annotations

import pathlib

import pytest

pytest.importorskip("pettingzoo", reason="the researcher's example needs the [rl] extra (pettingzoo, gymnasium)")
pytest.importorskip("numpy", reason="the researcher's example needs numpy")

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "researcher.md"


def _example() -> str:
    text = DOC.read_text(encoding="utf-8")
    after = text.split("<!-- researcher-example -->", 1)[1]
    return after.split("```python", 1)[1].split("```", 1)[0]


def test_training_example_runs_a_few_episodes():
    namespace = {"__name__": "researcher_example"}
    exec(compile(_example(), str(DOC), "exec"), namespace)
    rewards = namespace["train"](episodes=3, seed=1)
    assert len(rewards) == 3 and all(r in (0.0, 0.5, 1.0) for r in rewards)
