"""What would be uploaded by `python -m bot sync`: every command's payload, in English and Spanish,
within Discord's rules; every extension loads offline; the runner's plumbing works without a token."""

from __future__ import annotations

import json
import re

import discord
import pytest
from discord import app_commands

from cogs.translator import CatalogTranslator, valid_name
from runtime.runner import EXTENSIONS, MTGBot, main, make_intents

# Discord's name rule (discord-notes §1.1); \w stands in for \p{L}\p{N} (no Devanagari/Thai here).
NAME_RE = re.compile(r"^[-_'\w]{1,32}$")
SPANISH = ("es-ES", "es-419")


def _check_names(payload: dict, where: str, *, menu: bool = False) -> None:
    names = [payload["name"], *payload.get("name_localizations", {}).values()]
    for name in names:
        if menu:
            assert 1 <= len(name) <= 32, (where, name)
        else:
            assert NAME_RE.fullmatch(name) and name == name.lower(), (where, name)
    if not menu:
        descriptions = [payload["description"], *payload.get("description_localizations", {}).values()]
        for d in descriptions:
            assert 1 <= len(d) <= 100, (where, d)
    for option in payload.get("options", []):
        _check_names(option, f"{where}.{option['name']}")
        choices = option.get("choices", [])
        assert len(choices) <= 25
        for c in choices:
            for name in [c["name"], *c.get("name_localizations", {}).values()]:
                assert 1 <= len(name) <= 100
            assert len(str(c["value"])) <= 100


def _size(payload: dict) -> int:
    """Discord's 8000-character budget, counting the longest localisation of each field."""
    def longest(p: dict, key: str) -> int:
        return max([len(p.get(key, "") or "")] + [len(v) for v in (p.get(f"{key}_localizations") or {}).values()])

    total = longest(payload, "name") + longest(payload, "description")
    for option in payload.get("options", []):
        total += _size(option)
        for c in option.get("choices", []):
            total += longest(c, "name") + len(str(c["value"]))
    return total


async def test_command_payloads_are_valid_in_english_and_spanish(bot):
    translator = CatalogTranslator()
    commands_seen = set()
    for cmd in bot.tree.walk_commands():
        payload = cmd.to_dict(bot.tree)
        assert len(payload.get("options", [])) <= 25
        _check_names(payload, cmd.qualified_name)
        translated = await cmd.get_translated_payload(bot.tree, translator)
        _check_names(translated, cmd.qualified_name)
        assert _size(translated) <= 8000
        if isinstance(cmd, app_commands.Command) and cmd.parent is None or isinstance(cmd, app_commands.Group):
            assert set(translated.get("name_localizations", {})) == set(SPANISH), cmd.name
            commands_seen.add(cmd.name)
        for option in translated.get("options", []):
            assert set(option.get("name_localizations", {})) == set(SPANISH), (cmd.name, option["name"])
            assert set(option.get("description_localizations", {})) == set(SPANISH)
    assert commands_seen == {"rule", "search", "define", "translate", "changes", "resolve", "settings", "card", "help"}
    top = list(bot.tree.get_commands())
    assert len(top) <= 100
    menus = bot.tree.get_commands(type=discord.AppCommandType.message)
    assert [m.name for m in menus] == ["Explain rules cited"]
    menu_payload = await menus[0].get_translated_payload(bot.tree, translator)
    _check_names(menu_payload, "menu", menu=True)
    assert menu_payload["name_localizations"]["es-ES"] == "Explicar reglas citadas"
    rule = bot.tree.get_command("rule")
    spanish = await rule.get_translated_payload(bot.tree, translator)
    assert spanish["name_localizations"] == {"es-ES": "regla", "es-419": "regla"}
    assert json.dumps(spanish)  # serialisable as sent


async def test_manage_server_is_required_for_server_settings(bot):
    group = bot.tree.get_command("settings")
    server = group.get_command("server")
    assert server.to_dict(bot.tree)  # subcommand payload
    assert server.checks, "server settings must check Manage Server at run time"
    assert server.guild_only


async def test_translator_refuses_invalid_names():
    assert valid_name("regla") and valid_name("término")
    assert not valid_name("Regla") and not valid_name("dos palabras") and not valid_name("x" * 33)
    translator = CatalogTranslator()
    ctx = app_commands.TranslationContext(location=app_commands.TranslationContextLocation.command_name, data=None)
    s = app_commands.locale_str("rule", key="discord.cmd.rule.name")
    assert await translator.translate(s, discord.Locale.latin_american_spanish, ctx) == "regla"
    assert await translator.translate(s, discord.Locale.french, ctx) is None
    assert await translator.translate(app_commands.locale_str("x"), discord.Locale.spain_spanish, ctx) is None


async def test_every_extension_loads_and_reloads_offline(dcore):
    from tests.discord.botkit import make_bot

    bot = await make_bot(dcore)
    try:
        assert set(bot.extensions) == set(EXTENSIONS)
        for name in EXTENSIONS:
            await bot.reload_extension(name)
        # Clicks need nothing from the cogs: one dynamic item for every prefix, routed by Actions.
        from bot.presentation.clicks import ROUTES
        from bot.presentation.ids import GRAMMARS
        from cogs.ui import Component

        assert list(bot._connection._view_store._dynamic_items.values()) == [Component]
        assert set(ROUTES) == set(GRAMMARS)
        assert bot.tree.translator is not None
    finally:
        await bot.close()
    # Without a core (the `sync` subcommand): the commands and the translator only.
    from bot.config import Settings

    sync_bot = MTGBot(Settings(), sync_only=True)
    await sync_bot.__aenter__()
    try:
        await sync_bot.prepare()
        assert set(sync_bot.extensions) == set(EXTENSIONS) and sync_bot.services is None
        assert len(sync_bot.tree.get_commands()) == 10  # 9 slash commands + 1 message menu
    finally:
        await sync_bot.close()


def test_intents_are_minimal():
    intents = make_intents()
    assert intents.guilds and not intents.message_content and not intents.members and not intents.presences
    assert intents.value == discord.Intents(guilds=True).value


async def test_no_token_means_no_connection():
    from bot.config import Settings
    from bot.errors import BotError

    for kwargs in ({}, {"sync": True, "guild": 1}):  # a configuration error: the CLI prints it, exit 2
        with pytest.raises(BotError) as err:
            await main(Settings(discord_token=None), **kwargs)
        assert err.value.code == "bad_config" and "DISCORD_TOKEN" in err.value.message


async def test_heartbeat_only_while_ready(bot, tmp_path, monkeypatch):
    from bot.config import Settings

    beat = tmp_path / "hb" / "heartbeat"
    bot.settings = Settings(heartbeat_file=str(beat), db=bot.settings.db)
    assert bot.beat() is False and not beat.exists()  # not connected
    monkeypatch.setattr(type(bot), "is_ready", lambda self: True)
    monkeypatch.setattr(type(bot), "latency", property(lambda self: 0.05))
    assert bot.beat() is True and beat.read_text().strip().isdigit()
    monkeypatch.setattr(type(bot), "latency", property(lambda self: float("inf")))
    assert bot.beat() is False


async def test_no_sync_on_start(bot, monkeypatch):
    """setup_hook and on_ready never upload commands: only `python -m bot sync` does."""
    calls = []

    async def fake_sync(*args, **kwargs):
        calls.append(kwargs)
        return []

    monkeypatch.setattr(bot.tree, "sync", fake_sync)
    await bot.setup_hook()
    bot.dispatch("ready")
    assert calls == []
    if bot.heartbeat.is_running():
        bot.heartbeat.cancel()


async def test_sync_copies_to_one_guild(bot, monkeypatch):
    from runtime.runner import sync_commands

    seen = []

    async def fake_sync(*, guild=None):
        seen.append(guild)
        return ["x"] * len(bot.tree.get_commands(guild=guild))

    monkeypatch.setattr(bot.tree, "sync", fake_sync)
    synced = await sync_commands(bot, 1234)
    assert seen[0].id == 1234 and len(synced) == 10


async def test_sigterm_closes_the_bot_cleanly(monkeypatch, tmp_path):
    import asyncio
    import os
    import signal

    from bot.config import Settings
    from runtime import runner

    started = asyncio.Event()
    closed = []
    original_close = runner.MTGBot.close

    async def fake_start(bot, token, settings):  # no gateway: wait like a connected bot
        started.set()
        await asyncio.Event().wait()

    async def counting_close(self):
        closed.append(self)
        await original_close(self)

    monkeypatch.setattr(runner.connect, "start", fake_start)
    monkeypatch.setattr(runner.MTGBot, "close", counting_close)
    task = asyncio.create_task(runner.main(Settings(discord_token="not-a-real-token", db=str(tmp_path / "x.db"))))
    await asyncio.wait_for(started.wait(), 5)
    os.kill(os.getpid(), signal.SIGTERM)
    assert await asyncio.wait_for(task, 5) == 0
    assert closed and closed[0].is_closed()


def test_every_cog_file_is_found_as_an_extension_and_no_helper_is():
    """A new cog file needs no list to be loaded: every module of cogs/ with a ``setup`` is one."""
    assert set(EXTENSIONS) == {"cogs.cards", "cogs.help", "cogs.resolver", "cogs.rules", "cogs.settings",
                               "cogs.translator"}
