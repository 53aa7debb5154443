"""Fixtures for the end-to-end tests: the stand-in, a prepared database, bot processes."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from crfiles import CR_DIR, CURRENT
from harness import BotProcess, copy_db
from standin import StandIn

E2E = Path(__file__).parent


@pytest.fixture(scope="session")
def template_db(tmp_path_factory) -> Path:
    """A database with the current release imported once; each bot gets a copy."""
    path = tmp_path_factory.mktemp("e2e-db") / "template.sqlite3"
    subprocess.run([sys.executable, "-m", "bot", "import", "--db", str(path), "--json"],
                   check=True, capture_output=True, timeout=120,
                   env={**_clean_env(), "MTGBOT_DATA_DIR": str(path.parent / "data"),
                        "MTGBOT_RULES": str(CR_DIR / CURRENT), "MTGBOT_RULES_PAGE": "http://127.0.0.1:9/none",
                        "MTGBOT_RULES_URL_PATTERN": "http://127.0.0.1:9/{year}/{stamp}.txt"})
    return path


def _clean_env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}


@pytest.fixture
def standin():
    server = StandIn().start()
    yield server
    server.stop()


@pytest.fixture
def spawn(standin, template_db, tmp_path):
    """Start bot processes against ``standin``; all are killed when the test ends."""
    procs: list[BotProcess] = []

    def start(*, args: tuple[str, ...] = ("run",), env: dict[str, str] | None = None, name: str = "bot",
              db: Path | None = None, server: StandIn | None = None) -> BotProcess:
        database = db or copy_db(template_db, tmp_path / f"{name}.sqlite3")
        proc = BotProcess(server or standin, tmp_path, args=args, db=database, env=env, name=name).start()
        procs.append(proc)
        return proc

    yield start
    for proc in procs:
        proc.kill()
