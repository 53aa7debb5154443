"""The bot's core: one object that the CLI, the offline console and the Discord cogs share.

Each capability has one way in (a method here) and one way out (a plain dict following
``shared/docs/cli-contract.md``). Front ends only format those dicts.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from .config import Settings
from .errors import BotError, NotFound
from .i18n import normalize_lang
from .i18n.translation import SOURCE, Translations, default_translations
from .rules.diff import diff_books
from .rules.library import RulesLibrary
from .rules.model import Rule, RuleBook
from .rules.parser import CRParseError, parse_text
from .rules.source import Progress, download_current, rule_files
from .rules.text import content_hash, decode_bytes
from .storage import Store, open_store

log = logging.getLogger(__name__)

#: A hyperlinked copy of the CR; anchors are the rule number without dots (#R7021 9c).
RULE_URL = "https://yawgatog.com/resources/magic-rules/#R{anchor}"


@dataclass
class ImportSummary:
    imported: list[str]
    skipped: list[str]
    problems: dict[str, list[str]]

    def to_dict(self) -> dict[str, Any]:
        return {"imported": self.imported, "skipped": self.skipped, "problems": self.problems}


async def import_files(store: Store, paths: list[Path]) -> ImportSummary:
    """Import CR files; a file whose content is already stored is skipped without parsing."""
    summary = ImportSummary([], [], {})
    for path in paths:
        try:
            text = decode_bytes(path.read_bytes())
        except OSError as exc:
            raise BotError("bad_rules_file", f"Cannot read {path}: {exc.strerror or exc}.") from None
        if await store.has_content(content_hash(text)):
            summary.skipped.append(path.name)
            continue
        try:
            parsed = parse_text(text)
        except CRParseError as exc:
            raise BotError("bad_rules_file", f"{path.name} is not a Comprehensive Rules text file: {exc}.") from None
        problems = [f"line {i + 1}: {line.strip()[:80]}" for i, line in parsed.report.unparsed]
        problems += parsed.report.contents_mismatches
        if problems:
            summary.problems[path.name] = problems
            for p in problems:
                log.warning("%s: %s", path.name, p)
        result = await store.import_book(parsed.book, source=path.name)
        (summary.imported if result.imported else summary.skipped).append(path.name)
    return summary


class Core:
    """Rules, translations, terminology, search and the resolver behind one interface."""

    def __init__(self, settings: Settings, store: Store, library: RulesLibrary,
                 translations: Translations | None = None, *, versions: list[date] | None = None,
                 terms: Any = None, search: Any = None) -> None:
        """``versions`` are every release in storage (default: those already in ``library``);
        ``terms`` and ``search`` may be passed in already built, otherwise they load on first use."""
        self.settings = settings
        self.store = store
        self.library = library
        self.translations = translations if translations is not None else default_translations()
        self._versions: list[date] = sorted(versions if versions is not None else library.versions())
        self._terms = terms
        self._search = search

    # --- start-up -----------------------------------------------------------------------

    @classmethod
    async def open(cls, settings: Settings, *, progress: Progress | None = None) -> Core:
        store = await open_store(settings.store_url)
        try:
            await cls.ensure_rules(store, settings, progress=progress)
            versions = [v.effective for v in await store.versions()]
            current = await store.load_book(max(versions))
        except BaseException:
            await store.close()
            raise
        return cls(settings, store, RulesLibrary([current]), versions=versions)

    @staticmethod
    async def ensure_rules(store: Store, settings: Settings, *, progress: Progress | None = None) -> ImportSummary:
        """Import ``MTGBOT_RULES`` when set; with an empty database and no setting, download."""
        if settings.rules:
            return await import_files(store, rule_files(settings.rules))
        if await store.versions():
            return ImportSummary([], [], {})
        import asyncio

        path = await asyncio.to_thread(
            download_current, settings.rules_page, settings.cache_dir, progress=progress,
            fallback_pattern=settings.rules_url_pattern,
        )
        return await import_files(store, [path])

    async def close(self) -> None:
        await self.store.close()

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

    def versions(self) -> list[str]:
        return [v.isoformat() for v in self._versions]

    # --- rules --------------------------------------------------------------------------

    async def rule(self, ref: str, lang: str = "en", version: str | None = None) -> dict[str, Any]:
        book = await self.book(version)
        rule = self.library.lookup(ref, book.effective)
        return self.rule_view(rule, book, normalize_lang(lang))

    def rule_view(self, rule: Rule, book: RuleBook, lang: str = "en") -> dict[str, Any]:
        is_current = book is self.library.current
        text, examples, status = rule.text, list(rule.examples), SOURCE
        out: dict[str, Any] = {"number": rule.number, "lang": lang, "effective": book.effective_iso,
                               "current": is_current}
        if lang == "es":
            if is_current:
                loc = self.translations.rule(rule)
                text, status = loc.text, loc.status
                examples = [e.text for e in self.translations.examples(rule)]
            else:
                status = "missing"  # the translation follows the current release only
            if status != SOURCE:
                out["english"] = {"text": rule.text, "examples": list(rule.examples)}
        out.update(
            text=text,
            examples=examples,
            children=book.children_of(rule.number),
            parent=rule.parent,
            see_also=list(rule.see_also),
            translation={"status": status, "official": status == SOURCE},
            kind=rule.kind,
            citation=f"CR {rule.number} — effective {book.effective_iso}" if lang == "en"
            else f"CR {rule.number} — vigente desde {book.effective_iso}",
        )
        if is_current:  # the hyperlinked CR online is the current release; an old rule's anchor may be another rule
            out["url"] = RULE_URL.format(anchor=rule.number.replace(".", ""))
        defining = self.library.defining_rule(rule, book)
        if defining:
            out["defined_in"] = defining
        return out

    async def define(self, term: str, lang: str = "en", version: str | None = None) -> dict[str, Any]:
        book = await self.book(version)
        lang = normalize_lang(lang)
        d = self.library.define(term, book.effective)
        out: dict[str, Any] = {
            "term": d.entry.name, "lang": lang, "aliases": d.aliases, "definition": d.entry.definition,
            "rules": d.rules, "obsolete": d.entry.obsolete, "effective": book.effective_iso,
        }
        if d.via:
            out["via"] = d.via
        if lang == "es":
            loc, es_term = self.translations.glossary(d.entry)
            out["translation"] = {"status": loc.status, "official": False}
            if es_term:
                out["term"] = es_term
                out["definition"] = loc.text
                out["english"] = {"term": d.entry.name, "definition": d.entry.definition, "aliases": d.aliases}
                out["aliases"] = [self._spanish_headword(book, alias) for alias in d.aliases]
        else:
            out["translation"] = {"status": SOURCE, "official": True}
        return out

    def _spanish_headword(self, book: RuleBook, headword: str) -> str:
        entry = book.glossary_entry(headword)
        if entry is None:
            return headword
        return self.translations.glossary(entry)[1] or headword

    async def diff(self, from_: str, to: str, rule: str | None = None) -> dict[str, Any]:
        old, new = await self.book(from_), await self.book(to)
        only = None
        if rule:
            from .rules.numbers import BadReference as _Bad, parse_reference

            try:
                only = parse_reference(rule)
            except _Bad:
                raise BotError("bad_reference", f"“{rule[:40]}” is not a rule number.", ["101.4"]) from None
            if only not in old.rules and only not in new.rules:
                raise NotFound(f"Rule {only} is in neither release.", [])
        out = diff_books(old, new).to_dict(only)
        if self.translations and new is self.library.current:
            status = self.translations.status_of(new)
            out["retranslate"] = status["stale"]
        return out

    # --- terminology and search ------------------------------------------------------------

    @property
    def terms(self):
        if self._terms is None:
            from .i18n.terms import Terminology

            self._terms = Terminology.load()
        return self._terms

    async def translate(self, term: str, from_lang: str = "en") -> dict[str, Any]:
        from .rules.text import clean_user_text

        text = clean_user_text(term, 200)
        if not text:
            raise NotFound("Give a game term to translate, such as “trample”.", ["trample", "toque mortal"])
        # The dictionary also looks in the other language (users mix them); the direction is the
        # language the term was actually found in.
        from_lang, found = self.terms.lookup(text, normalize_lang(from_lang))
        to_lang = "es" if from_lang == "en" else "en"
        if not found:
            raise NotFound(f"“{text[:60]}” is not in the EN↔ES dictionary.", [])
        best = found[0]
        translations = [best.es if to_lang == "es" else best.en]
        for other in found[1:]:
            value = other.es if to_lang == "es" else other.en
            if other.en == best.en and value not in translations:
                translations.append(value)
        return {
            "term": text, "from": from_lang, "to": to_lang, "translations": translations,
            "rules": list(best.rules), "kind": best.kind,
            "aliases": list(best.es_aliases if to_lang == "es" else best.en_aliases),
            "matched": best.en if from_lang == "en" else best.es,
        }

    @property
    def search_engine(self):
        if self._search is None:
            from .search import SearchEngine

            self._search = SearchEngine(self.library.current, self.translations, self.terms)
        return self._search

    async def search(self, query: str, lang: str = "auto", limit: int = 10) -> dict[str, Any]:
        return self.search_engine.search(query, lang=lang, limit=limit).to_dict()

    async def autocomplete(self, partial: str, lang: str = "en", limit: int = 25) -> list[dict[str, str]]:
        return self.search_engine.autocomplete(partial, lang=normalize_lang(lang), limit=limit)
