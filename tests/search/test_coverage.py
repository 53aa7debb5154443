"""``python -m bot.search.coverage``: which rules have evidence beyond their own text."""

from __future__ import annotations

import json

from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.search import coverage
from tests.crfiles import parsed


def test_each_kind_of_evidence_is_counted_and_a_bare_rule_has_none(tmp_path):
    bank = tmp_path / "bank.jsonl"
    bank.write_text(json.dumps({"query": "who decides the order of simultaneous choices", "lang": "en",
                                "kind": "natural", "expect": ["101.4"], "split": "train"}) + "\n", encoding="utf-8")
    book = parsed().book
    found = coverage.evidence(book, Translations.load(), Terminology.load(), bank)
    assert "questions" in found["101.4"] and "names" in found["101.4"]  # taught, and "APNAP order"
    assert "questions" not in found["101.3"]
    # 608.2e and others say "see rule 101.4"; 101.3 is cited by no rule.
    assert "cited" in found["101.4"] and "cited" not in found["101.3"]
    assert "examples" in found[next(n for n, r in book.rules.items() if r.examples and n in found)]
    assert all(book.rules[n].kind not in ("section", "heading") for n in found)
    assert any(not kinds for kinds in found.values())
