"""The supervisor stops after a bounded number of failures in a row (a token but no network):
one clear line and status 1, never a restart loop that runs for ever."""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.config import Settings
from runtime.cluster import MAX_CRASHES, Cluster

UNREACHABLE = "import sys; open(sys.argv[1], 'a').write('start\\n'); sys.exit(1)"  # what `run` does offline


async def test_children_that_keep_failing_stop_the_cluster(tmp_path, caplog):
    starts = tmp_path / "starts"
    settings = Settings(db=str(tmp_path / "bot.sqlite3"), data_dir=tmp_path, heartbeat_file=str(tmp_path / "beat"))
    cluster = Cluster(settings, processes=2, command=[sys.executable, "-c", UNREACHABLE, str(starts)],
                      check_seconds=0.05, restart_pauses=(0.01,), ready_timeout=30)
    with caplog.at_level(logging.ERROR, logger="runtime.cluster"):
        assert await asyncio.wait_for(cluster.run(asyncio.Event()), 120) == 1
    runs = starts.read_text().splitlines()
    assert MAX_CRASHES <= len(runs) <= 2 * MAX_CRASHES  # bounded: one child reached the limit
    assert any(f"failed {MAX_CRASHES} times in a row" in r.getMessage() and "Discord reachable" in r.getMessage()
               for r in caplog.records)
    assert all(c.proc is None or c.proc.returncode is not None for c in cluster.children)
