"""Costs paid first (602.2b), damage to "each creature and each opponent" (120.3), protection (702.16e)."""

from __future__ import annotations

from typing import Any

from tests.apnap.realcards import creature, run

COLOSSUS = "{R}, Sacrifice Bloodfire Colossus: Bloodfire Colossus deals 6 damage to each creature and each player."
DAVE = [creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4), "Swamp (basic land)"]


def sba(out: dict[str, Any]) -> set[tuple[str, str, str | None]]:
    return {(s["player"], s["event"], s.get("object")) for s in out["state_based_actions"]}


def test_a_source_sacrificed_as_a_cost_is_not_dealt_damage() -> None:
    out = run({}, card="Bloodfire Colossus", effect=COLOSSUS,
              Dave={"battlefield": [creature("Bloodfire Colossus", 6, 6, colors=["red"]), *DAVE]})
    assert ("Dave", "dies", "Bloodfire Colossus") not in sba(out)  # it died twice before: paid, then "dies"
    assert ("Dave", "dies", "Craw Wurm") in sba(out)


def test_each_creature_and_each_opponent_reaches_every_creature_but_only_opponents_lose_life() -> None:
    effect = "When this creature enters, it deals 3 damage to each other creature and each opponent."
    out = run({}, card="Avacyn", effect=effect,
              Dave={"battlefield": [creature("Avacyn", 6, 5), *DAVE]})
    (step,) = out["steps"]
    assert step["order"] == ["Bob", "Carol", "Dave", "Alice"]  # Dave's creatures are dealt damage too
    assert ("Dave", "dies", "Llanowar Elves") in sba(out) and ("Dave", "dies", "Avacyn") not in sba(out)
    assert out["life"]["Dave"] == 20 and out["life"]["Bob"] == 17


def test_protection_from_the_sources_colour_prevents_its_damage() -> None:
    effect = "{R}: This creature deals 2 damage to each creature and each player."
    knight = creature("White Knight", 2, 2, keywords=["protection from red"])
    out = run({}, card="Pyrohemia Imp", effect=effect, Alice={"battlefield": [knight]},
              Dave={"battlefield": [creature("Pyrohemia Imp", 3, 3, colors=["red"]), *DAVE]})
    assert ("Alice", "dies", "White Knight") not in sba(out)
    assert "702.16e" in out["citations"]


def test_draws_after_a_shuffle_name_no_cards() -> None:
    # 701.24a: once a library is shuffled its order is unknown; the old answer named the old top cards.
    out = run({}, effect="Each player shuffles their hand and graveyard into their library, then draws seven cards.")
    draws = out["steps"][1]["events"]
    # a library drawn whole (Carol's 3 cards) is known as a set, whatever its order (test_whole_library_drawn.py)
    assert all(e["objects"] == [] for e in draws if e["amount"] == 7) and draws[0]["amount"] == 7
    assert "which cards is not known" in out["narration"]


def test_chooses_three_keeps_three() -> None:
    # It kept one permanent per player: the slot's count was ignored when no count reference was given.
    out = run({}, effect="Each player chooses three permanents they control, then sacrifices the rest.")
    rest = {e["player"]: e["objects"] for e in out["steps"][1]["events"]}
    assert rest == {"Bob": ["Mind Stone"], "Carol": [], "Dave": [], "Alice": ["Plains", "Sol Ring", "Oblivion Ring"]}


def test_a_source_called_it_is_named_by_its_card() -> None:
    effect = "When this creature enters, it deals 2 damage to each creature with flying and each player."
    out = run({}, card="Cloudthresher", effect=effect)
    sources = {e.get("source") for e in out["steps"][0]["events"]} - {None}
    assert sources == {"Cloudthresher"} and "Cloudthresher deals 2 damage to Bob" in out["narration"]


def test_exile_each_opponents_graveyard_leaves_yours() -> None:
    out = run({}, effect="Exile each opponent's graveyard.")
    (step,) = out["steps"]
    assert step["order"] == ["Dave"]  # no player acts: the controller performs it
    exiled = {name for e in step["events"] for name in e["objects"]}
    assert "Elvish Mystic" not in exiled and {"Gray Ogre", "Runeclaw Bear"} <= exiled


def test_the_rest_is_the_rest_of_the_kind_chosen() -> None:
    # "Chooses five lands …, then sacrifices the rest": the other lands, never the creatures or artifacts.
    out = run({}, effect="Each player chooses a land they control, then sacrifices the rest.")
    rest = {e["player"]: e["objects"] for e in out["steps"][1]["events"]}
    assert rest["Bob"] == ["Island"] and rest["Alice"] == ["Plains"]  # Hill Giant and Mind Stone stay


def test_counters_and_tapping_reach_what_the_text_names() -> None:
    out = run({}, effect="Put two -1/-1 counters on each creature you control.")
    (step,) = out["steps"]
    assert step["order"] == ["Dave"] and step["events"][0]["objects"] == ["Llanowar Elves", "Craw Wurm"]
    # Llanowar Elves 1/1 with two -1/-1 counters has toughness -1 (122.1a): it dies (704.5f); Craw Wurm 6/4 lives.
    assert [(s["object"], s["rules"]) for s in out["state_based_actions"]] == [("Llanowar Elves", ["704.5f"])]
    out = run({}, effect="Tap all creatures your opponents control.")
    assert set(out["steps"][0]["events"][0]["objects"]) == {"Grizzly Bears", "Serra Angel", "Hill Giant"}


def test_each_player_returns_a_creature_to_its_owners_hand() -> None:
    out = run({}, effect="Each player returns a creature they control to its owner's hand.",
              choices={"Dave": ["Craw Wurm"], "Alice": ["Serra Angel"]})
    chosen = {c["player"]: c["chosen"] for c in out["steps"][0]["choices"]}
    assert chosen == {"Bob": ["Hill Giant"], "Carol": [], "Dave": ["Craw Wurm"], "Alice": ["Serra Angel"]}


def test_exiling_the_top_cards_of_a_library() -> None:
    out = run({}, effect="Each player exiles the top card of their library.")
    (step,) = out["steps"]
    assert step["order"] == ["Bob", "Carol", "Dave", "Alice"]  # it was refused: "the top card of their library"
    assert [(e["player"], e["objects"]) for e in step["events"]][:2] == [("Bob", ["Swamp"]), ("Carol", ["Swamp"])]
    out = run({}, effect="Each player shuffles their graveyard into their library, then exiles the top two cards of "
                         "their library.")
    assert all(e["objects"] == [] and e["amount"] == 2 for e in out["steps"][1]["events"])  # 701.24a


def test_exiling_a_hand_face_down_is_hidden() -> None:
    out = run({}, effect="Each player exiles all cards from their hand face down.")
    events = out["steps"][0]["events"]
    assert [e["player"] for e in events] == ["Bob", "Carol", "Dave", "Alice"]
    assert all(e["hidden"] for e in events) and "406.3" in out["citations"]  # "face down" was refused


def test_tap_then_sacrifice_the_source_as_a_cost() -> None:
    # "{T}, Sacrifice Memory Jar: …" failed as a malformed scenario: the tapped source was sought untapped.
    text = ("{T}, Sacrifice Memory Jar: Each player exiles all cards from their hand face down and draws seven "
            "cards. At the beginning of the next end step, each player discards their hand and returns to their "
            "hand each card they exiled this way.")
    out = run({}, card="Memory Jar", effect=text, Dave={"battlefield": ["Memory Jar (artifact)"]})
    assert [s["action"] for s in out["steps"]] == ["exile", "draw"]
    assert out["delayed_triggers"] and "Memory Jar" not in str(out["steps"][0]["events"])


def test_a_source_sacrificed_as_a_cost_triggers_what_watches() -> None:
    # A cost is an event like any other (scenario-format, "Costs are paid first"): Alice's Blood Artist sees it.
    artist = {"name": "Blood Artist", "types": ["creature"], "power": 0, "toughness": 1,
              "triggers": [{"when": "a creature dies", "text": "target player loses 1 life and you gain 1 life"}]}
    out = run({}, card="Bloodfire Colossus", effect=COLOSSUS, Alice={"battlefield": [artist]},
              Dave={"battlefield": [creature("Bloodfire Colossus", 6, 6, colors=["red"]), *DAVE]})
    # Five deaths: the Colossus as the cost, then Hill Giant, Llanowar Elves, Craw Wurm and the Artist itself.
    assert len([s for s in out["stack"] if s["source"] == "Blood Artist"]) == 5
    assert ("Dave", "dies", "Bloodfire Colossus") not in sba(out)


ANGEL = ("When Haunted Angel dies, exile Haunted Angel and each other player creates a 3/3 black Angel "
         "creature token with flying.")


def test_a_dies_trigger_exiles_its_source_from_the_graveyard_not_the_stack() -> None:
    out = run({}, card="Haunted Angel", effect=ANGEL, Dave={"graveyard": ["Haunted Angel (creature)"]})
    (exile, *_) = out["steps"][0]["events"]
    assert (exile["objects"], exile["from"]) == (["Haunted Angel"], "graveyard")  # it said "the stack" before
    assert "400.7e" in out["citations"]


def test_a_dies_trigger_whose_card_the_board_does_not_show_names_it_in_the_graveyard() -> None:
    out = run({}, card="Haunted Angel", effect=ANGEL)
    (exile, *_) = out["steps"][0]["events"]
    assert exile["from"] == "graveyard"


def test_another_creature_dying_leaves_the_source_on_the_battlefield() -> None:
    effect = "Whenever another creature dies, exile Test Ghoul."
    out = run({}, card="Test Ghoul", effect=effect, Dave={"battlefield": [creature("Test Ghoul", 2, 2)]})
    (exile,) = out["steps"][0]["events"]
    assert exile["objects"] == ["Test Ghoul"] and exile.get("from") != "graveyard"
    assert "400.7e" not in out["citations"]
