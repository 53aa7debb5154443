"""Translation checker: is the Spanish CR complete, current and faithful where it can be checked?

Run by the tests and by hand (``python -m bot.i18n.checker --json``). It fails an entry when
its rule references, mana symbols (``{T}``, ``{2}{U}``) or numerals differ from the English,
when it is stale or orphaned, when English was left untranslated, or when a dictionary term
is translated inconsistently. It reports coverage of rules, examples and glossary entries.

The terminology side (issue #17) holds three texts to the dictionary's chosen term: the
translation, the glossary headwords, and the interface catalogue's Spanish (``data/i18n``).
A dictionary entry's rejected variants (``avoid``: "acciones de estado", "luchar") and
rejected wordings (``avoid_pattern`` where the English matches ``en_pattern``: "Mientras …
entra" for "As … enters") are flagged wherever they appear.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..rules.model import RuleBook
from ..rules.numbers import find_references
from ..rules.text import fold, text_hash
from .problems import Problem
from .terms import Term, Terminology
from .translation import Translations, iter_sources

MANA_RE = re.compile(r"\{[^{}\s]{1,8}\}")
NUMERAL_RE = re.compile(r"\d+")
_QUOTED_RE = re.compile(r"“[^”]*”|\"[^\"]*\"|«[^»]*»|‘[^’]*’")
# Words that are common in English rules text and never Spanish words.
_ENGLISH_ONLY = frozenset(
    (
        "the", "and", "of", "to", "is", "you", "your", "player", "players", "that", "with", "this",
        "each", "it", "an", "be", "card", "cards", "creature", "creatures", "spell", "spells",
        "ability", "abilities", "which", "would", "if", "its", "their", "they", "from", "when",
        "whenever", "can't", "doesn't", "isn't", "those", "these", "any"
    )
)


@dataclass
class Report:
    coverage: dict[str, dict[str, int | float]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)

    @property
    def clean(self) -> bool:
        return not self.problems

    def to_dict(self) -> dict[str, Any]:
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
        problems.append(
            Problem(id_, "mana", f"english {sorted(en_mana.elements())} spanish {sorted(es_mana.elements())}")
        )
    en_num, es_num = Counter(NUMERAL_RE.findall(en_body)), Counter(NUMERAL_RE.findall(spanish))
    if en_num != es_num:
        missing = sorted((en_num - es_num).elements())
        extra = sorted((es_num - en_num).elements())
        problems.append(Problem(id_, "numerals", f"missing {missing} extra {extra}"))
    why = looks_untranslated(en_body, spanish)
    if why:
        problems.append(Problem(id_, "untranslated", why))
    return problems


class Wording:
    """The dictionary's rejected variants and wordings, compiled once for a whole check."""

    def __init__(self, terminology: Terminology) -> None:
        from .terms import es_stems

        self.terminology = terminology
        # The English forms, copied once: glossary_headword looked each headword up in a fresh copy of the whole
        # dictionary (Terminology.forms), about 1 s of a check's 6.7 s of CPU.
        self.en_forms = terminology.forms("en")
        self._stems = es_stems
        self.avoid: list[tuple[Term, str, tuple[str, ...]]] = [
            (term, form, stems) for term in terminology.entries for form in term.avoid if (stems := es_stems(form))
        ]
        self.patterns: list[tuple[Term, re.Pattern[str] | None, re.Pattern[str]]] = [
            (term, re.compile(term.en_pattern) if term.en_pattern else None, re.compile(term.avoid_pattern))
            for term in terminology.entries if term.avoid_pattern
        ]

    @staticmethod
    def _why(term: Term) -> str:
        return f"the dictionary says “{term.printed or term.es}” ({term.source or 'chosen term'})"

    def problems(self, id_: str, english: str, spanish: str) -> list[Problem]:
        """Rejected variants or wordings in one Spanish text (``english`` is its source)."""
        from .terms import _contains

        found: list[Problem] = []
        stems = self._stems(spanish)
        flagged: set[Term] = set()  # one problem per term: "acciones de estado" ~ "acción de estado"
        for term, form, form_stems in self.avoid:
            if term not in flagged and _contains(stems, form_stems):
                flagged.add(term)
                found.append(Problem(id_, "terminology", f"“{form}”: {self._why(term)}"))
        for term, en_re, es_re in self.patterns:
            if en_re is not None and not en_re.search(english):
                continue
            hit = es_re.search(spanish)
            if hit:
                found.append(Problem(id_, "terminology", f"“{hit.group(0)}”: {self._why(term)}"))
        return found

    def glossary_headword(self, id_: str, headword: str, term: str) -> list[Problem]:
        """A glossary headword's Spanish must be the dictionary's term (or an alias) for each of
        its English parts: "Kicker, Kicked" → "Estímulo, Estimulado"."""
        spanish = {fold(p) for p in (term, *_split_headword(term))}
        # The whole headword when the dictionary has it ("Active Player, Nonactive Player
        # Order"), else each comma-separated part.
        whole = _OBSOLETE_RE.sub("", headword)
        parts = [whole] if self.en_forms.get(fold(whole)) else _split_headword(headword)
        problems: list[Problem] = []
        for part in parts:
            terms = self.en_forms.get(fold(part), [])
            if terms and not any(spanish & {fold(f) for f in t.surface("es")} for t in terms):
                problems.append(Problem(id_, "terminology", f"headword “{term}”: {part} → {terms[0].es}"))
        return problems or self.problems(id_, headword, term)  # one report per wrong headword


_OBSOLETE_RE = re.compile(r"\s*\((?:Obsolete|Obsoleto)\)\s*$")


def _split_headword(text: str) -> list[str]:
    """'Banding, “Bands with Other” (Obsolete)' → ['Banding', 'Bands with Other']."""
    text = _OBSOLETE_RE.sub("", text)
    return [p.strip(" “”\"") for p in re.split(r",\s*|\s+/\s+", text) if p.strip(" “”\"")]


def check_catalogue(catalogue: dict[str, dict[str, str]], terminology: Terminology,
                    wording: Wording | None = None) -> list[Problem]:
    """Interface strings whose Spanish disagrees with the dictionary (id ``catalogue/<key>``)."""
    wording = wording or Wording(terminology)
    problems: list[Problem] = []
    for key, entry in sorted(catalogue.items()):
        english, spanish = entry.get("en", ""), entry.get("es", "")
        if not spanish:
            continue
        id_ = f"catalogue/{key}"
        problems.extend(_phrase_term_problems(terminology, id_, english, spanish))
        problems.extend(wording.problems(id_, english, spanish))
    return problems


def _phrase_term_problems(terminology: Terminology, id_: str, english: str, spanish: str) -> list[Problem]:
    """The dictionary check for interface text, limited to multi-word terms ("state-based
    actions", "combat damage"): single English words in an interface have their everyday
    sense ("attach a file", "settings in effect", "type /help") more often than the rules one."""
    from .terms import _contains, en_tokens

    toks = tuple(en_tokens(english))
    groups: dict[str, list[Term]] = {}
    for term in terminology.english_terms(english, spanish):
        forms = (tuple(en_tokens(f)) for f in term.surface("en"))
        if any(len(f) > 1 and _contains(toks, f) for f in forms):
            groups.setdefault(fold(term.en), []).append(term)
    return [
        Problem(id_, "terminology", f"{terms[0].en} → expected {terms[0].es} (or an alias)")
        for terms in groups.values() if not any(terminology.uses(t, spanish) for t in terms)
    ]


def apply_catalogue_fixes(
    catalogue: dict[str, dict[str, str]], fixes: dict[str, dict[str, str]]
) -> dict[str, dict[str, str]]:
    """The catalogue with proposed changes applied: ``{key: {"es": …}}`` replaces a key's Spanish,
    ``{key: {"en": …, "es": …}}`` adds a key. Other helpers own the catalogue files; the lead
    applies the proposals at merge, so the check can hold the catalogue to them meanwhile."""
    merged = {key: dict(value) for key, value in catalogue.items()}
    for key, fix in fixes.items():
        if key.startswith("_"):
            continue  # notes
        merged.setdefault(key, {}).update({lang: fix[lang] for lang in ("en", "es") if lang in fix})
    return merged


def check(book: RuleBook, translations: Translations, terminology: Terminology | None = None,
          catalogue: dict[str, dict[str, str]] | None = None) -> Report:
    """Check every translation entry against one English release (and, with ``terminology``,
    the glossary headwords and the ``catalogue``'s Spanish against the dictionary)."""
    report = Report()
    wording = Wording(terminology) if terminology is not None else None
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
        if terminology is not None and wording is not None:
            entry_problems.extend(terminology.check(id_, english, entry.es))
            entry_problems.extend(wording.problems(id_, english, entry.es))
            if kind == "glossary" and entry.term:
                entry_problems.extend(wording.glossary_headword(id_, english.split("\n", 1)[0], entry.term))
        report.problems.extend(entry_problems)
        if not entry_problems:
            done[kind] += 1
    for id_ in translations.entries:
        if id_ not in sources:
            report.problems.append(Problem(id_, "orphan", "no such id in the English release"))
    if terminology is not None and wording is not None and catalogue:
        report.problems.extend(check_catalogue(catalogue, terminology, wording))
    report.coverage = {
        kind: {
            "translated": done[kind], "total": totals[kind],
            "percent": round(100 * done[kind] / totals[kind], 2) if totals[kind] else 0.0,
        }
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
    parser.add_argument("--no-catalogue", action="store_true", help="do not check the interface catalogue's Spanish")
    parser.add_argument("--catalogue-fixes",
                        help="JSON of proposed catalogue changes: check the catalogue as it will be")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    book = parse_file(args.rules).book
    translations = Translations.load(Path(args.dir))
    terminology = None
    if not args.no_terms:
        from .terms import Terminology

        terminology = Terminology.load()
    catalogue = None
    if not args.no_catalogue:
        from ..catalog import catalog

        catalogue = catalog()
        if args.catalogue_fixes and Path(args.catalogue_fixes).is_file():
            fixes = json.loads(Path(args.catalogue_fixes).read_text(encoding="utf-8"))
            catalogue = apply_catalogue_fixes(catalogue, fixes)
    report = check(book, translations, terminology, catalogue)
    if args.only:
        lines = Path(args.only).read_text(encoding="utf-8").splitlines()
        ids = {json.loads(line)["id"] for line in lines if line.strip()}
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
