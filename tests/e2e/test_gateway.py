"""The real bot process and the gateway: resume after close 4000, op 7, op 9; fatal close codes,
a refused token and an unreachable Discord end cleanly (issue 12, items 9 and 10); two processes
share the shards."""

from __future__ import annotations

import socket

import pytest

from tests.e2e import payloads as P
from tests.e2e.standin import StandIn

pytest_plugins = ("tests.e2e.e2e_fixtures",)  # the stand-in, the prepared database, bot processes


def rule_answered(standin: StandIn, ref: str = "101.4", *, guild: int = P.GUILD) -> None:
    inter = standin.interact(P.command("rule", {"reference": ref}, guild=guild))
    standin.wait(lambda: inter.messages and ref in P.text(inter.messages[-1]), 15, f"the answer to /rule {ref}")
    assert inter.callbacks and not inter.refused


def clean(output: str) -> None:
    """No traceback and no voice-library noise reached the operator."""
    assert "Traceback" not in output, output[-3000:]
    assert "PyNaCl" not in output and "davey" not in output, output[-3000:]


def test_close_4000_resumes_and_replays_what_was_missed(standin, spawn):
    bot = spawn()
    bot.wait_ready()
    standin.close_gateway(4000)
    # Sent while the bot is away: Discord keeps it and replays it on RESUME.
    inter = standin.interact(P.command("rule", {"reference": "101.4"}))
    standin.wait(lambda: standin.resumes, 15, "a RESUME")
    standin.wait(lambda: inter.messages, 15, "the replayed interaction's answer")
    assert len(standin.identifies) == 1  # resumed, not identified again
    rule_answered(standin, "101.3")
    assert bot.terminate() == 0
    clean(bot.output)


def test_op7_reconnect_resumes(standin, spawn):
    bot = spawn()
    bot.wait_ready()
    standin.send_op(7, None)
    standin.wait(lambda: standin.resumes, 15, "a RESUME after op 7")
    rule_answered(standin)
    assert len(standin.identifies) == 1
    assert bot.terminate() == 0
    clean(bot.output)


def test_op9_invalid_session_identifies_again(standin, spawn):
    bot = spawn()
    bot.wait_ready()
    standin.send_op(9, False)  # not resumable: a new session
    standin.wait(lambda: len(standin.identifies) == 2, 20, "a second IDENTIFY")
    assert not standin.resumes
    rule_answered(standin)
    standin.send_op(9, True)  # resumable: the same session goes on
    standin.wait(lambda: standin.resumes, 15, "a RESUME after a resumable op 9")
    rule_answered(standin, "101.3")
    assert len(standin.identifies) == 2
    assert bot.terminate() == 0
    clean(bot.output)


@pytest.mark.parametrize("code, words", [(4004, "token"), (4011, "MTGBOT_SHARDS"), (4014, "intent")])
def test_fatal_close_codes_exit_2_with_a_clear_message(standin, spawn, code, words):
    standin.identify_close = code
    bot = spawn()
    assert bot.wait(30) == 2
    assert f"{code}" in bot.stderr and words in bot.stderr
    assert len(standin.identifies) == 1  # never retried: a retry cannot fix it
    clean(bot.output)


def test_a_refused_token_exits_2_for_run_and_sync(standin, spawn):
    for args in (("run",), ("sync",)):
        bot = spawn(args=args, env={"DISCORD_TOKEN": "not-the-token"}, name=args[0])
        assert bot.wait(30) == 2
        assert "rejected the token" in bot.stderr
        clean(bot.output)
    assert not standin.identifies


def test_unreachable_discord_retries_then_says_so(spawn):
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    bot = spawn(env={"MTGBOT_DISCORD_API": f"http://127.0.0.1:{port}/api/v10", "MTGBOT_CONNECT_RETRIES": "2"})
    assert bot.wait(30) == 1
    err = bot.stderr
    assert err.count("retrying in") == 2 and "Cannot reach Discord" in err.splitlines()[-1]
    clean(bot.output)


def test_two_processes_share_the_shards(template_db, tmp_path, spawn):
    server = StandIn(shard_count=2).start()
    procs = []
    try:
        for ids in ("0", "1"):
            procs.append(spawn(env={"MTGBOT_SHARDS": "2", "MTGBOT_SHARD_IDS": ids}, name=f"shard{ids}", server=server))
        for proc in procs:
            proc.wait_ready()
        assert server.ready_shards() == {0, 1}
        assert sorted(server.identifies) == [(0, 2), (1, 2)]
        rule_answered(server, guild=P.GUILD)  # shard 0's server
        rule_answered(server, "101.3", guild=P.OTHER_GUILD)  # shard 1's server
    finally:
        for proc in procs:
            proc.kill()
        server.stop()


def test_the_supervisor_stops_on_a_fatal_close_code(standin, spawn):
    standin.identify_close = 4004
    cluster = spawn(env={"MTGBOT_PROCESSES": "2", "MTGBOT_SHARDS": "2"})
    assert cluster.wait(60) == 2
    assert len(standin.identifies) == 1  # the first child's only attempt; nothing restarted
    clean(cluster.output)


@pytest.mark.parametrize("guild", [None, 123456789012345678])
def test_sync_uploads_the_commands_with_spanish_localisations(standin, spawn, guild):
    args = ("sync",) if guild is None else ("sync", "--guild", str(guild))
    bot = spawn(args=args)
    assert bot.wait(60) == 0, bot.output[-3000:]
    uploaded = standin.commands["global" if guild is None else str(guild)]
    by_name = {c["name"]: c for c in uploaded}
    assert {"rule", "search", "define", "resolve"} <= set(by_name)
    rule = by_name["rule"]
    assert rule["name_localizations"]["es-ES"] == "regla" and rule["name_localizations"]["es-419"] == "regla"
    assert rule["description_localizations"]["es-ES"] != rule["description"]
    option = rule["options"][0]
    assert option.get("name_localizations", {}).get("es-ES")
    assert f"Synced {len(uploaded)} command(s)" in bot.output
    assert not standin.identifies  # sync never opens the gateway
    clean(bot.output)


def test_the_bot_heartbeats_at_the_asked_interval_and_on_request(template_db, spawn):
    server = StandIn(heartbeat_ms=200).start()
    bot = None
    try:
        bot = spawn(server=server)
        bot.wait_ready()
        conn = server.live(0)
        server.wait(lambda: conn.heartbeats >= 5, 15, "five heartbeats")  # about one per 200 ms
        before = conn.heartbeats
        server.send_op(1, None)  # Discord may ask for a heartbeat at once
        server.wait(lambda: conn.heartbeats > before, 5, "a requested heartbeat")
        rule_answered(server)
    finally:
        if bot is not None:
            bot.kill()
        server.stop()
