"""run_batch backends: the Ray backend plays the same games as the local one, from the same seeds."""

from __future__ import annotations

import json
import logging

import pytest

from tianxia import load
from tianxia.cli import main
from tianxia.sim import run_batch


def _comparable(recs):
    """Records without the measured wall time, in seed order."""
    return sorted(({k: v for k, v in r.items() if k != "seconds"} for r in recs), key=lambda r: r["seed"])


def test_unknown_backend_is_refused():
    with pytest.raises(ValueError, match="unknown backend 'dask'; known backends: local, ray"):
        list(run_batch("dragon", 2, ["random", "random"], backend="dask"))


def test_address_without_ray_backend_is_a_one_line_error(capsys):
    assert main(["simulate", "dragon", "-n", "2", "--seats", "random,random", "--address", "auto"]) == 2
    assert capsys.readouterr().err == "tianxia: --address is for --backend ray\n"


def test_local_processes_match_serial():
    options = load("dragon").resolve_options({}, 2)
    serial = list(run_batch("dragon", 6, ["random", "random"], options, base_seed=40, workers=1))
    pooled = list(run_batch("dragon", 6, ["random", "random"], options, base_seed=40, workers=2, chunk=2))
    assert _comparable(serial) == _comparable(pooled)


@pytest.fixture(scope="module")
def local_ray():
    ray = pytest.importorskip("ray", reason="the ray backend needs the [cluster] extra (ray) - not installed")
    try:
        ray.init(num_cpus=2, include_dashboard=False, logging_level=logging.WARNING, log_to_driver=False)
    except Exception as err:  # a machine that cannot start Ray's processes at all (not a fault of ours)
        pytest.skip(f"could not start a local Ray instance: {err}")
    yield ray
    ray.shutdown()


def test_ray_backend_matches_local_records(local_ray):
    options = load("zhanguo").resolve_options({}, 2)
    seats = ["random", "random"]
    local = list(run_batch("zhanguo", 8, seats, options, base_seed=100, workers=1))
    remote = list(run_batch("zhanguo", 8, seats, options, base_seed=100, backend="ray", chunk=3))
    assert len(remote) == 8
    assert _comparable(remote) == _comparable(local)
    assert local_ray.is_initialized()  # an instance we did not start is left running


def test_cli_simulate_on_ray_resumes_and_prints_the_same_summary(local_ray, tmp_path, capsys):
    out = tmp_path / "ray.jsonl"
    args = ["simulate", "dragon", "-n", "5", "--seats", "random,random", "--seed", "9", "--out", str(out)]
    assert main(args[:3] + ["3"] + args[4:] + ["--backend", "ray"]) == 0  # first 3 games
    assert main(args + ["--backend", "ray"]) == 0  # resume: only seeds 12 and 13 are played
    ray_summary = capsys.readouterr().out.strip().splitlines()[-5:]
    recs = [json.loads(line) for line in out.read_text().splitlines()]
    assert sorted(r["seed"] for r in recs) == [9, 10, 11, 12, 13]
    local_out = tmp_path / "local.jsonl"
    assert main(args[:-1] + [str(local_out), "--workers", "1"]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-5:] == ray_summary
    local = [json.loads(line) for line in local_out.read_text().splitlines()]
    assert _comparable(recs) == _comparable(local)
