"""One target for each opponent (issue #22): "For each opponent, gain control of [up to one] target <object> that
player controls" — each name in the scenario's ``target`` is one opponent's target, among that player's
permanents (601.2c, 115.1); an opponent with a legal permanent and none named is asked by name (unless "up to
one"). English and printed Spanish read into the same plan; the reading says it back."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.rendering import _comparable

THIEVERY = "For each opponent, gain control of target permanent that player controls."
THIEVERY_ES = "Por cada oponente, gana el control del permanente objetivo que controla ese jugador."
MOLTEN = ("When this creature enters, for each opponent, gain control of up to one target creature that player "
          "controls until end of turn. Untap those creatures. They gain haste until end of turn.")
MOLTEN_ES = ("Cuando esta criatura entre al campo de batalla, por cada oponente, gana el control de hasta una "
             "criatura objetivo que controla ese jugador hasta el final del turno. Endereza esas criaturas. Ganan "
             "la habilidad de prisa hasta el final del turno.")
LUMINATE_LIKE = "For each opponent, exile up to one target creature that player controls."


@pytest.mark.parametrize("effect", [THIEVERY, THIEVERY_ES])
def test_one_permanent_of_each_opponent(effect: str) -> None:
    out = run({}, effect=effect, target=["Hill Giant", "Forest", "Serra Angel"])
    (step,) = out["steps"]
    assert [(e["player"], e["objects"]) for e in step["events"]] == [("Dave", ["Hill Giant", "Forest", "Serra Angel"])]
    assert step["events"][0]["action"] == "gain_control" and step["order"] == ["Dave"]
    assert {"115.1", "601.2c", "613.1b"} <= set(step["citations"])


def test_an_opponent_with_no_target_named_is_asked_by_name() -> None:
    with pytest.raises(BotError) as info:  # Carol controls a Forest and a Swamp: one must be chosen (601.2c)
        run({}, effect=THIEVERY, target=["Hill Giant", "Serra Angel"])
    assert info.value.code == "choice_needed" and info.value.field == "target"
    assert "Carol" in info.value.text("en") and "Carol" in info.value.text("es")


def test_two_targets_of_one_opponent_are_refused() -> None:
    with pytest.raises(BotError) as info:  # a second name of Bob's is no target of anyone's (115.1)
        run({}, effect=THIEVERY, target=["Hill Giant", "Mountain", "Forest", "Serra Angel"])
    assert info.value.code == "bad_scenario"


@pytest.mark.parametrize("effect", [MOLTEN, MOLTEN_ES])
def test_up_to_one_each_until_end_of_turn_then_untap_those(effect: str) -> None:
    tapped_giant = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3, "tapped": True}
    out = run({}, effect=effect, target=["Hill Giant"], Bob={"battlefield": [tapped_giant, "Mountain (land)"]})
    gain, untap, haste = out["steps"]
    assert gain["events"][0]["objects"] == ["Hill Giant"]  # Carol and Alice: none chosen ("up to one")
    assert gain["events"][0]["duration"] == "this_turn" and "611.2a" in gain["citations"]
    assert untap["action"] == "untap" and untap["events"][0]["objects"] == ["Hill Giant"]  # 701.26b
    # "They gain haste until end of turn": the creatures untapped just before, a typed effect (608.2c, 611.2a)
    assert [(e["objects"], e["keywords"], e["duration"]) for e in haste["events"]] == [
        (["Hill Giant"], "haste", "this_turn")]
    assert {"608.2c", "611.2a", "613.1f"} <= set(haste["citations"])


def test_exile_up_to_one_each_goes_to_exile() -> None:
    out = run({}, effect=LUMINATE_LIKE, target=["Hill Giant", "Grizzly Bears"])
    (step,) = out["steps"]
    assert step["events"][0]["objects"] == ["Hill Giant", "Grizzly Bears"]
    assert "701.13a" in step["citations"] and "701.8a" not in step["citations"]  # exiled, not destroyed
    assert "from the battlefield" in out["narration"]


def test_for_each_opponent_binds_only_a_target_that_player_controls() -> None:
    with pytest.raises(BotError) as info:
        run({}, effect="For each opponent, exile up to one target creature.", target=["Hill Giant"])
    assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize(("effect", "en"), [
    (THIEVERY, "For each opponent, gain control of target permanent they control."),
    (MOLTEN.split(", ", 1)[1], "For each opponent, gain control of up to one target creature they control "
                               "until end of turn. Untap those creatures. They gain haste until end of turn."),
])
def test_the_reading_says_each_opponent(effect: str, en: str) -> None:
    plan = plan_of(parse_effect(effect, None, None, ()))
    assert render_plan(plan, "en") == en
    back = plan_of(parse_effect(en, None, None, ()))
    assert _comparable(back) == _comparable(plan)  # the reading reads back into the same plan
    assert render_plan(plan, "es").startswith("Por cada oponente, gana el control de")  # "del permanente …"


MAGUS = ("At the beginning of each player's upkeep, destroy target nonartifact creature that player controls of "
         "their choice. It can't be regenerated.")
MAGUS_ES = ("Al comienzo del mantenimiento de cada jugador, destruye la criatura objetivo que controla ese jugador a "
            "su elección.")


@pytest.mark.parametrize("effect", [MAGUS, MAGUS_ES])
def test_of_their_choice_is_that_players_creature(effect: str) -> None:
    out = run({}, effect=effect, target=["Hill Giant"])  # Bob's upkeep (the active player): his Hill Giant
    (step,) = out["steps"]
    assert step["events"][0]["objects"] == ["Hill Giant"] and "701.8a" in step["citations"]
    out = run({}, effect=effect, target=["Grizzly Bears"], that_player="Alice")  # Alice's upkeep: hers
    assert out["steps"][0]["events"][0]["objects"] == ["Grizzly Bears"]


def test_of_their_choice_names_whose_target_is_missing() -> None:
    with pytest.raises(BotError) as info:  # Alice's creature named in Bob's upkeep: Bob must choose one of his
        run({}, effect=MAGUS, target=["Grizzly Bears"])
    assert info.value.code == "choice_needed" and "Bob" in info.value.text("en")
    assert "Hill Giant" in info.value.to_dict()["error"]["suggestions"]


def test_of_their_choice_reads_back() -> None:
    plan = plan_of(parse_effect("Destroy target nonartifact creature that player controls of their choice.",
                                None, None, ()))
    assert render_plan(plan, "en") == "Destroy target nonartifact creature they control of their choice."


SEPULCHRAL = ("When this creature enters, for each opponent, you may put up to one target creature card from that "
              "player's graveyard onto the battlefield under your control.")


def test_a_target_card_from_each_opponents_graveyard() -> None:
    out = run({}, effect=SEPULCHRAL, target=["Runeclaw Bear", "Gray Ogre"])  # Bob's and Alice's creature cards
    (step,) = out["steps"]
    assert [(c["player"], c["answer"]) for c in step["choices"]] == [("Dave", "yes")]
    assert step["events"][0]["objects"] == ["Runeclaw Bear", "Gray Ogre"] and step["events"][0]["from"] == "graveyard"
    assert {"115.1", "601.2c"} <= set(step["citations"])
    declined = run({}, effect=SEPULCHRAL, target=["Runeclaw Bear"], choices={"Dave": ["no"]})
    assert declined["steps"][0]["events"] == []  # "you may": declined, nothing moves


def test_a_graveyard_target_must_be_in_that_graveyard() -> None:
    with pytest.raises(BotError) as info:  # Hill Giant is on the battlefield, not a card in a graveyard
        run({}, effect=SEPULCHRAL, target=["Hill Giant"])
    assert info.value.code == "bad_scenario"
    out = run({}, effect="Put target creature card from your graveyard onto the battlefield under your control.",
              target=["Elvish Mystic"])
    assert out["steps"][0]["events"][0]["objects"] == ["Elvish Mystic"]  # Dave's own graveyard


LUMINATE = ("When this creature enters, for each opponent, exile up to one target creature that player controls and "
            "that player gains life equal to its power.")


def test_each_targets_controller_gains_life_equal_to_its_power() -> None:
    out = run({}, effect=LUMINATE, target=["Hill Giant", "Serra Angel"])
    (step,) = out["steps"]
    exiled = [e for e in step["events"] if e["action"] == "exile"]
    gains = [(e["player"], e["amount"]) for e in step["events"] if e["action"] == "gain_life"]
    assert exiled[0]["objects"] == ["Hill Giant", "Serra Angel"]
    assert gains == [("Bob", 3), ("Alice", 4)]  # each by their own creature's power (608.2h); Carol: none chosen
    assert {"601.2c", "701.13a", "608.2h", "119.3"} <= set(step["citations"])


def test_its_power_not_given_is_asked() -> None:
    with pytest.raises(BotError) as info:
        run({}, effect=LUMINATE, target=["Beast"], Bob={"battlefield": ["Beast (creature)"]})
    assert info.value.code == "choice_needed" and "Beast" in info.value.text("en")


def test_its_power_after_a_single_target() -> None:
    out = run({}, effect="Exile target creature and you gain life equal to its power.", target=["Serra Angel"])
    assert [(e["player"], e["amount"]) for e in out["steps"][1]["events"]] == [("Dave", 4)]
