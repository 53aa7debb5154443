"""Printed Spanish calls its card by its Spanish name, in sentence case, after an article, with commas: the name
means the source (card_names.own_names / self_names, grammar/text.as_source)."""

from __future__ import annotations

import pytest

from bot.apnap.card_names import own_names, self_names
from tests.apnap.realcards import creature, run


@pytest.mark.parametrize(("text", "name"), [
    ("Cuando Observador de Hoverguard entre al campo de batalla, roba una carta.", "Observador de Hoverguard"),
    ("Cuando el Ángel de Serra entre al campo de batalla, cada oponente pierde 1 vida.", "Ángel de Serra"),
    ("Al comienzo de tu mantenimiento, el Autómata aumentador hace 1 punto de daño a cada jugador.",
     "Autómata aumentador"),
    ("La Central eléctrica de Urza hace 2 puntos de daño a cada criatura.", "Central eléctrica de Urza"),
    ("Jaya, pirómana venerada hace 2 puntos de daño a cada oponente.", "Jaya, pirómana venerada"),
    ("{T}, sacrificar la Piedra de Erech: roba una carta.", "Piedra de Erech"),
    ("Exilia Chispazo de tu cementerio.", "Chispazo"),
    ("Pon un contador +1/+1 sobre Elfos de Llanowar.", "Elfos de Llanowar"),
    ("{1}: Elfos de Llanowar obtiene +1/+1 hasta el final del turno.", "Elfos de Llanowar"),
    ("{1}: Nexo de polillas se convierte en una criatura artefacto 1/1 hasta el final del turno.", "Nexo de polillas"),
])
def test_a_spanish_name_is_found_where_the_text_names_its_card(text: str, name: str) -> None:
    assert self_names(text)[0] == name


@pytest.mark.parametrize("text", [
    "Esta criatura obtiene +1/+1 hasta el final del turno.",
    "Cada criatura obtiene +1/+1.",
    "La criatura objetivo obtiene +2/+2 hasta el final del turno.",
    "Hasta el final del turno, la criatura objetivo gana la habilidad de volar.",
    "Regresa a tu mano la carta de criatura objetivo de tu cementerio.",
    "Cada jugador pierde X vidas, descarta X cartas, sacrifica X criaturas y luego sacrifica X tierras.",
    "Destruye el Trasgo objetivo.",
])
def test_words_of_the_sentence_are_no_name(text: str) -> None:
    assert self_names(text) == ()


def test_a_named_card_keeps_its_english_name_and_gains_the_spanish_one_only_for_spanish_text() -> None:
    text = "Cuando el Ángel de Serra entre al campo de batalla, roba una carta."
    assert own_names("Serra Angel", text, "es") == ("Ángel de Serra", "Serra Angel")
    assert own_names("Serra Angel", "When Serra Angel enters the battlefield, draw a card.", "en") == ("Serra Angel",)


def test_the_spanish_name_after_its_article_is_the_source_on_the_board() -> None:
    # Dave controls the card by its English name (the board's); the printed Spanish calls it by its Spanish name.
    text = "{1}: el Golem de hierro obtiene +1/+1 hasta el final del turno."
    out = run({}, lang="es", card="Iron Golem", effect=text,
              Dave={"battlefield": [creature("Iron Golem", 2, 2)]})
    assert "Iron Golem" in str(out["steps"]) or "Iron Golem" in out["narration"]


def test_damage_from_a_named_spanish_source_reads_like_english() -> None:
    spanish = run({}, lang="es", effect="La Central eléctrica de Urza hace 2 puntos de daño a cada oponente.")
    english = run({}, effect="Urza's Power Plant deals 2 damage to each opponent.")
    assert spanish["life"] == english["life"]
