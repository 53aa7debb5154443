"""Table mode's engine work runs off the event loop, with /resolve's deadline and budget (issue 27).

A table game is /resolve played by people: between two answers the engine computes as much as a
quick resolution of the same board. It runs in the resolver's worker (``run_bounded``), one
stretch at a time, replaying the recorded answers, so one heavy game delays only itself."""

from __future__ import annotations

import asyncio
import json
import threading

from bot.apnap import budget
from bot.services import table_session
from bot.services.resolve import ResolveRequest, ResolveService, Seat
from bot.services.table import TableService
from bot.services.table_views import TableStatus
from tests.discord.botkit import board_scenario
from tests.storms import storm

SACRIFICE = json.dumps(board_scenario("Each player sacrifices a creature.", ["Alice", "Bob", "Carol"], "Alice"))


def table_request(text: str, users: tuple[int | None, ...] = (1, 2, 3)) -> ResolveRequest:
    return ResolveRequest(lang="en", scenario=text, players=tuple(Seat(f"u{u}", u) for u in users if u is not None))


def spent_on(monkeypatch) -> list[int]:
    """The threads the engine spends its budget on (it spends as it works)."""
    threads: list[int] = []
    original = budget.Budget.spend

    def spend(self, what: str, amount: int = 1) -> None:
        threads.append(threading.get_ident())
        original(self, what, amount)

    monkeypatch.setattr(budget.Budget, "spend", spend)
    return threads


async def test_every_stretch_of_a_table_game_runs_in_a_worker_not_on_the_loop(store, monkeypatch):
    threads = spent_on(monkeypatch)
    tables = TableService(store, ResolveService())
    session = await tables.create(table_request(SACRIFICE), owner_id=1, channel_id=10, guild_id=20)
    await session.start()
    loop_thread = threading.get_ident()
    while session.is_open:  # each player sacrifices their first creature
        prompt = session.prompt_view()
        assert prompt is not None
        await session.submit(prompt.user_id, [prompt.options[0].key], prompt.seq)
    assert session.status == TableStatus.DONE, session.error
    assert len(session.answers) == 3
    assert threads, "the engine spent nothing: the check would prove nothing"
    assert loop_thread not in threads, "the table's engine ran on the event loop"


async def test_a_storm_played_as_a_table_fails_with_too_complex_while_the_loop_serves_others(store, monkeypatch):
    """The engine's first step waits until another coroutine on the loop has run: on the loop
    itself it could not (the wait would only end at its guard, and say so)."""
    tables = TableService(store, ResolveService())
    session = await tables.create(table_request(storm(16, 312), (1,)), owner_id=1, channel_id=10, guild_id=20)
    loop = asyncio.get_running_loop()
    engine_started = asyncio.Event()
    other_user_served = threading.Event()
    waited: list[bool] = []
    original = budget.Budget.spend

    def spend(self, what: str, amount: int = 1) -> None:
        if not waited:
            loop.call_soon_threadsafe(engine_started.set)
            waited.append(other_user_served.wait(20))  # 20 s only guards against a hang
        original(self, what, amount)

    monkeypatch.setattr(budget.Budget, "spend", spend)

    async def other_user() -> None:  # asks something while the engine computes
        await engine_started.wait()
        other_user_served.set()

    game = asyncio.create_task(session.start())
    await asyncio.gather(game, other_user())
    assert waited == [True], "the loop could not serve anyone while the table's engine ran"
    assert session.status == TableStatus.FAILED
    assert "too complex" in (session.error or "").lower() and "trigger checks" in (session.error or "")


async def test_table_mode_stops_at_the_resolvers_deadline(store):
    tables = TableService(store, ResolveService(seconds=0.0))  # every stretch is already late
    session = await tables.create(table_request(SACRIFICE), owner_id=1, channel_id=10, guild_id=20)
    await session.start()
    while session.is_open:  # the choices come before any event (101.4): the events are late
        prompt = session.prompt_view()
        assert prompt is not None
        await session.submit(prompt.user_id, [prompt.options[0].key], prompt.seq)
    assert session.status == TableStatus.FAILED
    assert "too complex" in (session.error or "").lower() and "seconds" in (session.error or "")


async def test_a_restored_game_is_read_again_off_the_loop_and_continues(store, monkeypatch):
    tables = TableService(store, ResolveService())
    session = await tables.create(table_request(SACRIFICE), owner_id=1, channel_id=10, guild_id=20)
    await session.start()
    first = session.prompt_view()
    assert first is not None
    await session.submit(first.user_id, [first.options[0].key], first.seq)
    asked = session.prompt_view()
    assert asked is not None
    await tables.suspend_all()
    read_on: list[int] = []
    original = table_session.parse_text

    def parse_text(*args, **kwargs):
        read_on.append(threading.get_ident())
        return original(*args, **kwargs)

    monkeypatch.setattr(table_session, "parse_text", parse_text)
    again = TableService(store, ResolveService())
    assert await again.restore(lambda guild: True) == 1
    restored = again.get(session.id)
    assert restored is not None
    view = restored.prompt_view()
    assert view is not None and (view.player, view.seq) == (asked.player, asked.seq)
    assert read_on and threading.get_ident() not in read_on, "the saved game was read on the event loop"
