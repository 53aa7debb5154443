"""Export English source units for translators: ``{"id", "src", "en"}`` per line."""

from __future__ import annotations

import argparse
import json
import sys

from ..rules.numbers import sort_key
from ..rules.parser import parse_file
from ..rules.text import text_hash
from .translation import iter_sources


def in_range(id_: str, lo: str, hi: str) -> bool:
    number = id_.split("#", 1)[0]
    return sort_key(lo) <= sort_key(number) <= sort_key(hi)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.i18n.export", description=__doc__)
    parser.add_argument("--rules", required=True)
    parser.add_argument("--range", nargs=2, metavar=("FIRST", "LAST"), help="rule numbers, e.g. 500 599.99z")
    parser.add_argument("--glossary", action="store_true")
    args = parser.parse_args(argv)
    book = parse_file(args.rules).book
    for id_, english in iter_sources(book):
        if args.glossary != id_.startswith("glossary/"):
            continue
        if args.range and not in_range(id_, *args.range):
            continue
        print(json.dumps({"id": id_, "src": text_hash(english), "en": english}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
