"""Counters as amounts and conditions on real cards (#22, session 21): the counters a cost removed "this way" as an
amount (Jar of Eyeballs, 601.2h, 122.1), the counters on the one object "that creature" names (Parting Thoughts: as it
last existed, 608.2h), "Then if it has three or more +1/+1 counters on it" about the object the instruction before put
a counter on (Ordeal of Thassa, 608.2c), and "it" after "Whenever enchanted creature attacks" being that permanent
(303.4). English and printed Spanish, readings and narration in both."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.effect import parse_effect
from bot.apnap.grammar.object_counters import ItHasCounters
from bot.apnap.plan import amounts as a
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import creature
from tests.apnap.test_counter_family import counted_board, resolve, said
from tests.apnap.test_counters_and_tokens import same_plan

LIBRARY = ["Island", "Forest", "Swamp", "Plains", "Mountain"]


# --------------------------------------------------------------------------------- counters removed this way
JAR = ("{3}, {T}, Remove all eyeball counters from Jar of Eyeballs: Look at the top X cards of your library, where X "
       "is the number of eyeball counters removed this way. Put one of them into your hand and the rest on the bottom "
       "of your library in any order.")


def jar_board(eyeballs: int) -> dict[str, Any]:
    board = counted_board(ability=1)
    dave = board["players"][3]
    dave["battlefield"].append({"name": "Jar of Eyeballs", "types": ["artifact"], "counters": {"eyeball": eyeballs}})
    dave["library"] = list(LIBRARY)
    return board


@pytest.mark.parametrize("eyeballs", [3, 1])
def test_jar_of_eyeballs_looks_at_as_many_cards_as_its_cost_removed(eyeballs: int) -> None:
    out = resolve(jar_board(eyeballs), "Jar of Eyeballs", JAR)
    assert said(out)[0] == ("Dave", "look", LIBRARY[:eyeballs], eyeballs, None)
    assert f"Dave removes {eyeballs} eyeball counter" in out["narration"]
    assert out["reading"].endswith("where X is the number of eyeball counters removed this way.")


def test_counters_removed_this_way_is_a_typed_amount_the_same_in_printed_spanish() -> None:
    english = "Look at the top X cards of your library, where X is the number of charge counters removed this way."
    spanish = ("Mira las primeras X cartas de tu biblioteca, donde X es el número de contadores de carga quitados de "
               "esta manera.")
    same_plan(english, spanish)
    step: Any = plan_of(parse_effect(english, "en")).steps[0]
    assert step.amount == a.WhereX(a.CountersThisWay("remove_counter", "charge"))
    per_each = "Create a 1/1 colorless Thopter artifact creature token for each charge counter removed this way."
    step = plan_of(parse_effect(per_each, "en")).steps[0]
    assert step.amount == a.CountersThisWay("remove_counter", "charge")


def test_counters_removed_this_way_are_said_in_spanish() -> None:
    from bot.apnap.render import reading

    plan = plan_of(parse_effect("Draw a card for each charge counter removed this way.", "en"))
    assert reading(plan, "es") == "Roba una carta por cada contador de carga quitado de esta manera."


# --------------------------------------------------------------------------------- counters on that creature
PARTING = ("Destroy target creature. You draw X cards and you lose X life, where X is the number of counters on that "
           "creature.")
PARTING_ES = ("Destruye la criatura objetivo. Robas X cartas y pierdes X vidas, donde X es el número de contadores "
              "sobre esa criatura.")


def parting_board(counters: dict[str, int] | None) -> dict[str, Any]:
    board = counted_board(target="Serra Angel")
    board["players"][0]["battlefield"].append(creature("Serra Angel", 4, 4, counters=counters))
    board["players"][3]["library"] = list(LIBRARY)
    return board


def test_parting_thoughts_counts_every_counter_the_creature_had_as_it_last_existed() -> None:
    out = resolve(parting_board({"+1/+1": 2, "charge": 1}), "Parting Thoughts", PARTING)
    assert said(out) == [("Dave", "destroy", ["Serra Angel"], None, None),
                         ("Dave", "draw", LIBRARY[:3], 3, None), ("Dave", "lose_life", [], 3, None)]
    assert "Read from Serra Angel: its counters as it last existed" in out["narration"]
    assert out["reading"].endswith("where X is the number of counters on that creature.")


def test_parting_thoughts_asks_for_counters_nobody_gave() -> None:
    with pytest.raises(BotError) as caught:
        resolve(parting_board(None), "Parting Thoughts", PARTING)
    assert caught.value.code == "choice_needed" and "Serra Angel" in caught.value.text("en")


def test_parting_thoughts_in_printed_spanish_is_the_same_plan_and_said_in_spanish() -> None:
    same_plan(PARTING, PARTING_ES)
    out = resolve(parting_board({"+1/+1": 1}), "Parting Thoughts", PARTING_ES, "es")
    assert any(e[1] == "lose_life" and e[3] == 1 for e in said(out))
    assert "donde X es el número de contadores sobre esa criatura" in out["reading"]
    assert "Se toma de Serra Angel: los contadores que tenía justo antes de dejar el campo de batalla" in \
        out["narration"]


def test_a_kind_of_counter_on_that_creature_counts_only_that_kind() -> None:
    text = "Destroy target creature. Create a 1/1 green Saproling creature token for each fungus counter on that " \
           "creature."
    out = resolve(parting_board({"fungus": 2, "+1/+1": 1}), "Sporogenesis", text)
    assert said(out)[1][1:] == ("create", ["green Saproling creature"] * 2, 2, None)
    spanish = ("Destruye la criatura objetivo. Crea una ficha de criatura Saprolín verde 1/1 por cada contador de "
               "hongo sobre esa criatura.")
    same_plan(text, spanish)


# --------------------------------------------------------------------------------- then if it has N counters
ORDEAL = ("Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters "
          "on it, sacrifice Ordeal of Thassa.")
ORDEAL_ES = ("Siempre que la criatura encantada ataque, pon un contador +1/+1 sobre ella. Luego, si tiene tres o más "
             "contadores +1/+1 sobre ella, sacrifica Ordeal of Thassa.")


def ordeal_board(before: int) -> dict[str, Any]:
    board = counted_board(ability=1, attached_to="Serra Angel")
    dave = board["players"][3]
    dave["battlefield"] += [creature("Serra Angel", 4, 4, counters={"+1/+1": before}),
                            {"name": "Ordeal of Thassa", "types": ["enchantment"], "subtypes": ["aura"]}]
    return board


@pytest.mark.parametrize("before, sacrificed", [(2, True), (1, False)])
def test_ordeal_of_thassa_is_sacrificed_on_the_third_counter(before: int, sacrificed: bool) -> None:
    out = resolve(ordeal_board(before), "Ordeal of Thassa", ORDEAL)
    assert said(out)[0] == ("Dave", "counter", ["Serra Angel"], 1, "+1/+1")
    assert any(e[1] == "sacrifice" for e in said(out)) is sacrificed
    assert out["conditions"][0]["holds"] is sacrificed
    assert out["conditions"][0]["condition"] == "it has three or more +1/+1 counters on it"
    assert "303.4" in out["steps"][0]["citations"]  # "it": the enchanted creature, not a target


def test_ordeal_asks_for_the_counters_of_a_creature_nobody_gave() -> None:
    board = ordeal_board(0)
    board["players"][3]["battlefield"][2] = creature("Serra Angel", 4, 4)
    with pytest.raises(BotError) as caught:
        resolve(board, "Ordeal of Thassa", ORDEAL)
    assert caught.value.code == "choice_needed" and "Serra Angel" in caught.value.text("es")


def test_ordeal_in_printed_spanish_is_the_same_and_said_in_spanish() -> None:
    english = plan_of(parse_effect("Put a +1/+1 counter on target creature. Then if it has three or more +1/+1 "
                                   "counters on it, sacrifice this enchantment.", "en")).steps
    spanish = plan_of(parse_effect("Pon un contador +1/+1 sobre la criatura objetivo. Luego, si tiene tres o más "
                                   "contadores +1/+1 sobre ella, sacrifica este encantamiento.", "es")).steps
    assert [type(s) for s in english] == [type(s) for s in spanish]
    checks = [getattr(s.condition, "check", None) for s in (english[1], spanish[1])]  # the printed words aside
    assert checks[0] == checks[1] == ItHasCounters("+1/+1", at_least=3)
    out = resolve(ordeal_board(2), "Ordeal of Thassa", ORDEAL_ES, "es")
    assert any(e[1] == "sacrifice" for e in said(out))
    assert "Si tiene tres o más contadores +1/+1 sobre él, sacrifica" in out["reading"]


def test_then_if_it_has_counters_after_an_instruction_on_no_one_object_is_refused() -> None:
    """"Draw a card. Then if it has …": the instruction before put no counter on one object, so "it" names nothing
    this reads (608.2c): refused, never checked on a guess."""
    board = counted_board()
    board["players"][3]["library"] = list(LIBRARY)
    with pytest.raises(BotError) as caught:
        resolve(board, "Foo", "Draw a card. Then if it has three or more +1/+1 counters on it, draw a card.")
    assert caught.value.code == "unsupported_effect"


# --------------------------------------------------------------------------------- more forms of putting counters
BISKELION = "{T}: Put a -1/-1 counter on Serrated Biskelion and a -1/-1 counter on target creature."
BISKELION_ES = "{T}: Pon un contador -1/-1 sobre Serrated Biskelion y un contador -1/-1 sobre la criatura objetivo."


def biskelion_board() -> dict[str, Any]:
    board = counted_board(ability=1, target="Hill Giant")
    board["players"][3]["battlefield"].append(creature("Serrated Biskelion", 2, 2, types=["artifact", "creature"],
                                                       counters={}))
    return board


def test_serrated_biskelion_puts_one_counter_on_itself_and_one_on_the_target() -> None:
    out = resolve(biskelion_board(), "Serrated Biskelion", BISKELION)
    assert said(out) == [("Dave", "counter", ["Serrated Biskelion"], 1, "-1/-1"),
                         ("Dave", "counter", ["Hill Giant"], 1, "-1/-1")]
    # Bob's Hill Giant had two -1/-1 counters: the third makes it 0/0 (704.5f); the Biskelion is a 1/1
    assert [s["object"] for s in out["state_based_actions"]] == ["Hill Giant"]


def test_serrated_biskelion_in_printed_spanish_is_the_same_plan_and_said_in_spanish() -> None:
    same_plan("Put a -1/-1 counter on this creature and a -1/-1 counter on target creature.",
              "Pon un contador -1/-1 sobre esta criatura y un contador -1/-1 sobre la criatura objetivo.")
    out = resolve(biskelion_board(), "Serrated Biskelion", BISKELION_ES, "es")
    assert said(out)[1] == ("Dave", "counter", ["Hill Giant"], 1, "-1/-1")
    assert "Dave pone 1 contador -1/-1 sobre Serrated Biskelion" in out["narration"]


MASUMARO = ("At the beginning of your upkeep, put a +1/+1 counter on Descendant of Masumaro for each card in your "
            "hand, then remove a +1/+1 counter from Descendant of Masumaro for each card in target opponent's hand.")


@pytest.mark.parametrize("before, removed", [(0, 1), (3, 1)])
def test_descendant_of_masumaro_puts_by_its_hand_and_removes_by_the_opponents(before: int, removed: int) -> None:
    board = counted_board(target="Bob")
    board["players"][3]["battlefield"].append(creature("Descendant of Masumaro", 1, 1, counters={"+1/+1": before}))
    board["players"][3]["hand"] = ["Island", "Forest"]
    board["players"][1]["hand"] = ["Shock"]
    out = resolve(board, "Descendant of Masumaro", MASUMARO)
    assert said(out) == [("Dave", "counter", ["Descendant of Masumaro"], 2, "+1/+1"),
                         ("Dave", "remove_counter", ["Descendant of Masumaro"], removed, "+1/+1")]
    assert out["reading"].endswith("Remove a +1/+1 counter from Descendant of Masumaro for each card in target "
                                   "opponent's hand.")


def test_removing_for_each_card_never_removes_more_than_the_permanent_has() -> None:
    board = counted_board(target="Bob")
    board["players"][3]["battlefield"].append(creature("Descendant of Masumaro", 1, 1, counters={}))
    board["players"][3]["hand"] = []
    board["players"][1]["hand"] = ["Shock", "Opt", "Island"]
    out = resolve(board, "Descendant of Masumaro", MASUMARO)
    assert said(out)[1] == ("Dave", "remove_counter", ["Descendant of Masumaro"], 0, "+1/+1")


def test_removing_for_each_card_asks_for_counters_nobody_gave() -> None:
    board = counted_board(target="Bob")
    board["players"][3]["battlefield"].append(creature("Descendant of Masumaro", 1, 1))
    board["players"][3]["hand"] = []
    board["players"][1]["hand"] = ["Shock"]
    with pytest.raises(BotError) as caught:
        resolve(board, "Descendant of Masumaro", MASUMARO)
    assert caught.value.code == "choice_needed" and "Descendant of Masumaro" in caught.value.text("en")


def test_descendant_in_printed_spanish_is_the_same_plan_and_said_in_spanish() -> None:
    english = ("Put a +1/+1 counter on this creature for each card in your hand, then remove a +1/+1 counter from this "
               "creature for each card in target opponent's hand.")
    spanish = ("Pon un contador +1/+1 sobre esta criatura por cada carta en tu mano, luego quita un contador +1/+1 de "
               "esta criatura por cada carta en la mano del oponente objetivo.")
    same_plan(english, spanish)
    from bot.apnap.render import reading

    assert reading(plan_of(parse_effect(english, "en")), "es").endswith(
        "Quita un contador +1/+1 de este permanente por cada carta en la mano del oponente objetivo.")


GORGER = ("When Thought Gorger enters the battlefield, put a +1/+1 counter on it for each card in your hand. If you "
          "do, discard your hand.")


def test_thought_gorger_puts_a_counter_on_itself_for_each_card_in_hand() -> None:
    board = counted_board()
    board["players"][3]["battlefield"].append(creature("Thought Gorger", 2, 2, counters={}))
    board["players"][3]["hand"] = ["Island", "Forest", "Shock"]
    out = resolve(board, "Thought Gorger", GORGER)
    assert said(out)[0] == ("Dave", "counter", ["Thought Gorger"], 3, "+1/+1")
    assert said(out)[1][:3] == ("Dave", "discard", ["Island", "Forest", "Shock"])
    same_plan("Put a +1/+1 counter on this creature. Put a +1/+1 counter on it for each card in your hand.",
              "Pon un contador +1/+1 sobre esta criatura. Pon un contador +1/+1 sobre ella por cada carta en tu mano.")


PALADIN = ("Adamant — If at least three blue mana was spent to cast this spell, Vantress Paladin enters the "
           "battlefield with an additional +1/+1 counter on it.")
PALADIN_ES = ("Adamancia — Si se gastaron al menos tres manás azules para lanzar este hechizo, Vantress Paladin entra "
              "al campo de batalla con un contador +1/+1 adicional.")


def test_vantress_paladin_enters_with_an_additional_counter_when_adamant() -> None:
    board = counted_board(mana_spent={"blue": 3})
    board["players"][3]["battlefield"].append(creature("Vantress Paladin", 2, 2))
    out = resolve(board, "Vantress Paladin", PALADIN)
    assert said(out) == [("Dave", "enters_with_counters", ["Vantress Paladin"], 1, "+1/+1")]
    assert out["reading"].endswith("enters the battlefield with an additional +1/+1 counter on it.")
    assert "Vantress Paladin enters the battlefield with 1 additional +1/+1 counter, beside any other counters" in \
        out["narration"]
    spanish = resolve(board, "Vantress Paladin", PALADIN_ES, "es")
    assert said(spanish) == said(out)
    assert spanish["reading"].endswith("entra al campo de batalla con un contador +1/+1 adicional.")
    assert "con 1 contador +1/+1 adicional, además de los otros contadores" in spanish["narration"]


def test_vantress_paladin_without_adamant_enters_with_nothing_more() -> None:
    board = counted_board(mana_spent={"blue": 2, "colorless": 1})
    board["players"][3]["battlefield"].append(creature("Vantress Paladin", 2, 2))
    out = resolve(board, "Vantress Paladin", PALADIN)
    assert said(out) == [] and out["conditions"][0]["holds"] is False
