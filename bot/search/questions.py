"""Our own bank of player questions, each labelled with the rules that answer it.

``data/search/questions.jsonl`` holds every question we wrote for search (chat questions,
keywords, typos, rule numbers, Spanish names of English terms), one JSON object a line with
``query``, ``lang``, ``kind``, ``expect`` (the answering rules, best first) and ``split``.

The ``train`` split teaches the search: each chat question joins the ``asked`` field of the rule
it expects first and is a document of its own (``asked.py``; with the model, ``rerank.py``), so a
rule is also found by the words players use for it ("goes first", "in response", "se va al
cementerio") and not only by its formal wording. The ``holdout`` split is never indexed; it
measures how well that generalises (``python -m bot.search.evaluate``). New questions come in
through ``python -m bot.search.bank``.
"""

from __future__ import annotations

import json
from collections.abc import Container
from pathlib import Path
from typing import Any

from ..resources import data_path

BANK_PATH = data_path("search", "questions.jsonl")
#: Question kinds that teach the ``asked`` field: terms and numbers are found by other evidence.
TEACHING_KINDS = frozenset({"natural"})
#: How many of a question's expected rules learn its words (the first is the best answer).
RULES_PER_QUESTION = 1


def load(path: Path, split: str | None = None) -> list[dict[str, Any]]:
    """The bank's rows (only those of ``split`` when given); a missing file is an empty bank."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    return [r for r in rows if split is None or r.get("split", "train") == split]


def teaching(path: Path | None, rules: Container[str]) -> list[tuple[str, str, str]]:
    """(language, question, rule number) for each training question and rule it teaches."""
    out: list[tuple[str, str, str]] = []
    if path is None:
        return out
    for row in load(path, "train"):
        if row.get("kind") not in TEACHING_KINDS or row.get("lang") not in ("en", "es"):
            continue
        for number in row.get("expect", [])[:RULES_PER_QUESTION]:
            if number in rules:
                out.append((row["lang"], row["query"], number))
    return out


def asked(pairs: list[tuple[str, str, str]]) -> dict[str, dict[str, list[str]]]:
    """Language → rule number → the training questions it answers."""
    out: dict[str, dict[str, list[str]]] = {"en": {}, "es": {}}
    for lang, question, number in pairs:
        out[lang].setdefault(number, []).append(question)
    return out

