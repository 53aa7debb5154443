"""Importing CR text files into storage, and making sure some rules are there at start-up."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..config import Settings
from ..errors import BotError
from ..rules.parser import CRParseError, parse_text
from ..rules.source import Progress, download_current, rule_files
from ..rules.text import content_hash, decode_bytes

if TYPE_CHECKING:
    from ..storage import Store

log = logging.getLogger(__name__)


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
            raise BotError.of("bad_rules_file", "error.cannot_read", path=path.name,
                              reason=exc.strerror or type(exc).__name__) from None
        if await store.has_content(content_hash(text)):
            summary.skipped.append(path.name)
            continue
        try:
            parsed = parse_text(text)
        except CRParseError as exc:
            raise BotError.of("bad_rules_file", "error.not_a_cr_file", name=path.name, reason=str(exc)) from None
        problems = [f"line {i + 1}: {line.strip()[:80]}" for i, line in parsed.report.unparsed]
        problems += parsed.report.contents_mismatches
        if problems:
            summary.problems[path.name] = problems
            for p in problems:
                log.warning("%s: %s", path.name, p)
        result = await store.import_book(parsed.book, source=path.name)
        (summary.imported if result.imported else summary.skipped).append(path.name)
    return summary


async def ensure_rules(store: Store, settings: Settings, *, progress: Progress | None = None) -> ImportSummary:
    """Import ``MTGBOT_RULES`` when set; with an empty database and no setting, download."""
    if settings.rules:
        return await import_files(store, rule_files(settings.rules))
    if await store.versions():
        return ImportSummary([], [], {})
    path = await asyncio.to_thread(
        download_current, settings.rules_page, settings.cache_dir, progress=progress,
        fallback_pattern=settings.rules_url_pattern,
    )
    return await import_files(store, [path])
