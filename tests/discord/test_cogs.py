"""The cogs, offline, with FakeInteraction: every command answers, in English and Spanish."""

from __future__ import annotations

import json
import logging

import aiohttp
import discord
import pytest
from discord import app_commands

from tests.discord.botkit import board_scenario
from tests.discord.discord_fakes import (
    FakeGuild,
    FakeInteraction,
    FakeMessage,
    click,
    embed_of,
    item,
    items_of,
    run_command,
    text_of,
)

EN, ES = "en-US", "es-ES"


def cmds(bot):
    rules, settings, resolver = bot.get_cog("Rules"), bot.get_cog("Settings"), bot.get_cog("Resolver")
    return rules, settings, resolver


def choice(value: str) -> app_commands.Choice:
    return app_commands.Choice(name=value, value=value)


def assert_no_ping(sent: dict) -> None:
    mentions = sent.get("allowed_mentions")
    assert isinstance(mentions, discord.AllowedMentions), sent
    assert mentions.everyone is False and mentions.users is False and mentions.roles is False
    assert mentions.replied_user is False


@pytest.mark.parametrize("locale", [EN, ES, "es-419"])
async def test_every_command_responds(bot, locale):
    rules, settings, resolver = cmds(bot)
    admin = discord.Permissions(manage_guild=True)
    cases = [
        (rules.rule, {"reference": "101.4"}, {}),
        (rules.search, {"query": "who chooses first when each player sacrifices"}, {}),
        (rules.define, {"term": "APNAP"}, {}),
        (rules.translate, {"term": "trample"}, {}),
        (rules.changes, {}, {}),  # one release loaded: a private "nothing to compare"
        (rules.explain_menu, {"message": FakeMessage("Per CR 101.4 and rule 702.19b, AP chooses first.")}, {}),
        (settings.show, {}, {}),
        (settings.server, {"private": False}, {"permissions": admin}),
        (settings.me, {"language": choice("auto")}, {}),
        (resolver.resolve, {"effect": "Each player sacrifices a creature.", "players": "Alice, Bob, Carol"}, {}),
    ]
    for command, kwargs, inter_kw in cases:
        inter = await run_command(bot, command, FakeInteraction(bot, locale=locale, **inter_kw), **kwargs)
        assert inter.sent, f"{command.name} did not answer"
        for sent in inter.sent:
            assert_no_ping(sent)
    spanish = locale.startswith("es")
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=locale), reference="101.4")
    embed = embed_of(inter.first)
    assert embed.title == ("CR 101.4 — vigente desde 2026-04-17" if spanish else "CR 101.4 — effective 2026-04-17")
    if spanish:
        assert embed.author.name == "Traducción no oficial"
        assert "jugador activo" in embed.description
    else:
        assert "active player" in embed.description and embed.author.name is None
    assert inter.first["ephemeral"] is False


async def test_rule_message_has_every_navigation_button(bot):
    rules, _, _ = cmds(bot)
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=ES), reference="101.4")
    sent = inter.first
    ids = [getattr(i, "custom_id", None) for i in items_of(sent)]
    for prefix in ("mtg:x:es:0:101.4", "mtg:s:es:0:101.4", "mtg:r:es:0:101", "mtg:r:en:0:101.4"):
        assert prefix in ids, ids
    link = [i for i in items_of(sent) if getattr(i, "url", None)]
    assert link and link[0].url.endswith("#R1014")
    assert any(f.value == "`CR 101.4 — vigente desde 2026-04-17`" for f in embed_of(sent).fields)
    components = sent["view"].to_components()
    assert len(components) <= 5 and all(len(row["components"]) <= 5 for row in components)


async def test_buttons_and_select_work(bot):
    rules, _, _ = cmds(bot)
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, user_id=111), reference="101.4")
    # Someone else presses "Subrules": a new private message for them; the public answer is untouched.
    other = await click(bot, item(inter.first, "mtg:s:"), user_id=222)
    assert other.kind == "send_message" and other.first["ephemeral"] is True
    assert "101.4a" in embed_of(other.first).description
    # In that private message, the select opens a subrule in place.
    picked = await click(bot, item(other.first, "mtg:o:"), values=["r:101.4b"], ephemeral_message=True, user_id=222)
    assert picked.kind == "edit_message"
    assert embed_of(picked.first).title.startswith("CR 101.4b")
    # Examples, parent and see-also buttons.
    examples = await click(bot, item(inter.first, "mtg:x:"), user_id=222)
    assert "Each player sacrifices a creature" in embed_of(examples.first).description
    parent = await click(bot, item(inter.first, "mtg:r:en:0:101"), user_id=111)
    assert embed_of(parent.first).title.startswith("CR 101 ")
    # The Spanish message's "English original" button.
    es = await run_command(bot, rules.rule, FakeInteraction(bot, locale=ES), reference="702.19b")
    english = await click(bot, item(es.first, "mtg:r:en:"), user_id=111)
    assert "effective" in embed_of(english.first).title


async def test_paging_by_owner_edits_and_by_others_opens_privately(bot):
    rules, _, _ = cmds(bot)
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=ES, user_id=111), reference="205.3m")
    first = embed_of(inter.first)
    assert "Página 1 de" in first.footer.text and first.description.endswith("(continúa)")
    nxt = item(inter.first, "mtg:r+:es:1:")
    by_owner = await click(bot, nxt, user_id=111)
    assert by_owner.kind == "edit_message" and "Página 2 de" in embed_of(by_owner.first).footer.text
    by_other = await click(bot, nxt, user_id=222)
    assert by_other.kind == "send_message" and by_other.first["ephemeral"] is True
    assert embed_of(by_other.first).description == embed_of(by_owner.first).description


async def test_search_select_and_define_and_translate(bot):
    rules, _, _ = cmds(bot)
    inter = await run_command(bot, rules.search, FakeInteraction(bot, locale=ES), query="arrollar")
    embed = embed_of(inter.first)
    assert "702.19" in embed.description
    select = item(inter.first, "mtg:o:")
    assert 1 <= len(select.options) <= 25
    opened = await click(bot, select, values=[select.options[0].value], user_id=333)
    assert opened.first["ephemeral"] is True and embed_of(opened.first).title
    glossary = [o.value for o in select.options if o.value.startswith("g:")]
    if glossary:
        opened = await click(bot, select, values=[glossary[0]], user_id=333)
        assert embed_of(opened.first).description
    define = await run_command(bot, rules.define, FakeInteraction(bot, locale=ES), term="APNAP")
    assert "101.4" in text_of(define.first) and embed_of(define.first).author.name == "Traducción no oficial"
    english = await click(bot, item(define.first, "mtg:g:en:"), user_id=1)
    assert embed_of(english.first).title.startswith("Active Player, Nonactive Player Order")
    tr = await run_command(bot, rules.translate, FakeInteraction(bot, locale=ES), term="toque mortal")
    assert "deathtouch" in embed_of(tr.first).title.lower()


async def test_autocomplete_limits(bot):
    rules, _, _ = cmds(bot)
    for locale in (EN, ES):
        for current in ("", "1", "101.", "7", "tram", "arroll", "who chooses first", "x" * 300, "@everyone"):
            inter = FakeInteraction(bot, locale=locale)
            for fn in (rules.rule_autocomplete, rules.define_autocomplete, rules.changes_rule_autocomplete):
                choices = await fn(inter, current)
                assert len(choices) <= 25
                for c in choices:
                    assert 1 <= len(c.name) <= 100 and len(str(c.value)) <= 100
    versions = await rules.version_autocomplete(FakeInteraction(bot), "20")
    assert [c.value for c in versions] == ["2026-04-17"]
    assert len(await rules.rule_autocomplete(FakeInteraction(bot), "1")) == 25


async def test_errors_are_private_and_localised(bot, caplog):
    rules, _, _ = cmds(bot)
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=ES), reference="999.9")
    assert inter.first["ephemeral"] is True
    assert embed_of(inter.first).title.startswith("⚠ No es un número de regla") or \
        embed_of(inter.first).title.startswith("⚠ No encontrado")
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=EN), reference="799.9")
    assert inter.first["ephemeral"] is True and "Not found" in embed_of(inter.first).title
    # An internal fault: a private generic answer, and a log line with context but no secrets.
    bot.settings = bot.settings.__class__(discord_token="SECRET-TOKEN", db=bot.settings.db)

    async def boom(*args, **kwargs):
        raise RuntimeError("kaboom")

    bot.actions.rule = boom
    with caplog.at_level(logging.ERROR):
        inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=EN), reference="101.4")
    assert inter.first["ephemeral"] is True and "Internal error" in embed_of(inter.first).title
    assert "kaboom" not in text_of(inter.first)
    assert any("guild=900" in r.getMessage() and "user=111" in r.getMessage() for r in caplog.records)
    assert "SECRET-TOKEN" not in caplog.text


async def test_a_dropped_connection_is_one_warning_and_a_closing_bot_never_raises(bot, caplog):
    """A command whose call to Discord drops (aiohttp's ServerDisconnectedError) is a network fault: one warning
    line, no traceback; and an error reply that meets the session closed as the bot stops is given up quietly."""
    rules, _, _ = cmds(bot)

    async def dropped(*args, **kwargs):
        raise aiohttp.ServerDisconnectedError()

    bot.actions.rule = dropped
    with caplog.at_level(logging.WARNING):
        inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=EN), reference="101.4")
    assert "Internal error" in embed_of(inter.first).title
    assert any("could not reach Discord" in r.getMessage() and r.exc_info is None for r in caplog.records)
    assert not any(r.levelno >= logging.ERROR for r in caplog.records)

    closed = FakeInteraction(bot, locale=EN)

    async def session_closed(*args, **kwargs):
        raise RuntimeError("Session is closed")

    closed.response.send_message = session_closed  # type: ignore[method-assign]
    await bot.close()
    await bot.handle_app_error(closed, RuntimeError("kaboom"))  # raises nothing
    assert any("the bot is stopping" in r.getMessage() for r in caplog.records)


async def test_error_after_a_public_defer_stays_private(bot):
    rules, _, _ = cmds(bot)
    inter = await run_command(bot, rules.changes, FakeInteraction(bot), rule="101.4", from_="1999-01-01",
                              to="2026-04-17")
    assert inter.kind == "defer" and inter.deleted is True
    assert inter.followup.sent[0]["ephemeral"] is True


async def test_cooldown_answers_privately(bot):
    rules, _, _ = cmds(bot)
    answers = []
    for _ in range(5):
        inter = await run_command(bot, rules.search, FakeInteraction(bot, user_id=4242), checks=True, query="trample")
        answers.append(inter.first)
    assert answers[-1]["ephemeral"] is True and "Slow down" in embed_of(answers[-1]).title
    assert embed_of(answers[0]).title.startswith("Search")


async def test_settings_permissions_and_language_order(bot):
    rules, settings, _ = cmds(bot)
    denied = await run_command(bot, settings.server, FakeInteraction(bot), checks=True, language=choice("es"))
    assert denied.first["ephemeral"] is True and "Not allowed" in embed_of(denied.first).title
    assert await bot.prefs.guild(900) == {}  # nothing saved
    admin = discord.Permissions(manage_guild=True)
    ok = await run_command(bot, settings.server, FakeInteraction(bot, permissions=admin), checks=True,
                           language=choice("es"), private=True)
    assert ok.first["ephemeral"] is True and await bot.prefs.guild(900) == {"lang": "es", "private": True}
    # The server default beats the locale; replies are private.
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=EN), reference="101.4")
    assert "vigente" in embed_of(inter.first).title and inter.first["ephemeral"] is True
    # A user's own language beats the server default.
    await run_command(bot, settings.me, FakeInteraction(bot, locale=EN), language=choice("en"))
    inter = await run_command(bot, rules.rule, FakeInteraction(bot, locale=ES), reference="101.4")
    assert "effective" in embed_of(inter.first).title
    # "auto" removes the override again.
    await run_command(bot, settings.me, FakeInteraction(bot), language=choice("auto"))
    assert await bot.prefs.user(111) == {}
    dm = await run_command(bot, settings.server, FakeInteraction(bot, guild_id=None, permissions=admin),
                           language=choice("en"))
    assert dm.first["ephemeral"] is True


async def test_mentions_never_ping(bot):
    rules, _, resolver = cmds(bot)
    nasty = "@everyone @here <@123> <@!456> <@&789> trample"
    sent = []
    for command, kwargs in ((rules.search, {"query": nasty}), (rules.translate, {"term": "@everyone"}),
                            (rules.define, {"term": "<@&789>"}), (rules.rule, {"reference": "@here"}),
                            (resolver.resolve, {"effect": "Each player sacrifices a creature.",
                                                "players": "@everyone, <@&789>, @here"})):
        inter = await run_command(bot, command, FakeInteraction(bot), **kwargs)
        sent += inter.sent
    assert sent
    for s in sent:
        assert_no_ping(s)
        text = text_of(s)
        for raw in ("@everyone", "@here", "<@123>", "<@!456>", "<@&789>"):
            assert raw not in text, (raw, text[:300])


async def test_explain_rules_cited(bot):
    rules, _, _ = cmds(bot)
    msg = FakeMessage("Under CR 101.4 the AP chooses first; see also rules 603.3b and 999.9.")
    inter = await run_command(bot, rules.explain_menu, FakeInteraction(bot, locale=EN), message=msg)
    embed = embed_of(inter.first)
    assert inter.first["ephemeral"] is True and "**101.4**" in embed.description and "**603.3b**" in embed.description
    assert "999.9" in embed.description  # named as not found
    none = await run_command(bot, rules.explain_menu, FakeInteraction(bot, locale=ES), message=FakeMessage("hola"))
    assert "No encontré" in none.first["content"]


async def test_changes_and_history_with_several_releases(all_versions_core):
    from tests.discord.botkit import make_bot

    bot = await make_bot(all_versions_core)
    try:
        rules = bot.get_cog("Rules")
        inter = await run_command(bot, rules.changes, FakeInteraction(bot))
        assert inter.kind == "defer"
        embed = embed_of(inter.followup.sent[0])
        assert embed.title == "Changes 2026-01-16 → 2026-04-17" and embed.description.startswith("Changed: ")
        inter = await run_command(bot, rules.changes, FakeInteraction(bot), from_="2024-11-08", to="2026-04-17")
        nxt = item(inter.followup.sent[0], "mtg:c+:")
        page2 = await click(bot, nxt, user_id=111)
        assert page2.kind == "edit_message"
        hist = await run_command(bot, rules.changes, FakeInteraction(bot, locale=ES), rule="701.21")
        text = embed_of(hist.followup.sent[0]).description
        assert "Renumerada desde 701.17" in text
    finally:
        await bot.close()


async def test_resolve_quick_mode_with_mentions_and_file(bot):
    _, _, resolver = cmds(bot)
    guild = FakeGuild(900, {1: "Ana", 2: "Beto", 3: "Carla"})
    inter = await run_command(bot, resolver.resolve, FakeInteraction(bot, locale=ES, guild=guild),
                              effect="Cada jugador sacrifica una criatura.", players="<@1> <@2> <@3>", active="<@2>")
    embed = embed_of(inter.first)
    assert embed.title.startswith("JAJNA")
    # No board was given: nothing is invented, each player sacrifices "a creature of their choice".
    assert "Beto" in embed.description and "Ana sacrifica una criatura de su elección" in embed.description
    assert "Grizzly Bears" not in embed.description
    assert item(inter.first, "mtg:o:").options  # open a cited rule
    # The board and the other quick-mode fields are honoured, as in the CLI's scenario files.
    inter = await run_command(bot, resolver.resolve, FakeInteraction(bot, guild=guild, user_id=5),
                              effect="Each player sacrifices a creature.", players="Ana, Beto",
                              board="Ana: Grizzly Bears (creature); Beto: Hill Giant (creature), Forest (land)")
    text = embed_of(inter.first).description
    assert "Ana sacrifices Grizzly Bears" in text and "Beto sacrifices Hill Giant" in text
    inter = await run_command(bot, resolver.resolve, FakeInteraction(bot, guild=guild, user_id=6),
                              effect="Target opponent sacrifices a creature.", players="Ana, Beto",
                              controller="Ana", target="Ana")
    assert inter.first["ephemeral"] is True  # the controller is no "target opponent": refused

    class Attachment:
        filename = "scenario.yaml"
        size = 200

        async def read(self):
            return (b"players:\n  - name: Alice\n    battlefield: [Grizzly Bears (creature)]\n"
                    b"  - name: Bob\n    battlefield: [Hill Giant (creature)]\nactive: Bob\n"
                    b"effect: Each player sacrifices a creature.\n")

    inter = await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=7), file=Attachment())
    assert "Hill Giant" in embed_of(inter.first).description
    big = Attachment()
    big.size = 10_000_000
    inter = await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=8), file=big)
    assert inter.first["ephemeral"] is True and "too large" in embed_of(inter.first).description
    bad = await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=9), effect="Fly to the moon.",
                            players="A, B")
    assert bad.first["ephemeral"] is True


# Quick mode invents no board: a table game with choices to make describes the battlefield.
BOARD2 = ("Alice: Grizzly Bears (creature), Llanowar Elves (creature); "
          "Bob: Hill Giant (creature), Goblin Guide (creature)")
BOARD3 = BOARD2 + "; Carol: Serra Angel (creature), Savannah Lions (creature)"


class ScenarioFile:
    """A scenario file attached to /resolve (hands and libraries are only in files)."""

    filename = "scenario.json"

    def __init__(self, data: dict) -> None:
        self.data = json.dumps(data).encode()
        self.size = len(self.data)

    async def read(self) -> bytes:
        return self.data


def _table_setup(bot):
    guild = FakeGuild(900, {1: "Alice", 2: "Bob", 3: "Carol"})
    return guild, bot.get_cog("Resolver")


async def test_table_mode_turn_enforcement(bot):
    guild, resolver = _table_setup(bot)
    start = await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=1, guild=guild),
                              effect="Each player sacrifices a creature.", players="<@1> <@2> <@3>",
                              board=BOARD3, mode=choice("table"))
    assert start.first.get("ephemeral") is False
    assert "Waiting for **Alice**" in text_of(start.first)
    [session] = resolver.tables.sessions.values()
    before = json.dumps(session.state(), sort_keys=True)
    open_button = item(start.first, "tbl:")
    # A stranger and a player out of turn get private notices; nothing changes.
    stranger = await click(bot, open_button, user_id=99, guild=guild)
    assert stranger.first["ephemeral"] is True and "not playing" in stranger.first["content"]
    bob = await click(bot, open_button, user_id=2, guild=guild)
    assert bob.first["ephemeral"] is True and "not your turn" in bob.first["content"]
    assert json.dumps(session.state(), sort_keys=True) == before
    # Alice opens her private prompt and picks.
    alice = await click(bot, open_button, user_id=1, guild=guild)
    assert alice.first["ephemeral"] is True
    select = item(alice.first, f"tbl:{session.id}:pick:0")
    labels = {o.label: o.value for o in select.options}
    assert set(labels) == {"Grizzly Bears", "Llanowar Elves"}
    # Bob cannot use Alice's menu either.
    sneaky = await click(bot, select, values=[labels["Grizzly Bears"]], user_id=2, ephemeral_message=True, guild=guild)
    assert "not your turn" in sneaky.first["content"]
    assert json.dumps(session.state(), sort_keys=True) == before
    picked = await click(bot, select, values=[labels["Grizzly Bears"]], user_id=1, ephemeral_message=True, guild=guild)
    assert picked.kind == "edit_message" and "Grizzly Bears" in picked.first["content"]
    posts = bot.poster.messages
    assert posts and "Alice chose Grizzly Bears" in posts[-1].embeds[0].description
    assert "Waiting for **Bob**" in posts[-1].embeds[0].description
    # Bob and Carol finish the table.
    for user, card in ((2, "Hill Giant"), (3, "Serra Angel")):
        prompt = await click(bot, item(start.first, "tbl:"), user_id=user, guild=guild)
        sel = item(prompt.first, f"tbl:{session.id}:pick:")
        value = next(o.value for o in sel.options if o.label == card)
        await click(bot, sel, values=[value], user_id=user, ephemeral_message=True, guild=guild)
    final = bot.poster.messages[-1]
    assert final.content == "Table finished." and "Serra Angel" in final.embeds[0].description
    assert session.id not in resolver.tables.sessions
    late = await click(bot, open_button, user_id=1, guild=guild)
    assert "ended" in late.first["content"]


async def test_table_mode_hidden_choices_stay_private(bot):
    guild, resolver = _table_setup(bot)
    start = await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=1, guild=guild),
                              file=ScenarioFile(board_scenario("Each player discards a card.", ["Alice", "Bob"])),
                              players="<@1> <@2>", mode=choice("table"))
    assert "hidden from other players" in text_of(start.first)
    prompt = await click(bot, item(start.first, "tbl:"), user_id=1, guild=guild)
    assert "Hidden from other players" in text_of(prompt.first) and prompt.first["ephemeral"] is True
    sel = item(prompt.first, "tbl:")
    value = next(o.value for o in sel.options if o.label == "Rampant Growth")
    await click(bot, sel, values=[value], user_id=1, ephemeral_message=True, guild=guild)
    public = bot.poster.messages[-1].embeds[0].description
    assert "Alice chose 1 card." in public and "Rampant Growth" not in public
    bob = await click(bot, item(start.first, "tbl:"), user_id=2, guild=guild)
    assert "Rampant Growth" not in text_of(bob.first) and "face down" in text_of(bob.first)


async def test_table_mode_needs_real_players_and_a_server(bot):
    _, resolver = _table_setup(bot)
    inter = await run_command(bot, resolver.resolve, FakeInteraction(bot), effect="Each player sacrifices a creature.",
                              players="Alice, Bob", board=BOARD2, mode=choice("table"))
    assert inter.first["ephemeral"] is True and "real players" in embed_of(inter.first).description
    inter = await run_command(bot, resolver.resolve, FakeInteraction(bot, guild_id=None, channel_id=None),
                              effect="Each player sacrifices a creature.", players="<@1>, <@2>", board=BOARD2,
                              mode=choice("table"))
    assert inter.first["ephemeral"] is True


async def test_table_session_survives_a_restart(tmp_path):
    from tests.discord.botkit import make_bot, make_core
    from tests.discord.discord_fakes import Poster

    poster = Poster()
    path = tmp_path / "restart.sqlite3"
    guild = FakeGuild(900, {1: "Alice", 2: "Bob", 3: "Carol"})

    core1 = await make_core(path)
    bot1 = await make_bot(core1, poster)
    resolver = bot1.get_cog("Resolver")
    start = await run_command(bot1, resolver.resolve, FakeInteraction(bot1, user_id=1, guild=guild),
                              effect="Each player sacrifices a creature.", players="<@1> <@2> <@3>",
                              board=BOARD3, mode=choice("table"))
    open_button_id = item(start.first, "tbl:").custom_id
    prompt = await click(bot1, item(start.first, "tbl:"), user_id=1, guild=guild)
    sel = item(prompt.first, "tbl:")
    await click(bot1, sel, values=[next(o.value for o in sel.options if o.label == "Llanowar Elves")], user_id=1,
                ephemeral_message=True, guild=guild)
    await bot1.close()
    await core1.close()

    core2 = await make_core(path)  # a new process on the same SQLite file
    bot2 = await make_bot(core2, poster)
    try:
        resolver2 = bot2.get_cog("Resolver")
        [session] = resolver2.tables.sessions.values()
        resumed = poster.messages[-1]
        assert resumed.content.startswith("The bot restarted")
        assert "Waiting for **Bob**" in resumed.embeds[0].description
        # The old public button still works (dynamic item: the custom id carries the session id).
        from cogs.ui import Component

        button = Component(discord.ui.Button(label="x", custom_id=open_button_id))
        out_of_turn = await click(bot2, button, user_id=3, guild=guild)
        assert "not your turn" in out_of_turn.first["content"]
        for user, card in ((2, "Goblin Guide"), (3, "Savannah Lions")):
            prompt = await click(bot2, button, user_id=user, guild=guild)
            sel = item(prompt.first, "tbl:")
            await click(bot2, sel, values=[next(o.value for o in sel.options if o.label == card)], user_id=user,
                        ephemeral_message=True, guild=guild)
        assert session.status == "done"
        chosen = [c["chosen"] for c in session.result["steps"][0]["choices"]]
        assert chosen == [["Llanowar Elves"], ["Goblin Guide"], ["Savannah Lions"]]
        assert poster.messages[-1].content == "Table finished."
    finally:
        await bot2.close()
        await core2.close()


async def test_in_a_cluster_only_the_owning_process_restores_a_table(tmp_path):
    """Each process of a cluster runs some shards; a table belongs to the one receiving its server."""
    from runtime.cluster import shard_for
    from tests.discord.botkit import make_bot, make_core
    from tests.discord.discord_fakes import Poster

    path = tmp_path / "cluster.sqlite3"
    guild = FakeGuild(900, {1: "Alice", 2: "Bob"})
    core = await make_core(path)
    bot = await make_bot(core, Poster())
    resolver = bot.get_cog("Resolver")
    await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=1, guild=guild),
                      effect="Each player sacrifices a creature.", players="<@1> <@2>", board=BOARD2,
                      mode=choice("table"))
    await bot.close()
    await core.close()

    owner = shard_for(900, 2)
    for shard, expected in ((owner, 1), (1 - owner, 0)):
        core = await make_core(path)
        b = await make_bot(core, Poster(), shard_ids=[shard], shard_count=2)
        try:
            assert len(b.get_cog("Resolver").tables.sessions) == expected, shard
        finally:
            await b.close()
            await core.close()


async def test_broken_or_stale_components_answer_privately(bot):
    from cogs.ui import Component

    for custom_id in ("mtg:g:en:0:999999", "mtg:r:en:0:999.9", "mtg:n:en:0:101.4"):
        button = Component(discord.ui.Button(label="x", custom_id=custom_id))
        inter = await click(bot, button, user_id=5)
        assert inter.first["ephemeral"] is True and embed_of(inter.first).title.startswith("⚠"), custom_id


async def test_reloading_the_resolver_keeps_open_tables(bot):
    guild, resolver = _table_setup(bot)
    await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=1, guild=guild),
                      effect="Each player sacrifices a creature.", players="<@1> <@2>", board=BOARD2,
                      mode=choice("table"))
    [sid] = resolver.tables.sessions
    await bot.reload_extension("cogs.resolver")
    again = bot.get_cog("Resolver")
    assert sid in again.tables.sessions and again.tables.sessions[sid].prompt_view().player == "Alice"
    assert bot.poster.messages[-1].content.startswith("The bot restarted")


async def test_table_posts_go_to_the_channel_without_pings(bot, monkeypatch):
    """The real channel path (PartialMessageable.send), with only the HTTP call faked."""
    guild, resolver = _table_setup(bot)
    bot.poster.uninstall(bot)
    sent = []

    async def send_message(channel_id, *, params):
        sent.append((channel_id, params.payload))
        return {"id": "1", "channel_id": str(channel_id), "type": 0, "content": "", "author": {
            "id": "4242", "username": "bot", "discriminator": "0", "avatar": None}, "attachments": [], "embeds": [],
            "mentions": [], "mention_roles": [], "pinned": False, "mention_everyone": False, "tts": False,
            "timestamp": "2026-04-17T00:00:00+00:00", "edited_timestamp": None, "flags": 0, "components": []}

    monkeypatch.setattr(bot.http, "send_message", send_message)
    start = await run_command(bot, resolver.resolve, FakeInteraction(bot, user_id=1, guild=guild),
                              effect="Each player sacrifices a creature.", players="<@1> <@2>", board=BOARD2,
                              mode=choice("table"))
    prompt = await click(bot, item(start.first, "tbl:"), user_id=1, guild=guild)
    sel = item(prompt.first, "tbl:")
    await click(bot, sel, values=[sel.options[0].value], user_id=1, ephemeral_message=True, guild=guild)
    assert sent and sent[-1][0] == 800
    payload = sent[-1][1]
    assert payload["allowed_mentions"] == {"parse": []}
    assert "Waiting for **Bob**" in payload["embeds"][0]["description"]
    assert payload["components"][0]["components"][0]["custom_id"].startswith("tbl:")
