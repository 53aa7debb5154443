"""The embedded SQLite backend (aiosqlite, WAL mode)."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from ..rules.model import GlossaryEntry, Rule, RuleBook
from ..rules.numbers import sort_key
from .base import ImportResult, SettingsSnapshot, VersionInfo

SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS versions (
    id INTEGER PRIMARY KEY,
    effective TEXT NOT NULL UNIQUE,
    content_hash TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    rule_count INTEGER NOT NULL,
    glossary_count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rules (
    version_id INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
    number TEXT NOT NULL,
    position INTEGER NOT NULL,
    text TEXT NOT NULL,
    examples TEXT NOT NULL,
    see_also TEXT NOT NULL,
    PRIMARY KEY (version_id, number)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS glossary (
    version_id INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    headword TEXT NOT NULL,
    definition TEXT NOT NULL,
    rules TEXT NOT NULL,
    PRIMARY KEY (version_id, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS guild_settings (
    guild_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (guild_id, key)
);
CREATE TABLE IF NOT EXISTS user_settings (
    user_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    open INTEGER NOT NULL DEFAULT 1,
    updated_at TEXT NOT NULL
);
"""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class SqliteStore:
    """All stores in one SQLite file. Imports are single transactions, so a failed or
    interrupted import leaves the previous data intact."""

    def __init__(self, conn: aiosqlite.Connection, path: str) -> None:
        self._conn = conn
        self.path = path

    @classmethod
    async def open(cls, path: str | Path) -> SqliteStore:
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves to control atomicity.
        conn = await aiosqlite.connect(path, isolation_level=None)
        await conn.execute("PRAGMA journal_mode=WAL")
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA synchronous=NORMAL")
        await conn.executescript(SCHEMA)
        await conn.execute(
            "INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),)
        )
        return cls(conn, path)

    async def close(self) -> None:
        await self._conn.close()

    # --- rules --------------------------------------------------------------------------

    async def has_content(self, content_hash: str) -> bool:
        async with self._conn.execute("SELECT 1 FROM versions WHERE content_hash = ?", (content_hash,)) as cur:
            return await cur.fetchone() is not None

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
        conn = self._conn
        await conn.execute("BEGIN IMMEDIATE")
        try:
            async with conn.execute(
                "SELECT id FROM versions WHERE effective = ?", (book.effective.isoformat(),)
            ) as cur:
                old = await cur.fetchone()
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
            await conn.execute("COMMIT")
        except BaseException:
            await conn.execute("ROLLBACK")
            raise
        return ImportResult(book.effective, imported=True, replaced=bool(old))

    async def versions(self) -> list[VersionInfo]:
        async with self._conn.execute(
            "SELECT effective, content_hash, source, imported_at, rule_count, glossary_count"
            " FROM versions ORDER BY effective"
        ) as cur:
            rows = await cur.fetchall()
        return [VersionInfo(date.fromisoformat(r[0]), r[1], r[2], r[3], r[4], r[5]) for r in rows]

    async def load_book(self, effective: date) -> RuleBook:
        async with self._conn.execute(
            "SELECT id, content_hash FROM versions WHERE effective = ?", (effective.isoformat(),)
        ) as cur:
            row = await cur.fetchone()
        if row is None:
            raise KeyError(effective.isoformat())
        version_id, content_hash = row
        async with self._conn.execute(
            "SELECT number, text, examples, see_also FROM rules WHERE version_id = ? ORDER BY position", (version_id,)
        ) as cur:
            rule_rows = await cur.fetchall()
        async with self._conn.execute(
            "SELECT headword, definition, rules FROM glossary WHERE version_id = ? ORDER BY position", (version_id,)
        ) as cur:
            glossary_rows = await cur.fetchall()
        loads = json.loads
        rules = {n: Rule(n, t, loads(ex), loads(sa)) for n, t, ex, sa in rule_rows}
        glossary = [GlossaryEntry(h, d, loads(r)) for h, d, r in glossary_rows]
        return RuleBook(effective=effective, rules=rules, glossary=glossary, content_hash=content_hash)

    # --- settings -----------------------------------------------------------------------

    async def _all_settings(self, table: str, column: str) -> dict[int, dict[str, Any]]:
        async with self._conn.execute(f"SELECT {column}, key, value FROM {table}") as cur:
            rows = await cur.fetchall()
        out: dict[int, dict[str, Any]] = {}
        for owner, key, value in rows:
            out.setdefault(int(owner), {})[key] = json.loads(value)
        return out

    async def settings_snapshot(self) -> SettingsSnapshot:
        return SettingsSnapshot(guilds=await self._all_settings("guild_settings", "guild_id"),
                                users=await self._all_settings("user_settings", "user_id"))

    async def _set_setting(self, table: str, column: str, owner: int, key: str, value: Any) -> None:
        if value is None:
            await self._conn.execute(f"DELETE FROM {table} WHERE {column} = ? AND key = ?", (owner, key))
            return
        await self._conn.execute(
            f"INSERT INTO {table} ({column}, key, value) VALUES (?, ?, ?)"
            " ON CONFLICT DO UPDATE SET value = excluded.value",
            (owner, key, json.dumps(value)),
        )

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None:
        await self._set_setting("guild_settings", "guild_id", guild_id, key, value)

    async def set_user_setting(self, user_id: int, key: str, value: Any) -> None:
        await self._set_setting("user_settings", "user_id", user_id, key, value)

    # --- resolver sessions --------------------------------------------------------------

    async def save_session(self, session_id: str, state: dict[str, Any], *, open_: bool = True) -> None:
        await self._conn.execute(
            "INSERT INTO sessions (id, state, open, updated_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (id) DO UPDATE SET state = excluded.state, open = excluded.open,"
            " updated_at = excluded.updated_at",
            (session_id, json.dumps(state, ensure_ascii=False), int(open_), _now()),
        )

    async def load_session(self, session_id: str) -> dict[str, Any] | None:
        async with self._conn.execute("SELECT state FROM sessions WHERE id = ?", (session_id,)) as cur:
            row = await cur.fetchone()
        return json.loads(row[0]) if row else None

    async def open_sessions(self) -> list[tuple[str, dict[str, Any]]]:
        async with self._conn.execute("SELECT id, state FROM sessions WHERE open = 1 ORDER BY updated_at") as cur:
            return [(i, json.loads(s)) for i, s in await cur.fetchall()]

    async def close_session(self, session_id: str) -> None:
        await self._conn.execute("UPDATE sessions SET open = 0, updated_at = ? WHERE id = ?", (_now(), session_id))
