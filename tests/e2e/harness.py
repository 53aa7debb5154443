"""The real bot process (``python -m bot run`` / ``sync``) started against the stand-in.

Every process is killed at the end of its test (or module), whatever happened: tests never leave
a bot running.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from tests.e2e.standin import StandIn


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
            "MTGBOT_DB": str(db or workdir / "bot.sqlite3"), "MTGBOT_DATA_DIR": str(workdir / "data"),
            "MTGBOT_HEARTBEAT": str(self.heartbeat), "MTGBOT_LOG_LEVEL": "INFO",
            "MTGBOT_RULES_PAGE": "http://127.0.0.1:9/unreachable",
            "MTGBOT_RULES_URL_PATTERN": "http://127.0.0.1:9/{year}/{stamp}.txt",
            "MTGBOT_CONNECT_RETRIES": "0", "PYTHONUNBUFFERED": "1", "MTGBOT_DEBUG": "1",
        })
        full.update(env or {})
        self.env = full
        self.args = args
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> BotProcess:
        with self.out_path.open("ab") as out, self.err_path.open("ab") as err:
            self.proc = subprocess.Popen([sys.executable, "-m", "bot", *self.args], env=self.env, stdout=out,
                                         stderr=err, stdin=subprocess.DEVNULL, cwd=self.workdir,
                                         start_new_session=True)
        return self

    @property
    def output(self) -> str:
        return "".join(p.read_text(errors="replace") for p in (self.out_path, self.err_path) if p.exists())

    @property
    def stderr(self) -> str:
        return self.err_path.read_text(errors="replace") if self.err_path.exists() else ""

    def wait_ready(self, timeout: float = 30.0) -> None:
        """Until the bot reports ready (it writes its heartbeat file once connected)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.heartbeat.exists():
                return
            if self.proc is not None and self.proc.poll() is not None:
                raise AssertionError(f"the bot exited with {self.proc.returncode}:\n{self.output[-3000:]}")
            time.sleep(0.05)
        raise AssertionError(f"the bot was not ready in {timeout} s:\n{self.output[-3000:]}")

    def wait(self, timeout: float = 30.0) -> int:
        assert self.proc is not None
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise AssertionError(f"the bot did not exit in {timeout} s:\n{self.output[-3000:]}") from None

    def terminate(self, timeout: float = 15.0) -> int:
        """SIGTERM (a clean stop), then SIGKILL if it does not stop in time."""
        if self.proc is None or self.proc.poll() is not None:
            return self.proc.returncode if self.proc else 0
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            return -9

    def kill(self) -> None:
        """SIGKILL the process group: what a crash or an OOM kill does."""
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait(10)


def copy_db(template: Path, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(template, target)
    return target


@contextlib.contextmanager
def serving_bot(template_db: Path, work: Path, ready_seconds: float = 60.0) -> Iterator[tuple[StandIn, BotProcess]]:
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
