"""Huang's build sites on the table (H-11): one target per spot, so no site's marker covers
another's clicks; where a palace and pagodas can only stand at the same corner, the one target
lists them all (data-actions) and the client asks which in the status bar (docs/table.md)."""

from __future__ import annotations

import itertools
import math
import random
import xml.etree.ElementTree as ET

from tianxia.games.huang import GAME

NS = "{http://www.w3.org/2000/svg}"
#: a position (found by random play, seed 16) where the palace's rhombus and two yellow pagoda
#: triangles inside it are legal at once: each of the palace's inner corners holds a pagoda site
PALACE_ON_PAGODAS = dict(players=3, seed=16, options={"palace": True, "bandits": True}, history=[
    "tile red 4,0", "tile yellow 3,0", "tile red 2,7", "place white 12,0", "tile yellow 10,9", "place yellow 13,1",
    "tile white 3,5", "tile blue 14,2", "chain 13,3", "stop", "tile green 5,7", "pick yellow", "place yellow 8,5",
    "tile yellow 11,4", "tile yellow 7,5", "revolt 9,5 leader", "tile yellow -3,9", "tile yellow 3,4",
    "exchange 2 3", "tile blue 11,7", "stop", "tile green 11,8", "pick yellow", "tile green 9,8", "pick blue",
    "place yellow 1,6", "exchange 0 2 5", "move yellow 4,8", "revolt 13,3", "place red 2,6", "tile green 10,1",
    "pick green", "revolt 3,0", "tile white 3,6", "exchange 2 3", "tile yellow 12,5", "tile yellow 15,1",
    "tile white 10,8", "tile yellow 6,7", "tile green 10,0", "pick blue", "tile blue 7,9", "place white 12,2",
    "commit 1", "commit 3", "tile red 9,5", "tile green 10,2", "pick red", "exchange 0 1 2 3", "tile yellow 7,6"])


def sites(state) -> list[tuple[tuple[float, float], list[str], str]]:
    """The drawn build sites: (centre, data-actions, title)."""
    legal = [str(a) for a in state.legal_actions()]
    root = ET.fromstring(GAME.render_svg(state.view(state.current_player), legal))
    out = []
    for el in root.iter():
        if el.get("data-kind") == "site":
            c = el.find(f"{NS}circle")
            out.append(((float(c.get("cx")), float(c.get("cy"))), el.get("data-actions").split("|"),
                        el.find(f"{NS}title").text))
    return out


def check_one_target_per_spot(state) -> None:
    legal = [str(a) for a in state.legal_actions()]
    drawn = sites(state)
    listed = [a for _, acts, _ in drawn for a in acts]
    assert sorted(listed) == sorted(a for a in legal if a.startswith("build"))  # each build in exactly one target
    for (p, _, _), (q, _, _) in itertools.combinations(drawn, 2):
        assert math.dist(p, q) >= 38 - 0.5, (p, q)  # 22-unit markers: no centre under another marker


def test_a_palace_site_on_pagoda_sites_is_one_target_listing_all_H_11():
    p = PALACE_ON_PAGODAS
    state = GAME.replay(p["players"], p["seed"], p["options"], p["history"])
    check_one_target_per_spot(state)
    mixed = [(acts, title) for _, acts, title in sites(state) if any(a.startswith("build palace") for a in acts)]
    assert len(mixed) == 1
    acts, title = mixed[0]
    assert {a.split()[1] for a in acts} == {"palace", "yellow"}
    assert title == "Site of the imperial palace or a yellow pagoda"


def test_build_sites_never_share_a_spot_in_random_games_H_11():
    checked = 0
    for seed in range(6):
        state = GAME.new_state(3, seed=seed, options={"palace": True})
        rng = random.Random(seed)
        while not state.is_terminal:
            legal = [str(a) for a in state.legal_actions()]
            if any(a.startswith("build") for a in legal):
                check_one_target_per_spot(state)
                checked += 1
            placing = [a for a in legal if a.split()[0] in ("tile", "build", "chain")]  # tiles make shapes
            state.apply(rng.choice(placing if placing and rng.random() < 0.8 else legal))
    assert checked >= 40
