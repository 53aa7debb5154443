"""``python -m bot migrate`` and ``python -m bot health``: the storage side of the CLI.

``migrate`` applies pending migrations to the configured database; ``migrate --to URL`` also
copies what cannot be re-created (per-server and personal settings, table games, open or not)
into another database, typically from the SQLite file to PostgreSQL when a bot outgrows one
machine. Rules and cards are not copied: ``python -m bot import`` loads them there again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..config import Settings
from ..errors import BotError
from . import Store, open_store
from .health import HealthReport, check


@dataclass
class MigrateReport:
    database: str
    applied: list[str]
    schema: list[str]
    copied_to: str | None = None
    copied: dict[str, int] = field(default_factory=dict)
    target_applied: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"database": self.database, "applied": self.applied, "schema": self.schema}
        if self.copied_to is not None:
            out |= {"copied_to": self.copied_to, "copied": self.copied, "target_applied": self.target_applied}
        return out

    def text(self) -> str:
        lines = [f"{self.database}: " + (f"applied {', '.join(self.applied)}" if self.applied else "up to date")
                 + f" ({len(self.schema)} migrations)"]
        if self.copied_to is not None:
            lines.append(f"copied to {self.copied_to}: {self.copied['guild_settings']} server settings, "
                         f"{self.copied['user_settings']} personal settings, {self.copied['sessions']} table games. "
                         "Run `python -m bot import` there to load the rules.")
        return "\n".join(lines)


async def copy_state(source: Store, target: Store) -> dict[str, int]:
    """Copy settings and table games; running it again gives the same target (upserts)."""
    snapshot = await source.settings_snapshot()
    for guild_id, values in snapshot.guilds.items():
        for key, value in values.items():
            await target.set_guild_setting(guild_id, key, value)
    for user_id, values in snapshot.users.items():
        for key, value in values.items():
            await target.set_user_setting(user_id, key, value)
    sessions = await source.all_sessions()
    for record in sessions:
        await target.save_session(record.id, record.state, open_=record.open)
    return {"guild_settings": sum(map(len, snapshot.guilds.values())),
            "user_settings": sum(map(len, snapshot.users.values())), "sessions": len(sessions)}


async def migrate(settings: Settings, to: str | None = None) -> MigrateReport:
    source = await open_store(settings.store_url, migrate=False)
    try:
        applied = await source.migrate()
        report = MigrateReport(source.where, applied, await source.applied_migrations())
        if to:
            if to.strip() == settings.store_url:
                raise BotError.of("bad_input", "storage.migrate_same")
            target = await open_store(to, migrate=False)
            try:
                report.target_applied = await target.migrate()
                report.copied_to = target.where
                report.copied = await copy_state(source, target)
            finally:
                await target.close()
        return report
    finally:
        await source.close()


async def health(settings: Settings) -> HealthReport:
    return await check(settings)
