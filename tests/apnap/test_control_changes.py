""""Untap target creature and gain control of it until end of turn" (Threaten's family: the object "it" names,
608.2c, for the turn, 611.2a) and "Exchange control of target land you control and target land an opponent
controls" / "… of two target lands" / "… of Avarice Totem and target nonland permanent" (701.12: both permanents
change controllers at once, or nothing happens; one player's two permanents are left as they are), in English and
printed Spanish. Before, every one of these was refused ("it until end of turn", "Exchange control of …")."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

THREATEN = ("Untap target creature and gain control of it until end of turn. That creature gains haste until end of "
            "turn.")
THREATEN_ES = ("Endereza la criatura objetivo y gana el control de ella hasta el final del turno. Esa criatura gana la "
               "habilidad de prisa hasta el final del turno.")
TRICKERY = "Exchange control of target land you control and target land an opponent controls."
TRICKERY_ES = ("Intercambia el control de la tierra objetivo que controlas y la tierra objetivo que controla un "
               "oponente.")
BORDERS = "Exchange control of two target lands."
BORDERS_ES = "Intercambia el control de dos tierras objetivo."
TOTEM = "{5}: Exchange control of Avarice Totem and target nonland permanent."
TOTEM_BOARD = {"battlefield": ["Avarice Totem (artifact)", "Swamp (basic land)"]}


def _events(result: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in result["steps"] for e in s["events"] if e["action"] == action]


@pytest.mark.parametrize(("card", "text", "target", "lang"), [
    ("Threaten", THREATEN, "Hill Giant", None),
    ("Threaten", THREATEN_ES, "Hill Giant", "es"),
    ("Blind with Anger", "Untap target nonlegendary creature and gain control of it until end of turn. That creature "
     "gains haste until end of turn.", "Hill Giant", None),
    ("Word of Seizing", "Untap target permanent and gain control of it until end of turn. It gains haste until end of "
     "turn.", "Mind Stone", None),
])
def test_it_is_the_target_untapped_before_it_for_the_turn(card: str, text: str, target: str, lang: str | None) -> None:
    result = resolve_card(text, lang=lang, card=card, target=target)
    gained = _events(result, "gain_control")
    assert [(e["player"], e["objects"], e.get("duration")) for e in gained] == [("Dave", [target], "this_turn")]
    assert [e["objects"] for e in _events(result, "modify")] == [[target]]  # "That creature gains haste": the same one
    assert {"613.1b", "611.2a", "608.2e"} <= set(result["citations"])


def test_the_narration_says_it_and_the_turn_in_both_languages() -> None:
    en = resolve_card(THREATEN, card="Threaten", target="Hill Giant")["narration"]
    es = resolve_card(THREATEN_ES, lang="es", card="Threaten", target="Hill Giant")["narration"]
    assert "Gain control of it until end of turn." in en
    assert "Gana el control de esa criatura hasta el final del turno." in es
    assert "control of" not in es and "until end" not in es


def test_gain_control_of_it_for_good_has_no_duration() -> None:
    result = resolve_card("Untap target creature you don't control and gain control of it.", target="Hill Giant")
    assert [(e["objects"], e.get("duration")) for e in _events(result, "gain_control")] == [(["Hill Giant"], None)]


@pytest.mark.parametrize("text", [
    "Destroy target creature and target land. Gain control of it.",  # two objects before it: which one?
    "Gain control of it until end of turn.",  # nothing named before it
])
def test_it_with_no_one_antecedent_is_refused(text: str) -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(text, target=["Hill Giant", "Mountain"])
    assert exc.value.code == "unsupported_effect"


@pytest.mark.parametrize(("card", "text", "lang"), [
    ("Political Trickery", TRICKERY, None),
    ("Political Trickery", TRICKERY_ES, "es"),
    ("Vedalken Plotter", "When Vedalken Plotter enters the battlefield, exchange control of target land you control "
     "and target land an opponent controls.", None),
    ("Shifting Borders", BORDERS, None),
    ("Shifting Borders", BORDERS_ES, "es"),
])
def test_two_lands_change_controllers_at_once(card: str, text: str, lang: str | None) -> None:
    result = resolve_card(text, lang=lang, card=card, target=["Swamp (Dave)", "Mountain"])
    [event] = _events(result, "exchange_control")
    said = (event["objects"], event["exchanged"], event["controllers"])
    assert said == (["Swamp", "Mountain"], True, ["Bob", "Dave"])
    assert {"701.12a", "701.12b", "613.1b"} <= set(result["citations"])


def test_the_exchange_is_narrated_in_each_language() -> None:
    lands = ["Swamp (Dave)", "Mountain"]
    en = resolve_card(TRICKERY, card="Political Trickery", target=lands)["narration"]
    es = resolve_card(TRICKERY_ES, lang="es", card="Political Trickery", target=lands)["narration"]
    assert "Bob gains control of Swamp and Dave gains control of Mountain" in en
    assert "Bob gana el control de Swamp y Dave gana el control de Mountain" in es
    assert "Intercambia el control de la tierra objetivo que controlas y la tierra objetivo" in es
    assert "control of" not in es and "gains" not in es


def test_two_creatures_of_different_players_are_exchanged() -> None:
    result = resolve_card("{T}: Exchange control of two target nonlegendary creatures.",
                          card="Djinn of Infinite Deceits", target=["Craw Wurm", "Hill Giant"])
    [event] = _events(result, "exchange_control")
    assert (event["objects"], event["controllers"]) == (["Craw Wurm", "Hill Giant"], ["Bob", "Dave"])


def test_one_players_two_lands_are_left_as_they_are() -> None:
    """701.12b: both controlled by Bob: the exchange does nothing."""
    result = resolve_card(BORDERS, card="Shifting Borders", target=["Mountain", "Island"])
    [event] = _events(result, "exchange_control")
    assert (event["exchanged"], event["why"]) == (False, "same")
    assert "701.12b" in result["citations"] and "613.1b" not in result["citations"]
    assert "does nothing (701.12b)" in result["narration"]


def test_a_target_that_could_never_be_chosen_is_refused_not_half_exchanged() -> None:
    """"target land you control" given Bob's Mountain could never have been chosen (115.1, 601.2c): the scenario is
    refused, naming it, never resolved as an exchange with one legal target (701.12a would then leave both lands)."""
    with pytest.raises(BotError) as exc:
        resolve_card(TRICKERY, card="Political Trickery", target=["Mountain", "Swamp (Dave)"])
    assert (exc.value.code, exc.value.field) == ("bad_scenario", "target") and "Mountain" in str(exc.value)


def test_the_source_and_a_target_are_exchanged() -> None:
    result = resolve_card(TOTEM, card="Avarice Totem", target="Mind Stone", Dave=TOTEM_BOARD)
    [event] = _events(result, "exchange_control")
    assert (event["objects"], event["controllers"]) == (["Avarice Totem", "Mind Stone"], ["Bob", "Dave"])
    assert "Bob gains control of Avarice Totem and Dave gains control of Mind Stone" in result["narration"]


def test_a_source_the_board_does_not_show_is_asked() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(TOTEM, card="Avarice Totem", target="Mind Stone")
    assert (exc.value.code, exc.value.field) == ("choice_needed", "players")


def test_an_exchange_of_up_to_two_is_refused() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card("Exchange control of up to two target lands.", target=["Mountain"])
    assert exc.value.code == "unsupported_effect"


def test_printed_spanish_names_the_source_and_a_target() -> None:
    text = "{5}: Intercambia el control de Avarice Totem y el permanente objetivo que no sea tierra."
    result = resolve_card(text, lang="es", card="Avarice Totem", target="Mind Stone", Dave=TOTEM_BOARD)
    [event] = _events(result, "exchange_control")
    assert (event["objects"], event["controllers"]) == (["Avarice Totem", "Mind Stone"], ["Bob", "Dave"])
    assert "Bob gana el control de Avarice Totem y Dave gana el control de Mind Stone" in result["narration"]


def test_printed_spanish_de_el_is_the_target_before_it() -> None:
    text = "Endereza el permanente objetivo y gana el control de él hasta el final del turno."
    result = resolve_card(text, lang="es", card="Word of Seizing", target="Mind Stone")
    gained = [(e["objects"], e.get("duration")) for e in _events(result, "gain_control")]
    assert gained == [(["Mind Stone"], "this_turn")]


def test_that_creature_with_no_target_before_it_is_the_trigger_events() -> None:
    """603.2: the creature that attacked; "that creature" after a target is still refused (not read as it yet)."""
    text = "Whenever a creature an opponent controls attacks, gain control of that creature."
    result = resolve_card(text, event_object="Hill Giant")
    assert [e["objects"] for e in _events(result, "gain_control")] == [["Hill Giant"]]
    assert "603.2" in result["citations"]
    with pytest.raises(BotError) as exc:
        resolve_card("Tap target creature. Gain control of that creature until end of turn.", target="Hill Giant")
    assert exc.value.code == "unsupported_effect"


def test_a_duration_not_read_is_refused_not_dropped() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card("Untap target creature and gain control of it until your next turn.", target="Hill Giant")
    assert exc.value.code == "unsupported_effect"
