"""Card storage on SQLite: a mixin for :class:`bot.storage.sqlite.SqliteStore` (methods on its
aiosqlite connection ``self._conn``; its database file ``self.path``).

An import takes the database's card-import lock (a row in ``card_import_lock``: one import at a
time, across processes; a second one is refused at once and changes nothing), streams the new
cards into the staging tables in short transactions on a connection of its own, then makes them
live by **renaming** the tables: staging becomes live and the old live tables become staging, in
one transaction that holds the write lock for milliseconds whatever the number of cards. The old
cards are then cleared a slice at a time, each slice a short transaction. So, while a 30,000-card
import runs, lookups keep reading the previous cards, the bot's own writes (settings, sessions) never wait for more
than a batch, and a refused, failed or interrupted import never touches the live tables.

A lock whose holder stopped beating (it died without cleaning up) is taken over: at once when the
holder was a process of this machine that no longer exists, else after :data:`LOCK_STALE` seconds.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import socket
import sqlite3
import time
from collections.abc import AsyncIterator, Sequence
from datetime import UTC, datetime
from importlib.resources import files
from typing import Any

import aiosqlite
import orjson

from ..cards.model import Card
from ..errors import BotError
from .cards import AcceptCheck, CardImportInfo, disk_full, import_busy
from .errors import bad_database

MIGRATION = "0002_cards.sql"
#: Seconds a write waits for another connection's write lock (a batch holds it for milliseconds).
BUSY_TIMEOUT = 30.0
#: An import lock not renewed for this long belongs to a process that is gone (a batch renews it
#: every second or so).
LOCK_STALE = 120.0
#: Cards staged, and rows of a staging table cleared, per write transaction: each holds SQLite's
#: write lock for tens of milliseconds (``make bench``, ``cards_settings_write_during_reimport``).
STAGE_SLICE = 250
CLEAR_SLICE = 2000

_LOCK_TABLE = (
    "CREATE TABLE IF NOT EXISTS card_import_lock ("
    " id INTEGER PRIMARY KEY CHECK (id = 1), token TEXT NOT NULL, pid INTEGER NOT NULL, host TEXT NOT NULL,"
    " beat REAL NOT NULL, source TEXT, imported_at TEXT, card_count INTEGER, meta_date TEXT, meta_version TEXT)"
)
# The swap, as one script so that no other statement of this connection runs between its renames
# (an in-memory database shares its one connection with the lookups). The first statement fails
# (the CHECK on id) unless this import still holds the lock. {token} is our own hex token.
_SWAP = """
BEGIN IMMEDIATE;
INSERT INTO card_import_lock (id, token, pid, host, beat)
  SELECT 2, '', 0, '', 0 WHERE NOT EXISTS (SELECT 1 FROM card_import_lock WHERE token = '{token}');
ALTER TABLE cards RENAME TO cards_retired;
ALTER TABLE cards_staging RENAME TO cards;
ALTER TABLE cards_retired RENAME TO cards_staging;
ALTER TABLE card_names RENAME TO card_names_retired;
ALTER TABLE card_names_staging RENAME TO card_names;
ALTER TABLE card_names_retired RENAME TO card_names_staging;
INSERT INTO card_imports (source, imported_at, card_count, meta_date, meta_version)
  SELECT source, imported_at, card_count, meta_date, meta_version FROM card_import_lock WHERE token = '{token}';
COMMIT;
"""


def cards_migration_sql(dialect: str = "sqlite") -> str:
    return files(__package__).joinpath("migrations", dialect, MIGRATION).read_text(encoding="utf-8")


async def apply_cards_schema(conn: aiosqlite.Connection) -> None:
    """Create the card tables if missing. A bridge until the numbered-migration runner applies
    ``0002_cards.sql`` itself; the statements are idempotent (``IF NOT EXISTS``)."""
    await conn.executescript(cards_migration_sql("sqlite"))


def _host() -> str:
    """This machine and pid namespace: a pid is only meaningful inside its own (containers)."""
    try:
        namespace = os.readlink("/proc/self/ns/pid")
    except OSError:
        namespace = ""
    return f"{socket.gethostname()}/{namespace}"[:200]


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, ValueError):
        return True
    return True


def _stale(pid: int, host: str, beat: float) -> bool:
    if time.time() - beat > LOCK_STALE:
        return True
    return host == _host() and pid != os.getpid() and not _alive(pid)


@contextlib.asynccontextmanager
async def write_transaction(conn: aiosqlite.Connection,
                            turn: contextlib.AbstractAsyncContextManager[Any]) -> AsyncIterator[aiosqlite.Connection]:
    """One write transaction, ``BEGIN IMMEDIATE`` … ``COMMIT``, taken in ``turn`` with the other writers (the
    store's and an import's alike). On an error, ``ROLLBACK`` unless SQLite already rolled back by itself (a full
    disk), so the error raised is the one that happened, not "no transaction is active"."""
    async with turn:
        await conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            raise
        await conn.execute("COMMIT")


class _Import:
    """One import's connection, lock token and transactions."""

    def __init__(self, conn: aiosqlite.Connection, shared_lock: Any) -> None:
        self.conn = conn
        self.token = secrets.token_hex(16)
        # On a shared connection (in-memory database), the store's own writers take turns with us.
        self.turn = shared_lock if shared_lock is not None else contextlib.nullcontext()
        self.held = False

    def transaction(self) -> contextlib.AbstractAsyncContextManager[aiosqlite.Connection]:
        return write_transaction(self.conn, self.turn)

    async def acquire(self) -> None:
        async with self.transaction() as conn:
            await conn.execute(_LOCK_TABLE)
            async with conn.execute("SELECT pid, host, beat FROM card_import_lock") as cur:
                row = await cur.fetchone()
            if row is not None and not _stale(int(row[0]), str(row[1]), float(row[2])):
                raise import_busy()
            await conn.execute("INSERT OR REPLACE INTO card_import_lock (id, token, pid, host, beat)"
                               " VALUES (1, ?, ?, ?, ?)", (self.token, os.getpid(), _host(), time.time()))
        self.held = True
        await self.clear_staging()  # what a dead import left behind

    async def clear_staging(self) -> None:
        """Empty the staging tables a slice at a time, each slice a short write transaction: other
        processes' writes wait for one slice, never for the whole table (30,000 cards take about
        half a second to clear)."""
        for table, key in (("cards_staging", "name"), ("card_names_staging", "card, display, lang")):
            while True:
                async with self.transaction() as conn:
                    await self.beat(conn)
                    cur = await conn.execute(f"DELETE FROM {table} WHERE ({key}) IN"
                                             f" (SELECT {key} FROM {table} LIMIT {CLEAR_SLICE})")
                if cur.rowcount < CLEAR_SLICE:
                    break

    async def beat(self, conn: aiosqlite.Connection) -> None:
        """Renew the lock inside a write transaction; refuse to go on if another import took it."""
        cur = await conn.execute("UPDATE card_import_lock SET beat = ? WHERE token = ?", (time.time(), self.token))
        if cur.rowcount != 1:
            self.held = False
            raise import_busy()

    async def stage(self, batch: Sequence[Card]) -> None:
        for start in range(0, len(batch), STAGE_SLICE):
            async with self.transaction() as conn:
                await self.beat(conn)
                await _stage(conn, batch[start:start + STAGE_SLICE])

    async def swap(self, source: str, accept: AcceptCheck, meta: dict[str, Any]) -> CardImportInfo:
        old = await _last_count(self.conn)
        count = await _count(self.conn, "cards_staging")  # a name twice in the file counts once
        accept(old, count)
        info = CardImportInfo(source, datetime.now(UTC).isoformat(timespec="seconds"), count,
                              _opt_str(meta.get("date")), _opt_str(meta.get("version")))
        async with self.transaction() as conn:
            await self.beat(conn)
            await conn.execute(
                "UPDATE card_import_lock SET source = ?, imported_at = ?, card_count = ?, meta_date = ?,"
                " meta_version = ? WHERE token = ?",
                (info.source, info.imported_at, info.card_count, info.meta_date, info.meta_version, self.token))
        async with self.turn:
            try:
                await self.conn.executescript(_SWAP.format(token=self.token))
            except sqlite3.IntegrityError:  # the CHECK: another import took the lock meanwhile
                if self.conn.in_transaction:
                    await self.conn.execute("ROLLBACK")
                self.held = False
                raise import_busy() from None
            except BaseException:
                if self.conn.in_transaction:
                    await self.conn.execute("ROLLBACK")
                raise
        return info

    async def release(self) -> None:
        """Clear the staging tables (the old cards after a swap, the half-read file otherwise) and
        give the lock back."""
        if not self.held:
            return
        await self.clear_staging()  # raises import_busy, touching nothing, if the lock was taken over
        async with self.transaction() as conn:
            await conn.execute("DELETE FROM card_import_lock WHERE token = ?", (self.token,))
        self.held = False


class SqliteCardsMixin:
    _conn: aiosqlite.Connection
    path: str | None

    async def card_count(self) -> int:
        return await _count(self._conn, "cards")

    async def replace_cards(self, batches: AsyncIterator[Sequence[Card]], *, source: str, accept: AcceptCheck,
                            meta: dict[str, Any] | None = None) -> CardImportInfo:
        path: str | None = getattr(self, "path", None)
        own = path is not None and path not in ("", ":memory:")
        try:
            # An in-memory database has no file a second connection could open: share the one.
            conn = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT) \
                if own and path is not None else self._conn
        except sqlite3.Error as exc:
            raise bad_database(path or ":memory:", exc) from None
        job = _Import(conn, None if own else getattr(self, "_write", None))
        try:
            if own:  # as the store's own connection: WAL commits without a sync each
                await conn.execute("PRAGMA synchronous=NORMAL")
            try:
                await job.acquire()
                async for batch in batches:
                    await job.stage(batch)
                return await job.swap(source, accept, meta or {})
            finally:
                with contextlib.suppress(Exception):  # never hide the error that ended the import
                    await job.release()
        except sqlite3.Error as exc:
            raise _storage_error(path or ":memory:", exc) from None
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


def _storage_error(where: str, exc: sqlite3.Error) -> BotError:
    """A full disk (or a database at its size limit) is said as such; any other fault names the
    database and the reason."""
    if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "disk is full" in str(exc):
        return disk_full(where)
    return bad_database(where, exc)


async def _count(conn: aiosqlite.Connection, table: str) -> int:
    async with conn.execute(f"SELECT count(*) FROM {table}") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def _last_count(conn: aiosqlite.Connection) -> int:
    """The cards stored now: the last import's count (the live table, unlike a count(*), is not
    read whole for it)."""
    async with conn.execute("SELECT card_count FROM card_imports ORDER BY id DESC LIMIT 1") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else await _count(conn, "cards")


async def _stage(conn: aiosqlite.Connection, batch: Sequence[Card]) -> None:
    await conn.executemany(
        "INSERT OR REPLACE INTO cards_staging (name, layout, data) VALUES (?, ?, ?)",
        [(c.name, c.layout, orjson.dumps(c.to_dict()).decode()) for c in batch],
    )
    await conn.executemany(
        "INSERT OR IGNORE INTO card_names_staging (display, card, lang) VALUES (?, ?, ?)",
        [(name, c.name, lang) for c in batch for name, lang in c.names()],
    )


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
