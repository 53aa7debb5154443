"""The plan said in Spanish reads back into the same plan (the Spanish round trip, spanish_round_trip.py), for the
renderings that read back into another plan at the start of session 16.

Each was a Spanish reading that says something else than the plan: a word "target player" said again for the player
it already chose (a second word is a second target, 115.1), "you may reveal … and put that card …" cut into two
sentences (the put no longer the revealing player's, 608.2c), a combat role dropped after a subtype noun ("otro
Kithkin" for "other attacking Kithkin", 506.4), and "it" said as "esa carta" (the grammar reads that as "that card",
400.7e). English says the same plans the same way ("That player discards that card.").
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.rendering import _comparable

ROUND_TRIPS = [
    # one word "target player", said once: the later steps are that player's (115.3)
    ("Target player discards two cards and loses 2 life.", None,
     "El jugador objetivo descarta dos cartas y luego pierde 2 vidas."),
    ("Target opponent loses 2 life, gets a poison counter, then mills six cards.", None,
     "El oponente objetivo pierde 2 vidas y luego recibe un contador de veneno y luego pone las seis primeras cartas "
     "de su biblioteca en su cementerio."),
    ("Target player reveals three cards from their hand and you choose one of them. That player discards that card.",
     None, "El jugador objetivo muestra tres cartas de su mano. Eliges una de ellas. Ese jugador descarta esa carta."),
    ("Target player reveals their hand. You choose a nonland card from it. That player discards that card.", None,
     "El jugador objetivo muestra su mano. Eliges de ella una carta que no sea tierra. Ese jugador descarta esa "
     "carta."),
    ("Target player draws a card, then discards a card. If that player discards an artifact card this way, "
     "untap this permanent.", None,
     "El jugador objetivo roba una carta y luego descarta una carta. Si ese jugador descarta una carta de artefacto "
     "de esta manera, endereza este permanente."),
    # the put is the revealing player's, said with "y" after the "may" (608.2c)
    ("Look at the top three cards of your library. You may reveal a creature or land card from among them and put it "
     "into your hand. Put the rest on the bottom of your library in any order.", None,
     "Mira las tres primeras cartas de tu biblioteca y luego puedes mostrar una carta de criatura o tierra de entre "
     "ellas y poner esa carta en tu mano. Pon el resto en el fondo de tu biblioteca en cualquier orden."),
    # a subtype noun keeps its combat role (506.4)
    ("This permanent gets +1/+1 until end of turn for each other attacking Kithkin.", None,
     "Este permanente obtiene +1/+1 por cada otro Kithkin atacante en el campo de batalla hasta el final del turno."),
    # "it", the card the trigger's object became (400.7e), as printed Spanish says it
    ("Put it on the bottom of its owner's library.", "grave:source",
     "Ponlo en el fondo de la biblioteca de su propietario."),
]


@pytest.mark.parametrize(("english", "antecedent", "spanish"), ROUND_TRIPS, ids=[s for *_, s in ROUND_TRIPS])
def test_the_spanish_reading_reads_back_into_the_same_plan(english: str, antecedent: str | None,
                                                           spanish: str) -> None:
    plan = plan_of(parse_effect(english, "en", antecedent=antecedent))
    said = render_plan(plan, "es")
    assert said == spanish
    assert _comparable(plan_of(parse_effect(said, "es", antecedent=antecedent))) == _comparable(plan)


def test_two_words_target_player_stay_two_targets() -> None:
    """Two words are two targets (115.1): neither is said as "that player", in either language."""
    plan = plan_of(parse_effect("Target player draws a card. Target player loses 1 life.", "en"))
    assert render_plan(plan, "en") == "Target player draws a card. Target player loses 1 life."
    said = render_plan(plan, "es")
    assert said == "El jugador objetivo roba una carta. El jugador objetivo pierde 1 vida."
    assert _comparable(plan_of(parse_effect(said, "es"))) == _comparable(plan)


def test_english_says_that_player_for_the_word_already_said() -> None:
    plan = plan_of(parse_effect("Target player reveals their hand. You choose a nonland card from it. "
                                "That player discards that card.", "en"))
    assert render_plan(plan, "en").endswith("That player discards that card.")
