"""The embedded SQLite backend (aiosqlite, WAL mode).

Several processes may open one file (the cluster supervisor's children, two ``python -m bot
import`` started together): every write transaction starts with ``BEGIN IMMEDIATE`` (the write
lock up front, so no deadlock on upgrade) under a busy timeout, and re-checks inside the
transaction what it checked before (is this release already stored? is this migration already
applied?), so the second process skips cleanly instead of failing.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from contextlib import AbstractAsyncContextManager
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from ..errors import BotError
from ..rules.model import GlossaryEntry, Rule, RuleBook
from ..rules.numbers import sort_key
from . import migrations as mig
from .base import (
    ImportResult,
    SessionRecord,
    SettingChange,
    SettingsDelta,
    SettingsListener,
    SettingsSnapshot,
    VersionInfo,
)
from .errors import bad_database, unavailable
from .sqlite_cards import SqliteCardsMixin, write_transaction

#: How long a statement waits for another process's write lock before giving up (seconds).
BUSY_TIMEOUT = 30.0
#: Opening a damaged file must fail within seconds, never hang.
OPEN_TIMEOUT = 60.0

_OWNER = {"guild": ("guild_settings", "guild_id"), "user": ("user_settings", "user_id")}


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class SqliteStore(SqliteCardsMixin):
    """All stores in one SQLite file. Imports are single transactions, so a failed or
    interrupted import leaves the previous data intact."""

    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self._conn = conn
        self.path = path
        self.where = path
        # One connection serves every coroutine of this process: a write transaction spans several
        # awaits, so writers take turns or one's statements would land inside another's transaction.
        self._write = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path, *, migrate: bool = True, busy: float | None = None) -> SqliteStore:
        """Open (creating if needed) and migrate; any failure is a ``bad_database`` BotError, or
        ``db_unavailable`` when another process held the write lock for ``busy`` seconds (default
        :data:`BUSY_TIMEOUT`; ``run`` asks less per attempt, to say what it waits for)."""
        path = str(path)
        if path != ":memory:":
            _make_parent(Path(path))
        conn: aiosqlite.Connection | None = None
        try:
            # isolation_level=None: we issue BEGIN/COMMIT ourselves to control atomicity.
            conn = await aiosqlite.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT)
            store = cls(conn, path)
            await asyncio.wait_for(store._setup(migrate, BUSY_TIMEOUT if busy is None else busy), OPEN_TIMEOUT)
            return store
        except (sqlite3.Error, OSError, TimeoutError) as exc:
            if conn is not None:
                await _close_quietly(conn)  # else aiosqlite's worker thread keeps the process alive
            if isinstance(exc, TimeoutError) or _locked(exc):  # another process writes: wait, don't give up
                raise unavailable(path, exc if str(exc) else TimeoutError("locked by another process")) from None
            raise bad_database(path, exc) from None
        except BaseException:
            if conn is not None:
                await _close_quietly(conn)
            raise

    async def _setup(self, migrate: bool, busy: float) -> None:
        conn = self._conn
        await conn.execute(f"PRAGMA busy_timeout = {int(busy * 1000)}")
        await self._enable_wal(busy)
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA synchronous=NORMAL")
        # Read something: a file that is not a database fails here, not at the first command.
        async with conn.execute("SELECT count(*) FROM sqlite_master") as cur:
            await cur.fetchone()
        if migrate:
            await self.migrate()
        await conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT * 1000)}")  # the store's own, from now on

    async def _enable_wal(self, busy: float) -> None:
        """Switch to WAL, waiting for another process's write to end. SQLite answers "locked" at
        once here, without the busy timeout, while a new file is still in rollback-journal mode
        and another process writes to it (two containers creating the database together)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + busy
        while True:
            try:
                async with self._conn.execute("PRAGMA journal_mode=WAL") as cur:
                    await cur.fetchone()
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or loop.time() > deadline:
                    raise
                await asyncio.sleep(0.05)

    async def close(self) -> None:
        await self._conn.close()

    def _transaction(self) -> AbstractAsyncContextManager[aiosqlite.Connection]:
        return write_transaction(self._conn, self._write)

    async def _fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        async with self._conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def _fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        async with self._conn.execute(sql, params) as cur:
            return await cur.fetchone()

    # --- migrations ---------------------------------------------------------------------

    async def migrate(self) -> list[str]:
        """Apply every pending migration; the labels applied now (empty when up to date)."""
        await self._conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
        mig.refuse_newer(self.dialect, await self._fetchall("SELECT version, name FROM schema_migrations"), self.where)
        done: list[str] = []
        for migration in mig.migrations(self.dialect):
            async with self._transaction() as conn:
                applied = await self._applied_versions()  # re-read under the write lock
                if migration.version in applied:
                    continue
                if migration.version == 1 and await self._legacy_schema():
                    pass  # a database from before migrations already has 0001's tables
                else:
                    for statement in mig.sqlite_statements(migration.sql):
                        await conn.execute(statement)
                await conn.execute("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                                   (migration.version, migration.name, _now()))
            done.append(migration.label)
        return done

    async def _applied_versions(self) -> set[int]:
        return {r[0] for r in await self._fetchall("SELECT version FROM schema_migrations")}

    async def _legacy_schema(self) -> bool:
        if not await self._fetchone("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'"):
            return False
        row = await self._fetchone("SELECT value FROM meta WHERE key = 'schema_version'")
        return bool(row) and row[0] == mig.LEGACY_SCHEMA_VERSION

    async def applied_migrations(self) -> list[str]:
        rows = await self._fetchall("SELECT version, name FROM schema_migrations ORDER BY version")
        return [f"{v:04d}_{n}" for v, n in rows]

    async def ping(self) -> None:
        try:
            await asyncio.wait_for(self._fetchone("SELECT 1"), 10)
        except (sqlite3.Error, TimeoutError) as exc:
            raise bad_database(self.where, exc) from None

    # --- rules --------------------------------------------------------------------------

    async def has_content(self, content_hash: str) -> bool:
        return await self._fetchone("SELECT 1 FROM versions WHERE content_hash = ?", (content_hash,)) is not None

    async def import_book(self, book: RuleBook, source: str) -> ImportResult:
        if await self.has_content(book.content_hash):
            return ImportResult(book.effective, imported=False, replaced=False)
        rules = [
            (number, pos, r.text, json.dumps(r.examples, ensure_ascii=False), json.dumps(r.see_also))
            for pos, (number, r) in enumerate(sorted(book.rules.items(), key=lambda kv: sort_key(kv[0])))
        ]
        glossary = [
            (pos, g.headword, g.definition, json.dumps(g.rules)) for pos, g in enumerate(book.glossary)
        ]
        async with self._transaction() as conn:
            if await self.has_content(book.content_hash):
                # Another process imported the same text while we parsed it: nothing to do.
                return ImportResult(book.effective, imported=False, replaced=False)
            old = await self._fetchone("SELECT id FROM versions WHERE effective = ?", (book.effective.isoformat(),))
            if old:
                # Same effective date, different text (a corrected re-release): replace it.
                await conn.execute("DELETE FROM versions WHERE id = ?", (old[0],))
            cur = await conn.execute(
                "INSERT INTO versions (effective, content_hash, source, imported_at, rule_count, glossary_count)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (book.effective.isoformat(), book.content_hash, source, _now(),
                 sum(1 for n in book.rules if len(n) > 1), len(book.glossary)),
            )
            version_id = cur.lastrowid
            await conn.executemany(
                "INSERT INTO rules (version_id, number, position, text, examples, see_also) VALUES (?, ?, ?, ?, ?, ?)",
                [(version_id, *row) for row in rules],
            )
            await conn.executemany(
                "INSERT INTO glossary (version_id, position, headword, definition, rules) VALUES (?, ?, ?, ?, ?)",
                [(version_id, *row) for row in glossary],
            )
        return ImportResult(book.effective, imported=True, replaced=bool(old))

    async def versions(self) -> list[VersionInfo]:
        rows = await self._fetchall(
            "SELECT effective, content_hash, source, imported_at, rule_count, glossary_count"
            " FROM versions ORDER BY effective"
        )
        return [VersionInfo(date.fromisoformat(r[0]), r[1], r[2], r[3], r[4], r[5]) for r in rows]

    async def load_book(self, effective: date) -> RuleBook:
        row = await self._fetchone("SELECT id, content_hash FROM versions WHERE effective = ?", (effective.isoformat(),
                                                                                                 ))
        if row is None:
            raise KeyError(effective.isoformat())
        version_id, content_hash = row
        rule_rows = await self._fetchall(
            "SELECT number, text, examples, see_also FROM rules WHERE version_id = ? ORDER BY position", (version_id,)
        )
        glossary_rows = await self._fetchall(
            "SELECT headword, definition, rules FROM glossary WHERE version_id = ? ORDER BY position", (version_id,)
        )
        loads = json.loads
        rules = {n: Rule(n, t, loads(ex), loads(sa)) for n, t, ex, sa in rule_rows}
        glossary = [GlossaryEntry(h, d, loads(r)) for h, d, r in glossary_rows]
        return RuleBook(effective=effective, rules=rules, glossary=glossary, content_hash=content_hash)

    # --- settings -----------------------------------------------------------------------

    async def settings_snapshot(self) -> SettingsSnapshot:
        # One read transaction, so the cursor matches the rows exactly.
        async with self._write:
            await self._conn.execute("BEGIN")
            try:
                snapshot = SettingsSnapshot({}, {})
                for scope, table in (("guild", snapshot.guilds), ("user", snapshot.users)):
                    name, column = _OWNER[scope]
                    for owner, key, value in await self._fetchall(f"SELECT {column}, key, value FROM {name}"):
                        table.setdefault(int(owner), {})[key] = json.loads(value)
                row = await self._fetchone("SELECT COALESCE(MAX(seq), 0) FROM settings_changes")
                snapshot.cursor = int(row[0])
            finally:
                await self._conn.execute("COMMIT")
        return snapshot

    async def settings_changes(self, since: int) -> SettingsDelta:
        rows = await self._fetchall(
            "SELECT seq, scope, owner, key, value FROM settings_changes WHERE seq > ? ORDER BY seq", (int(since),)
        )
        changes = [SettingChange(scope, int(owner), key, None if value is None else json.loads(value))
                   for _, scope, owner, key, value in rows]
        return SettingsDelta(int(rows[-1][0]) if rows else int(since), changes)

    async def _set_setting(self, scope: str, owner: int, key: str, value: Any) -> None:
        table, column = _OWNER[scope]
        encoded = None if value is None else json.dumps(value)
        async with self._transaction() as conn:
            if encoded is None:
                await conn.execute(f"DELETE FROM {table} WHERE {column} = ? AND key = ?", (owner, key))
            else:
                await conn.execute(
                    f"INSERT INTO {table} ({column}, key, value) VALUES (?, ?, ?)"
                    " ON CONFLICT DO UPDATE SET value = excluded.value",
                    (owner, key, encoded),
                )
            await conn.execute(
                "INSERT INTO settings_changes (scope, owner, key, value, seq)"
                " VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM settings_changes))"
                " ON CONFLICT (scope, owner, key) DO UPDATE SET value = excluded.value, seq = excluded.seq",
                (scope, owner, key, encoded),
            )

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self._set_setting("guild", int(guild_id), key, value)

    async def set_user_setting(self, user_id: int, key: str, value: Any) -> None:
        await self._set_setting("user", int(user_id), key, value)

    async def listen_settings(self, listener: SettingsListener) -> bool:
        return False  # SQLite cannot push; Preferences polls settings_changes (cheap: an index read)

    # --- resolver sessions --------------------------------------------------------------

    async def save_session(self, session_id: str, state: dict[str, Any], *, open_: bool = True) -> None:
        async with self._write:
            await self._conn.execute(
                "INSERT INTO sessions (id, state, open, updated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (id) DO UPDATE SET state = excluded.state, open = excluded.open,"
                " updated_at = excluded.updated_at",
                (session_id, json.dumps(state, ensure_ascii=False), int(open_), _now()),
            )

    async def load_session(self, session_id: str) -> dict[str, Any] | None:
        row = await self._fetchone("SELECT state FROM sessions WHERE id = ?", (session_id,))
        return json.loads(row[0]) if row else None

    async def open_sessions(self) -> list[tuple[str, dict[str, Any]]]:
        rows = await self._fetchall("SELECT id, state FROM sessions WHERE open = 1 ORDER BY updated_at, id")
        return [(i, json.loads(s)) for i, s in rows]

    async def close_session(self, session_id: str) -> None:
        async with self._write:
            await self._conn.execute("UPDATE sessions SET open = 0, updated_at = ? WHERE id = ?", (_now(), session_id))

    async def all_sessions(self) -> list[SessionRecord]:
        rows = await self._fetchall("SELECT id, state, open FROM sessions ORDER BY updated_at, id")
        return [SessionRecord(i, json.loads(s), bool(o)) for i, s, o in rows]

    # --- coordination -------------------------------------------------------------------

    async def claim_identify_slot(self, bucket: int, interval: float) -> float:
        async with self._transaction() as conn:
            now = time.time()
            row = await self._fetchone("SELECT next_at FROM identify_slots WHERE bucket = ?", (int(bucket),))
            slot = max(now, float(row[0])) if row else now
            await conn.execute(
                "INSERT INTO identify_slots (bucket, next_at) VALUES (?, ?)"
                " ON CONFLICT (bucket) DO UPDATE SET next_at = excluded.next_at",
                (int(bucket), slot + interval),
            )
        return slot - now


async def _close_quietly(conn: aiosqlite.Connection) -> None:
    try:
        await conn.close()
    except Exception:  # noqa: BLE001 - already failing; the first error is the one to report
        conn.stop()


def _locked(exc: BaseException) -> bool:
    """SQLite's "database is locked" / "busy": another connection holds the write lock."""
    return isinstance(exc, sqlite3.OperationalError) and any(w in str(exc) for w in ("locked", "busy"))


def _make_parent(path: Path) -> None:
    """Create the bot's own data directory on a first start; any other missing directory is a
    typing mistake (``--db /tmp/typo/x.sqlite3``) that must be refused, not silently created."""
    from ..config import default_data_dir

    parent = path.expanduser().parent
    if parent.is_dir():
        return
    if parent.resolve() != default_data_dir().expanduser().resolve():
        raise BotError.of("bad_database", "storage.no_directory", where=str(path)[:200], directory=str(parent)[:200])
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise bad_database(str(path), exc) from None
