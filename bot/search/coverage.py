"""Which rules search can find only by their own words.

``python -m bot.search.coverage --rules CR.txt [--list]`` counts, for every rule a player can ask
about (sections and bare headings only title what is under them), the evidence it has beyond its
own text: its examples, the glossary's wording of it and the names other rules and the glossary
give it, the dictionary's terms for it, the bank's training questions that teach it, and the rules
that cite it by number (the second stage reads their text as evidence for it, ``evidence``). A
rule with none of them is found only through its formal wording (and the titles above it).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import TYPE_CHECKING

from . import questions
from .docs import DocumentBuilder
from .evidence import cited_by

if TYPE_CHECKING:
    from pathlib import Path

    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..rules.model import RuleBook


def evidence(book: RuleBook, translations: Translations, terminology: Terminology,
             bank: Path = questions.BANK_PATH) -> dict[str, set[str]]:
    """Rule number → the kinds of evidence it has beyond its own text (English documents)."""
    teaching = questions.teaching(bank, book.rules)
    builder = DocumentBuilder(book, translations, terminology, questions.asked(teaching))
    citers = cited_by({n: r.text for n, r in book.rules.items()}, book.rules)
    out: dict[str, set[str]] = {}
    for doc, fields in builder.build()["en"]:
        if doc.kind != "rule":
            continue
        rule = book.rules[doc.key]
        if rule.kind in ("section", "heading"):
            continue
        kinds = set()
        if fields.terms:
            kinds.add("names")
        if rule.examples:
            kinds.add("examples")
        if len(fields.extra) > len(rule.examples):
            kinds.add("glossary")
        if fields.asked:
            kinds.add("questions")
        if citers.get(doc.key):
            kinds.add("cited")
        out[doc.key] = kinds
    return out


def main(argv: list[str] | None = None) -> int:
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..rules.parser import parse_file

    parser = argparse.ArgumentParser(prog="python -m bot.search.coverage", description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, help="the English CR text file")
    parser.add_argument("--list", action="store_true", help="list the rules with no evidence")
    args = parser.parse_args(argv)
    found = evidence(parse_file(args.rules).book, Translations.load(), Terminology.load())
    bare = sorted(n for n, kinds in found.items() if not kinds)
    by_kind = Counter(k for kinds in found.values() for k in kinds)
    print(json.dumps({"rules": len(found), "without_evidence": len(bare), "with": dict(by_kind)}))
    if args.list:
        print("\n".join(bare))
    return 0


if __name__ == "__main__":
    sys.exit(main())
