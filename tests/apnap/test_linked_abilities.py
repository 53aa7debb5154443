"""Linked abilities (CR 607) read from real card text: what one ability of a source exiled, the other finds (607.2a).

"Return the exiled card to the battlefield under its owner's control" is the card this effect exiled when the effect
exiled one (400.7j), and otherwise the card the source's linked ability exiled: a fact only the scenario gives
(``exiled_with``), asked when not given, never taken from the exile zone as a whole."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board

GIANT = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3}
# Oblivion Ring, Faceless Butcher, Wormfang Turtle, Journey to Nowhere's older wording: the leave trigger
O_RING = ("When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's "
          "control.")
WATCHER = "When Watcher for Tomorrow leaves the battlefield, put the exiled card into its owner's hand."
SAFE_HAVEN = ("At the beginning of your upkeep, you may sacrifice Safe Haven. If you do, return each card exiled with "
              "Safe Haven to the battlefield under its owner's control.")
SYNOD = ("{2}, Sacrifice Synod Sanctum: Return all cards exiled with Synod Sanctum to the battlefield under your "
         "control.")
PARALLAX = ("When Parallax Tide leaves the battlefield, each player returns to the battlefield all cards they own "
            "exiled with Parallax Tide.")


def resolve(card: str, text: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    """``card:`` on the standard board, its text through the lookup (its name means the source)."""
    data = board(card=card, **more)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, text, lang or "en"))


def test_the_exiled_card_of_a_leave_trigger_is_the_linked_card() -> None:
    out = resolve("Oblivion Ring", O_RING, exiled_with={"Bob": [GIANT]})
    (e,) = out["steps"][0]["events"]
    assert (e["player"], e["action"], e["objects"], e["from"], e["to"]) == ("Dave", "return", ["Hill Giant"], "exile",
                                                                             "battlefield")
    assert e["linked"] is True
    assert {"607.2a", "400.7"} <= set(out["steps"][0]["citations"])
    assert "Hill Giant (exiled with Oblivion Ring) returns to the battlefield under its owner's control" in \
        out["narration"]
    assert "Hill Giant" in [str(o) for o in out["steps"][0]["events"][0]["objects"]]


def test_the_linked_card_is_asked_never_taken_from_the_exile_zone() -> None:
    with pytest.raises(BotError) as err:
        resolve("Oblivion Ring", O_RING)
    assert (err.value.code, err.value.field) == ("choice_needed", "exiled_with")
    out = resolve("Oblivion Ring", O_RING, exiled_with={})
    assert out["steps"][0]["events"][0]["objects"] == []


def test_an_exile_of_the_same_effect_is_still_that_card() -> None:
    out = resolve("Flicker", "Exile target creature you control, then return the exiled card to the battlefield under "
                  "its owner's control.", target="Craw Wurm")
    events = [e for s in out["steps"] for e in s["events"]]
    assert [(e["action"], e["objects"]) for e in events] == [("exile", ["Craw Wurm"]), ("return", ["Craw Wurm"])]
    assert not any(e.get("linked") for e in events)


def test_the_exiled_card_into_its_owners_hand() -> None:
    out = resolve("Watcher for Tomorrow", WATCHER, exiled_with={"Alice": ["Opt (instant)"]})
    (e,) = out["steps"][0]["events"]
    assert (e["action"], e["objects"], e["to"]) == ("put", ["Opt"], "hand")
    assert "Opt (exiled with Watcher for Tomorrow) into its owner's hand" in out["narration"]


def test_each_card_exiled_with_the_source_after_its_sacrifice() -> None:
    out = resolve("Safe Haven", SAFE_HAVEN, exiled_with={"Dave": [GIANT], "Bob": ["Grizzly Bears (creature)"]})
    moved = [(e["action"], sorted(e["objects"])) for e in out["steps"][-1]["events"]]
    assert moved == [("return", ["Grizzly Bears", "Hill Giant"])]


def test_under_your_control_the_controller_gets_them() -> None:
    out = resolve("Synod Sanctum", SYNOD, exiled_with={"Bob": [GIANT]})
    (e,) = out["steps"][-1]["events"]
    assert (e["player"], e["objects"], e["under"]) == ("Dave", ["Hill Giant"], "controller")
    assert "Hill Giant (exiled with Synod Sanctum) returns to the battlefield under Dave's control" in out["narration"]
    out = resolve("Synod Sanctum", SYNOD, exiled_with={"Bob": [GIANT]}, lang="es")
    assert "bajo el control de Dave" in out["narration"]


def test_each_player_returns_the_cards_they_own() -> None:
    out = resolve("Parallax Tide", PARALLAX, exiled_with={"Bob": ["Island (land)"], "Alice": ["Forest (land)"]})
    step = out["steps"][0]
    assert step["order"] == ["Bob", "Carol", "Dave", "Alice"]
    assert [(e["player"], e["objects"]) for e in step["events"]] == [("Bob", ["Island"]), ("Alice", ["Forest"])]


@pytest.mark.parametrize(("es", "en"), [
    ("Regresa la carta exiliada al campo de batalla bajo el control de su propietario.",
     "Return the exiled card to the battlefield under its owner's control."),
    ("Pon la carta exiliada en la mano de su propietario.", "Put the exiled card into its owner's hand."),
    ("Regresa cada carta exiliada con este permanente al campo de batalla bajo el control de su propietario.",
     "Return each card exiled with this permanent to the battlefield under its owner's control."),
    ("Regresa todas las cartas exiliadas con este permanente al campo de batalla bajo tu control.",
     "Return all cards exiled with this permanent to the battlefield under your control."),
    ("Cada jugador regresa al campo de batalla todas las cartas que posee exiliadas con este permanente.",
     "Each player returns to the battlefield all cards they own exiled with this permanent."),
    ("Regresa las cartas exiliadas al campo de batalla giradas bajo el control de sus propietarios.",
     "Return the exiled cards to the battlefield tapped under their owners' control.")])
def test_printed_spanish_reads_into_the_same_plan_and_both_render_back(es: str, en: str) -> None:
    one, other = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert one.steps == tuple(replace(s, text=one.steps[0].text) for s in other.steps)
    assert render_plan(other, "en") == en
    assert render_plan(other, "es") == es


def test_the_exiled_card_after_an_exile_of_the_effect_and_another_players_return_are_refused() -> None:
    for text in ("Exile target creature. Put the exiled card into its owner's hand.",
                 "Target player returns the exiled card to the battlefield under its owner's control.",
                 "Return all cards exiled with this turn to the battlefield under your control."):
        with pytest.raises(BotError) as err:
            parse_effect(text)
        assert err.value.code == "unsupported_effect", text


RITUAL = "Players can't cast spells with the same name as the exiled card."  # Exclusion Ritual
CIRCU = "Your opponents can't cast spells with the same name as a card exiled with Circu, Dimir Lobotomist."
REFLECTOR = ("When Reflector Mage enters the battlefield, return target creature an opponent controls to its owner's "
             "hand. That creature's owner can't cast spells with the same name as that creature until your next turn.")


def test_the_exiled_cards_name_is_what_players_cant_cast() -> None:
    out = resolve("Exclusion Ritual", RITUAL, exiled_with={"Bob": [GIANT]})
    step = out["steps"][0]
    assert step["order"] == ["Bob", "Carol", "Dave", "Alice"]
    assert {(e["change"], e["act"], tuple(e["same_name"])) for e in step["events"]} == {("cant", "cast",
                                                                                          ("Hill Giant",))}
    assert "607.2a" in step["citations"]
    assert "Bob can't cast spells named Hill Giant" in out["narration"]
    assert "with the same name as a card exiled with Exclusion Ritual" in out["narration"]  # the reading says it
    out = resolve("Exclusion Ritual", RITUAL, lang="es", exiled_with={"Bob": [GIANT]})
    assert "Bob no puede lanzar hechizos llamados Hill Giant" in out["narration"]


def test_the_linked_card_of_a_restriction_is_asked_and_none_is_said() -> None:
    with pytest.raises(BotError) as err:
        resolve("Circu, Dimir Lobotomist", CIRCU, ability=None)
    assert (err.value.code, err.value.field) == ("choice_needed", "exiled_with")
    out = resolve("Circu, Dimir Lobotomist", CIRCU, exiled_with={})
    assert [e["player"] for e in out["steps"][0]["events"]] == ["Bob", "Carol", "Alice"]
    assert "and none is: no spell is kept from being cast" in out["narration"]


def test_that_creatures_owner_cant_cast_its_name_until_your_next_turn() -> None:
    out = resolve("Reflector Mage", REFLECTOR, target="Hill Giant")
    returned, rule = out["steps"]
    assert returned["events"][0]["objects"] == ["Hill Giant"]
    (e,) = rule["events"]
    assert (e["player"], e["same_name"], e["duration"]) == ("Bob", ["Hill Giant"], "until_your_next_turn")
    assert "608.2h" in rule["citations"]


@pytest.mark.parametrize(("es", "en"), [
    ("Los jugadores no pueden lanzar hechizos con el mismo nombre que la carta exiliada.", RITUAL),
    ("Tus oponentes no pueden lanzar hechizos con el mismo nombre que una carta exiliada con este permanente.",
     "Your opponents can't cast spells with the same name as a card exiled with this permanent."),
    ("Regresa la criatura objetivo que controla un oponente a la mano de su propietario. El propietario de esa "
     "criatura no puede lanzar hechizos con el mismo nombre que esa criatura hasta tu próximo turno.",
     "Return target creature an opponent controls to its owner's hand. That creature's owner can't cast spells with "
     "the same name as that creature until your next turn.")])
def test_same_name_restrictions_read_in_printed_spanish_into_the_same_plan(es: str, en: str) -> None:
    one, other = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert [replace(s, text="") for s in one.steps] == [replace(s, text="") for s in other.steps]
    for lang in ("en", "es"):  # each reading reads back into the same plan
        said = render_plan(other, lang)
        assert [replace(s, text="") for s in plan_of(parse_effect(said, lang)).steps] == \
            [replace(s, text="") for s in other.steps], said


def test_same_name_as_something_not_remembered_is_refused() -> None:
    for text in ("Players can't cast spells with the same name as that creature.",  # no target before it
                 "Exile target creature. Players can't cast spells with the same name as the exiled card.",
                 "Players can't cast spells with the same name as a card exiled with this turn."):
        with pytest.raises(BotError) as err:
            parse_effect(text)
        assert err.value.code == "unsupported_effect", text


DUAL = "When Dual Nature leaves the battlefield, exile all tokens created with Dual Nature."
BURST = ("When Saproling Burst leaves the battlefield, destroy all tokens created with Saproling Burst. They can't be "
         "regenerated.")
DANCE = "When Dance of Many leaves the battlefield, exile the token."


def test_tokens_created_with_the_source_are_the_scenarios_and_only_those() -> None:
    out = resolve("Dual Nature", DUAL, created_with={"Bob": ["Grizzly Bears"]},
                  Alice={"battlefield": [{"name": "Grizzly Bears", "types": ["token", "creature"]}]})
    (e,) = out["steps"][0]["events"]
    assert (e["player"], e["action"], e["objects"]) == ("Dave", "exile", ["Grizzly Bears"])
    assert "607.2a" in out["citations"]
    # one Grizzly Bears, Bob's, the one created with it: Alice's Grizzly Bears token stays
    assert "Exile all tokens created with Dual Nature." in out["narration"]


def test_the_tokens_created_with_the_source_are_asked_never_every_token() -> None:
    with pytest.raises(BotError) as err:
        resolve("Dual Nature", DUAL)
    assert (err.value.code, err.value.field) == ("choice_needed", "created_with")
    out = resolve("Dual Nature", DUAL, created_with={})
    assert out["steps"][0]["events"][0]["objects"] == []


def test_destroyed_tokens_created_with_the_source_cant_be_regenerated() -> None:
    out = resolve("Saproling Burst", BURST, created_with={"Dave": ["Saproling", "Saproling"]})
    (e,) = out["steps"][0]["events"]
    assert (e["action"], e["objects"]) == ("destroy", ["Saproling", "Saproling"])
    assert "701.19c" in out["citations"]


def test_the_token_of_a_leave_trigger_is_the_one_created_with_the_source() -> None:
    out = resolve("Dance of Many", DANCE, created_with={"Alice": ["Serra Angel"]})
    (e,) = out["steps"][0]["events"]
    assert (e["action"], e["objects"]) == ("exile", ["Serra Angel"])
    out = resolve("Dance of Many", "Cuando la Danza de muchos deje el campo de batalla, exilia la ficha.", lang="es",
                  created_with={"Alice": ["Serra Angel"]})
    assert out["steps"][0]["events"][0]["objects"] == ["Serra Angel"]
    assert "Exilia todas las fichas creadas con Dance of Many" in out["narration"]


@pytest.mark.parametrize(("es", "en"), [
    ("Exilia todas las fichas creadas con este permanente.", "Exile all tokens created with this permanent."),
    ("Destruye todas las fichas creadas con este permanente.", "Destroy all tokens created with this permanent.")])
def test_tokens_created_with_the_source_read_in_printed_spanish(es: str, en: str) -> None:
    one, other = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert one.steps == tuple(replace(s, text=one.steps[0].text) for s in other.steps)
    assert render_plan(other, "en") == en and render_plan(other, "es") == es


def test_the_token_after_a_creation_of_the_same_effect_is_not_the_linked_one() -> None:
    with pytest.raises(BotError) as err:  # "the token" now: only a delayed trigger's, after a creation (603.7)
        parse_effect("Create a 1/1 white Soldier creature token. Exile the token.")
    assert err.value.code == "unsupported_effect"


THIEF = "You may look at cards exiled with Grimoire Thief."  # Grimoire Thief, Bane Alley Broker


def test_the_controller_may_look_at_the_linked_cards_which_are_named() -> None:
    out = resolve("Grimoire Thief", THIEF, exiled_with={"Bob": ["Opt (instant)"]})
    (e,) = out["steps"][0]["events"]
    assert (e["player"], e["change"], e["act"], e["looked"]) == ("Dave", "may", "look_linked", ["Opt"])
    assert {"607.2a", "406.3"} <= set(out["steps"][0]["citations"])
    assert "Dave may look at the cards exiled with Grimoire Thief any time: Opt" in out["narration"]
    out = resolve("Grimoire Thief", THIEF, exiled_with={}, lang="es")
    assert "puede mirar en cualquier momento las cartas exiliadas con Grimoire Thief, y no hay ninguna" in \
        out["narration"]
    with pytest.raises(BotError) as err:
        resolve("Grimoire Thief", THIEF)
    assert err.value.field == "exiled_with"


def test_looking_at_linked_cards_is_only_a_permission_of_yours() -> None:
    for text in ("Look at cards exiled with this permanent.", "Each player may look at cards exiled with this turn."):
        with pytest.raises(BotError) as err:
            parse_effect(text)
        assert err.value.code == "unsupported_effect", text


def test_a_card_with_the_same_name_as_this_permanent_is_still_the_sources_name() -> None:
    """The restriction's "con el mismo nombre que" never takes "… que este permanente" (201.2, a search's filter)."""
    es = ("Puedes buscar en tu biblioteca una carta con el mismo nombre que este permanente, revelarla y ponerla en tu "
          "mano. Si lo haces, baraja tu biblioteca.")
    assert plan_of(parse_effect(es, "es")).steps
