"""Board facts the corpus harness answers as a scenario file would (tests/apnap/corpus.py ``_answer_fact``):
counters on the source, the board's mana values and creature types, an activation on the controller's turn;
and the readings of what those abilities say (a mana value filter, "a permanent for each … counter")."""

from __future__ import annotations

from functools import lru_cache

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.corpus import CorpusAbility, board, corpus_abilities, resolve_ability
from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import run


@lru_cache(maxsize=1)
def _corpus() -> dict[str, CorpusAbility]:
    return {f"{a.card}|{a.index}": a for a in corpus_abilities()}


def _resolve(key: str) -> dict:
    return resolve_ability(_corpus()[key], board(4))


def _events(out: dict, action: str) -> list[tuple[str, object, object]]:
    return [(e["player"], e.get("objects"), e.get("amount")) for s in out["steps"] if s["action"] == action
            for e in s["events"]]


def test_counters_on_the_source_are_given_on_its_controllers_battlefield() -> None:
    out = _resolve("Armageddon Clock|2")  # "… damage equal to the number of doom counters on it to each player"
    assert _events(out, "damage") == [("Bob", [], 2), ("Carol", [], 2), ("Dave", [], 2), ("Alice", [], 2)]


def test_counters_put_by_the_effect_add_to_those_given() -> None:
    out = _resolve("Charging Cinderhorn|1")  # a fury counter put, then damage equal to the fury counters
    assert _events(out, "counter") == [("Dave", ["Charging Cinderhorn"], 1)]
    assert _events(out, "damage") == [("Bob", [], 3)]


def test_a_sacrificed_source_counts_its_counters_as_it_last_existed() -> None:
    out = _resolve("Time Bomb|2")  # "Sacrifice Time Bomb: … time counters on it to each creature and each player"
    assert ("Alice", ["Grizzly Bears", "Serra Angel"], 2) in _events(out, "damage")
    assert {(x["event"], x.get("object")) for x in out["state_based_actions"]} == {
        ("dies", "Grizzly Bears"), ("dies", "Llanowar Elves")}


def test_a_count_of_counters_per_object_picks_that_many() -> None:
    out = _resolve("Smokestack|2")  # "that player sacrifices a permanent for each soot counter on Smokestack"
    assert _events(out, "sacrifice") == [("Bob", ["Hill Giant", "Mountain"], None)]


def test_mana_values_of_the_board_are_given_when_asked() -> None:
    out = _resolve("Crypt Champion|1")  # "… a creature card with converted mana cost 3 or less from their graveyard"
    assert _events(out, "put") == [("Bob", ["Runeclaw Bear"], None), ("Carol", [], None),
                                   ("Dave", ["Elvish Mystic"], None), ("Alice", ["Gray Ogre"], None)]


def test_creature_types_of_the_board_are_given_when_asked() -> None:
    out = _resolve("Harsh Mercy|1")  # each chooses a creature type; destroy the creatures of none chosen
    chosen = [(p, o) for p, o, _ in _events(out, "choose")]
    # a sorcery: on Dave's own turn (307.1, the bench answers its timing), so Dave chooses first (101.4)
    assert chosen == [("Dave", ["Druid"]), ("Alice", ["Angel"]), ("Bob", ["Giant"]), ("Carol", ["Angel"])]
    assert _events(out, "destroy") == [("Dave", ["Grizzly Bears", "Craw Wurm"], None)]


def test_sorcery_timing_is_answered_with_the_controllers_turn() -> None:
    out = _resolve("Rix Maadi, Dungeon Palace|2")
    assert [e[0] for e in _events(out, "discard")] == ["Dave", "Alice", "Bob", "Carol"]
    assert any("602.5d" in w for w in out["warnings"])


def test_a_restriction_the_board_still_breaks_is_named_and_the_ability_resolves_as_given() -> None:
    out = _resolve("Leechridden Swamp|2")  # Dave controls no black permanent
    assert resolved_despite(out, "Activate this ability only if you control two or more black permanents.") == [
        "lose_life"] * 3
    assert _events(out, "lose_life") == [("Alice", [], 1), ("Bob", [], 1), ("Carol", [], 1)]


def test_the_mana_value_filter_is_said_back() -> None:
    text = ("Each player puts a creature card with converted mana cost 3 or less from their graveyard onto the "
            "battlefield.")
    assert "with mana value 3 or less" in render_plan(plan_of(parse_effect(text)))
    assert "con valor de maná de 3 o menos" in render_plan(plan_of(parse_effect(text)), "es")


@pytest.mark.parametrize(("text", "said"), [
    ("At the beginning of each player's upkeep, that player sacrifices a permanent for each soot counter on "
     "Smokestack.",
     "a permanent for each soot counter on this permanent"),
    ("{T}: Each player draws a card for each charge counter on Otherworld Atlas.",
     "a card for each charge counter on this permanent"),
])
def test_a_count_of_counters_on_the_source_is_said_per_counter(text: str, said: str) -> None:
    effect = text.split(": ", 1)[-1].split(", ", 1)[-1] if text.startswith("At") else text.split(": ", 1)[1]
    plan = plan_of(parse_effect(effect, None, None, ("Smokestack", "Otherworld Atlas")))
    assert said in render_plan(plan)


def test_a_real_card_with_counters_given_in_a_file_resolves() -> None:
    """The user's form of what the harness answers: the source's long form with ``counters``."""
    dave = {"battlefield": [{"name": "Lightning Reaver", "types": ["creature"], "power": 3, "toughness": 3,
                             "counters": {"charge": 3}}, "Swamp (basic land)"]}
    run({"steps": [{"action": "damage", "events": [{"player": "Bob", "amount": 3}, {"player": "Carol", "amount": 3},
                                                      {"player": "Alice", "amount": 3}]}]},
        effect="At the beginning of your end step, Lightning Reaver deals damage equal to the number of charge "
               "counters on it to each opponent.", Dave=dave)


def test_the_greatest_among_permanents_is_counted_among_all_of_them() -> None:
    """"… with the highest converted mana cost among permanents they control": the greatest of all the player's
    permanents, which the object must reach; a creature below an artifact's mana value is not it."""
    text = ("Each opponent returns a {kind} they control with the highest converted mana cost among permanents they "
            "control to its owner's hand.")
    alice = {"battlefield": [{"name": "Bear", "types": ["creature"], "mana_value": 2, "power": 2, "toughness": 2},
                             {"name": "Big Rock", "types": ["artifact"], "mana_value": 7}, "Forest (basic land)"]}
    out = run({}, effect=text.format(kind="nonland permanent"), Alice=alice, Bob={"battlefield": []})
    assert [(e["player"], e["objects"]) for e in out["steps"][0]["events"]][-1] == ("Alice", ["Big Rock"])
    assert "among permanents they control" in out["reading"]
    out = run({}, effect=text.format(kind="creature"), Alice=alice, Bob={"battlefield": []})
    assert [(e["player"], e["objects"]) for e in out["steps"][0]["events"]][-1] == ("Alice", [])


def test_the_greatest_among_creatures_is_unchanged() -> None:
    text = ("Each opponent sacrifices a creature with the greatest power among creatures they control.")
    out = run({}, effect=text)
    assert [(e["player"], e["objects"]) for e in out["steps"][0]["events"]] == [
        ("Bob", ["Hill Giant"]), ("Carol", []), ("Alice", ["Serra Angel"])]
