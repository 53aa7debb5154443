"""Replacement and prevention statics in general (614.1a, 615.1a): "If <scope> would <event>, <modification>
[instead]", with real card text, on the standard board (Alice, Bob, Carol, Dave; Bob is active, Dave controls).

Such a static moves nothing: its step reports one typed record (the event watched for, its scope, what happens
instead, for how long, which rules), the permanents of its scope now, and says it in both languages.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import EventReplacement, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board


def resolve(text: str, lang: str | None = None, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data["card"] = "Test Card"
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: CardText("Test Card", text))


def step_of(text: str, lang: str = "en") -> EventReplacement:
    (step,) = plan_of(parse_effect(text, lang)).steps
    assert isinstance(step, EventReplacement)
    return step


@pytest.mark.parametrize(("text", "by", "to", "modify"), [
    # Gratuitous Violence, Angrath's Marauders (a source you control), Dictate of the Twin Gods (any source)
    ("If a creature you control would deal damage to a permanent or player, it deals double that damage to that "
     "permanent or player instead.", "kind", "any", "double"),
    ("If a source you control would deal damage to a permanent or player, it deals double that damage to that "
     "permanent or player instead.", "kind", "any", "double"),
    ("If a source would deal damage to enchanted player, it deals double that damage to that player instead.",
     "kind", "enchanted_player", "double"),  # Curse of Bloodletting
    ("If a source would deal damage to you, it deals double that damage to you instead.", "kind", "you", "double"),
    ("If a source would deal damage to a permanent or player, it deals half that damage, rounded down, to that "
     "permanent or player instead.", "kind", "any", "half"),  # Ghosts of the Innocent
    ("If an instant or sorcery source you control would deal damage to a permanent or player, it deals that much "
     "damage plus 2 to that permanent or player instead.", "kind", "any", "plus"),  # Pyromancer's Swath
    ("If a source would deal damage to a creature, it deals that much damage minus 1 to that creature instead.",
     "kind", "creature", "minus"),
])
def test_damage_modifications_are_one_record(text: str, by: str, to: str, modify: str) -> None:
    step = step_of(text)
    assert (step.event, step.by, step.to, step.modify, step.duration) == ("deal_damage", by, to, modify, "static")
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["change"], event["act"], event["player"]) == ("replace", f"deal_damage_{modify}", "Dave")
    assert {"614.1a", "616.1", "604.1", "611.3a"} <= set(out["steps"][0]["citations"])
    assert out["state_based_actions"] == []
    assert render_plan(plan_of(parse_effect(text, "en"))).rstrip(".") == text.rstrip(".")  # said as the card says


def test_a_creature_you_control_names_the_controllers_creatures_now() -> None:
    out = resolve("If a creature you control would deal damage to a permanent or player, it deals double that damage "
                  "to that permanent or player instead.")
    (event,) = out["steps"][0]["events"]
    assert event["objects"] == ["Llanowar Elves", "Craw Wurm"] and event["by"] == "a creature you control"
    assert "it deals double that damage instead" in out["narration"] and "616.1" in out["narration"]


def test_half_rounded_down_and_up_are_kept() -> None:
    down = step_of("If a source would deal damage to a permanent or player, it deals half that damage, rounded down, "
                   "to that permanent or player instead.")
    assert (down.modify, down.round_up) == ("half", False)
    out = resolve("If a source would deal damage to a permanent or player, it deals half that damage, rounded up, to "
                  "that permanent or player instead.")
    (event,) = out["steps"][0]["events"]
    assert event["rounding"] == "up" and "107.1a" in out["steps"][0]["citations"]


@pytest.mark.parametrize(("text", "amount", "colors"), [
    ("If a green source would deal damage to you, prevent 2 of that damage.", 2, {"green"}),  # Sphere of Duty
    ("If a red source would deal damage to you, prevent 2 of that damage.", 2, {"red"}),  # Sphere of Law
    ("If an artifact would deal damage to you, prevent 1 of that damage.", 1, set()),  # Sphere of Purity
    ("If a source an opponent controls would deal damage to you, prevent 1 of that damage.", 1, set()),  # Seraph
])
def test_prevent_n_of_that_damage_is_a_prevention_each_time(text: str, amount: int, colors: set[str]) -> None:
    step = step_of(text)
    assert (step.action, step.modify, step.amount, step.to) == ("prevent", "prevent", amount, "you")
    assert step.by_objects is not None and set(step.by_objects.colors) == colors
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["change"], event["amount"], event["to"]) == ("prevent", amount, "Dave")
    assert {"615.1a", "615.10"} <= set(out["steps"][0]["citations"])  # that much of each damage event
    assert f"{amount} of that damage is prevented" in out["narration"]


@pytest.mark.parametrize(("text", "yard"), [
    ("If a card would be put into your graveyard from anywhere, exile it instead.", "yours"),  # Yawgmoth's Agenda
    ("If a card would be put into your graveyard from anywhere, exile that card instead.", "yours"),  # Forbidden Crypt
    ("If a card would be put into an opponent's graveyard from anywhere, exile it instead.", "opponents"),  # Leyline
    ("If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead.", "any"),
])
def test_cards_put_into_a_graveyard_are_exiled_instead(text: str, yard: str) -> None:
    step = step_of(text)
    assert (step.event, step.modify, step.yard) == ("to_graveyard", "exile", yard)
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert event["act"] == "to_graveyard_exile" and event["objects"] == []  # cards in any zone: none named now
    assert {"614.1a", "614.6"} <= set(out["steps"][0]["citations"])


@pytest.mark.parametrize(("text", "modify", "amount"), [
    ("If you would gain life, you gain twice that much life instead.", "twice", None),  # Boon Reflection
    ("If you would gain life, draw that many cards instead.", "draw", None),  # Lich, Nefarious Lich
    ("If you would draw a card, draw two cards instead.", "draw", 2),  # Thought Reflection
])
def test_a_players_gain_or_draw_is_replaced(text: str, modify: str, amount: int | None) -> None:
    step = step_of(text)
    assert (step.to, step.modify, step.amount) == ("you", modify, amount)
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert event["to"] == "Dave" and event["modify"] == modify


def test_sulfuric_vortex_a_player_gains_no_life_instead() -> None:
    out = resolve("If a player would gain life, that player gains no life instead.")
    (event,) = out["steps"][0]["events"]
    assert (event["event"], event["modify"], event["to"]) == ("gain_life", "none", "a player")
    assert "119.10" in out["steps"][0]["citations"]


def test_life_floor() -> None:
    text = "Damage that would reduce your life total to less than 1 reduces it to 1 instead."  # Worship-like
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["amount"], event["to"]) == ("life_reduced_floor", 1, "Dave")
    assert "it reduces it to 1 instead" in out["narration"]


def test_the_source_itself_by_its_own_name() -> None:
    text = ("If Charging Tuskodon would deal combat damage to a player, it deals double that damage to that player "
            "instead.")
    data = board()
    data["card"] = "Charging Tuskodon"
    out = resolve_text(json.dumps(data), None, card_lookup=lambda name: CardText("Charging Tuskodon", text))
    (event,) = out["steps"][0]["events"]
    assert (event["by"], event["combat"], event["to"]) == ("this permanent", True, "a player")


@pytest.mark.parametrize("text", [
    # scopes, events and modifications not read: refused with their words, never read as something else
    "If a nontoken creature an opponent controls would die, instead exile that card and create a 2/2 black Zombie "
    "creature token.",
    "If a source would deal damage to you or a planeswalker you control, prevent 1 of that damage.",
    "If a card would be put into your graveyard, exile it instead.",  # no "from anywhere": not the same event
    "If you would die, exile it instead.",
    "If an opponent would gain life, you gain twice that much life instead.",  # not the same player
    "If a source would deal damage to you, it deals double that damage to that creature instead.",
    "If a creature would die, prevent 1 of that damage.",
    "If you would draw a card except the first one you draw in each of your draw steps, draw two cards instead.",
])
def test_what_is_not_read_is_refused(text: str) -> None:
    with pytest.raises(BotError) as raised:
        resolve(text)
    assert raised.value.code == "unsupported_effect"


def test_a_replacement_before_damage_of_its_own_effect_is_refused() -> None:
    """The engine does not apply the record to later events of the same resolution: refused, never dealt in full."""
    with pytest.raises(BotError):
        parse_effect("If a source would deal damage to you, prevent 1 of that damage. Test Card deals 3 damage to "
                     "each player.", "en")


def test_spanish_narration_says_it() -> None:
    out = resolve("If a green source would deal damage to you, prevent 2 of that damage.", "es")
    assert "se previenen 2 puntos de ese daño" in out["narration"] and "616.1" in out["narration"]


@pytest.mark.parametrize("card", ["Clergy of the Holy Nimbus", "Mossbridge Troll"])
def test_a_card_regenerates_itself_instead_of_being_destroyed(card: str) -> None:
    """701.19a: "If <this card> would be destroyed, regenerate it" — pasted text names its own card ("If … would")."""
    data = board()
    data["effect"] = f"If {card} would be destroyed, regenerate it."
    out = resolve_text(json.dumps(data))
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["to"]) == ("destroyed_regenerate", "this permanent")
    assert {"614.1a", "701.19b"} <= set(out["steps"][0]["citations"])


def test_a_resolving_ability_for_this_turn() -> None:
    text = "If a card would be put into your graveyard from anywhere this turn, exile that card instead."  # Magus
    step = step_of(text)
    assert (step.duration, step.event, step.modify) == ("this_turn", "to_graveyard", "exile")
    out = resolve(text)
    assert out["steps"][0]["events"][0]["duration"] == "this_turn" and "611.2a" in out["steps"][0]["citations"]


def test_only_the_card_itself_regenerates() -> None:
    with pytest.raises(BotError):
        resolve("If a creature would be destroyed, regenerate it.")


# ------------------------------------------------------------------------- printed Spanish: the same plan
@pytest.mark.parametrize(("spanish", "english"), [
    ("Si una criatura que controlas fuera a hacer daño a un permanente o jugador, en su lugar, hace el doble de ese "
     "daño a ese permanente o jugador.",
     "If a creature you control would deal damage to a permanent or player, it deals double that damage to that "
     "permanent or player instead."),
    ("Si una fuente fuera a hacerte daño, prevén 1 punto de ese daño.",
     "If a source would deal damage to you, prevent 1 of that damage."),
    ("Si una fuente roja fuera a hacerte daño, prevén 2 puntos de ese daño.",
     "If a red source would deal damage to you, prevent 2 of that damage."),
    ("Si fueras a ganar vidas, en vez de eso, ganas el doble de esa cantidad de vidas.",
     "If you would gain life, you gain twice that much life instead."),
    ("Si fueras a ganar vidas, en su lugar, roba esa cantidad de cartas.",
     "If you would gain life, draw that many cards instead."),
    ("Si una carta fuera a ir a un cementerio desde cualquier lugar, en su lugar, exíliala.",
     "If a card would be put into a graveyard from anywhere, exile it instead."),
    ("Si una carta fuera a ponerse en el cementerio de un oponente desde cualquier lugar, en vez de eso, exíliala.",
     "If a card would be put into an opponent's graveyard from anywhere, exile it instead."),
])
def test_printed_spanish_reads_into_the_same_plan(spanish: str, english: str) -> None:
    from dataclasses import replace

    es, en = step_of(spanish, "es"), step_of(english)
    assert es == replace(en, text=es.text)
    assert render_plan(plan_of(parse_effect(spanish, "es")), "en").rstrip(".") == english.rstrip(".")


def test_spanish_life_floor() -> None:
    (step,) = plan_of(parse_effect("El daño que fuera a reducir tu total de vidas a menos de 1, en vez de eso, lo "
                                   "reduce a 1.", "es")).steps
    assert isinstance(step, EventReplacement) and (step.event, step.amount) == ("life_reduced", 1)


def test_spanish_source_words_not_read_are_refused() -> None:
    with pytest.raises(BotError):
        parse_effect("Si una fuente legendaria fuera a hacerte daño, prevén 1 punto de ese daño.", "es")


@pytest.mark.parametrize(("text", "to", "combat"), [
    ("If damage would be dealt to this permanent, prevent that damage.", "this permanent", False),
    ("If combat damage would be dealt to you, prevent that damage.", "Dave", True),
    ("If damage would be dealt to another creature you control, prevent that damage.", "another creature you control",
     False),
])
def test_damage_that_would_be_dealt_to_is_prevented(text: str, to: str, combat: bool) -> None:
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["to"], event.get("combat", False)) == ("dealt_damage_prevent", to, combat)
    assert render_plan(plan_of(parse_effect(text, "en"))).rstrip(".") == text.rstrip(".")


def test_another_creature_is_never_the_source_and_dies_is_the_older_records_word() -> None:
    out = resolve("If another creature would die, exile it instead.")
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["to"]) == ("dies_exile", "another creature")  # as "If that creature would die …"
    assert "Hill Giant" in event["objects"]


@pytest.mark.parametrize("text", [
    # what follows a replacement static says what happens instead: never an instruction now
    "If damage would be dealt to you, prevent that damage. You gain 1 life.",
    "If damage would be dealt to this permanent, prevent that damage. Remove a +1/+1 counter from this permanent.",
    "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead.",
])
def test_the_rest_of_a_replacement_is_not_an_instruction_now(text: str) -> None:
    with pytest.raises(BotError):
        parse_effect(text, "en")


# ------------------------------------------------------------------------- restrictions on objects (101.2)
@pytest.mark.parametrize(("text", "what"), [
    ("Instant and sorcery spells you control can't be countered.", "instant and sorcery spells you control"),  # Sphinx
    ("Creature spells you control can't be countered.", "creature spells you control"),
    ("Green spells you control can't be countered.", "green spells you control"),
])
def test_spells_that_cant_be_countered(text: str, what: str) -> None:
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["change"], event["act"], event["what"], event["objects"]) == ("cant", "be_countered", what, [])
    assert {"101.2", "701.6a", "604.1"} <= set(out["steps"][0]["citations"])
    assert render_plan(plan_of(parse_effect(text, "en"))).rstrip(".") == text.rstrip(".")


@pytest.mark.parametrize(("text", "objects"), [
    ("Activated abilities of artifacts can't be activated.", ["Sol Ring", "Mind Stone"]),  # Collector Ouphe
    ("Activated abilities of creatures your opponents control can't be activated.",
     ["Grizzly Bears", "Serra Angel", "Hill Giant"]),
])
def test_activated_abilities_that_cant_be_activated(text: str, objects: list[str]) -> None:
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["act"], event["objects"]) == ("activate", objects)
    assert {"101.2", "602.5"} <= set(out["steps"][0]["citations"])
    assert render_plan(plan_of(parse_effect(text, "en"))).rstrip(".") == text.rstrip(".")
    spanish = resolve(text, "es")
    assert "no pueden activarse" in spanish["narration"]


@pytest.mark.parametrize("text", [
    "Creature spells you control with power 5 or greater can't be countered.",
    "Activated abilities of sources with the chosen name can't be activated.",
    "Creatures you control can't be countered.",  # not a kind of spell
])
def test_restrictions_not_read_are_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve(text)


@pytest.mark.parametrize(("text", "steps"), [
    ("Enchanted creature can't attack or block, and its activated abilities can't be activated.", 2),  # Arrest
    ("Enchanted creature can't block, and its activated abilities can't be activated.", 2),
    ("Enchanted creature's activated abilities can't be activated.", 1),
])
def test_the_enchanted_creatures_activated_abilities(text: str, steps: int) -> None:
    out = resolve(text, attached_to="Hill Giant")
    assert len(out["steps"]) == steps
    event = out["steps"][-1]["events"][0]
    assert (event["act"], event["objects"]) == ("activate", ["Hill Giant"])
    assert {"101.2", "602.5"} <= set(out["steps"][-1]["citations"])


def test_its_after_anything_but_the_attached_creature_is_refused() -> None:
    with pytest.raises(BotError):
        resolve("Target creature can't block this turn, and its activated abilities can't be activated.",
                target=["Hill Giant"])


@pytest.mark.parametrize(("text", "act", "objects"), [
    ("Creatures can't attack you.", "attack_you",  # Form of the Squirrel, Blazing Archon: opponents' (506.2a)
     ["Grizzly Bears", "Serra Angel", "Hill Giant"]),
    ("Creatures with flying can't attack you or planeswalkers you control.", "attack_you_or_planeswalkers",
     ["Serra Angel"]),  # a static read as what it says when it is the ability asked for (oracle)
    ("Enchanted creature can't attack you or a planeswalker you control.", "attack_you_or_planeswalkers",
     ["Hill Giant"]),
])
def test_creatures_that_cant_attack_you(text: str, act: str, objects: list[str]) -> None:
    out = resolve(text, attached_to="Hill Giant")
    (event,) = out["steps"][0]["events"]
    assert (event["change"], event["act"], event["objects"]) == ("cant", act, objects)
    assert {"101.2", "508.1c"} <= set(out["steps"][0]["citations"]) and "attack Dave" in out["narration"]


@pytest.mark.parametrize(("text", "modify", "reveal"), [
    ("If Nissa's Chosen would die, put it on the bottom of its owner's library instead.", "to_library_bottom", False),
    ("If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it "
     "into its owner's library instead.", "shuffle_into_library", True),
    ("If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it into its owner's "
     "library instead.", "shuffle_into_library", True),
])
def test_a_card_goes_elsewhere_instead_of_its_graveyard(text: str, modify: str, reveal: bool) -> None:
    data = board()
    data["effect"] = text
    out = resolve_text(json.dumps(data))
    (event,) = out["steps"][0]["events"]
    assert (event["modify"], event["to"], event.get("reveal", False)) == (modify, "this permanent", reveal)
    assert {"614.1a", "400.7"} <= set(out["steps"][0]["citations"])
    assert out["reading"].rstrip(".") == text.rstrip(".")


@pytest.mark.parametrize("text", [
    "If a creature dealt damage by Kumano this turn would die, exile it instead.",  # Kumano, Master Yamabushi
    "If a creature dealt damage by enchanted creature this turn would die, exile it instead.",  # Kumano's Blessing
])
def test_creatures_dealt_damage_by_the_source_this_turn(text: str) -> None:
    data = board()
    data["effect"] = text
    out = resolve_text(json.dumps(data))
    (event,) = out["steps"][0]["events"]
    assert event["act"] == "dies_exile" and event["to"].startswith("a creature dealt damage by")
    assert event["objects"] == []  # which creatures were dealt damage this turn: no board shows it


def test_only_the_card_itself_returns_to_hand_instead() -> None:
    with pytest.raises(BotError):
        resolve("If a creature would die, return it to its owner's hand instead.")


@pytest.mark.parametrize(("spanish", "english"), [
    ("Si se le fuera a hacer daño a este permanente, prevén ese daño.",
     "If damage would be dealt to this permanent, prevent that damage."),
    ("Si una fuente fuera a hacer daño a esta criatura, prevén 1 punto de ese daño.",
     "If a source would deal damage to this creature, prevent 1 of that damage."),
])
def test_printed_spanish_damage_to_the_source_itself(spanish: str, english: str) -> None:
    from dataclasses import replace

    es, en = step_of(spanish, "es"), step_of(english)
    assert es == replace(en, text=es.text)
    assert render_plan(plan_of(parse_effect(spanish, "es")), "es").startswith("Si se le fuera a hacer daño") or \
        "fuera a hacer daño a este permanente" in render_plan(plan_of(parse_effect(spanish, "es")), "es")


@pytest.mark.parametrize(("text", "by", "to"), [
    ("If a source would deal damage to you or a creature you control, prevent 1 of that damage.", "a source",
     "Dave or a creature Dave controls"),  # Hedron-Field Purists
    ("If another red source you control would deal damage to a permanent or player, it deals that much damage plus "
     "1 to that permanent or player instead.", "another red source you control", "a permanent or player"),
])
def test_more_scopes(text: str, by: str, to: str) -> None:
    out = resolve(text)
    (event,) = out["steps"][0]["events"]
    assert (event["by"], event["to"]) == (by, to)
    assert out["reading"].rstrip(".") == text.rstrip(".")
