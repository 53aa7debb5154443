"""Table mode: a resolver session played by real players, as a pure state machine.

A :class:`TableSession` holds a scenario and a map of its players to user ids. It runs the APNAP
engine off the event loop, one stretch at a time (table_engine.py: a replay of the answers so far,
in the resolver's worker, with /resolve's deadline and budget): when the engine asks player P for a
decision nobody has made yet, the session records a pending prompt (what P may see — the engine's
:class:`PlayerView` and earlier choices as 101.4b allows — and the legal options) and waits, with no
thread held, until P's user answers with :meth:`submit`, which starts the next stretch.
Anyone else is refused with a :class:`TableError` and nothing changes. Choices of cards in a
hidden zone are marked private (101.4a): front ends send those prompts privately and publish only
"X chose N card(s)".

After every answer the session state (scenario text, players, answers so far, status) is saved in
the :class:`~bot.storage.base.SessionStore`. The engine is deterministic, so a session restored
after a restart replays the recorded answers and arrives at the same pending prompt.

Front ends learn about progress through one async ``listener(event, session, news)`` (a typed
:class:`~.table_views.TableNews`) with events
``prompt``, ``answered``, ``reminder``, ``finished``, ``timed_out``, ``cancelled`` and ``failed``.
Nothing here knows about Discord.
"""

from __future__ import annotations

import asyncio
import logging
import math
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from ..apnap import CardText, ChoiceAnswer, ChoiceRequest, parse_text
from ..apnap.choices import validate_answer
from ..apnap.scenario import Scenario
from ..apnap.seats import apnap_order
from ..config import Settings
from ..errors import BotError
from ..i18n import normalize_lang
from .offload import RESOLVE_SECONDS
from .resolve import run_bounded
from .table_engine import advance
from .table_views import (
    OptionView,
    PendingView,
    PromptView,
    SeatView,
    SeenView,
    StatusView,
    TableEvent,
    TableNews,
    TableStatus,
    answer_view,
)

log = logging.getLogger(__name__)

STATE_VERSION = 1
# Settings owns these defaults (MTGBOT_TABLE_TIMEOUT, MTGBOT_TABLE_REMINDER); a session made without
# settings (tests, a saved game from before they were stored) uses the same ones.
DEFAULT_TIMEOUT = Settings.table_timeout
DEFAULT_REMINDER = Settings.table_reminder

Listener = Callable[[TableEvent, "TableSession", TableNews], Awaitable[None]]


class TableError(BotError):
    """A refused action (not your turn, not a player, stale prompt, illegal answer…): a
    :class:`BotError` with the code ``refused``, so every front end shows it like any other."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__("refused", "", [], None, key, params)


@dataclass
class Prompt:
    """One decision the engine is waiting for."""

    seq: int
    request: ChoiceRequest
    user_id: int
    asked_at: float
    draft: list[str] = field(default_factory=list)
    reminded: int = 0

    @property
    def player(self) -> str:
        return self.request.player




class TableSession:
    def __init__(self, session_id: str, scenario_text: str, players: dict[str, int | None], *, store: Any,
                 lang: str | None = None, owner_id: int | None = None, channel_id: int | None = None,
                 guild_id: int | None = None, timeout: float = DEFAULT_TIMEOUT, reminder: float = DEFAULT_REMINDER,
                 listener: Listener | None = None, answers: list[dict[str, Any]] | None = None,
                 created_at: float | None = None, clock: Callable[[], float] = time.time,
                 sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
                 cards: dict[str, str] | None = None, scenario: Scenario | None = None,
                 seconds: float = RESOLVE_SECONDS) -> None:
        """``clock`` and ``sleep`` are the watchdog's time (reminders and the timeout): tests pass
        a fake pair, so a 15-minute timeout is checked without waiting for it. ``scenario``: the
        text already parsed (off the event loop, by the table service); ``seconds``: what one
        stretch of engine work may take, /resolve's deadline (``ResolveService.seconds``)."""
        self.id = session_id
        self.scenario_text = scenario_text
        # The Oracle text of the cards the scenario names, kept with the game (see :meth:`state`).
        self.cards = dict(cards or {})
        # BotError for bad input
        self.scenario = scenario if scenario is not None else self.parse(scenario_text, lang, self.cards)
        self.seconds = float(seconds)
        self.lang = normalize_lang(lang) if lang else self.scenario.output_lang
        seats = self.scenario.game.seat_names
        self.players: dict[str, int | None] = {}
        for name, uid in players.items():
            canonical = next((s for s in seats if s.casefold() == str(name).casefold()), None)
            if canonical is None:
                raise BotError.of("bad_scenario", "table.unknown_player", suggestions=seats, name=name)
            self.players[canonical] = int(uid) if uid is not None else None
        for seat in seats:
            self.players.setdefault(seat, None)
        users = [u for u in self.players.values() if u is not None]
        if len(set(users)) != len(users):
            raise BotError.of("bad_scenario", "table.duplicate_user")
        if not users:
            raise BotError.of("bad_scenario", "table.no_humans")
        self.store = store
        self.owner_id = owner_id
        self.channel_id = channel_id
        self.guild_id = guild_id
        self.timeout = float(timeout)
        self.reminder = float(reminder)
        self.listener = listener
        self.clock = clock
        self._sleep = sleep
        self.created_at = created_at if created_at is not None else clock()
        self.answers: list[dict[str, Any]] = list(answers or [])
        self.log: list[dict[str, Any]] = []  # public summaries (hidden choices only as counts)
        self.status = TableStatus.NEW
        self.pending: Prompt | None = None
        self.result: dict[str, Any] | None = None
        self.error: str | None = None
        self.ended_reason: str | None = None
        self._started = False
        self._restored_pending: dict[str, Any] | None = None
        self._task: asyncio.Task[None] | None = None
        self._watchdog: asyncio.Task[None] | None = None
        self._settled = asyncio.Event()
        self._lock = asyncio.Lock()

    # --- identity and persistence ------------------------------------------------------------

    @staticmethod
    def parse(scenario_text: str, lang: str | None, cards: dict[str, str] | None) -> Scenario:
        """The game's scenario, read with the Oracle texts kept with it (no card database needed)."""
        known = dict(cards or {})

        def card(name: str, /) -> CardText | None:
            text = known.get(name.casefold())
            return CardText(name, text, "en") if text is not None else None

        return parse_text(scenario_text, lang, card)

    @staticmethod
    def new_id() -> str:
        return secrets.token_hex(4)

    @property
    def is_open(self) -> bool:
        return self.status.is_open

    @property
    def effect(self) -> str:
        return self.scenario.effect_text

    def state(self) -> dict[str, Any]:
        pending = None
        if self.pending is not None:
            pending = {"seq": self.pending.seq, "player": self.pending.player, "asked_at": self.pending.asked_at}
        return {
            "v": STATE_VERSION, "kind": "table", "scenario": self.scenario_text, "players": self.players,
            "lang": self.lang, "owner_id": self.owner_id, "channel_id": self.channel_id, "guild_id": self.guild_id,
            "timeout": self.timeout, "reminder": self.reminder, "created_at": self.created_at,
            "answers": self.answers, "cards": self.cards, "log": self.log, "status": self.status, "pending": pending,
            "error": self.error, "ended_reason": self.ended_reason,
        }

    @classmethod
    def from_state(cls, session_id: str, state: dict[str, Any], *, store: Any, listener: Listener | None = None,
                   clock: Callable[[], float] = time.time, timeout: float | None = None,
                   reminder: float | None = None, scenario: Scenario | None = None,
                   seconds: float = RESOLVE_SECONDS) -> TableSession:
        if state.get("kind") != "table" or state.get("v") != STATE_VERSION:
            raise BotError.of("bad_session", "error.session_not_restorable", session=session_id)
        session = cls(
            session_id, state["scenario"], dict(state["players"]), store=store,
            lang=state.get("lang"), owner_id=state.get("owner_id"), channel_id=state.get("channel_id"),
            guild_id=state.get("guild_id"),
            timeout=timeout if timeout is not None else state.get("timeout", DEFAULT_TIMEOUT),
            reminder=reminder if reminder is not None else state.get("reminder", DEFAULT_REMINDER),
            listener=listener, answers=state.get("answers", []), created_at=state.get("created_at"), clock=clock,
            cards=state.get("cards"), scenario=scenario, seconds=seconds,
        )
        session.log = list(state.get("log", []))
        session._restored_pending = state.get("pending")
        return session

    async def save(self) -> None:
        await self.store.save_session(self.id, self.state(), open_=self.is_open)

    # --- running -----------------------------------------------------------------------------

    async def start(self) -> None:
        """Run the engine until the first decision a player must make (or the end)."""
        if self._started:
            return
        self._started = True
        self.status = TableStatus.RUNNING
        await self.save()
        self._advance()
        await self.settled()

    def _advance(self) -> None:
        """Start the next stretch of engine work (see table_engine.py) as this session's task."""
        self._settled.clear()
        self._task = asyncio.create_task(self._run(), name=f"table-{self.id}")

    async def settled(self) -> None:
        """Wait until the session waits for a player or has ended."""
        waiter = asyncio.ensure_future(self._settled.wait())
        done, _ = await asyncio.wait({waiter, self._task} if self._task else {waiter},
                                     return_when=asyncio.FIRST_COMPLETED)
        if waiter not in done:
            waiter.cancel()

    async def _run(self) -> None:
        """One stretch: the engine runs in the resolver's worker with /resolve's deadline and
        budget, replaying the answers so far; the event loop only records what it found."""
        answers, players = [dict(a) for a in self.answers], dict(self.players)
        try:
            step = await run_bounded(lambda: advance(self.scenario, answers, players, self.lang),
                                     self.seconds, self.lang)
            for seq, request, keys in step.auto:
                await self._record(seq, request, keys, auto=True)
        except asyncio.CancelledError:
            raise
        except BotError as exc:  # refused input (a TableError too), said in the table's language
            await self._end(TableStatus.FAILED, error=exc.text(self.lang))
            return
        except Exception as exc:  # an engine fault: end the session, keep the details in the log
            log.exception("table session %s failed", self.id)
            await self._end(TableStatus.FAILED, error=type(exc).__name__)
            return
        if step.error is not None:
            await self._end(TableStatus.FAILED, error=step.error.text(self.lang))
        elif step.request is not None:
            await self._ask(step.seq, step.request)
        else:
            self.result = step.result
            await self._end(TableStatus.DONE, result=step.result)

    async def _end(self, status: TableStatus, *, error: str | None = None, result: dict[str, Any] | None = None,
                   reason: str | None = None) -> None:
        self.status = status
        self.error = error
        self.ended_reason = reason
        prompt, self.pending = self.pending, None
        self._stop_watchdog()
        await self.save()
        event = {TableStatus.DONE: TableEvent.FINISHED, TableStatus.TIMED_OUT: TableEvent.TIMED_OUT,
                 TableStatus.CANCELLED: TableEvent.CANCELLED}.get(status, TableEvent.FAILED)
        await self._emit(event, TableNews(error=error, reason=reason, result=result,
                                          player=prompt.player if prompt is not None else None))
        self._settled.set()

    async def _ask(self, seq: int, request: ChoiceRequest) -> None:
        """A real player must decide: the pending prompt, saved, announced, and its watchdog."""
        user_id = self.players.get(request.player)
        assert user_id is not None  # table_engine asks only the seats that people play
        asked_at = self.clock()
        restored = False
        if self._restored_pending and self._restored_pending.get("seq") == seq:
            asked_at = float(self._restored_pending.get("asked_at") or asked_at)
            restored = True
            self._restored_pending = None
        prompt = Prompt(seq, request, user_id, asked_at)
        self.pending = prompt
        self.status = TableStatus.WAITING
        await self.save()
        self._watchdog = asyncio.create_task(self._watch(prompt), name=f"table-{self.id}-watch")
        await self._emit(TableEvent.PROMPT, TableNews(prompt=self.prompt_view(), restored=restored))
        self._settled.set()

    async def _record(self, seq: int, request: ChoiceRequest, keys: tuple[str, ...] | list[str],
                      auto: bool = False) -> dict[str, Any]:
        labels = [o.label for k in keys if (o := request.option(k)) is not None]
        self.answers.append({"seq": seq, "player": request.player, "keys": list(keys), "auto": auto})
        public = {"player": request.player, "hidden": request.hidden, "keys": list(keys),
                  "labels": [] if request.hidden else labels, "step": request.step_index, "auto": auto}
        if request.hidden:
            public["keys"] = ["?"] * len(keys)
        self.log.append(public)
        await self.save()
        summary = dict(public, labels=labels, keys=list(keys))  # the full answer, for the chooser only
        await self._emit(TableEvent.ANSWERED, TableNews(public=public, private=summary))
        return summary

    async def _emit(self, event: TableEvent, news: TableNews) -> None:
        if self.listener is None:
            return
        try:
            await self.listener(event, self, news)
        except Exception:  # a front end failing to post must not break the game
            log.exception("table session %s: listener failed on %s", self.id, event)

    # --- what players do ---------------------------------------------------------------------

    def _check_turn(self, user_id: int, seq: int | None) -> Prompt:
        prompt = self.pending
        if not self.is_open:
            raise TableError("table.ended")
        if user_id not in self.players.values():
            raise TableError("table.not_player")
        if prompt is None or self.status != TableStatus.WAITING:
            raise TableError("table.not_waiting")
        if user_id != prompt.user_id:
            raise TableError("table.not_your_turn", player=prompt.player)
        if seq is not None and seq != prompt.seq:
            raise TableError("table.stale")
        return prompt

    def check_turn(self, user_id: int, seq: int | None = None) -> PromptView:
        """The prompt ``user_id`` may answer now; :class:`TableError` unless they may."""
        self._check_turn(user_id, seq)
        view = self.prompt_view()
        assert view is not None  # _check_turn found the pending prompt
        return view

    def validate(self, user_id: int, keys: list[str] | tuple[str, ...], seq: int | None = None) -> list[str]:
        """Raise :class:`TableError` unless ``keys`` would be accepted now; returns their labels."""
        prompt = self._check_turn(user_id, seq)
        problem = validate_answer(prompt.request, ChoiceAnswer(tuple(keys)))
        if problem is not None:
            raise TableError(problem, player=prompt.player, min=prompt.request.min_count,
                             max=prompt.request.max_count)
        return [o.label for k in keys if (o := prompt.request.option(k)) is not None]

    async def submit(self, user_id: int, keys: list[str] | tuple[str, ...], seq: int | None = None) -> dict[str, Any]:
        """Answer the pending prompt. Only the asked player's user may; the answer must be legal."""
        async with self._lock:
            prompt = self._check_turn(user_id, seq)
            keys = tuple(keys)
            problem = validate_answer(prompt.request, ChoiceAnswer(keys))
            if problem is not None:
                raise TableError(problem, player=prompt.player, min=prompt.request.min_count,
                                 max=prompt.request.max_count)
            self._stop_watchdog()
            summary = await self._record(prompt.seq, prompt.request, keys)
            self.pending = None
            self.status = TableStatus.RUNNING
            self._advance()
            await self.settled()
            return summary

    def set_draft(self, user_id: int, seq: int, page_keys: list[str], selected: list[str]) -> list[str]:
        """Multi-page picks: replace the picks among ``page_keys`` with ``selected``."""
        prompt = self._check_turn(user_id, seq)
        legal = {o.key for o in prompt.request.options}
        chosen = [k for k in selected if k in legal and k in page_keys]
        draft = [k for k in prompt.draft if k not in page_keys] + chosen
        if len(draft) > prompt.request.max_count:
            raise TableError("apnap.error.answer_count", player=prompt.player, min=prompt.request.min_count,
                             max=prompt.request.max_count)
        prompt.draft = draft
        return draft

    async def confirm(self, user_id: int, seq: int) -> dict[str, Any]:
        prompt = self._check_turn(user_id, seq)
        return await self.submit(user_id, list(prompt.draft), seq)

    async def cancel(self, user_id: int | None, *, force: bool = False) -> None:
        """End the session early: the user who started it (or anyone with ``force``)."""
        if not self.is_open:
            raise TableError("table.ended")
        if not force and user_id != self.owner_id:
            raise TableError("table.cancel_denied")
        await self._halt()
        await self._end(TableStatus.CANCELLED, reason=str(user_id) if user_id is not None else None)

    async def suspend(self) -> None:
        """Stop running without changing the saved state (bot shutdown); restore continues it."""
        await self._halt()

    async def _halt(self) -> None:
        """Stop the engine and the watchdog, but never the task that calls (the watchdog ends the
        game from inside itself)."""
        self._stop_watchdog()
        task, self._task = self._task, None
        if task is not None and task is not asyncio.current_task() and not task.done():
            task.cancel()
            try:
                await task
            except (asyncio.CancelledError, Exception):
                pass

    def _stop_watchdog(self) -> None:
        dog, self._watchdog = self._watchdog, None
        if dog is not None and dog is not asyncio.current_task() and not dog.done():
            dog.cancel()

    async def _watch(self, prompt: Prompt) -> None:
        """Reminders every ``reminder`` seconds; the session ends after ``timeout`` seconds."""
        try:
            while self.pending is prompt:
                now = self.clock()
                deadline = prompt.asked_at + self.timeout
                next_reminder = (prompt.asked_at + self.reminder * (prompt.reminded + 1)
                                 if self.reminder > 0 else math.inf)
                if now >= deadline:
                    await self._halt()  # the engine stops; this watchdog (the current task) runs on
                    await self._end(TableStatus.TIMED_OUT, reason=prompt.player)
                    return
                if now >= next_reminder:
                    prompt.reminded += 1
                    await self._emit(TableEvent.REMINDER, TableNews(prompt=self.prompt_view(),
                                                                    remaining=max(0.0, deadline - now)))
                    continue
                await self._sleep(max(0.0, min(deadline, next_reminder) - now))
        except asyncio.CancelledError:
            return

    # --- views for front ends ----------------------------------------------------------------

    def prompt_view(self, user_id: int | None = None) -> PromptView | None:
        """What the asked player may see. Only their own hand and the choices 101.4b allows."""
        prompt = self.pending
        if prompt is None:
            return None
        r = prompt.request
        labels = {o.key: o.label for o in r.options}
        return PromptView(
            session=self.id, seq=prompt.seq, player=r.player, user_id=prompt.user_id, step=r.step_index,
            step_text=r.step_text, action=r.action, kind=r.kind, what=r.what, zone=r.zone,
            min_count=r.min_count, max_count=r.max_count, hidden=r.hidden,
            options=tuple(OptionView(o.key, o.label, tuple(o.types)) for o in r.options),
            seen=tuple(SeenView(s.player, s.count, s.hidden, tuple(s.chosen) if s.chosen is not None else None)
                       for s in r.seen),
            table=tuple(SeatView(v.name, v.life, tuple(v.battlefield), tuple(v.graveyard), tuple(v.exile),
                                 v.hand_count, v.library_count, tuple(v.hand) if v.hand is not None else None)
                        for v in r.table),
            draft=tuple(prompt.draft), draft_labels=tuple(labels[k] for k in prompt.draft if k in labels),
            asked_at=prompt.asked_at, deadline=prompt.asked_at + self.timeout,
        )

    def status_view(self) -> StatusView:
        """Public state: never a hidden choice's cards."""
        pending = None
        if self.pending is not None:
            r = self.pending.request
            pending = PendingView(r.player, r.what, r.hidden, self.pending.seq, self.pending.asked_at + self.timeout)
        game = self.scenario.game
        # The engine's own seat order (teams and shared team turns included), so the message and
        # the prompts can never disagree.
        return StatusView(session=self.id, effect=self.effect, players=dict(self.players),
                          order=tuple(apnap_order(game)), active=game.active, status=self.status, pending=pending,
                          log=tuple(answer_view(e) for e in self.log), error=self.error)
