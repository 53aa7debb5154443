"""Honest measures of generalisation: leave-rules-out folds and the close-cousin split.

The bank's holdout keeps a fifth of the *questions* out, so most held-out questions still have
siblings about the same rule in the bank, often in nearly the same words. Two measures say how
search does on what nobody taught it:

- **leave rules out**: the rules are dealt into ``FOLDS`` folds by a hash of their number; for
  each fold, every bank question whose best answer is one of the fold's rules is taken out of the
  bank, the engine is built on the rest, and those questions are asked. No question about those
  rules, in any words, teaches the engine.
- **cousins**: a natural question has a *close cousin* when a question the engine was taught is
  within rapidfuzz ratio ``COUSIN`` of it (after rapidfuzz's default processing); top-1 is
  reported with and without one, since a bank that memorises helps only the first kind.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process, utils

Row = dict[str, Any]  # one question of the bank (a JSON line)

FOLDS = 5
COUSIN = 75.0
NATURAL = "natural"


def fold_of(number: str, folds: int = FOLDS) -> int:
    """The fold of a rule (stable across runs and machines)."""
    return int.from_bytes(hashlib.sha1(number.encode()).digest()[:4], "big") % folds


def leave_rules_out(rows: list[Row], fold: int, folds: int = FOLDS) -> tuple[list[Row], list[Row]]:
    """(the bank's training rows without the fold's rules, the fold's natural questions to ask).

    The asked questions are those of both splits whose best answer is in the fold: none of
    them is indexed, and neither is any other question about the same rule."""
    def out(row: Row) -> bool:
        expect = row.get("expect") or [""]
        return fold_of(expect[0], folds) == fold
    train = [r for r in rows if r.get("split", "train") == "train" and not out(r)]
    asked = [r for r in rows if r.get("kind") == NATURAL and out(r)]
    return train, asked


def write_bank(rows: Iterable[Row], path: Path) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return path


def mark_cousins(queries: list[Row], taught: list[str], cutoff: float = COUSIN) -> list[Row]:
    """``queries`` with ``cousin`` ("with" / "without") on each natural question: whether a taught
    question is within ``cutoff`` rapidfuzz ratio of it. Other kinds are left unmarked."""
    choices = [utils.default_process(q) for q in taught]
    out = []
    for q in queries:
        if q.get("kind") == NATURAL:
            best = process.extractOne(utils.default_process(q["query"]), choices, scorer=fuzz.ratio,
                                      score_cutoff=cutoff) if choices else None
            q = q | {"cousin": "with" if best else "without"}
        out.append(q)
    return out


def taught_questions(rows: list[Row]) -> list[str]:
    """The bank's questions an engine built on ``rows`` is taught (its training natural ones)."""
    return [r["query"] for r in rows if r.get("split", "train") == "train" and r.get("kind") == NATURAL]
