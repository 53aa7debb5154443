"""What the cogs know of the bot that loads them: a typed protocol, not the process's class.

The process runtime (``runtime/runner.py``'s ``MTGBot``) sits above the cogs and imports them;
the cogs depend only on this seam, so they never reach up into the runtime. ``runtime.runner``
checks statically that ``MTGBot`` is a :class:`BotHost` (``as_host``), and each cog's ``setup``
gets its typed host from :func:`host`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast, runtime_checkable

import discord
from discord import app_commands

if TYPE_CHECKING:
    from bot.presentation.actions import Actions
    from bot.services import Services
    from bot.services.cards import CardResult
    from bot.services.settings import Preferences

@runtime_checkable
class TableHost(Protocol):
    """What the bot and the card cog ask of the cog that runs /resolve and table games
    (cogs/resolver.py). A protocol, not the class: a reloaded extension brings a new class."""

    async def restore_sessions(self) -> int: ...

    async def suspend_all(self) -> None: ...

    async def start_from_card(self, interaction: discord.Interaction, card: CardResult) -> None: ...


class BotHost(Protocol):
    """The bot as its cogs use it: the services, the presentation (clicks too), settings, the
    reply language, and the few discord.py members the cogs call."""

    services: Services | None
    prefs: Preferences | None
    prepared: bool

    @property
    def core(self) -> Services: ...

    @property
    def actions(self) -> Actions: ...

    @property
    def table_host(self) -> TableHost | None: ...

    @property
    def tree(self) -> app_commands.CommandTree[discord.Client]: ...

    async def lang_for(self, interaction: discord.Interaction) -> tuple[str, bool]: ...

    def owns_guild(self, guild_id: int | None) -> bool: ...

    async def handle_app_error(self, interaction: discord.Interaction, error: Exception) -> None: ...

    async def handle_component_error(self, interaction: discord.Interaction, error: Exception,
                                     custom_id: str) -> None: ...

    def get_partial_messageable(self, id: int, *, guild_id: int | None = None,
                                type: discord.ChannelType | None = None) -> discord.PartialMessageable: ...

    def is_closed(self) -> bool: ...


#: The members of :class:`BotHost`, checked on the class when an extension loads (an
#: ``isinstance`` on the protocol would read the properties, and ``core`` refuses a bot without services).
MEMBERS = ("services", "prefs", "prepared", "core", "actions", "table_host", "tree",
           "lang_for", "owns_guild", "handle_app_error", "handle_component_error", "get_partial_messageable",
           "is_closed")


def host(bot: object) -> BotHost:
    """The bot an extension's ``setup`` receives, as its cogs see it (a clear error, at load time,
    for a bot that is not one)."""
    missing = [name for name in MEMBERS if not hasattr(type(bot), name) and name not in vars(bot)]
    if missing:
        raise TypeError(f"{type(bot).__name__} lacks {', '.join(missing)}: the cogs need runtime.runner.MTGBot")
    return cast(BotHost, bot)
