"""The lobby as players meet it (issue 13): each seat a menu (a person or a bot by level), the
creator's name carried to their seat, options in words without rule codes, game lists in names
and levels, "Your games", and the assets every page needs (favicon, the font for 天下)."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

import tianxia
from tianxia.server import i18n
from tianxia.server import page_text, roster

GAMES = ["dragon", "emperor", "huang", "zhanguo"]
RULE_CODE = re.compile(r"\b[A-Z]{1,4}-\d")


class Reader(HTMLParser):
    """The text a person reads on a page (no attributes, scripts or styles) and each select's
    options as (value, words, selected)."""

    def __init__(self):
        super().__init__()
        self.words, self.selects, self._skip, self._select, self._option = [], {}, 0, None, None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "style"):
            self._skip += 1
        elif tag == "select":
            self._select = a.get("name")
            self.selects[self._select] = []
        elif tag == "option" and self._select:
            self._option = [a.get("value"), "", "selected" in a]
            self.selects[self._select].append(self._option)

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self._skip -= 1
        elif tag == "select":
            self._select = None
        elif tag == "option":
            self._option = None

    def handle_data(self, data):
        if self._skip:
            return
        if self._option is not None:
            self._option[1] += data.strip()
        if data.strip():
            self.words.append(data.strip())

    @property
    def text(self) -> str:
        return " ".join(self.words)


def read(html: str) -> Reader:
    r = Reader()
    r.feed(html)
    return r


def test_each_seat_is_a_menu_of_a_person_or_a_bot_level_with_sensible_defaults(client):
    page = read(client.get("/fragments/setup?game=dragon&players=3").text)
    levels = tianxia.bots.levels("dragon")
    assert levels == ["easy", "medium", "hard"]  # Expert comes to Dragon once its arenas pass (levels.json)
    for seat in range(3):
        menu = page.selects[f"seat_{seat}"]
        assert [value for value, _, _ in menu] == ["human", *levels]
        assert [words for _, words, _ in menu] == ["Person (open seat)", "Easy bot", "Medium bot", "Hard bot"]
        chosen = [value for value, _, selected in menu if selected]
        assert chosen == (["human"] if seat == 0 else ["medium"])  # you, then Medium bots
    assert not re.search(r"\b(random|heuristic|mcts)\b", " ".join(w for k, m in page.selects.items() if k.startswith("seat_") for _, w, _ in m))
    assert not re.search(r"\b[a-z]+_[a-z]+\b", page.text)  # no option value written as code
    polish = read(client.get("/fragments/setup?game=dragon&players=2", headers={"Accept-Language": "pl"}).text)
    assert [w for _, w, _ in polish.selects["seat_1"]] == ["Osoba (wolne miejsce)", "Łatwy bot", "Średni bot",
                                                          "Trudny bot"]


def test_the_form_makes_seats_from_the_menus_and_typed_specs_only_when_asked(client):
    r = client.post("/create", data={"game": "dragon", "players": "3", "seat_0": "human", "seat_1": "hard",
                                     "seat_2": "medium", "spec_1": "", "spec_2": "random"},
                    headers={"HX-Request": "true"})
    assert r.status_code == 201, r.text
    gid = re.search(r'data-game="(\w+)"', r.text).group(1)
    assert client.get(f"/api/games/{gid}").json()["seats"] == ["human", "hard", "random"]
    created = read(r.text).text
    assert "Hard bot" in created and "Random bot" in created and "hard" not in created.replace("Hard", "")


def test_the_creators_name_rides_on_their_own_join_link_only(client):
    r = client.post("/create", data={"game": "dragon", "players": "3", "seat_0": "human", "seat_1": "human",
                                     "seat_2": "easy", "name": "  Mei  Lin "}, headers={"HX-Request": "true"})
    links = re.findall(r'href="(/join/[^"]+)"', r.text)
    assert len(links) == 2
    mine = [link.replace("&amp;", "&") for link in links if "name=" in link]
    assert len(mine) == 1 and mine[0].endswith("&name=Mei%20Lin") and "/0?" in mine[0]
    assert "Play as Mei Lin" in read(r.text).text and "Link for Player 2" in read(r.text).text
    gid = mine[0].split("/")[2]
    assert client.get(mine[0], follow_redirects=False).status_code == 303
    assert client.get(f"/api/games/{gid}").json()["names"] == ["Mei Lin", "", ""]


def test_a_name_that_cannot_be_shown_still_takes_the_seat(client):
    r = client.post("/api/games", json={"game": "dragon", "seats": ["human", "easy"]}).json()
    link = r["seats"][0]["join_url"].split("testserver", 1)[1] + "&name=%07bell"
    assert client.get(link, follow_redirects=False).status_code == 303
    summary = client.get(f"/api/games/{r['id']}").json()
    assert summary["joined"][0] and summary["names"] == ["", ""]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_options_read_in_words_with_help_and_no_rule_codes(client, lang):
    for name in GAMES:
        game = tianxia.load(name)
        html = client.get(f"/fragments/setup?game={name}&players={game.max_players}",
                          headers={"Accept-Language": lang}).text
        page = read(html)
        assert not RULE_CODE.search(page.text), (name, lang, RULE_CODE.search(page.text))
        for option in game.options:
            assert f'id="help-{option}"' in html, (name, option)  # every option explains itself
            words = [w for _, w, _ in page.selects.get(f"opt_{option}", [])]
            assert not any("_" in w for w in words), (name, option, words)
    en = read(client.get("/fragments/setup?game=dragon&players=5").text)
    assert [w for _, w, _ in en.selects["opt_start_player"]] == ["at random", "Player 1", "Player 2", "Player 3",
                                                                "Player 4", "Player 5"]
    assert "Great Wall expansion" in en.text and "great_wall" not in en.text


def test_rule_codes_are_cut_from_help_we_have_not_rewritten():
    assert page_text.plain("The Great Wall expansion: six tiles each (D-15)") == "The Great Wall expansion: six tiles each"
    assert page_text.plain("price: 7 or 6 (first edition, R-1)") == "price: 7 or 6 (first edition)"
    assert page_text.plain("Bandits module (H-18): five tiles") == "Bandits module: five tiles"
    assert page_text.plain("board side (4 players: either; E-4.2, R-33)") == "board side (4 players: either)"
    assert page_text.plain("removed (Z-25.3 step 2, DEC-1a)") == "removed"
    assert page_text.plain("variant V1: keep 2 (rounds 1-4)") == "variant V1: keep 2 (rounds 1-4)"


def test_game_lists_name_people_and_bots_by_level_never_by_spec(client):
    g = client.post("/api/games", json={"game": "dragon", "seats": ["human", "medium", "random", "human"]}).json()
    client.post(f"/api/games/{g['id']}/seats/0/name", json={"name": "Mei"},
                headers={"X-Seat-Token": g["seats"][0]["token"]})
    text = read(client.get("/fragments/games").text).text
    assert "Mei, Medium bot, Random bot, Player 4 (open seat)" in text
    assert "human" not in text and "medium," not in text


def test_your_games_come_from_the_browsers_list_and_its_seat_cookies(client):
    g = client.post("/api/games", json={"game": "dragon", "seats": ["human", "human", "easy"]}).json()
    gid = g["id"]
    assert client.get(f"/join/{gid}/0?token={g['seats'][0]['token']}&name=Mei", follow_redirects=False).status_code == 303
    html = client.get("/fragments/yours").text  # the cookie alone lists the seat
    assert f'href="/games/{gid}/seat/0"' in html and "you play Mei" in read(html).text
    assert html.count('class="make-link"') == 1  # a fresh link only for the seat this browser holds
    assert "Player 2 (open seat), Easy bot" in read(html).text
    client.cookies.clear()
    html = client.get(f"/fragments/yours?seats={gid}:0,{gid}:1,{gid}:2,nosuchgame:0,junk").text
    # without the cookie the page offers to watch, never a seat link; bots and unknown games are skipped
    assert f'href="/games/{gid}/seat/' not in html and f'href="/games/{gid}/watch"' in html
    assert "make-link" not in html
    assert html.count("<li") == 2
    assert "The seats you take" in read(client.get("/fragments/yours").text).text


def test_your_games_say_where_it_is_your_turn_first(client):
    """Whose turn it is is public (every view says it), so the list may mark it for any seat it
    shows; the game waiting for you comes first, in English and Polish (issue 25)."""
    older = client.post("/api/games", json={"game": "toy", "seats": ["human", "human"]}).json()
    newer = client.post("/api/games", json={"game": "toy", "seats": ["human", "human"]}).json()
    client.cookies.set(f"tx_{older['id']}_0", older["seats"][0]["token"])  # seat 0 decides first
    asked = f"/fragments/yours?seats={newer['id']}:1"
    html = client.get(asked).text
    items = re.findall(r'<li data-game="(\w+)" data-seat="(\d)"( class="your-turn")?', html)
    assert items == [(older["id"], "0", ' class="your-turn"'), (newer["id"], "1", "")]
    assert read(html).text.count("your turn") == 1
    assert read(client.get(asked, headers={"Accept-Language": "pl"}).text).text.count("twoja kolej") == 1
    assert older["seats"][0]["token"] not in html and "token" not in html


def test_the_favicon_the_icons_and_the_font_for_the_title_are_served(client):
    ico = client.get("/favicon.ico")
    assert ico.status_code == 200 and ico.headers["content-type"] == "image/x-icon" and ico.content[:4] == b"\0\0\1\0"
    assert client.get("/static/favicon.svg").status_code == 200
    lobby = client.get("/").text
    for asset in ("/static/fonts/fonts.css", "/static/favicon.svg", "/static/pages.css", "/static/pages.js"):
        assert asset in lobby
    css = client.get("/static/fonts/fonts.css").text
    fonts = re.findall(r'url\("(/static/fonts/[^"]+\.woff2)"\)', css)
    assert len(fonts) == 2
    for url in fonts:
        woff = client.get(url)
        assert woff.status_code == 200 and woff.content[:4] == b"wOF2"
    for ranges in re.findall(r"unicode-range: ([^;]+);", css):  # 天 and 下, and the star of the result page
        assert {"U+5929", "U+4E0B", "U+2605"} <= {r.strip() for r in ranges.split(",")}
    assert "SIL OPEN FONT LICENSE" in client.get("/static/fonts/OFL.txt").text.upper()


def test_seats_in_words():
    from tianxia.server.i18n import Translator

    en, pl = Translator("en"), Translator("pl")
    assert roster.bot_words(en, "hard") == "Hard bot" and roster.bot_words(pl, "easy") == "Łatwy bot"
    assert roster.bot_words(en, "mcts:seconds=1") == "Search bot" and roster.bot_words(pl, "heuristic:depth=1") == \
        "Bot heurystyczny"
    assert roster.bot_words(en, "hard:blunder=0.1") == "Hard bot" and roster.bot_words(en, "alphazero") == "Bot (alphazero)"
    assert roster.seat_words(en, 1, "human", False) == "Player 2 (open seat)"
    assert roster.seat_words(en, 1, "human", True) == "Player 2"
    assert roster.seat_words(pl, 0, "human", "Mei") == "Mei"
    assert roster.player_name(pl, 2, ["", "", ""]) == "Gracz 3"
    assert roster.with_names(en, "Seat 0 gives seat 2 a card; seat 9 is nobody", ["Mei", "", ""], 3) == \
        "Mei gives Player 3 a card; seat 9 is nobody"
    assert roster.with_names(pl, "Gracz 1 płaci", ["", "", ""], 2) == "Gracz 2 płaci"
    # an uploaded record's seats are names
    assert roster.seat_words(en, 0, "seat0", False) == "Player 1" and roster.seat_words(en, 1, "Alice", False) == "Alice"
    assert roster.seat_words(en, 1, "heuristic:depth=2", False) == "Rule-of-thumb bot"


def test_every_option_text_we_wrote_exists_in_both_languages():
    """Every option of every game has a name and a sentence of help in the server's catalog, in
    each language (tests/test_messages.py holds that every language has every message)."""
    for lang in i18n.LANGUAGES:
        t = i18n.Translator(lang)
        for game in GAMES:
            for option in tianxia.load(game).options:
                assert t.words.has(i18n._ident("option", game, option)), (lang, game, option)
                assert t.words.has(i18n._ident("option-help", game, option)), (lang, game, option)
    assert i18n.Translator("pl").choice("zhanguo", "board_side", "B_auction") == "strona B przez licytację"


def test_the_lobby_offers_time_controls_in_words(client):
    page = read(client.get("/").text)
    assert [w for _, w, _ in page.selects["clock"]] == [
        "No clock: the game waits for each player", "1 min per move", "3 min per move",
        "10 min per player, plus 10 s per move", "30 min per player, plus 30 s per move",
        "1 day per move (turn-based, over days)", "3 days per move (turn-based, over days)",
        "7 days per move (turn-based, over days)", "14 days per move (turn-based, over days)"]
    assert [v for _, _, sel in page.selects["clock"] if sel] == [] and page.selects["clock"][0][0] == "none"
    r = client.post("/create", data={"game": "dragon", "players": "2", "seat_0": "human", "seat_1": "human",
                                     "clock": "fischer:600:10"}, headers={"HX-Request": "true"})
    assert r.status_code == 201, r.text
    link = re.search(r'href="(/join/[^"]+)"', r.text).group(1).replace("&amp;", "&")
    gid, token = link.split("/")[2], re.search(r"token=([^&]+)", link).group(1)
    clock = client.get(f"/api/games/{gid}/seats/0/view", headers={"X-Seat-Token": token}).json()["clock"]
    assert (clock["mode"], clock["seconds"], clock["increment"]) == ("fischer", 600, 10)
    r = client.post("/create", data={"game": "dragon", "players": "2", "clock": "move:1e9"})
    assert r.status_code == 400 and "time control" in r.json()["error"]
    assert roster.parse_clock("none") is None and roster.parse_clock("move:60") == {"mode": "move", "seconds": 60,
                                                                                    "increment": 0}
    polish = read(client.get("/", headers={"Accept-Language": "pl"}).text)
    assert polish.selects["clock"][1][1] == "1 min na ruch"


def test_house_rules_are_a_group_of_their_own_with_the_rulebooks_words_and_ours(client, monkeypatch):
    """Issue 26: a doubtful reading is an option marked ``"house"``; the lobby lists such options
    apart, each with what the rulebook says and what we play by default (no rule codes)."""
    game = tianxia.load("dragon")
    options = dict(game.options)
    options["privilege_poor"] = {"type": "bool", "default": False, "house": "R-2",
                                 "help": "our reading (R-2)"}
    monkeypatch.setattr(type(game), "options", options)
    monkeypatch.setattr(i18n.Translator, "rulebook", lambda self, g, o: "the rulebook's sentence")
    html = client.get("/fragments/setup?game=dragon&players=3").text
    plain, house = html.split('id="house-rules"')
    assert 'name="opt_great_wall"' in plain and 'name="opt_privilege_poor"' not in plain
    assert 'name="opt_privilege_poor"' in house and 'name="opt_great_wall"' not in house
    page = read(house)
    assert "the rulebook's sentence" in page.text and "We play by default (off):" in page.text
    assert "our reading" in page.text and not RULE_CODE.search(page.text)


def test_every_house_rule_says_what_the_rulebook_says_in_both_languages():
    """Every option marked ``"house"`` has the rulebook's words (option-rulebook-...) in each language."""
    for lang in i18n.LANGUAGES:
        t = i18n.Translator(lang)
        for game in GAMES:
            for option, spec in tianxia.load(game).options.items():
                if spec.get("house"):
                    assert t.rulebook(game, option), (lang, game, option)


def test_expert_is_offered_only_in_the_games_it_has_passed_in(client):
    """levels.json: Expert has no '*' spec, so the lobby's seat menus, the catalogue and game
    creation offer it only in the games it names (Emperor, issue 29's arenas)."""
    emperor = read(client.get("/fragments/setup?game=emperor&players=4").text)
    assert [v for v, _, _ in emperor.selects["seat_1"]] == ["human", "easy", "medium", "hard", "expert"]
    assert [w for _, w, _ in emperor.selects["seat_1"]][-1] == "Expert bot"
    polish = read(client.get("/fragments/setup?game=emperor&players=3", headers={"Accept-Language": "pl"}).text)
    assert [w for _, w, _ in polish.selects["seat_1"]][-1] == "Mistrzowski bot"
    huang = read(client.get("/fragments/setup?game=huang&players=3").text)
    assert "expert" not in [v for v, _, _ in huang.selects["seat_1"]]
    catalog = {g["name"]: g["levels"] for g in client.get("/api/catalog").json()["games"]}
    assert catalog["emperor"] == ["easy", "medium", "hard", "expert"] and catalog["huang"] == ["easy", "medium", "hard"]
    made = client.post("/api/games", json={"game": "emperor", "seats": ["human", "expert", "hard"]})
    assert made.status_code == 201, made.text
    refused = client.post("/api/games", json={"game": "huang", "seats": ["human", "expert"]})
    assert refused.status_code == 422
    assert "Expert level is not offered in huang" in refused.json()["error"] and "\n" not in refused.json()["error"]
