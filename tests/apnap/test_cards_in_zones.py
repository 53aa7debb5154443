"""Cards in zones as the objects of verbs and counts (CR 400-406, 607), read from real card text.

A count of cards in a zone uses the one object filter the battlefield uses ("for each creature card in your
graveyard", 404.2), and a zone nobody described (quick mode) is asked, never counted as empty (400.2)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import CardText, QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board

KRAUL = "You gain 1 life for each creature card in your graveyard."  # Kraul Foragers (Undergrowth)
LANDS = "Target player loses 1 life for each land card in their graveyard."  # the same count, another filter


def resolve(effect: str, lang: str | None = None, card: str | None = None, **more: Any) -> dict[str, Any]:
    """On the standard board; with ``card``, the text comes through ``card:`` (its name means the source)."""
    data = board(effect=effect, **more)
    if card is None:
        return resolve_text(json.dumps(data), lang)
    data["card"] = card
    del data["effect"]
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText(card, effect))


def life_events(out: dict[str, Any]) -> list[tuple[str, int]]:
    return [(e["player"], e["amount"]) for s in out["steps"] for e in s["events"]]


def test_for_each_card_of_a_kind_in_a_graveyard_counts_with_the_battlefield_filter() -> None:
    (step,) = plan_of(parse_effect(KRAUL)).steps
    amount = step.amount  # type: ignore[attr-defined]
    assert isinstance(amount, a.GraveyardSize) and amount.filter is not None
    assert amount.filter.alternatives[0][0] == frozenset({"creature"})
    # Dave (the controller): Elvish Mystic, Island, Swamp — one creature card
    assert life_events(resolve(KRAUL)) == [("Dave", 1)]
    # Alice: Gray Ogre, Ponder, Mountain — one land card; Dave: two
    assert life_events(resolve(LANDS, target="Alice")) == [("Alice", 1)]
    assert life_events(resolve(LANDS, target="Dave")) == [("Dave", 2)]


def test_the_count_renders_with_its_filter_in_both_languages() -> None:
    plan = plan_of(parse_effect(KRAUL))
    assert render_plan(plan, "en") == KRAUL
    es = "Ganas 1 vida por cada carta de criatura en tu cementerio."
    assert render_plan(plan_of(parse_effect(es, "es")), "en") == KRAUL
    assert "por cada carta de criatura en tu cementerio" in render_plan(plan, "es")


def quick(effect: str) -> dict[str, Any]:
    data = quick_scenario(QuickRequest(effect=effect, players=["Ann", "Ben"], target="Ben"))
    return resolve_text(json.dumps(data))


@pytest.mark.parametrize("text", [KRAUL, "You gain 1 life for each card in your graveyard.",
                                  "Target player loses life equal to the number of cards in their graveyard.",
                                  "Draw cards equal to the number of cards in your hand."])
def test_a_count_of_a_zone_nobody_described_is_asked_never_zero(text: str) -> None:
    with pytest.raises(BotError) as err:
        quick(text)
    assert err.value.code == "choice_needed" and err.value.key == "apnap.error.zone_count_unknown"
    assert "never counted as empty" in err.value.text("en")


PRISON = ("When Prison Realm enters the battlefield, exile target creature or planeswalker an opponent controls until "
          "Prison Realm leaves the battlefield.")
CONDEMN = "Exile another target creature until this permanent leaves the battlefield."  # Angel of Condemnation
CONDEMN_ES = "Exilia otra criatura objetivo hasta que este permanente deje el campo de batalla."


def test_exile_until_the_source_leaves_reports_the_return_it_promises() -> None:
    (step,) = plan_of(parse_effect(CONDEMN)).steps
    assert step.until_source_leaves and step.objects.not_source  # type: ignore[attr-defined]
    out = resolve(PRISON, card="Prison Realm", target="Hill Giant")
    (e,) = out["steps"][0]["events"]
    assert (e["player"], e["action"], e["objects"], e["until"]) == ("Dave", "exile", ["Hill Giant"], "source_leaves")
    assert {"610.3", "610.3c", "115.1"} <= set(out["steps"][0]["citations"])
    assert "exiles Hill Giant from the battlefield until Prison Realm leaves the battlefield" in out["narration"]
    out = resolve(CONDEMN, target="Craw Wurm", lang="es")
    assert "hasta que este permanente deje el campo de batalla" in out["narration"]


def test_until_the_source_leaves_reads_in_printed_spanish_and_renders_back() -> None:
    en = plan_of(parse_effect(CONDEMN))
    es = plan_of(parse_effect(CONDEMN_ES, "es"))
    assert es.steps == tuple(replace(s, text=es.steps[0].text) for s in en.steps)  # the same plan
    assert render_plan(en, "en") == CONDEMN
    assert render_plan(en, "es") == CONDEMN_ES
    plain = plan_of(parse_effect("Exilia la criatura objetivo hasta que este permanente deje el campo de batalla.",
                                 "es"))
    assert plain.steps[0].until_source_leaves and not plain.steps[0].objects.not_source  # type: ignore[attr-defined]


def test_until_a_word_that_is_not_the_source_is_refused() -> None:
    with pytest.raises(BotError) as err:
        parse_effect("Exile target creature until this turn leaves the battlefield.")
    assert err.value.code == "unsupported_effect"


VAULT = "Put all cards exiled with this permanent into their owner's graveyard."  # Knowledge Vault, Duplicity
ARCHIVE = "Put all cards exiled with this permanent into their owner's hand."  # Kyren Archive, Knowledge Vault
DRAGON = "Return the exiled cards to the battlefield under their owners' control."  # Worldgorger Dragon
GIANT = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3}


def test_cards_exiled_with_the_source_go_to_their_owners_zones() -> None:
    out = resolve(ARCHIVE, exiled_with={"Bob": ["Lightning Bolt (instant)"], "Alice": ["Shock (instant)"]})
    (e,) = out["steps"][0]["events"]
    assert (e["action"], sorted(e["objects"]), e["from"], e["to"]) == ("put", ["Lightning Bolt", "Shock"], "exile",
                                                                       "hand")
    assert {"607.2a", "400.7"} <= set(out["steps"][0]["citations"])
    assert "into their owners' hands" in out["narration"]
    out = resolve(VAULT, exiled_with={"Bob": ["Lightning Bolt (instant)"]}, lang="es")
    assert "Lightning Bolt (exiliada con este permanente) en el cementerio de su propietario" in out["narration"]


def test_the_exiled_cards_return_under_their_owners_control_and_enter() -> None:
    out = resolve(DRAGON, exiled_with={"Bob": [GIANT]})
    (e,) = out["steps"][0]["events"]
    assert (e["action"], e["objects"], e["to"]) == ("return", ["Hill Giant"], "battlefield")
    assert "Hill Giant (exiled with this permanent) returns to the battlefield under its owner's control" in \
        out["narration"]


def test_cards_exiled_with_the_source_are_asked_never_assumed() -> None:
    with pytest.raises(BotError) as err:
        resolve(VAULT)
    assert (err.value.code, err.value.field) == ("choice_needed", "exiled_with")
    out = resolve(VAULT, exiled_with={})  # none: nothing moves, said
    assert out["steps"][0]["events"][0]["objects"] == []
    with pytest.raises(BotError) as err:
        resolve(VAULT, exiled_with=["Hill Giant"])  # not owner → cards
    assert err.value.code == "bad_scenario"


@pytest.mark.parametrize(("es", "en"), [
    ("Pon todas las cartas exiliadas con este permanente en el cementerio de su propietario.", VAULT),
    ("Pon todas las cartas exiliadas con este permanente en la mano de su propietario.", ARCHIVE),
    ("Regresa las cartas exiliadas al campo de batalla bajo el control de sus propietarios.", DRAGON)])
def test_linked_cards_read_in_printed_spanish_into_the_same_plan(es: str, en: str) -> None:
    one, other = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert one.steps == tuple(replace(s, text=one.steps[0].text) for s in other.steps)
    assert render_plan(other, "en") == en and render_plan(other, "es") == es


def test_exiled_with_another_object_is_refused() -> None:
    with pytest.raises(BotError) as err:
        parse_effect("Put all cards exiled with this turn into their owner's hand.")
    assert err.value.code == "unsupported_effect"


def test_quick_mode_takes_the_linked_cards_as_a_fact() -> None:
    data = quick_scenario(QuickRequest(effect=ARCHIVE, players=["Ann", "Ben"], facts={"exiled_with": {"Ben": ["Opt"]}}))
    out = resolve_text(json.dumps(data))
    assert out["steps"][0]["events"][0]["objects"] == ["Opt"]
    with pytest.raises(BotError) as err:
        quick(ARCHIVE)
    assert err.value.field == "exiled_with"


CRYPT = "Exile all creature cards from target player's graveyard. You gain 3 life for each card exiled this way."


def test_another_players_graveyard_is_exiled_by_the_controller() -> None:
    out = resolve(CRYPT, target="Alice")  # Crypt Incursion: Alice's Gray Ogre, by Dave
    first, second = out["steps"]
    assert [(e["player"], e["objects"]) for e in first["events"]] == [("Dave", ["Gray Ogre"])]
    assert life_events({"steps": [second]}) == [("Dave", 3)]
    out = resolve("Exile target player's graveyard.", target="Dave")  # Bojuka Bog
    assert out["steps"][0]["events"][0]["objects"] == ["Elvish Mystic", "Island", "Swamp"]
    assert render_plan(plan_of(parse_effect(CRYPT)), "en") == CRYPT


def test_that_players_graveyard_is_that_players_not_the_actors() -> None:
    out = resolve("Exile all cards from that player's graveyard.", that_player="Bob")
    assert out["steps"][0]["events"][0]["objects"] == ["Runeclaw Bear"]  # not Dave's own graveyard


@pytest.mark.parametrize("text", ["Each opponent exiles your graveyard.",
                                  "Exile all creature cards from their graveyard.",
                                  "Each player exiles all cards from your graveyard."])
def test_a_possessive_that_is_not_the_actors_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


def test_a_card_on_top_of_a_library_is_the_next_one_drawn() -> None:
    out = resolve("Put target creature card from your graveyard on top of your library. Draw a card.",
                  target="Elvish Mystic")
    put, draw = out["steps"]
    assert (put["events"][0]["action"], put["events"][0]["to"]) == ("put", "library_top")
    assert draw["events"][0]["objects"] == ["Elvish Mystic"]
    out = resolve("Target opponent puts a card from their hand on top of their library.", target="Alice",
                  choices={"Alice": ["Shock"]})  # Chittering Rats
    (e,) = out["steps"][0]["events"]
    assert (e["player"], e["objects"], e["from"], e["to"]) == ("Alice", ["Shock"], "hand", "library_top")
    assert "401.2" in out["steps"][0]["citations"]


def test_a_card_from_a_hand_nobody_described_stays_unnamed() -> None:
    out = quick("Target opponent puts a card from their hand on top of their library.")
    (e,) = out["steps"][0]["events"]
    assert e["objects"] == [] and e["unknown"] and e["hidden"]


TWO = "Return up to two target creature cards from your graveyard to your hand."  # Grim Harvest's family


def test_several_graveyard_targets_move_together() -> None:
    graveyard = ["Elvish Mystic (creature)", "Runeclaw Bear (creature)", "Swamp (basic land)"]
    out = resolve(TWO, target=["Elvish Mystic", "Runeclaw Bear"], Dave={"graveyard": graveyard})
    (e,) = out["steps"][0]["events"]
    assert (e["action"], e["objects"], e["to"]) == ("return", ["Elvish Mystic", "Runeclaw Bear"], "hand")
    out = resolve(TWO, target=["Elvish Mystic"], Dave={"graveyard": graveyard})  # up to: one is enough
    assert out["steps"][0]["events"][0]["objects"] == ["Elvish Mystic"]
    with pytest.raises(BotError) as err:  # exactly two, one named
        resolve(TWO.replace("up to two", "two"), target=["Elvish Mystic"], Dave={"graveyard": graveyard})
    # the second is asked with the legal cards (601.2c; session 23: was "no card named Elvish Mystic", which is there)
    assert err.value.key == "apnap.error.targets_needed_exactly"
    assert err.value.suggestions == ["Elvish Mystic", "Runeclaw Bear"]
    with pytest.raises(BotError) as err:  # "up to" allows no target, never a wrong one (115.1)
        resolve(TWO, target=["Hill Giant"])
    assert err.value.key == "apnap.error.target_card"


def test_several_graveyard_targets_render_and_read_in_spanish() -> None:
    plan = plan_of(parse_effect(TWO))
    assert plan.steps[0].count == 2 and plan.steps[0].up_to  # type: ignore[attr-defined]
    assert render_plan(plan, "en") == TWO
    es = "Regresa hasta dos cartas de criatura objetivo de tu cementerio a tu mano."
    assert render_plan(plan, "es") == es
    assert plan_of(parse_effect(es, "es")).steps == tuple(replace(s, text=es.rstrip(".")) for s in plan.steps)
    older = "Devuelve hasta dos cartas de criatura objetivo de tu cementerio a tu mano."  # the other printed verb
    (step,) = plan_of(parse_effect(older, "es")).steps
    assert step.count == 2 and step.up_to  # type: ignore[attr-defined]


def test_a_this_way_count_of_a_graveyard_nobody_described_is_asked() -> None:
    with pytest.raises(BotError) as err:  # Crypt Incursion in quick mode: how many were exiled is not known
        quick(CRYPT)
    assert (err.value.code, err.value.key) == ("choice_needed", "apnap.error.this_way_unknown")
    assert "Ben" in err.value.text("en")  # the player whose graveyard nobody described, not the controller


def test_until_the_source_leaves_says_when_the_source_is_not_shown() -> None:
    out = resolve(PRISON, card="Prison Realm", target="Hill Giant")
    assert any("610.3a-b" in w for w in out["warnings"])  # not on the board: assumed there, said
    dave = next(p for p in board()["players"] if p["name"] == "Dave")
    realm = {"name": "Prison Realm", "types": ["enchantment"]}
    out = resolve(PRISON, card="Prison Realm", target="Hill Giant", Dave={"battlefield": [*dave["battlefield"], realm]})
    assert not any("610.3a-b" in w for w in out["warnings"])


@pytest.mark.parametrize("text", ["Each player exiles the top card of your library.",
                                  "Exile all cards from that player's hand."])
def test_a_zone_step_that_reaches_only_the_actors_zone_refuses_anothers(text: str) -> None:
    with pytest.raises(BotError) as err:  # read before as the actor's own zone: a confidently wrong answer
        parse_effect(text)
    assert err.value.code == "unsupported_effect"
