"""Importing CR text files into storage, and making sure some rules are there at start-up.

Every file is checked before it can replace anything (:mod:`bot.rules.validate`): its size
before it is read, control characters, duplicate numbers, and its counts against the release it
would replace and the release before it. A refused file changes nothing; the files beside it
are still imported. ``force=True`` (``python -m bot import --force``) skips the checks.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..catalog import t
from ..config import Settings
from ..errors import BotError, NoRulesLoaded
from ..rules import validate
from ..rules.model import RuleBook
from ..rules.parser import CRParseError, ParsedRules, parse_text
from ..rules.source import Progress, bundled_release, download_current, notify_stderr, rule_files
from ..rules.text import content_hash, decode_bytes

if TYPE_CHECKING:
    from ..storage import Store

log = logging.getLogger(__name__)


@dataclass
class ImportSummary:
    imported: list[str]
    skipped: list[str]
    problems: dict[str, list[str]]
    refused: dict[str, BotError] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"imported": self.imported, "skipped": self.skipped, "problems": self.problems}
        if self.refused:
            out["refused"] = {name: err.to_dict()["error"] for name, err in self.refused.items()}
        return out


async def import_files(store: Store, paths: list[Path], *, force: bool = False,
                       raise_refused: bool = True) -> ImportSummary:
    """Import CR files; a file whose content is already stored is skipped without parsing.

    A file that fails a check is refused and the others still go in; then the first refusal is
    raised (``bad_rules_file``), so the caller exits 2 with its reason — or, with
    ``raise_refused=False``, left in ``summary.refused`` for the caller to judge.
    """
    summary = ImportSummary([], [], {})
    for path in paths:
        try:
            await _import_one(store, path, summary, force=force)
        except BotError as exc:
            if exc.code != "bad_rules_file":
                raise
            log.warning("%s refused: %s", path.name, exc.message)
            summary.refused[path.name] = exc
    if summary.refused and raise_refused:
        raise next(iter(summary.refused.values()))
    return summary


async def _import_one(store: Store, path: Path, summary: ImportSummary, *, force: bool) -> None:
    text = _read(path, force=force)
    if await store.has_content(content_hash(text)):
        summary.skipped.append(path.name)
        return
    if not force:
        _refuse_if(path, validate.check_text(text))
    try:
        parsed = parse_text(text)
    except CRParseError as exc:
        raise BotError.of("bad_rules_file", "error.not_a_cr_file", name=path.name, reason=str(exc)) from None
    if not force:
        _refuse_if(path, validate.check_parsed(parsed))
        _refuse_if(path, await _check_against_stored(store, parsed.book))
    problems = _warnings(parsed)
    if problems:
        summary.problems[path.name] = problems
        for p in problems:
            log.warning("%s: %s", path.name, p)
    result = await store.import_book(parsed.book, source=path.name)
    if result.replaced:
        log.warning("%s replaced the stored release of %s", path.name, result.effective.isoformat())
    (summary.imported if result.imported else summary.skipped).append(path.name)


def _read(path: Path, *, force: bool) -> str:
    """The decoded file; a file over the size limit is refused before it is read whole."""
    try:
        size = path.stat().st_size
        if not force:
            _refuse_if(path, validate.check_size(size))
        with path.open("rb") as fh:
            # Read one byte past the limit: a file that grows (or a device or FIFO that lies
            # about its size) is still refused without reading it all.
            data = fh.read() if force else fh.read(validate.MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise BotError.of("bad_rules_file", "error.cannot_read", path=path.name,
                          reason=exc) from None
    if not force:
        _refuse_if(path, validate.check_size(len(data)))
    return decode_bytes(data)


async def _check_against_stored(store: Store, book: RuleBook) -> validate.Problem | None:
    """Compare with the release of the same date (which ``book`` would replace) and with the
    newest release before it."""
    versions = [v.effective for v in await store.versions()]
    if book.effective in versions:
        problem = validate.check_replacement(book, await store.load_book(book.effective))
        if problem:
            return problem
    older = [v for v in versions if v < book.effective]
    if older:
        previous = await store.load_book(max(older))
        return validate.check_counts(validate.ReleaseCounts.of(book), validate.ReleaseCounts.of(previous),
                                     previous.effective, validate.PREVIOUS_TOLERANCE)
    return None


def _refuse_if(path: Path, problem: validate.Problem | None) -> None:
    if problem is not None:
        raise BotError.of("bad_rules_file", problem.key, suggestions=["python -m bot import --force"],
                          name=path.name, **problem.params)


def _warnings(parsed: ParsedRules) -> list[str]:
    """Anomalies that do not refuse a file (unparsed lines, the Contents self-check)."""
    report = parsed.report
    problems = [f"line {i + 1}: {line.strip()[:80]}" for i, line in report.unparsed]
    problems += report.contents_mismatches
    return problems


async def ensure_rules(store: Store, settings: Settings, *, progress: Progress | None = None,
                       download: bool = True) -> ImportSummary:
    """Import ``MTGBOT_RULES`` when set; with an empty database and no setting, download
    (unless ``download`` is False), and when the download fails import the release bundled
    in the package, so an offline first start still has rules.

    A refused ``MTGBOT_RULES`` file does not stop a start-up that already has rules stored: the
    good release keeps serving and the refusal is logged.
    """
    if settings.rules:
        summary = await import_files(store, rule_files(settings.rules), raise_refused=False)
        if summary.refused and not await store.versions():
            raise next(iter(summary.refused.values()))
        for name, exc in summary.refused.items():
            log.error("MTGBOT_RULES: %s refused: %s (the stored rules stay in use)", name, exc.message)
        return summary
    if not download or await store.versions():
        return ImportSummary([], [], {})
    try:
        path = await asyncio.to_thread(
            download_current, settings.rules_page, settings.cache_dir, progress=progress,
            fallback_pattern=settings.rules_url_pattern,
        )
    except NoRulesLoaded as exc:
        bundled = bundled_release()
        if bundled is None:
            raise
        notify_stderr(t("rules.bundled_fallback", name=bundled.name, reason=exc.params.get("reason", exc.code)))
        return await import_files(store, [bundled])
    return await import_files(store, [path])


async def import_paths(settings: Settings, paths: list[str], *, force: bool = False,
                       progress: Progress | None = None) -> dict[str, Any]:
    """``python -m bot import [PATHS] [--force]``: import into the configured database (PostgreSQL when
    ``MTGBOT_DATABASE_URL`` is set, else SQLite) and list the releases.

    Explicit paths (or ``MTGBOT_RULES``) never download, so the README's command works offline
    on a fresh database; only with neither does it fetch the current release.
    """
    from ..storage import open_store

    store = await open_store(settings.store_url)
    try:
        sources = list(paths) or ([settings.rules] if settings.rules else [])
        if sources:
            files = [f for p in sources for f in rule_files(p)]
            summary = await import_files(store, files, force=force)
        else:
            summary = await ensure_rules(store, settings, progress=progress)
        versions = await store.versions()
        if summary.imported and versions:
            from . import search
            from .offload import in_daemon

            book = await store.load_book(max(v.effective for v in versions))
            shown = _embedding_progress() if progress is not None else None
            # The index and vectors are a cache: a build that outlasts PREPARE_SECONDS is left (a
            # daemon thread never holds the process up) and the first search builds what is missing.
            prepare = in_daemon(lambda: search.prepare_semantic(book, settings, shown), "mtgbot-search-prepare")
            try:
                await asyncio.wait_for(prepare, search.PREPARE_SECONDS)
            except TimeoutError:
                log.warning("the search index of %s was not prepared within %s s; the first search builds it",
                            book.effective_iso, f"{search.PREPARE_SECONDS:g}")
        return summary.to_dict() | {"versions": [v.to_dict() for v in versions]}
    finally:
        await store.close()


def _embedding_progress() -> Callable[[int, int], None]:
    """A one-line count on the terminal while a new release's search vectors are computed."""
    import sys

    def show(done: int, total: int) -> None:
        sys.stderr.write(f"\rPreparing semantic search for this release: {done} / {total}")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return show
