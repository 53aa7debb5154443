"""What happened this turn and the turn's structure, on real cards (session 19, issue #22).

The scenario's ``this_turn`` records the turn before the effect (spells cast, permanents that died, players dealt
damage, players who attacked); conditions and counts read it, the effect's own deaths are added as it goes
(608.2h), and a part not given is asked (quick mode too), never read as "nothing happened". Skipped steps, phases
and turns (500.11, 614.10a) and the end of "no maximum hand size" (402.2) are stated with their duration. Every
card here was refused before (its words unread), or, for raid on the controller's own turn, answered "describe the
board" with no field that could say it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.oracle import CardText
from bot.errors import BotError
from tests.apnap.forbidden_checks import resolved_despite
from tests.apnap.realcards import board
from tests.apnap.step_events import events_of as _events

BLUE_OPT = {"player": "Dave", "name": "Opt", "types": ["instant"], "colors": ["blue"]}
BEARS_DIED = {"controller": "Alice", "name": "Grizzly Bears", "types": ["creature"]}
DAVES_TOKEN_DIED = {"controller": "Dave", "name": "Goblin", "types": ["creature", "token"]}


def _card(name: str, text: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    """``name``'s whole text through ``card:`` on the standard board (Dave controls, Bob is active)."""
    data = board(card=name, **changes)
    return resolve_text(json.dumps(data), lang, lambda n: CardText(name, text) if n.casefold() == name.casefold()
                        else None)



# ------------------------------------------------------------------------------------------ the turn's record
SOUL_REAP = ("Destroy target nongreen creature. Its controller loses 3 life if you've cast another black spell this "
             "turn.")


@pytest.mark.parametrize(("spells", "lost"), [([{**BLUE_OPT, "colors": ["black"]}], 3), ([BLUE_OPT], 0), ([], 0)])
def test_soul_reap_reads_the_spells_cast_this_turn(spells: list[dict[str, Any]], lost: int) -> None:
    out = _card("Soul Reap", SOUL_REAP, target="Hill Giant", this_turn={"spells": spells})
    assert sum(e["amount"] for e in _events(out, "lose_life")) == lost
    assert out["conditions"][0]["holds"] is (lost > 0)


def test_soul_reap_without_the_record_is_asked_never_taken_as_none() -> None:
    with pytest.raises(BotError) as err:
        _card("Soul Reap", SOUL_REAP, target="Hill Giant")
    assert err.value.code == "choice_needed" and err.value.field == "this_turn"
    assert "this_turn: {spells:" in err.value.suggestions[0]


def test_another_spells_colour_not_given_is_asked_not_guessed() -> None:
    with pytest.raises(BotError) as err:
        _card("Soul Reap", SOUL_REAP, target="Hill Giant", this_turn={"spells": [{"player": "Dave", "name": "Opt"}]})
    assert err.value.code == "choice_needed" and err.value.field == "this_turn"


def test_an_opponents_spell_is_not_yours() -> None:
    out = _card("Soul Reap", SOUL_REAP, target="Hill Giant",
                this_turn={"spells": [{**BLUE_OPT, "player": "Bob", "colors": ["black"]}]})
    assert _events(out, "lose_life") == []


def test_the_source_listed_among_the_spells_is_not_another_spell() -> None:
    """Dream Thief cast this turn and listed by mistake: "another blue spell" is never Dream Thief itself."""
    text = "When Dream Thief enters the battlefield, draw a card if you've cast another blue spell this turn."
    thief = {"player": "Dave", "name": "Dream Thief", "types": ["creature"], "colors": ["blue"]}
    assert _events(_card("Dream Thief", text, this_turn={"spells": [thief]}), "draw") == []
    assert _events(_card("Dream Thief", text, this_turn={"spells": [thief, BLUE_OPT]}), "draw")


def test_dream_thief_trigger_in_printed_spanish() -> None:
    text = ("Cuando el Ladrón de sueños entre al campo de batalla, roba una carta si lanzaste otro hechizo azul este "
            "turno.")
    out = _card("Ladrón de sueños", text, "es", this_turn={"spells": [BLUE_OPT]})
    assert _events(out, "draw")[0]["amount"] == 1
    assert "si lanzaste otro hechizo azul este turno" in out["reading"].lower()


URBORG_JUSTICE = ("Target opponent sacrifices a creature for each creature put into your graveyard from the "
                  "battlefield this turn.")


def test_urborg_justice_counts_only_what_went_to_your_graveyard() -> None:
    # Alice's Grizzly Bears went to Alice's graveyard, Dave's token to Dave's: one (404.2, 111.7)
    out = _card("Urborg Justice", URBORG_JUSTICE, target="Bob", this_turn={"died": [BEARS_DIED, DAVES_TOKEN_DIED]})
    assert [e["objects"] for e in _events(out, "sacrifice")] == [["Hill Giant"]]
    assert "put into your graveyard from the battlefield this turn" in out["reading"]


def test_urborg_justice_with_no_death_recorded_sacrifices_nothing_and_without_a_record_asks() -> None:
    out = _card("Urborg Justice", URBORG_JUSTICE, target="Bob", this_turn={"died": []})
    assert all(not e["objects"] for e in _events(out, "sacrifice"))
    with pytest.raises(BotError) as err:
        _card("Urborg Justice", URBORG_JUSTICE, target="Bob")
    assert err.value.field == "this_turn"


FLESH_ALLERGY = ("Destroy target creature. Its controller loses life equal to the number of creatures that died this "
                 "turn.")


def test_flesh_allergy_counts_the_creature_it_destroyed() -> None:
    """608.2h: the creature the first sentence destroyed died this turn too: two before it, then Hill Giant."""
    out = _card("Flesh Allergy", FLESH_ALLERGY, target="Hill Giant", this_turn={"died": [BEARS_DIED, DAVES_TOKEN_DIED]})
    assert [(e["player"], e["amount"]) for e in _events(out, "lose_life")] == [("Bob", 3)]


def test_flesh_allergy_in_printed_spanish() -> None:
    text = ("Destruye la criatura objetivo. Su controlador pierde una cantidad de vidas igual al número de criaturas "
            "que murieron este turno.")
    out = _card("Alergia carnal", text, "es", target="Hill Giant", this_turn={"died": [BEARS_DIED]})
    assert [(e["player"], e["amount"]) for e in _events(out, "lose_life")] == [("Bob", 2)]
    assert "que murieron este turno" in out["reading"]


def test_morbid_trigger_is_answered_by_the_record() -> None:
    text = ("Morbid — When Morkrut Banshee enters the battlefield, if a creature died this turn, target creature gets "
            "-4/-4 until end of turn.")
    out = _card("Morkrut Banshee", text, target="Hill Giant", this_turn={"died": []})
    assert out["steps"] == [] and any("a creature died this turn" in w for w in out["warnings"])
    out = _card("Morkrut Banshee", text, target="Hill Giant", this_turn={"died": [BEARS_DIED]})
    assert _events(out, "modify")


def test_a_condition_that_contradicts_the_record_is_refused() -> None:
    text = ("Morbid — When Morkrut Banshee enters the battlefield, if a creature died this turn, target creature gets "
            "-4/-4 until end of turn.")
    with pytest.raises(BotError) as err:
        _card("Morkrut Banshee", text, target="Hill Giant", this_turn={"died": []}, condition=True)
    assert err.value.code == "bad_scenario" and err.value.field == "condition"


def test_skarrgan_firebird_with_no_opponent_dealt_damage_is_named_and_resolves_as_given() -> None:
    text = ("{R}{R}{R}: Return Skarrgan Firebird from your graveyard to your hand. Activate this ability only if an "
            "opponent was dealt damage this turn.")
    dave = {"graveyard": ["Skarrgan Firebird (creature)"]}
    broken = _card("Skarrgan Firebird", text, Dave=dave, this_turn={"dealt_damage": ["Dave"]})
    assert resolved_despite(broken, text[text.index("Activate"):]) == ["return"]
    assert [(e["player"], e["objects"]) for e in _events(broken, "return")] == [("Dave", ["Skarrgan Firebird"])]
    out = _card("Skarrgan Firebird", text, Dave=dave, this_turn={"dealt_damage": ["Bob"]})
    assert not any("dealt damage this turn" in w for w in out["warnings"])  # checked, not assumed


@pytest.mark.parametrize(("attacked", "draws"), [(["Dave"], 1), ([], 0)])
def test_raid_on_your_own_turn_reads_who_attacked(attacked: list[str], draws: int) -> None:
    out = _card("Raid Test", "Draw a card if you attacked this turn.", active="Dave", this_turn={"attacked": attacked})
    assert sum(e["amount"] for e in _events(out, "draw")) == draws


def test_raid_on_your_own_turn_without_the_record_is_asked_by_its_field() -> None:
    with pytest.raises(BotError) as err:
        _card("Raid Test", "Draw a card if you attacked this turn.", active="Dave")
    assert err.value.field == "this_turn"


def test_quick_mode_asks_for_the_record_and_takes_it_as_a_fact() -> None:
    request = QuickRequest(players=["Ann", "Ben"], effect="Draw a card if a creature died this turn.")
    with pytest.raises(BotError) as err:
        resolve_text(json.dumps(quick_scenario(request)))
    assert err.value.code == "choice_needed" and err.value.field == "this_turn"
    request = QuickRequest(players=["Ann", "Ben"], effect="Draw a card if a creature died this turn.",
                           facts={"this_turn": {"died": [{"controller": "Ben", "name": "Grizzly Bears"}]}})
    out = resolve_text(json.dumps(quick_scenario(request)))
    assert _events(out, "draw")[0]["player"] == "Ann"


@pytest.mark.parametrize(("record", "field"), [({"deaths": []}, "this_turn.deaths"),
                                               ({"died": [{"name": "Grizzly Bears"}]}, "this_turn.died[0]")])
def test_a_bad_record_is_refused_naming_where(record: dict[str, Any], field: str) -> None:
    with pytest.raises(BotError) as err:
        _card("Urborg Justice", URBORG_JUSTICE, target="Bob", this_turn=record)
    assert err.value.code == "bad_scenario" and err.value.field == field


# ------------------------------------------------------------------------------------------ the turn's structure
@pytest.mark.parametrize(("name", "text", "act", "duration", "amount"), [
    ("Colfenor's Plans", "Skip your draw step.", "draw_step", "static", None),
    ("Magosi, the Waterveil", "{U}, {T}: Put an eon counter on Magosi, the Waterveil. Skip your next turn.", "turn",
     "next", 1),
    ("Eater of Days", "When Eater of Days enters the battlefield, you skip your next two turns.", "turn", "next", 2),
    ("Stonehorn Dignitary", "When Stonehorn Dignitary enters the battlefield, target opponent skips their next combat "
     "phase.", "combat_phase", "next", None),
    ("Empty City Ruse", "Target opponent skips all combat phases of their next turn.", "combat_phases",
     "their_next_turn", None),
])
def test_a_skipped_part_of_the_turn_is_stated_with_its_duration(name: str, text: str, act: str, duration: str,
                                                                 amount: int | None) -> None:
    out = _card(name, text, target="Bob" if "target" in text else None)
    (event,) = _events(out, "rule_change")
    assert (event["change"], event["act"], event["duration"]) == ("skip", act, duration)
    assert event["amount"] == amount
    assert "500.11" in json.dumps(out["citations"])


@pytest.mark.parametrize(("text", "duration", "said"), [
    ("Draw cards equal to the number of cards in your library, then put a card from your hand on top of your "
     "library. You have no maximum hand size until your next turn.", "until_your_next_turn", "until Dave's next turn"),
    ("Return all cards from your graveyard to your hand. Exile Praetor's Counsel. You have no maximum hand size for "
     "the rest of the game.", "game", "for the rest of the game"),
])
def test_no_maximum_hand_size_keeps_its_end(text: str, duration: str, said: str) -> None:
    name = "Enter the Infinite" if "library" in text.split(".")[0] else "Praetor's Counsel"
    out = _card(name, text)
    event = next(e for e in _events(out, "rule_change") if e["act"] == "hand_size")
    assert event["duration"] == duration and event["hand_size"] is None
    assert said in out["narration"]


def test_skips_in_printed_spanish_read_and_say_the_same() -> None:
    out = _card("Magosi, el Velo de Agua", "Omites tu próximo turno.", "es")
    (event,) = _events(out, "rule_change")
    assert (event["act"], event["duration"]) == ("turn", "next")
    assert "Dave se salta su próximo turno" in out["narration"]
    out = _card("Consejo del pretor", "No tienes tamaño máximo de mano durante el resto de la partida.", "es")
    assert "durante el resto de la partida" in out["narration"] and "for the rest" not in out["narration"]
