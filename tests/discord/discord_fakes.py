"""Small hand-written fakes for offline cog tests (docs/discord-notes.md §3.3a).

``FakeInteraction`` records every response, followup and edit, refuses a second initial
response (as Discord does), and carries the attributes the cogs read: user, locale,
guild_locale, guild_id, channel_id, permissions, data, message, extras.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord


class FakeUser:
    def __init__(self, user_id: int, name: str | None = None) -> None:
        self.id = user_id
        self.name = name or f"user{user_id}"
        self.display_name = self.name
        self.mention = f"<@{user_id}>"


class FakeGuild:
    def __init__(self, guild_id: int, members: dict[int, str] | None = None) -> None:
        self.id = guild_id
        self.members = {uid: FakeUser(uid, name) for uid, name in (members or {}).items()}

    def get_member(self, user_id: int) -> FakeUser | None:
        return self.members.get(user_id)


class FakeFlags:
    def __init__(self, ephemeral: bool) -> None:
        self.ephemeral = ephemeral


class FakeMetadata:
    def __init__(self, user_id: int) -> None:
        self.user = FakeUser(user_id)


class FakeMessage:
    def __init__(self, content: str = "", *, ephemeral: bool = False, embeds: list | None = None,
                 owner: int | None = None) -> None:
        self.content = content
        self.flags = FakeFlags(ephemeral)
        self.embeds = embeds or []
        self.id = 5555
        self.interaction_metadata = FakeMetadata(owner) if owner is not None else None


class FakeResponse:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self._done = False

    def is_done(self) -> bool:
        return self._done

    def _record(self, kind: str, kwargs: dict[str, Any]) -> None:
        if self._done:
            raise AssertionError(f"double response: {kind} after {self.calls[-1][0]}")
        self._done = True
        self.calls.append((kind, kwargs))

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        self._record("send_message", {"content": content, **kwargs})

    async def defer(self, **kwargs: Any) -> None:
        self._record("defer", kwargs)

    async def edit_message(self, **kwargs: Any) -> None:
        self._record("edit_message", kwargs)

    async def autocomplete(self, choices: list) -> None:
        self._record("autocomplete", {"choices": choices})

    async def send_modal(self, modal: Any) -> None:
        self._record("send_modal", {"modal": modal})


class FakeFollowup:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    async def send(self, content: str | None = None, **kwargs: Any) -> None:
        self.sent.append({"content": content, **kwargs})


class FakeInteraction:
    def __init__(self, client: Any, *, user_id: int = 111, locale: str = "en-US",
                 guild_locale: str | None = "en-US", guild_id: int | None = 900, channel_id: int | None = 800,
                 permissions: discord.Permissions | None = None,
                 data: dict[str, Any] | None = None, message: FakeMessage | None = None,
                 guild: FakeGuild | None = None, user_name: str | None = None) -> None:
        self.client = client
        self.user = FakeUser(user_id, user_name)
        self.locale = discord.Locale(locale)
        self.guild_locale = discord.Locale(guild_locale) if guild_locale else None
        self.guild_id = guild_id
        self.channel_id = channel_id
        self.guild = guild if guild is not None else (FakeGuild(guild_id) if guild_id else None)
        self.permissions = permissions if permissions is not None else discord.Permissions.none()
        self.data = data or {}
        self.message = message
        self.command = None
        self.created_at = discord.utils.utcnow()
        self.extras: dict[str, Any] = {}
        self.response = FakeResponse()
        self.followup = FakeFollowup()
        self.edits: list[dict[str, Any]] = []
        self.deleted = False

    async def edit_original_response(self, **kwargs: Any) -> None:
        self.edits.append(kwargs)

    async def delete_original_response(self) -> None:
        self.deleted = True

    # --- helpers for assertions -------------------------------------------------------------

    @property
    def sent(self) -> list[dict[str, Any]]:
        """Every message this interaction produced: the response, then followups, then edits."""
        out = [kw for kind, kw in self.response.calls if kind in ("send_message", "edit_message")]
        return out + self.followup.sent + self.edits

    @property
    def first(self) -> dict[str, Any]:
        assert self.sent, "the interaction got no answer"
        return self.sent[0]

    @property
    def kind(self) -> str:
        return self.response.calls[0][0] if self.response.calls else ""


def embed_of(sent: dict[str, Any]) -> discord.Embed:
    embeds = sent.get("embeds") or ([sent["embed"]] if sent.get("embed") else [])
    assert embeds, f"no embed in {sent}"
    return embeds[0]


def text_of(sent: dict[str, Any]) -> str:
    parts = [sent.get("content") or ""]
    for e in sent.get("embeds") or []:
        parts += [e.title or "", e.description or "", e.footer.text or "", e.author.name or ""]
        parts += [f.name + " " + f.value for f in e.fields]
    return "\n".join(parts)


@dataclass
class SentItem:
    """One button or select as Discord receives it (read back from the view's component JSON)."""

    type: int
    custom_id: str | None = None
    label: str | None = None
    url: str | None = None
    disabled: bool = False
    placeholder: str | None = None
    options: list[SimpleNamespace] = field(default_factory=list)


def items_of(sent: dict[str, Any]) -> list[SentItem]:
    view = sent.get("view")
    if view is None:
        return []
    out = []
    for row in view.to_components():
        for c in row["components"]:
            out.append(SentItem(type=c["type"], custom_id=c.get("custom_id"), label=c.get("label"), url=c.get("url"),
                                disabled=c.get("disabled", False), placeholder=c.get("placeholder"),
                                options=[SimpleNamespace(**o) for o in c.get("options", [])]))
    return out


def item(sent: dict[str, Any], prefix: str):
    for it in items_of(sent):
        cid = getattr(it, "custom_id", None)
        if cid and cid.startswith(prefix):
            return it
    ids = [getattr(i, "custom_id", None) for i in items_of(sent)]
    raise AssertionError(f"no component starting with {prefix!r} in {ids}")


async def click(bot: Any, component: Any, *, values: list[str] | None = None, ephemeral_message: bool = False,
                message_owner: int | None = 111, **kwargs: Any) -> FakeInteraction:
    """Press a button or pick in a select, exactly as discord.py would call the dynamic item.
    ``message_owner`` is the user whose command produced the message (its interaction metadata)."""
    data = {"custom_id": component.custom_id, "component_type": 3 if values is not None else 2}
    if values is not None:
        data["values"] = values
    message = FakeMessage(ephemeral=ephemeral_message, owner=message_owner)
    inter = FakeInteraction(bot, data=data, message=message, **kwargs)
    # The path discord.py takes for a click (ViewStore.dispatch_dynamic_items): the dynamic item the
    # bot registered whose template matches the custom id is built from it and called back.
    base = discord.ui.Select(custom_id=component.custom_id) if values is not None else \
        discord.ui.Button(custom_id=component.custom_id)
    registered = bot._connection._view_store._dynamic_items.items()
    matched = [(item_cls, m) for pattern, item_cls in registered if (m := pattern.fullmatch(component.custom_id))]
    assert matched, f"no dynamic item the bot registered matches {component.custom_id!r}: discord.py drops it"
    for item_cls, match in matched:
        dynamic = await item_cls.from_custom_id(inter, base, match)
        await dynamic.callback(inter)
    return inter


class Poster:
    """Stands in for the channels a bot posts to (``bot.get_partial_messageable``): records what is
    sent, as ``content`` and discord.py ``embeds``, per channel."""

    def __init__(self) -> None:
        self.posts: list[tuple[int, Any]] = []

    def install(self, bot: Any) -> None:
        bot.get_partial_messageable = self.channel

    @staticmethod
    def uninstall(bot: Any) -> None:
        bot.__dict__.pop("get_partial_messageable", None)

    def channel(self, channel_id: int, *, guild_id: int | None = None, **_: Any) -> Any:
        poster = self

        class Channel:
            async def send(self, **kwargs: Any) -> None:
                poster.posts.append((channel_id, SimpleNamespace(content=kwargs.get("content"),
                                                                 embeds=kwargs.get("embeds") or [], kwargs=kwargs)))

        return Channel()

    @property
    def messages(self) -> list:
        return [m for _, m in self.posts]


async def run_command(bot: Any, command: Any, inter: FakeInteraction, *, checks: bool = False, **kwargs: Any):
    """Call a slash command's callback as the tree would: checks (optionally), then the callback,
    and any error to the tree's error handler."""
    import inspect

    from discord import app_commands

    inter.command = command
    try:
        if checks:
            for check in command.checks:
                ok = check(inter)
                if inspect.isawaitable(ok):
                    ok = await ok
                if not ok:
                    raise app_commands.CheckFailure()
        if getattr(command, "binding", None) is not None:
            await command.callback(command.binding, inter, **kwargs)
        else:
            await command.callback(inter, **kwargs)
    except app_commands.AppCommandError as exc:
        await bot.tree.on_error(inter, exc)
    except Exception as exc:  # what the tree wraps as CommandInvokeError
        await bot.tree.on_error(inter, app_commands.CommandInvokeError(command, exc))
    return inter
