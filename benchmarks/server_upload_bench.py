"""Does uploading records stall the server?  No-op latency idle, then while records are uploaded.

Starts the server (tests/server/serve_for_tests.py, one Uvicorn process, a fresh SQLite file),
measures ``GET /api/noop`` from one client for ``--seconds`` idle, then again while a second
client uploads the ZhanGuo arena records of benchmarks/records (197-294 actions each) one after
another through ``POST /api/records``.

    .venv/bin/python benchmarks/server_upload_bench.py [--seconds 5]

Prints the no-op p50/p99/max both ways and the uploads' rate.  Not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import glob
import json
import os
import subprocess
import sys
import tempfile
import time

import httpx

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from server_bench import Conn, free_port, percentile  # noqa: E402


def records() -> list[dict]:
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "records", "zhanguo-*", "*.jsonl"))):
        with open(path, encoding="utf-8") as handle:
            out += [json.loads(line) for line in handle if line.strip()]
    return out


async def noop(port: int, seconds: float) -> list[float]:
    conn, latencies, stop = Conn(port), [], time.perf_counter() + seconds
    while time.perf_counter() < stop:
        t0 = time.perf_counter()
        await conn.request("GET", "/api/noop")
        latencies.append(time.perf_counter() - t0)
        await asyncio.sleep(0.002)
    conn.close()
    return latencies


async def uploads(port: int, seconds: float, recs: list[dict]) -> list[float]:
    conn, took, stop = Conn(port), [], time.perf_counter() + seconds
    while time.perf_counter() < stop:
        t0 = time.perf_counter()
        status, body = await conn.request("POST", "/api/records", recs[len(took) % len(recs)])
        if status != 201:
            raise SystemExit(f"an upload answered {status}: {body}")
        took.append(time.perf_counter() - t0)
    conn.close()
    return took


def line(name: str, lat: list[float]) -> str:
    return (f"| {name} | {percentile(lat, .5) * 1e3:.1f} | {percentile(lat, .99) * 1e3:.1f} | "
            f"{max(lat) * 1e3:.1f} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5)
    args = parser.parse_args()
    recs = records()
    port = free_port()
    db = f"sqlite:///{os.path.join(tempfile.mkdtemp(), 'uploads.sqlite3')}"
    serve = os.path.join(HERE, "..", "tests", "server", "serve_for_tests.py")
    proc = subprocess.Popen([sys.executable, serve, db, str(port)])
    try:
        for _ in range(300):
            try:
                if httpx.get(f"http://127.0.0.1:{port}/api/noop", timeout=0.5).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)

        async def run():
            idle = await noop(port, args.seconds)
            loaded, took = await asyncio.gather(noop(port, args.seconds), uploads(port, args.seconds, recs))
            return idle, loaded, took

        idle, loaded, took = asyncio.run(run())
    finally:
        proc.terminate()
        proc.wait(10)
    print(f"| `GET /api/noop`, one client, {args.seconds:g} s | p50 ms | p99 ms | max ms |")
    print("|---|---:|---:|---:|")
    print(line("idle", idle))
    print(line(f"while {len(took)} records are uploaded (upload p50 {percentile(took, .5) * 1e3:.0f} ms)", loaded))


if __name__ == "__main__":
    main()
