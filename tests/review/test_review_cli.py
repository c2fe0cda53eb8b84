"""`tianxia review` over a JSON record and over JSON Lines; bad input is one line; the model files
load; reviews as a DataFrame and Parquet."""

import json

import pytest
from test_review_engine import random_record

from tianxia.cli import main
from tianxia.review import FORMAT, load_model, read_reviews, to_frame, write_parquet
from tianxia.review.model import FEATURES, WinModel

SMALL = ["--samples", "1", "--width", "2", "--depth", "1"]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_review_of_a_json_record(capsys, tmp_path):
    rec = random_record("dragon", 3, seed=1, upto=30)
    path, out = tmp_path / "game.json", tmp_path / "review.json"
    path.write_text(json.dumps(rec))
    code, printed, err = run(capsys, "review", str(path), "--out", str(out), *SMALL)
    assert code == 0, err
    review = json.loads(out.read_text())
    assert review["format"] == FORMAT and len(review["decisions"]) == 30
    assert "seat 0 (random): " in printed and "inaccuracies" in printed
    # without --out the review goes to stdout, the same
    code, printed, _ = run(capsys, "review", str(path), *SMALL)
    assert code == 0 and json.loads(printed) == review


def test_review_of_json_lines(capsys, tmp_path):
    recs = [random_record("dragon", 2, seed=s, upto=12) for s in (1, 2)] + [random_record("zhanguo", 2, seed=3, upto=8)]
    path, out = tmp_path / "games.jsonl", tmp_path / "reviews.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    code, _, err = run(capsys, "review", str(path), "--out", str(out), *SMALL)
    assert code == 0, err
    lines = out.read_text().splitlines()
    assert len(lines) == 3
    reviews = [json.loads(line) for line in lines]
    assert [(r["game"], r["seed"], len(r["decisions"])) for r in reviews] == [("dragon", 1, 12), ("dragon", 2, 12),
                                                                              ("zhanguo", 3, 8)]
    assert read_reviews(out) == reviews


@pytest.mark.parametrize("content, words", [
    ("{not json", "not valid JSON"),
    (json.dumps({"game": "dragon", "players": ["a", "b"], "seed": 1}), "history"),
    (json.dumps({"game": "dragon", "players": ["a", "b"], "seed": "x", "history": []}), "seed"),
    (json.dumps({"game": "chess", "players": ["a", "b"], "seed": 1, "history": []}), "chess"),
    (json.dumps({"game": "dragon", "players": ["a", "b"], "seed": 1, "history": ["fly away"]}), "step 1"),
    (json.dumps([1, 2]), "object"),
    ('{"game": "dragon", "players": ["a", "b"], "seed": 1, "history": []}\n{oops\n', "line 2"),
])
def test_a_malformed_record_is_one_line(capsys, tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, out, err = run(capsys, "review", str(path), *SMALL)
    assert code == 2 and out == ""
    assert err.startswith("tianxia: ") and err.count("\n") == 1 and "Traceback" not in err
    assert words in err


def test_a_missing_file_and_bad_settings_are_one_line(capsys, tmp_path):
    code, _, err = run(capsys, "review", str(tmp_path / "nothing.json"))
    assert code == 2 and "cannot read" in err and err.count("\n") == 1
    path = tmp_path / "game.json"
    path.write_text(json.dumps(random_record("dragon", 2, seed=1, upto=3)))
    code, _, err = run(capsys, "review", str(path), "--samples", "0")
    assert code == 2 and "--samples" in err and err.count("\n") == 1


@pytest.mark.parametrize("game_name", ["dragon", "emperor", "huang", "zhanguo"])
def test_the_shipped_models_load(game_name):
    model = load_model(game_name)
    assert model.game_name == game_name and len(model.weights) == len(FEATURES)
    assert model.meta["games"] > 0 and model.meta["positions"] > 0
    again = WinModel.from_json(model.to_json())
    assert again.weights == pytest.approx(model.weights, abs=1e-6)


def test_a_model_for_other_features_is_refused():
    data = load_model("dragon").to_json()
    with pytest.raises(ValueError, match="other features"):
        WinModel.from_json(dict(data, features=["something", "else"]))
    with pytest.raises(ValueError, match="tianxia-review-model"):
        WinModel.from_json(dict(data, format="x"))


def test_reviews_as_a_dataframe_and_parquet(tmp_path):
    pytest.importorskip("pandas")
    from tianxia.review import Reviewer

    reviews = [Reviewer("dragon", samples=1, width=2, depth=1).review(random_record("dragon", n, seed=n, upto=10))
               for n in (2, 3)]
    frame = to_frame(reviews)
    assert len(frame) == 20
    assert list(frame.columns[:11]) == ["game", "seed", "players", "step", "seat", "player", "action", "best",
                                        "best_win", "loss", "mark"]
    assert frame["win_before_2"].isna().sum() == 10  # the two-player game had no seat 2
    total = frame[["win_before_0", "win_before_1"]].sum(axis=1) + frame["win_before_2"].fillna(0)
    assert (total - 1).abs().max() < 1e-9
    pytest.importorskip("pyarrow")
    import pandas

    path = write_parquet(frame, tmp_path / "reviews.parquet")
    back = pandas.read_parquet(path)
    assert len(back) == 20 and list(back.columns) == list(frame.columns)
