"""Table mode with choices that are not of objects (issue #22): a named option per player, an "unless" payment,
and a creature type are each asked of the right player, who answers from the prompt's options."""

from __future__ import annotations

import json

from bot.services.table_session import TableSession
from tests.discord.botkit import board_scenario

PLAYERS = {"Alice": 1, "Bob": 2, "Carol": 3}


async def session_for(store, effect: str) -> TableSession:
    text = json.dumps(board_scenario(effect, ["Alice", "Bob", "Carol"], "Alice"))
    async def listener(event, session, data) -> None:
        return None
    session = TableSession(TableSession.new_id(), text, PLAYERS, store=store, lang="en", owner_id=1, channel_id=10,
                           guild_id=20, listener=listener)
    await session.start()
    return session


async def answer(session: TableSession, label: str) -> None:
    view = session.prompt_view()
    key = next(o.key for o in view.options if o.label == label)
    await session.submit(PLAYERS[view.player], [key])


async def test_friend_or_foe_is_asked_of_the_controller_once_per_player(store):
    session = await session_for(store, "For each player, choose friend or foe. Each foe loses 2 life.")
    asked = []
    for label in ("foe", "friend", "foe"):  # APNAP: Alice (active), Bob, Carol
        view = session.prompt_view()
        asked.append((view.player, view.what))
        await answer(session, label)
    assert [p for p, _ in asked] == ["Alice", "Alice", "Alice"]  # the controller decides for everyone
    assert [w.split(" for ")[-1] for _, w in asked] == ["Alice", "Bob", "Carol"]
    assert session.status == "done"
    assert session.result["steps"][1]["order"] == ["Alice", "Carol"]


async def test_unless_they_pay_is_asked_of_each_opponent(store):
    session = await session_for(store, "Each opponent sacrifices a creature unless they pay {2}.")
    assert session.prompt_view().player == "Bob"
    await answer(session, "yes")
    assert session.prompt_view().player == "Carol"
    await answer(session, "no")
    assert session.prompt_view().player == "Carol"  # Carol did not pay: she picks the creature
    await answer(session, "Savannah Lions")
    assert session.status == "done"
    assert session.result["steps"][1]["order"] == ["Carol"]


async def test_a_creature_type_is_one_of_the_rules_list_paged_in_the_prompt(store):
    session = await session_for(store, "Each player chooses a creature type.")
    view = session.prompt_view()
    assert view.player == "Alice" and len(view.options) > 300  # 205.3m, paged by 25 in the prompt
    await answer(session, "Elf")
    await answer(session, "Giant")
    await answer(session, "Angel")
    assert [c["chosen"] for c in session.result["steps"][0]["choices"]] == [["Elf"], ["Giant"], ["Angel"]]


async def test_the_creature_types_on_the_table_come_first(store):
    text = json.dumps({**board_scenario("Each player chooses a creature type.", ["Alice", "Bob"], "Alice"),
                       "players": [{"name": "Alice", "battlefield": [{"name": "Llanowar Elves", "types": ["creature"],
                                                                       "subtypes": ["Elf", "Druid"]}]},
                                   {"name": "Bob", "battlefield": []}]})
    async def listener(event, session, data) -> None:
        return None
    session = TableSession(TableSession.new_id(), text, {"Alice": 1, "Bob": 2}, store=store, lang="en", owner_id=1,
                           channel_id=10, guild_id=20, listener=listener)
    await session.start()
    assert {o.label for o in session.prompt_view().options[:2]} == {"Elf", "Druid"}
