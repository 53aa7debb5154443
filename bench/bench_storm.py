"""The storm (issue 27) against the real bot process, through the Discord stand-in: several users
send scenario files that ask for millions of triggered abilities (tests/storms.py) as
``/resolve file:``, while another user keeps asking /rule. Reports that other user's /rule latency
before and during the storm, how the storms were answered, and the bot process's memory (target:
under 300 MB)."""

from __future__ import annotations

import time

from bench._common import emit, summary
from bench.bench_e2e import process_memory, running_bot
from tests.e2e import payloads as P
from tests.e2e.harness import BotProcess
from tests.e2e.standin import StandIn
from tests.storms import storm

STORMERS = 5  # users, three /resolve each (the command's cooldown)
BASELINE = 30
TARGET_MB = 300
OTHER = 930000000000000001


def rule_ms(server: StandIn, n: int) -> tuple[float | None, int | None]:
    inter = server.interact(P.command("rule", {"reference": ("101.4", "603.3b", "704.5a")[n % 3]}, user=OTHER))
    server.wait(lambda: inter.callbacks or inter.refused, 30, "an answer")
    if not inter.callbacks:
        return None, None
    return (inter.callbacks[0].at - inter.sent_at) * 1000, inter.callback_type


def storm_and_measure(server: StandIn, bot: BotProcess, payloads: list[dict]) -> dict:
    """Send ``payloads`` (storms) and keep asking /rule until every storm is answered."""
    started = time.monotonic()
    storms = [server.interact(payload) for payload in payloads]
    during, late, deferred, peak_rss, n = [], 0, 0, 0.0, 0
    while not all(i.messages and P.text(i.messages[-1]).strip() for i in storms):
        ms, kind = rule_ms(server, n)
        n += 1
        if ms is None:
            late += 1
        else:
            during.append(ms)
            deferred += kind == 5
        peak_rss = max(peak_rss, process_memory(bot.proc.pid).get("rss_mb", 0.0))
        if time.monotonic() - started > 120:
            break
    answers = [P.text(i.messages[-1]).lower() if i.messages else "" for i in storms]
    return {"during": during, "late": late, "deferred": deferred, "peak_rss": peak_rss, "answers": answers,
            "seconds": time.monotonic() - started}


def table_storms(server: StandIn, data: bytes) -> list[dict]:
    """Table mode (one game per channel): each stormer plays a storm file in a channel of its own."""
    out = []
    for user in range(STORMERS * 3):
        who = P.ALICE + 100 + user  # other users: the first storm's have spent their cooldown
        payload = P.with_file(P.command("resolve", {"mode": "table", "players": f"<@{who}>"}, user=who), "file",
                              server.attach("storm.yaml", data))
        payload["channel_id"] = payload["channel"]["id"] = str(P.CHANNEL + 1 + user)
        out.append(payload)
    return out


def main() -> None:
    with running_bot("bench-storm-", env={"MTGBOT_DEBUG": ""}) as (server, bot, _):
        base = [ms for ms, _ in (rule_ms(server, i) for i in range(BASELINE)) if ms is not None]
        emit("storm_rule_before", **summary(base), note="another user's /rule, sequential, no storm")
        rss_before = process_memory(bot.proc.pid)

        files = [storm(16, 312).encode(), storm(2, 400).encode(), storm(4, 300).encode()]
        payloads = []
        for user in range(STORMERS):
            for k in range(3):
                attachment = server.attach("storm.yaml", files[(user + k) % len(files)])
                payloads.append(P.with_file(P.command("resolve", user=P.ALICE + user), "file", attachment))
        quick = storm_and_measure(server, bot, payloads)
        during, answers = quick["during"], quick["answers"]
        emit("storm_rule_during", **(summary(during) if during else {"runs": 0}), refused_late=quick["late"],
             deferred=quick["deferred"], max_ms=round(max(during), 1) if during else None, target_ms=3000,
             note="the same user's /rule, sequential, while the storms were being parsed and resolved")
        emit("storm_resolves", files=len(payloads), too_complex=sum("too complex" in a for a in answers),
             answered=sum(bool(a) for a in answers), seconds_until_all_answered=round(quick["seconds"], 2),
             file_bytes=[len(f) for f in files])
        table = storm_and_measure(server, bot, table_storms(server, files[0]))
        during, answers = table["during"], table["answers"]
        emit("storm_table_rule_during", **(summary(during) if during else {"runs": 0}), refused_late=table["late"],
             deferred=table["deferred"], max_ms=round(max(during), 1) if during else None, target_ms=3000,
             games=len(answers), too_complex=sum("too complex" in a for a in answers),
             seconds_until_all_answered=round(table["seconds"], 2),
             note="another user's /rule while 15 table-mode games of the 16 x 312 storm ran (one per channel)")
        peak_rss = max(quick["peak_rss"], table["peak_rss"])
        after = process_memory(bot.proc.pid)
        emit("storm_bot_memory", before_rss_mb=rss_before.get("rss_mb"), sampled_peak_rss_mb=peak_rss,
             peak_rss_mb=after.get("peak_rss_mb"), rss_mb=after.get("rss_mb"), target_mb=TARGET_MB,
             within_target=(after.get("peak_rss_mb") or 0) < TARGET_MB,
             note="VmHWM of the bot process: its whole life, start-up included")


if __name__ == "__main__":
    main()
