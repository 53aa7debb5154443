"""Cards revealed from a hand (701.20a-b), as a cost (601.2h, 602.2b) and as an effect, with what "one of them",
"that card" and "those cards" then name (608.2c).

Why: "{1}, Reveal X white cards from your hand, Sacrifice Martyr of Sands: You gain three times X life" was taken
as paid with X = 2 while the board showed a hand with no white card (judge 8's only wrong verdict). A reveal from a
hand is now one typed pick step: paid like a discard (a known hand short of such cards could not have paid it),
and read as an effect too, its event naming the cards shown so the sentences after it bind to them.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import ChooseFromHand, MoveChosen, RevealFromHand, plan_of
from bot.errors import BotError
from tests.apnap.test_costs_mechanism import cost_events, resolve

MARTYR_OF_SANDS = "{1}, Reveal X white cards from your hand, Sacrifice Martyr of Sands: You gain three times X life."
MARTYR_OF_SPORES = ("{1}, Reveal X green cards from your hand, Sacrifice Martyr of Spores: Target creature gets +X/+X "
                    "until end of turn.")
BLACKMAIL = ("Target player reveals three cards from their hand and you choose one of them. That player discards "
             "that card.")
CABAL_INTERROGATOR = ("{X}{B}, {T}: Target player reveals X cards from their hand and you choose one of them. That "
                      "player discards that card. Activate only as a sorcery.")
NOGGIN_WHACK = ("Target player reveals three cards from their hand. You choose two of them. That player discards "
                "those cards.")
HIRED_TORTURER = "{3}{B}, {T}: Target opponent loses 2 life, then reveals a card at random from their hand."
GOBLIN_SECRET_AGENT = "At the beginning of your upkeep, reveal a card from your hand at random."
AUNTIES_HOVEL = ("As Auntie's Hovel enters the battlefield, you may reveal a Goblin card from your hand. If you "
                 "don't, Auntie's Hovel enters the battlefield tapped.\n{T}: Add {B} or {R}.")
GILT_LEAF_PALACE = ("As Gilt-Leaf Palace enters the battlefield, you may reveal an Elf card from your hand. If you "
                    "don't, Gilt-Leaf Palace enters the battlefield tapped.\n{T}: Add {B} or {G}.")


def card(name: str, kind: str, colors: list[str], **more: Any) -> dict[str, Any]:
    return {"name": name, "types": [kind], "colors": colors, **more}


BLACK_BLUE_HAND = [card("Duress", "sorcery", ["black"]), card("Counterspell", "instant", ["blue"])]
WHITE = [card("Swords to Plowshares", "instant", ["white"]), card("Disenchant", "instant", ["white"])]
GREEN = [card("Giant Growth", "instant", ["green"]), card("Naturalize", "instant", ["green"])]


def martyr(name: str, text: str, hand: list[Any], x: int, **more: Any) -> dict[str, Any]:
    source = {"name": name, "types": ["creature"], "power": 1, "toughness": 1}
    return resolve(name, text, "Creature — Human Cleric", x=x, Dave={"battlefield": [source], "hand": hand}, **more)


@pytest.mark.parametrize(("name", "text", "colour"), [("Martyr of Sands", MARTYR_OF_SANDS, "white"),
                                                       ("Martyr of Spores", MARTYR_OF_SPORES, "green")])
def test_a_reveal_cost_the_shown_hand_cannot_pay_is_a_bad_scenario(name: str, text: str, colour: str) -> None:
    # Dave's hand is Duress and Counterspell: no card of that colour, so X = 2 could not have been paid (601.2h)
    with pytest.raises(BotError) as err:
        martyr(name, text, BLACK_BLUE_HAND, 2, **({"target": "Hill Giant"} if "target" in text.lower() else {}))
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.cost_unpaid"
    assert f"Reveal X {colour} cards from your hand" in err.value.text("en")


def test_a_reveal_cost_is_paid_with_the_cards_shown_and_nothing_moves() -> None:
    out = martyr("Martyr of Sands", MARTYR_OF_SANDS, BLACK_BLUE_HAND + WHITE, 2)
    assert ("Dave", "reveal", ["Swords to Plowshares", "Disenchant"]) in cost_events(out)
    assert ("Dave", "sacrifice", ["Martyr of Sands"]) in cost_events(out)
    assert out["life"]["Dave"] == 26 and not out["warnings"]  # three times X = 6, nothing assumed
    assert "701.20a" in out["citations"] and "Dave reveals Swords to Plowshares and Disenchant from their hand" \
        in out["narration"]


def test_x_zero_reveals_nothing_and_gains_nothing() -> None:
    out = martyr("Martyr of Sands", MARTYR_OF_SANDS, BLACK_BLUE_HAND, 0)
    assert out["life"]["Dave"] == 20 and ("Dave", "reveal", []) in cost_events(out)


def test_spores_reveals_green_cards_and_pumps_by_x() -> None:
    out = martyr("Martyr of Spores", MARTYR_OF_SPORES, GREEN, 2, target="Hill Giant")
    assert ("Dave", "reveal", ["Giant Growth", "Naturalize"]) in cost_events(out)
    assert "+2/+2" in out["narration"]


@pytest.mark.parametrize("text", [BLACKMAIL, "Target player reveals three cards from their hand and you choose one of "
                                             "them. That player discards that card. Then if that player has more cards "
                                             "in hand than you, return Pulse of the Dross to its owner's hand."])
def test_reveal_three_then_choose_one_of_them_parses_to_the_three_steps(text: str) -> None:
    steps = plan_of(parse_effect(text, "en", "en", ("Pulse of the Dross",))).steps
    reveal, choose, move = steps[:3]
    assert isinstance(reveal, RevealFromHand) and reveal.subject.kind == "target_player"
    assert isinstance(choose, ChooseFromHand) and choose.revealed and choose.subject.kind == "you"
    assert isinstance(move, MoveChosen) and move.discard


def test_the_card_chosen_is_one_of_those_revealed_not_any_card_of_the_hand() -> None:
    # Alice holds four cards and reveals three (her choice); Dave chooses among those three only (608.2c)
    hand = ["Opt (instant)", "Shock (instant)", "Island (basic land)", "Ponder (sorcery)"]
    out = resolve("Blackmail", BLACKMAIL, "Sorcery", target="Alice", Alice={"hand": hand})
    reveal, choose, discard = out["steps"]
    shown = reveal["events"][0]["objects"]
    assert reveal["action"] == "reveal" and len(shown) == 3
    assert choose["events"][0]["objects"][0] in shown
    assert discard["events"][0]["objects"] == choose["events"][0]["objects"]
    assert out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20}
    assert "You choose one of them" in out["narration"]


def test_x_cards_revealed_by_an_activated_ability_and_two_of_them_discarded() -> None:
    out = resolve("Cabal Interrogator", CABAL_INTERROGATOR, "Creature — Zombie Wizard", target="Alice", x=2,
                  active="Dave", Dave={"battlefield": [card("Cabal Interrogator", "creature", ["black"])]})
    assert len(out["steps"][0]["events"][0]["objects"]) == 2
    out = resolve("Noggin Whack", NOGGIN_WHACK, "Tribal Sorcery — Rogue", target="Alice")
    assert [len(e["objects"]) for e in out["steps"][2]["events"]] == [2]
    assert "That player discards those cards" in out["reading"] or "discards those cards" in out["narration"]


def test_choose_one_of_them_needs_a_reveal_from_a_hand_before_it() -> None:
    with pytest.raises(BotError):  # "one of them" with no cards revealed from a hand: refused, never guessed
        parse_effect("Target player reveals their hand and you choose one of them.", "en", "en")


@pytest.mark.parametrize(("name", "text", "ability"), [("Hired Torturer", HIRED_TORTURER, 1),
                                                        ("Goblin Secret Agent", GOBLIN_SECRET_AGENT, 1)])
def test_a_card_revealed_at_random_is_named_and_nobody_chose_it(name: str, text: str, ability: int) -> None:
    player = "Alice" if name == "Hired Torturer" else "Dave"
    out = resolve(name, text, "Creature", ability=ability, target="Alice",
                  Dave={"battlefield": [card(name, "creature", ["black"])]})
    (event,) = out["steps"][-1]["events"]
    assert (event["player"], event["action"], len(event["objects"])) == (player, "reveal", 1)
    assert "chosen at random" in out["narration"] and "701.9b" not in out["citations"]  # not a discard


@pytest.mark.parametrize(("name", "text", "kind"), [("Auntie's Hovel", AUNTIES_HOVEL, "Goblin"),
                                                     ("Gilt-Leaf Palace", GILT_LEAF_PALACE, "Elf")])
def test_a_check_land_enters_untapped_only_when_the_card_is_revealed(name: str, text: str, kind: str) -> None:
    creature = {"name": f"Some {kind}", "types": ["creature"], "subtypes": [kind]}
    out = resolve(name, text, "Land", ability=1, Dave={"hand": [creature]})
    assert out["steps"][0]["events"][0]["objects"] == [f"Some {kind}"]
    assert len(out["steps"]) == 1 or not out["steps"][1]["events"]  # revealed: the tapped part is not done
    out = resolve(name, text, "Land", ability=1, Dave={"hand": ["Duress (sorcery)"]})
    assert "enters the battlefield tapped" in out["narration"].split("Step 2")[-1]


def test_the_spanish_cost_part_reads_the_same_step_and_the_narration_says_it_in_spanish() -> None:
    from bot.apnap.costs import read_part

    english = read_part("Reveal X white cards from your hand", "en", ())
    for spanish in ("Revela X cartas blancas de tu mano", "Muestra X cartas blancas de tu mano"):
        step = read_part(spanish, "es", ())
        assert isinstance(step, RevealFromHand) and english is not None and step.picks == english.picks
    out = martyr("Martyr of Sands", MARTYR_OF_SANDS, WHITE, 2, lang="es")
    assert "Dave muestra Swords to Plowshares y Disenchant de su mano" in out["narration"]
    out = resolve("Blackmail", BLACKMAIL, "Sorcery", target="Alice", lang="es")
    assert "Eliges una de ellas" in out["narration"] or "eliges una de ellas" in out["narration"]


def test_quick_mode_a_hand_not_described_reveals_cards_of_their_choice_and_counts_as_done() -> None:
    # an undescribed hand: the card revealed is the player's choice, unnamed; the check land then enters untapped
    import json

    from bot.apnap import QuickRequest, quick_scenario, resolve_text

    effect = ("As Auntie's Hovel enters the battlefield, you may reveal a Goblin card from your hand. If you don't, "
              "Auntie's Hovel enters the battlefield tapped.")
    out = resolve_text(json.dumps(quick_scenario(QuickRequest(players=["Alice", "Bob", "Carol"], effect=effect))))
    # the kind stays said (issue #22: never less than the card), and that the hand may hold none (701.20a)
    assert "Alice reveals a Goblin card of their choice, if they have one (zone not described)" in out["narration"]
    assert len(out["steps"]) == 1 or not out["steps"][1]["events"]
    assert "apnap.verb" not in out["narration"]


MIRES_TOLL = ("Target player reveals a number of cards from their hand equal to the number of Swamps you control. You "
              "choose one of them. That player discards that card.")
BALA_GED_THIEF = ("Whenever Bala Ged Thief or another Ally enters the battlefield under your control, target player "
                  "reveals a number of cards from their hand equal to the number of Allies you control. You choose one "
                  "of them. That player discards that card.")


def test_a_number_of_cards_equal_to_a_count_is_counted_as_it_resolves() -> None:
    # Dave controls two Swamps: Alice reveals two of her three cards, and Dave chooses one of those two (608.2h)
    out = resolve("Mire's Toll", MIRES_TOLL, "Sorcery", target="Alice",
                  Dave={"battlefield": ["Swamp (basic land)", "Swamp (basic land)"]})
    reveal, choose, _discard = out["steps"]
    shown = reveal["events"][0]["objects"]
    assert len(shown) == 2 and choose["events"][0]["objects"][0] in shown
    assert "reveals a number of cards from their hand equal to the number of Swamps you control" in out["narration"]
    ally = {"name": "Bala Ged Thief", "types": ["creature"], "subtypes": ["Human", "Rogue", "Ally"], "power": 2,
            "toughness": 2}
    out = resolve("Bala Ged Thief", BALA_GED_THIEF, "Creature — Human Rogue Ally", target="Alice",
                  Dave={"battlefield": [ally, dict(ally, name="Another Ally")]})
    assert len(out["steps"][0]["events"][0]["objects"]) == 2


THUNDERHERD_MIGRATION = ("As an additional cost to cast this spell, reveal a Dinosaur card from your hand or pay {1}.\n"
                         "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle "
                         "your library.")


def test_reveal_or_pay_mana_as_an_additional_cost_follows_the_hand_the_board_shows() -> None:
    dinosaur = {"name": "Ripjaw Raptor", "types": ["creature"], "subtypes": ["Dinosaur"], "power": 4, "toughness": 5}
    out = resolve("Thunderherd Migration", THUNDERHERD_MIGRATION, "Sorcery", Dave={"hand": [dinosaur]})
    assert cost_events(out) == [("Dave", "reveal", ["Ripjaw Raptor"])] and "601.2b" in out["citations"]
    out = resolve("Thunderherd Migration", THUNDERHERD_MIGRATION, "Sorcery")  # Duress and Counterspell: no Dinosaur
    assert not out.get("costs") and any("so {1} was paid" in w for w in out["warnings"])
    out = resolve("Thunderherd Migration", THUNDERHERD_MIGRATION, "Sorcery", Dave={"hand": 2})  # cards not named
    assert any("Cost assumed paid as the spell was cast" in w for w in out["warnings"])
