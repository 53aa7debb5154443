"""/resolve: the APNAP resolver, in quick mode or table mode with real players.

Quick mode resolves at once (default choices or a scenario file's script) and shows the result.
Table mode starts a :class:`bot.services.table_session.TableSession`: the public message says whose turn it is; the
"Make my choice" button gives that player — and only that player — a private prompt. Everyone
else gets a private notice and nothing changes. Sessions are saved after every answer and
restored (replayed) after a restart by :meth:`ResolverCog.restore_sessions`. The table's buttons
(``tbl:``) are answered by ``bot/presentation/table_clicks.py`` through the one click router.
"""

from __future__ import annotations

import logging
import re
from pathlib import PurePath
from typing import Optional

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot import presentation
from bot.apnap import MAX_INPUT_BYTES
from bot.apnap.quick import MAX_NAME
from bot.catalog import t
from bot.errors import BotError
from bot.services.cards import CardResult
from bot.services.resolve import ResolveRequest, ResolveResult, Seat, quick_options, split_names
from bot.services.table import TableService
from bot.services.table_session import TableSession
from bot.services.table_views import TableEvent, TableNews, TableStatus

from . import deadline, ui
from .host import BotHost, host
from .translator import L, option_descriptions, option_names

log = logging.getLogger(__name__)

SCENARIO_SUFFIXES = (".yaml", ".yml", ".json", ".txt")
#: /resolve's options, each named and described by the catalogue's ``discord.opt.<option>`` entries.
RESOLVE_OPTIONS = ("effect", "players", "active", "file", "mode", "card", "board", "controller", "target", "x",
                   "choose", "ability", "facts")
MODE_CHOICES = [app_commands.Choice(name=L("discord.choice.quick"), value="quick"),
                app_commands.Choice(name=L("discord.choice.table"), value="table")]


_MENTION_RE = re.compile(r"<@!?(\d{1,20})>")


def parse_mentions(text: str) -> list[tuple[str | None, int | None]]:
    """``"Alice, Bob"`` or ``"<@1> <@2> Carol"`` → ``[(name or None, user id or None), …]``: a
    mention gives a user and no name (the cog looks up the display name)."""
    out: list[tuple[str | None, int | None]] = []
    for part in split_names(text):
        for token in re.split(r"(<@!?\d{1,20}>)", part):  # "Alice<@1>" holds two players
            token = token.strip()
            m = _MENTION_RE.fullmatch(token)
            if m:
                out.append((None, int(m[1])))
            elif token:
                out.append((token, None))
    return out


class ResolverCog(commands.Cog, name="Resolver"):
    def __init__(self, bot: BotHost) -> None:
        self.bot = bot
        self._starting: set[str] = set()

    async def cog_load(self) -> None:
        if self.bot.prepared:  # a reload while running: pick the open tables up again
            await self.restore_sessions()

    async def cog_unload(self) -> None:
        await self.suspend_all()

    @property
    def tables(self) -> TableService:
        return self.bot.core.table

    async def suspend_all(self) -> None:
        if self.bot.services is not None:
            await self.tables.suspend_all()

    # --- /resolve ----------------------------------------------------------------------------

    @app_commands.command(name=L("discord.cmd.resolve.name"), description=L("discord.cmd.resolve.desc"))
    @app_commands.rename(**option_names(*RESOLVE_OPTIONS))
    @app_commands.describe(**option_descriptions(*RESOLVE_OPTIONS))
    @app_commands.choices(mode=MODE_CHOICES)
    @app_commands.checks.cooldown(3, 30.0, key=lambda i: i.user.id)
    async def resolve(self, interaction: discord.Interaction,
                      effect: Optional[app_commands.Range[str, 1, 1000]] = None,
                      players: Optional[app_commands.Range[str, 1, 1000]] = None,
                      active: Optional[app_commands.Range[str, 1, 100]] = None,
                      file: Optional[discord.Attachment] = None,
                      mode: Optional[app_commands.Choice[str]] = None,
                      card: Optional[app_commands.Range[str, 1, 200]] = None,
                      board: Optional[app_commands.Range[str, 1, 1000]] = None,
                      controller: Optional[app_commands.Range[str, 1, 100]] = None,
                      target: Optional[app_commands.Range[str, 1, 200]] = None,
                      x: Optional[app_commands.Range[int, 0, 1000]] = None,
                      choose: Optional[app_commands.Range[str, 1, 40]] = None,
                      ability: Optional[app_commands.Range[int, 1, 20]] = None,
                      facts: Optional[app_commands.Range[str, 1, 500]] = None) -> None:
        lang, private = await self.bot.lang_for(interaction)
        if file is not None or (mode is not None and mode.value == "table"):
            await deadline.defer_now(interaction, ephemeral=private)  # a download and a parse: never instant
        seats = await self._seats(interaction, players or "", lang)
        options = {"card": card, "board": _named(board, seats), "controller": self._active_name(controller, seats),
                   "target": _named(target, seats), "choose": choose, "facts": _named(facts, seats)}
        request = ResolveRequest(
            lang=lang, effect=effect, scenario=await self._read_file(file) if file is not None else None,
            players=tuple(seats), active=self._active_name(active, seats), x=x, ability=ability,
            **quick_options({k: v for k, v in options.items() if v}),
        )
        if mode is None or mode.value != "table":
            result = await self.bot.core.resolve.resolve(request)
            await ui.reply_many(interaction, presentation.resolution_messages(result, lang,
                                                                              ephemeral=private))
            return
        session = await self.tables.create(request, owner_id=interaction.user.id, channel_id=interaction.channel_id,
                                     guild_id=interaction.guild_id, listener=self.on_event)
        self._starting.add(session.id)
        try:
            await session.start()
        finally:
            self._starting.discard(session.id)
        if session.is_open:
            msg = presentation.table_status_message(session.status_view(), lang)
            msg.content = t("table.started", lang)
            await ui.reply(interaction, presentation.finish(msg))
        else:  # every decision was forced or automatic: the table is already over
            await ui.reply_many(interaction, self._final_messages(session))

    @staticmethod
    async def _read_file(file: discord.Attachment) -> bytes:
        if file.size > MAX_INPUT_BYTES:
            raise BotError.of("bad_file", "resolve.file_too_large", field="file", limit=MAX_INPUT_BYTES)
        if PurePath(file.filename or "").suffix.lower() not in SCENARIO_SUFFIXES:
            raise BotError.of("bad_file", "resolve.file_type", field="file")
        return await file.read()

    async def _seats(self, interaction: discord.Interaction, text: str, lang: str) -> list[Seat]:
        """The players in turn order: display names for mentioned users, names as typed otherwise."""
        seats = []
        for i, (name, uid) in enumerate(parse_mentions(text)):
            if uid is not None:
                name = await self.display_name(interaction, uid) or t("resolve.player_fallback", lang, n=i + 1)
            seats.append(Seat(presentation.cut(name or "", MAX_NAME), uid))
        return seats

    async def display_name(self, interaction: discord.Interaction, user_id: int) -> str | None:
        guild = interaction.guild
        member = guild.get_member(user_id) if guild is not None else None
        if member is not None:
            return member.display_name
        user = interaction.client.get_user(user_id)
        if user is not None:
            return user.display_name
        if getattr(interaction.client, "is_ready", lambda: False)():
            try:
                user = await interaction.client.fetch_user(user_id)
                return user.display_name
            except discord.HTTPException:
                return None
        return None

    @staticmethod
    def _active_name(active: str | None, seats: list[Seat]) -> str | None:
        """``active:`` as a name, or as a mention of one of the players."""
        if not active:
            return None
        parsed = parse_mentions(active)
        if parsed and parsed[0][1] is not None:
            return next((s.name for s in seats if s.user_id == parsed[0][1]), active)
        return active.strip()

    async def start_from_card(self, interaction: discord.Interaction, card: CardResult) -> None:
        """The card message's "Resolve" button: ask who plays, then resolve the card for them."""
        lang, _ = await self.bot.lang_for(interaction)
        await interaction.response.send_modal(CardResolveModal(self, card.name, lang))

    async def resolve_card(self, interaction: discord.Interaction, card: str, players: str, board: str,
                           lang: str) -> None:
        _, private = await self.bot.lang_for(interaction)
        seats = await self._seats(interaction, players, lang)
        request = ResolveRequest(lang=lang, card=card, players=tuple(seats), board=_named(board, seats) or None)
        result = await self.bot.core.resolve.resolve(request)
        await ui.reply_many(interaction, presentation.resolution_messages(result, lang, ephemeral=private))

    # --- table mode ------------------------------------------------------------------------------

    async def restore_sessions(self) -> int:
        """Replay the open table games of this process's servers; returns how many run again."""
        return await self.tables.restore(self.bot.owns_guild, listener=self.on_event)

    async def post(self, session: TableSession, msg: presentation.Message) -> None:
        """Send a public message to the session's channel (works after the 15-minute token expiry)."""
        if session.channel_id is None:
            return
        channel = self.bot.get_partial_messageable(session.channel_id, guild_id=session.guild_id)
        try:
            await channel.send(**ui.message_kwargs(msg, channel=True))
        except (aiohttp.ClientError, discord.HTTPException) as exc:
            if not self.bot.is_closed():
                raise
            # the process is stopping (a signal) while a game's last messages go out: its connection is closed
            # under the post; a warning, not a traceback (the game itself is saved)
            log.warning("table %s: a message was not posted as the bot closed (%s)", session.id, type(exc).__name__)

    def _final_messages(self, session: TableSession) -> list[presentation.Message]:
        lang = session.lang
        if session.status == TableStatus.DONE and session.result is not None:
            msgs = presentation.resolution_messages(ResolveResult(session.result, lang), lang)
            msgs[0].content = t("table.finished", lang)
            return [presentation.finish(m) for m in msgs]
        if session.status == TableStatus.TIMED_OUT:
            text = t("table.timed_out", lang, player=session.ended_reason or "—")
        elif session.status == TableStatus.CANCELLED:
            text = t("table.cancelled", lang)
        else:
            text = t("table.failed", lang, error=session.error or "—")
        return [presentation.notice_message(text, lang, ephemeral=False)]

    async def on_event(self, event: TableEvent, session: TableSession, news: TableNews) -> None:
        lang = session.lang
        if event == TableEvent.ANSWERED:
            return  # the next status message (or the result) shows it publicly
        if event == TableEvent.PROMPT:
            if session.id in self._starting:
                return  # the /resolve response itself shows the first status
            msg = presentation.table_status_message(session.status_view(), lang)
            if news.restored:
                msg.content = t("table.resumed", lang)
            await self.post(session, presentation.finish(msg))
            return
        if event == TableEvent.REMINDER:
            prompt = news.prompt
            minutes = max(1, round(news.remaining / 60))
            await self.post(session, presentation.notice_message(
                t("table.reminder", lang, player=prompt.player if prompt else "—", what=prompt.what if prompt else "",
                  minutes=minutes), lang, ephemeral=False))
            return
        # finished, timed_out, cancelled, failed
        self.tables.forget(session.id)
        if session.id in self._starting:
            return
        for msg in self._final_messages(session):
            await self.post(session, msg)


class CardResolveModal(discord.ui.Modal):
    """The card message's "Resolve" button: who plays (and, optionally, the battlefield), then the
    card's Oracle text resolves for them."""

    def __init__(self, cog: ResolverCog, card: str, lang: str) -> None:
        super().__init__(title=presentation.cut(t("resolve.modal_title", lang, name=card), 45))
        self.cog, self.card, self.lang = cog, card, lang
        self.players: discord.ui.TextInput[CardResolveModal] = discord.ui.TextInput(
            placeholder="Alice, Bob, Carol", max_length=500)
        self.board: discord.ui.TextInput[CardResolveModal] = discord.ui.TextInput(
            style=discord.TextStyle.paragraph, required=False, max_length=1000,
            placeholder="Alice: Grizzly Bears (creature); Bob: Hill Giant (creature)")
        self.add_item(discord.ui.Label(text=presentation.cut(t("resolve.modal_players", lang), 45),
                                       component=self.players))
        self.add_item(discord.ui.Label(text=presentation.cut(t("resolve.modal_board", lang), 45),
                                       component=self.board))

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.cog.resolve_card(interaction, self.card, str(self.players.value), str(self.board.value or ""),
                                    self.lang)

    async def on_error(self, interaction: discord.Interaction, error: Exception) -> None:  # type: ignore[override]
        # discord.py's Modal.on_error takes no item (its stubs inherit the View's signature).
        await self.cog.bot.handle_app_error(interaction, error)


def _named(text: str | None, seats: list[Seat]) -> str | None:
    """Mentions of the players in ``text`` (``@Alice: Grizzly Bears``) become their seat names."""
    if not text:
        return text
    for seat in seats:
        if seat.user_id is not None:
            text = re.sub(rf"<@!?{seat.user_id}>", seat.name, text)
    return text


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ResolverCog(host(bot)))
