"""runtime/cluster.py: shard routing, the settings that drive it, and the supervisor of real child
processes (a small stand-in script plays the bot, since no Discord is reachable here)."""

from __future__ import annotations

import asyncio
import json
import sys
import textwrap

import pytest

from bot.config import Settings
from bot.errors import BotError
from runtime.cluster import Cluster, owns, shard_for, shard_plan

CHILD = textwrap.dedent('''
    import json, os, pathlib, signal, socket, sys
    ids = os.environ["MTGBOT_SHARD_IDS"]
    def note(event):  # told to the test over its socket: the test awaits it, never polls a file
        line = json.dumps({"event": event, "ids": ids, "shards": os.environ["MTGBOT_SHARDS"],
                           "heartbeat": os.environ["MTGBOT_HEARTBEAT"],
                           "processes": os.environ["MTGBOT_PROCESSES"]}) + "\\n"
        with socket.socket(socket.AF_UNIX) as s:
            s.connect(os.environ["CHILD_EVENTS"])
            s.sendall(line.encode())
    def on_term(*_):
        note("stop")
        sys.exit(0)
    signal.signal(signal.SIGTERM, on_term)  # before "start": a stop right after it is still noted
    note("start")
    behaviour = os.environ.get("CHILD_" + ids.replace(",", "_"), "run")
    marker = pathlib.Path(os.environ["CHILD_EVENTS"]).with_name("crashed-" + ids)
    if behaviour == "exit2":
        sys.exit(2)
    if behaviour == "crash_once" and not marker.exists():
        marker.touch()
        sys.exit(1)
    pathlib.Path(os.environ["MTGBOT_HEARTBEAT"]).touch()  # connected: fresh for far longer than a test
    while True:
        signal.pause()  # until SIGTERM
''')


# --- routing --------------------------------------------------------------------------------------

def test_shard_for_follows_discords_formula():
    guild = 81384788765712384  # a real-looking snowflake
    assert shard_for(guild, 4) == (guild >> 22) % 4
    assert shard_for(None, 4) == 0  # DMs arrive on shard 0
    assert owns(guild, None, None) and owns(guild, [shard_for(guild, 3)], 3)
    assert not owns(guild, [s for s in range(3) if s != shard_for(guild, 3)], 3)


def test_shard_plan_gives_every_shard_to_exactly_one_process():
    plan = shard_plan(10, 3)
    assert plan == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]]
    assert sorted(s for ids in plan for s in ids) == list(range(10))
    with pytest.raises(ValueError, match="at least MTGBOT_PROCESSES"):
        shard_plan(2, 3)


def test_sharding_settings_from_the_environment(monkeypatch):
    monkeypatch.setenv("MTGBOT_PROCESSES", "2")
    monkeypatch.setenv("MTGBOT_SHARDS", "4")
    monkeypatch.setenv("MTGBOT_SHARD_IDS", "2, 0")
    s = Settings.from_env()
    assert (s.processes, s.shard_count, s.shard_ids) == (2, 4, (0, 2))
    for name, value, words in (("MTGBOT_PROCESSES", "zero", "whole number"), ("MTGBOT_SHARDS", "1", "at least"),
                               ("MTGBOT_SHARD_IDS", "0,7", "below MTGBOT_SHARDS")):
        with monkeypatch.context() as m:
            m.setenv(name, value)
            if name == "MTGBOT_SHARDS":
                m.delenv("MTGBOT_SHARD_IDS")
            with pytest.raises(BotError, match=words) as err:
                Settings.from_env()
            assert err.value.code == "bad_config"
    monkeypatch.delenv("MTGBOT_PROCESSES")
    monkeypatch.delenv("MTGBOT_SHARDS")
    monkeypatch.delenv("MTGBOT_SHARD_IDS")
    s = Settings.from_env()
    assert (s.processes, s.shard_count, s.shard_ids) == (1, None, None)  # one process, Discord's count


# --- the supervisor ---------------------------------------------------------------------------------

class ChildEvents:
    """What the stand-in children say ("start", "stop"), received on a Unix socket and awaited."""

    def __init__(self) -> None:
        self.items: list[dict] = []
        self._arrived = asyncio.Event()

    async def _read(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        async for line in reader:
            self.items.append(json.loads(line))
            self._arrived.set()
        writer.close()

    def ids(self, event: str) -> list[str]:
        return [e["ids"] for e in self.items if e["event"] == event]

    async def until(self, predicate, seconds: float = 20.0) -> None:
        """Wait for ``predicate()`` to hold after some child's message (``seconds`` only guards a hang)."""

        async def arrived() -> None:
            while not predicate():
                self._arrived.clear()
                await self._arrived.wait()

        await asyncio.wait_for(arrived(), seconds)


@pytest.fixture
async def child(tmp_path, monkeypatch):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    events = ChildEvents()
    path = tmp_path / "events.sock"
    server = await asyncio.start_unix_server(events._read, str(path))
    monkeypatch.setenv("CHILD_EVENTS", str(path))
    settings = Settings(db=str(tmp_path / "bot.sqlite3"), data_dir=tmp_path, heartbeat_file=str(tmp_path / "beat"))
    yield settings, [sys.executable, str(script)], events
    server.close()
    await server.wait_closed()


def healthy_signal(c: Cluster) -> asyncio.Event:
    """Set the first time the cluster touches its own heartbeat (every child connected)."""
    healthy = asyncio.Event()
    touch = c.touch_heartbeat

    def touched() -> bool:
        if touch():
            healthy.set()
            return True
        return False

    c.touch_heartbeat = touched  # type: ignore[method-assign]
    return healthy


def cluster(settings, command, **kwargs) -> Cluster:
    kwargs.setdefault("check_seconds", 0.05)
    kwargs.setdefault("restart_pauses", (0.05,))
    return Cluster(settings, command=command, **kwargs)


async def test_children_start_one_after_another_and_stop_cleanly(child, tmp_path):
    settings, command, events = child
    stop = asyncio.Event()
    c = cluster(settings, command, processes=2, shard_count=4)
    healthy = healthy_signal(c)
    run = asyncio.create_task(c.run(stop))
    await asyncio.wait_for(healthy.wait(), 20)  # the cluster is healthy only once every child is connected
    beat = tmp_path / "beat"
    assert beat.exists()
    starts = [e for e in events.items if e["event"] == "start"]
    assert [e["ids"] for e in starts] == ["0,2", "1,3"]  # round robin, in order
    assert {e["shards"] for e in starts} == {"4"} and {e["processes"] for e in starts} == {"1"}
    assert len({e["heartbeat"] for e in starts}) == 2 and all(e["heartbeat"] != str(beat) for e in starts)
    stop.set()
    assert await asyncio.wait_for(run, 20) == 0
    await events.until(lambda: len(events.ids("stop")) == 2)
    assert sorted(events.ids("stop")) == ["0,2", "1,3"]  # SIGTERM passed on
    assert all(ch.proc.returncode == 0 for ch in c.children)


async def test_a_crashed_child_is_restarted(child, monkeypatch):
    settings, command, events = child
    monkeypatch.setenv("CHILD_1", "crash_once")
    stop = asyncio.Event()
    run = asyncio.create_task(cluster(settings, command, processes=2).run(stop))
    await events.until(lambda: events.ids("start").count("1") == 2)
    stop.set()
    assert await asyncio.wait_for(run, 20) == 0
    await events.until(lambda: len(events.ids("stop")) == 2)
    assert sorted(events.ids("stop")) == ["0", "1"]


async def test_a_rejected_token_stops_the_cluster_with_status_2(child, monkeypatch):
    settings, command, events = child
    monkeypatch.setenv("CHILD_1", "exit2")
    c = cluster(settings, command, processes=2)
    assert await asyncio.wait_for(c.run(asyncio.Event()), 20) == 2
    await events.until(lambda: len(events.ids("stop")) == 1)
    assert events.ids("stop") == ["0"]  # the healthy one was stopped
    assert events.ids("start").count("1") == 1  # never restarted
