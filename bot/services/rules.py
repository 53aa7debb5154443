"""The rules service: rules by reference or term, glossary definitions, releases and their changes.

The only place these rules live: the CLI, the console and the Discord cogs all call it and get
the typed views of :mod:`bot.services.views`. Loaded releases never change while the bot runs,
so views and diffs are cached (a new current release starts new caches).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from datetime import date
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from rapidfuzz import fuzz, process, utils

from ..errors import BadReference, BotError, NotFound
from ..i18n import parse_lang
from ..i18n.translation import MISSING, SOURCE, TRANSLATED, Translations
from ..rules.diff import diff_books
from ..rules.library import RulesLibrary
from ..rules.model import Rule, RuleBook
from ..rules.numbers import BadReference as _BadNumber
from ..rules.numbers import find_references, looks_like_reference, parse_reference
from ..rules.text import clean_user_text
from .views import ChangesView, DefinitionView, HistoryEntry, RuleHistory, RuleView

if TYPE_CHECKING:
    from ..i18n.terms import Terminology
    from ..storage import Store

#: A hyperlinked copy of the CR; anchors are the rule number without dots (#R70219c).
RULE_URL = "https://yawgatog.com/resources/magic-rules/#R{anchor}"
VIEW_CACHE_SIZE = 8192
DIFF_CACHE_SIZE = 32
MAX_EXPLAIN_REFS = 25


class RulesService:
    """Every loaded English release (the newest is current) and the Spanish translation."""

    def __init__(self, store: Store, library: RulesLibrary, translations: Translations, *,
                 versions: list[date] | None = None, terms: Callable[[], Terminology] | None = None) -> None:
        """``versions`` are every release in storage (default: those already in ``library``);
        ``terms`` gives the EN↔ES dictionary, so Spanish terms find their rules."""
        self.store = store
        self.library = library
        self.translations = translations
        self._versions: list[date] = sorted(versions if versions is not None else library.versions())
        self._terms = terms
        self._views: OrderedDict[tuple[Any, ...], RuleView] = OrderedDict()
        self._diffs: OrderedDict[tuple[str, str, str | None], ChangesView] = OrderedDict()
        self._glossary_ids: tuple[RuleBook, dict[str, int]] | None = None
        self._glossary_names: dict[tuple[int, str], list[str]] = {}

    # --- releases -------------------------------------------------------------------------

    @property
    def current(self) -> RuleBook:
        return self.library.current

    def versions(self) -> list[str]:
        return [v.isoformat() for v in self._versions]

    async def book(self, version: str | date | None = None) -> RuleBook:
        """A release by effective date, loading it from storage on first use."""
        if version not in (None, ""):
            try:
                wanted = version if isinstance(version, date) else date.fromisoformat(str(version).strip())
            except ValueError:
                return self.library.book(version)  # raises the right error
            if wanted not in self.library.books and wanted in self._versions:
                self.library.add(await self.store.load_book(wanted))
        return self.library.book(version)

    # --- rules ----------------------------------------------------------------------------

    async def rule(self, ref: str, lang: str = "en", version: str | None = None) -> RuleView:
        """A rule by any reference form (``101.4``, ``CR 702.19c``, ``regla 603.3b``), or by a
        keyword, glossary term or dictionary term in either language (``trample``, ``arrollar``)."""
        lang = parse_lang(lang)
        book = await self.book(version)
        key = (id(book), " ".join(str(ref).split()).casefold(), lang)
        hit = self._views.get(key)
        if hit is not None:
            self._views.move_to_end(key)
            return hit
        view = self.view(self._lookup(ref, book), book, lang)
        self._views[key] = view
        if len(self._views) > VIEW_CACHE_SIZE:
            self._views.popitem(last=False)
        return view

    def _lookup(self, ref: str, book: RuleBook) -> Rule:
        try:
            return self.library.lookup(ref, book.effective)
        except BadReference:
            number = self._term_rule(ref, book)
            if number is None:
                raise
            return self.library.lookup(number, book.effective)

    def _term_rule(self, text: str, book: RuleBook) -> str | None:
        """The rule a dictionary term points to, in English or Spanish (``arrollar`` → 702.19)."""
        cleaned = clean_user_text(text, 200)
        index = self.glossary_ids()
        if cleaned.casefold() in index:
            entry = book.glossary[index[cleaned.casefold()]] if book is self.current else None
            if entry is not None and entry.rules:
                return entry.rules[0]
        if self._terms is None or not cleaned:
            return None
        _, found = self._terms().lookup(cleaned, "es")
        for term in found:
            for number in term.rules:
                if book.rule(number) is not None:
                    return number
        return None

    def view(self, rule: Rule, book: RuleBook, lang: str = "en") -> RuleView:
        is_current = book is self.library.current
        text, examples, status = rule.text, tuple(rule.examples), SOURCE
        english_text: str | None = None
        if lang == "es":
            loc = self.translations.rule(rule)
            if is_current or loc.status == TRANSLATED:
                # An older release gets the translation where its English is the very text that
                # was translated (same hash): 101.4 reads the same in 2024-11-08 and 2026-04-17.
                text, status = loc.text, loc.status
                examples = tuple(e.text if is_current or e.status == TRANSLATED else e.english
                                 for e in self.translations.examples(rule))
            else:
                status = MISSING  # the translation follows the current release's English
            if status != SOURCE:
                english_text = rule.text
        citation = (f"CR {rule.number} — effective {book.effective_iso}" if lang == "en"
                    else f"CR {rule.number} — vigente desde {book.effective_iso}")
        return RuleView(
            number=rule.number, lang=lang, effective=book.effective_iso, current=is_current, text=text,
            examples=examples, children=tuple(book.children_of(rule.number)), parent=rule.parent,
            see_also=tuple(rule.see_also), status=status, kind=rule.kind, citation=citation,
            url=RULE_URL.format(anchor=rule.number.replace(".", "")) if is_current else None,
            defined_in=self.library.defining_rule(rule, book), english_text=english_text,
            english_examples=tuple(rule.examples) if english_text is not None else (),
        )

    async def related(self, view: RuleView, kind: str) -> list[RuleView]:
        """The subrules (``children``) or see-also rules of a rule, as views in its language."""
        numbers = view.children if kind == "children" else view.see_also
        out = []
        for number in numbers:
            try:
                out.append(await self.rule(number, view.lang, None if view.current else view.effective))
            except BotError:
                continue  # a see-also pointing at a rule this release lacks
        return out

    async def explain(self, text: str, lang: str) -> tuple[list[RuleView], list[str], int]:
        """The rules a text cites ("see rule 702.19b"): (found, missing numbers, how many more)."""
        refs = find_references(text or "")
        found, missing = [], []
        for number in refs[:MAX_EXPLAIN_REFS]:
            try:
                found.append(await self.rule(number, lang))
            except BotError:
                missing.append(number)
        return found, missing, max(len(refs) - MAX_EXPLAIN_REFS, 0)

    # --- glossary -------------------------------------------------------------------------

    async def define(self, term: str, lang: str = "en", version: str | None = None) -> DefinitionView:
        """A glossary definition by its English or Spanish name, an alias or a close misspelling."""
        lang = parse_lang(lang)
        book = await self.book(version)
        try:
            d = self.library.define(term, book.effective)
        except NotFound as exc:
            name = self._glossary_name(term, book)
            if name is None:
                if lang == "es":  # suggest the Spanish headwords a Spanish reader knows
                    exc.suggestions = [self._spanish_headword(book, n) for n in exc.suggestions]
                raise
            d = self.library.define(name, book.effective)
        entry = d.entry
        if lang == "es":
            loc, es_term = self.translations.glossary(entry)
            if es_term:
                return DefinitionView(
                    term=es_term, lang=lang, definition=loc.text,
                    aliases=tuple(self._spanish_headword(book, a) for a in d.aliases), rules=tuple(d.rules),
                    obsolete=entry.obsolete, effective=book.effective_iso, status=loc.status,
                    english_term=entry.name, via=d.via, english_definition=entry.definition,
                    english_aliases=tuple(d.aliases))
            status = loc.status
        else:
            status = SOURCE
        return DefinitionView(term=entry.name, lang=lang, definition=entry.definition, aliases=tuple(d.aliases),
                              rules=tuple(d.rules), obsolete=entry.obsolete, effective=book.effective_iso,
                              status=status, english_term=entry.name, via=d.via)

    def _glossary_name(self, term: str, book: RuleBook) -> str | None:
        """The English glossary entry a Spanish or community term names (``toque mortal``, ``JAJNA``)."""
        cleaned = clean_user_text(term, 200)
        index = self.glossary_ids().get(cleaned.casefold()) if book is self.current else None
        if index is not None:
            return book.glossary[index].name
        if self._terms is None or not cleaned:
            return None
        _, found = self._terms().lookup(cleaned, "es")
        for entry in found:
            for name in (entry.en, *entry.en_aliases):
                if book.glossary_entry(name) is not None:
                    return name
        return None

    async def glossary_entry(self, index: int, lang: str) -> DefinitionView:
        glossary = self.current.glossary
        if not 0 <= index < len(glossary):
            raise NotFound(key="error.glossary_entry_gone")
        return await self.define(glossary[index].name, lang)

    def _spanish_headword(self, book: RuleBook, headword: str) -> str:
        entry = book.glossary_entry(headword)
        if entry is None:
            return headword
        return self.translations.glossary(entry)[1] or headword

    def glossary_ids(self) -> dict[str, int]:
        """Every glossary name, alias and Spanish term (casefolded) → its index in the current glossary."""
        book = self.current
        if self._glossary_ids is None or self._glossary_ids[0] is not book:
            ids: dict[str, int] = {}
            for i, entry in enumerate(book.glossary):
                names = [entry.name, entry.headword, *entry.terms]
                es_term = self.translations.glossary(entry)[1]
                if es_term:
                    names.append(es_term)
                for name in names:
                    ids.setdefault(name.casefold(), i)
            self._glossary_ids = (book, ids)
        return self._glossary_ids[1]

    def glossary_index(self, d: DefinitionView) -> int | None:
        return self.glossary_ids().get(d.english_term.casefold())

    def glossary_names(self, lang: str) -> list[str]:
        """Display names of glossary entries for autocomplete (Spanish terms first in Spanish)."""
        key = (id(self.current), parse_lang(lang))
        if key not in self._glossary_names:
            names: list[str] = []
            seen: set[str] = set()
            for entry in self.current.glossary:
                candidates = [entry.name]
                es_term = self.translations.glossary(entry)[1] if key[1] == "es" else None
                if es_term:
                    candidates.insert(0, es_term)
                for name in candidates:
                    if name.casefold() not in seen:
                        seen.add(name.casefold())
                        names.append(name)
            self._glossary_names[key] = names
        return self._glossary_names[key]

    def glossary_complete(self, partial: str, lang: str, limit: int = 25) -> list[str]:
        """Glossary names for autocomplete: prefix matches first, then close ones."""
        names = self.glossary_names(lang)
        key = " ".join((partial or "").split()).casefold()
        if not key:
            return names[:limit]
        picked = [n for n in names if n.casefold().startswith(key)][:limit]
        if len(picked) < limit:
            for name, _, _ in process.extract(key, names, scorer=fuzz.WRatio, processor=utils.default_process,
                                              limit=limit, score_cutoff=60):
                if name not in picked:
                    picked.append(name)
        return picked[:limit]

    # --- changes between releases ---------------------------------------------------------

    async def diff(self, from_: str, to: str, rule: str | None = None) -> ChangesView:
        """What changed from one release to another, optionally only under one rule."""
        key = (from_, to, rule)
        if key in self._diffs:
            self._diffs.move_to_end(key)
            return self._diffs[key]
        old, new = await self.book(from_), await self.book(to)
        only = None
        if rule:
            try:
                only = parse_reference(rule)
            except _BadNumber:
                raise BadReference(suggestions=["101.4"], key="error.not_a_rule_number", text=rule[:40]) from None
            if only not in old.rules and only not in new.rules:
                raise NotFound(key="error.rule_in_neither", number=only)
        out = diff_books(old, new).to_dict(only)
        if new is self.library.current:
            out["retranslate"] = self.translations.status_of(new)["stale"]
        view = ChangesView(old.effective_iso, new.effective_iso, only, out)
        self._diffs[key] = view
        if len(self._diffs) > DIFF_CACHE_SIZE:
            self._diffs.popitem(last=False)
        return view

    async def changes(self, from_: str | None = None, to: str | None = None,
                      rule: str | None = None) -> ChangesView:
        """A diff with defaults: the two newest releases; ``rule`` may be a number or a term."""
        versions = self.versions()
        if not from_ or not to:
            if len(versions) < 2:
                raise BotError.of("not_enough_versions", "changes.one_version",
                                  suggestions=versions, version=versions[0] if versions else "—")
            from_ = from_ or (versions[-2] if to in (None, versions[-1]) else versions[0])
            to = to or versions[-1]
        number = None
        if rule:
            number = parse_reference(rule) if looks_like_reference(rule) else self._lookup(rule, self.current).number
        return await self.diff(from_, to, number)

    async def history(self, rule: str) -> RuleHistory:
        """Where a current rule was in each earlier release: moved, changed, unchanged or added."""
        number = self._lookup(rule, self.current).number
        versions = self.versions()
        if len(versions) < 2:
            return RuleHistory(number)
        entries: list[HistoryEntry] = []
        current = number
        for old, new in reversed(list(pairwise(versions))):
            try:
                d = await self.diff(old, new, current)
            except NotFound:
                entries.append(HistoryEntry("added", new, current))
                break
            moved = next((m for m in d.moved if m.number == current), None)
            if moved and moved.moved_from:
                entries.append(HistoryEntry("moved_changed" if moved.changed else "moved", new, current,
                                            old, moved.moved_from, moved.old, moved.new))
                current = moved.moved_from
                continue
            changed = next((c for c in d.changed if c.number == current), None)
            if changed:
                entries.append(HistoryEntry("changed", new, current, old, None, changed.old, changed.new))
                continue
            if current in d.added:
                entries.append(HistoryEntry("added", new, current))
                break
            entries.append(HistoryEntry("unchanged", new, current, old))
        else:
            entries.append(HistoryEntry("present", versions[0], current))
        return RuleHistory(number, tuple(entries))

