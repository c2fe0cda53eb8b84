"""The command line: every user mistake is one line and exit code 2; the jobs do what they say."""

import itertools
import json

import pytest

from tianxia.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, words", [
    (["play", "chess"], "unknown game"),
    (["play", "dragon", "--seats", "human"], "players"),
    (["play", "dragon", "--options", "colour=red"], "unknown option"),
    (["play", "dragon", "--options", "great_wall=maybe"], "great_wall"),
    (["play", "dragon", "--seats", "human,alphago"], "unknown bot"),
    (["simulate", "dragon", "-n", "0"], "-n"),
    (["replay", "/nonexistent/game.json"], "cannot read"),
    (["bench", "dragon", "--players", "9"], "players"),
    (["arena", "dragon", "--bots", "random,nobody"], "unknown bot"),
])
def test_user_mistakes_are_one_line(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def test_list_shows_games_and_options(capsys):
    code, out, _ = run(capsys, "list")
    assert code == 0 and "dragon" in out and "great_wall" in out
    games = out.split("\nemperor ")  # each game's bot levels (Expert only where it has passed its arenas)
    assert "bot levels: easy, medium, hard  " in games[0] and "bot levels: easy, medium, hard, expert" in games[1]


def test_play_against_bots_asks_again_after_an_illegal_move(capsys, monkeypatch, tmp_path):
    answers = itertools.chain(["not a move", "999"], itertools.repeat("1"))
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    path = tmp_path / "game.json"
    code, out, err = run(capsys, "play", "dragon", "--seats", "human,random", "--seed", "3", "--save", str(path))
    assert code == 0 and err == ""
    assert "  ! 'not a move' is not" in out and "choose a number from 1 to" in out
    assert "winner" in out
    record = json.loads(path.read_text())
    assert record["game"] == "dragon" and record["seed"] == 3 and record["result"]["winners"]
    code, out, _ = run(capsys, "replay", str(path), "--all")
    assert code == 0 and "winner" in out


def test_play_quits_cleanly_on_end_of_input(capsys, monkeypatch):
    def eof(prompt=""):
        raise EOFError
    monkeypatch.setattr("builtins.input", eof)
    code, out, err = run(capsys, "play", "dragon", "--seats", "human,random", "--seed", "1")
    assert code == 0 and "abandoned" in out


def test_simulate_reports_and_resumes(capsys, tmp_path):
    out_file = tmp_path / "games.jsonl"
    code, out, _ = run(capsys, "simulate", "dragon", "-n", "6", "--seats", "random,random,random",
                       "--workers", "2", "--out", str(out_file))
    assert code == 0 and "6 games" in out and "win share" in out
    lines = out_file.read_text().splitlines()
    assert len(lines) == 6
    code, out, _ = run(capsys, "simulate", "dragon", "-n", "8", "--seats", "random,random,random",
                       "--workers", "1", "--out", str(out_file))
    assert code == 0 and "8 games" in out
    seeds = sorted(json.loads(line)["seed"] for line in out_file.read_text().splitlines())
    assert seeds == list(range(8))  # the first six were not played again


def test_simulated_records_replay_identically(tmp_path):
    from tianxia import load
    from tianxia.core import record
    from tianxia.sim import play_game

    rec = play_game("dragon", ["random", "random"], {"great_wall": True}, seed=11)
    state = record.replay(load("dragon"), rec)
    assert state.is_terminal and state.scores() == rec["result"]["scores"]


def test_arena_reports_ratings(capsys):
    code, out, _ = run(capsys, "arena", "dragon", "--bots", "random,random", "-n", "4", "--workers", "1")
    assert code == 0 and "rating" in out and "95% interval" in out


def test_arena_out_resumes(capsys, tmp_path):
    """A long arena run stopped half-way keeps its finished games: a rerun plays only the rest,
    and a run with other bots does not count them."""
    out = tmp_path / "arena.jsonl"
    run(capsys, "arena", "dragon", "--bots", "random,random", "-n", "2", "--workers", "1", "--out", str(out))
    first = out.read_text().splitlines()
    code, text, _ = run(capsys, "arena", "dragon", "--bots", "random,random", "-n", "3", "--workers", "1",
                        "--out", str(out))
    lines = out.read_text().splitlines()
    assert code == 0 and lines[:2] == first and len(lines) == 3 and "arena of 3 games" in text
    code, text, _ = run(capsys, "arena", "dragon", "--bots", "random,heuristic", "-n", "1", "--workers", "1",
                        "--out", str(out))
    assert "arena of 1 games" in text and len(out.read_text().splitlines()) == 4


def test_arena_table_refuses_records_credited_to_other_bots(tmp_path):
    """Runs combined by hand are tallied by the arena's own bot order; giving the bots in another
    order once credited each bot with the other's games, so a mismatch is an error, not a table."""
    from tianxia.bots import arena

    records = list(arena.run("dragon", ["random", "heuristic"], 2, 2, {}, seed=1, workers=1))
    rows = arena.table(["random", "heuristic"], records)
    assert [r["games"] for r in rows] == [2, 2]
    with pytest.raises(ValueError, match="seats"):
        arena.table(["heuristic", "random"], records)
