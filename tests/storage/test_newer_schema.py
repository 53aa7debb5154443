"""A database migrated by a newer release (issue 27): its schema carries a migration numbered above
every one this release ships. Opening it for work, ``migrate`` and ``health`` refuse it, naming the
migration that newer release applied, and nothing is written to it (SQLite and PostgreSQL)."""

from __future__ import annotations

import json
import subprocess
import sys

import asyncpg
import pytest

from bot.errors import BotError
from bot.storage import is_postgres_url, open_store
from bot.storage.migrations import migrations

FUTURE = (9999, "from_the_future")


async def stamp_future(url: str) -> None:
    """What a newer release's migration leaves behind: one more row in ``schema_migrations``."""
    await (await open_store(url)).close()
    if is_postgres_url(url):
        conn = await asyncpg.connect(url)
        try:
            await conn.execute("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", *FUTURE)
        finally:
            await conn.close()
    else:
        import sqlite3

        with sqlite3.connect(url) as conn:
            conn.execute("INSERT INTO schema_migrations VALUES (?, ?, '2099-01-01')", FUTURE)


async def schema_rows(url: str) -> list[tuple[int, str]]:
    if is_postgres_url(url):
        conn = await asyncpg.connect(url)
        try:
            return [tuple(r) for r in await conn.fetch("SELECT version, name FROM schema_migrations ORDER BY 1")]
        finally:
            await conn.close()
    import sqlite3

    with sqlite3.connect(url) as conn:
        return list(conn.execute("SELECT version, name FROM schema_migrations ORDER BY 1"))


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", *args], check=False, capture_output=True, text=True,
                          timeout=120)


async def test_a_newer_schema_is_refused_naming_the_migration_that_made_it(db_url):
    await stamp_future(db_url)
    before = await schema_rows(db_url)
    with pytest.raises(BotError) as info:
        await open_store(db_url)
    assert info.value.code == "bad_database"
    ours = f"{migrations('sqlite')[-1].label}"
    for lang, words in (("en", "newer release"), ("es", "versión más reciente")):
        text = info.value.text(lang)
        assert words in text and "9999_from_the_future" in text and ours[:4] in text
    assert await schema_rows(db_url) == before  # nothing migrated, nothing written


async def test_migrate_and_health_say_so(db_url):
    await stamp_future(db_url)
    migrated = cli("migrate", "--json", "--db", db_url)
    assert migrated.returncode == 2, migrated.stderr
    error = json.loads(migrated.stdout)["error"]
    assert error["code"] == "bad_database" and "9999_from_the_future" in error["message"]
    health = cli("health", "--json", "--db", db_url)
    assert health.returncode == 1, health.stderr
    assert any("9999_from_the_future" in p for p in json.loads(health.stdout)["problems"])
    assert "Traceback" not in migrated.stderr + health.stderr
