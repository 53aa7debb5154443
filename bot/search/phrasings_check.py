"""Check the curated phrasings table, or show which entries a query matches.

``python -m bot.search.phrasings_check`` validates ``data/search/phrasings.json`` against the
current CR (every rule exists, every pattern has 2–6 content words, no duplicates);
``… --query "who picks first"`` lists the entries that query matches.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..rules.parser import parse_file
from .analyze import detect_lang
from .engine import PHRASINGS_PATH, load_phrasings, match_phrasings, pattern_stems


def problems(path: Path, rules: set[str]) -> list[str]:
    out = []
    raw = json.loads(path.read_text(encoding="utf-8"))
    seen: dict[tuple, int] = {}
    for i, entry in enumerate(raw):
        where = f"entry {i} ({entry.get('note', '')[:40]})"
        if set(entry) - {"rules", "lang", "patterns", "note"} or not entry.get("rules") or not entry.get("patterns"):
            out.append(f"{where}: needs rules, lang, patterns, note and nothing else")
            continue
        if entry.get("lang") not in ("en", "es"):
            out.append(f"{where}: lang must be en or es")
        if not entry.get("note"):
            out.append(f"{where}: say in a note why these rules answer these phrasings")
        for number in entry["rules"]:
            if number not in rules:
                out.append(f"{where}: rule {number} does not exist")
        for pattern in entry["patterns"]:
            stems = pattern_stems(pattern, entry.get("lang", "en"))
            if not 2 <= len(stems) <= 6:
                out.append(f"{where}: pattern {pattern!r} has {len(stems)} content words (want 2–6)")
            key = (entry.get("lang"), frozenset(stems))
            if key in seen:
                out.append(f"{where}: pattern {pattern!r} repeats one of entry {seen[key]}")
            seen[key] = i
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.search.phrasings_check", description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, help="the current English CR text file")
    parser.add_argument("--table", default=str(PHRASINGS_PATH))
    parser.add_argument("--query", action="append", default=[])
    args = parser.parse_args(argv)
    book = parse_file(args.rules).book
    table = Path(args.table)
    if args.query:
        phrasings = load_phrasings(table)
        for q in args.query:
            lang = detect_lang(q)
            hits = match_phrasings(phrasings, q, lang)
            print(f"{q!r} ({lang}): " + ("; ".join(f"{list(e.rules)} {score:.2f}" for e, score in hits) or "no match"))
        return 0
    found = problems(table, set(book.rules))
    for p in found:
        print(p)
    print(f"{len(json.loads(table.read_text(encoding='utf-8')))} entries, {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
