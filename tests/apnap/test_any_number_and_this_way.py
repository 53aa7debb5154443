""""Any number of" is a choice, and a "this way" count is what really moved, or asked (issue #22; 107.1, 608.2c).

Four confident wrong answers found by the lead probing quick mode (session 18), each failing before:
1. "Exile any number of cards from your graveyard" was read and said as "Exile all cards from your graveyard"
   (Grave Consequences, Painbringer's cost): a player may keep some. It is now a pick of up to all, tagged
   "(default)" when the answer takes every card, and overridable in ``choices``.
2. A cost of "up to" / "any number" could not be paid with fewer cards ("cannot pay the cost"): none pays it too.
3. "Where X is the number of cards exiled this way" after a cost read 0: "this way" is the cost's cards (601.2h).
4. In quick mode, "Each player exiles their graveyard" and "… sacrifices all lands they control" said "Ann:
   nothing"; "Each opponent discards two cards. You gain 1 life for each card discarded this way" gained 0 (nothing
   happens); "Return all creature cards from your graveyard" said "1000 creature cards": a count over a zone nobody
   described is asked, and "all" / "any number of" are said as printed.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import ExileFromGraveyard, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError

PAINBRINGER = ("{T}, Exile any number of cards from your graveyard: Target creature gets -X/-X until end of turn, "
               "where X is the number of cards exiled this way.")
GRAVE_CONSEQUENCES = ("Each player may exile any number of cards from their graveyard. Then each player loses 1 life "
                      "for each card in their graveyard.")


def scenario(effect: str, **more: Any) -> dict[str, Any]:
    data = {"effect": effect, "active": "Ann", "controller": "Ann",
            "players": [{"name": "Ann", "graveyard": ["Opt (instant)", "Shock (instant)"],
                         "battlefield": [{"name": "Grizzly Bears", "types": ["creature"], "power": 2,
                                          "toughness": 2}]},
                        {"name": "Ben", "graveyard": ["Ponder (sorcery)"],
                         "battlefield": [{"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3}]}]}
    return resolve_text(json.dumps({**data, **more}))


def quick(effect: str, lang: str = "en") -> dict[str, Any]:
    return resolve_text(json.dumps(quick_scenario(QuickRequest(effect=effect, players=["Ann", "Ben", "Cy"]))), lang)


@pytest.mark.parametrize(("text", "lang"), [("Exile any number of cards from your graveyard.", "en"),
                                            ("Exilia cualquier cantidad de cartas de tu cementerio.", "es")])
def test_any_number_of_cards_from_a_graveyard_is_a_pick_not_all(text: str, lang: str) -> None:
    (step,) = plan_of(parse_effect(text, lang)).steps
    assert isinstance(step, ExileFromGraveyard) and step.picks[0].up_to
    assert render_plan(plan_of(parse_effect(text, lang)), "en") == "Exile any number of cards from your graveyard."


def test_each_player_chooses_how_many_to_exile_and_the_answer_can_say_one() -> None:
    out = scenario(GRAVE_CONSEQUENCES, choices={"Ann": ["yes", ["Opt"]]})
    first = out["steps"][0]
    ann = next(e for e in first["events"] if e["player"] == "Ann")
    assert ann["objects"] == ["Opt"]  # she kept Shock: "all" would have taken both
    assert out["life"]["Ann"] == 19 and out["life"]["Ben"] == 20
    assert "(default)" in out["narration"]  # Ben's choice, taken as every card, is said to be an assumption


def test_a_cost_of_any_number_is_paid_and_this_way_counts_the_cost() -> None:
    """How many the cost gives up is Ann's choice as she pays it (601.2b): given, it is paid as said and "this way"
    counts it; not given, it is asked (house 10: it used to be every card, "(default)")."""
    out = scenario(PAINBRINGER, target="Hill Giant", choices={"Ann": [["Opt", "Shock"]]})
    assert out["costs"][0]["events"][0]["objects"] == ["Opt", "Shock"]
    assert "Hill Giant: gets -2/-2" in out["narration"]
    fewer = scenario(PAINBRINGER.replace("any number of", "up to three"), target="Hill Giant",
                     choices={"Ann": [["Opt"]]})
    assert "Hill Giant: gets -1/-1" in fewer["narration"]
    for text in (PAINBRINGER, PAINBRINGER.replace("any number of", "up to three")):
        with pytest.raises(BotError) as asked:
            scenario(text, target="Hill Giant")
        assert (asked.value.code, asked.value.field) == ("choice_needed", "choices")


@pytest.mark.parametrize("text", ["Each opponent discards two cards. You gain 1 life for each card discarded this way.",
                                  "Exile any number of cards from your graveyard. You gain 1 life for each card "
                                  "exiled this way."])
def test_a_this_way_count_over_a_zone_nobody_described_is_asked(text: str) -> None:
    with pytest.raises(BotError) as err:
        quick(text)
    assert (err.value.code, err.value.key) == ("choice_needed", "apnap.error.this_way_unknown")


# What a zone nobody described gives up, said as the card says it; ``wrong`` is what the answer said before.
UNDESCRIBED = [
    ("Return all creature cards from your graveyard to your hand.", "en", "Ann: all creature cards", "1000"),
    ("Regresa a tu mano todas las cartas de criatura de tu cementerio.", "es", "Ann: todas las cartas de criatura",
     "1000"),
    ("Each player puts any number of creature cards from their hand onto the battlefield.", "en",
     "Ann: any number of creature cards of their choice", "1000"),
    ("Each player exiles their graveyard.", "en", "Ann exiles every card of their graveyard (zone not described)",
     "Ann: nothing"),
    ("Cada jugador exilia su cementerio.", "es", "Ann exilia todas las cartas de su cementerio (zona no descrita)",
     "Ann: nothing"),
    ("Each player sacrifices all lands they control.", "en", "Ann sacrifices all lands (zone not described)",
     "Ann: rest"),
    ("Cada jugador sacrifica todas las tierras que controla.", "es",
     "Ann sacrifica todas las tierras (zona no descrita)", "Ann: rest"),
    ("Each player chooses a creature they control, then sacrifices the rest.", "en",
     "Ann sacrifices the rest (zone not described)", "Ann: rest"),
    # mass moves said "nothing happens", beside a note that the battlefields were not described
    ("Destroy all artifacts.", "en", "Ann destroys all artifacts (zone not described)", "nothing happens"),
    ("Destruye todos los artefactos.", "es", "Ann destruye todos los artefactos (zona no descrita)",
     "nothing happens"),
    ("Gain control of all creatures.", "en", "Ann gains control of all creatures (zone not described)",
     "nothing happens"),
    ("Each player returns all creature cards from their graveyard to the battlefield.", "en",
     "Ann returns all creature cards (zone not described)", "nothing happens"),
    # a choice of objects over battlefields nobody described said "Ann: creature"; "return those" said nothing (s19)
    ("Each player chooses a creature they control.", "en",
     "Ann chooses a creature of their choice, if they have one (zone not described)", "Ann: creature"),
    ("Each opponent chooses a nonland permanent they control. Return those permanents to their owners' hands.",
     "en", "Ann returns what Ben chose (zone not described)", "nothing happens"),
    ("Cada oponente elige un permanente que no sea tierra que controla. Regresa esos permanentes a las manos de "
     "sus propietarios.", "es", "Ann regresa lo que eligió Ben (zona no descrita)", "no pasa nada"),
    ("Each player chooses a creature they control. You gain control of those creatures.", "en",
     "Ann gains control of what Ben chose (zone not described)", "Ann: nothing"),
]


@pytest.mark.parametrize(("text", "lang", "said", "wrong"), UNDESCRIBED)
def test_what_a_zone_nobody_described_gives_up_is_said_as_printed_never_nothing(text: str, lang: str, said: str,
                                                                                wrong: str) -> None:
    out = quick(text, lang)
    assert said in out["narration"] and wrong not in out["narration"]


def test_every_mass_move_and_pick_action_has_its_verb_in_the_catalogue() -> None:
    # the sentence of a move over a zone nobody described says its verb ("apnap.verb.<action>"): one missing key
    # printed the key itself ("Ann apnap.verb.destroy all artifacts")
    from dataclasses import fields

    from bot.apnap.plan import steps
    from bot.catalog import catalog

    kinds = [c for c in vars(steps).values() if isinstance(c, type) and issubclass(c, steps.MassMove)]
    actions = {f.default for c in kinds for f in fields(c) if f.name == "action" and f.default}
    assert {"destroy", "exile", "gain_control"} <= actions  # the classes above are found
    assert {a for a in actions if f"apnap.verb.{a}" not in catalog()} == set()
