"""Card storage on SQLite: a mixin for :class:`bot.storage.sqlite.SqliteStore` (methods on its
aiosqlite connection ``self._conn``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime
from importlib.resources import files
from typing import Any

import aiosqlite
import orjson

from ..cards.model import Card
from .cards import AcceptCheck, CardImportInfo

MIGRATION = "0002_cards.sql"


def cards_migration_sql(dialect: str = "sqlite") -> str:
    return files(__package__).joinpath("migrations", dialect, MIGRATION).read_text(encoding="utf-8")


async def apply_cards_schema(conn: aiosqlite.Connection) -> None:
    """Create the card tables if missing. A bridge until the numbered-migration runner applies
    ``0002_cards.sql`` itself; the statements are idempotent (``IF NOT EXISTS``)."""
    await conn.executescript(cards_migration_sql("sqlite"))


class SqliteCardsMixin:
    _conn: aiosqlite.Connection

    async def card_count(self) -> int:
        async with self._conn.execute("SELECT count(*) FROM cards") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def replace_cards(self, batches: AsyncIterator[Sequence[Card]], *, source: str, accept: AcceptCheck,
                            meta: dict[str, Any] | None = None) -> CardImportInfo:
        conn = self._conn
        meta = meta or {}
        await conn.execute("BEGIN IMMEDIATE")
        try:
            old = await self.card_count()
            await conn.execute("DELETE FROM cards_staging")
            await conn.execute("DELETE FROM card_names_staging")
            async for batch in batches:
                await conn.executemany(
                    "INSERT OR REPLACE INTO cards_staging (name, layout, data) VALUES (?, ?, ?)",
                    [(c.name, c.layout, orjson.dumps(c.to_dict()).decode()) for c in batch],
                )
                await conn.executemany(
                    "INSERT OR IGNORE INTO card_names_staging (display, card, lang) VALUES (?, ?, ?)",
                    [(name, c.name, lang) for c in batch for name, lang in c.names()],
                )
            async with conn.execute("SELECT count(*) FROM cards_staging") as cur:
                row = await cur.fetchone()
            count = int(row[0]) if row else 0  # a name twice in the file counts once
            accept(old, count)
            # Replace, then drop what the new file no longer has: a lookup between the two
            # statements sees each card old or new, never missing.
            for table, key in (("cards", "name"), ("card_names", "card, display, lang")):
                await conn.execute(f"INSERT OR REPLACE INTO {table} SELECT * FROM {table}_staging")
                await conn.execute(f"DELETE FROM {table} WHERE ({key}) NOT IN (SELECT {key} FROM {table}_staging)")
                await conn.execute(f"DELETE FROM {table}_staging")
            info = CardImportInfo(source, datetime.now(UTC).isoformat(timespec="seconds"), count,
                                  _opt_str(meta.get("date")), _opt_str(meta.get("version")))
            await conn.execute(
                "INSERT INTO card_imports (source, imported_at, card_count, meta_date, meta_version)"
                " VALUES (?, ?, ?, ?, ?)",
                (info.source, info.imported_at, info.card_count, info.meta_date, info.meta_version),
            )
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise
        return info

    async def get_card(self, name: str) -> Card | None:
        async with self._conn.execute("SELECT data FROM cards WHERE name = ?", (name,)) as cur:
            row = await cur.fetchone()
        return Card.from_dict(orjson.loads(row[0])) if row else None

    async def card_names(self) -> list[tuple[str, str, str]]:
        async with self._conn.execute("SELECT display, card, lang FROM card_names") as cur:
            return [(d, c, lang) for d, c, lang in await cur.fetchall()]

    async def card_import_info(self) -> CardImportInfo | None:
        async with self._conn.execute(
            "SELECT source, imported_at, card_count, meta_date, meta_version FROM card_imports"
            " ORDER BY id DESC LIMIT 1"
        ) as cur:
            row = await cur.fetchone()
        return CardImportInfo(*row) if row else None


class SqliteCardStore(SqliteCardsMixin):
    """The mixin on a bare connection, for when the store class does not include it yet."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn


def _opt_str(value: Any) -> str | None:
    return str(value) if value is not None else None


async def card_store_for(store: Any) -> Any:
    """The card store of an open store: the store itself once its class includes
    :class:`SqliteCardsMixin`, otherwise the mixin on its SQLite connection (tables created)."""
    if hasattr(store, "replace_cards"):
        return store
    conn = store._conn
    await apply_cards_schema(conn)
    return SqliteCardStore(conn)
