"""The real bot process (``python -m bot run`` / ``sync``) started against the stand-in.

Every process is killed at the end of its test (or module), whatever happened: tests never leave
a bot running. Its stdout and stderr are read by two threads that copy each line to a file and
signal the stand-in (:meth:`StandIn.signal`), and signal again once the process has exited, so a
test waiting on the bot's output or its exit wakes on that event.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from tests.e2e.standin import StandIn
from tests.shared_cache import share_grammar_tables, share_search_index

#: The longest wait for a bot to report ready: it builds the search index and reads both grammars
#: before it connects (Services.warm, about 5 s of CPU; on a shared machine at load 12 that was
#: over 30 s of wall-clock). A bound on an event wait, not a timed assertion.
READY_SECONDS = 120.0


class BotProcess:
    """One bot process with its own environment, stdout and stderr captured to files."""

    def __init__(self, standin: StandIn, workdir: Path, *, args: tuple[str, ...] = ("run",),
                 db: Path | None = None, env: dict[str, str] | None = None, name: str = "bot") -> None:
        workdir.mkdir(parents=True, exist_ok=True)
        self.workdir = workdir
        self.heartbeat = workdir / f"{name}.heartbeat"
        self.out_path, self.err_path = workdir / f"{name}.out", workdir / f"{name}.err"
        full = {k: v for k, v in os.environ.items() if not k.startswith(("MTGBOT_", "DISCORD_"))}
        full.update({
            "DISCORD_TOKEN": standin.token, "MTGBOT_DISCORD_API": standin.api,
            "MTGBOT_DB": str(db or workdir / "bot.sqlite3"),
            "MTGBOT_DATA_DIR": str(share_search_index(share_grammar_tables(workdir / "data"))),
            "MTGBOT_HEARTBEAT": str(self.heartbeat), "MTGBOT_LOG_LEVEL": "INFO",
            "MTGBOT_RULES_PAGE": "http://127.0.0.1:9/unreachable",
            "MTGBOT_RULES_URL_PATTERN": "http://127.0.0.1:9/{year}/{stamp}.txt",
            "MTGBOT_CONNECT_RETRIES": "0", "PYTHONUNBUFFERED": "1", "MTGBOT_DEBUG": "1",
        })
        full.update(env or {})
        self.env = full
        self.args = args
        self.standin = standin
        self.proc: subprocess.Popen[bytes] | None = None
        self._readers: list[threading.Thread] = []

    def start(self) -> BotProcess:
        self.proc = subprocess.Popen([sys.executable, "-m", "bot", *self.args], env=self.env,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                                     cwd=self.workdir, start_new_session=True)
        assert self.proc.stdout is not None and self.proc.stderr is not None
        self._readers = [threading.Thread(target=self._copy, args=(pipe, path), daemon=True, name=f"{path.name} reader")
                         for pipe, path in ((self.proc.stdout, self.out_path), (self.proc.stderr, self.err_path))]
        for reader in self._readers:
            reader.start()
        return self

    def _copy(self, pipe: IO[bytes], path: Path) -> None:
        """Copy one output stream to its file a line at a time, signalling each; at its end, wait for
        the process to exit (closing both streams is how a process ends) and signal that too."""
        with path.open("ab") as out:
            for line in iter(pipe.readline, b""):
                out.write(line)
                out.flush()
                self.standin.signal()
        pipe.close()
        if self.proc is not None:
            self.proc.wait()
        self.standin.signal()

    @property
    def output(self) -> str:
        return "".join(p.read_text(errors="replace") for p in (self.out_path, self.err_path) if p.exists())

    @property
    def stderr(self) -> str:
        return self.err_path.read_text(errors="replace") if self.err_path.exists() else ""

    def wait_ready(self, timeout: float = READY_SECONDS) -> None:
        """Until the bot reports ready: it writes its heartbeat file once connected, then logs that
        it did (the line is the signal)."""
        def ready_or_gone() -> bool:
            return self.heartbeat.exists() or (self.proc is not None and self.proc.poll() is not None)

        try:
            self.standin.wait(ready_or_gone, timeout, "the bot to be ready")
        except AssertionError:
            raise AssertionError(f"the bot was not ready in {timeout} s:\n{self.output[-3000:]}") from None
        if not self.heartbeat.exists():
            assert self.proc is not None
            raise AssertionError(f"the bot exited with {self.proc.returncode}:\n{self.output[-3000:]}")

    def wait(self, timeout: float = 30.0) -> int:
        assert self.proc is not None
        try:
            code = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"the bot did not exit in {timeout} s:\n{self.output[-3000:]}") from None
        self._drain()
        return code

    def _drain(self) -> None:
        """The process has exited: wait until its last lines are in the files (what a test reads next)."""
        for reader in self._readers:
            reader.join(10)

    def terminate(self, timeout: float = 15.0) -> int:
        """SIGTERM (a clean stop), then SIGKILL if it does not stop in time."""
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else 0
        self.proc.send_signal(signal.SIGTERM)
        try:
            code = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            return -9
        self._drain()
        return code

    def kill(self) -> None:
        """SIGKILL the process group: what a crash or an OOM kill does."""
        if self.proc is None:
            return
        try:  # the whole group, even after the leader exited: a worker it started may hold the pipes
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.wait(10)
        self._drain()


def copy_db(template: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)
    return target


@contextlib.contextmanager
def serving_bot(template_db: Path, work: Path,
                ready_seconds: float = READY_SECONDS) -> Iterator[tuple[StandIn, BotProcess]]:
    """A stand-in and one bot process answering through it, on a copy of the template database;
    the bot is killed, then the stand-in stopped, on leaving."""
    server = StandIn().start()
    bot = BotProcess(server, work, db=copy_db(template_db, work / "bot.sqlite3")).start()
    try:
        bot.wait_ready(ready_seconds)
        yield server, bot
    finally:
        bot.kill()
        server.stop()
