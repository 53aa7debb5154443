"""cogs/ui.py: the component JSON we send is exactly what discord.py's own View would send.

``components_payload`` writes the JSON directly instead of building discord.py ``Button`` /
``Select`` / ``DynamicItem`` objects (that was most of a reply's cost). The reference here builds the
same message the slow way, with discord.py's classes, and the two must be equal for every kind of
message the bot posts: rule pages with link buttons, search results with a select menu, table
prompts with descriptions, defaults and disabled buttons.
"""

from __future__ import annotations

import asyncio
import json

import discord
from discord import ui as dui

from bot import presentation
from bot.presentation.actions import Actions
from bot.services.table_session import TableSession
from cogs import ui
from tests.discord.botkit import board_scenario

STYLES = {"primary": discord.ButtonStyle.primary, "secondary": discord.ButtonStyle.secondary,
          "success": discord.ButtonStyle.success, "danger": discord.ButtonStyle.danger,
          "link": discord.ButtonStyle.link}


def reference_components(msg: presentation.Message) -> list[dict]:
    """What a discord.py View of ``msg``'s items serialises to."""
    view = dui.View(timeout=None)
    for row_index, row in enumerate(msg.components):
        for item in row:
            if isinstance(item, presentation.Button):
                if item.style == "link":
                    view.add_item(dui.Button(label=item.label, url=item.url, style=discord.ButtonStyle.link,
                                             disabled=item.disabled, row=row_index))
                else:
                    button = dui.Button(label=item.label, custom_id=item.custom_id, style=STYLES[item.style],
                                        disabled=item.disabled)
                    view.add_item(ui.Component(button, row=row_index))
            else:
                select = dui.Select(custom_id=item.custom_id, placeholder=item.placeholder,
                                    min_values=item.min_values, max_values=item.max_values,
                                    disabled=item.disabled,
                                    options=[discord.SelectOption(label=o.label, value=o.value,
                                                                  description=o.description, default=o.default)
                                             for o in item.options])
                view.add_item(ui.Component(select, row=row_index))
    return view.to_components()


async def _ignore(*args) -> None:
    return None


async def sample_messages(core) -> list[presentation.Message]:
    actions = Actions(core)
    msgs = []
    for ref in ("101.4", "702.19", "205.3m", "100", "7", "603.3b", "trample"):
        for lang in ("en", "es"):
            msgs.append(await actions.rule(ref, lang, ephemeral=False))
    for query in ("who chooses first", "arrollar", "mana value", "stack"):
        msgs.append(await actions.search(query, "en", search_lang="auto", ephemeral=True))
    msgs.append(await actions.define("APNAP", "es", ephemeral=False))
    # A real table-mode prompt (a select of the player's own cards) and the public status message.
    store = core.store
    text = json.dumps(board_scenario("Each player discards a card.", ["Alice", "Bob"], "Alice"))
    session = TableSession(TableSession.new_id(), text, {"Alice": 1, "Bob": 2}, store=store, lang="es",
                           owner_id=1, channel_id=10, guild_id=20, listener=_ignore)
    await session.start()
    msgs.append(presentation.table_prompt_message(session.prompt_view(), "es"))
    msgs.append(presentation.table_status_message(session.status_view(), "en"))
    return msgs


async def test_components_payload_equals_discord_py_serialisation(dcore):
    msgs = await sample_messages(dcore)
    kinds = set()
    for msg in msgs:
        assert ui.components_payload(msg) == reference_components(msg)
        for row in msg.components:
            for item in row:
                kinds.add("link" if isinstance(item, presentation.Button) and item.style == "link"
                          else type(item).__name__)
    assert {"link", "Button", "Select"} <= kinds  # every kind of item was compared


def test_disabled_buttons_descriptions_and_defaults_match():
    msg = presentation.Message(components=[
        [presentation.Button("Done", custom_id="tbl:abcdef12:done:1", style="success", disabled=True),
         presentation.Button("Stop", custom_id="tbl:abcdef12:stop:1", style="danger")],
        [presentation.Select("tbl:abcdef12:pick:1",
                             [presentation.SelectOption("A", "a", description="first", default=True),
                              presentation.SelectOption("B", "b")],
                       placeholder=None, min_values=0, max_values=2)],
    ])
    assert ui.components_payload(msg) == reference_components(msg)


async def test_prebuilt_view_is_never_stored_and_starts_no_timers():
    msg = presentation.Message(components=[[presentation.Button("x", custom_id="mtg:x:en:0:101.4")]], ephemeral=True)
    view = ui.message_kwargs(msg)["view"]
    assert view.is_finished()  # discord.py skips store_view (and the 15-minute ephemeral timeout)
    tasks_before = len(asyncio.all_tasks())
    assert view.to_components()[0]["components"][0]["custom_id"] == "mtg:x:en:0:101.4"
    assert len(asyncio.all_tasks()) == tasks_before
    assert "view" not in ui.message_kwargs(presentation.Message(content="no buttons"))
    assert ui.message_kwargs(presentation.Message(content="no buttons"), edit=True)["view"] is None  # clears buttons


async def test_shared_messages_are_converted_once_and_fresh_ones_every_time(dcore):
    actions = Actions(dcore)
    shared = await actions.rule("101.4", "es")
    assert shared.memo is not None and await actions.rule("101.4", "es") is shared
    first, second = ui.message_kwargs(shared), ui.message_kwargs(shared)
    assert first["embeds"][0] is second["embeds"][0]  # converted once
    assert first["view"] is not second["view"]  # but each send gets its own view
    assert first["embeds"][0].to_dict() == ui.build_embed(shared.embeds[0]).to_dict()
    fresh = presentation.Message(embeds=[presentation.Embed(title="a")])
    one = ui.message_kwargs(fresh)
    fresh.embeds[0].title = "b"  # a fresh message may still be edited before it is sent again
    assert ui.message_kwargs(fresh)["embeds"][0].title == "b" and one["embeds"][0].title == "a"
