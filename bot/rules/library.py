"""Look-ups over the loaded releases: rules by reference, glossary terms, keyword titles."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from rapidfuzz import fuzz, process, utils

from ..errors import BadReference, BotError, NotFound
from .model import GlossaryEntry, Rule, RuleBook
from .numbers import BadReference as _BadNumber
from .numbers import parent_of, parse_reference, sort_key
from .text import clean_user_text, fold

MAX_TERM_LENGTH = 200


@dataclass(frozen=True, slots=True)
class Definition:
    """A glossary entry with its cross-references followed."""

    entry: GlossaryEntry
    aliases: list[str]  # other headwords that point here ("APNAP Order")
    rules: list[str]
    via: str | None = None  # the entry the user asked for, when it was a "See …" pointer


class RulesLibrary:
    """Every imported English release, the newest being current."""

    def __init__(self, books: list[RuleBook]) -> None:
        if not books:
            raise ValueError("a library needs at least one release")
        self.books = {b.effective: b for b in sorted(books, key=lambda b: b.effective)}
        self.current = self.books[max(self.books)]
        self._indexes: dict[date, _BookIndex] = {}

    def add(self, book: RuleBook) -> None:
        """Add a release; the newest stays current."""
        self.books[book.effective] = book
        self.books = dict(sorted(self.books.items()))
        self.current = self.books[max(self.books)]

    def versions(self) -> list[date]:
        return list(self.books)

    def book(self, version: str | date | None = None) -> RuleBook:
        if version is None or version == "":
            return self.current
        try:
            key = version if isinstance(version, date) else date.fromisoformat(str(version).strip())
        except ValueError:
            raise BotError.of("bad_date", "error.bad_date", suggestions=[d.isoformat() for d in self.books],
                              value=str(version)[:40]) from None
        if key not in self.books:
            raise NotFound(suggestions=[d.isoformat() for d in self.books], key="error.version_not_loaded",
                           date=key.isoformat())
        return self.books[key]

    def index(self, book: RuleBook) -> _BookIndex:
        if book.effective not in self._indexes:
            self._indexes[book.effective] = _BookIndex(book)
        return self._indexes[book.effective]

    # --- rules --------------------------------------------------------------------------

    def lookup(self, ref: str, version: str | date | None = None) -> Rule:
        """A rule by any reference form; a keyword or glossary term leads to its rule."""
        book = self.book(version)
        text = clean_user_text(ref, 400)
        if not text:
            raise BadReference(suggestions=["101.4", "702.19"], key="error.give_rule_number")
        try:
            number = parse_reference(text)
        except _BadNumber:
            found = self.index(book).rule_for_term(text)
            if found is None:
                raise BadReference(suggestions=self.index(book).suggest(text), key="error.not_a_rule_number",
                                   text=text[:60]) from None
            number = found
        rule = book.rule(number)
        if rule is None:
            raise NotFound(suggestions=self.nearby(number, book), key="error.no_such_rule", number=number,
                           date=book.effective_iso)
        return rule

    def nearby(self, number: str, book: RuleBook) -> list[str]:
        """Existing numbers close to a missing one: the nearest existing ancestor and its children."""
        parent: str | None = number
        while parent and parent not in book.rules:
            parent = parent_of(parent)
        if parent is None:
            return [n for n in sorted(book.rules, key=sort_key) if len(n) == 1]
        return [parent, *book.children_of(parent)[:9]]

    def defining_rule(self, rule: Rule, book: RuleBook | None = None) -> str | None:
        """For a keyword title (``702.19. Trample``) the subrule that defines it (702.19a)."""
        book = book or self.current
        if rule.is_title:
            kids = book.children_of(rule.number)
            return kids[0] if kids else None
        return None

    # --- glossary -----------------------------------------------------------------------

    def define(self, term: str, version: str | date | None = None) -> Definition:
        book = self.book(version)
        text = clean_user_text(term, MAX_TERM_LENGTH)
        if not text:
            raise NotFound(suggestions=["Mana Value", "APNAP Order"], key="error.give_term")
        index = self.index(book)
        entry = index.glossary_for(text)
        if entry is None:
            raise NotFound(suggestions=index.suggest_terms(text), key="error.no_glossary_entry", term=text[:60])
        via = None
        seen = {entry.headword}
        # Follow "See <other entry>." pointers (APNAP Order → Active Player, Nonactive Player Order).
        while entry.see_entry:
            target = index.glossary_for(entry.see_entry)
            if target is None or target.headword in seen:
                break
            via = via or entry.headword
            seen.add(target.headword)
            entry = target
        aliases = [e.headword for e in book.glossary if e.see_entry and index.glossary_for(e.see_entry) is entry]
        return Definition(entry=entry, aliases=aliases, rules=list(entry.rules), via=via)


class _BookIndex:
    """Folded lookup tables for one release, built on first use."""

    def __init__(self, book: RuleBook) -> None:
        self.book = book
        self.glossary: dict[str, GlossaryEntry] = {}
        for entry in book.glossary:
            for key in (entry.headword, entry.name, *entry.terms):
                self.glossary.setdefault(fold(key), entry)
        # Keyword titles of 701/702 and every heading: "trample" → 702.19, "combat damage step" → 510.
        self.titles: dict[str, str] = {}
        for rule in book.ordered():
            if rule.is_title or rule.kind == "heading":
                self.titles.setdefault(fold(rule.text), rule.number)
        self._choices = sorted(set(self.glossary) | set(self.titles))

    def glossary_for(self, term: str) -> GlossaryEntry | None:
        key = fold(term)
        found = self.glossary.get(key) or self.glossary.get(key.removesuffix(" (obsolete)"))
        if found or not key:
            return found
        # "APNAP" → "APNAP Order": accept a whole-word prefix when it names exactly one entry.
        starts = {id(e): e for k, e in self.glossary.items() if k.startswith(key + " ")}
        if len(starts) == 1:
            return next(iter(starts.values()))
        # A close misspelling of a single term ("mana valeu").
        hit = process.extractOne(key, list(self.glossary), scorer=fuzz.ratio, score_cutoff=90)
        return self.glossary[hit[0]] if hit else None

    def rule_for_term(self, term: str) -> str | None:
        key = fold(term)
        if key in self.titles:
            return self.titles[key]
        entry = self.glossary.get(key)
        if entry and entry.rules:
            return entry.rules[0]
        return None

    def suggest_terms(self, text: str, limit: int = 5) -> list[str]:
        hits = process.extract(fold(text), list(self.glossary), scorer=fuzz.WRatio,
                               processor=utils.default_process, limit=limit, score_cutoff=60)
        return [self.glossary[h[0]].name for h in hits]

    def suggest(self, text: str, limit: int = 5) -> list[str]:
        """Rule numbers a mistyped reference or term may have meant."""
        hits = process.extract(fold(text), self._choices, scorer=fuzz.WRatio,
                               processor=utils.default_process, limit=limit, score_cutoff=70)
        out: list[str] = []
        for key, _, _ in hits:
            number = self.titles.get(key) or next(iter(self.glossary[key].rules), None)
            if number and number not in out:
                out.append(number)
        return out or ["101.4", "702.19"]
