"""The seat payload carries what the shared table shows beside the board (docs/table.md):
names chosen on joining, action names, prompt, hand strip, scores by category, panels, seat
colours and bot levels; names are checked and kept; a level is a seat kind like any bot."""

from __future__ import annotations

import pytest

import tianxia


def create(client, seats=("human", "human"), game="dragon"):
    r = client.post("/api/games", json={"game": game, "seats": list(seats)})
    assert r.status_code == 201, r.text
    return r.json()


def hdr(created, seat):
    return {"X-Seat-Token": created["seats"][seat]["token"]}


def view(client, created, seat, **params):
    r = client.get(f"/api/games/{created['id']}/seats/{seat}/view", headers=hdr(created, seat), params=params)
    assert r.status_code == 200, r.text
    return r.json()


@pytest.mark.parametrize("game", ["dragon", "emperor", "huang", "zhanguo"])
def test_every_game_payload_has_the_table_parts(client, game):
    players = 3
    g = create(client, ["human"] * players, game)
    for seat in range(players):
        v = view(client, g, seat, svg=1)
        assert len(v["legal_labels"]) == len(v["legal"])
        assert all(isinstance(x, str) and x for x in v["legal_labels"])
        assert v["names"] == [""] * players and len(v["colours"]) == players and v["bots"] == [None] * players
        assert len(v["panels"]) == players
        totals = [sum(row["points"][s] for row in v["score_table"]) for s in range(players)]
        assert totals == v["scores"]
        if v["current_player"] == seat:
            assert v["legal"]
    pl = client.get(f"/api/games/{g['id']}/seats/0/view", headers={**hdr(g, 0), "Accept-Language": "pl"}).json()
    assert len(pl["legal_labels"]) == len(pl["legal"])


def test_a_seat_names_itself_and_everyone_sees_it(client):
    g = create(client)
    r = client.post(f"/api/games/{g['id']}/seats/1/name", json={"name": "  Anna   Nowak "}, headers=hdr(g, 1))
    assert r.status_code == 200 and r.json() == {"seat": 1, "name": "Anna Nowak"}
    assert view(client, g, 0)["names"] == ["", "Anna Nowak"]
    summary = client.get(f"/api/games/{g['id']}").json()
    assert summary["names"] == ["", "Anna Nowak"] and summary["joined"][1] is True


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "a\u0000b", "a\u200bb"])
def test_bad_names_are_refused_and_change_nothing(client, name):
    g = create(client)
    r = client.post(f"/api/games/{g['id']}/seats/0/name", json={"name": name}, headers=hdr(g, 0))
    assert r.status_code in (400, 422) and "error" in r.json()
    assert view(client, g, 0)["names"] == ["", ""]


def test_naming_another_seat_needs_its_token(client):
    g = create(client)
    r = client.post(f"/api/games/{g['id']}/seats/1/name", json={"name": "Mallory"}, headers=hdr(g, 0))
    assert r.status_code == 403
    assert view(client, g, 1)["names"] == ["", ""]


def test_the_join_link_may_carry_the_name(client):
    g = create(client)
    link = g["seats"][0]["join_url"]
    r = client.get(link + "&name=Zhou", follow_redirects=False)
    assert r.status_code == 303
    assert view(client, g, 0)["names"] == ["Zhou", ""]


def test_bot_levels_are_seat_kinds_and_named_in_words(client):
    g = create(client, ["human", "hard", "easy"])
    v = view(client, g, 0)
    assert v["seats"] == ["human", "hard", "easy"] and v["bots"] == [None, "Hard", "Easy"]
    pl = client.get(f"/api/games/{g['id']}/seats/0/view", headers={**hdr(g, 0), "Accept-Language": "pl"}).json()
    assert pl["bots"] == [None, "Trudny", "Łatwy"]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_level_bot_plays_each_game_as_its_spec(level):
    from tianxia.bots import level as lv

    assert lv.levels() == ["easy", "medium", "hard", "expert"] and lv.levels("dragon") == ["easy", "medium", "hard"]
    bot = tianxia.bot(level, seed=1)
    for game in ("dragon", "huang"):
        state = tianxia.load(game).new_state(2, seed=3)
        action = bot.choose(state, state.current_player)
        assert action in state.legal_actions()
        assert bot.bot_for(game).name == lv.spec_for(level, game).split(":")[0]


def test_level_specs_name_real_bots_for_every_game():
    from tianxia.bots import level as lv

    for game in tianxia.games():
        for level in lv.levels(game):
            tianxia.bot(lv.spec_for(level, game), seed=0)  # raises for an unknown bot or parameter


def test_expert_plays_where_it_is_offered_and_is_refused_in_one_line_elsewhere():
    from tianxia.bots import level as lv

    assert lv.levels("emperor")[-1] == "expert" and "expert" not in lv.levels("zhanguo")
    bot = tianxia.bot("expert", seed=1)
    state = tianxia.load("emperor").new_state(3, seed=4)
    assert bot.choose(state, state.current_player) in state.legal_actions()
    assert bot.bot_for("emperor").iterations == 2500
    for game in ("huang", "zhanguo"):
        with pytest.raises(ValueError, match=f"^the Expert level is not offered in {game} yet; its levels: easy, medium, hard$"):
            lv.check_for("Expert", game)
        state = tianxia.load(game).new_state(2, seed=4)
        with pytest.raises(ValueError, match="not offered"):
            tianxia.bot("expert", seed=1).choose(state, state.current_player)
    lv.check_for("mcts:iterations=10", "huang")  # not a level: nothing to check


def test_the_easy_level_slips_and_bad_slip_rates_are_refused():
    for bad in ("-0.1", "1.5", "nan", "x"):
        with pytest.raises(ValueError, match="blunder"):
            tianxia.bot(f"heuristic:blunder={bad}")
    state = tianxia.load("dragon").new_state(3, seed=4)
    always = tianxia.bot("heuristic:blunder=1", seed=2)
    assert always.choose(state, state.current_player) in state.legal_actions()
