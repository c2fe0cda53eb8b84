"""Issue 25, items 7 and 8: the drawings name the seats by the names the server gives them
(docs/table.md, "Names"), and a prompt speaks to whoever reads it: the deciding seat in the second
person, everybody else in the third, naming the decider, in every language."""

from __future__ import annotations

import random
import re

import pytest

import tianxia
from tianxia.core.messages import languages, messages

GAMES = ["dragon", "emperor", "huang", "zhanguo"]
NAMES = ["Ałła Zoë", "Bo Q", "Cy Wu (Easy)", "Di Xu", "Ed Yi"]
#: second-person words a sentence about another seat must not hold (Huang's war adds the viewer's own
#: side after the sentence: "... . Your side: kingdom A")
YOU = {"en": re.compile(r"\b(you|your)\b", re.I), "pl": re.compile(r"\b(twoj\w*|twój|masz|wybierz)\b", re.I)}


def _positions(name: str, players: int = 3, seed: int = 5, every: int = 5, cap: int = 400):
    game = tianxia.load(name)
    state, rng = game.new_state(players, seed=seed), random.Random(seed)
    for step in range(cap):
        if state.is_terminal:
            break
        if step % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", GAMES)
def test_every_prompt_has_a_third_person_twin_in_every_language(name):
    game = tianxia.load(name)
    for lang in languages(game.package):
        bundle = messages(game.package, lang).bundle
        ids = [m for m in bundle._messages if m.startswith("prompt-") and not m.endswith("-other")
               and m != "prompt-and-side"]
        assert ids, (name, lang)
        assert [m for m in ids if not bundle.has_message(m + "-other")] == [], (name, lang)


@pytest.mark.parametrize("name", GAMES)
def test_prompts_speak_to_the_decider_and_about_it_to_everybody_else(name):
    """Over a random game: the decider's page asks it (no name), another seat's and a spectator's
    page say what the decider is deciding, by its name, in the third person; both languages, no
    English fallback in Polish."""
    game = tianxia.load(name)
    kinds = set()
    for state in _positions(name):
        cp = state.current_player
        other = (cp + 1) % state.num_players
        for lang in ("en", "pl"):
            own = game.render_prompt({**state.view(cp), "names": NAMES[:state.num_players]}, lang=lang)
            if own is None:
                continue
            for viewer in (other, None):
                said = game.render_prompt({**state.view(viewer), "names": NAMES[:state.num_players]}, lang=lang)
                assert NAMES[cp] in said and NAMES[cp] not in own, (name, lang, own, said)
                about = said.split(". Your side")[0].split(". Twoja strona")[0].split(". Nie masz")[0]
                assert not YOU[lang].search(about.replace(NAMES[cp], "")), (name, lang, said)
            unnamed = game.render_prompt(state.view(other), lang=lang)  # the terminal's words
            assert unnamed and unnamed != own, (name, lang)
            kinds.add(own.split()[0])
    assert len(kinds) >= 2, (name, kinds)
    assert not messages(game.package, "pl").fell_back, messages(game.package, "pl").fell_back


@pytest.mark.parametrize("name", GAMES)
def test_the_board_names_seats_by_their_names_and_falls_back_to_the_games_words(name):
    game = tianxia.load(name)
    state = list(_positions(name, players=3, every=30, cap=90))[-1]
    for lang in ("en", "pl"):
        named = game.render_svg({**state.view(0), "names": NAMES[:3]}, [], lang=lang)
        titles = " ".join(re.findall(r"<(?:title|text)\b[^>]*>([^<]*)<", named))
        assert sum(n in titles for n in NAMES[:3]) >= 2, (name, lang)
        plain = game.render_svg(state.view(0), [], lang=lang)
        assert not any(n in plain for n in NAMES[:3])


def test_emperor_tooltips_name_the_owner_not_its_colour_and_pieces_carry_the_seat_number():
    game = tianxia.load("emperor")
    state = list(_positions("emperor", players=3, every=40, cap=120))[-1]
    svg = game.render_svg({**state.view(None), "names": NAMES[:3]}, [])
    houses = re.findall(r"<title>[^<]*house of ([^<]*)</title>", svg)
    assert houses and set(houses) <= set(NAMES[:3]), houses
    assert "the blue player" not in svg and "var(--seat-colour-0," in svg
    assert re.search(r'data-seat-mark="1"[^>]*>2</text>', svg)


def test_huang_war_says_the_viewers_side_and_the_map_names_its_capitals():
    """H-15.3: the seats with leaders of a clashing colour in a warring kingdom fight on its side."""
    game = tianxia.load("huang")
    state, rng = game.new_state(3, seed=0), random.Random(0)
    while state.view(None)["phase"] != "war_support":
        state.apply(rng.choice(state.legal_actions()))
    pend = state.view(None)["pending"]
    for seat in range(3):
        view = state.view(seat)
        leaders = view["players"][seat]["leaders"]
        mine = [k for k, kingdom in enumerate(pend["kingdoms"]) if any(leaders[c] in kingdom for c in leaders)]
        said = game.render_prompt(view)
        if mine:
            assert all(f"kingdom {'AB'[k]}" in said.split("Your side:")[1] for k in mine), said
            assert "Twoja strona: królestwo" in game.render_prompt(view, lang="pl")
        else:
            assert said.endswith("You have no leader in this war"), said
    svg = game.render_svg({**state.view(None), "names": NAMES[:3]}, [])
    assert "At war here:" in svg and "Qin</text>" in svg


def test_the_undo_notice_names_the_move_in_words(client):
    r = client.post("/api/games", json={"game": "emperor", "seats": ["human"] * 3})
    g = r.json()
    hdr = {"X-Seat-Token": g["seats"][0]["token"]}
    v = client.get(f"/api/games/{g['id']}/seats/0/view", headers=hdr).json()
    pick = next(a for a in v["legal"] if a.startswith("house"))
    label = v["legal_labels"][v["legal"].index(pick)]
    r = client.post(f"/api/games/{g['id']}/seats/0/actions", json={"action": pick, "version": v["version"]},
                    headers=hdr)
    assert r.status_code == 200, r.text
    r = client.post(f"/api/games/{g['id']}/seats/0/undo", json={"version": r.json()["version"]}, headers=hdr)
    assert r.status_code == 200, r.text
    notice = client.get(f"/api/games/{g['id']}/seats/1/view",
                        headers={"X-Seat-Token": g["seats"][1]["token"]}).json()["notice"]
    assert label in notice and pick not in notice, notice
