"""Hints in practice games (issue 28): ``"hints": true`` at creation, ``POST .../seats/{seat}/hint``
answered from the bot pool with the review's best option and its top three, judged only from the
seat's view; refusals (no hints, not the seat's decision, unknown game, too many asks); the lobby's
form and the table's badge; a game with hints is never rated."""

from __future__ import annotations

import random
import time

import pytest
from fastapi.testclient import TestClient

import tianxia
from tianxia.review import parts
from tianxia.review.engine import Reviewer
from tianxia.server import create_app, ratings
from tianxia.server.limits import TokenBucket

BUDGET = "samples=1,width=3,depth=1"
HINT_BUDGET = {"samples": 1, "width": 3, "depth": 1}
PASSWORD = "correct horse battery"


pytestmark = pytest.mark.usefixtures("quick_argon2")  # tests/server/conftest.py


@pytest.fixture
def app(db_url):
    with TestClient(create_app(db_url, bot_delay=0, create_limit=None, review_budget=BUDGET,
                               bot_setup="server_testbots:install")) as c:
        yield c


def new_game(app, game="dragon", hints_on=True, seats=None):
    body = {"game": game, "seats": seats or ["human", "human"]}
    if hints_on is not None:
        body["hints"] = hints_on
    r = app.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    g = r.json()
    return g["id"], {s["seat"]: s["token"] for s in g["seats"] if s["token"]}


def ask(app, gid, seat, token, lang=None):
    return app.post(f"/api/games/{gid}/seats/{seat}/hint" + (f"?lang={lang}" if lang else ""),
                    headers={"X-Seat-Token": token} if token else {})


def play(app, gid, tokens, action=None, rng=None):
    s = app.get(f"/api/games/{gid}").json()
    seat = s["current_player"]
    view = app.get(f"/api/games/{gid}/seats/{seat}/view", headers={"X-Seat-Token": tokens[seat]}).json()
    choice = action or (rng or random.Random(0)).choice(view["legal"])
    r = app.post(f"/api/games/{gid}/seats/{seat}/actions", json={"action": choice, "version": view["version"]},
                 headers={"X-Seat-Token": tokens[seat]})
    assert r.status_code == 200, r.text


def test_a_hint_is_the_reviews_best_of_the_seats_legal_options_with_the_top_three(app):
    gid, tokens = new_game(app)
    summary = app.get(f"/api/games/{gid}").json()
    seat = summary["current_player"]
    legal = app.get(f"/api/games/{gid}/seats/{seat}/legal", headers={"X-Seat-Token": tokens[seat]}).json()["legal"]
    parts_before = app.get("/health").json()["bot_pool"]["review_parts"]
    r = ask(app, gid, seat, tokens[seat])
    assert r.status_code == 200, r.text
    h = r.json()
    assert h["seat"] == seat and h["version"] == summary["version"]
    assert h["best"] in legal and h["top"][0]["action"] == h["best"] and h["best_label"] == h["top"][0]["label"]
    assert len(h["top"]) == min(3, len(legal)) and len({o["action"] for o in h["top"]}) == len(h["top"])
    assert all(o["action"] in legal and 0 <= o["chance"] <= 1 and o["label"] for o in h["top"])
    chances = [o["chance"] for o in h["top"]]
    assert chances == sorted(chances, reverse=True) and 0 <= h["chance"] <= 1
    # the pool judged it as the review engine does, with the server's review budget
    assert app.get("/health").json()["bot_pool"]["review_parts"] == parts_before + 1
    state = app.app.state.manager.games[gid].state.clone()
    expected = Reviewer("dragon", **HINT_BUDGET).hint(state, seat)
    assert (h["best"], [(o["action"], o["chance"]) for o in h["top"]]) == \
        (expected["best"], [(o["action"], o["chance"]) for o in expected["top"]])
    # asked again at the same position: the same answer, no new work
    assert ask(app, gid, seat, tokens[seat]).json() == h
    assert app.get("/health").json()["bot_pool"]["review_parts"] == parts_before + 1
    # in Polish: the same options, named in Polish
    pl = ask(app, gid, seat, tokens[seat], lang="pl").json()
    assert [o["action"] for o in pl["top"]] == [o["action"] for o in h["top"]]
    # the hint followed: the game goes on (a hint is advice, nothing more)
    play(app, gid, tokens, action=h["best"])
    assert app.get(f"/api/games/{gid}").json()["version"] == summary["version"] + 1


def test_refusals_are_one_line_4xx(app):
    gid, tokens = new_game(app)
    seat = app.get(f"/api/games/{gid}").json()["current_player"]
    other = 1 - seat
    r = ask(app, gid, other, tokens[other])  # not this seat's decision
    assert r.status_code == 409 and "\n" not in r.json()["error"] and "turn" in r.json()["error"]
    assert ask(app, gid, seat, tokens[other]).status_code == 403  # the wrong seat's token
    assert ask(app, gid, seat, None).status_code == 401
    assert ask(app, "nosuchgame", 0, "x").status_code == 404
    plain, plain_tokens = new_game(app, hints_on=None)  # created without hints
    s = app.get(f"/api/games/{plain}").json()["current_player"]
    r = ask(app, plain, s, plain_tokens[s])
    assert r.status_code == 403 and r.json()["error"] == "this game was created without hints"
    off, off_tokens = new_game(app, hints_on=False)
    s = app.get(f"/api/games/{off}").json()["current_player"]
    assert ask(app, off, s, off_tokens[s]).status_code == 403
    # a game the review cannot judge has no hints: refused when made
    r = app.post("/api/games", json={"game": "toy", "seats": ["human", "human"], "hints": True})
    assert r.status_code == 422 and "no hints" in r.json()["error"]
    assert app.post("/api/games", json={"game": "dragon", "hints": "maybe"}).status_code in (400, 422)
    # too many asks from one seat: 429 with Retry-After
    app.app.state.hints.asks = TokenBucket(1, 60.0)
    assert ask(app, gid, seat, tokens[seat]).status_code == 200
    rng = random.Random(4)
    for _ in range(40):  # on to this seat's next decision
        play(app, gid, tokens, rng=rng)
        if app.get(f"/api/games/{gid}").json()["current_player"] == seat:
            break
    slow = ask(app, gid, seat, tokens[seat])
    assert slow.status_code == 429 and int(slow.headers["Retry-After"]) >= 1 and "hints per" in slow.json()["error"]
    assert ask(app, gid, seat, tokens[seat], lang="pl").json()["error"].startswith("najwyżej 1 podpowiedzi")


def test_the_hint_depends_only_on_the_seats_view():
    """Two positions that differ only in what another seat holds give the same hint (the worlds
    are seeded from the seat's view, the win model reads only that view)."""
    game = tianxia.load("emperor")
    checked = 0
    for seed in range(4):
        state = game.new_state(game.min_players, seed=seed)
        seat = state.current_player
        other = state.determinize(seat, random.Random(100 + seed))  # others' hidden cards drawn anew
        assert other.view(seat) == state.view(seat)
        if all(other.view(o) == state.view(o) for o in range(state.num_players)):
            continue
        one = Reviewer("emperor", **HINT_BUDGET).hint(state, seat)
        assert one == Reviewer("emperor", **HINT_BUDGET).hint(other, seat)
        assert one["best"] in [str(a) for a in state.legal_actions()] and len(one["top"]) == 3
        checked += 1
    assert checked >= 2
    # the pool's job: a record's position, the seat's decision only
    record = {"game": "dragon", "players": ["A", "B"], "seed": 3, "history": [], "options": {}}
    start = game_state = tianxia.load("dragon").new_state(2, seed=3)
    answer = parts.hint({"record": record, "seat": start.current_player, "budget": HINT_BUDGET, "top": 3})
    assert answer == Reviewer("dragon", **HINT_BUDGET).hint(game_state, start.current_player)
    with pytest.raises(ValueError, match="not seat"):
        parts.hint({"record": record, "seat": 1 - start.current_player, "budget": HINT_BUDGET})


def test_the_lobby_form_makes_a_practice_game_and_the_table_says_so(app):
    page = app.get("/")
    assert 'name="hints"' in page.text and "never rated" in page.text
    r = app.post("/create", data={"game": "dragon", "players": "2", "seat_0": "human", "seat_1": "human",
                                  "hints": "on", "clock": "none"})
    assert r.status_code == 201, r.text
    link = r.text.split('href="/join/', 1)[1].split('"', 1)[0].replace("&amp;", "&")
    gid = link.split("/", 1)[0]
    assert app.app.state.store.hints(gid) is True
    table = app.get(f"/join/{link}")
    assert table.status_code == 200 and 'id="practice"' in table.text and 'id="hint"' in table.text
    assert "/static/hints.js" in table.text
    watch = app.get(f"/games/{gid}/watch")
    assert 'id="practice"' in watch.text and 'id="hint"' not in watch.text  # a spectator gets no hints
    r = app.post("/create", data={"game": "dragon", "players": "2", "seat_0": "human", "seat_1": "human",
                                  "clock": "none"})
    plain = r.text.split('href="/join/', 1)[1].split("/", 1)[0]
    assert app.app.state.store.hints(plain) is False
    assert 'id="practice"' not in app.get(f"/games/{plain}/watch").text
    assert app.get("/static/hints.js").status_code == 200


def test_a_game_with_hints_is_never_rated(app):
    people = []
    for name in ("Anna", "Bob"):
        c = TestClient(app.app)
        assert c.post("/api/accounts", json={"name": name, "password": PASSWORD}).status_code == 201
        people.append(c)
    r = people[0].post("/api/games", json={"game": "dragon", "seats": ["human", "human"], "hints": True})
    assert r.status_code == 201, r.text
    g = r.json()
    gid, tokens = g["id"], {s["seat"]: s["token"] for s in g["seats"]}
    people[1].get(g["seats"][1]["join_url"].split("testserver", 1)[1], follow_redirects=False)
    rng = random.Random(2)
    deadline = time.time() + 120
    while app.get(f"/api/games/{gid}").json()["status"] != "finished":
        assert time.time() < deadline
        play(app, gid, tokens, rng=rng)
    engine = app.app.state.store.engine
    time.sleep(0.2)  # the finished game's rating task has run
    from sqlalchemy import select

    from tianxia.server.store import games, seat_owners
    with engine.connect() as conn:  # without hints it would be rated: two accounts, no bot, played here
        row = dict(conn.execute(select(games).where(games.c.id == gid)).mappings().first())
        owners = dict(conn.execute(select(seat_owners.c.seat, seat_owners.c.account_id)
                                   .where(seat_owners.c.game_id == gid)).all())
    assert ratings.ratable(row, owners)
    # played again: a practice game again
    again = people[0].post(f"/games/{gid}/again")
    assert again.status_code == 201, again.text
    new_id = again.text.split('href="/join/', 1)[1].split("/", 1)[0]
    assert new_id != gid and app.app.state.store.hints(new_id) is True
    assert ratings.rate_game(engine, gid) is False and ratings.rate_pending(engine) == 0
    assert app.get("/api/players/anna").json()["ratings"] == [] == app.get("/api/players/bob").json()["ratings"]


def test_a_game_played_on_from_a_position_with_hints_is_a_practice_game(app):
    """``POST /api/play-on`` with ``"hints": true`` (and the replay page's form with ``hints=on``)
    makes a practice game as ``POST /api/games`` does: hints given, marked #practice, never rated."""
    game = tianxia.load("dragon")
    state = game.new_state(2, seed=11)
    rng = random.Random(11)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    history = state.history[:-3]  # three actions before the end
    body = {"game": "dragon", "seats": ["human", "human"], "seed": 11, "history": history}
    r = app.post("/api/play-on", json={**body, "hints": True})
    assert r.status_code == 201, r.text
    made = r.json()
    gid, tokens = made["id"], {s["seat"]: s["token"] for s in made["seats"]}
    assert made["version"] == len(history) and app.app.state.store.hints(gid) is True
    summary = app.get(f"/api/games/{gid}").json()
    assert summary["source"] == "position"
    seat = summary["current_player"]
    h = ask(app, gid, seat, tokens[seat])
    assert h.status_code == 200, h.text
    position = game.new_state(2, seed=11)
    for action in history:
        position.apply(action)
    assert h.json()["best"] == Reviewer("dragon", **HINT_BUDGET).hint(position, seat)["best"]
    table = app.get(made["seats"][seat]["join_url"].split("testserver", 1)[1])
    assert 'id="practice"' in table.text and 'id="analysis"' in table.text and 'id="hint"' in table.text
    rng = random.Random(1)
    while app.get(f"/api/games/{gid}").json()["status"] != "finished":
        play(app, gid, tokens, rng=rng)
    assert ratings.rate_game(app.app.state.store.engine, gid) is False
    # without hints (or "hints": false) a played-on game has none; a game without a win model is refused
    for extra in ({}, {"hints": False}):
        plain = app.post("/api/play-on", json={**body, **extra}).json()
        s = app.get(f"/api/games/{plain['id']}").json()["current_player"]
        assert ask(app, plain["id"], s, plain["seats"][s]["token"]).status_code == 403
        assert app.app.state.store.hints(plain["id"]) is False
    toy = app.post("/api/play-on", json={"game": "toy", "players": 2, "seed": 1, "hints": True})
    assert toy.status_code == 422 and "no hints" in toy.json()["error"]
    # the replay page's "Play on from this move", hints ticked
    page = app.get(f"/games/{gid}/replay?step=4").text
    assert 'id="play-on-hints"' in page and "never rated" in page
    form = app.post(f"/games/{gid}/play-on", data={"step": "4", "seat": "1", "hints": "on"})
    assert form.status_code == 201, form.text
    new = form.text.split('href="/join/', 1)[1].split("/", 1)[0]
    assert app.app.state.store.hints(new) is True
    unticked = app.post(f"/games/{gid}/play-on", data={"step": "4", "seat": "1"})
    assert app.app.state.store.hints(unticked.text.split('href="/join/', 1)[1].split("/", 1)[0]) is False
