"""Several bot processes, each running some of the shards (docs/discord-notes.md §4).

One Python process handles one interaction at a time; a burst larger than it can clear in time
needs more processes, and that is how Discord scales bots anyway: each shard receives the events
of the servers it owns (``shard_id = (guild_id >> 22) % shard_count``, DMs on shard 0), and a
process may run any set of shards (``AutoShardedBot(shard_count=…, shard_ids=…)``).

``python -m bot run`` with ``MTGBOT_PROCESSES`` > 1 starts this supervisor instead of a bot:

* it opens the database once first, so the rules are imported (or downloaded) once, not raced;
* it starts one child per process (``python -m bot run --shard-ids … --shard-count …``), each
  after the previous one reported ready (its heartbeat file appeared), so their IDENTIFY calls do
  not collide; a child that is not ready in :data:`READY_TIMEOUT` seconds is left to keep trying;
* it touches the cluster heartbeat (``MTGBOT_HEARTBEAT``, read by the Dockerfile's health check)
  only while every child's own heartbeat is fresh;
* it restarts a child that dies, after a growing pause; a child that exits with status 2 (bad
  token or settings) stops the whole cluster with status 2, since a restart cannot fix that; a
  child that fails :data:`MAX_CRASHES` times in a row (each run shorter than
  :data:`STABLE_SECONDS`: Discord unreachable, no network) stops it with status 1 and one clear
  line, instead of retrying for ever;
* SIGINT / SIGTERM are passed on to every child, which shut down cleanly.

Table sessions belong to the process that owns their server's shard, so each child restores only
those (:func:`owns`); commands are synced from exactly one place, ``python -m bot sync``.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from bot.catalog import t
from bot.config import Settings

from .lifecycle import stop_on_signals

log = logging.getLogger("runtime.cluster")

READY_TIMEOUT = 120.0  # seconds a child may take to connect before the next one starts anyway
HEARTBEAT_FRESH = 90.0  # same staleness the Dockerfile's health check allows
CHECK_SECONDS = 5.0
RESTART_PAUSES = (1.0, 5.0, 15.0, 60.0)  # after the 1st, 2nd, 3rd, later crash in a row
STABLE_SECONDS = 300.0  # a child that ran this long starts its crash count again
MAX_CRASHES = 5  # failures in a row (each child already retried Discord itself) before giving up
EXIT_UNREACHABLE = 1
EXIT_CONFIG = 2  # the bot's status for a rejected token or bad settings


def shard_for(guild_id: int | None, shard_count: int) -> int:
    """The shard Discord sends a server's events to (DMs go to shard 0)."""
    return 0 if guild_id is None else (int(guild_id) >> 22) % shard_count


def owns(guild_id: int | None, shard_ids: Sequence[int] | None, shard_count: int | None) -> bool:
    """Whether a process running ``shard_ids`` receives ``guild_id``'s interactions."""
    if shard_ids is None or not shard_count:
        return True  # one process runs every shard
    return shard_for(guild_id, shard_count) in shard_ids


def shard_plan(shard_count: int, processes: int) -> list[list[int]]:
    """Shards per process, round robin: process ``i`` runs shards ``i, i + processes, …``."""
    if processes < 1 or shard_count < processes:
        raise ValueError(f"{shard_count} shard(s) cannot be spread over {processes} process(es); "
                         "MTGBOT_SHARDS must be at least MTGBOT_PROCESSES")
    return [list(range(i, shard_count, processes)) for i in range(processes)]


@dataclass
class Child:
    index: int
    shard_ids: list[int]
    heartbeat: Path
    proc: asyncio.subprocess.Process | None = None
    started: float = 0.0
    crashes: int = 0
    waiter: asyncio.Task[int] | None = field(default=None, repr=False)

    def fresh(self, now: float) -> bool:
        try:
            return now - self.heartbeat.stat().st_mtime < HEARTBEAT_FRESH
        except OSError:
            return False


class Cluster:
    """Starts, watches and stops the child processes; :meth:`run` returns the exit status."""

    def __init__(self, settings: Settings, *, processes: int, shard_count: int | None = None,
                 command: Sequence[str] | None = None, ready_timeout: float = READY_TIMEOUT,
                 check_seconds: float = CHECK_SECONDS, restart_pauses: Sequence[float] = RESTART_PAUSES,
                 max_crashes: int = MAX_CRASHES) -> None:
        self.settings = settings
        self.shard_count = shard_count or processes
        plan = shard_plan(self.shard_count, processes)
        beat_dir = Path(settings.heartbeat_file).parent if settings.heartbeat_file else settings.data_dir
        self.children = [Child(i, ids, beat_dir / f"heartbeat.shards-{i}") for i, ids in enumerate(plan)]
        # The child command, without its shard arguments; tests put a stand-in script here.
        self.command = list(command or [sys.executable, "-m", "bot", "run"])
        self.ready_timeout = ready_timeout
        self.check_seconds = check_seconds
        self.restart_pauses = tuple(restart_pauses)
        self.max_crashes = max_crashes
        self.stopping = False

    def child_env(self, child: Child) -> dict[str, str]:
        env = dict(os.environ)
        env.update({"MTGBOT_PROCESSES": "1", "MTGBOT_HEARTBEAT": str(child.heartbeat),
                    "MTGBOT_SHARDS": str(self.shard_count), "MTGBOT_SHARD_IDS": ",".join(map(str, child.shard_ids)),
                    "MTGBOT_DB": str(self.settings.db)})
        if self.settings.rules:
            env["MTGBOT_RULES"] = str(self.settings.rules)
        return env

    async def start_child(self, child: Child) -> None:
        try:
            child.heartbeat.unlink()  # "ready" must mean this run connected, not an earlier one
        except FileNotFoundError:
            pass
        child.proc = await asyncio.create_subprocess_exec(*self.command, env=self.child_env(child))
        child.started = time.monotonic()
        child.waiter = asyncio.ensure_future(child.proc.wait())
        log.info("process %d started (pid %d, shards %s of %d)", child.index, child.proc.pid,
                 child.shard_ids, self.shard_count)

    async def wait_ready(self, child: Child) -> None:
        deadline = time.monotonic() + self.ready_timeout
        while not self.stopping and time.monotonic() < deadline:
            if child.heartbeat.exists() or (child.waiter is not None and child.waiter.done()):
                return
            await asyncio.sleep(min(0.2, self.check_seconds))

    def touch_heartbeat(self) -> bool:
        """Touch the cluster heartbeat when every child is alive and connected."""
        path = self.settings.heartbeat_file
        now = time.time()
        if not path or not all(c.fresh(now) for c in self.children):
            return False
        try:
            Path(path).touch()
        except OSError as exc:
            log.warning("cluster heartbeat not written: %s", exc)
            return False
        return True

    async def run(self, stop: asyncio.Event) -> int:
        try:
            for child in self.children:
                if stop.is_set():
                    break
                await self.start_child(child)
                await self.wait_ready(child)
                if child.waiter is not None and child.waiter.done() and child.waiter.result() == EXIT_CONFIG:
                    # Discord refused the configuration: the next child would only spend another
                    # IDENTIFY (out of 1000 a day) to be refused the same way.
                    log.error("process %d exited with status 2 (token or settings); stopping", child.index)
                    return EXIT_CONFIG
            while not stop.is_set():
                status = await self._watch(stop)
                if status is not None:
                    return status
            return 0
        finally:
            self.stopping = True
            await self.stop_children()

    async def _watch(self, stop: asyncio.Event) -> int | None:
        """One round of supervision; a status ends the cluster."""
        waiters = {c.waiter: c for c in self.children if c.waiter is not None}
        stopper = asyncio.ensure_future(stop.wait())
        try:
            done, _ = await asyncio.wait([stopper, *waiters], timeout=self.check_seconds,
                                         return_when=asyncio.FIRST_COMPLETED)
        finally:
            stopper.cancel()
        self.touch_heartbeat()
        for waiter in done:
            child = waiters.get(waiter)
            if child is None:
                continue
            code = waiter.result()
            if code == EXIT_CONFIG:
                log.error("process %d exited with status 2 (token or settings); stopping", child.index)
                return EXIT_CONFIG
            ran = time.monotonic() - child.started
            child.crashes = 1 if ran >= STABLE_SECONDS else child.crashes + 1
            if child.crashes >= self.max_crashes:
                log.error(t("cluster.gave_up", None, index=child.index, crashes=child.crashes, code=code))
                return EXIT_UNREACHABLE
            pause = self.restart_pauses[min(child.crashes, len(self.restart_pauses)) - 1]
            log.warning("process %d exited with status %s after %.0f s; restarting in %.0f s",
                        child.index, code, ran, pause)
            child.waiter = None
            try:
                await asyncio.wait_for(stop.wait(), timeout=pause)
                return 0  # stopped while waiting to restart
            except TimeoutError:
                await self.start_child(child)
        return None

    async def stop_children(self, grace: float = 30.0) -> None:
        running = [c.proc for c in self.children if c.proc is not None and c.proc.returncode is None]
        for proc in running:
            try:
                proc.send_signal(signal.SIGTERM)
            except ProcessLookupError:
                pass
        for proc in running:
            try:
                await asyncio.wait_for(proc.wait(), timeout=grace)
            except TimeoutError:
                log.warning("process pid %d did not stop in %.0f s; killing it", proc.pid, grace)
                proc.kill()
                await proc.wait()

async def main(settings: Settings) -> int:
    """Prepare the database once, then run the cluster until SIGINT/SIGTERM."""
    from bot.services import Services

    services = await Services.open(settings)  # imports or downloads the rules once, before any child starts
    await services.close()
    cluster = Cluster(settings, processes=settings.processes, shard_count=settings.shard_count)
    with stop_on_signals() as stop:
        return await cluster.run(stop)

