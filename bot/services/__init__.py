"""Services: one per capability, the only place its rules live.

The CLI, the offline console and the Discord cogs all use the same :class:`Services`: typed
requests in, typed results out (:mod:`bot.services.views`), errors from the catalogue
(:class:`bot.errors.BotError`). Nothing above this layer decides a default or validates input
on its own.
"""

from __future__ import annotations

import logging
from datetime import date
from functools import cached_property
from typing import TYPE_CHECKING

from ..config import Settings
from ..errors import BotError
from ..i18n.translation import Translations, default_translations
from ..rules.library import RulesLibrary
from ..rules.source import Progress
from ..storage import Store, open_store
from ..storage.cards import CardStore
from .cards import CardsService
from .rules import RulesService
from .rules_import import ensure_rules
from .search import SearchService
from .translate import TranslateService

if TYPE_CHECKING:
    from ..apnap import CardText
    from ..i18n.terms import Terminology
    from ..search import SearchEngine
    from .resolve import ResolveService
    from .table import TableService

log = logging.getLogger(__name__)


class Services:
    """Every service over one store and one set of loaded rules."""

    def __init__(self, settings: Settings, store: Store, library: RulesLibrary,
                 translations: Translations | None = None, *, versions: list[date] | None = None,
                 terms: Terminology | None = None, search: SearchEngine | None = None) -> None:
        """``terms`` and ``search`` may be passed in already built; otherwise they load on first use."""
        self.settings = settings
        self.store = store
        self.translations = translations if translations is not None else default_translations()
        self._terms = terms
        self._search = search
        self.rules = RulesService(store, library, self.translations, versions=versions, terms=self.terms)
        self.translate = TranslateService(self.terms)
        self.search = SearchService(self.search_engine, built=search is not None)
        self.cards: CardsService | None = None  # opened by open_cards(); None while the store has no card tables

    @classmethod
    async def open(cls, settings: Settings, *, progress: Progress | None = None, wait: bool = False) -> Services:
        """``wait``: a database that is unavailable for now is waited for (the bot), not an error."""
        if wait:
            from ..storage.wait import open_store_waiting

            store = await open_store_waiting(settings.store_url)
        else:
            store = await open_store(settings.store_url)
        try:
            await ensure_rules(store, settings, progress=progress)
            versions = [v.effective for v in await store.versions()]
            current = await store.load_book(max(versions))
        except BaseException:
            await store.close()
            raise
        return cls(settings, store, RulesLibrary([current]), versions=versions)

    async def open_cards(self) -> CardsService | None:
        """The cards service over this store (its name index loads from the stored cards), or None
        for a store that does not implement :class:`CardStore`. Both backends do."""
        if self.cards is None and isinstance(self.store, CardStore):
            self.cards = await CardsService.open(self.store)
        return self.cards

    # The resolver and the tables are built on first use: importing them loads the resolver
    # (bot.apnap, about a second of imports), which a process that never resolves (``rule``,
    # ``search``, ``card``, ``--help``) should not pay.
    @cached_property
    def resolve(self) -> ResolveService:
        from .resolve import ResolveService

        return ResolveService(self._find_card)

    @cached_property
    def table(self) -> TableService:
        from .table import TableService

        return TableService(self.store, self.resolve, timeout=self.settings.table_timeout,
                            reminder=self.settings.table_reminder)

    async def _find_card(self, name: str, lang: str) -> CardText | None:
        from .resolve import card_finder

        cards = await self.open_cards()
        return await card_finder(cards)(name, lang) if cards is not None else None

    async def warm(self, *, grammars: bool = True) -> None:
        """What a front end that serves requests builds before its first one, off the event loop:
        the search index (within its deadline) and, unless ``grammars`` is False (the setting
        ``warm_grammars``), the resolver's grammars. Each is logged; one that is late or fails is a
        warning, never a failed start (its first request waits instead)."""
        try:
            await self.search.ready()
        except BotError as exc:
            log.warning("search is not ready yet: %s", exc.text("en"))
        if grammars:
            await self.resolve.warm()

    async def close(self) -> None:
        await self.store.close()

    @property
    def library(self) -> RulesLibrary:
        return self.rules.library

    def terms(self) -> Terminology:
        if self._terms is None:
            from ..i18n.terms import Terminology

            self._terms = Terminology.load()
        return self._terms

    def search_engine(self) -> SearchEngine:
        if self._search is None:
            from ..search import SearchEngine

            self._search = SearchEngine(self.library.current, self.translations, self.terms(),
                                        semantic=self.settings.semantic,
                                        semantic_threads=self.settings.semantic_threads,
                                        semantic_cache=self.settings.cache_dir / "search",
                                        index_cache=self.settings.cache_dir / "search")
        return self._search
