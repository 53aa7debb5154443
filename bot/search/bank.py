"""Adding questions to the search's question bank (``data/search/questions.jsonl``).

``python -m bot.search.bank NEW.jsonl… --rules CR.txt --exclude tests/data/eval/search-dev.jsonl``
appends valid new questions, each given its split by a hash of its text (one in five is held
out), and leaves out repeats, unknown rules and near-copies of the excluded validation sets.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Container
from pathlib import Path
from typing import Any

from .questions import load

HOLDOUT_SHARE = 5  # one question in five is held out, chosen by a hash of its text
#: Our own validation set, in the shared dev set's style, written without reading the bank.
VALIDATION = Path("tests/search/data/validation.jsonl")
NEAR_COPY = 75  # rapidfuzz similarity (0-100) at which a question copies an excluded one


def split_of(query: str) -> str:
    """``holdout`` for a fixed fifth of all questions (by a hash of the text), else ``train``."""
    digest = hashlib.sha1(query.encode("utf-8")).digest()
    return "holdout" if int.from_bytes(digest[:8], "big") % HOLDOUT_SHARE == 0 else "train"


def merge(bank: list[dict[str, Any]], new: list[dict[str, Any]], rules: Container[str],
          exclude: list[str]) -> tuple[list[dict[str, Any]], list[str]]:
    """``bank`` plus the valid ``new`` rows, each given a split; returns the rows and why others
    were left out (a repeated question, an unknown rule, or a near-copy of an ``exclude`` query:
    a validation question must never teach its own answer)."""
    from rapidfuzz import fuzz, process

    out = list(bank)
    seen = {r["query"].strip().lower() for r in bank}
    ids = {r["id"] for r in bank}
    refused: list[str] = []
    excluded = [q.lower() for q in exclude]
    for row in new:
        query = str(row.get("query", "")).strip()
        expect = [n for n in row.get("expect", []) if isinstance(n, str)]
        if query.lower() in seen or row.get("id") in ids:
            refused.append(f"repeated: {query!r}")
            continue
        if not expect or any(n not in rules or "." not in n for n in expect) or row.get("lang") not in ("en", "es"):
            refused.append(f"invalid: {query!r}")
            continue
        if excluded and any(process.extractOne(query.lower(), excluded, scorer=scorer, score_cutoff=NEAR_COPY)
                            for scorer in (fuzz.token_sort_ratio, fuzz.ratio)):
            refused.append(f"near an excluded question: {query!r}")
            continue
        seen.add(query.lower())
        ids.add(row["id"])
        out.append({**row, "query": query, "expect": expect, "split": row.get("split") or split_of(query)})
    return out, refused


def main(argv: list[str] | None = None) -> int:
    """Add questions to the search's question bank."""
    import argparse

    from ..rules.parser import parse_file

    parser = argparse.ArgumentParser(prog="python -m bot.search.bank", description=main.__doc__)
    parser.add_argument("new", nargs="+", type=Path)
    parser.add_argument("--rules", required=True, type=Path, help="the English CR text file")
    parser.add_argument("--exclude", action="append", default=[], type=Path,
                        help="a validation set whose questions must not be copied (repeatable; our own, "
                             f"{VALIDATION}, always is)")
    parser.add_argument("--bank", type=Path, default=Path("data/search/questions.jsonl"))
    args = parser.parse_args(argv)
    rules = parse_file(args.rules).book.rules
    exclude = [r["query"] for path in [*args.exclude, VALIDATION] for r in load(path)]
    rows, refused = load(args.bank), []
    for path in args.new:
        rows, why = merge(rows, load(path), rules, exclude)
        refused += why
    args.bank.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"{len(rows)} questions in {args.bank}; {len(refused)} left out", file=sys.stderr)
    for line in refused:
        print("  " + line, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
