"""Every operator setting from a flag, an environment variable or create_app's keywords; the
health check; JSON logs (issue 15)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import time

import httpx
import pytest
from fastapi.testclient import TestClient

from tianxia.cli import build_parser, main
from tianxia.server import create_app
from tianxia.server.logs import JsonFormatter
from tianxia.server.settings import Settings, from_args


def test_defaults_then_environment_then_flags():
    assert Settings.from_env({}).bot_seconds == 5.0 and Settings.from_env({}).deadline == 11.0
    env = {"TIANXIA_BOT_SECONDS": "2", "TIANXIA_BOT_WORKERS": "3", "TIANXIA_DB": "sqlite:///x.db",
           "TIANXIA_ALLOWED_HOSTS": "a.example, b.example"}
    s = Settings.from_env(env)
    assert (s.bot_seconds, s.bot_workers, s.db, s.hosts, s.deadline) == (2.0, 3, "sqlite:///x.db",
                                                                         ["a.example", "b.example"], 5.0)
    assert Settings.from_env(env, bot_seconds=1.5).bot_seconds == 1.5


def test_every_setting_has_a_flag_and_an_environment_variable():
    import dataclasses

    args = build_parser().parse_args(["serve", "--bot-workers", "2", "--create-limit", "off", "--port", "9000"])
    assert args.bot_workers == 2 and args.create_limit == "off"
    help_text = build_parser()._subparsers._group_actions[0].choices["serve"].format_help()
    for f in dataclasses.fields(Settings):
        assert "--" + f.name.replace("_", "-") in help_text and Settings.env_name(f.name) in help_text


def test_flags_win_over_the_environment(monkeypatch):
    monkeypatch.setenv("TIANXIA_BOT_ITERATIONS", "500")
    monkeypatch.setenv("TIANXIA_PORT", "8123")
    settings = from_args(build_parser().parse_args(["serve", "--bot-iterations", "700"]))
    assert settings.bot_iterations == 700 and settings.port == 8123


@pytest.mark.parametrize("env, words", [
    ({"TIANXIA_BOT_SECONDS": "nan"}, "positive finite"),
    ({"TIANXIA_BOT_SECONDS": "inf"}, "positive finite"),
    ({"TIANXIA_BOT_ITERATIONS": "1e9"}, "whole number"),
    ({"TIANXIA_BOT_WORKERS": "0"}, "at least 1"),
    ({"TIANXIA_WORKERS": "4"}, "needs a PostgreSQL database"),  # SQLite serves one process
    ({"TIANXIA_WORKERS": "0"}, "at least 1"),
    ({"TIANXIA_LEASE_SECONDS": "0"}, "positive"),
    ({"TIANXIA_CREATE_LIMIT": "lots"}, "n/seconds"),
    ({"TIANXIA_LOG_FORMAT": "xml"}, "text or json"),
    ({"TIANXIA_BOT_DEADLINE": "-1"}, "positive"),
    ({"TIANXIA_CLOCK_BOT": "expert"}, "not offered in"),  # it stands in for seats of every game
])
def test_a_setting_that_cannot_be_read_stops_with_one_line(env, words):
    with pytest.raises(ValueError) as err:
        Settings.from_env(env)
    assert words in str(err.value) and "\n" not in str(err.value)


def test_several_workers_are_for_postgresql():
    assert Settings.from_env({}, workers=3, db="postgresql://u@h/db").workers == 3


def test_several_workers_on_sqlite_are_refused_in_one_line(capsys):
    assert main(["serve", "--workers", "2", "--db", "sqlite:///x.db"]) == 2
    err = capsys.readouterr().err
    assert "workers above 1 needs a PostgreSQL database" in err and err.count("\n") == 1


def test_the_command_refuses_a_bad_setting_before_serving(capsys):
    assert main(["serve", "--bot-seconds", "inf"]) == 2
    assert "bot seconds cap must be a positive finite number" in capsys.readouterr().err


def test_allowed_hosts_refuse_other_host_names(db_url):
    app = create_app(db_url, create_limit=None, allowed_hosts="play.example")
    with TestClient(app, base_url="http://play.example") as client:
        assert client.get("/api/noop").status_code == 200
    with TestClient(app) as client:  # Host: testserver
        assert client.get("/api/noop").status_code == 400


def test_json_log_lines():
    record = logging.LogRecord("tianxia.server", logging.ERROR, __file__, 1, "game %s: %s", ("g1", "x\ny"), None)
    line = JsonFormatter().format(record)
    data = json.loads(line)
    assert "\n" not in line and data["level"] == "ERROR" and data["message"] == "game g1: x\ny"
    assert data["logger"] == "tianxia.server" and data["time"].endswith("Z")


def test_tianxia_serve_with_environment_settings_and_json_logs(tmp_path):
    from server_helpers import free_port

    port = free_port()
    env = dict(os.environ, TIANXIA_DB=f"sqlite:///{tmp_path / 'served.sqlite3'}", TIANXIA_PORT=str(port),
               TIANXIA_LOG_FORMAT="json", TIANXIA_BOT_WORKERS="1", TIANXIA_BOT_SECONDS="2")
    proc = subprocess.Popen([sys.executable, "-m", "tianxia.cli", "serve"], env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.time() + 30
        health = None
        while time.time() < deadline:
            try:
                health = httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        assert health is not None and health.status_code == 200 and health.json()["bot_pool"]["size"] == 1
        r = httpx.post(f"http://127.0.0.1:{port}/api/games",
                       json={"game": "dragon", "seats": ["human", "mcts:seconds=3"]})
        assert r.status_code == 422 and "at most 2 s" in r.json()["error"]
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    lines = [line for line in err.splitlines() if line.strip()]
    assert lines and all(json.loads(line)["level"] for line in lines)
    assert any("serving at" in json.loads(line)["message"] for line in lines)
    assert (tmp_path / "served.sqlite3").exists()
