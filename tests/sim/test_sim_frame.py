"""``tianxia.sim.read_records``: simulate and arena records as one DataFrame row per game,
the same games and win shares ``tianxia stats`` reports; Parquet where pyarrow is installed."""

from __future__ import annotations

import json
import pathlib

import pytest

pd = pytest.importorskip("pandas", reason="the records DataFrame needs the [stats] extra (pandas)")

from tianxia.cli import main  # noqa: E402
from tianxia.sim import read_records, stats, write_parquet  # noqa: E402

DOC = pathlib.Path(__file__).resolve().parents[2] / "docs" / "researcher.md"


def _rec(seed, players, scores, winners, options=None, **extra):
    return {"format": "tianxia-record/1", "game": "dragon", "options": options or {"great_wall": False},
            "players": players, "seed": seed, "history": ["a", "b", "c"],
            "result": {"scores": scores, "winners": winners, "moves": 3}, **extra}


def _write(path, recs):
    path.write_text("".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
    return path


def test_simulate_and_arena_records_one_row_per_game(tmp_path, capsys):
    sim, arena = tmp_path / "sim.jsonl", tmp_path / "arena.jsonl"
    assert main(["simulate", "dragon", "-n", "4", "--seats", "random,heuristic", "--workers", "1",
                 "--options", "great_wall=on", "--out", str(sim)]) == 0
    assert main(["arena", "dragon", "--bots", "random,heuristic", "-n", "2", "--workers", "1",
                 "--seed", "100", "--out", str(arena)]) == 0
    capsys.readouterr()
    games = read_records([sim, str(arena)], history=True)
    assert len(games) == 6 and list(games["file"]) == ["sim.jsonl"] * 4 + ["arena.jsonl"] * 2
    assert list(games.columns[:4]) == ["file", "game", "seed", "players"]
    assert set(games["game"]) == {"dragon"} and list(games["seed"]) == [0, 1, 2, 3, 100, 101]
    assert games["options.great_wall"].tolist() == [True] * 4 + [False] * 2
    assert games.loc[4:, ["bot_0", "bot_1"]].values.tolist() == [["random", "heuristic"], ["heuristic", "random"]]
    assert games["arena_seating"].iloc[5] == [1, 0] and pd.isna(games["arena_seating"].iloc[0])
    for row, line in zip(games.itertuples(), sim.read_text().splitlines()):
        rec = json.loads(line)
        assert [row.score_0, row.score_1] == rec["result"]["scores"] and row.winners == rec["result"]["winners"]
        assert row.length == len(rec["history"]) == len(row.history) and row.seconds == rec["seconds"]
    # win_S adds up to one per game with a winner, and its mean is the share tianxia stats prints
    won = games["winners"].map(len) > 0
    assert (games.loc[won, ["win_0", "win_1"]].sum(axis=1) == 1).all()
    (report,) = stats.analyse(stats.load([str(sim)]))
    sim_games = games[games["file"] == "sim.jsonl"]
    assert sim_games["win_0"].mean() == pytest.approx(report["overall"]["seats"][0]["share"])
    assert sim_games["length"].mean() == pytest.approx(report["overall"]["length"]["mean"])


def test_mixed_player_counts_options_and_duplicates(tmp_path):
    path = _write(tmp_path / "mixed.jsonl", [
        _rec(1, ["random", "random"], [5, 7], [1]),
        _rec(2, ["random", "mcts", "random"], [4, 4, 1], [0, 1], {"great_wall": True, "great_events": "on"}),
        _rec(3, ["random", "random"], [2, 2], []),
        {**_rec(4, ["random", "random"], [0, 0], []), "result": None},  # unfinished: not a game yet
    ])
    games = read_records([path, path])  # a file given twice counts once, as in tianxia stats
    assert list(games["seed"]) == [1, 2, 3]
    assert games.columns.tolist() == ["file", "game", "seed", "players", "options.great_events",
                                      "options.great_wall", "bot_0", "bot_1", "bot_2", "score_0", "score_1",
                                      "score_2", "win_0", "win_1", "win_2", "winners", "length"]
    assert pd.isna(games.loc[0, "bot_2"]) and pd.isna(games.loc[0, "score_2"]) and pd.isna(games.loc[0, "win_2"])
    assert pd.isna(games.loc[0, "options.great_events"]) and games.loc[1, "options.great_events"] == "on"
    assert games.loc[1, ["win_0", "win_1", "win_2"]].tolist() == [0.5, 0.5, 0.0]
    assert games.loc[2, "winners"] == [] and games.loc[2, ["win_0", "win_1"]].tolist() == [0.0, 0.0]
    assert str(games["win_2"].dtype) == "Float64" and str(games["score_0"].dtype) == "Int64"
    assert len(read_records(tmp_path / "mixed.jsonl")) == 3  # one path alone, str or Path


def test_parquet_round_trip(tmp_path):
    pytest.importorskip("pyarrow", reason="Parquet needs the [parquet] extra (pyarrow)")
    path = _write(tmp_path / "r.jsonl", [_rec(1, ["random", "random"], [5, 7], [1]),
                                         _rec(2, ["random", "mcts", "random"], [4, 4, 1], [0, 1])])
    games = read_records(path, history=True)
    out = write_parquet(games, tmp_path / "r.parquet")
    back = pd.read_parquet(out)
    assert back.columns.tolist() == games.columns.tolist() and back.dtypes.equals(games.dtypes)
    assert back["winners"].map(list).tolist() == [[1], [0, 1]]
    assert back["history"].map(list).tolist() == [["a", "b", "c"]] * 2
    pd.testing.assert_frame_equal(back.drop(columns=["winners", "history"]),
                                  games.drop(columns=["winners", "history"]))


def test_parquet_without_pyarrow_is_one_line_error(tmp_path, monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "pyarrow" else real(name, *a))
    games = read_records(_write(tmp_path / "r.jsonl", [_rec(1, ["random", "random"], [5, 7], [1])]))
    with pytest.raises(ImportError) as err:
        write_parquet(games, tmp_path / "r.parquet")
    assert str(err.value) == "writing Parquet needs pyarrow: pip install 'tianxia[parquet]'"
    assert not (tmp_path / "r.parquet").exists()


def _doc_blocks():
    text = DOC.read_text(encoding="utf-8").split("<!-- records-example -->", 1)[1]
    shell = text.split("```sh", 1)[1].split("```", 1)[0]
    python = text.split("```python", 1)[1].split("```", 1)[0]
    return shell, python


def test_researcher_doc_records_example_runs(tmp_path, monkeypatch, capsys):
    """docs/researcher.md: the simulate commands (with fewer games) and the pandas code, as written."""
    pytest.importorskip("pyarrow", reason="the example writes Parquet (pyarrow)")
    monkeypatch.chdir(tmp_path)
    shell, python = _doc_blocks()
    commands = [line.split() for line in shell.strip().splitlines()]
    assert commands and all(c[:2] == ["tianxia", "simulate"] for c in commands)
    for argv in commands:
        argv = [("6" if prev == "-n" else a) for prev, a in zip([None] + argv, argv)]  # fewer games
        assert main(argv[1:] + ["--workers", "1"]) == 0
    capsys.readouterr()
    namespace = {"__name__": "records_example"}
    exec(compile(python, str(DOC), "exec"), namespace)
    printed = capsys.readouterr().out
    assert len(namespace["games"]) == 12 and "great_wall" in printed
    back = pd.read_parquet(tmp_path / "games.parquet")
    assert len(back) == 12
