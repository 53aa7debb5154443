"""The CLI against PostgreSQL (issue 26): `import` writes where `versions` reads, and a server that
does not answer is named at once with what the command waits for."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

from tests.crfiles import CR_DIR

REPO = Path(__file__).resolve().parents[2]


def base_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}
    env.update(MTGBOT_DB=str(tmp_path / "must-not-be-used.sqlite3"), MTGBOT_DATA_DIR=str(tmp_path / "data"),
               MTGBOT_SEMANTIC="0",
               MTGBOT_RULES_PAGE="http://127.0.0.1:9/x", MTGBOT_RULES_URL_PATTERN="http://127.0.0.1:9/{year}/{stamp}",
               **extra)
    return env


def cli(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=180, stdin=subprocess.DEVNULL)


async def test_import_writes_to_postgresql_when_the_url_is_set(tmp_path, new_pg_database):
    env = base_env(tmp_path, MTGBOT_DATABASE_URL=await new_pg_database())
    p = cli(env, "import", str(CR_DIR / "en-20260417.txt"), "--json")  # its search vectors ship
    assert p.returncode == 0, p.stderr
    assert [v["effective"] for v in json.loads(p.stdout)["versions"]] == ["2026-04-17"]
    p = cli(env, "versions", "--json")
    assert p.returncode == 0 and [v["effective"] for v in json.loads(p.stdout)["versions"]] == ["2026-04-17"]
    assert not (tmp_path / "must-not-be-used.sqlite3").exists()


def test_an_unreachable_server_is_named_before_the_command_gives_up(tmp_path):
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = base_env(tmp_path, MTGBOT_DATABASE_URL=f"postgresql://bot:secret@127.0.0.1:{port}/bot")
    proc = subprocess.Popen([sys.executable, "-m", "bot", "versions"], cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = proc.stderr.readline()  # blocks until the first line: the notice, while it still waits
        assert proc.poll() is None, first
        assert f"127.0.0.1:{port}" in first and "does not answer" in first and "retrying for up to" in first
        assert "secret" not in first
    finally:
        proc.kill()
        proc.communicate()
