"""The table service: resolver games played by real players, one per channel.

It owns the open :class:`~bot.services.table_session.TableSession` objects of this process:
starting one (who may, where), finding one by id, and restoring the open ones after a restart.
Front ends learn about progress through the sessions' listener and show it their own way.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import BotError
from .resolve import ResolveRequest, ResolveService, run_bounded
from .table_session import DEFAULT_REMINDER, DEFAULT_TIMEOUT, STATE_VERSION, Listener, TableSession

if TYPE_CHECKING:
    from ..storage import Store

log = logging.getLogger(__name__)


class TableService:
    def __init__(self, store: Store, resolver: ResolveService, *, timeout: float = DEFAULT_TIMEOUT,
                 reminder: float = DEFAULT_REMINDER) -> None:
        self.store = store
        self.resolver = resolver
        self.timeout = timeout
        self.reminder = reminder
        self.sessions: dict[str, TableSession] = {}

    def get(self, session_id: str) -> TableSession | None:
        return self.sessions.get(session_id)

    def forget(self, session_id: str) -> None:
        self.sessions.pop(session_id, None)

    async def create(self, request: ResolveRequest, *, owner_id: int, channel_id: int | None, guild_id: int | None,
                     listener: Listener | None = None, require_channel: bool = True) -> TableSession:
        """A new game (not started yet): one per channel, at least one real player."""
        if require_channel and (guild_id is None or channel_id is None):
            raise BotError.of("guild_only", "resolve.table_guild_only")
        if channel_id is not None and any(s.channel_id == channel_id and s.is_open for s in self.sessions.values()):
            raise BotError.of("bad_session", "resolve.table_busy")
        prepared = await self.resolver.prepare(request)
        seats = self.resolver.seat_users(request, prepared.scenario)
        cards = {name: card.text for name, card in prepared.cards.items()}
        if not any(uid is not None for uid in seats.values()):
            raise BotError.of("bad_session", "resolve.table_needs_users", field="players",
                              suggestions=["@Alice @Bob @Carol"])
        # Read as a restored game will read it (the saved text and Oracle texts only), off the loop,
        # so a replay after a restart meets the same decisions.
        scenario = await run_bounded(functools.partial(TableSession.parse, prepared.text, request.lang, cards),
                                     self.resolver.seconds, request.lang)
        session = TableSession(TableSession.new_id(), prepared.text, seats, store=self.store, lang=request.lang,
                               owner_id=owner_id, channel_id=channel_id, guild_id=guild_id, timeout=self.timeout,
                               reminder=self.reminder, listener=listener, cards=cards, scenario=scenario,
                               seconds=self.resolver.seconds)
        self.sessions[session.id] = session
        return session

    async def restore(self, owns: Callable[[int | None], bool], listener: Listener | None = None) -> int:
        """Replay the open games of the servers ``owns`` accepts; returns how many run again.

        In a cluster each process owns some shards, and a game belongs to the process that
        receives its server's clicks; the others leave it alone."""
        restored = 0
        for session_id, state in await self.store.open_sessions():
            if state.get("kind") != "table" or session_id in self.sessions or not owns(state.get("guild_id")):
                continue
            try:
                # The saved text is read again off the event loop, with /resolve's deadline
                # (a state of another version is refused by from_state, unread).
                scenario = await run_bounded(
                    functools.partial(TableSession.parse, state["scenario"], state.get("lang"), state.get("cards")),
                    self.resolver.seconds, state.get("lang")) if state.get("v") == STATE_VERSION else None
                session = TableSession.from_state(session_id, state, store=self.store, listener=listener,
                                                  timeout=self.timeout, reminder=self.reminder, scenario=scenario,
                                                  seconds=self.resolver.seconds)
            except BotError as exc:
                log.warning("table session %s cannot be restored: %s", session_id, exc.message)
                await self.store.close_session(session_id)
                continue
            self.sessions[session_id] = session
            await session.start()
            restored += session.is_open
        return restored

    async def suspend_all(self) -> None:
        """Stop every game in memory without ending it (it stays open in storage)."""
        for session in list(self.sessions.values()):
            await session.suspend()
        self.sessions.clear()
