"""Table mode as a pure state machine (bot/services/table_session.py): turns, privacy, persistence,
restore, timeouts."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from bot.services.resolve import seat_names
from bot.services.table_session import TableError, TableSession
from bot.services.table_views import SeenView
from bot.storage import open_store
from cogs.resolver import parse_mentions as parse_player_list
from tests.discord.botkit import board_scenario


def scenario_text(data: dict) -> str:
    return json.dumps(data, ensure_ascii=False)

SACRIFICE = scenario_text(board_scenario("Each player sacrifices a creature.", ["Alice", "Bob", "Carol"], "Alice"))
DISCARD = scenario_text(board_scenario("Each player discards a card.", ["Alice", "Bob"], "Alice"))
PLAYERS = {"Alice": 1, "Bob": 2, "Carol": 3}


class Events:
    def __init__(self) -> None:
        self.items: list[tuple[str, dict]] = []
        self._arrived = asyncio.Event()

    async def __call__(self, event, session, data) -> None:
        self.items.append((event, data))
        self._arrived.set()

    def names(self) -> list[str]:
        return [e for e, _ in self.items]

    async def seen(self, name: str, seconds: float = 20.0) -> None:
        """Wait for the session to report ``name`` (``seconds`` only guards against a hang)."""

        async def arrived() -> None:
            while name not in self.names():
                self._arrived.clear()
                await self._arrived.wait()

        await asyncio.wait_for(arrived(), seconds)


class FakeTime:
    """The watchdog's clock and sleep: sleeping moves the clock at once, so a timeout of minutes
    passes in a few turns of the loop."""

    def __init__(self) -> None:
        self.now = 1_000_000.0
        self.slept: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds
        await asyncio.sleep(0)


async def new_session(store, text=SACRIFICE, players=PLAYERS, **kw) -> tuple[TableSession, Events]:
    events = Events()
    session = TableSession(TableSession.new_id(), text, players, store=store, lang="en", owner_id=1, channel_id=10,
                           guild_id=20, listener=events, **kw)
    await session.start()
    return session, events


def key_of(session: TableSession, label: str) -> str:
    return next(o.key for o in session.prompt_view().options if o.label == label)


async def test_apnap_order_and_only_the_asked_player_may_answer(store):
    session, events = await new_session(store)
    assert session.status == "waiting"
    assert session.prompt_view().player == "Alice"  # the active player chooses first (101.4)
    before = json.dumps(session.state(), sort_keys=True)
    for user, error in ((2, "table.not_your_turn"), (99, "table.not_player")):
        with pytest.raises(TableError) as exc:
            await session.submit(user, [key_of(session, "Grizzly Bears")])
        assert exc.value.key == error
    assert exc.value.text("es")  # every refusal has a sentence in both languages
    assert json.dumps(session.state(), sort_keys=True) == before  # refused: nothing changed
    with pytest.raises(TableError) as exc:
        await session.submit(1, [key_of(session, "Grizzly Bears")], seq=7)
    assert exc.value.key == "table.stale"
    with pytest.raises(TableError) as exc:
        await session.submit(1, [])  # "a creature": exactly one
    assert exc.value.key == "apnap.error.answer_count"

    await session.submit(1, [key_of(session, "Grizzly Bears")])
    assert session.prompt_view().player == "Bob"
    seen = session.prompt_view().seen
    assert seen == (SeenView("Alice", 1, False, ("Grizzly Bears",)),)  # 101.4b
    await session.submit(2, [key_of(session, "Goblin Guide")])
    await session.submit(3, [key_of(session, "Serra Angel")])
    assert session.status == "done"
    step = session.result["steps"][0]
    assert step["order"] == ["Alice", "Bob", "Carol"]
    assert [c["chosen"] for c in step["choices"]] == [["Grizzly Bears"], ["Goblin Guide"], ["Serra Angel"]]
    assert step["simultaneous"] is True
    assert events.names().count("prompt") == 3 and events.names()[-1] == "finished"
    assert await store.open_sessions() == []  # closed in the store


async def test_hidden_choices_are_private_and_public_state_shows_only_counts(store):
    session, _ = await new_session(store, DISCARD, {"Alice": 1, "Bob": 2})
    view = session.prompt_view()
    assert view.hidden is True and view.zone == "hand"  # 101.4a
    assert view.table[0].hand is not None and view.table[1].hand is None  # only your own hand
    await session.submit(1, [key_of(session, "Giant Growth")])
    bob = session.prompt_view()
    assert bob.seen == (SeenView("Alice", 1, True, None),)
    public = repr(session.status_view())
    assert "Giant Growth" not in public
    assert session.log[-1]["hidden"] is True and session.log[-1]["labels"] == []
    await session.submit(2, [key_of(session, "Shock")])
    assert session.status == "done"
    narration = session.result["narration"]
    assert "Giant Growth" in narration  # discarding reveals the cards at the action step


async def test_state_is_saved_after_every_answer(tmp_path):
    store = await open_store(tmp_path / "s.sqlite3")
    try:
        session, _ = await new_session(store)
        saved = await store.load_session(session.id)
        assert saved["answers"] == [] and saved["status"] == "waiting" and saved["pending"]["player"] == "Alice"
        await session.submit(1, [key_of(session, "Llanowar Elves")])
        saved = await store.load_session(session.id)
        assert [a["player"] for a in saved["answers"]] == ["Alice"]
        assert saved["scenario"] == SACRIFICE and saved["players"] == PLAYERS
        assert [sid for sid, _ in await store.open_sessions()] == [session.id]
    finally:
        await store.close()


async def test_restart_replays_the_answers_and_continues_to_the_same_result(tmp_path):
    path = tmp_path / "restart.sqlite3"
    store = await open_store(path)
    session, _ = await new_session(store)
    await session.submit(1, [key_of(session, "Llanowar Elves")])
    await session.submit(2, [key_of(session, "Hill Giant")])
    sid = session.id
    await session.suspend()  # the bot stops
    await store.close()

    store2 = await open_store(path)  # a new process on the same database
    try:
        [(restored_id, state)] = await store2.open_sessions()
        assert restored_id == sid
        events = Events()
        again = TableSession.from_state(sid, state, store=store2, listener=events)
        await again.start()
        assert again.prompt_view().player == "Carol"
        assert events.items[0][0] == "prompt" and events.items[0][1].restored is True
        with pytest.raises(TableError):
            await again.submit(1, [key_of(again, "Serra Angel")])  # still only Carol
        await again.submit(3, [key_of(again, "Savannah Lions")])
        assert again.status == "done"
    finally:
        await store2.close()
    # The same decisions scripted in one go give the same result.
    scripted = json.loads(SACRIFICE)
    scripted["choices"] = {"Alice": ["Llanowar Elves"], "Bob": ["Hill Giant"], "Carol": ["Savannah Lions"]}
    expected = resolve_text(json.dumps(scripted), "en")
    got = again.result
    assert [c["chosen"] for c in got["steps"][0]["choices"]] == [c["chosen"] for c in expected["steps"][0]["choices"]]
    assert got["steps"][0]["events"] == expected["steps"][0]["events"]


async def test_timeout_ends_the_session_with_a_reminder_first(store):
    fake = FakeTime()
    session, events = await new_session(store, timeout=15 * 60, reminder=5 * 60, clock=fake.clock, sleep=fake.sleep)
    await events.seen("timed_out")
    assert session.status == "timed_out" and session.ended_reason == "Alice"
    assert events.names().count("reminder") == 2 and events.names()[-1] == "timed_out"  # at 5 and 10 minutes
    assert sum(fake.slept) == 15 * 60  # the whole timeout, and not a second more
    assert await store.open_sessions() == []
    with pytest.raises(TableError) as exc:
        await session.submit(1, ["o1"])
    assert exc.value.key == "table.ended"


async def test_seats_without_a_user_choose_automatically(store):
    session, _ = await new_session(store, players={"Bob": 2})
    # Alice (active, no user) was answered by the default chooser; Bob is asked.
    assert session.prompt_view().player == "Bob"
    assert session.log[0]["player"] == "Alice" and session.log[0]["auto"] is True
    await session.submit(2, [key_of(session, "Hill Giant")])
    assert session.status == "done"
    assert session.result["steps"][0]["choices"][2]["auto"] is True  # Carol too


async def test_cancel_only_by_owner_or_moderator(store):
    session, events = await new_session(store)
    with pytest.raises(TableError) as exc:
        await session.cancel(2)
    assert exc.value.key == "table.cancel_denied"
    await session.cancel(2, force=True)
    assert session.status == "cancelled" and events.names()[-1] == "cancelled"


async def test_draft_for_many_options(store):
    many = board_scenario("Each player sacrifices two creatures.", ["Alice", "Bob"], "Alice")
    many["players"][0]["battlefield"] = [f"Token {i} (creature)" for i in range(30)]
    session, _ = await new_session(store, scenario_text(many), {"Alice": 1, "Bob": 2})
    view = session.prompt_view()
    assert len(view.options) == 30 and view.max_count == 2
    first_page = [o.key for o in view.options[:25]]
    second_page = [o.key for o in view.options[25:]]
    session.set_draft(1, view.seq, first_page, [first_page[3]])
    session.set_draft(1, view.seq, second_page, [second_page[0]])
    assert session.prompt_view().draft_labels == ("Token 3", "Token 25")
    with pytest.raises(TableError):
        session.set_draft(2, view.seq, first_page, [first_page[0]])
    await session.confirm(1, view.seq)
    assert session.status == "done"  # Bob has exactly two creatures: forced, never asked (608.2d)
    alice, bob = session.result["steps"][0]["choices"]
    assert alice["chosen"] == ["Token 3", "Token 25"] and bob["forced"] is True


async def test_bad_setups_are_refused(store):
    with pytest.raises(BotError):
        TableSession("abcdef12", SACRIFICE, {"Alice": 1, "Bob": 1}, store=store)  # one person, two seats
    with pytest.raises(BotError):
        TableSession("abcdef12", SACRIFICE, {"Zed": 1}, store=store)
    with pytest.raises(BotError):
        TableSession("abcdef12", SACRIFICE, {}, store=store)  # nobody real plays
    with pytest.raises(BotError):  # the scenario names an active player who is not seated
        TableSession("abcdef12", json.dumps({**json.loads(SACRIFICE), "active": "Zed"}), PLAYERS, store=store)


def test_player_lists():
    assert parse_player_list("Alice, Bob, Carol") == [("Alice", None), ("Bob", None), ("Carol", None)]
    assert parse_player_list("<@12> <@!34> Carol") == [(None, 12), (None, 34), ("Carol", None)]
    assert parse_player_list("Ana María, <@5>") == [("Ana María", None), (None, 5)]
    assert parse_player_list("") == []
    assert seat_names(["Bob", " Ana   María "]) == ["Bob", "Ana María"]


async def test_shared_team_turns_message_order_is_the_prompt_order(store):
    """Two-Headed Giant (805.6): the table message showed A1→B1→A2→B2 while the engine asked
    A1, A2, B1, B2. Both now come from the engine's one seat order."""
    text = json.dumps({
        "players": [{"name": n, "battlefield": [f"{n} Bear (creature)", f"{n} Wolf (creature)"]}
                    for n in ("Alice", "Andy", "Bea", "Ben")],
        "active": "Andy", "teams": [["Andy", "Alice"], ["Bea", "Ben"]], "shared_team_turns": True,
        "effect": "Each player sacrifices a creature of their choice.",
    })
    users = {"Alice": 1, "Andy": 2, "Bea": 3, "Ben": 4}
    session, _ = await new_session(store, text, users)
    shown = list(session.status_view().order)
    asked = []
    while session.is_open:
        prompt = session.prompt_view()
        asked.append(prompt.player)
        await session.submit(prompt.user_id, [prompt.options[0].key], prompt.seq)
    assert shown == asked == ["Andy", "Alice", "Bea", "Ben"]
