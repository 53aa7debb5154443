"""Redirection and replacement effects on real cards (614.9, 614.6, 614.1a, 615.1a), on the standard board (Alice,
Bob, Carol with 3 life, Dave; Bob is active, Dave controls; Bob's Hill Giant is 3/3, Dave's Craw Wurm 6/4).

A redirection names up to three parties — whom it shields, whose damage, whom the damage is dealt to instead — and
two of them may be target words: "another target creature" is a second object, never the first again (115.3), and
"its owner" / "its controller" is of the one object the shield names (608.2c). Like every shield it moves nothing
when created (614.1): the step reports one record naming the three, said back in English and printed Spanish.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import RedirectDamage, RedirectDamageAnyTarget, RedirectDamageTarget, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

resolve = resolve_card  # tests/apnap/realcards.py


def steps_of(text: str, lang: str = "en") -> tuple[Any, ...]:
    return plan_of(parse_effect(text, lang)).steps


# ------------------------------------------------------------------------------- two target words (115.3)
KOR_CHANT = ("All damage that would be dealt this turn to target creature you control by a source of your choice is "
             "dealt to another target creature instead.")  # Kor Chant, Kor Dirge
KOR_CHANT_ES = ("Todo el daño que una fuente de tu elección fuera a hacer este turno a la criatura objetivo que "
                "controlas se le hace a otra criatura objetivo en su lugar.")


def test_kor_chant_redirects_to_a_second_target_chosen_in_the_texts_order() -> None:
    _, step = steps_of(KOR_CHANT)
    assert isinstance(step, RedirectDamageTarget) and (step.to, step.by, step.instead) == ("target", "chosen",
                                                                                           "target")
    assert step.instead_objects is not None and step.instead_objects.not_source
    out = resolve(KOR_CHANT, target=["Craw Wurm", "Hill Giant"], choices={"Dave": ["Serra Angel"]})
    (event,) = out["steps"][1]["events"]
    assert (event["objects"], event["sources"], event["instead"], event["duration"]) == (
        ["Craw Wurm"], ["Serra Angel"], ["Hill Giant"], "this_turn")
    assert {"614.9", "115.1"} <= set(out["steps"][1]["citations"])
    assert "all damage that Serra Angel would deal to Craw Wurm is dealt to Hill Giant instead (614.9)" in \
        out["narration"]
    assert render_plan(plan_of(parse_effect(KOR_CHANT, "en")), "en") == (
        "All damage that would be dealt to target creature you control this turn by a source of your choice is dealt "
        "to another target creature instead.")


def test_kor_chant_in_printed_spanish_reads_into_the_same_plan_and_says_it_back() -> None:
    english = steps_of(KOR_CHANT)
    spanish = steps_of(KOR_CHANT_ES, "es")
    assert [replace(s, text="") for s in spanish] == [replace(s, text="") for s in english]
    said = render_plan(plan_of(parse_effect(KOR_CHANT, "en")), "es")
    assert said.endswith("se hace a otra criatura objetivo en su lugar.")
    assert [replace(s, text="") for s in steps_of(said, "es")] == [replace(s, text="") for s in english]


def test_the_second_target_is_asked_when_only_one_is_named() -> None:
    with pytest.raises(BotError) as err:  # one creature named for two target words: which other one is asked
        resolve("The next 1 damage that would be dealt to target creature this turn is dealt to another target "
                "creature instead.", target=["Hill Giant"])  # Carom
    assert err.value.code == "choice_needed" and "Hill Giant" not in err.value.suggestions
    assert "Craw Wurm" in err.value.suggestions


def test_razia_redirects_the_next_three_damage_to_the_other_creature() -> None:
    text = ("The next 3 damage that would be dealt to target creature you control this turn is dealt to another "
            "target creature instead.")  # Razia, Boros Archangel
    out = resolve(text, target=["Hill Giant", "Craw Wurm"])  # Hill Giant is Bob's: the first word takes Craw Wurm
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["amount"], event["instead"]) == (["Craw Wurm"], 3, ["Hill Giant"])
    assert "615.7" in out["steps"][0]["citations"]
    assert render_plan(plan_of(parse_effect(text, "en")), "es").startswith(
        "Los próximos 3 puntos de daño que se fueran a hacer a la criatura objetivo que controlas este turno se "
        "hacen a otra criatura objetivo")


# ------------------------------------------------------------------------------- any target, the next time
ZHALFIRIN = ("{1}{W}: The next 1 damage that would be dealt to Zhalfirin Crusader this turn is dealt to any target "
             "instead.")


@pytest.mark.parametrize("target, instead", [("Alice", ["Alice"]), ("Hill Giant", ["Hill Giant"])])
def test_zhalfirin_crusader_redirects_to_any_target(target: str, instead: list[str]) -> None:
    out = resolve(ZHALFIRIN, card="Zhalfirin Crusader", ability=1, target=[target])
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["amount"], event["instead"]) == (["Zhalfirin Crusader"], 1, instead)
    assert {"614.9", "115.4"} <= set(out["steps"][0]["citations"])


def test_mirrorwood_treefolk_the_next_time_damage_would_be_dealt_to_it() -> None:
    text = ("{2}{R}{W}: The next time damage would be dealt to Mirrorwood Treefolk this turn, that damage is dealt to "
            "any target instead.")
    out = resolve(text, card="Mirrorwood Treefolk", ability=1, target=["Bob"])
    (step,) = plan_of(parse_effect("The next time damage would be dealt to this creature this turn, that damage is "
                                   "dealt to any target instead.", "en")).steps
    assert isinstance(step, RedirectDamageAnyTarget) and step.next_time and step.amount is None
    (event,) = out["steps"][0]["events"]
    assert (event["next_time"], event["instead"], event["duration"]) == (True, ["Bob"], "this_turn")
    assert "the damage (the next time only) that would be dealt to" in out["narration"]
    es = render_plan(plan_of(parse_effect(text.split(": ", 1)[1].replace("Mirrorwood Treefolk", "this creature"),
                                          "en")), "es")
    assert es == ("La próxima vez que se fuera a hacer daño a este permanente este turno, ese daño se hace a cualquier "
                  "objetivo en su lugar.")
    assert [replace(s, text="") for s in steps_of(es, "es")] == [replace(step, text="")]


def test_generals_regalia_the_next_time_a_chosen_source_would_deal_damage_to_you() -> None:
    text = ("The next time a source of your choice would deal damage to you this turn, that damage is dealt to target "
            "creature you control instead.")  # General's Regalia
    out = resolve(text, target=["Craw Wurm"], choices={"Dave": ["Hill Giant"]})
    choose, redirect = out["steps"]
    assert choose["chosen_for"] == {"Dave": "Hill Giant"}
    (event,) = redirect["events"]
    assert (event["objects"], event["sources"], event["instead"], event["next_time"]) == (
        ["Dave"], ["Hill Giant"], ["Craw Wurm"], True)
    es = ("La próxima vez que una fuente de tu elección fuera a hacerte daño este turno, ese daño se hace a la "
          "criatura objetivo que controlas en su lugar.")
    assert render_plan(plan_of(parse_effect(text, "en")), "es") == es
    assert [replace(s, text="") for s in steps_of(es, "es")] == [replace(s, text="") for s in steps_of(text)]


# ------------------------------------------------------------------------------- its owner, its controller
def test_personal_incarnation_deals_the_damage_to_its_owner() -> None:
    text = "The next 1 damage that would be dealt to this creature this turn is dealt to its owner instead."
    (step,) = steps_of(text)
    assert isinstance(step, RedirectDamage) and (step.instead, step.instead_of) == ("owner", "to")
    out = resolve("{0}: The next 1 damage that would be dealt to Personal Incarnation this turn is dealt to its owner "
                  "instead.", card="Personal Incarnation", ability=1,
                  Dave={"battlefield": [{"name": "Personal Incarnation", "types": ["creature"], "power": 6,
                                         "toughness": 6}]})
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["instead"]) == (["Personal Incarnation"], ["Dave"])
    assert "is dealt to Dave instead (614.9)" in out["narration"]
    es = render_plan(plan_of(parse_effect(text, "en")), "es")
    assert es.endswith("se hace a su propietario en su lugar.")
    assert [replace(s, text="") for s in steps_of(es, "es")] == [replace(step, text="")]


def test_its_with_two_objects_before_it_is_refused() -> None:
    with pytest.raises(BotError) as err:  # whose owner: the target's or the source's is not guessed
        parse_effect("All damage that would be dealt to target creature by this creature is dealt to its owner "
                     "instead.", "en")
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------- an instruction instead of a draw
WORDS_OF_WORSHIP = "{1}: The next time you would draw a card this turn, you gain 5 life instead."


def test_words_of_worship_reports_the_replacement_and_gains_nothing_now() -> None:
    out = resolve(WORDS_OF_WORSHIP, card="Words of Worship", ability=1)
    (step,) = out["steps"]
    (event,) = step["events"]
    assert (event["change"], event["act"], event["objects"], event["duration"], event["what"]) == (
        "replace", "draw_instead_next", ["Dave"], "this_turn", "you gain 5 life")
    assert [s["action"] for s in event["steps"]] == ["gain_life"]
    assert {"614.1a", "614.6", "614.11"} <= set(step["citations"])
    dave = next(p for p in out["players"] if p["name"] == "Dave") if "players" in out else None
    assert dave is None or dave.get("life") in (None, 20)  # nothing is gained now (614.1)
    assert "the next time Dave would draw a card this turn, instead: you gain 5 life (614.1a, 614.6)" in \
        out["narration"]
    spanish = resolve(WORDS_OF_WORSHIP, "es", card="Words of Worship", ability=1)
    assert ("La próxima vez que fueras a robar una carta este turno, en vez de eso, ganas 5 vidas."
            in spanish["narration"])
    assert "la próxima vez que Dave fuera a robar una carta este turno, en su lugar: ganas 5 vidas" in \
        spanish["narration"]


@pytest.mark.parametrize("english, spanish", [
    ("The next time you would draw a card this turn, each opponent discards a card instead.",  # Words of Waste
     "La próxima vez que fueras a robar una carta este turno, en vez de eso, cada oponente descarta una carta."),
    ("The next time you would draw a card this turn, create a 2/2 green Bear creature token instead.",  # Wilding
     "La próxima vez que fueras a robar una carta este turno, en vez de eso, crea una ficha de criatura Oso verde "
     "2/2."),
    ("If you would draw a card, return a card from your graveyard to your hand instead.",  # Forbidden Crypt
     "Si fueras a robar una carta, en vez de eso, regresa una carta de tu cementerio a tu mano."),
    ("If a player would draw a card, that player discards a card instead.",
     "Si un jugador fuera a robar una carta, en vez de eso, ese jugador descarta una carta."),
])
def test_an_instruction_instead_of_a_draw_reads_the_same_in_both_languages(english: str, spanish: str) -> None:
    (step,) = steps_of(english)
    assert type(step).__name__ == "InsteadOf" and step.event == "draw" and step.steps
    assert render_plan(plan_of(parse_effect(english, "en")), "en") == english
    assert render_plan(plan_of(parse_effect(english, "en")), "es") == spanish
    assert [_textless(s) for s in steps_of(spanish, "es")] == [_textless(step)]


def _textless(step: Any) -> Any:
    """A step with its words (and its inner steps' words) left out: the plans of two languages compared."""
    return replace(step, text="", steps=tuple(replace(s, text="") for s in step.steps))


def test_a_changed_number_of_draws_stays_the_replacement_the_board_applies() -> None:
    (step,) = steps_of("If you would draw a card, draw two cards instead.")  # Thought Reflection
    assert type(step).__name__ == "EventReplacement" and (step.event, step.modify, step.amount) == ("draw", "draw", 2)


@pytest.mark.parametrize("text", [
    # what follows a static one is the rest of what happens instead (Sages of the Anima): not read
    "If you would draw a card, reveal the top three cards of your library instead. Put all creature cards revealed "
    "this way into your hand and the rest on the bottom of your library in any order.",
    # a draw after it in the same effect: the engine would draw where the replacement applies (614.6)
    "The next time you would draw a card this turn, you gain 5 life instead. Draw a card.",
    "If you would draw a card, you may skip that draw instead.",  # a choice: not read
])
def test_what_the_engine_would_answer_wrongly_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text, "en")
    assert err.value.code == "unsupported_effect"


def test_a_board_permanent_that_replaces_draws_is_warned_about_never_ignored() -> None:
    crypt = {"name": "Forbidden Crypt", "types": ["enchantment"],
             "text": "If you would draw a card, return a card from your graveyard to your hand instead."}
    out = resolve("Draw a card.", Dave={"battlefield": [crypt]})
    assert any("Forbidden Crypt" in w for w in out["warnings"])


# ------------------------------------------------------------------------------- "instead" over a conditioned amount
def _said_in_english(text: str, lang: str) -> str:
    """The plan of ``text`` said in English: two languages' plans compared by what they say (a condition keeps its
    printed words, which differ by language; its check is what the reading says)."""
    return render_plan(plan_of(parse_effect(text, lang)), "en")


CRATERS_CLAWS = ("This spell deals X damage to any target. This spell deals X plus 2 damage to that permanent or "
                 "player instead if you control a creature with power 4 or greater.")  # Crater's Claws (ferocious)


@pytest.mark.parametrize("controller, dealt", [("Dave", 5), ("Carol", 3)])  # Dave's Craw Wurm is 6/4; Carol has none
def test_craters_claws_deals_x_plus_2_only_with_a_big_creature(controller: str, dealt: int) -> None:
    out = resolve(CRATERS_CLAWS, target=["Hill Giant"], x=3, controller=controller)
    assert [[e["amount"] for e in s["events"]] for s in out["steps"]] == [[dealt]]
    said = render_plan(plan_of(parse_effect(CRATERS_CLAWS, "en")), "en")
    assert said.endswith("this spell deals X plus 2 damage to that permanent or player instead.")
    es = render_plan(plan_of(parse_effect(CRATERS_CLAWS, "en")), "es")
    assert es.endswith("este hechizo hace X más 2 puntos de daño a ese permanente o jugador en su lugar.")
    printed = ("Este hechizo hace X puntos de daño a cualquier objetivo. Este hechizo hace X más 2 puntos de daño a "
               "ese permanente o jugador en su lugar si controlas una criatura con fuerza de 4 o más.")
    assert _said_in_english(printed, "es") == _said_in_english(CRATERS_CLAWS, "en")


BRING_LOW = ("Bring Low deals 3 damage to target creature. If that creature has a +1/+1 counter on it, Bring Low deals "
             "5 damage to it instead.")


@pytest.mark.parametrize("counters, dealt", [({}, 3), ({"+1/+1": 1}, 5)])
def test_bring_low_checks_the_counters_of_the_creature_it_deals_damage_to(counters: dict[str, int],
                                                                         dealt: int) -> None:
    bob = {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], counters=counters)]}
    out = resolve(BRING_LOW, target=["Hill Giant"], Bob=bob)
    assert [[(e["objects"], e["amount"]) for e in s["events"]] for s in out["steps"]] == [[(["Hill Giant"], dealt)]]
    assert {c["holds"] for c in out["conditions"]} == {bool(counters)}


def test_bring_low_said_back_keeps_its_condition_in_both_languages() -> None:
    plan = plan_of(parse_effect(BRING_LOW.replace("Bring Low", "this spell").replace("If that", "if that")
                                .replace(". if", ". If"), "en"))
    assert render_plan(plan, "en").endswith("deals 5 damage to it instead if that creature has a +1/+1 counter on it.")
    es = render_plan(plan, "es")
    assert es.endswith("le hace 5 puntos de daño en su lugar si esa criatura tiene un contador +1/+1 sobre ella.")
    printed = ("Este hechizo hace 3 puntos de daño a la criatura objetivo. Si esa criatura tiene un contador +1/+1 "
               "sobre ella, este hechizo le hace 5 puntos de daño en su lugar.")
    assert _said_in_english(printed, "es") == _said_in_english(es, "es") == render_plan(plan, "en")


def test_a_check_on_the_instructions_object_is_said_with_the_instead_it_governs() -> None:
    # it was dropped from the reading: "… deals 5 damage to it instead." with no "if it's green" (a reading that did
    # not say what the card says)
    plan = plan_of(parse_effect("This spell deals 3 damage to target creature. If it's green, this spell deals 5 "
                                "damage to it instead.", "en"))
    assert render_plan(plan, "en").endswith("This spell deals 5 damage to it instead if it's green.")


# ------------------------------------------------------------------------------- "you may have it deal …"
SNAPPING_THRAGG = ("Whenever Snapping Thragg deals combat damage to a player, you may have it deal 3 damage to target "
                   "creature that player controls.")
THRAGG_ON_BOARD = {"battlefield": [{"name": "Snapping Thragg", "types": ["creature"], "power": 3, "toughness": 3}]}


@pytest.mark.parametrize("answer, dealt", [("yes", [(["Hill Giant"], 3)]), ("no", [])])
def test_snapping_thragg_may_deal_damage_to_a_creature_of_the_player_it_damaged(answer: str,
                                                                                 dealt: list[Any]) -> None:
    out = resolve(SNAPPING_THRAGG, card="Snapping Thragg", ability=1, target=["Hill Giant"], that_player="Bob",
                  choices={"Dave": [answer]}, Dave=THRAGG_ON_BOARD)
    (step,) = out["steps"]
    assert [(e["objects"], e["amount"]) for e in step["events"]] == dealt
    assert step["choices"][0]["answer"] == answer
    assert "You may have Snapping Thragg deal 3 damage to target creature that player controls." in out["narration"]


def test_a_creature_of_another_player_than_that_player_is_no_legal_target() -> None:
    with pytest.raises(BotError) as err:  # Hill Giant is Bob's; Alice was dealt the damage (115.1, 608.2b)
        resolve(SNAPPING_THRAGG, card="Snapping Thragg", ability=1, target=["Hill Giant"], that_player="Alice",
                choices={"Dave": ["yes"]}, Dave=THRAGG_ON_BOARD)
    assert err.value.code == "bad_scenario"


@pytest.mark.parametrize("english, spanish", [
    ("You may have this creature deal 3 damage to target creature that player controls.",  # Snapping Thragg
     "Puedes hacer que esta criatura haga 3 puntos de daño a la criatura objetivo que controla ese jugador."),
    ("You may have this creature deal 2 damage to any target.",
     "Puedes hacer que esta criatura haga 2 puntos de daño a cualquier objetivo."),
    ("You may have this creature deal 3 damage to target creature.",  # Farrel's Zealot, Igneous Elemental
     "Puedes hacer que esta criatura haga 3 puntos de daño a la criatura objetivo."),
])
def test_you_may_have_it_deal_damage_is_said_as_a_choice_in_both_languages(english: str, spanish: str) -> None:
    (step,) = steps_of(english)
    assert step.optional  # the controller's choice (608.2d): it was dropped ("… deals 3 damage to target creature")
    assert render_plan(plan_of(parse_effect(english, "en")), "en") == english
    assert render_plan(plan_of(parse_effect(english, "en")), "es") == spanish
    (es,) = steps_of(spanish, "es")  # the same plan; the source keeps its printed words ("esta criatura")
    assert replace(es, text="", source=step.source) == replace(step, text="")
