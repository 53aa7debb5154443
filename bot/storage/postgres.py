"""The PostgreSQL backend (asyncpg), for bot processes on several machines sharing one database.

* A connection pool; every operation runs through :meth:`PostgresStore._run`, which retries on a
  lost connection (the server restarted, a failover) with backoff for up to :data:`RETRY_SECONDS`,
  so a restart of the server costs a pause, not an error. Each operation is one transaction, and
  the writes are idempotent (``ON CONFLICT`` upserts, imports keyed by content hash), so running
  one again after an ambiguous failure is safe.
* Imports and migrations hold an advisory lock and re-check inside it, so two processes starting
  at once import a release (and migrate the schema) once.
* A settings write bumps ``settings_seq`` under a transaction-level advisory lock (so sequence
  numbers commit in order and a reader's cursor never skips one) and sends ``NOTIFY
  mtgbot_settings``; :meth:`listen_settings` keeps one dedicated connection listening, and
  reconnects it when it drops.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, date
from typing import Any, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg
from asyncpg.exceptions._base import InternalClientError
from asyncpg.pool import PoolConnectionProxy

from ..catalog import t
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
from .outage import Outage, quiet_pool_floor
from .postgres_cards import PostgresCardsMixin

log = logging.getLogger(__name__)

T = TypeVar("T")
#: What an operation receives: a pooled connection (or a plain one).
Conn = asyncpg.Connection | PoolConnectionProxy

CHANNEL = "mtgbot_settings"
#: Advisory lock keys (any fixed 64-bit numbers; they only need to differ from each other).
LOCK_MIGRATE, LOCK_IMPORT, LOCK_SETTINGS = 0x6D74_6701, 0x6D74_6702, 0x6D74_6703
RETRY_SECONDS = 60.0  # an operation waits this long for a lost server to come back
OPEN_RETRY_SECONDS = 30.0  # opening waits this long for a server that is starting
CONNECT_TIMEOUT = 10.0
POOL_MAX = 10

_TRANSIENT: tuple[type[BaseException], ...] = (
    asyncpg.PostgresConnectionError,  # includes ConnectionDoesNotExistError, CannotConnectNowError
    asyncpg.InterfaceError,  # "connection is closed" on a pooled connection the server dropped
    asyncpg.AdminShutdownError,  # 57P01 terminating connection due to administrator command
    asyncpg.CannotConnectNowError,  # 57P03 the database system is starting up / shutting down
    asyncpg.TooManyConnectionsError,
    ConnectionError,
    OSError,
    TimeoutError,
)
#: What a pooled connection's reset may raise once the server went away under it.
_RELEASE_ERRORS: tuple[type[BaseException], ...] = (InternalClientError, *_TRANSIENT)
_OWNER = {"guild": ("guild_settings", "guild_id"), "user": ("user_settings", "user_id")}


def redact(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


async def _init_connection(conn: Conn) -> None:
    for kind in ("json", "jsonb"):
        await conn.set_type_codec(kind, encoder=lambda v: json.dumps(v, ensure_ascii=False), decoder=json.loads,
                                  schema="pg_catalog")


class PostgresStore(PostgresCardsMixin):
    dialect = "postgres"

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.url = url
        self.where = redact(url)
        self._listeners: list[SettingsListener] = []
        self._listen_task: asyncio.Task[None] | None = None
        self._closed = False
        self._outage = Outage(self.where)  # one log line per outage, not one per retry
        quiet_pool_floor()

    @classmethod
    async def open(cls, url: str, *, migrate: bool = True, retry: float | None = None) -> PostgresStore:
        """Connect (waiting up to ``retry`` seconds for a server that is starting) and migrate."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + (OPEN_RETRY_SECONDS if retry is None else retry)
        delay, said = 0.2, False
        while True:
            try:
                pool = await asyncpg.create_pool(url, min_size=1, max_size=POOL_MAX, init=_init_connection,
                                                 timeout=CONNECT_TIMEOUT, command_timeout=120)
                break
            except _TRANSIENT as exc:
                if loop.time() + delay > deadline:  # not reachable (yet): waiting may help
                    raise unavailable(redact(url), exc) from None
                if not said:  # the first failure: say at once what we wait for, and how long
                    said = True
                    reason = (str(exc) or type(exc).__name__)[:120]
                    log.warning(t("storage.waiting", None, where=redact(url), reason=reason,
                                  seconds=f"{deadline - loop.time():.0f}"))
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)
            except (asyncpg.PostgresError, ValueError) as exc:  # bad credentials, no such database, bad URL
                raise bad_database(redact(url), exc) from None
        store = cls(pool, url)
        try:
            if migrate:
                await store.migrate()
        except BaseException:
            await store.close()
            raise
        return store

    async def close(self) -> None:
        self._closed = True
        if self._listen_task is not None:
            self._listen_task.cancel()
            await asyncio.gather(self._listen_task, return_exceptions=True)
        await self._pool.close()

    async def _read(self, op: Callable[[Conn], Awaitable[T]]) -> T:
        """A single read statement: no transaction around it (two round trips fewer)."""
        return await self._run(op, transaction=False)

    async def _run(self, op: Callable[[Conn], Awaitable[T]], *, transaction: bool = True) -> T:
        """``op`` on a pooled connection inside a transaction, again on a lost connection."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + RETRY_SECONDS
        delay = 0.1
        while True:
            try:
                conn = await self._pool.acquire()
                try:
                    if not transaction:
                        result = await op(conn)
                    else:
                        async with conn.transaction():
                            result = await op(conn)
                except InternalClientError:
                    # What asyncpg raises when the server cut the connection mid-transaction (the
                    # connection may not know yet that it is closed): it is unusable either way.
                    conn.terminate()
                    raise ConnectionResetError("the connection broke during a statement") from None
                finally:
                    await self._release(conn)
                self._outage.recovered()
                return result
            except _TRANSIENT as exc:
                self._outage.failed(exc)
                if self._closed or loop.time() + delay > deadline:
                    raise unavailable(self.where, exc) from None  # down, not misconfigured: try again later
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)

    async def _release(self, conn: Any) -> None:
        """Give a connection back to the pool. Its reset may fail when the server restarted just
        after the statement ("cannot switch to state 15; another operation is in progress"):
        asyncpg has then dropped that connection, and the statement's result stands, so a done
        write is never reported (or retried) as failed."""
        try:
            await self._pool.release(conn)
        except _RELEASE_ERRORS as exc:
            log.warning("a pooled connection could not be reset (%s); it was dropped", type(exc).__name__)

    # --- migrations ---------------------------------------------------------------------

    async def migrate(self) -> list[str]:
        async def run(conn: Conn) -> list[str]:
            # A session-level lock over all of them: a second process waits, then finds nothing to do.
            await conn.execute("SELECT pg_advisory_xact_lock($1)", LOCK_MIGRATE)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_migrations ("
                " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
            )
            rows = await conn.fetch("SELECT version, name FROM schema_migrations")
            mig.refuse_newer(self.dialect, [(r[0], r[1]) for r in rows], self.where)  # before any write
            applied = {r[0] for r in rows}
            done = []
            for migration in mig.pending(self.dialect, applied):
                async with conn.transaction():  # a savepoint: the row and the schema change together
                    await conn.execute(migration.sql)
                    await conn.execute("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)",
                                       migration.version, migration.name)
                done.append(migration.label)
            return done

        return await self._run(run)

    async def applied_migrations(self) -> list[str]:
        rows = await self._read(lambda c: c.fetch("SELECT version, name FROM schema_migrations ORDER BY version"))
        return [f"{r[0]:04d}_{r[1]}" for r in rows]

    async def ping(self) -> None:
        await self._read(lambda c: c.fetchval("SELECT 1"))

    # --- rules --------------------------------------------------------------------------

    async def has_content(self, content_hash: str) -> bool:
        return bool(await self._read(
            lambda c: c.fetchval("SELECT EXISTS (SELECT 1 FROM versions WHERE content_hash = $1)", content_hash)))

    async def import_book(self, book: RuleBook, source: str) -> ImportResult:
        if await self.has_content(book.content_hash):
            return ImportResult(book.effective, imported=False, replaced=False)
        ordered = sorted(book.rules.items(), key=lambda kv: sort_key(kv[0]))

        async def run(conn: Conn) -> ImportResult:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", LOCK_IMPORT)
            if await conn.fetchval("SELECT EXISTS (SELECT 1 FROM versions WHERE content_hash = $1)", book.content_hash):
                return ImportResult(book.effective, imported=False, replaced=False)  # a racing process did it
            old = await conn.fetchval("DELETE FROM versions WHERE effective = $1 RETURNING id", book.effective)
            version_id = await conn.fetchval(
                "INSERT INTO versions (effective, content_hash, source, rule_count, glossary_count)"
                " VALUES ($1, $2, $3, $4, $5) RETURNING id",
                book.effective, book.content_hash, source, sum(1 for n in book.rules if len(n) > 1), len(book.glossary),
            )
            await conn.executemany(
                "INSERT INTO rules (version_id, number, position, text, examples, see_also)"
                " VALUES ($1, $2, $3, $4, $5, $6)",
                [(version_id, n, pos, r.text, list(r.examples), list(r.see_also)) for pos, (n,
                                                                                            r) in enumerate(ordered)],
            )
            await conn.executemany(
                "INSERT INTO glossary (version_id, position, headword, definition, rules) VALUES ($1, $2, $3, $4, $5)",
                [(version_id, pos, g.headword, g.definition, list(g.rules)) for pos, g in enumerate(book.glossary)],
            )
            return ImportResult(book.effective, imported=True, replaced=old is not None)

        return await self._run(run)

    async def versions(self) -> list[VersionInfo]:
        rows = await self._read(lambda c: c.fetch(
            "SELECT effective, content_hash, source, imported_at, rule_count, glossary_count FROM versions"
            " ORDER BY effective"))
        return [VersionInfo(r[0], r[1], r[2], r[3].astimezone(UTC).isoformat(timespec="seconds"), r[4], r[5])
                for r in rows]

    async def load_book(self, effective: date) -> RuleBook:
        async def run(conn: Conn) -> RuleBook:
            row = await conn.fetchrow("SELECT id, content_hash FROM versions WHERE effective = $1", effective)
            if row is None:
                raise KeyError(effective.isoformat())
            rule_rows = await conn.fetch(
                "SELECT number, text, examples, see_also FROM rules WHERE version_id = $1 ORDER BY position", row[0])
            glossary_rows = await conn.fetch(
                "SELECT headword, definition, rules FROM glossary WHERE version_id = $1 ORDER BY position", row[0])
            rules = {r[0]: Rule(r[0], r[1], r[2], r[3]) for r in rule_rows}
            glossary = [GlossaryEntry(g[0], g[1], g[2]) for g in glossary_rows]
            return RuleBook(effective=effective, rules=rules, glossary=glossary, content_hash=row[1])

        return await self._run(run)

    # --- settings -----------------------------------------------------------------------

    async def settings_snapshot(self) -> SettingsSnapshot:
        async def run(conn: Conn) -> SettingsSnapshot:
            snapshot = SettingsSnapshot({}, {})
            for scope, table in (("guild", snapshot.guilds), ("user", snapshot.users)):
                name, column = _OWNER[scope]
                for owner, key, value in await conn.fetch(f"SELECT {column}, key, value FROM {name}"):
                    table.setdefault(int(owner), {})[key] = value
            snapshot.cursor = int(await conn.fetchval("SELECT COALESCE(MAX(seq), 0) FROM settings_changes"))
            return snapshot

        # REPEATABLE READ: the rows and the cursor come from one moment.
        async def consistent(conn: Conn) -> SettingsSnapshot:
            await conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            return await run(conn)

        return await self._run(consistent)

    async def settings_changes(self, since: int) -> SettingsDelta:
        rows = await self._read(lambda c: c.fetch(
            "SELECT seq, scope, owner, key, value FROM settings_changes WHERE seq > $1 ORDER BY seq", int(since)))
        return SettingsDelta(int(rows[-1][0]) if rows else int(since),
                             [SettingChange(r[1], int(r[2]), r[3], r[4]) for r in rows])

    async def _set_setting(self, scope: str, owner: int, key: str, value: Any) -> None:
        table, column = _OWNER[scope]

        async def run(conn: Conn) -> None:
            # Writers take turns until commit, so sequence numbers become visible in order.
            await conn.execute("SELECT pg_advisory_xact_lock($1)", LOCK_SETTINGS)
            if value is None:
                await conn.execute(f"DELETE FROM {table} WHERE {column} = $1 AND key = $2", owner, key)
            else:
                await conn.execute(
                    f"INSERT INTO {table} ({column}, key, value) VALUES ($1, $2, $3)"
                    f" ON CONFLICT ({column}, key) DO UPDATE SET value = excluded.value", owner, key, value)
            seq = await conn.fetchval(
                "INSERT INTO settings_changes (scope, owner, key, value, seq)"
                " VALUES ($1, $2, $3, $4, nextval('settings_seq'))"
                " ON CONFLICT (scope, owner, key) DO UPDATE SET value = excluded.value, seq = excluded.seq"
                " RETURNING seq", scope, owner, key, value)
            await conn.execute("SELECT pg_notify($1, $2)", CHANNEL, str(seq))

        await self._run(run)

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self._set_setting("guild", int(guild_id), key, value)

    async def set_user_setting(self, user_id: int, key: str, value: Any) -> None:
        await self._set_setting("user", int(user_id), key, value)

    async def listen_settings(self, listener: SettingsListener) -> bool:
        self._listeners.append(listener)
        if self._listen_task is None:
            ready = asyncio.get_running_loop().create_future()
            self._listen_task = asyncio.create_task(self._listen(ready), name="settings-listener")
            await ready
        return True

    async def _listen(self, ready: asyncio.Future[None]) -> None:
        """Keep one connection listening; after a reconnect, tell the listeners (they catch up
        through the change feed, so a notification missed while disconnected is not lost)."""
        delay = 0.2
        first = True
        while not self._closed:
            lost = asyncio.Event()
            conn: asyncpg.Connection | None = None
            try:
                conn = await asyncpg.connect(self.url, timeout=CONNECT_TIMEOUT)
                conn.add_termination_listener(lambda _c, lost=lost: lost.set())
                await conn.add_listener(CHANNEL, lambda *_: self._notify())
                delay = 0.2
                if first:
                    first = False
                    ready.set_result(None)
                else:
                    self._notify()
                await lost.wait()
                log.warning("settings listener lost its connection; reconnecting")
            except _TRANSIENT as exc:
                if first:
                    first = False
                    ready.set_exception(bad_database(self.where, exc))
                    return
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)
            finally:
                if conn is not None and not conn.is_closed():
                    await conn.close()

    def _notify(self) -> None:
        for listener in list(self._listeners):
            try:
                listener()
            except Exception:
                log.exception("settings listener failed")

    # --- resolver sessions --------------------------------------------------------------

    async def save_session(self, session_id: str, state: dict[str, Any], *, open_: bool = True) -> None:
        await self._run(lambda c: c.execute(
            "INSERT INTO sessions (id, state, open, updated_at) VALUES ($1, $2, $3, clock_timestamp())"
            " ON CONFLICT (id) DO UPDATE SET state = excluded.state, open = excluded.open,"
            " updated_at = excluded.updated_at", session_id, state, bool(open_)))

    async def load_session(self, session_id: str) -> dict[str, Any] | None:
        state: dict[str, Any] | None = await self._read(
            lambda c: c.fetchval("SELECT state FROM sessions WHERE id = $1", session_id))
        return state

    async def open_sessions(self) -> list[tuple[str, dict[str, Any]]]:
        rows = await self._read(lambda c: c.fetch("SELECT id, state FROM sessions WHERE open ORDER BY updated_at, id"))
        return [(r[0], r[1]) for r in rows]

    async def close_session(self, session_id: str) -> None:
        await self._run(lambda c: c.execute(
            "UPDATE sessions SET open = FALSE, updated_at = clock_timestamp() WHERE id = $1", session_id))

    async def all_sessions(self) -> list[SessionRecord]:
        rows = await self._read(lambda c: c.fetch("SELECT id, state, open FROM sessions ORDER BY updated_at, id"))
        return [SessionRecord(r[0], r[1], r[2]) for r in rows]

    # --- coordination -------------------------------------------------------------------

    async def claim_identify_slot(self, bucket: int, interval: float) -> float:
        # The database's clock, not each host's: processes on several machines share one schedule.
        wait = await self._run(lambda c: c.fetchval(
            "WITH now AS (SELECT extract(epoch FROM clock_timestamp())::float8 AS t)"
            " INSERT INTO identify_slots AS s (bucket, next_at) SELECT $1, now.t + $2 FROM now"
            " ON CONFLICT (bucket) DO UPDATE"
            "  SET next_at = GREATEST(s.next_at, (SELECT t FROM now)) + $2"
            " RETURNING next_at - $2 - (SELECT t FROM now)", int(bucket), float(interval)))
        return max(0.0, float(wait))

