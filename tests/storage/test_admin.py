"""``python -m bot migrate [--to URL]`` and ``python -m bot health``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from bot.config import Settings
from bot.storage import open_store
from bot.storage.admin import migrate
from bot.storage.health import check, heartbeat_problem


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bot", *args], check=False, capture_output=True, text=True,
                          timeout=120,
                          env={**os.environ, **(env or {})})


async def test_migrate_to_copies_settings_and_games_once(tmp_path, new_pg_database):
    sqlite_path = tmp_path / "old.sqlite3"
    source = await open_store(sqlite_path)
    await source.set_guild_setting(10, "lang", "es")
    await source.set_guild_setting(10, "private", True)
    await source.set_user_setting(2**60, "lang", "en")
    await source.save_session("open-game", {"v": 1, "answers": [{"player": "Alice"}]})
    await source.save_session("old-game", {"v": 1})
    await source.close_session("old-game")
    await source.close()
    target_url = await new_pg_database()
    settings = Settings.from_env(db=str(sqlite_path))

    report = await migrate(settings, target_url)
    assert report.copied == {"guild_settings": 2, "user_settings": 1, "sessions": 2}
    assert report.target_applied[0] == "0001_initial"
    again = await migrate(settings, target_url)  # idempotent: nothing doubles
    assert again.applied == [] and again.target_applied == []

    target = await open_store(target_url)
    try:
        snapshot = await target.settings_snapshot()
        assert snapshot.guilds == {10: {"lang": "es", "private": True}} and snapshot.users == {2**60: {"lang": "en"}}
        assert await target.open_sessions() == [("open-game", {"v": 1, "answers": [{"player": "Alice"}]})]
        assert {(r.id, r.open) for r in await target.all_sessions()} == {("open-game", True), ("old-game", False)}
        assert await target.versions() == []  # rules are re-imported, not copied
    finally:
        await target.close()


def test_migrate_command_and_its_refusals(tmp_path):
    db = tmp_path / "bot.sqlite3"
    first = cli("migrate", "--json", "--db", str(db))
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout)["applied"][0] == "0001_initial"
    second = cli("migrate", "--db", str(db))
    assert second.returncode == 0 and "up to date" in second.stdout
    same = cli("migrate", "--json", "--db", str(db), "--to", str(db))
    assert same.returncode == 2 and json.loads(same.stdout)["error"]["code"] == "bad_input"


async def test_health_needs_a_fresh_heartbeat_and_a_database(tmp_path, db_url, backend):
    beat = tmp_path / "beat"
    settings = Settings.from_env(db=db_url)
    if backend == "sqlite":
        missing = await check(settings)  # the file does not exist yet: not healthy, and not created
        assert not missing.ok and not (tmp_path / "store.sqlite3").exists()
    await (await open_store(db_url)).close()
    assert (await check(settings)).ok
    with_beat = Settings(**{**settings.__dict__, "heartbeat_file": str(beat)})
    report = await check(with_beat)
    assert not report.ok and report.checks == {"heartbeat": False, "database": True}
    beat.write_text("1")
    assert (await check(with_beat)).ok
    old = time.time() - 600
    os.utime(beat, (old, old))
    report = await check(with_beat)
    assert not report.ok and report.checks["heartbeat"] is False and "s old" in report.problems[0]


def test_heartbeat_age_is_measured_against_the_limit(tmp_path):
    beat = tmp_path / "beat"
    beat.write_text("1")
    now = beat.stat().st_mtime
    assert heartbeat_problem(str(beat), now=now + 89) is None
    assert "91 s" in (heartbeat_problem(str(beat), now=now + 91) or "")
    assert "latido" in (heartbeat_problem(str(tmp_path / "none"), lang="es") or "")


@pytest.mark.parametrize("fresh", [True, False])
def test_health_command_exit_status(tmp_path, fresh):
    db = tmp_path / "bot.sqlite3"
    assert cli("migrate", "--db", str(db)).returncode == 0
    beat = tmp_path / "beat"
    beat.write_text("1")
    if not fresh:
        os.utime(beat, (time.time() - 1000, time.time() - 1000))
    result = cli("health", "--json", "--db", str(db), env={"MTGBOT_HEARTBEAT": str(beat)})
    assert result.returncode == (0 if fresh else 1)
    assert json.loads(result.stdout)["ok"] is fresh
