"""The result page (issue 13 "End"): each player's score broken down by category in the game's
own terms, adding up to the final score, with names, colours and winners, the final board and
the whole log; and "play again" with the same seats and options, the people getting fresh links."""

from __future__ import annotations

import random
import re
import time
from html.parser import HTMLParser

import pytest

import tianxia
from tianxia.core import record as records

GAMES = {"dragon": 3, "emperor": 3, "huang": 2, "zhanguo": 2}


class Table(HTMLParser):
    """The breakdown table: header cells (with the seat), body rows and the total row."""

    def __init__(self):
        super().__init__()
        self.inside, self.part, self.rows, self.cell, self.seats, self.colours = False, None, [], None, [], []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table" and a.get("id") == "result-table":
            self.inside = True
        if not self.inside:
            return
        if tag in ("thead", "tbody", "tfoot"):
            self.part = tag
        elif tag == "tr":
            self.rows.append((self.part, []))
        elif tag in ("th", "td"):
            self.cell = ""
            if self.part == "thead" and "data-seat" in a:
                self.seats.append(int(a["data-seat"]))
        elif tag == "span" and "swatch" in (a.get("class") or ""):
            # the seat's colour, which the colour-blind palette may replace (var(--seat-colour-N, colour))
            self.colours.append(re.search(r"background: var\(--seat-colour-\d, ([^;\")]+)\)", a["style"]).group(1).strip())

    def handle_endtag(self, tag):
        if tag == "table":
            self.inside = False
        elif self.inside and tag in ("th", "td"):
            self.rows[-1][1].append(" ".join(self.cell.split()))
            self.cell = None

    def handle_data(self, data):
        if self.cell is not None:
            self.cell += data


def finished(game_name: str, players: int, seed: int):
    game = tianxia.load(game_name)
    state = game.new_state(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_terminal:
        state.apply(rng.choice(state.legal_actions()))
    return state


def upload(client, state) -> str:
    r = client.post("/api/records", content=__import__("json").dumps(records.make(state)))
    assert r.status_code == 201, r.text
    return r.json()["id"]


@pytest.mark.parametrize("game", list(GAMES))
def test_each_score_is_broken_down_by_category_and_adds_up(client, game):
    state = finished(game, GAMES[game], seed=11)
    gid = upload(client, state)
    html = client.get(f"/games/{gid}/result").text
    table = Table()
    table.feed(html)
    scores, winners = state.scores(), state.winners()
    assert sorted(table.seats) == list(range(state.num_players))
    assert table.seats[0] in winners  # the winners come first
    body = [cells for part, cells in table.rows if part == "tbody"]
    (total,) = [cells for part, cells in table.rows if part == "tfoot"]
    assert len(body) >= 2, body  # the game's own categories, not one "Score" row
    for col, seat in enumerate(table.seats, start=1):
        assert int(total[col]) == scores[seat]
        assert sum(int(cells[col]) for cells in body) == scores[seat], (game, seat, body)
    assert table.colours == [tianxia.load(game).seat_colours()[s] for s in table.seats]
    words = " ".join(cells[0] for cells in body)
    assert not re.search(r"\b[a-z]+_[a-z]+\b|None|\[", words), words
    assert ("Winner: " if len(winners) == 1 else "Winners: ") in html
    assert html.count("<li>") >= len(state.log_for(None))  # the whole log
    assert not re.search(r"<li>[^<]*\b[Ss]eat \d", html)  # seats by name, as at the table
    assert "<svg" in html  # the final board


def test_the_result_page_speaks_polish(client):
    state = finished("dragon", 3, seed=5)
    gid = upload(client, state)
    html = client.get(f"/games/{gid}/result", headers={"Accept-Language": "pl"}).text
    assert "Punkty według kategorii" in html and "Razem" in html and "Gracz 1" in html
    assert "Zagraj ponownie" not in html  # an uploaded record is replayed, not played again


def play_out(client, g, rng):
    """Play every human seat at random through the API until the game ends."""
    gid, tokens = g["id"], {s["seat"]: s["token"] for s in g["seats"] if s["token"]}
    deadline = time.time() + 60
    while time.time() < deadline:
        summary = client.get(f"/api/games/{gid}").json()
        if summary["status"] == "finished":
            return
        seat = summary["current_player"]
        if seat in tokens:
            view = client.get(f"/api/games/{gid}/seats/{seat}/view", headers={"X-Seat-Token": tokens[seat]}).json()
            if view["legal"]:
                client.post(f"/api/games/{gid}/seats/{seat}/actions",
                            json={"action": rng.choice(view["legal"]), "version": view["version"]},
                            headers={"X-Seat-Token": tokens[seat]})
                continue
        time.sleep(0.02)
    raise AssertionError("the game did not end")


def test_play_again_keeps_seats_and_options_and_gives_the_people_fresh_links(client):
    options = {"target": 8, "dice": "d4"}
    g = client.post("/api/games", json={"game": "toy", "seats": ["human", "random", "human"], "options": options}).json()
    old_tokens = [s["token"] for s in g["seats"]]
    # the second person takes their seat with a name; this browser is theirs
    assert client.get(f"/join/{g['id']}/2?token={old_tokens[2]}&name=Lin", follow_redirects=False).status_code == 303
    play_out(client, g, random.Random(3))
    page = client.get(f"/games/{g['id']}/result").text
    assert 'id="play-again"' in page and "Lin" in page
    r = client.post(f"/games/{g['id']}/again", headers={"HX-Request": "true"})
    assert r.status_code == 201, r.text
    new = re.search(r'data-game="(\w+)"', r.text).group(1)
    assert new != g["id"]
    summary = client.get(f"/api/games/{new}").json()
    assert summary["seats"] == ["human", "random", "human"] and summary["status"] == "open"
    assert {k: summary["options"][k] for k in options} == options
    links = [link.replace("&amp;", "&") for link in re.findall(r'href="(/join/[^"]+)"', r.text)]
    assert len(links) == 2 and not any(tok in r.text for tok in old_tokens if tok)
    # whoever asked plays the seat they held, under their name; the other person gets a link to pass on
    assert "Play as Lin" in r.text and "Random bot" in r.text
    mine = [link for link in links if f"/join/{new}/2?" in link]
    assert mine and mine[0].endswith("&name=Lin")
    assert client.get(mine[0], follow_redirects=False).status_code == 303
    assert client.get(f"/api/games/{new}").json()["names"][2] == "Lin"
    # the old links do not open the new game
    assert client.get(f"/join/{new}/0?token={old_tokens[0]}", follow_redirects=False).status_code == 403
    # a game still running cannot be played again
    running = client.post("/api/games", json={"game": "toy", "seats": ["human", "human"]}).json()
    assert client.post(f"/games/{running['id']}/again").status_code == 409
