"""Translation checker benchmarks. Run: ``python -m bench.bench_translation [--runs N]``.

Prints one JSON object per line. ``translation_check_full`` times what ``make check-translation``
does after parsing: every entry against the English (references, mana, numerals, staleness), the
dictionary terms, the rejected variants and wordings, the glossary headwords and the interface
catalogue. ``translation_wording_entry`` times the rejected-variant check of one rule's Spanish.
"""

from __future__ import annotations

import argparse

from bench._common import CURRENT, emit, summary, timings_ms
from bot.catalog import catalog
from bot.i18n.checker import Wording, check
from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.rules.parser import parse_file


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    book = parse_file(CURRENT).book
    translations, terms, ui = Translations.load(), Terminology.load(), catalog()
    report = check(book, translations, terms, ui)
    emit("translation_check_full", **summary(timings_ms(lambda: check(book, translations, terms, ui), args.runs)),
         entries=len(translations), problems=len(report.problems))
    wording = Wording(terms)
    rule, entry = book.rules["614.1c"], translations.get("614.1c")
    assert entry is not None
    emit("translation_wording_entry", **summary(timings_ms(lambda: wording.problems("614.1c", rule.text, entry.es),
                                                           args.runs * 100)),
         rejected_forms=len(wording.avoid), patterns=len(wording.patterns))


if __name__ == "__main__":
    main()
