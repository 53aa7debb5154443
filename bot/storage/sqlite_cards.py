"""Card storage on SQLite: a mixin for :class:`bot.storage.sqlite.SqliteStore` (methods on its
aiosqlite connection ``self._conn``; its database file ``self.path``).

An import streams the new cards into staging tables in short transactions on a connection of its
own, then replaces the live tables in one short transaction. So, while a 30,000-card import runs,
lookups keep reading the previous cards, the bot's own writes (settings, sessions) never join the
import's transaction, and the write lock is never held for more than a batch; a refused,
failed or interrupted import never touches the live tables.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from datetime import UTC, datetime
from importlib.resources import files
from typing import Any, TypeVar

import aiosqlite
import orjson

from ..cards.model import Card
from .cards import AcceptCheck, CardImportInfo

MIGRATION = "0002_cards.sql"
#: Seconds a write waits for another connection's write lock (a batch holds it for milliseconds).
BUSY_TIMEOUT = 30.0
T = TypeVar("T")


def cards_migration_sql(dialect: str = "sqlite") -> str:
    return files(__package__).joinpath("migrations", dialect, MIGRATION).read_text(encoding="utf-8")


async def apply_cards_schema(conn: aiosqlite.Connection) -> None:
    """Create the card tables if missing. A bridge until the numbered-migration runner applies
    ``0002_cards.sql`` itself; the statements are idempotent (``IF NOT EXISTS``)."""
    await conn.executescript(cards_migration_sql("sqlite"))


class SqliteCardsMixin:
    _conn: aiosqlite.Connection
    path: str | None

    async def card_count(self) -> int:
        return await _count(self._conn, "cards")

    async def replace_cards(self, batches: AsyncIterator[Sequence[Card]], *, source: str, accept: AcceptCheck,
                            meta: dict[str, Any] | None = None) -> CardImportInfo:
        path: str | None = getattr(self, "path", None)
        own = path is not None and path not in ("", ":memory:")
        # An in-memory database has no file a second connection could open: share the one.
        conn = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT) \
            if own and path is not None else self._conn
        try:
            try:
                await _clear_staging(conn)
                async for batch in batches:
                    await _in_transaction(conn, _stage, batch)
                return await _in_transaction(conn, _swap, source, accept, meta or {})
            except BaseException:
                with contextlib.suppress(Exception):  # leave no half-read file behind
                    await _clear_staging(conn)
                raise
        finally:
            if own:
                await conn.close()

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


async def _in_transaction(conn: aiosqlite.Connection, work: Callable[..., Awaitable[T]], *args: Any) -> T:
    await conn.execute("BEGIN IMMEDIATE")
    try:
        result = await work(conn, *args)
        await conn.execute("COMMIT")
    except BaseException:
        await conn.execute("ROLLBACK")
        raise
    return result


async def _count(conn: aiosqlite.Connection, table: str) -> int:
    async with conn.execute(f"SELECT count(*) FROM {table}") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def _clear_staging(conn: aiosqlite.Connection) -> None:
    await conn.execute("DELETE FROM cards_staging")
    await conn.execute("DELETE FROM card_names_staging")


async def _stage(conn: aiosqlite.Connection, batch: Sequence[Card]) -> None:
    await conn.executemany(
        "INSERT OR REPLACE INTO cards_staging (name, layout, data) VALUES (?, ?, ?)",
        [(c.name, c.layout, orjson.dumps(c.to_dict()).decode()) for c in batch],
    )
    await conn.executemany(
        "INSERT OR IGNORE INTO card_names_staging (display, card, lang) VALUES (?, ?, ?)",
        [(name, c.name, lang) for c in batch for name, lang in c.names()],
    )


async def _swap(conn: aiosqlite.Connection, source: str, accept: AcceptCheck, meta: dict[str, Any]) -> CardImportInfo:
    """Check the staged cards against the live ones and, if accepted, make them live."""
    old = await _count(conn, "cards")
    count = await _count(conn, "cards_staging")  # a name twice in the file counts once
    accept(old, count)
    # Replace, then drop what the new file no longer has: a reader between the two statements
    # (on the store's own connection) sees each card old or new, never missing.
    for table, key in (("cards", "name"), ("card_names", "card, display, lang")):
        await conn.execute(f"INSERT OR REPLACE INTO {table} SELECT * FROM {table}_staging")
        await conn.execute(f"DELETE FROM {table} WHERE ({key}) NOT IN (SELECT {key} FROM {table}_staging)")
    await _clear_staging(conn)
    info = CardImportInfo(source, datetime.now(UTC).isoformat(timespec="seconds"), count,
                          _opt_str(meta.get("date")), _opt_str(meta.get("version")))
    await conn.execute(
        "INSERT INTO card_imports (source, imported_at, card_count, meta_date, meta_version) VALUES (?, ?, ?, ?, ?)",
        (info.source, info.imported_at, info.card_count, info.meta_date, info.meta_version),
    )
    return info


class SqliteCardStore(SqliteCardsMixin):
    """The mixin on a bare connection, for when the store class does not include it yet."""

    def __init__(self, conn: aiosqlite.Connection, path: str | None = None) -> None:
        self._conn = conn
        self.path = path


def _opt_str(value: Any) -> str | None:
    return str(value) if value is not None else None


async def card_store_for(store: Any) -> Any:
    """The card store of an open store: the store itself once its class includes
    :class:`SqliteCardsMixin`, otherwise the mixin on its SQLite connection (tables created)."""
    if hasattr(store, "replace_cards"):
        return store
    conn = store._conn
    await apply_cards_schema(conn)
    return SqliteCardStore(conn, getattr(store, "path", None))
