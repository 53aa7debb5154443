"""Cards in PostgreSQL: the same :class:`~bot.storage.cards.CardStore` as SQLite's.

An import fills staging tables batch by batch, then makes the cards live in one short transaction:
a refused, cut or cancelled import leaves the stored cards intact, and lookups meanwhile see the
old cards. A session-level advisory lock, tried without waiting, lets one import run at a time
(the staging tables are shared): a second one, from any process, is refused at once and changes
nothing. A lost connection or a full disk ends the import with a BotError naming it (nothing went
live; the lock and the staging rows go with the session or the rolled-back transaction).
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from datetime import UTC, datetime
from typing import Any, TypeVar

import asyncpg

from ..cards.model import Card
from .cards import AcceptCheck, CardImportInfo, disk_full, import_busy, import_lost

LOCK_CARDS = 0x6D74_6704  # beside postgres.py's LOCK_MIGRATE / LOCK_IMPORT / LOCK_SETTINGS
T = TypeVar("T")
#: What a server that stopped or a cut connection raises mid-import (asyncpg's own errors, the
#: socket's, and its "connection was closed in the middle of operation").
_LOST: tuple[type[BaseException], ...] = (
    asyncpg.PostgresConnectionError, asyncpg.InterfaceError, asyncpg.AdminShutdownError,
    asyncpg.CannotConnectNowError, asyncpg.InternalClientError, ConnectionError, OSError, TimeoutError)


class PostgresCardsMixin:
    _pool: asyncpg.Pool

    async def _run(self, op: Callable[[Any], Awaitable[T]], *, transaction: bool = True) -> T:
        raise NotImplementedError  # PostgresStore's: a pooled connection, retried on a lost one

    async def card_count(self) -> int:
        async def run(conn: Any) -> int:
            return int(await conn.fetchval("SELECT count(*) FROM cards"))
        return await self._run(run, transaction=False)

    async def replace_cards(self, batches: AsyncIterator[Sequence[Card]], *, source: str, accept: AcceptCheck,
                            meta: dict[str, Any] | None = None) -> CardImportInfo:
        # One connection for the whole import, not retried: a lost connection ends the import
        # (nothing went live), and the next start imports again.
        where = getattr(self, "where", "PostgreSQL")
        try:
            async with self._pool.acquire() as conn:
                if not await conn.fetchval("SELECT pg_try_advisory_lock($1)", LOCK_CARDS):
                    raise import_busy()
                try:
                    await _clear_staging(conn)
                    async for batch in batches:
                        async with conn.transaction():
                            await _stage(conn, batch)
                    async with conn.transaction():
                        return await _swap(conn, source, accept, meta or {})
                finally:
                    with contextlib.suppress(Exception):  # leave no half-read file behind
                        await _clear_staging(conn)
                    with contextlib.suppress(Exception):
                        await conn.execute("SELECT pg_advisory_unlock($1)", LOCK_CARDS)
        except asyncpg.DiskFullError:
            raise disk_full(where) from None
        except _LOST as exc:
            raise import_lost(where, exc) from None

    async def get_card(self, name: str) -> Card | None:
        async def run(conn: Any) -> Any:
            return await conn.fetchval("SELECT data FROM cards WHERE name = $1", name)
        data = await self._run(run, transaction=False)
        return Card.from_dict(data) if data is not None else None

    async def card_names(self) -> list[tuple[str, str, str]]:
        async def run(conn: Any) -> list[tuple[str, str, str]]:
            return [(r[0], r[1], r[2]) for r in await conn.fetch("SELECT display, card, lang FROM card_names")]
        return await self._run(run, transaction=False)

    async def card_import_info(self) -> CardImportInfo | None:
        async def run(conn: Any) -> Any:
            return await conn.fetchrow(
                "SELECT source, imported_at, card_count, meta_date, meta_version FROM card_imports"
                " ORDER BY id DESC LIMIT 1")
        row = await self._run(run, transaction=False)
        if row is None:
            return None
        imported_at = row[1].astimezone(UTC).isoformat(timespec="seconds")
        return CardImportInfo(row[0], imported_at, row[2], row[3], row[4])


async def _clear_staging(conn: Any) -> None:
    await conn.execute("TRUNCATE cards_staging, card_names_staging")


async def _stage(conn: Any, batch: Sequence[Card]) -> None:
    await conn.executemany(
        "INSERT INTO cards_staging (name, layout, data) VALUES ($1, $2, $3)"
        " ON CONFLICT (name) DO UPDATE SET layout = excluded.layout, data = excluded.data",
        [(c.name, c.layout, c.to_dict()) for c in batch],
    )
    await conn.executemany(
        "INSERT INTO card_names_staging (display, card, lang) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [(name, c.name, lang) for c in batch for name, lang in c.names()],
    )


async def _swap(conn: Any, source: str, accept: AcceptCheck, meta: dict[str, Any]) -> CardImportInfo:
    """Check the staged cards against the live ones and, if accepted, make them live."""
    old = int(await conn.fetchval("SELECT count(*) FROM cards"))
    count = int(await conn.fetchval("SELECT count(*) FROM cards_staging"))  # a name twice counts once
    accept(old, count)  # raises to refuse: the transaction rolls back, the live cards stay
    await conn.execute(
        "INSERT INTO cards SELECT * FROM cards_staging"
        " ON CONFLICT (name) DO UPDATE SET layout = excluded.layout, data = excluded.data")
    await conn.execute("DELETE FROM cards c WHERE NOT EXISTS (SELECT 1 FROM cards_staging s WHERE s.name = c.name)")
    await conn.execute("INSERT INTO card_names SELECT * FROM card_names_staging ON CONFLICT DO NOTHING")
    await conn.execute(
        "DELETE FROM card_names n WHERE NOT EXISTS (SELECT 1 FROM card_names_staging s"
        " WHERE s.card = n.card AND s.display = n.display AND s.lang = n.lang)")
    now = datetime.now(UTC)
    info = CardImportInfo(source, now.isoformat(timespec="seconds"), count, _opt_str(meta.get("date")),
                          _opt_str(meta.get("version")))
    await conn.execute(
        "INSERT INTO card_imports (source, imported_at, card_count, meta_date, meta_version)"
        " VALUES ($1, $2, $3, $4, $5)", info.source, now, info.card_count, info.meta_date, info.meta_version)
    return info


def _opt_str(value: Any) -> str | None:
    return None if value is None else str(value)
