"""Translation checker: is the Spanish CR complete, current and faithful where it can be checked?

Run by the tests and by hand (``python -m bot.i18n.checker --json``). It fails an entry when
its rule references, mana symbols (``{T}``, ``{2}{U}``) or numerals differ from the English,
when it is stale or orphaned, when English was left untranslated, or when a dictionary term
is translated inconsistently. It reports coverage of rules, examples and glossary entries.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from ..rules.model import RuleBook
from ..rules.numbers import find_references
from ..rules.text import text_hash
from .translation import Translations, iter_sources

MANA_RE = re.compile(r"\{[^{}\s]{1,8}\}")
NUMERAL_RE = re.compile(r"\d+")
_QUOTED_RE = re.compile(r"“[^”]*”|\"[^\"]*\"|«[^»]*»|‘[^’]*’")
# Words that are common in English rules text and never Spanish words.
_ENGLISH_ONLY = frozenset(
    "the and of to is you your player players that with this each it an be card cards "
    "creature creatures spell spells ability abilities which would if its their they "
    "from when whenever can't doesn't isn't those these any".split()
)


@dataclass
class Problem:
    id: str
    kind: str  # missing | stale | orphan | references | mana | numerals | untranslated | terminology
    detail: str = ""

    def to_dict(self) -> dict:
        return {"id": self.id, "kind": self.kind, "detail": self.detail}


@dataclass
class Report:
    coverage: dict[str, dict[str, int]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict:
        kinds = Counter(p.kind for p in self.problems)
        return {
            "coverage": self.coverage,
            "clean": self.clean,
            "problem_counts": dict(sorted(kinds.items())),
            "problems": [p.to_dict() for p in self.problems],
        }


def _kind_of_id(id_: str) -> str:
    if id_.startswith("glossary/"):
        return "glossary"
    if "#" in id_:
        return "examples"
    return "sections" if len(id_) == 1 else "rules"


def looks_untranslated(english: str, spanish: str) -> str | None:
    """Why the Spanish text still looks English, or None."""
    if " ".join(spanish.split()) == " ".join(english.split()) and len(english.split()) > 3:
        return "identical to the English text"
    # Card names and quoted card text may stay English; look only outside quotes, and skip
    # English words next to a capitalised word ("Bruna, the Fading Light", "Voice of Nightmares").
    words = re.findall(r"[A-Za-z']+", _QUOTED_RE.sub(" ", spanish))
    if len(words) < 4:
        return None
    hits = [
        w for i, w in enumerate(words)
        if w.lower() in _ENGLISH_ONLY
        and not (i > 0 and words[i - 1][:1].isupper())
        and not (i + 1 < len(words) and words[i + 1][:1].isupper())
    ]
    if len(hits) >= 3 and len(hits) / len(words) > 0.12:
        return "English words outside quotes: " + ", ".join(sorted(set(hits))[:8])
    return None


def check_entry(id_: str, english: str, spanish: str, headings: frozenset[str] | None = None) -> list[Problem]:
    """Problems of one entry. ``headings`` are the release's section and heading numbers: a
    dotted number under no existing heading ("999.999 veces", a Spanish thousands separator)
    is not a rule reference."""
    problems: list[Problem] = []
    if not spanish.strip():
        return [Problem(id_, "untranslated", "empty text")]
    # A glossary source starts with its headword; compare only the definitions' numbers.
    en_body = english.split("\n", 1)[1] if id_.startswith("glossary/") else english

    def refs(text: str) -> set[str]:
        found = set(find_references(text))
        return found if headings is None else {n for n in found if n.split(".")[0] in headings}

    en_refs, es_refs = refs(en_body), refs(spanish)
    if en_refs != es_refs:
        problems.append(
            Problem(id_, "references", f"missing {sorted(en_refs - es_refs)} extra {sorted(es_refs - en_refs)}")
        )
    en_mana, es_mana = Counter(MANA_RE.findall(en_body)), Counter(MANA_RE.findall(spanish))
    if en_mana != es_mana:
        problems.append(Problem(id_, "mana", f"english {sorted(en_mana.elements())} spanish {sorted(es_mana.elements())}"))
    en_num, es_num = Counter(NUMERAL_RE.findall(en_body)), Counter(NUMERAL_RE.findall(spanish))
    if en_num != es_num:
        missing = sorted((en_num - es_num).elements())
        extra = sorted((es_num - en_num).elements())
        problems.append(Problem(id_, "numerals", f"missing {missing} extra {extra}"))
    why = looks_untranslated(en_body, spanish)
    if why:
        problems.append(Problem(id_, "untranslated", why))
    return problems


def check(book: RuleBook, translations: Translations, terminology=None) -> Report:
    """Check every translation entry against one English release."""
    report = Report()
    totals: Counter[str] = Counter()
    done: Counter[str] = Counter()
    sources = dict(iter_sources(book))
    headings = frozenset(n for n in book.rules if "." not in n)
    for id_, english in sources.items():
        kind = _kind_of_id(id_)
        totals[kind] += 1
        entry = translations.get(id_)
        if entry is None:
            report.problems.append(Problem(id_, "missing"))
            continue
        if entry.src != text_hash(english):
            report.problems.append(Problem(id_, "stale", "the English text changed since translation"))
            continue
        entry_problems = check_entry(id_, english, entry.es, headings)
        if kind == "glossary" and not (entry.term or "").strip():
            entry_problems.append(Problem(id_, "untranslated", "no Spanish headword (term)"))
        if terminology is not None:
            entry_problems.extend(terminology.check(id_, english, entry.es))
        report.problems.extend(entry_problems)
        if not entry_problems:
            done[kind] += 1
    for id_ in translations.entries:
        if id_ not in sources:
            report.problems.append(Problem(id_, "orphan", "no such id in the English release"))
    report.coverage = {
        kind: {"translated": done[kind], "total": totals[kind], "percent": round(100 * done[kind] / totals[kind], 2) if totals[kind] else 0.0}
        for kind in ("rules", "sections", "examples", "glossary")
    }
    return report


def main(argv: list[str] | None = None) -> int:
    from ..rules.parser import parse_file
    from .translation import DATA_DIR

    parser = argparse.ArgumentParser(prog="python -m bot.i18n.checker", description=__doc__.splitlines()[0])
    parser.add_argument("--rules", required=True, help="the English CR text file the translation follows")
    parser.add_argument("--dir", default=str(DATA_DIR), help="directory of translation .jsonl files")
    parser.add_argument("--only", help="check only ids in this .jsonl file (for translators)")
    parser.add_argument("--no-terms", action="store_true", help="skip the dictionary consistency check")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    book = parse_file(args.rules).book
    translations = Translations.load(Path(args.dir))
    terminology = None
    if not args.no_terms:
        from .terms import Terminology

        terminology = Terminology.load()
    report = check(book, translations, terminology)
    if args.only:
        ids = {json.loads(line)["id"] for line in Path(args.only).read_text(encoding="utf-8").splitlines() if line.strip()}
        report.problems = [p for p in report.problems if p.id in ids]
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=1))
    else:
        for kind, c in report.coverage.items():
            print(f"{kind:9} {c['translated']:5}/{c['total']:<5} {c['percent']}%")
        for p in report.problems[:200]:
            print(f"{p.kind:12} {p.id:28} {p.detail}")
        if len(report.problems) > 200:
            print(f"… and {len(report.problems) - 200} more problems")
    return 0 if report.clean else 1


if __name__ == "__main__":
    sys.exit(main())
