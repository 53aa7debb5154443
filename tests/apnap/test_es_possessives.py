"""Possessives in the Spanish reading agree with what they own (number) and whose it is: "su mano" for one player,
"a las manos de sus propietarios" for several objects, "la mano de su propietario" for one, "que controlas" for the
controller ("you"), "que controla" for the acting player ("they"). A regression guard: these plans were all right
when written (session 34, gF21), and each is one construction the renderers say in their own words.

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card

_CASES = [
    ("Each player discards their hand.", {}, "Cada jugador descarta su mano."),
    ("Each player shuffles their hand into their library.", {}, "Cada jugador baraja su mano en su biblioteca."),
    ("Each player returns a creature they control to its owner's hand.", {},
     "Cada jugador regresa una criatura que controla a la mano de su propietario."),
    ("Return all creatures to their owners' hands.", {},
     "Regresa todas las criaturas a las manos de sus propietarios."),
    ("Return two target creatures to their owners' hands.", {"target": ["Hill Giant", "Serra Angel"]},
     "Regresa dos criaturas objetivo a las manos de sus propietarios."),
    ("Return target creature to its owner's hand.", {"target": "Hill Giant"},
     "Regresa la criatura objetivo a la mano de su propietario."),
    ("Put target creature on top of its owner's library.", {"target": "Hill Giant"},
     "Pon la criatura objetivo en la parte superior de la biblioteca de su propietario."),
    ("Destroy all creatures you control.", {}, "Destruye todas las criaturas que controlas."),
    ("Each player loses 1 life for each creature they control.", {},
     "Cada jugador pierde 1 vida por cada criatura que controla."),
    ("You gain 1 life for each creature you control.", {}, "Ganas 1 vida por cada criatura que controlas."),
    ("Exile each opponent's graveyard.", {}, "Exilia el cementerio de cada oponente."),
    ("Target opponent reveals their hand.", {"target": "Bob"}, "El oponente objetivo muestra su mano."),
]


@pytest.mark.parametrize(("text", "more", "said"), _CASES)
def test_the_spanish_possessive_agrees(text: str, more: dict[str, object], said: str) -> None:
    assert said in resolve_card(text, "es", **more)["reading"]
