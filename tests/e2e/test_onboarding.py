"""`python -m bot sync` (the deployments' one-shot job) registers every command, /help included,
with its Spanish names, against the Discord stand-in."""

from __future__ import annotations

pytest_plugins = ("e2e_fixtures",)  # the stand-in, the prepared database, bot processes


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
