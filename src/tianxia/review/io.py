"""Reading records for a review and writing reviews: a JSON record gives one JSON review, JSON Lines
of records give JSON Lines of reviews (one a line, in the records' order)."""

from __future__ import annotations

import json

from tianxia.core import record as records

from .engine import MARKS

PLURAL = {"inaccuracy": "inaccuracies", "mistake": "mistakes", "blunder": "blunders"}


def read_records(path: str) -> tuple[list[dict], bool]:
    """(records, whether the file was JSON Lines).  Unreadable or malformed: ValueError, one line."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as err:
        raise ValueError(f"cannot read {path}: {err.strerror}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path} is not a text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as whole:
        lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
        if len(lines) < 2:
            raise ValueError(f"{path} is not valid JSON: {whole.msg} (line {whole.lineno})") from None
        out = []
        for number, line in lines:
            try:
                rec = json.loads(line)
            except json.JSONDecodeError as err:
                raise ValueError(f"{path} line {number} is not valid JSON: {err.msg}") from None
            try:
                out.append(records.check(rec))
            except ValueError as err:
                raise ValueError(f"{path} line {number}: {err}") from None
        return out, True
    try:
        return [records.check(data)], False
    except ValueError as err:
        raise ValueError(f"{path}: {err}") from None


def dumps(reviews: list[dict], lines: bool) -> str:
    if lines:
        return "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in reviews)
    review = reviews[0]
    head = json.dumps({k: v for k, v in review.items() if k != "decisions"}, indent=1)
    rows = ",\n".join("  " + json.dumps(d) for d in review["decisions"])
    return head[:-2] + ',\n "decisions": [\n' + rows + "\n ]\n}\n"


def summary(reviews: list[dict]) -> str:
    """Per game and seat: decisions, marks and the mean loss."""
    out = []
    for r in reviews:
        out.append(f"{r['game']} seed {r['seed']}: {len(r['decisions'])} decisions "
                   f"(thresholds {', '.join(f'{k} {v:g}' for k, v in r['thresholds'].items())})")
        for seat, name in enumerate(r["players"]):
            mine = [d for d in r["decisions"] if d["seat"] == seat]
            counts = ", ".join(f"{sum(d['mark'] == m for d in mine)} {PLURAL[m]}" for m in MARKS)
            mean = sum(d["loss"] for d in mine) / len(mine) if mine else 0.0
            out.append(f"  seat {seat} ({name}): {len(mine)} decisions, {counts}, mean loss {mean:.3f}")
    return "\n".join(out)
