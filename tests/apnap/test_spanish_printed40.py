"""Printed Spanish wordings found on the parity splits (session 40, issue #22): each reads into the same plan as its
English (the parity harness's own comparison, spanish_parity.outcome). Each pair is a construction, said on a real
card's ability, that the Spanish grammar refused or read otherwise before."""

from __future__ import annotations

import pytest

from tests.apnap.corpus import board
from tests.apnap.spanish_parity import Pair, outcome

PAIRS = [
    # the source's role in combat with its subject left out, "mientras esté/está atacando", is English's "as long as
    # it's attacking" (506.4, 611.3a): the reading says "it", as both cards do
    ("Legendary Creature — Cat Warrior", "Test Card has first strike as long as it's attacking.",
     "Test Card tiene la habilidad de dañar primero mientras está atacando."),
    ("Creature — Human Knight", "This creature has first strike as long as it's attacking.",
     "Esta criatura tiene la habilidad de dañar primero mientras esté atacando."),
    # a subtype of several words, as the Spanish CR names it (205.3m: "Polilla parpadeante (Blinkmoth)", "Obrero de
    # ensamblaje (Assembly-Worker)"), in what a permanent becomes (613.1d-e) and between a target's noun and "objetivo"
    ("Land", "{1}: Test Card becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. It's still a "
     "land.", "{1}: Test Card se convierte en una criatura artefacto Polilla parpadeante 1/1 con la habilidad de volar "
     "hasta el final del turno. Sigue siendo una tierra."),
    ("Land", "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",
     "{T}: La criatura Obrero de ensamblaje objetivo obtiene +1/+1 hasta el final del turno."),
    ("Creature — Wolf", "Werewolves you control get +1/+1.", "Los Hombres lobo que controlas obtienen +1/+1."),
    # a creature type the terminology lacked, from the Spanish CR's list (205.3m: "Serpiente (Snake)")
    ("Sorcery", "Create a 1/1 green Snake creature token.", "Crea una ficha de criatura Serpiente verde 1/1."),
    # the card's Spanish name as the subject of "se convierte en" (the source, 201.4b), before a colour pair
    ("Artifact", "{4}{U}{B}: Test Card becomes a 4/4 blue and black Dragon artifact creature with flying until end of "
     "turn.", "{4}{U}{B}: Monumento de prueba se convierte en una criatura artefacto Dragón azul y negra 4/4 con la "
     "habilidad de volar hasta el final del turno."),
    # the turn's record said in the passive (120.3): "sólo si a un oponente se le hizo daño este turno" (602.5), "si se
    # te hizo daño este turno", as English's "an opponent was dealt damage", "you were dealt damage"
    ("Creature — Phoenix", "{R}{R}{R}: Return Test Card from your graveyard to your hand. Activate this ability only "
     "if an opponent was dealt damage this turn.", "{R}{R}{R}: Regresa Test Card de tu cementerio a tu mano. Activa "
     "esta habilidad sólo si a un oponente se le hizo daño este turno."),
    ("Sorcery", "Draw a card if an opponent was dealt damage this turn.",
     "Roba una carta si a un oponente se le hizo daño este turno."),
    ("Sorcery", "Draw a card if you were dealt damage this turn.", "Roba una carta si se te hizo daño este turno."),
    # whose kicker was paid, said after it: "por cada vez que se pagó el coste de estímulo de Test Card" (702.33d)
    ("Instant", "Counter target spell unless its controller pays {2}. Draw a card for each time Test Card was "
     "kicked.", "Contrarresta el hechizo objetivo a menos que su controlador pague {2}. Roba una carta por cada vez "
     "que se pagó el coste de estímulo de Test Card."),
    ("Instant", "If this spell was kicked, draw a card.",
     "Si se pagó el coste de estímulo de este hechizo, roba una carta."),
    # a trigger about a spell said with the infinitive, "permiso para lanzar un hechizo", as English's "to cast a
    # spell": "ese hechizo" is the event's (603.2, 608.2c)
    ("Enchantment", "When a player asks you permission to cast a spell and you refuse, counter that spell and "
     "sacrifice Test Card.", "Cuando un jugador te pida permiso para lanzar un hechizo y te niegues, contrarresta ese "
     "hechizo y sacrifica Test Card."),
    # the direction chosen (101.4, 103.1): "izquierda o derecha" are the rules' "left or right", said so back
    ("Sorcery", "Choose left or right. Starting with you and proceeding in the chosen direction, each player chooses "
     "a creature controlled by the next player in that direction. Each player gains control of the creature they "
     "chose.", "Elige izquierda o derecha. Empezando por ti y continuando en la dirección elegida, cada jugador elige "
     "una criatura controlada por el siguiente jugador en esa dirección. Cada jugador gana el control de la criatura "
     "que eligió."),
    # a named token with its own text (111.3-4): "named <Name> with "…"" / "llamada <Nombre> con "…"" (the name is
    # the card's as printed, so both pairs name it the same)
    ("Sorcery", 'Create a colorless artifact token named Test Token with "{T}, Sacrifice this artifact: Add one mana '
     'of any color."', 'Crea una ficha de artefacto incolora llamada Test Token con "{T}, sacrificar este artefacto: '
     'Agrega un maná de cualquier color".'),
    ("Sorcery", 'Create a colorless artifact token named Test Token with "{R}, Sacrifice this artifact: This artifact '
     'deals 2 damage to target attacking creature without flying."', 'Crea una ficha de artefacto incolora llamada '
     'Test Token con "{R}, sacrificar este artefacto: Este artefacto hace 2 puntos de daño a la criatura atacante '
     'objetivo sin la habilidad de volar".'),
]


@pytest.mark.parametrize(("type_line", "en", "es"), PAIRS)
def test_printed_spanish_reads_into_the_english_plan(type_line: str, en: str, es: str) -> None:
    assert outcome(Pair("Test Card", type_line, en, es), board(4)) == "same"
