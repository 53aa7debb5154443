"""Abilities inside quotation marks (issue #22): a quoted ability is read again by the same splitter and grammar,
kept in the plan and the events, rendered and narrated; it is never resolved now (113.10, 114.2, 111.3).
Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order,
Bob active, Dave controls; APNAP order Bob, Carol, Dave, Alice).
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import CantInCombat, Create, GetEmblem, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, typed
from tests.apnap.test_grammar_choices import resolve

CHANDRA = ("+2: Each opponent gets an emblem with \"At the beginning of your upkeep, this emblem deals 1 damage to "
           "you.\"")
SORIN = "−6: You get an emblem with \"At the beginning of each opponent's upkeep, that player sacrifices a creature.\""
SORIN_ES = ("−6: Obtienes un emblema con “Al comienzo del mantenimiento de cada oponente, ese jugador sacrifica una "
            "criatura.”")
SPYMASTER = ("At the beginning of each opponent's end step, that player creates a 1/1 red Goblin creature token with "
             "\"Creatures you control attack each combat if able.\"")
PERIMETER = ("At the beginning of each other player's first upkeep, that player creates a 1/1 red Goblin creature "
             "token with \"This creature can't block.\"")
PERIMETER_ES = ("Al comienzo del primer mantenimiento de cada otro jugador, ese jugador crea una ficha de criatura "
                "Trasgo roja 1/1 con “Esta criatura no puede bloquear.”")
MINDLASH = "All Slivers have \"{1}, Sacrifice this permanent: Each player discards a card.\""
NOXIOUS = "Enchanted land has \"{T}: This land deals 1 damage to each creature and each player.\""
NOXIOUS_ES = "La tierra encantada tiene “{T}: Esta tierra hace 1 punto de daño a cada criatura y a cada jugador.”"
BURGEONING = "Enchanted land has \"Untap this land during each other player's untap step.\""


# ------------------------------------------------------------------------------------ emblems (114)
def test_each_opponent_gets_an_emblem_in_the_command_zone_with_the_ability_read_not_resolved() -> None:
    out = resolve(CHANDRA)
    (step,) = out["steps"]
    assert (step["action"], step["order"]) == ("emblem", ["Bob", "Carol", "Alice"])
    assert {(e["player"], e["zone"], e["ability_kind"]) for e in step["events"]} == {
        ("Bob", "command", "triggered"), ("Carol", "command", "triggered"), ("Alice", "command", "triggered")}
    assert step["events"][0]["ability"] == "At the beginning of your upkeep, this emblem deals 1 damage to you."
    assert {"114.2", "114.4"} <= set(step["citations"])
    assert out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20}  # nothing is dealt now
    assert out["reading"] == CHANDRA.split(": ", 1)[1]
    assert "Bob gets an emblem (command zone) with" in out["narration"]


def test_you_get_an_emblem_is_the_controllers_and_its_inner_ability_is_a_typed_plan() -> None:
    out = resolve(SORIN)
    (step,) = out["steps"]
    assert step["order"] == ["Dave"] and [e["player"] for e in step["events"]] == ["Dave"]
    assert out["reading"].startswith("You get an emblem with \"At the beginning of each opponent's upkeep, that")
    emblem = plan_of(parse_effect(SORIN.split(": ", 1)[1])).steps[0]
    assert isinstance(emblem, GetEmblem)
    inner = plan_of(emblem.ability.effect).steps[0]
    assert emblem.ability.kind == "triggered"
    assert emblem.ability.condition == "At the beginning of each opponent's upkeep"
    assert (inner.action, inner.subject.kind) == ("sacrifice", "that_player")


def test_an_emblem_in_printed_spanish_reads_into_the_same_plan() -> None:
    out = resolve(SORIN_ES, lang="es")
    (step,) = out["steps"]
    assert (step["action"], step["order"], step["events"][0]["zone"]) == ("emblem", ["Dave"], "command")
    assert out["reading"].startswith("Obtienes un emblema con")
    assert "Dave obtiene un emblema (zona de mando)" in out["narration"]


def test_the_same_emblem_in_both_languages_gives_the_same_steps_inside() -> None:
    """Chandra's emblem: "te hace 1 punto de daño" names "you" in the verb (printed Spanish)."""
    spanish = ("Cada oponente obtiene un emblema con “Al comienzo de tu mantenimiento, este emblema te hace 1 punto "
               "de daño.”")
    es = plan_of(parse_effect(spanish, "es")).steps[0]
    en = plan_of(parse_effect(CHANDRA.split(": ", 1)[1])).steps[0]
    assert isinstance(es, GetEmblem) and isinstance(en, GetEmblem)
    (es_inner,), (en_inner,) = plan_of(es.ability.effect).steps, plan_of(en.ability.effect).steps
    assert (es_inner.action, es_inner.subject, es_inner.amount) == (en_inner.action, en_inner.subject, en_inner.amount)
    assert render_plan(plan_of(parse_effect(spanish, "es")), "es") == spanish.replace("“", '"').replace("”", '"')
    assert es.subject == en.subject and es.ability.kind == en.ability.kind == "triggered"


def test_a_quoted_ability_the_grammar_refuses_refuses_the_effect_naming_its_words() -> None:
    with pytest.raises(BotError) as err:
        parse_effect("You get an emblem with \"Whenever a creature attacks, venture into the dungeon.\"")
    assert err.value.code == "unsupported_effect"
    assert "venture" in err.value.text("en")  # manifest is read since session 21 (701.40a)


# ------------------------------------------------------------------------------------ tokens (111.3)
def test_a_token_with_a_quoted_ability_carries_it_in_the_create_event() -> None:
    out = resolve(SPYMASTER, that_player="Carol")
    (step,) = out["steps"]
    (event,) = step["events"]
    assert (event["player"], event["amount"], event["pt"]) == ("Carol", 1, "1/1")
    assert (event["ability"], event["ability_kind"]) == ("Creatures you control attack each combat if able.", "static")
    assert {"111.3", "113.10"} <= set(step["citations"])
    assert out["reading"] == SPYMASTER.split(", ", 1)[1][:1].upper() + SPYMASTER.split(", ", 1)[1][1:]
    assert "with “Creatures you control attack each combat if able.”" in out["narration"]


def test_this_creature_cant_block_in_english_and_printed_spanish() -> None:
    english = plan_of(parse_effect(PERIMETER.split(", ", 1)[1]))
    spanish = plan_of(parse_effect(PERIMETER_ES.split(", ", 1)[1], "es"))
    for plan in (english, spanish):
        (step,) = plan.steps
        assert isinstance(step, Create) and step.ability is not None
        (inner,) = plan_of(step.ability.effect).steps
        assert isinstance(inner, CantInCombat) and (inner.act, inner.on_source) == ("block", True)
    assert render_plan(english).endswith("with \"This creature can't block.\"")  # as printed (issue #22)
    out = resolve(PERIMETER_ES, lang="es", that_player="Bob")
    assert out["steps"][0]["events"][0]["ability"] == "Esta criatura no puede bloquear."


def test_a_quoted_ability_stays_with_tokens_counted_for_each_object() -> None:
    """"… token with "…" for each land they control": the count and the ability both stay in the plan."""
    (step,) = plan_of(parse_effect("Each player creates a 1/1 red Goblin creature token with \"This creature can't "
                                   "block.\" for each land they control.")).steps
    assert isinstance(step, Create) and step.ability is not None and step.ability.kind == "static"
    assert render_plan(step_plan := plan_of(parse_effect("Each player creates a 1/1 red Goblin creature token with "
                                                         "\"This creature can't block.\" for each land they "
                                                         "control."))).endswith("for each land they control.")
    assert step_plan.steps == (step,)


# ------------------------------------------------------------------------------------ granted abilities (113.10)
def test_all_slivers_have_a_quoted_ability_every_players_slivers_now() -> None:
    out = resolve(MINDLASH, Bob={"battlefield": [creature("Mindlash Sliver", 1, 1, subtypes=["Sliver"])]},
                  Alice={"battlefield": [creature("Muscle Sliver", 2, 2, subtypes=["Sliver"]),
                                         creature("Grizzly Bears", 2, 2, subtypes=["Bear"])]}, Dave=typed("Dave"))
    (step,) = out["steps"]
    # only the players whose permanents it reaches (611.3a): no empty event for Carol and Dave (session 11's judge)
    assert (step["action"], step["order"]) == ("rule_change", ["Bob", "Alice"])
    assert [(e["player"], e["objects"]) for e in step["events"]] == [
        ("Bob", ["Mindlash Sliver"]), ("Alice", ["Muscle Sliver"])]
    assert {(e["change"], e["act"], e["ability_kind"], e["duration"]) for e in step["events"]} == {
        ("grant", "ability", "activated", "static")}
    assert {"113.10", "613.1f", "604.1"} <= set(step["citations"])
    assert out["reading"] == MINDLASH
    assert "Mindlash Sliver" in out["narration"] and "Each player discards a card" in out["narration"]


def test_enchanted_land_has_asks_which_land_then_applies_to_it_for_its_controller() -> None:
    with pytest.raises(BotError) as err:
        resolve(NOXIOUS)
    assert (err.value.code, err.value.field) == ("choice_needed", "attached_to")
    out = resolve(NOXIOUS, attached_to="Mountain")
    (step,) = out["steps"]
    assert step["order"] == ["Bob"] and [e["objects"] for e in step["events"]] == [["Mountain"]]
    assert step["events"][0]["ability"] == "{T}: This land deals 1 damage to each creature and each player."
    assert {"303.4b", "113.10"} <= set(step["citations"])
    assert out["life"]["Carol"] == 3  # the granted ability is not activated now
    assert out["reading"] == NOXIOUS


def test_enchanted_land_attached_to_a_creature_or_to_nothing_on_the_board_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve(NOXIOUS, attached_to="Hill Giant")
    assert (err.value.code, err.value.field) == ("bad_scenario", "attached_to")
    with pytest.raises(BotError) as err:
        resolve(NOXIOUS, attached_to="Tropical Island")
    assert (err.value.code, err.value.field) == ("bad_scenario", "attached_to")
    with pytest.raises(BotError) as err:  # Alice's and Carol's: which one is never guessed
        resolve(NOXIOUS, attached_to="Forest")
    assert (err.value.code, err.value.field) == ("bad_scenario", "attached_to")
    assert "more than one" in err.value.text("en")


def test_enchanted_land_in_printed_spanish_and_a_static_quoted_ability() -> None:
    out = resolve(NOXIOUS_ES, lang="es", attached_to="Mountain")
    (step,) = out["steps"]
    assert step["order"] == ["Bob"] and step["events"][0]["ability_kind"] == "activated"
    assert out["reading"].startswith("La tierra encantada tiene \"{T}: Esta tierra hace 1 punto de daño")
    burgeoning = resolve(BURGEONING, attached_to="Island")
    (step,) = burgeoning["steps"]
    assert (step["order"], step["events"][0]["objects"]) == (["Bob"], ["Island"])
    assert step["events"][0]["ability_kind"] == "static"


# ------------------------------------------------------------------------------------ "does the same" (608.2c)
VERBOSITY = ("Whenever enchanted player is attacked, you draw a card. Each opponent attacking that player does the "
             "same.")
VITALITY = ("Whenever enchanted player is attacked, you gain 2 life. Each opponent attacking that player does the "
            "same.")
VERBOSITY_ES = ("Siempre que el jugador encantado sea atacado, robas una carta. Cada oponente que esté atacando a ese "
                "jugador hace lo mismo.")
BOUNTY = ("Whenever enchanted player is attacked, untap all nonland permanents you control. Each opponent attacking "
          "that player untaps all nonland permanents they control.")


def test_who_attacks_is_asked_when_the_scenario_does_not_say() -> None:
    with pytest.raises(BotError) as err:
        resolve(VERBOSITY)
    assert (err.value.code, err.value.field) == ("choice_needed", "attacking")
    assert "attacking" in err.value.text("es")


def test_each_opponent_attacking_that_player_does_the_same_instruction_in_apnap_order() -> None:
    out = resolve(VERBOSITY, attacking=["Alice", "Bob"], that_player="Carol")
    you, them = out["steps"]
    assert (you["action"], you["order"]) == ("draw", ["Dave"])
    assert (them["action"], them["order"]) == ("draw", ["Bob", "Alice"])
    assert [(e["player"], e["amount"]) for e in them["events"]] == [("Bob", 1), ("Alice", 1)]
    assert "608.2h" in them["citations"]
    life = resolve(VITALITY, attacking=["Bob"])["life"]
    assert (life["Dave"], life["Bob"], life["Alice"]) == (22, 22, 20)
    nobody = resolve(VITALITY, attacking=[])
    assert nobody["steps"][1]["order"] == [] and nobody["life"]["Bob"] == 20


def test_does_the_same_in_printed_spanish() -> None:
    out = resolve(VERBOSITY_ES, lang="es", attacking=["Bob"])
    assert [(s["action"], s["order"]) for s in out["steps"]] == [("draw", ["Dave"]), ("draw", ["Bob"])]


def test_each_attacking_opponent_untaps_their_own_permanents_never_the_controllers() -> None:
    """Curse of Bounty's second sentence first read as the controller untapping again (the subject dropped)."""
    out = resolve(BOUNTY, attacking=["Bob"],
                  Bob={"battlefield": [creature("Hill Giant", 3, 3, tapped=True), "Mountain (basic land)",
                                       {"name": "Mind Stone", "types": ["artifact"], "tapped": True}]},
                  Dave={"battlefield": [creature("Craw Wurm", 6, 4, tapped=True),
                                        {"name": "Swamp", "types": ["land"], "tapped": True}]})
    yours, theirs = out["steps"]
    assert (yours["order"], yours["events"][0]["objects"]) == (["Dave"], ["Craw Wurm"])  # the land stays tapped
    assert theirs["order"] == ["Bob"]
    assert [(e["player"], e["objects"]) for e in theirs["events"]] == [("Bob", ["Hill Giant", "Mind Stone"])]
    assert "701.26b" in theirs["citations"]
    assert out["reading"] == BOUNTY.split(", ", 1)[1][:1].upper() + BOUNTY.split(", ", 1)[1][1:]
    with pytest.raises(BotError):  # whose permanents must be said: "untaps all creatures" is not read as theirs
        parse_effect("Each opponent untaps all creatures.")
    spanish = resolve("Siempre que el jugador encantado sea atacado, endereza todos los permanentes que no sean tierra "
                      "que controlas. Cada oponente que esté atacando a ese jugador endereza todos los permanentes que "
                      "no sean tierra que controla.", lang="es", attacking=["Bob"],
                      combat={"attacking": {"Hill Giant": "Dave"}})  # which attacked: asked otherwise (508.1f)
    assert [(s["action"], s["order"]) for s in spanish["steps"]] == [("untap", ["Dave"]), ("untap", ["Bob"])]


def test_does_the_same_after_an_instruction_that_names_objects_is_refused() -> None:
    with pytest.raises(BotError):
        parse_effect("Sacrifice a creature. Each opponent attacking that player does the same.")


# ------------------------------------------------------------------------------- "each player dealt damage this way"
ROARING = ("Chandra, Roaring Flame deals 6 damage to each opponent. Each player dealt damage this way gets an emblem "
           "with \"At the beginning of your upkeep, this emblem deals 3 damage to you.\"")
ROARING_ES = ("Chandra, llama rugiente hace 6 puntos de daño a cada oponente. Cada jugador al que se le hizo daño de "
              "esta manera obtiene un emblema con “Al comienzo de tu mantenimiento, este emblema te hace 3 puntos de "
              "daño.”")


@pytest.mark.parametrize(("text", "card", "lang"), [(ROARING, "Chandra, Roaring Flame", "en"),
                                                    (ROARING_ES, "Chandra, llama rugiente", "es")], ids=["en", "es"])
def test_each_player_dealt_damage_this_way_gets_an_emblem(text: str, card: str, lang: str) -> None:
    out = resolve(text, card=card, lang=lang)
    damage, emblem = out["steps"]
    assert damage["order"] == emblem["order"] == ["Bob", "Carol", "Alice"]  # Carol too: she still is in the game
    assert [e["zone"] for e in emblem["events"]] == ["command"] * 3
    assert "608.2e" in emblem["citations"]


def test_the_controller_of_a_damaged_creature_was_not_dealt_damage() -> None:
    out = resolve("This permanent deals 2 damage to each creature and each opponent. Each player dealt damage this "
                  "way gets an emblem with \"At the beginning of your upkeep, this emblem deals 3 damage to you.\"")
    assert out["steps"][1]["order"] == ["Bob", "Carol", "Alice"]  # not Dave, whose creatures were dealt damage
