"""The one place where :mod:`bot.presentation` messages become discord.py objects.

* :func:`message_kwargs` turns a :class:`~bot.presentation.Message` into ``send_message`` keyword
  arguments: embeds, a view, ``ephemeral`` and ``allowed_mentions=AllowedMentions.none()``. The
  view (:class:`PrebuiltView`) is just the buttons' and menus' component JSON.
* :class:`Component` answers every click. It is a :class:`discord.ui.DynamicItem`, registered
  once, whose template matches the shape of every custom id the bot sends
  (:data:`bot.presentation.ids.ID_SHAPE`, whatever its prefix), so buttons and menus keep working
  after a restart, no per-message view state is kept in memory, and a new prefix needs nothing
  here. A click becomes a :class:`~bot.presentation.clicks.Click` for ``Actions.click`` (the one
  router, shared with the console; an id no registered grammar reads is answered with a notice),
  and :func:`answer_click` shows its reply.
* :func:`reply` answers an interaction once (response, followup or in-place edit).
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import ui

from bot import presentation
from bot.catalog import t
from bot.presentation import Message
from bot.presentation.clicks import Click, ClickReply
from bot.presentation.ids import ID_SHAPE

from . import deadline
from .host import host

NO_MENTIONS = discord.AllowedMentions.none()


class Component(ui.DynamicItem[ui.Item[ui.View]], template=ID_SHAPE):
    """Any bot button or select; the custom id carries all the state the click needs."""

    def __init__(self, item: ui.Item[ui.View], *, row: int | None = None) -> None:
        super().__init__(item, row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[ui.View],
                             match: re.Match[str]) -> Component:
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await dispatch_component(interaction, self.custom_id, component_values(interaction))


def component_values(interaction: discord.Interaction) -> list[str]:
    data = getattr(interaction, "data", None) or {}
    values = data.get("values") if isinstance(data, dict) else None
    return [str(v) for v in values] if values else []


async def dispatch_component(interaction: discord.Interaction, custom_id: str, values: list[str]) -> None:
    """Route a click through the one router (``Actions.click``); failures answer privately, never silently."""
    bot = host(interaction.client)
    try:
        lang, _ = await bot.lang_for(interaction)
        perms = getattr(interaction, "permissions", None)
        click = Click(custom_id, interaction.user.id, lang, tuple(values),
                      message_ephemeral=is_ephemeral_message(interaction.message),
                      message_owner=message_owner(interaction.message),
                      can_manage=bool(perms and perms.manage_guild))
        await answer_click(interaction, await bot.actions.click(click))
    except Exception as exc:  # noqa: BLE001 - the user must get an answer either way
        await bot.handle_component_error(interaction, exc, custom_id)


async def answer_click(interaction: discord.Interaction, click: ClickReply) -> None:
    """Show what a click's handler answered: the message (in place or new), the card's "Resolve"
    modal (the resolver cog's, through ``table_host``), then the handler's follow-up work."""
    if click.resolve is not None:
        resolver = host(interaction.client).table_host
        if resolver is not None:
            await resolver.start_from_card(interaction, click.resolve)
        else:  # the resolver extension is not loaded: say how to resolve the card instead
            card = click.resolve
            await reply(interaction, presentation.notice_message(
                t("cards.card.resolve_hint", card.lang, name=card.name), card.lang))
    elif click.message is not None:
        await reply(interaction, click.message, edit=click.mode == "update")
    if click.after is not None:
        follow_up = await click.after()
        if follow_up is not None:
            await reply(interaction, follow_up)


def build_embed(e: presentation.Embed) -> discord.Embed:
    embed = discord.Embed(title=e.title, description=e.description, url=e.url, color=e.color)
    if e.author:
        embed.set_author(name=e.author)
    for f in e.fields:
        embed.add_field(name=f.name, value=f.value, inline=f.inline)
    if e.footer:
        embed.set_footer(text=e.footer)
    return embed


BUTTON_STYLES = {"primary": 1, "secondary": 2, "success": 3, "danger": 4, "link": 5}


def components_payload(msg: Message) -> list[dict[str, Any]]:
    """``msg``'s action rows as Discord's component JSON: exactly what a discord.py ``View`` of the
    same buttons and selects serialises to (a test checks this over every rendered message)."""
    rows = []
    for row in msg.components:
        items = [_button(item) if isinstance(item, presentation.Button) else _select(item) for item in row]
        if items:
            rows.append({"type": 1, "components": items})
    return rows


def _button(b: presentation.Button) -> dict[str, Any]:
    out: dict[str, Any] = {"type": 2, "style": BUTTON_STYLES[b.style], "disabled": b.disabled, "label": b.label}
    if b.style == "link":
        out["url"] = b.url
    else:
        out["custom_id"] = b.custom_id
    return out


def _select(s: presentation.Select) -> dict[str, Any]:
    options = []
    for o in s.options:
        option: dict[str, Any] = {"label": o.label, "value": o.value, "default": o.default}
        if o.description:
            option["description"] = o.description
        options.append(option)
    out: dict[str, Any] = {"type": 3, "custom_id": s.custom_id, "min_values": s.min_values,
                           "max_values": s.max_values, "disabled": s.disabled, "required": True}
    if s.placeholder:
        out["placeholder"] = s.placeholder
    out["options"] = options
    return out


class PrebuiltView(ui.View):
    """A view that is only its components' JSON.

    Every interactive item the bot sends is a :class:`Component` custom id, answered through the
    dynamic-item registry (``bot.add_dynamic_items``), so a sent view has nothing to listen for.
    Building discord.py ``Button``/``Select``/``DynamicItem`` objects only to serialise them again
    cost more than everything else in a ``/rule`` reply; this view skips that. It is stopped from
    the start, so discord.py neither stores it nor starts a 15-minute timeout task per ephemeral
    message.
    """

    def __init__(self, components: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self._components = components
        self.stop()

    def to_components(self) -> list[dict[str, Any]]:
        return self._components


def message_kwargs(msg: Message, *, channel: bool = False, edit: bool = False) -> dict[str, Any]:
    """Keyword arguments for ``send_message`` / ``followup.send`` / ``channel.send`` / ``edit_message``."""
    converted = msg.memo.get("discord") if msg.memo is not None else None
    if converted is None:
        converted = ([build_embed(e) for e in msg.embeds], components_payload(msg))
        if msg.memo is not None:  # a cached message is read-only: convert it once (discord.py only reads these)
            msg.memo["discord"] = converted
    embeds, components = converted
    kwargs: dict[str, Any] = {"content": msg.content, "embeds": list(embeds), "allowed_mentions": NO_MENTIONS}
    view = PrebuiltView(components) if components else None
    if edit:
        kwargs["view"] = view  # None clears the old components
    elif view is not None:
        kwargs["view"] = view
    if not channel and not edit:
        kwargs["ephemeral"] = msg.ephemeral
    return kwargs


def message_owner(message: discord.Message | None) -> int | None:
    """The user whose command (or component click) produced ``message``, from Discord's
    interaction metadata; None for messages the bot posted on its own."""
    meta = getattr(message, "interaction_metadata", None)
    user = getattr(meta, "user", None)
    return getattr(user, "id", None)


def is_ephemeral_message(message: discord.Message | None) -> bool:
    flags = getattr(message, "flags", None)
    return bool(getattr(flags, "ephemeral", False))


async def reply(interaction: discord.Interaction, msg: Message, *, edit: bool = False) -> None:
    """Answer ``interaction`` with ``msg``: an in-place edit, the first response, or a followup.
    A first response that cannot land before Discord's deadline becomes a defer and a followup
    (:mod:`cogs.deadline`); the lock keeps the runner's automatic defer from racing it."""
    async with deadline.answering(interaction):
        await _reply(interaction, msg, edit=edit)


async def _reply(interaction: discord.Interaction, msg: Message, *, edit: bool) -> None:
    if edit:
        async def edit_later() -> None:
            await interaction.edit_original_response(**message_kwargs(msg, edit=True))

        if interaction.response.is_done():
            await edit_later()
        else:
            await deadline.respond(interaction, lambda: interaction.response.edit_message(
                **message_kwargs(msg, edit=True)), edit_later, ephemeral=msg.ephemeral)
        return

    async def follow_up() -> None:
        kwargs = message_kwargs(msg)
        if kwargs.get("content") is None:
            kwargs.pop("content")
        await interaction.followup.send(**kwargs)

    if interaction.response.is_done():
        await follow_up()
    else:
        await deadline.respond(interaction, lambda: interaction.response.send_message(**message_kwargs(msg)),
                               follow_up, ephemeral=msg.ephemeral)


async def reply_many(interaction: discord.Interaction, msgs: list[Message]) -> None:
    for msg in msgs:
        await reply(interaction, msg)


async def defer(interaction: discord.Interaction, *, ephemeral: bool) -> None:
    """Defer a slow command; remembers whether the placeholder is public (errors stay private)."""
    async with deadline.answering(interaction):  # the runner's automatic defer may be under way
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=ephemeral, thinking=True)
            interaction.extras["deferred_public"] = not ephemeral


async def reply_private(interaction: discord.Interaction, msg: Message) -> None:
    """Answer privately even if a public "thinking…" placeholder was already sent."""
    msg.ephemeral = True
    if interaction.response.is_done() and interaction.extras.get("deferred_public"):
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            pass
        interaction.extras["deferred_public"] = False
    await reply(interaction, msg)
