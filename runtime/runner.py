"""The Discord bot process: ``python -m bot run`` (with DISCORD_TOKEN) and ``python -m bot sync``.

* :class:`MTGBot` (an ``AutoShardedBot``: one process runs every shard it is given) opens the
  :class:`~bot.services.Services` in ``setup_hook``, builds the search index and the resolver's
  grammars there (``Services.warm``: before it connects, so no request pays for them), loads the
  extensions (every ``cogs/`` module with a ``setup``), sets the Spanish translator and restores
  open table sessions. Commands are synced **only** by ``python -m bot sync
  [--guild ID]`` — never on start and never in ``on_ready``.
* One error handler (:meth:`MTGBot.handle_app_error`) answers the user privately in their
  language and logs the context (command, guild, channel, user ids) — never the token.
* A heartbeat task touches ``settings.heartbeat_file`` every 30 s while the bot is ready (the
  container's health check reads it). SIGINT and SIGTERM close the bot cleanly.
* Intents: guilds only (slash commands need no privileged intent; no message content).
* Every command or click not answered 2 s after it arrived is deferred (:mod:`cogs.deadline`),
  so a slow or rate-limited answer still reaches the user as a followup.
* Reaching Discord (:mod:`runtime.connect`): ``MTGBOT_DISCORD_API`` points discord.py at another API
  (the end-to-end tests' stand-in); an unreachable Discord is retried a bounded number of times;
  a refused token or a fatal gateway close code exits with status 2 and one clear line.
* :meth:`MTGBot.before_identify_hook` is where identify concurrency plugs in (``identify_hook``).
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import json
import logging
import math
import pkgutil
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot import presentation
from bot.catalog import t
from bot.config import Settings
from bot.errors import BotError
from bot.i18n import normalize_lang
from bot.presentation.actions import Actions
from bot.services.cards import CardsService, ImportCardsResult, import_on_start
from bot.services.settings import Preferences
from cogs import deadline, ui
from cogs.host import BotHost, TableHost

from . import connect
from .cluster import owns
from .identify import IdentifyGate
from .lifecycle import stop_on_signals

if TYPE_CHECKING:
    from bot.services import Services

log = logging.getLogger("runtime.runner")



def cog_extensions() -> tuple[str, ...]:
    """Every module of ``cogs/`` that has a ``setup``: a new cog file is loaded without being
    listed anywhere (the helpers beside the cogs, ``ui``, ``host``, ``deadline``, have none)."""
    import cogs

    found = []
    for info in sorted(pkgutil.iter_modules(cogs.__path__), key=lambda i: i.name):
        module = importlib.import_module(f"cogs.{info.name}")
        if callable(getattr(module, "setup", None)):
            found.append(module.__name__)
    return tuple(found)


EXTENSIONS = cog_extensions()
HEARTBEAT_SECONDS = 30.0


# Talking to Discord failed (a dropped connection, a read that timed out): a fault of the network, not of the bot,
# logged in one line; a traceback is for the bot's own faults (and the process's output stays readable).
NETWORK_FAULTS: tuple[type[BaseException], ...] = (aiohttp.ClientError, ConnectionError, asyncio.TimeoutError)
REPLY_FAULTS: tuple[type[BaseException], ...] = (discord.HTTPException, *NETWORK_FAULTS)


def _log_failure(interaction: discord.Interaction, original: BaseException, owner: int) -> None:
    command = getattr(getattr(interaction, "command", None), "qualified_name", None)
    where = (command, getattr(interaction, "guild_id", None), getattr(interaction, "channel_id", None), owner)
    if isinstance(original, NETWORK_FAULTS):
        log.warning("command %r could not reach Discord (guild=%s channel=%s user=%s): %s", *where,
                    type(original).__name__)
        return
    log.error("command %r failed (guild=%s channel=%s user=%s): %s", *where, type(original).__name__,
              exc_info=original)


class MTGTree(app_commands.CommandTree["MTGBot"]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await self.client.handle_app_error(interaction, error)


def make_intents() -> discord.Intents:
    intents = discord.Intents.none()
    intents.guilds = True  # without it discord.py warns and guild caches stay empty
    return intents


class MTGBot(commands.AutoShardedBot):
    def __init__(self, settings: Settings, *, services: Services | None = None, sync_only: bool = False,
                 freeze_heap: bool | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("shard_count", None)
        super().__init__(
            command_prefix=commands.when_mentioned,  # no prefix commands are defined; no message content
            intents=make_intents(),
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=MTGTree,
            **kwargs,
        )
        self.settings = settings
        self.services = services
        self._owns_services = services is None
        self.sync_only = sync_only
        self.freeze_heap = (services is None) if freeze_heap is None else freeze_heap
        self._actions: Actions | None = Actions(services) if services is not None else None
        self.prefs: Preferences | None = Preferences(services.store) if services is not None else None
        self._card_import: asyncio.Task[ImportCardsResult | None] | None = None
        self.prepared = False
        # Called before each IDENTIFY instead of discord.py's fixed 5-second pause; runtime/identify.py
        # (identify concurrency shared through the database) sets it. Signature: (shard_id, *, initial).
        self.identify_hook: Callable[..., Awaitable[None]] | None = None
        self._guards: set[asyncio.Task[None]] = set()
        self._beaten = False  # the heartbeat file was written once (logged then)
        self.add_dynamic_items(ui.Component)

    # --- typed accessors for the cogs ---------------------------------------------------------

    @property
    def core(self) -> Services:
        """The open services. Every cog runs after :meth:`prepare` opened them; a sync-only bot has
        none and answers no command, so reaching them there is a bug, not a user's error."""
        if self.services is None:
            raise RuntimeError("the bot's services are not open")
        return self.services

    @property
    def actions(self) -> Actions:
        """The rules commands' presentation (built with the services)."""
        if self._actions is None:
            raise RuntimeError("the bot's services are not open")
        return self._actions

    @property
    def cards(self) -> CardsService | None:
        """The cards service, owned by the services (opened by :meth:`prepare`); None before."""
        return self.services.cards if self.services is not None else None

    @cards.setter
    def cards(self, service: CardsService | None) -> None:
        self.core.cards = service

    @property
    def table_host(self) -> TableHost | None:
        """The cog that runs /resolve and table games, when it is loaded."""
        cog = self.get_cog("Resolver")
        return cog if isinstance(cog, TableHost) else None

    # --- start-up -------------------------------------------------------------------------------

    async def setup_hook(self) -> None:
        await self.prepare()
        if not self.sync_only and self.settings.heartbeat_file:
            self.heartbeat.start()

    async def prepare(self) -> None:
        """Everything ``setup_hook`` does that needs no gateway (also used offline by tests)."""
        if self.services is None and not self.sync_only:
            from bot.services import Services

            self.services = await Services.open(self.settings, wait=True)  # a database still starting: wait
            self._owns_services = True
        if self.services is not None:
            self._actions = self._actions or Actions(self.services)
            self.prefs = self.prefs or Preferences(self.services.store)
            if not self.sync_only:
                if self.identify_hook is None:  # IDENTIFY pacing shared with the other processes
                    IdentifyGate.install(self, self.services.store, self.settings.identify_concurrency)
                # the search index and the grammars: no request builds them
                await self.services.warm(grammars=self.settings.warm_grammars)
                await self.prefs.load()  # replies read settings from memory from the first one
                cards = await self.services.open_cards()
                if cards is not None and self._card_import is None:
                    # MTGBOT_CARDS: a first import may take a minute; the bot answers meanwhile.
                    self._card_import = asyncio.create_task(
                        import_on_start(cards, cache_dir=self.settings.cache_dir), name="cards-import")
        for name in EXTENSIONS:
            if name not in self.extensions:
                await self.load_extension(name)
        if self.freeze_heap and not self.sync_only and self.services is not None:
            # The rules, translations and search index are a large, read-only heap: keep them out of
            # the garbage collector's full passes, which would otherwise stall interactions.
            gc.collect()
            gc.freeze()
        if not self.sync_only and self.services is not None:
            resolver = self.table_host
            if resolver is not None:
                count = await resolver.restore_sessions()
                if count:
                    log.info("restored %d open table session(s)", count)
            self.prepared = True

    # --- gateway -------------------------------------------------------------------------------

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        # >>> before_identify_hook: the identify-concurrency hook (runtime/identify.py) plugs in here. <<<
        if self.identify_hook is not None:
            await self.identify_hook(shard_id, initial=initial)
            return
        await super().before_identify_hook(shard_id, initial=initial)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Start the deadline guard: a command or click not answered within 2 s is deferred, so a
        slow or rate-limited answer still reaches the user as a followup (cogs/deadline.py)."""
        if interaction.type not in (discord.InteractionType.application_command,
                                    discord.InteractionType.component, discord.InteractionType.modal_submit):
            return
        deadline.received_at(interaction)
        try:
            _, private = await self.lang_for(interaction)
        except Exception:  # noqa: BLE001 - settings unavailable: a public placeholder is the default
            private = False
        task = asyncio.create_task(deadline.guard(interaction, ephemeral=private), name="interaction-deadline")
        self._guards.add(task)
        task.add_done_callback(self._guard_done)

    def _guard_done(self, task: asyncio.Task[None]) -> None:
        self._guards.discard(task)
        error = None if task.cancelled() else task.exception()
        if error is not None:
            log.warning("deadline guard failed: %s", connect.describe(error))

    async def close(self) -> None:
        for task in list(self._guards):
            task.cancel()
        if self._card_import is not None:
            self._card_import.cancel()  # an interrupted import leaves the stored cards as they were
        if self.heartbeat.is_running():
            self.heartbeat.cancel()
        resolver = self.table_host
        if resolver is not None:
            await resolver.suspend_all()  # saved state stays open: the next start replays it
        await super().close()
        if self.prefs is not None:
            await self.prefs.close()
        if self._owns_services and self.services is not None:
            await self.services.close()
            self.services = None

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process receives ``guild_id``'s interactions (always, unless it runs only
        some of the shards as part of a cluster)."""
        return owns(guild_id, self.shard_ids, self.shard_count)

    # --- language ------------------------------------------------------------------------------

    async def lang_for(self, interaction: discord.Interaction) -> tuple[str, bool]:
        """The reply language and whether replies are private, from settings and the user's locale."""
        locale = str(getattr(interaction, "locale", "") or "")
        if self.prefs is None:
            return normalize_lang(locale), False
        user = getattr(interaction, "user", None)
        return await self.prefs.resolve(getattr(user, "id", None), getattr(interaction, "guild_id", None), locale)

    # --- errors -------------------------------------------------------------------------------

    async def handle_app_error(self, interaction: discord.Interaction, error: Exception) -> None:
        original = getattr(error, "original", error)
        try:
            lang, _ = await self.lang_for(interaction)
        except Exception:  # noqa: BLE001 - settings unavailable: fall back to the locale
            lang = normalize_lang(str(getattr(interaction, "locale", "") or ""))
        owner = getattr(getattr(interaction, "user", None), "id", 0) or 0
        if isinstance(original, BotError):
            msg = presentation.bot_error_message(original, lang)
        elif isinstance(original, app_commands.CommandOnCooldown):
            msg = presentation.error_message("cooldown", t("error_title.cooldown_text", lang,
                                                     seconds=math.ceil(original.retry_after)), lang)
        elif isinstance(original, app_commands.NoPrivateMessage):
            msg = presentation.error_message("guild_only", t("error_title.guild_only_text", lang), lang)
        elif isinstance(original, (app_commands.MissingPermissions, app_commands.CheckFailure)):
            msg = presentation.error_message("permission", t("error_title.permission_text", lang), lang)
        elif isinstance(original, app_commands.TransformerError):
            msg = presentation.error_message("bad_input", str(original), lang)
        else:
            _log_failure(interaction, original, owner)
            msg = presentation.error_message("internal", t("errors.internal", lang), lang)
        try:
            await ui.reply_private(interaction, msg)
        except REPLY_FAULTS:
            log.warning("could not send an error reply (interaction expired?)")
        except RuntimeError:  # aiohttp's "Session is closed": the bot is stopping under this reply
            if not self.is_closed():
                raise
            log.warning("could not send an error reply: the bot is stopping")

    async def handle_component_error(self, interaction: discord.Interaction, error: Exception, custom_id: str) -> None:
        if not isinstance(error, BotError):
            log.error("component %s failed (guild=%s channel=%s user=%s)", custom_id.split(":", 2)[:2],
                      getattr(interaction, "guild_id", None), getattr(interaction, "channel_id", None),
                      getattr(getattr(interaction, "user", None), "id", None), exc_info=error)
        await self.handle_app_error(interaction, error)

    # --- heartbeat ----------------------------------------------------------------------------

    def beat(self) -> bool:
        """Touch the heartbeat file if the gateway is connected; True when it was touched."""
        path = self.settings.heartbeat_file
        if not path or not self.is_ready() or not math.isfinite(self.latency):
            return False
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(f"{time.time():.0f}\n", encoding="utf-8")
        if not self._beaten:  # once: an operator (and the end-to-end harness) sees the bot became healthy
            self._beaten = True
            log.info("connected: heartbeat file %s written", path)
        return True

    @tasks.loop(seconds=HEARTBEAT_SECONDS)
    async def heartbeat(self) -> None:
        try:
            self.beat()
        except OSError as exc:
            log.warning("heartbeat file not written: %s", exc)

    @heartbeat.before_loop
    async def _before_heartbeat(self) -> None:
        await self.wait_until_ready()


async def sync_commands(bot: MTGBot, guild: int | None) -> list[app_commands.AppCommand]:
    """Upload the command tree (with Spanish localisations) once. A guild sync is instant."""
    if guild is not None:
        target = discord.Object(id=guild)
        bot.tree.copy_global_to(guild=target)
        return await bot.tree.sync(guild=target)
    return await bot.tree.sync()


async def main(settings: Settings, sync: bool = False, guild: int | None = None, as_json: bool = False) -> int:
    """Run the bot until SIGINT/SIGTERM, or (``sync``) upload the commands and exit.

    Exit status: 0 after a clean stop; 2 when Discord refuses the configuration (token, shards,
    intents: restarting cannot help, see :mod:`runtime.connect`); 1 when Discord stayed unreachable."""
    token = settings.discord_token
    if not token:
        raise BotError.of("bad_config", "error.no_token")  # the CLI prints it (as JSON with --json), exit 2
    if not logging.getLogger().handlers:
        discord.utils.setup_logging(level=getattr(logging, str(settings.log_level).upper(), logging.INFO), root=True)
    connect.prepare_library(settings)
    if sync:
        bot = MTGBot(settings, sync_only=True)
        try:
            async with bot:
                # login runs setup_hook: extensions and translator, no core, no sessions
                await connect.login(bot, token, settings)
                synced = await sync_commands(bot, guild)
        except Exception as exc:  # noqa: BLE001 - known failures become a clear message
            return connect.report_failure(exc, as_json=as_json)
        if as_json:
            print(json.dumps({"synced": len(synced), "guild": guild}))
        else:
            where = f"server {guild}" if guild else "all servers (global; may take up to an hour to appear)"
            print(f"Synced {len(synced)} command(s) to {where}.")
        return 0

    bot = MTGBot(settings, shard_count=settings.shard_count, shard_ids=settings.shard_ids)
    with stop_on_signals() as stop:
        return await _run_until_stopped(bot, token, stop)


async def _run_until_stopped(bot: MTGBot, token: str, stop: asyncio.Event) -> int:
    async with bot:
        runner = asyncio.create_task(connect.start(bot, token, bot.settings), name="discord-bot")
        stopper = asyncio.create_task(stop.wait(), name="stop-signal")
        done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
        if stopper in done:
            log.info("signal received: closing")
        await bot.close()
        for task in (runner, stopper):
            if not task.done():
                task.cancel()
        await asyncio.gather(runner, stopper, return_exceptions=True)
        error = runner.exception() if runner in done and not runner.cancelled() else None
        if error is not None:
            return connect.report_failure(error)
    return 0


def as_host(bot: MTGBot) -> BotHost:
    """The bot as its cogs see it: mypy checks here, once, that ``MTGBot`` is a ``BotHost``."""
    return bot
