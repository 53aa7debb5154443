"""The constructions the old clause tables read, now grammar rules (issue #22): what real card text parses
to, and what the engine makes of it where the old answer was wrong."""

from __future__ import annotations

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import CountRef, parse_effect
from bot.apnap.grammar.conditions import Controls, Kicked, read_condition
from bot.apnap.grammar.sentences import Unread, read
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def test_a_vote_for_an_object_then_the_most_voted_are_exiled() -> None:
    # Council's Judgment: the ability word is a label (207.2c); the votes start with the controller (101.4)
    effect = read("Will of the council — Starting with you, each player votes for a nonland permanent you don't "
                  "control. Exile each permanent with the most votes or tied for most votes.", "en")
    vote, exile = effect.steps
    assert vote.action == "vote" and vote.subject.starting_with_you and vote.creatures is not None
    assert exile.action == "exile" and exile.detail("most_votes") == "1" and exile.subject.kind == "you"


def test_for_each_vote_counts_that_options_votes_and_the_voters_permanent() -> None:
    # Expropriate: one extra turn per "time" vote; per "money" vote, a permanent owned by that voter
    effect = read("Starting with you, each player votes for time or money. For each time vote, take an extra turn "
                  "after this one. For each money vote, choose a permanent owned by the voter and gain control of "
                  "it. Exile this spell.", "en")
    vote, turns, control, exile = effect.steps
    assert vote.options == ("time", "money")
    assert turns.amount_ref == CountRef("votes", option="time")
    assert control.detail("per_voter") == "money" and exile.detail("self") == "Exile this spell"


def test_a_vote_outcome_needs_that_option_voted_on_before() -> None:
    with pytest.raises(Unread):
        read("Each player draws a card. If grace gets more votes, each player loses 1 life.", "en")


def test_a_land_of_each_basic_land_type_is_five_kept_lands() -> None:
    # Global Ruin: one Plains, one Island … each, then the rest of the lands (the rest of what was chosen among)
    choose, rest = read("Each player chooses from among the lands they control a land of each basic land type, "
                        "then sacrifices the rest.", "en").steps
    assert [next(iter(s.filter.subtypes)) for s in choose.slots] == ["plains", "island", "swamp", "mountain", "forest"]
    assert choose.creatures is not None and rest.detail("rest") == "1"


@pytest.mark.parametrize(("text", "to"), [
    ("Each player searches their library for a basic land card, puts it onto the battlefield tapped, then "
     "shuffles.", "battlefield"),
    ("Each player may search their library for a basic land card, reveal it, put it into their hand, then shuffle "
     "their library.", "hand"),
])
def test_a_library_search_says_where_the_card_goes(text: str, to: str) -> None:
    (step,) = read(text, "en").steps
    assert step.action == "search" and step.destination == to and step.slots[0].count == 1


def test_unless_lists_what_a_player_may_do_instead() -> None:
    # Torment of Hailfire's repeated part
    repeat, lose = read("Repeat the following process X times. Each opponent loses 3 life unless that player "
                        "sacrifices a nonland permanent or discards a card.", "en").steps
    assert repeat.action == "repeat" and repeat.uses_x
    assert [a for a, _, _ in lose.unless] == ["sacrifice", "discard"]


def test_unless_after_no_penalty_is_refused() -> None:
    with pytest.raises(Unread):
        read("Each opponent draws a card unless they pay 2 life.", "en")


def test_for_each_opponent_who_does_counts_the_players_who_accepted() -> None:
    # Tempt with Vengeance: X tokens for each opponent who made them
    *_, mine = read("Create X 1/1 red Elemental creature tokens with haste. Each opponent may create X 1/1 red "
                    "Elemental creature tokens with haste. For each opponent who does, create X 1/1 red Elemental "
                    "creature tokens with haste.", "en").steps
    assert mine.amount_ref == CountRef("accepted", defines_x=True)


def test_each_other_creature_spares_the_source() -> None:
    # "each other creature": other than the source (the old tables dropped "other" and killed it too)
    effect = "When this creature enters, it deals 3 damage to each other creature and each opponent."
    out = run({}, card="Ember Swallower", effect=effect,
              Dave={"battlefield": [creature("Ember Swallower", 3, 3), creature("Llanowar Elves", 1, 1)]})
    dead = {(s["player"], s.get("object")) for s in out["state_based_actions"] if s["event"] == "dies"}
    assert ("Dave", "Llanowar Elves") in dead and ("Dave", "Ember Swallower") not in dead


def test_damage_to_each_creature_they_control_is_only_theirs() -> None:
    # Goblin Chainwhirler: "they" are the opponents, so the controller's own creatures are not hit (it once hit
    # every player's; test_compound_recipients.py has the rest); one target player's is still refused
    (step,) = parse_effect("It deals 1 damage to each opponent and each creature and planeswalker they control.").steps
    assert step.creatures is not None and step.creatures.control == "opponents"
    with pytest.raises(BotError) as info:
        parse_effect("It deals 1 damage to target player and each creature they control.")
    assert info.value.code == "unsupported_effect"


def test_a_colour_list_is_one_object() -> None:
    # Dystopia's upkeep trigger
    (step,) = read("That player sacrifices a green or white permanent.", "en").steps
    assert step.slots[0].filter.colors == {"green", "white"}


def test_a_sentence_if_and_a_trigger_if_are_the_same_condition() -> None:
    # one condition family: "if you control a planeswalker" reads into the same value either way
    plan = plan_of(parse_effect("If you control a planeswalker, each opponent also discards a card."))
    assert plan.steps[0].condition == read_condition("you control a planeswalker")
    assert isinstance(plan.steps[0].condition, Controls)
    kicked = plan_of(parse_effect("If this spell was kicked, each player draws a card."))
    assert kicked.steps[0].condition == read_condition("this spell was kicked") == Kicked(True) == p.Kicked(True)


def test_the_first_sentence_that_cannot_be_read_is_named() -> None:
    with pytest.raises(Unread) as info:
        read("Each player chooses a watermark. Each player frobnicates.", "en")  # a colour is read (verbs_choose.py)
    assert info.value.words == "a watermark"


def test_the_rest_after_choosing_from_nonland_permanents_keeps_the_lands() -> None:
    # Cataclysmic Gearhulk: the kinds first, "from among the nonland permanents" after them
    out = run({}, effect="Each player chooses an artifact, a creature, an enchantment, and a planeswalker from among "
                         "the nonland permanents they control, then sacrifices the rest.")
    gone = [o for e in out["steps"][1]["events"] for o in e["objects"]]
    assert gone and not any(name in ("Plains", "Swamp", "Island", "Forest", "Mountain") for name in gone)


def test_each_player_discards_cards_the_same_way() -> None:
    # Balancing Act's second sentence: a choice of as many cards as the fewest, then the rest
    steps = read("Each player chooses a number of permanents they control equal to the number of permanents "
                 "controlled by the player who controls the fewest, then sacrifices the rest. Each player discards "
                 "cards the same way.", "en").steps
    assert [s.action for s in steps] == ["choose", "sacrifice", "choose", "discard"]


def test_insurrection_untaps_before_it_takes_control() -> None:
    # 701.26b: "Untap all creatures" is an instruction of its own; the old tables dropped it
    tapped = {"name": "Serra Angel", "types": ["creature"], "power": 4, "toughness": 4, "tapped": True}
    out = run({}, effect="Untap all creatures and gain control of them until end of turn.",
              Alice={"battlefield": [tapped]})
    untap, control = out["steps"]
    assert untap["action"] == "untap" and any("Serra Angel" in e["objects"] for e in untap["events"])
    assert control["action"] == "gain_control"


def test_each_opponent_who_didnt_looks_at_the_instruction_before() -> None:
    # Kynaios and Tiro of Meletis: ", then each opponent who didn't draws a card" (the put before it, 608.2e)
    effect = ("At the beginning of your end step, draw a card. Each player may put a land card from their hand onto "
              "the battlefield, then each opponent who didn't draws a card.")
    out = run({}, card="Kynaios and Tiro of Meletis", effect=effect, Bob={"hand": ["Forest (land)"]},
              choices={"Bob": ["yes", "Forest"]})
    draw, put, theirs = out["steps"]
    assert {e["player"]: e["objects"] for e in put["events"]}["Bob"] == ["Forest"]
    assert {e["player"]: e["objects"] for e in put["events"]}["Carol"] == []
    assert theirs["action"] == "draw" and theirs["order"] == ["Carol"]


def test_then_before_a_player_who_acts_starts_another_clause() -> None:
    steps = read("Each player sacrifices a creature, then each opponent draws a card.", "en").steps
    assert [(s.action, s.subject.kind) for s in steps] == [("sacrifice", "each_player"), ("draw", "each_opponent")]


def test_a_created_token_is_counted_by_its_creature_type() -> None:
    # Rotwidow Pack: the new Spider token counts (111.4); tokens had no types beyond "creature", so 1 was lost, not 2
    effect = ("Reach\n{3}{B}{G}, Exile a creature card from your graveyard: Create a 1/2 green Spider creature token "
              "with reach, then each opponent loses 1 life for each Spider you control.")
    pack = {"name": "Rotwidow Pack", "types": ["creature"], "subtypes": ["Spider"], "power": 3, "toughness": 3}
    out = run({}, card="Rotwidow Pack", effect=effect, Dave={"battlefield": [pack]})
    create, lose = out["steps"]
    assert create["events"][0]["objects"] == ["green Spider creature with reach"]
    assert {e["amount"] for e in lose["events"]} == {2}


def test_a_land_put_onto_the_battlefield_tapped_is_tapped() -> None:
    # "… onto the battlefield tapped" (110.5): the old tables dropped "tapped"; a later untap shows it
    effect = "Each player may put a land card from their hand onto the battlefield tapped. Untap all lands."
    out = run({}, effect=effect, Dave={"hand": ["Forest (land)"]}, choices={"Dave": ["yes", "Forest"]})
    put, untap = out["steps"]
    assert {e["player"]: e["objects"] for e in put["events"]}["Dave"] == ["Forest"]
    assert any("Forest" in e["objects"] for e in untap["events"] if e["player"] == "Dave")
