"""Amounts the card defines (issue #22), on real cards of the fresh sample that were refused before: the greatest
power, toughness or converted mana cost among permanents (202.3: "converted mana cost" is mana value), the cards in
all graveyards (404.2, also "cards named <this card>"), and counters put in such an amount ("that many", "a number
of … equal to …", 122.1). Each is worked out from the board as the step applies (608.2h); an X the card defines
never takes the scenario's ``x`` (107.3c), and a value the board does not give is asked, never taken as 0.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run
from tests.apnap.test_board_steps import events

TORRENT = ("Torrent of Fire deals damage to any target equal to the highest converted mana cost among permanents you "
           "control.")
RUSH = "Draw cards equal to the highest converted mana cost among permanents you control."
KIN_TREE = ("Create an X/X black and green Spirit Warrior creature token, where X is the greatest toughness among "
            "creatures you control.")
KINDLE = "Kindle deals X damage to any target, where X is 2 plus the number of cards named Kindle in all graveyards."
VINECRASHER = ("Centaur Vinecrasher enters the battlefield with a number of +1/+1 counters on it equal to the number "
               "of land cards in all graveyards.")
LIVING = "Whenever you're dealt damage, put that many vitality counters on Living Artifact."
CULTIVATOR = ("When Nantuko Cultivator enters the battlefield, you may discard any number of land cards. Put that many "
              "+1/+1 counters on Nantuko Cultivator and draw that many cards.")
# Dave's standard battlefield with its cards' mana values (a board that gives them, as a scenario file would)
DAVE = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"], mana_value=1),
                        creature("Craw Wurm", 6, 4, colors=["green"], mana_value=6), "Swamp (basic land)"]}


def _plan(text: str, lang: str = "en") -> tuple[p.Step, ...]:
    """The plan's steps without the words they were read from (the printed text and a damage source's name)."""
    blank: Any = replace
    steps = p.plan_of(parse_effect(text, lang)).steps
    return tuple(blank(step, text="", **({"source": ""} if hasattr(step, "source") else {})) for step in steps)


def _readings(text: str) -> tuple[str, str]:
    plan = p.plan_of(parse_effect(text))
    return render_plan(plan, "en"), render_plan(plan, "es")


# ------------------------------------------------------------------------------------ the greatest among
def test_torrent_of_fire_deals_the_highest_mana_value_among_your_permanents() -> None:
    """Craw Wurm's 6 (a land's mana value is 0, 202.3a, never asked); "converted mana cost" is mana value."""
    out = run({}, card="Torrent of Fire", effect=TORRENT, target="Bob", Dave=DAVE)
    assert events(out["steps"][-1]) == [("Bob", "damage", [], 6)]


def test_a_mana_value_the_board_does_not_give_is_asked() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Torrent of Fire", effect=TORRENT, target="Bob")
    assert err.value.code == "choice_needed" and "Llanowar Elves" in str(err.value)


def test_rush_of_knowledge_draws_that_many() -> None:
    out = run({}, card="Rush of Knowledge", effect=RUSH, Dave=DAVE)
    assert [e[3] for e in events(out["steps"][-1])] == [6]


def test_kin_tree_invocation_is_the_greatest_toughness_not_the_scenarios_x() -> None:
    """Craw Wurm is 6/4: the token is 4/4; an x the scenario gives does not answer a defined X (107.3c), said."""
    out = run({}, card="Kin-Tree Invocation", effect=KIN_TREE, Dave=DAVE, x=7)
    (made,) = out["steps"][-1]["events"]
    assert made["pt"] == "4/4"
    assert any("4" in w and "7" in w for w in out["warnings"])


def test_the_greatest_of_each_property_is_one_amount() -> None:
    toughness = _plan(KIN_TREE)[0].size  # type: ignore[attr-defined]
    assert toughness == a.WhereX(a.GreatestPower(replace(toughness.a.filter), "toughness"))
    mana = _plan(RUSH)[0].amount  # type: ignore[attr-defined]
    assert isinstance(mana, a.GreatestPower) and mana.prop == "mana_value"
    assert _plan("Draw cards equal to the highest mana value among permanents you control.") == _plan(RUSH)
    power = _plan("Draw cards equal to the greatest power among creatures you control.")[0].amount  # type: ignore
    assert isinstance(power, a.GreatestPower) and power.prop == "power"


# ------------------------------------------------------------------------------------ all graveyards
def test_kindle_counts_the_cards_named_kindle_in_all_graveyards() -> None:
    """2 plus one Kindle in Bob's graveyard and one in Alice's (Ponder beside it is not counted): 4."""
    out = run({}, card="Kindle", effect=KINDLE, target="Bob", Bob={"graveyard": ["Kindle (instant)"]},
              Alice={"graveyard": ["Kindle (instant)", "Ponder (sorcery)"]})
    assert events(out["steps"][-1]) == [("Bob", "damage", [], 4)]


def test_a_graveyard_nobody_described_is_asked_not_empty() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Kindle", effect=KINDLE, target="Bob", Carol={"unknown": ["graveyard"], "graveyard": []})
    assert err.value.code == "choice_needed"


def test_land_cards_in_all_graveyards() -> None:
    """The standard graveyards hold three land cards (Alice's Mountain, Dave's Island and Swamp)."""
    plan = p.plan_of(parse_effect("You gain life equal to the number of land cards in all graveyards."))
    assert isinstance(plan.steps[0].amount, a.AllGraveyards)  # type: ignore[attr-defined]
    out = run({}, effect="You gain life equal to the number of land cards in all graveyards.")
    assert events(out["steps"][-1]) == [("Dave", "gain_life", [], 3)]


# ------------------------------------------------------------------------------------ counters in such an amount
def test_living_artifact_puts_as_many_counters_as_the_damage() -> None:
    """"That many" said first is the trigger event's amount (603.2), the scenario's ``event_amount``."""
    out = run({}, card="Living Artifact", effect=LIVING, event_amount=3,
              Dave={"battlefield": [{"name": "Living Artifact", "types": ["enchantment"]}]})
    assert events(out["steps"][-1]) == [("Dave", "counter", ["Living Artifact"], 3)]


def test_nantuko_cultivator_counts_the_lands_discarded_twice() -> None:
    """Two lands discarded: two counters, and "draw that many" is the same two (608.2c), not the one permanent the
    counters went on (a first reading drew one card)."""
    out = run({}, card="Nantuko Cultivator", effect=CULTIVATOR, choices={"Dave": ["yes", ["Forest", "Swamp"]]},
              Dave={"hand": ["Forest (basic land)", "Swamp (basic land)", "Duress (sorcery)"],
                    "battlefield": [creature("Nantuko Cultivator", 2, 2)]})
    discard, counters, draw = out["steps"][-3:]
    assert events(discard) == [("Dave", "discard", ["Forest", "Swamp"], None)]
    assert events(counters) == [("Dave", "counter", ["Nantuko Cultivator"], 2)]
    assert [e[3] for e in events(draw)] == [2]


def test_a_second_that_many_after_the_trigger_events_amount_is_that_amount() -> None:
    steps = _plan("Put that many +1/+1 counters on this creature, then draw that many cards.")
    assert steps[0].amount == steps[1].amount == a.EventAmount()  # type: ignore[attr-defined]


def test_a_number_of_counters_equal_to_an_amount_reads_whole() -> None:
    steps = _plan("Put a number of +1/+1 counters on this creature equal to the greatest power among creatures you "
                  "control.")
    assert steps[0].amount == a.GreatestPower(replace(steps[0].amount.filter), "power")  # type: ignore
    with_counters = _plan(VINECRASHER.replace("Centaur Vinecrasher", "This creature"))
    assert isinstance(with_counters[0].amount, a.AllGraveyards)  # type: ignore[attr-defined]


# ------------------------------------------------------------------------------------ printed Spanish, readings
@pytest.mark.parametrize(("english", "spanish"), [
    (RUSH, "Roba una cantidad de cartas igual al mayor coste de maná convertido entre los permanentes que controlas."),
    ("You gain life equal to the greatest toughness among creatures you control.",
     "Ganas una cantidad de vidas igual a la mayor resistencia entre las criaturas que controlas."),
    ("You gain life equal to the number of creature cards in all graveyards.",
     "Ganas una cantidad de vidas igual al número de cartas de criatura en todos los cementerios."),
    ("Put that many +1/+1 counters on this creature.", "Pon esa cantidad de contadores +1/+1 sobre esta criatura."),
    ("Put a number of +1/+1 counters on this creature equal to the number of creature cards in all graveyards.",
     "Pon un número de contadores +1/+1 sobre esta criatura igual al número de cartas de criatura en todos los "
     "cementerios."),
    ("This creature enters the battlefield with a number of +1/+1 counters on it equal to the greatest power among "
     "creatures you control.",
     "Esta criatura entra al campo de batalla con un número de contadores +1/+1 sobre ella igual a la mayor fuerza "
     "entre las criaturas que controlas."),
])
def test_printed_spanish_reads_into_the_same_plan(english: str, spanish: str) -> None:
    assert _plan(spanish, "es") == _plan(english)


@pytest.mark.parametrize(("text", "english", "spanish"), [
    (RUSH, "the highest converted mana cost among permanents you control",
     "al mayor coste de maná convertido entre los permanentes que controlas"),
    (KIN_TREE, "where X is the greatest toughness among creatures you control",
     "donde X es la mayor resistencia entre las criaturas que controlas"),
    ("You gain life equal to the number of cards in all graveyards.", "for each card in all graveyards",
     "por cada carta en todos los cementerios"),
    ("Put that many +1/+1 counters on this creature.", "Put that many +1/+1 counters on this permanent",
     "Pon esa cantidad de contadores +1/+1 en este permanente"),
    ("This creature enters the battlefield with a number of +1/+1 counters on it equal to the greatest power among "
     "creatures you control.", "with a number of +1/+1 counters on it equal to the greatest power among creatures",
     "con un número de contadores +1/+1 sobre él igual a la mayor fuerza entre las criaturas"),
])
def test_readings_say_the_amount_in_both_languages(text: str, english: str, spanish: str) -> None:
    said: Any = _readings(text)
    assert english in said[0] and spanish in said[1]


# ------------------------------------------------------------------------------------ a defined X on a bonus
HOOF = ("When Craterhoof Behemoth enters the battlefield, creatures you control gain trample and get +X/+X until end "
        "of turn, where X is the number of creatures you control.")


def test_craterhoof_gives_each_creature_the_count_and_trample() -> None:
    """Three creatures: +3/+3 and trample for each (608.2h: X worked out once, as the effect resolves)."""
    out = run({}, card="Craterhoof Behemoth", effect=HOOF, Dave={"battlefield": [
        creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4), creature("Craterhoof Behemoth", 5, 5)]})
    (modify,) = out["steps"][-1]["events"]
    assert modify["objects"] == ["Llanowar Elves", "Craw Wurm", "Craterhoof Behemoth"]
    assert (modify["pt"], modify["keywords"]) == ("+3/+3", "trample")


@pytest.mark.parametrize(("english", "spanish"), [
    ("Creatures you control gain trample and get +X/+X until end of turn, where X is the number of creatures you "
     "control.", "Las criaturas que controlas ganan la habilidad de arrollar y obtienen +X/+X hasta el final del "
     "turno, donde X es el número de criaturas que controlas."),
    ("Untap target creature. It gains trample and gets +X/+X until end of turn, where X is its power.",
     "Endereza la criatura objetivo. Gana la habilidad de arrollar y obtiene +X/+X hasta el final del turno, donde X "
     "es su fuerza."),
])
def test_gain_then_get_reads_as_get_then_gain(english: str, spanish: str) -> None:
    """The keyword said first is the same bonus (611.2c), in both languages; the X stays the card's definition."""
    said_first = _plan(english.replace("gain trample and get +X/+X", "get +X/+X and gain trample")
                       .replace("gains trample and gets +X/+X", "gets +X/+X and gains trample"))
    assert _plan(english) == said_first == _plan(spanish, "es")
    assert isinstance(_plan(english)[-1].times, a.WhereX)  # type: ignore[attr-defined]


LAQUATUS = "Target player draws cards equal to the number of cards in their hand, then discards that many cards."


def test_laquatuss_creativity_discards_as_many_as_it_drew() -> None:
    """Alice holds three cards: she draws three, then discards three (608.2c: the draw's number, hers)."""
    out = run({}, card="Laquatus's Creativity", effect=LAQUATUS, target="Alice",
              choices={"Alice": [["Opt", "Shock", "Island"]]})
    draw, discard = out["steps"]
    assert events(draw)[0][3] == 3 and events(discard) == [("Alice", "discard", ["Opt", "Shock", "Island"], None)]
    assert _plan(LAQUATUS) == _plan("El jugador objetivo roba una cantidad de cartas igual al número de cartas en su "
                                    "mano, luego descarta esa cantidad de cartas.", "es")
    english, spanish = _readings(LAQUATUS)
    assert english.endswith("then discards that many cards.") and spanish.endswith("descarta esa cantidad de cartas.")


@pytest.mark.parametrize("text", [
    RUSH, KIN_TREE, LAQUATUS, HOOF.split(", ", 1)[1].capitalize(),
    "You gain life equal to the number of cards in all graveyards.",
    pytest.param("Put a +1/+1 counter on target creature. Then put that many +1/+1 counters on it.",
                 marks=pytest.mark.xfail(strict=True, reason=(
                     "session 36: Step.object_target_words (gC23) is counted from a step's sentence text, so the "
                     "reading's one sentence ', then put that many … on it' gives the second step the first clause's "
                     "target word (1, where the printed two sentences give 0); the engine read the same text before, "
                     "so no answer changed; next: count from the parse tree"))),
    "Put a number of +1/+1 counters on this creature equal to the greatest toughness among creatures you control.",
    "This creature enters the battlefield with a number of +1/+1 counters on it equal to the greatest power among "
    "creatures you control.",
])
def test_each_reading_reads_back_into_the_same_plan(text: str) -> None:
    """The English and the Spanish reading both read back into the plan they say (no word dropped or added)."""
    english, spanish = _readings(text)
    assert _plan(english) == _plan(text) == _plan(spanish, "es")


def test_the_name_is_said_in_both_readings() -> None:
    """"Cards named Kindle" is never said as every card (the Spanish reading had dropped the name: a count of every
    card in all graveyards, read back as such)."""
    english, spanish = _readings("This spell deals X damage to any target, where X is 2 plus the number of cards "
                                 "named this spell in all graveyards.")
    assert "cards named this permanent in all graveyards" in english
    assert "cartas con el mismo nombre que este permanente en todos los cementerios" in spanish
