"""The Chooser interface: who is asked, in what order, and what each player may see (101.4a/b/c/d)."""

from __future__ import annotations

from bot.apnap import (
    ChoiceAnswer,
    ChoiceRequest,
    Chooser,
    CompositeChooser,
    DefaultChooser,
    ScriptedChooser,
    load_scenario,
    resolve,
)
from tests.apnap.realcards import other_warnings

MIND_SWORDS = {
    "players": [
        {"name": "Alice", "hand": ["Counterspell (instant)", "Lightning Bolt (instant)", "Brainstorm (instant)"],
         "battlefield": ["Grizzly Bears (creature)", "Elk (creature)", "Forest (land)"]},
        {"name": "Bob", "hand": ["Dark Ritual (instant)", "Opt (instant)"],
         "battlefield": ["Hill Giant (creature)", "Island (land)", "Llanowar Elves (creature)", "Swamp (land)"]},
        {"name": "Carol", "hand": ["Shock (instant)", "Ponder (sorcery)"],
         "battlefield": ["Serra Angel (creature)", "Gray Ogre (creature)"]},
    ],
    "active": "Bob",
    "effect": "Each player exiles a card from their hand. Each player sacrifices a creature and a land.",
}


class Spy:
    """Answers with the last legal options and keeps every request it saw."""

    def __init__(self) -> None:
        self.requests: list[ChoiceRequest] = []

    async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
        self.requests.append(request)
        return ChoiceAnswer(tuple(o.key for o in request.options[-request.max_count:]))


async def test_a_custom_chooser_sees_public_choices_and_only_counts_of_hidden_ones() -> None:
    spy = Spy()
    assert isinstance(spy, Chooser)
    resolution = await resolve(MIND_SWORDS, spy)

    exile = [r for r in spy.requests if r.step_index == 0]
    # AP first, then turn order: Bob, Carol, Alice — each asked once, privately
    assert [r.player for r in exile] == ["Bob", "Carol", "Alice"]
    assert all(r.hidden and r.zone == "hand" for r in exile)
    assert exile[0].seen == ()  # the first player knows nothing of later players
    assert [(s.player, s.count, s.chosen) for s in exile[1].seen] == [("Bob", 1, None)]
    assert [(s.player, s.count, s.chosen) for s in exile[2].seen] == [("Bob", 1, None), ("Carol", 1, None)]
    # a player sees their own hand, and only the count of the others'
    for r in exile:
        views = {v.name: v for v in r.table}
        assert views[r.player].hand is not None
        assert all(v.hand is None for name, v in views.items() if name != r.player)

    sacrifice = [r for r in spy.requests if r.step_index == 1]
    # 101.4c: each player makes both choices (creature, then land) during their turn in the queue.
    # Alice's land is forced (Forest) and Carol has no land, so neither is asked for a land.
    assert [(r.player, r.decision_index) for r in sacrifice] == [
        ("Bob", 0), ("Bob", 1), ("Carol", 0), ("Alice", 0)]
    bob_land = sacrifice[1]
    assert [(s.player, s.chosen) for s in bob_land.seen] == [("Bob", ("Llanowar Elves",))]
    carol = sacrifice[2]
    assert [(s.player, s.decision_index, s.chosen, s.hidden) for s in carol.seen] == [
        ("Bob", 0, ("Llanowar Elves",), False), ("Bob", 1, ("Swamp",), False)]
    alice = sacrifice[3]
    assert [s.player for s in alice.seen] == ["Bob", "Bob", "Carol", "Carol"]
    assert alice.seen[2].chosen == ("Gray Ogre",)

    step = resolution.steps[1]
    assert [c.player for c in step.choices] == ["Bob", "Bob", "Carol", "Carol", "Alice", "Alice"]
    assert [(c.forced, c.none) for c in step.choices][3] == (False, True)  # Carol: no land
    assert step.choices[5].forced and step.choices[5].labels == ["Forest"]


async def test_later_players_never_see_later_choices() -> None:
    spy = Spy()
    data = dict(MIND_SWORDS, effect="Each player sacrifices a creature.")
    await resolve(data, spy)
    for i, request in enumerate(spy.requests):
        earlier = {r.player for r in spy.requests[:i]}
        assert {s.player for s in request.seen} <= earlier


async def test_vote_requests_are_public_and_start_with_the_controller() -> None:
    spy = Spy()
    data = {
        "players": [{"name": n} for n in ("Alice", "Bob", "Carol")],
        "active": "Alice", "controller": "Carol",
        "effect": "Will of the council — Starting with you, each player votes for grace or doom. "
                  "If grace gets more votes, each player gains 2 life. If doom gets more votes or the vote is tied, "
                  "each player loses 2 life.",
    }
    resolution = await resolve(data, spy)
    assert [r.player for r in spy.requests] == ["Carol", "Alice", "Bob"]
    assert all(r.kind == "vote" and not r.hidden for r in spy.requests)
    assert [s.chosen for s in spy.requests[2].seen] == [("doom",), ("doom",)]
    assert [s.action for s in resolution.steps] == ["vote", "lose_life"]


async def test_scripted_then_default_composite_marks_auto_picks() -> None:
    scenario = load_scenario(dict(MIND_SWORDS, choices={"Bob": ["Opt"]}))
    chooser = CompositeChooser(ScriptedChooser(scenario.choices), DefaultChooser())
    resolution = await resolve(scenario, chooser)
    exile = resolution.steps[0].choices
    assert [(c.player, c.labels, c.auto) for c in exile] == [
        ("Bob", ["Opt"], False), ("Carol", ["Shock"], True), ("Alice", ["Counterspell"], True)]


async def test_forced_decisions_are_not_asked_and_a_script_may_spell_them_out() -> None:
    data = {
        "players": [
            {"name": "Alice", "battlefield": ["Grizzly Bears (creature)"]},
            {"name": "Bob", "battlefield": ["Hill Giant (creature)", "Ogre (creature)"]},
        ],
        "active": "Alice",
        "effect": "Each player sacrifices a creature. Each player sacrifices a creature.",
        # Alice's first pick is forced; spelling it out must not shift her later entries
        "choices": {"Alice": ["Grizzly Bears"], "Bob": ["Ogre"]},
    }
    resolution = await resolve(data)
    assert resolution.steps[0].choices[0].forced
    assert resolution.steps[0].choices[1].labels == ["Ogre"]
    assert resolution.steps[1].choices[0].none
    assert other_warnings(resolution) == []


async def test_a_restart_is_never_needed_but_the_queue_takes_the_earliest_player_each_time() -> None:
    """101.4d: the queue is "earliest player with an outstanding choice", re-evaluated after every decision."""
    spy = Spy()
    data = {
        "players": [
            {"name": "A", "battlefield": ["a1 (creature)", "a2 (creature)", "al (land)", "al2 (land)"]},
            {"name": "B", "battlefield": ["b1 (creature)", "b2 (creature)", "bl (land)", "bl2 (land)"]},
        ],
        "active": "B",
        "effect": "Each player sacrifices a creature, a land, and an artifact.",
    }
    await resolve(data, spy)
    assert [(r.player, r.decision_index) for r in spy.requests] == [("B", 0), ("B", 1), ("A", 0), ("A", 1)]


async def test_resolve_text_works_inside_a_running_event_loop() -> None:
    from bot.apnap import resolve_text

    out = resolve_text("players: [{name: A}, {name: B}]\nactive: B\neffect: Each player gains 1 life.\n")
    assert out["steps"][0]["order"] == ["B", "A"]


def test_the_sync_runner_copes_with_a_chooser_that_really_suspends() -> None:
    import asyncio

    from bot.apnap import _run_sync

    class Slow:
        async def choose(self, request: ChoiceRequest) -> ChoiceAnswer:
            await asyncio.sleep(0)  # a real suspension, as a network-backed chooser would do
            return ChoiceAnswer((request.options[0].key,))

    scenario = load_scenario(MIND_SWORDS)
    resolution = _run_sync(lambda: resolve(scenario, Slow()))
    assert [c.player for c in resolution.steps[0].choices] == ["Bob", "Carol", "Alice"]
