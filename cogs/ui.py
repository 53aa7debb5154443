"""The one place where :mod:`bot.render` messages become discord.py objects.

* :func:`message_kwargs` turns a :class:`~bot.render.Message` into ``send_message`` keyword
  arguments: embeds, a view, ``ephemeral`` and ``allowed_mentions=AllowedMentions.none()``.
* :class:`Component` is the only interactive item the bot ever sends. It is a
  :class:`discord.ui.DynamicItem` whose template matches every ``mtg:`` and ``tbl:`` custom id, so
  buttons and menus keep working after a restart and no per-message view state is kept in memory.
  A click is routed to the handler a cog registered for the prefix (``bot.component_handlers``).
* :func:`reply` answers an interaction once (response, followup or in-place edit).
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import ui

from bot import render
from bot.render import Message

log = logging.getLogger(__name__)

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
    "link": discord.ButtonStyle.link,
}
NO_MENTIONS = discord.AllowedMentions.none()


class Component(ui.DynamicItem[ui.Item], template=r"(?:mtg|tbl):.{1,96}"):
    """Any bot button or select; the custom id carries all the state the click needs."""

    def __init__(self, item: ui.Item, *, row: int | None = None) -> None:
        super().__init__(item, row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item, match: Any) -> "Component":
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        await dispatch_component(interaction, self.custom_id, component_values(interaction))


def component_values(interaction: Any) -> list[str]:
    data = getattr(interaction, "data", None) or {}
    values = data.get("values") if isinstance(data, dict) else None
    return [str(v) for v in values] if values else []


async def dispatch_component(interaction: Any, custom_id: str, values: list[str]) -> None:
    """Route a click to the cog that owns the prefix; failures answer privately, never silently."""
    prefix = custom_id.split(":", 1)[0]
    handler = getattr(interaction.client, "component_handlers", {}).get(prefix)
    try:
        if handler is None:
            raise LookupError(f"no handler for {prefix!r}")
        await handler(interaction, custom_id, values)
    except Exception as exc:  # noqa: BLE001 - the user must get an answer either way
        bot = interaction.client
        on_error = getattr(bot, "handle_component_error", None)
        if on_error is not None:
            await on_error(interaction, exc, custom_id)
        else:
            log.exception("component %s failed", custom_id)


def build_embed(e: render.Embed) -> discord.Embed:
    embed = discord.Embed(title=e.title, description=e.description, url=e.url, color=e.color)
    if e.author:
        embed.set_author(name=e.author)
    for f in e.fields:
        embed.add_field(name=f.name, value=f.value, inline=f.inline)
    if e.footer:
        embed.set_footer(text=e.footer)
    return embed


def build_view(msg: Message) -> ui.View | None:
    if not msg.components:
        return None
    view = ui.View(timeout=None)
    for row_index, row in enumerate(msg.components):
        for item in row:
            if isinstance(item, render.Button):
                if item.style == "link":
                    view.add_item(ui.Button(label=item.label, url=item.url, style=discord.ButtonStyle.link,
                                            disabled=item.disabled, row=row_index))
                else:
                    button = ui.Button(label=item.label, custom_id=item.custom_id, style=STYLES[item.style],
                                       disabled=item.disabled)
                    view.add_item(Component(button, row=row_index))
            elif isinstance(item, render.Select):
                select: ui.Select = ui.Select(
                    custom_id=item.custom_id, placeholder=item.placeholder, min_values=item.min_values,
                    max_values=item.max_values, disabled=item.disabled,
                    options=[discord.SelectOption(label=o.label, value=o.value, description=o.description,
                                                  default=o.default) for o in item.options],
                )
                view.add_item(Component(select, row=row_index))
    return view


def message_kwargs(msg: Message, *, channel: bool = False, edit: bool = False) -> dict[str, Any]:
    """Keyword arguments for ``send_message`` / ``followup.send`` / ``channel.send`` / ``edit_message``."""
    kwargs: dict[str, Any] = {
        "content": msg.content,
        "embeds": [build_embed(e) for e in msg.embeds],
        "allowed_mentions": NO_MENTIONS,
    }
    view = build_view(msg)
    if edit:
        kwargs["view"] = view  # None clears the old components
    elif view is not None:
        kwargs["view"] = view
    if not channel and not edit:
        kwargs["ephemeral"] = msg.ephemeral
    return kwargs


def message_owner(message: Any) -> int | None:
    """The user whose command (or component click) produced ``message``, from Discord's
    interaction metadata; None for messages the bot posted on its own."""
    meta = getattr(message, "interaction_metadata", None)
    user = getattr(meta, "user", None)
    return getattr(user, "id", None)


def is_ephemeral_message(message: Any) -> bool:
    flags = getattr(message, "flags", None)
    return bool(getattr(flags, "ephemeral", False))


async def reply(interaction: Any, msg: Message, *, edit: bool = False) -> None:
    """Answer ``interaction`` with ``msg``: an in-place edit, the first response, or a followup."""
    if edit:
        if interaction.response.is_done():
            await interaction.edit_original_response(**message_kwargs(msg, edit=True))
        else:
            await interaction.response.edit_message(**message_kwargs(msg, edit=True))
        return
    if interaction.response.is_done():
        kwargs = message_kwargs(msg)
        if kwargs.get("content") is None:
            kwargs.pop("content")
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**message_kwargs(msg))


async def reply_many(interaction: Any, msgs: list[Message]) -> None:
    for msg in msgs:
        await reply(interaction, msg)


async def defer(interaction: Any, *, ephemeral: bool) -> None:
    """Defer a slow command; remembers whether the placeholder is public (errors stay private)."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        interaction.extras["deferred_public"] = not ephemeral


async def reply_private(interaction: Any, msg: Message) -> None:
    """Answer privately even if a public "thinking…" placeholder was already sent."""
    msg.ephemeral = True
    if interaction.response.is_done() and interaction.extras.get("deferred_public"):
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            pass
        interaction.extras["deferred_public"] = False
    await reply(interaction, msg)
