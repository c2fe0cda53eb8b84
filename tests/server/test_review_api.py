"""A finished game's review on the server (issue 28): started by POST /api/games/{id}/review, made in
the bot pool a part at a time, followed by GET, stored with the game (SQLite and PostgreSQL) so a
restarted server has it at once; refused for an unknown game, a game not over, a game without a
win model; judged from the stored record exactly as ``tianxia.review`` judges it."""

from __future__ import annotations

import random
import re
import time

from fastapi.testclient import TestClient
from test_server_store import any_db  # noqa: F401 - the fixture: SQLite, and PostgreSQL when one answers

import tianxia
from tianxia.core import record as records
from tianxia.review import review as review_record
from tianxia.server import create_app

TINY = {"samples": 1, "width": 2, "depth": 1}
BUDGET = "samples=1,width=2,depth=1"


def finished_record(game_name: str = "dragon", players: int = 2, seed: int = 5) -> dict:
    game = tianxia.load(game_name)
    state = game.new_state(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return records.make(state, [f"P{i}" for i in range(players)])


def app_client(db_url: str) -> TestClient:
    return TestClient(create_app(db_url, bot_delay=0, create_limit=None, review_budget=BUDGET,
                                 bot_setup="server_testbots:install"))


def wait_review(client, gid: str, timeout: float = 90.0) -> list[dict]:
    """Every answer of GET .../review until it is done (or failed)."""
    seen = []
    deadline = time.time() + timeout
    while time.time() < deadline:
        answer = client.get(f"/api/games/{gid}/review")
        assert answer.status_code == 200
        seen.append(answer.json())
        if seen[-1]["status"] in ("done", "failed"):
            return seen
        time.sleep(0.02)
    raise AssertionError(f"the review did not end within {timeout} s: {seen[-1]}")


def test_a_review_is_made_in_parts_in_the_pool_stored_and_judged_from_the_stored_record(any_db):  # noqa: F811
    rec = finished_record()
    total = len(rec["history"])
    with app_client(any_db) as client:
        gid = client.post("/api/records", json=rec).json()["id"]
        assert client.get(f"/api/games/{gid}/review").json() == {"status": "none", "done": 0, "total": total}
        client.app.state.reviews.part_seconds = 0.0  # a decision a part: the progress is seen moving
        started = client.post(f"/api/games/{gid}/review")
        assert started.status_code == 202
        assert started.json()["status"] in ("queued", "running") and started.json()["total"] == total
        again = client.post(f"/api/games/{gid}/review")  # asked again while it runs: the same job
        assert again.status_code == 202 and again.json()["status"] in ("queued", "running", "done")
        seen = wait_review(client, gid)
        assert seen[-1]["status"] == "done", seen[-1]
        done = [s["done"] for s in seen if s["status"] == "running"]
        assert done == sorted(done) and all(0 <= d <= total for d in done)
        assert client.get("/health").json()["bot_pool"]["review_parts"] == total  # one part a decision
        review = seen[-1]["review"]
        stored_record = client.get(f"/api/games/{gid}/record").json()
        expected = review_record(stored_record, **TINY)
        assert review["decisions"] == expected["decisions"]
        assert review["format"] == "tianxia-review/1" and review["settings"] == {**TINY, "model": "review_dragon"}
        assert review["thresholds"] == expected["thresholds"] and review["players"] == ["P0", "P1"]
        stored = client.post(f"/api/games/{gid}/review")  # stored: 200 with it, no new job
        assert stored.status_code == 200 and stored.json()["status"] == "done"
        assert client.get("/health").json()["bot_pool"]["review_parts"] == total
    with app_client(any_db) as client:  # a restarted server has it at once (the database keeps it)
        answer = client.get(f"/api/games/{gid}/review").json()
        assert answer["status"] == "done" and answer["review"]["decisions"] == expected["decisions"]
        assert client.post(f"/api/games/{gid}/review").status_code == 200
        assert client.get("/health").json()["bot_pool"]["review_parts"] == 0


def test_refusals_are_one_line(client):
    for method in ("get", "post"):
        answer = getattr(client, method)("/api/games/nosuchgame/review")
        assert answer.status_code == 404 and answer.json() == {"error": "no game 'nosuchgame'"}
    open_game = client.post("/api/games", json={"game": "dragon", "players": 2}).json()["id"]
    for method in ("get", "post"):
        answer = getattr(client, method)(f"/api/games/{open_game}/review")
        assert answer.status_code == 403 and answer.json() == {"error": "a game can be reviewed once it is over"}
    toy = client.post("/api/records", json=finished_record("toy", 2, 3)).json()["id"]  # no win model
    answer = client.post(f"/api/games/{toy}/review")
    assert answer.status_code == 422 and answer.json() == {"error": "there is no review for Toy Cards yet"}
    polish = client.post(f"/api/games/{open_game}/review", headers={"Accept-Language": "pl"})
    assert polish.json() == {"error": "analizę gry można zrobić po jej zakończeniu"}
    assert "Review" not in client.get(f"/games/{toy}/replay").text  # no button where there is no review


def test_the_pages_show_the_stored_review(tmp_path):
    rec = finished_record(seed=8)
    with app_client(f"sqlite:///{tmp_path / 'tx.sqlite3'}") as client:
        gid = client.post("/api/records", json=rec).json()["id"]
        replay = client.get(f"/games/{gid}/replay").text
        assert 'id="review-start"' in replay and 'id="review-svg"' not in replay
        client.post(f"/api/games/{gid}/review")
        review = wait_review(client, gid)[-1]["review"]
        total = len(rec["history"])
        for page, lang, word in ((f"/games/{gid}/replay", "en", "Review"), (f"/games/{gid}/result", "pl", "Analiza")):
            html = client.get(page, headers={"Accept-Language": lang}).text
            assert 'id="review-start"' not in html and 'id="review-svg"' in html and f">{word}</h2>" in html
            steps = sorted({int(s) for s in re.findall(r'class="review-hit" data-step="(\d+)"', html)})
            assert steps == list(range(total + 1))  # a click anywhere on the graph picks a step
            dots = re.findall(r'class="review-dot mark-(\w+)" data-step="(\d+)" data-seat="(\d+)"', html)
            marked = [(d["mark"], str(d["step"]), str(d["seat"])) for d in review["decisions"] if d["mark"]]
            assert dots == marked
            assert html.count('class="review-line"') == 2
        colours = tianxia.load("dragon").seat_colours()[:2]
        html = client.get(f"/games/{gid}/replay").text
        assert [c.lower() for c in re.findall(r'class="review-line" data-seat="\d" points="[^"]*" style="stroke: ([^"]+)"',
                                              html)] == [c.lower() for c in colours]
        # the replay's step says what the review made of the decision taken there, in words
        differs = next(d for d in review["decisions"] if d["best"] != d["action"])
        step = client.get(f"/api/games/{gid}/replay/{differs['step']}").json()
        assert step["review"]["action"] == differs["action"] and step["review"]["best"] == differs["best"]
        assert step["review"]["best_label"] and step["review"]["best_chance"] == differs["best_win"]
        assert f'data-action="{differs["best"]}"' in step["svg"]  # the preferred action, drawn to be marked
        assert "review" not in client.get(f"/api/games/{gid}/replay/{total}").json()


def test_reviews_wait_in_line_and_a_long_line_is_refused(tmp_path, monkeypatch):
    from tianxia.server import reviews

    monkeypatch.setattr(reviews, "MAX_WAITING", 1)
    with app_client(f"sqlite:///{tmp_path / 'tx.sqlite3'}") as client:
        long_one = client.post("/api/records", json=finished_record("huang", 2, 3)).json()["id"]  # ~0.2 s a decision
        others = [client.post("/api/records", json=finished_record(seed=s)).json()["id"] for s in (11, 12)]
        assert client.post(f"/api/games/{long_one}/review").json()["status"] in ("queued", "running")
        assert client.post(f"/api/games/{others[0]}/review").json()["status"] == "queued"  # one review at a time
        refused = client.post(f"/api/games/{others[1]}/review")
        assert refused.status_code == 429 and refused.headers["Retry-After"] == "60"
        assert refused.json() == {"error": "1 reviews are waiting already; try again in a minute"}
        assert client.get(f"/api/games/{others[1]}/review").json()["status"] == "none"
    # the server stopped with the reviews unfinished: nothing is stored, and a new server starts afresh
    with app_client(f"sqlite:///{tmp_path / 'tx.sqlite3'}") as client:
        assert client.get(f"/api/games/{long_one}/review").json()["status"] == "none"


def test_the_graph_averages_a_round_of_steps_and_ends_with_the_result():
    from tianxia.server.review_graph import cycle, series

    movers = [0, 0, 1, 1] * 5  # two-step turns at two seats: a zigzag with the seat on move
    decisions = [{"seat": m, "win_before": [0.6, 0.4] if m == 0 else [0.4, 0.6], "win_after": [1.0, 0.0]}
                 for m in movers]
    assert cycle(decisions, 2) == 4
    lines = series({"players": ["a", "b"], "decisions": decisions})
    assert all(abs(c - 0.5) < 1e-9 for c in lines[0][2:-3])  # a whole round around the step: level
    assert lines[0][-1] == 1.0 and lines[1][-1] == 0.0  # the end is the result
    raw = series({"players": ["a", "b"], "decisions": decisions}, smooth=False)
    assert raw[0][:4] == [0.6, 0.6, 0.4, 0.4]


def test_learn_from_your_mistakes_judges_a_decision_chosen_again(tmp_path):
    rec = finished_record(seed=5)
    with app_client(f"sqlite:///{tmp_path / 'tx.sqlite3'}") as client:
        gid = client.post("/api/records", json=rec).json()["id"]
        early = client.post(f"/api/games/{gid}/review/try", json={"step": 0, "action": rec["history"][0]})
        assert early.status_code == 409 and early.json() == {"error": "review the game first: a decision is judged "
                                                                       "again against its review"}
        client.post(f"/api/games/{gid}/review")
        review = wait_review(client, gid)[-1]["review"]
        marked = next(d for d in review["decisions"] if d["mark"])
        k = marked["step"]
        # the replay's step offers the deciding seat's options, each on the board where it is drawn
        shown = client.get(f"/api/games/{gid}/replay/{k}?choices=1").json()
        options = [o["action"] for o in shown["choices"]["options"]]
        assert shown["choices"]["seat"] == marked["seat"] and marked["action"] in options and marked["best"] in options
        assert all(o["label"] for o in shown["choices"]["options"])
        assert "choices" not in client.get(f"/api/games/{gid}/replay/{k}").json()
        best = client.post(f"/api/games/{gid}/review/try", json={"step": k, "action": marked["best"]}).json()
        assert best["level"] == "best" and best["chance"] == marked["best_win"] and best["mark"] is None
        assert best["played"] == marked["action"] and best["played_chance"] == marked["win_after"][marked["seat"]]
        again = client.post(f"/api/games/{gid}/review/try", json={"step": k, "action": marked["action"]}).json()
        assert again["level"] == marked["mark"] and again["loss"] == marked["loss"]  # the same worlds: the same verdict
        bad = client.post(f"/api/games/{gid}/review/try", json={"step": k, "action": "fly to the moon"})
        assert bad.status_code == 422 and bad.json()["error"].startswith("'fly to the moon' cannot be played there: ")
        far = client.post(f"/api/games/{gid}/review/try", json={"step": len(rec["history"]), "action": "x"})
        assert far.status_code == 404


def test_choosing_again_is_limited_per_address(tmp_path, monkeypatch):
    from tianxia.server import reviews

    monkeypatch.setattr(reviews, "TRIES", (2, 60.0))
    with app_client(f"sqlite:///{tmp_path / 'tx.sqlite3'}") as client:
        gid = client.post("/api/records", json=finished_record(seed=6)).json()["id"]
        client.post(f"/api/games/{gid}/review")
        first = wait_review(client, gid)[-1]["review"]["decisions"][0]
        for _ in range(2):
            assert client.post(f"/api/games/{gid}/review/try", json={"step": 0, "action": first["action"]}).status_code == 200
        third = client.post(f"/api/games/{gid}/review/try", json={"step": 0, "action": first["action"]})
        assert third.status_code == 429 and int(third.headers["Retry-After"]) >= 1
        assert third.json()["error"].startswith("at most 2 decisions chosen again per 60 s; try again in ")


# -- one review job per game across server processes (tx_reviews' claim) --------------------------------

def test_two_processes_claim_a_games_review_at_once_and_one_wins(any_db):  # noqa: F811
    """Two stores on one database (two server processes) claim the same game's review job at the
    same moment, twelve games over: exactly one claim wins each time.  The loser cannot take it
    while the winner's claim lives; it can once the claim lapses or is given up, never over a stored
    review; only the owner renews it, and an unfinished review is not read as stored."""
    import threading

    from test_server_store import new_toy_games

    from tianxia.server.store import Store, _save_review

    one, two = Store(any_db), Store(any_db)
    try:
        ids = [f"claim{i}" for i in range(12)]
        new_toy_games(one, ids)
        for gid in ids:
            gate, won = threading.Barrier(2), {}

            def claim(store, owner, gid=gid, gate=gate, won=won):
                gate.wait()
                won[owner] = store.claim_review(gid, owner, 30.0)

            racers = [threading.Thread(target=claim, args=(store, owner)) for store, owner in ((one, "A"), (two, "B"))]
            for t in racers:
                t.start()
            for t in racers:
                t.join(30)
            assert sorted(won.values()) == [False, True], won
            row = two.review_claim(gid)
            assert row["state"] == "running" and row["owner"] == ("A" if won["A"] else "B") and row["done"] == 0
            assert one.review(gid) is None and two.review(gid) is None  # being made: not a review yet
        gid = ids[0]
        winner = one.review_claim(gid)["owner"]
        loser = "B" if winner == "A" else "A"
        assert one.claim_review(gid, loser, 30.0) is False and two.claim_review(gid, winner, 30.0) is True  # its own
        assert one.renew_review(gid, winner, 30.0, 7) is True and one.renew_review(gid, loser, 30.0, 7) is False
        assert two.review_claim(gid)["done"] == 7
        # the winner's process died: its claim lapses and the other takes the job over
        assert two.claim_review(gid, loser, 30.0, now=time.time() + 31) is True
        assert one.review_claim(gid)["owner"] == loser and one.renew_review(gid, winner, 30.0, 8) is False
        # given up (its review failed): free for anyone
        one.release_review(gid, winner)  # not the owner's any more: nothing happens
        assert two.review_claim(gid)["owner"] == loser
        two.release_review(gid, loser)
        assert one.review_claim(gid) is None and one.claim_review(gid, winner, 30.0) is True
        # stored: nobody claims it again, even long after
        one._run(_save_review, gid, '{"decisions": []}')
        assert two.review(gid) == '{"decisions": []}' and two.review_claim(gid)["state"] == "done"
        assert not any(store.claim_review(gid, owner, 30.0, now=time.time() + 3600)
                       for store, owner in ((one, "A"), (two, "B")))
    finally:
        one.close()
        two.close()


def test_a_review_another_process_makes_is_followed_not_made_again(tmp_path):
    """A server asked for a review another process has claimed makes none: it shows the owner's
    progress and then the review the owner stored; a claim that lapsed (the owner died) it takes over."""
    import json

    from tianxia.server.store import _save_review

    url = f"sqlite:///{tmp_path / 'tx.sqlite3'}"
    with app_client(url) as client:
        reviews = client.app.state.reviews
        reviews.follow_seconds = 0.05
        store = client.app.state.store
        gid = client.post("/api/records", json=finished_record(seed=7)).json()["id"]
        total = len(client.get(f"/api/games/{gid}/record").json()["history"])
        assert store.claim_review(gid, "elsewhere:1:x", 30.0)  # the other process's claim
        started = client.post(f"/api/games/{gid}/review")
        assert started.status_code == 202 and started.json()["status"] == "running"
        assert store.renew_review(gid, "elsewhere:1:x", 30.0, 5)
        deadline = time.time() + 10
        while client.get(f"/api/games/{gid}/review").json()["done"] != 5:  # the owner's progress
            assert time.time() < deadline
            time.sleep(0.02)
        foreign = {"format": "tianxia-review/1", "by": "elsewhere", "decisions": [{"step": i} for i in range(total)]}
        store._run(_save_review, gid, json.dumps(foreign))  # the owner stored it
        seen = wait_review(client, gid, timeout=10)
        assert seen[-1]["status"] == "done" and seen[-1]["review"]["by"] == "elsewhere"
        assert client.get("/health").json()["bot_pool"]["review_parts"] == 0  # nothing made here
        # another game whose owner died with its claim: taken over once the claim lapses, and made here
        other = client.post("/api/records", json=finished_record(seed=8)).json()["id"]
        assert store.claim_review(other, "gone:2:y", 0.3)
        assert client.post(f"/api/games/{other}/review").json()["status"] == "running"
        seen = wait_review(client, other)
        assert seen[-1]["status"] == "done" and "by" not in seen[-1]["review"]
        assert client.get("/health").json()["bot_pool"]["review_parts"] > 0
        assert store.review_claim(other)["state"] == "done"


def test_an_older_databases_reviews_get_the_claims_columns_and_stay_reviews(tmp_path):
    import sqlite3

    from tianxia.server.store import Store

    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:  # tx_reviews as the first version of the review made it
        db.execute("CREATE TABLE tx_reviews (game_id VARCHAR(32) PRIMARY KEY, review TEXT NOT NULL, created FLOAT NOT NULL)")
        db.execute("INSERT INTO tx_reviews VALUES ('old', '{\"decisions\": []}', 1.0)")
    store = Store(f"sqlite:///{path}")
    try:
        assert store.review("old") == '{"decisions": []}' and store.review_claim("old")["state"] == "done"
        assert store.claim_review("old", "A", 30.0) is False
    finally:
        store.close()
