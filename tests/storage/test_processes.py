"""Several bot processes on one database, each a real OS process, on both backends: concurrent
imports, a settings change seen elsewhere, a table game continued after its process died, and
(PostgreSQL) the server restarted during use."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import textwrap

import pytest

from bot.services.settings import Preferences
from bot.services.table_session import TableSession
from bot.storage import open_store
from tests.crfiles import CR_DIR, CURRENT, FILES
from tests.storage.settle import Announcing, until_settled

PROCESS_TIMEOUT = 180  # a hung process fails the test instead of hanging the suite


def run_python(code: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def bot_command(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "bot", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def finish(proc: subprocess.Popen[str]) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=PROCESS_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"a process hung: {err[-2000:]}")
    return proc.returncode, out, err


async def test_imports_at_once_import_each_release_once(db_url):
    if not all((CR_DIR / f).is_file() for f in FILES):
        pytest.skip("the shared CR files are missing")
    procs = [bot_command("import", "--json", "--db", db_url, "--rules", str(CR_DIR), str(CR_DIR)) for _ in range(3)]
    results = [await asyncio.to_thread(finish, p) for p in procs]
    for code, _out, err in results:
        assert code == 0, err[-2000:]
        assert "Traceback" not in err and "OperationalError" not in err
    outputs = [json.loads(out) for _, out, _ in results]
    assert {v["effective"] for v in outputs[-1]["versions"]} == {"2024-11-08", "2026-01-16", "2026-04-17"}
    store = await open_store(db_url)
    try:
        versions = await store.versions()
        assert len(versions) == 3 and len({v.content_hash for v in versions}) == 3
    finally:
        await store.close()


async def test_a_setting_written_by_another_process_arrives(db_url, backend):
    store = await open_store(db_url)
    announcing = Announcing(store)
    prefs = Preferences(announcing, refresh=3600 if backend == "postgres" else 0)  # pushed, or read at each check
    try:
        await prefs.load()
        code, _, err = await asyncio.to_thread(finish, run_python(f"""
            import asyncio
            from bot.storage import open_store
            async def main():
                s = await open_store({db_url!r})
                await s.set_user_setting(42, "lang", "es")
                await s.set_guild_setting(7, "private", True)
                await s.close()
            asyncio.run(main())
        """))
        assert code == 0, err
        assert prefs.pushed is (backend == "postgres")

        async def arrived() -> bool:
            return await prefs.resolve(42, 7, "en-US") == ("es", True)

        await until_settled(prefs, arrived, announcing.pushed if prefs.pushed else None, seconds=20)
    finally:
        await prefs.close()
        await store.close()


PLAYERS = {"Alice": 1, "Bob": 2, "Carol": 3}


async def test_a_table_game_continues_in_another_process_after_the_first_dies(db_url):
    code, out, err = await asyncio.to_thread(finish, run_python(f"""
        import asyncio, os, signal
        from bot.storage import open_store
        import json
        from bot.services.table_session import TableSession
        BOARDS = [["Grizzly Bears (creature)", "Llanowar Elves (creature)"], ["Hill Giant (creature)",
                                                                              "Goblin Guide (creature)"],
                  ["Serra Angel (creature)", "Savannah Lions (creature)"]]
        TEXT = json.dumps({{"players": [{{"name": n, "battlefield": b}} for n, b in zip(["Alice", "Bob", "Carol"],
                                                                                        BOARDS)],
                           "active": "Alice", "effect": "Each player sacrifices a creature."}})
        def key(session, label):
            return next(o.key for o in session.prompt_view().options if o.label == label)
        async def main():
            store = await open_store({db_url!r})
            session = TableSession(TableSession.new_id(), TEXT, {PLAYERS!r}, store=store, lang="en", owner_id=1,
                                   channel_id=10, guild_id=20)
            await session.start()
            await session.submit(1, [key(session, "Llanowar Elves")])
            await session.submit(2, [key(session, "Hill Giant")])
            print(session.id, flush=True)
            os.kill(os.getpid(), signal.SIGKILL)  # dies: no suspend, no close
        asyncio.run(main())
    """))
    assert code == -9, err
    session_id = out.strip()
    store = await open_store(db_url)
    try:
        [(restored_id, state)] = await store.open_sessions()
        assert restored_id == session_id
        again = TableSession.from_state(restored_id, state, store=store)
        await again.start()
        assert again.prompt_view().player == "Carol"
        key = next(o.key for o in again.prompt_view().options if o.label == "Savannah Lions")
        await again.submit(3, [key])
        assert again.status == "done"
        saved = await store.load_session(session_id)
        assert [a["player"] for a in saved["answers"]] == ["Alice", "Bob", "Carol"]
    finally:
        await store.close()


async def test_the_server_restarted_during_use_loses_nothing(pg_server, new_pg_database):
    """Writes keep going while the server restarts under them (no sleeps: events say when the
    writer is busy, when the server is back, and when a pushed change arrived)."""
    url = await new_pg_database()
    mine, other = await open_store(url), await open_store(url)
    prefs = Preferences(mine, refresh=3600)
    pushed = asyncio.Event()
    try:
        await prefs.load()
        assert prefs.pushed
        await mine.listen_settings(pushed.set)  # after prefs' own listener: prefs is poked first
        written: list[int] = []
        busy, restarted = asyncio.Event(), asyncio.Event()

        async def keep_writing() -> None:
            i = after = 0
            while after < 10:  # until ten writes went in after the server came back
                await mine.save_session(f"s{i}", {"i": i})
                await mine.set_user_setting(1000 + i, "lang", "es")
                written.append(i)
                i += 1
                if i == 5:
                    busy.set()
                if restarted.is_set():
                    after += 1

        writer = asyncio.create_task(keep_writing())
        await asyncio.wait_for(busy.wait(), 60)
        await asyncio.to_thread(pg_server.restart)  # pg_ctl -w: returns once the server accepts connections
        restarted.set()
        await asyncio.wait_for(writer, 120)
        count = len(written)
        assert written == list(range(count)) and count >= 15
        assert [sid for sid, _ in await mine.open_sessions()] == [f"s{i}" for i in range(count)]
        snapshot = await other.settings_snapshot()  # the other pool's connections were all cut too
        assert set(snapshot.users) == {1000 + i for i in range(count)}
        # The listener reconnected: a change made after the restart is still pushed. A notification
        # of the reconnection itself may come first; each round waits for the next one.
        await other.set_user_setting(5, "lang", "en")
        for _ in range(5):
            await prefs.wait_idle()
            if (await prefs.user(5)).get("lang") == "en":
                break
            pushed.clear()
            await asyncio.wait_for(pushed.wait(), 30)  # the settings listener did not reconnect
        assert (await prefs.user(5)).get("lang") == "en"
        assert (await prefs.user(1000 + count - 1)).get("lang") == "es"
    finally:
        await prefs.close()
        await mine.close()
        await other.close()


def bot_env_command(env: dict[str, str], *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "bot", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env={**os.environ, **env})


async def test_the_cli_works_on_postgres_from_two_processes_at_once(new_pg_database, tmp_path):
    """Issue 16's bar: import, rule, search, versions and resolve with MTGBOT_DATABASE_URL set."""
    if not (CR_DIR / CURRENT).is_file():
        pytest.skip("the shared CR files are missing")
    env = {"MTGBOT_DATABASE_URL": await new_pg_database(), "MTGBOT_RULES": str(CR_DIR / CURRENT)}
    scenario = tmp_path / "edict.json"
    scenario.write_text(json.dumps({"players": [{"name": "Alice", "battlefield": ["Grizzly Bears (creature)"]},
                                                {"name": "Bob", "battlefield": ["Hill Giant (creature)"]}],
                                    "active": "Alice", "effect": "Each player sacrifices a creature."}))
    commands = [("import", "--json"), ("rule", "101.4", "--json", "--lang", "es"),
                ("search", "who chooses first when each player sacrifices", "--json"), ("versions", "--json"),
                ("resolve", str(scenario), "--json")]
    for args in commands:
        procs = [bot_env_command(env, *args) for _ in range(2)]
        results = [await asyncio.to_thread(finish, p) for p in procs]
        for code, out, err in results:
            assert code == 0, f"{args}: {out[-500:]} {err[-1500:]}"
            assert "Traceback" not in err
        first = json.loads(results[0][1])
        if args[0] == "rule":
            assert first["number"] == "101.4" and first["lang"] == "es"
        if args[0] == "versions":
            assert [v["effective"] for v in first["versions"]] == ["2026-04-17"]
        if args[0] == "search":
            assert first["results"]
