"""`python -m bot sync` (the deployments' one-shot job) registers every command, /help included,
with its Spanish names, against the Discord stand-in."""

from __future__ import annotations

pytest_plugins = ("tests.e2e.e2e_fixtures",)  # the stand-in, the prepared database, bot processes


def test_sync_registers_help_and_every_command_in_both_languages(standin, spawn):
    bot = spawn(args=("sync",), name="sync")
    assert bot.wait(60) == 0, bot.output[-3000:]
    registered = {c["name"]: c for c in standin.commands["global"]}
    expected = {"help", "rule", "search", "define", "translate", "changes", "resolve", "card", "settings"}
    assert expected <= set(registered)
    assert registered["help"]["name_localizations"]["es-ES"] == "ayuda"
    again = spawn(args=("sync",), name="sync-again")  # idempotent: the same commands, nothing added
    assert again.wait(60) == 0
    assert {c["name"] for c in standin.commands["global"]} == set(registered)
    assert "Traceback" not in bot.output + again.output


def test_a_gateway_that_closes_every_connection_with_4000_gets_growing_pauses(standin, spawn):
    """discord.py resumes at once after a 4000; when every new connection is closed right after
    HELLO, the bot waits 1, 2, 4 … s between attempts (runtime/gateway_pacing.py), then resumes
    normally once the gateway accepts it again."""
    import re

    from tests.e2e import payloads as P

    bot = spawn()
    bot.wait_ready()
    standin.hello_close = 4000
    standin.close_gateway(4000)
    standin.wait(lambda: len(re.findall(r"reconnecting in (\d+) s", bot.output)) >= 3, 30, "three paced reconnects")
    pauses = [int(p) for p in re.findall(r"reconnecting in (\d+) s", bot.output)][:3]
    assert pauses == [1, 2, 4], bot.output[-3000:]
    standin.hello_close = None
    standin.wait(lambda: "RESUMED" in bot.output or len(standin.identifies) > 1, 60, "the bot back on the gateway")
    inter = standin.interact(P.command("rule", {"reference": "101.4"}))
    standin.wait(lambda: inter.messages and "101.4" in P.text(inter.messages[-1]), 30, "the answer after resuming")
    assert len(standin.identifies) <= 2  # resumed (or identified once more), never a storm of IDENTIFYs
    assert bot.terminate() == 0
    assert "Traceback" not in bot.output
