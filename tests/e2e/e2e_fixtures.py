"""Fixtures for the end-to-end tests: the stand-in, a prepared database, bot processes.

Not a ``conftest.py``: other test directories import their own ``conftest`` module by name, and a
second module of that name on the path would shadow theirs. Test modules import these fixtures.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.crfiles import CR_DIR, CURRENT
from tests.e2e.harness import BotProcess, copy_db
from tests.e2e.standin import DISCORD_DEADLINE, FUNCTIONAL_DEADLINE, StandIn


@pytest.fixture(autouse=True)
def discord_deadline(request):
    """Discord's 3-second deadline for the tests marked ``discord_deadline`` (they are about it); a
    generous one for the rest, so a loaded host cannot fail a test about something else."""
    strict = request.node.get_closest_marker("discord_deadline") is not None
    StandIn.default_deadline = DISCORD_DEADLINE if strict else FUNCTIONAL_DEADLINE
    yield
    StandIn.default_deadline = DISCORD_DEADLINE


@pytest.fixture(scope="session")
def template_db(tmp_path_factory) -> Path:
    """A database with the current release imported once; each bot gets a copy."""
    rules = CR_DIR / CURRENT
    if not rules.is_file():
        pytest.skip(f"{rules} is missing (set MTGBOT_CR_DIR)")
    path = tmp_path_factory.mktemp("e2e-db") / "template.sqlite3"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}
    env.update({"MTGBOT_DATA_DIR": str(path.parent / "data"), "MTGBOT_RULES": str(rules),
                "MTGBOT_RULES_PAGE": "http://127.0.0.1:9/none",
                "MTGBOT_RULES_URL_PATTERN": "http://127.0.0.1:9/{year}/{stamp}.txt"})
    subprocess.run([sys.executable, "-m", "bot", "import", "--db", str(path), "--json"],
                   check=True, capture_output=True, timeout=120, env=env)
    return path


@pytest.fixture
def standin():
    server = StandIn().start()
    yield server
    server.stop()


@pytest.fixture
def spawn(standin, template_db, tmp_path):
    """Start bot processes (against ``standin`` unless told otherwise); all are killed when the
    test ends, before the stand-in stops."""
    procs: list[BotProcess] = []

    def start(*, args: tuple[str, ...] = ("run",), env: dict[str, str] | None = None, name: str = "bot",
              db: Path | None = None, server: StandIn | None = None) -> BotProcess:
        database = db or copy_db(template_db, tmp_path / f"{name}.sqlite3")
        # gateway tests never resolve: their bots skip the grammars' few seconds of CPU unless a test asks
        env = {"MTGBOT_WARM_GRAMMARS": "0", **(env or {})}
        proc = BotProcess(server or standin, tmp_path, args=args, db=database, env=env, name=name).start()
        procs.append(proc)
        return proc

    yield start
    for proc in procs:
        proc.kill()
