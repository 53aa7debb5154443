"""Check ``data/search/aliases.json`` against a CR release: ``python -m bot.search.check_aliases --rules CR``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..resources import data_path
from ..rules.parser import parse_file
from .aliases import problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.search.check_aliases", description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, help="the current English CR text file")
    parser.add_argument("--file", default=str(data_path("search", "aliases.json")))
    args = parser.parse_args(argv)
    try:
        rules = set(parse_file(args.rules).book.rules)
        found = problems(Path(args.file), rules)
    except (OSError, ValueError, KeyError) as exc:
        print(f"error: cannot check {args.file}: {exc}", file=sys.stderr)
        return 2
    for p in found:
        print(p)
    print(f"{len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
