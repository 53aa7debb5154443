"""Tempting offers and opening-hand reveals (issue #22). Real card text on the standard board
(tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active, Dave controls; APNAP order Bob,
Carol, Dave, Alice).
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.test_grammar_choices import resolve

GLORY = ("Tempting offer — Put a +1/+1 counter on each creature you control. Each opponent may put a +1/+1 counter "
         "on each creature they control. For each opponent who does, put a +1/+1 counter on each creature you "
         "control.")
GLORY_ES = ("Oferta tentadora — Pon un contador +1/+1 en cada criatura que controlas. Cada oponente puede poner un "
            "contador +1/+1 en cada criatura que controla. Por cada oponente que lo haga, pon un contador +1/+1 en "
            "cada criatura que controlas.")


def _counters(out: dict[str, object]) -> list[tuple[str, list[str], int]]:
    steps = out["steps"]
    assert isinstance(steps, list)
    return [(e["player"], e["objects"], e["amount"]) for s in steps for e in s["events"]]


@pytest.mark.parametrize("text", [GLORY, GLORY_ES], ids=["en", "es"])
def test_each_opponent_may_put_counters_on_their_own_creatures_and_you_get_one_more_per_yes(text: str) -> None:
    out = resolve(text, lang="es" if text is GLORY_ES else "en", choices={"Bob": ["yes"], "Carol": ["no"],
                                                                          "Alice": ["yes"]})
    yours, theirs, more = out["steps"]
    assert (yours["order"], theirs["order"], more["order"]) == (["Dave"], ["Bob", "Carol", "Alice"], ["Dave"])
    assert [(c["player"], c["answer"]) for c in theirs["choices"]] == [("Bob", "yes"), ("Carol", "no"),
                                                                       ("Alice", "yes")]
    assert _counters(out) == [("Dave", ["Llanowar Elves", "Craw Wurm"], 1), ("Bob", ["Hill Giant"], 1),
                              ("Alice", ["Grizzly Bears", "Serra Angel"], 1),
                              ("Dave", ["Llanowar Elves", "Craw Wurm"], 2)]  # two opponents did
    assert {"101.4", "122.1", "122.1a"} <= set(theirs["citations"])
    if text is GLORY:
        assert out["reading"] == GLORY.split(" — ", 1)[1]


def test_nobody_accepting_the_offer_gives_the_controller_nothing_more() -> None:
    out = resolve(GLORY, choices={"Bob": ["no"], "Carol": ["no"], "Alice": ["no"]})
    assert [e["player"] for e in out["steps"][1]["events"]] == []
    assert out["steps"][2]["events"][0]["amount"] == 0


def test_counters_on_each_creature_said_of_someone_else_are_refused() -> None:
    with pytest.raises(BotError):
        parse_effect("Each opponent puts a +1/+1 counter on each creature you control.")


# ------------------------------------------------------------------------------------ opening-hand reveals (103.6b)
DROSS = ("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, each "
         "opponent loses 3 life, then you gain life equal to the life lost this way.\nFlying, lifelink")
DROSS_ES = ("Puedes mostrar esta carta de tu mano inicial. Si lo haces, al comienzo del primer mantenimiento, cada "
            "oponente pierde 3 vidas y luego ganas vidas igual a las vidas perdidas de esta manera.\nVuela, vínculo "
            "vital.")
PROVIDENCE = ("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, your "
              "life total becomes 26.\nYour life total becomes 26.")


def test_whether_the_card_was_revealed_is_asked_never_assumed() -> None:
    with pytest.raises(BotError) as err:
        resolve(DROSS, card="Chancellor of the Dross")
    assert (err.value.code, err.value.field) == ("choice_needed", "condition")
    assert "revealed this card from your opening hand" in err.value.text("en")


def test_a_revealed_card_s_delayed_trigger_resolves_as_it_would_at_the_first_upkeep() -> None:
    out = resolve(DROSS, card="Chancellor of the Dross", condition=True)
    lose, gain = out["steps"]
    assert [(e["player"], e["amount"]) for e in lose["events"]] == [("Bob", 3), ("Carol", 3), ("Alice", 3)]
    assert [(e["player"], e["amount"]) for e in gain["events"]] == [("Dave", 9)]  # the life lost this way
    assert {"103.6b", "603.7a"} <= set(out["citations"])
    assert out["life"] == {"Alice": 17, "Bob": 17, "Carol": 0, "Dave": 29}
    spanish = resolve(DROSS_ES, lang="es", condition=True)
    assert spanish["life"] == out["life"] and {"103.6b", "603.7a"} <= set(spanish["citations"])


def test_a_card_not_revealed_does_nothing_and_the_other_wording_reads_alike() -> None:
    out = resolve(DROSS, card="Chancellor of the Dross", condition=False)
    assert out["steps"] == [] and out["life"]["Dave"] == 20 and out["warnings"]
    providence = resolve(PROVIDENCE, ability=1, condition=True)
    assert [(s["action"], s["order"]) for s in providence["steps"]] == [("set_life", ["Dave"])]
    assert providence["life"]["Dave"] == 26 and "103.6b" in providence["citations"]


def test_an_opening_hand_reveal_with_another_delayed_trigger_stays_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve("You may reveal this card from your opening hand. If you do, when each opponent casts their first "
                "spell of the game, counter that spell unless that player pays {1}.", condition=True)
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ copies of a target (707.2)
REFLECTIONS = ("Tempting offer — Choose target creature you control. Create a token that's a copy of that creature. "
               "Each opponent may create a token that's a copy of that creature. For each opponent who does, create "
               "a token that's a copy of that creature.")
REFLECTIONS_ES = ("Oferta tentadora — Elige la criatura objetivo que controlas. Crea una ficha que es una copia de esa "
                  "criatura. Cada oponente puede crear una ficha que es una copia de esa criatura. Por cada oponente "
                  "que lo haga, crea una ficha que es una copia de esa criatura.")


@pytest.mark.parametrize("text", [REFLECTIONS, REFLECTIONS_ES], ids=["en", "es"])
def test_copies_of_the_target_for_you_each_accepting_opponent_and_one_more_per_yes(text: str) -> None:
    out = resolve(text, lang="es" if text is REFLECTIONS_ES else "en", target="Craw Wurm",
                  choices={"Bob": ["yes"], "Carol": ["no"], "Alice": ["yes"]})
    choose, yours, theirs, more = out["steps"]
    assert (choose["action"], choose["events"][0]["objects"]) == ("choose", ["Craw Wurm"])
    assert "115.1" in choose["citations"]
    made = [(e["player"], e["amount"], e["copy_of"]) for s in (yours, theirs, more) for e in s["events"]]
    assert made == [("Dave", 1, "Craw Wurm"), ("Bob", 1, "Craw Wurm"), ("Alice", 1, "Craw Wurm"),
                    ("Dave", 2, "Craw Wurm")]
    assert {"707.2", "111.2"} <= set(more["citations"])
    if text is REFLECTIONS:
        assert out["reading"].startswith("Choose target creature you control")
        assert "Dave's target is Craw Wurm" in out["narration"]
    else:
        assert "el objetivo de Dave es Craw Wurm" in out["narration"]


def test_the_target_must_be_named_and_be_the_controllers_creature() -> None:
    with pytest.raises(BotError) as err:
        resolve(REFLECTIONS)
    assert (err.value.code, err.value.field) == ("choice_needed", "target")  # asked: the caster's choice (601.2c)
    with pytest.raises(BotError) as err:
        resolve(REFLECTIONS, target="Hill Giant")  # Bob's: not "you control" (115.1)
    assert (err.value.code, err.value.field) == ("bad_scenario", "target")


def test_a_copy_of_that_creature_with_no_target_before_it_is_refused() -> None:
    """"When a creature dies, create a token that's a copy of that creature" means the one that died: not read."""
    with pytest.raises(BotError) as err:
        parse_effect("Create a token that's a copy of that creature.")
    assert err.value.code == "unsupported_effect"
