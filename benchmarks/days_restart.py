"""A turn-based game survives crashes: four accounts play a 4-seat Dragon game over simulated
days ("days" clock, 3 days per move) on a real server process over a SQLite file, each person
moving once a simulated day; the server is killed with SIGKILL twice, each time right after a
move was acknowledged (before its "your turn" mail could be queued or sent), and started again.
Checked: every acknowledged move is stored and served after each restart, the running clock
after a restart is what the simulated calendar says, and every "your turn" mail arrives once, at
an SMTP server started here (aiosmtpd), within 60 s of the move that caused it.

    PYTHONPATH=src python benchmarks/days_restart.py [--days 8] [--kills 2] [--out FOLDER]

The server is ``tianxia serve`` run by benchmarks/days_serve.py, which lets the benchmark move the
server's calendar ahead (``time.time``): before each person's turn it moves 6 h 5 min on, so each
of the four people moves once every simulated 24 h 20 min (after the digest's 24 hours, so each
turn is mailed at once, as a day's move would be).  Results in benchmarks/days.md.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from email import message_from_bytes, policy

import httpx

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "src"))

TURN_SECONDS = 6 * 3600 + 300
DAYS = 3
PASSWORD = "a long enough password"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Inbox:
    """aiosmtpd's handler: every message with the real time it arrived."""

    def __init__(self):
        self.mails: list[dict] = []

    async def handle_DATA(self, server, session, envelope):
        msg = message_from_bytes(envelope.content, policy=policy.default)
        body = msg.get_body(("plain",)).get_content()
        seats = re.findall(r"/games/(\w+)/seat/(\d+)", body)
        self.mails.append({"at": time.time(), "to": list(envelope.rcpt_tos), "subject": str(msg["Subject"]),
                           "seats": [(g, int(s)) for g, s in seats]})
        return "250 OK"


class Server:
    def __init__(self, db: str, port: int, smtp: int, offset_file: str, log):
        self.args = [sys.executable, os.path.join(HERE, "days_serve.py"), "--db", db, "--port", str(port),
                     "--smtp-url", f"smtp://127.0.0.1:{smtp}", "--public-url", "http://tianxia.example",
                     "--bot-workers", "1", "--log-level", "warning"]
        self.env = {**os.environ, "TIANXIA_BENCH_OFFSET": offset_file,
                    "PYTHONPATH": os.path.join(HERE, "..", "src")}
        self.url, self.log, self.proc = f"http://127.0.0.1:{port}", log, None

    def start(self) -> float:
        began = time.time()
        self.proc = subprocess.Popen(self.args, env=self.env, stdout=self.log, stderr=self.log)
        while time.time() - began < 120:
            if self.proc.poll() is not None:
                raise RuntimeError("the server exited")
            try:
                if httpx.get(self.url + "/api/noop", timeout=1).status_code == 200:
                    return time.time() - began
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--days", type=int, default=8, help="simulated days (each person moves once a day)")
    parser.add_argument("--kills", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    from aiosmtpd.controller import Controller

    rng = random.Random(args.seed)
    folder = tempfile.mkdtemp(prefix="tianxia-days-")
    db_file = os.path.join(folder, "days.sqlite3")
    offset_file = os.path.join(folder, "offset")
    offset = 0.0

    def set_offset(value: float) -> None:
        with open(offset_file + ".new", "w") as f:
            f.write(repr(value))
        os.replace(offset_file + ".new", offset_file)
        time.sleep(0.3)  # the server reads it again within 0.1 s

    set_offset(0.0)
    inbox = Inbox()
    smtp_port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=smtp_port)
    controller.start()
    log = open(os.path.join(folder, "server.log"), "wb")
    server = Server(f"sqlite:///{db_file}", free_port(), smtp_port, offset_file, log)
    report: dict = {"kills": [], "mails": [], "turns": 0, "moves": 0}
    try:
        report["first_start"] = round(server.start(), 2)
        people = [httpx.Client(base_url=server.url, timeout=30) for _ in range(4)]
        for i, c in enumerate(people):
            r = c.post("/api/accounts", json={"name": f"Player {i + 1}", "password": PASSWORD,
                                              "email": f"player{i + 1}@example.org"})
            assert r.status_code == 201, r.text
        r = people[0].post("/api/games", json={"game": "dragon", "seats": ["human"] * 4,
                                                "clock": {"mode": "days", "days": DAYS}})
        assert r.status_code == 201, r.text
        g = r.json()
        gid, tokens = g["id"], [s["token"] for s in g["seats"]]
        for i in range(1, 4):
            link = g["seats"][i]["join_url"].split(server.url, 1)[1]
            assert people[i].get(link, follow_redirects=False).status_code == 303
        assert [len(c.get("/api/me/games").json()) for c in people] == [1, 1, 1, 1]
        total_turns = args.days * 4
        kill_at = {round(total_turns * (k + 1) / (args.kills + 1)) for k in range(args.kills)}
        acked: list[str] = []
        expected: list[dict] = []  # one per move that passed the decision to another person
        turn_started = {}  # seat -> (simulated) time its decision began
        current, turns = None, 0
        started = time.time()
        while turns <= total_turns:
            summary = people[0].get(f"/api/games/{gid}").json()
            if summary["status"] == "finished":
                break
            seat = summary["current_player"]
            if seat != current:  # a person's turn: a simulated 6 h 5 min later than the last one
                current = seat
                turns += 1
                if turns > total_turns:
                    break
                offset += TURN_SECONDS
                set_offset(offset)
            c, tok = people[seat], tokens[seat]
            view = c.get(f"/api/games/{gid}/seats/{seat}/view", headers={"X-Seat-Token": tok}).json()
            r = c.post(f"/api/games/{gid}/seats/{seat}/actions", headers={"X-Seat-Token": tok},
                       json={"action": rng.choice(view["legal"]), "version": view["version"]})
            assert r.status_code == 200, r.text
            at = time.time()
            answer = r.json()
            acked.append(answer["action"])
            nxt = answer["current_player"]
            if nxt is None or nxt == seat:
                continue
            turn_started[nxt] = at + offset
            expected.append({"seat": nxt, "acked": at, "to": f"player{nxt + 1}@example.org", "turn": turns})
            if turns in kill_at and not any(k["turn"] == turns for k in report["kills"]):
                server.kill()  # at once: the move is stored, its mail not yet queued or sent
                killed = time.time()
                restart = server.start()
                stored = people[0].get(f"/api/games/{gid}").json()
                view = people[nxt].get(f"/api/games/{gid}/seats/{nxt}/view", headers={"X-Seat-Token": tokens[nxt]}).json()
                now_sim = time.time() + offset
                left = view["clock"]["left"][nxt]
                want = DAYS * 86400 - (now_sim - turn_started[nxt])
                report["kills"].append({"turn": turns, "moves_acked": len(acked), "version_after": stored["version"],
                                        "restart_seconds": round(restart, 2), "down_seconds": round(time.time() - killed, 2),
                                        "clock_left": round(left, 1), "clock_expected": round(want, 1),
                                        "clock_running": view["clock"]["running"],
                                        "others_full": all(abs(v - DAYS * 86400) < 1 for s, v in enumerate(view["clock"]["left"])
                                                           if s != nxt and v is not None)})
                print(f"kill -9 after turn {turns} (move {len(acked)}): back in {restart:.1f} s, version "
                      f"{stored['version']}, running clock {left:.0f} s left (calendar says {want:.0f})", flush=True)
            # the mail of this turn: wait for it (the next person moves a simulated 6 h later)
            want_mail = expected[-1]
            while time.time() - want_mail["acked"] < 90:
                got = [m for m in inbox.mails if want_mail["to"] in m["to"] and (gid, nxt) in m["seats"]
                       and not m.get("claimed")]
                if got:
                    got[0]["claimed"] = True
                    want_mail["latency"] = round(got[0]["at"] - want_mail["acked"], 2)
                    break
                time.sleep(0.05)
            else:
                want_mail["latency"] = None
        report["turns"], report["moves"] = min(turns, total_turns), len(acked)
        time.sleep(12)  # anything sent twice, or a reminder, would arrive by now
        final = people[0].get(f"/api/games/{gid}").json()
        report["version_final"] = final["version"]
        server.kill()
        import sqlite3

        with sqlite3.connect(db_file) as conn:
            stored_moves = [n for (n,) in conn.execute("SELECT notation FROM tx_actions WHERE game_id=? ORDER BY n", (gid,))]
        latencies = [e["latency"] for e in expected]
        report["mails"] = [{"at": round(m["at"] - started, 2), "to": m["to"], "seats": m["seats"],
                            "subject": m["subject"]} for m in inbox.mails]
        report["expected"] = [{**e, "acked": round(e["acked"] - started, 2)} for e in expected]
        report.update({
            "wall_seconds": round(time.time() - started),
            "simulated_days": round(offset / 86400, 2),
            "stored_equals_acked": stored_moves == acked,
            "mails_expected": len(expected),
            "mails_received": len(inbox.mails),
            "mails_matched": sum(1 for x in latencies if x is not None),
            "unclaimed_mails": [m["subject"] for m in inbox.mails if not m.get("claimed")],
            "latency_max": max((x for x in latencies if x is not None), default=None),
            "latency_median": sorted(x for x in latencies if x is not None)[len(latencies) // 2] if latencies else None,
            "latency_after_kills": [e["latency"] for e in expected if e["turn"] in kill_at],
            "latencies": latencies,
        })
    finally:
        if server.proc and server.proc.poll() is None:
            server.kill()
        controller.stop()
    ok = (report["stored_equals_acked"] and report["mails_matched"] == report["mails_expected"]
          and not report["unclaimed_mails"] and report["latency_max"] is not None and report["latency_max"] <= 60
          and all(k["version_after"] == k["moves_acked"] and abs(k["clock_left"] - k["clock_expected"]) < 30
                  and k["others_full"] for k in report["kills"]) and len(report["kills"]) == args.kills)
    report["ok"] = ok
    print(json.dumps({k: v for k, v in report.items() if k not in ("latencies", "mails", "expected")}, indent=1))
    print("PASS" if ok else "FAIL")
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "days-restart.json"), "w") as f:
            json.dump(report, f, indent=1)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
