"""``python -m bot health``: what an orchestrator asks before routing to, or restarting, a process.

Healthy means the heartbeat file (``MTGBOT_HEARTBEAT``, touched every 30 s by a connected bot)
is fresh, and the database answers. No heartbeat configured: only the database is checked.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..catalog import t
from ..config import Settings
from ..errors import BotError
from .migrations import refuse_newer

HEARTBEAT_FRESH = 90.0  # seconds; the same limit the Dockerfile's health check uses
DATABASE_TIMEOUT = 10.0


@dataclass
class HealthReport:
    ok: bool
    checks: dict[str, bool] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, "checks": self.checks, "problems": self.problems}

    def text(self, lang: str = "en") -> str:
        if self.ok:
            return t("health.ok", lang, checks=", ".join(self.checks))
        return t("health.failed", lang, problems="; ".join(self.problems))


def heartbeat_problem(path: str, *, now: float | None = None, limit: float = HEARTBEAT_FRESH,
                      lang: str = "en") -> str | None:
    """Why the heartbeat at ``path`` is not fresh, or None when it is."""
    try:
        age = (time.time() if now is None else now) - Path(path).stat().st_mtime
    except OSError:
        return t("health.heartbeat_missing", lang, path=path)
    if age > limit:
        return t("health.heartbeat_stale", lang, path=path, seconds=int(age), limit=int(limit))
    return None


async def check(settings: Settings, *, lang: str = "en") -> HealthReport:
    from . import open_store

    report = HealthReport(ok=True)
    if settings.heartbeat_file:
        problem = heartbeat_problem(settings.heartbeat_file, lang=lang)
        report.checks["heartbeat"] = problem is None
        if problem:
            report.problems.append(problem)
    from . import is_postgres_url

    url = settings.store_url
    if not is_postgres_url(url) and url != ":memory:" and not Path(url.removeprefix("sqlite:///")).is_file():
        report.checks["database"] = False
        report.problems.append(t("storage.bad_database", lang, where=url, reason="no such file"))
        report.ok = False
        return report
    try:
        # No migrations: a health probe must never change the schema.
        store = await asyncio.wait_for(open_store(settings.store_url, migrate=False), DATABASE_TIMEOUT)
        try:
            await asyncio.wait_for(store.ping(), DATABASE_TIMEOUT)
            labels = await asyncio.wait_for(store.applied_migrations(), DATABASE_TIMEOUT)
            refuse_newer(store.dialect, [(int(x[:4]), x[5:]) for x in labels], store.where)  # a newer release's
        finally:
            await store.close()
        report.checks["database"] = True
    except (BotError, TimeoutError) as exc:
        report.checks["database"] = False
        report.problems.append(exc.message if isinstance(exc, BotError) else f"{settings.store_url}: timeout")
    report.ok = all(report.checks.values())
    return report
