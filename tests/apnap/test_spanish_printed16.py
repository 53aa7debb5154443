"""Printed Spanish wordings of session 16, read into the same plan as their English Oracle text.

Each pair is resolved alone on the corpus board through the parity harness (spanish_parity.py: one reading, the same
steps, events, life totals and state-based actions). Real printed wordings, today's and older printings': "Cuando …
entre en juego", "hace / inflige N puntos de daño", "pon en juego" a card or a token (the zone was "en juego" before
the Sixth Edition rules), "remueve / retira del juego" (exile, 406.1), "ponla en juego" after a search; a quoted
ability whose cost is printed as an infinitive ("{T}, descartar una carta: …", 602.1) and "Tiene "…"" after a token
creation (111.3); "otras dos criaturas" (two other, 109.3); "ese jugador" for the player a word "objetivo" chose
(115.1); "ponlo" for the card the trigger's object became (400.7e); a subtype with its combat role ("otro Kithkin
atacante", 506.4); "mostrar" for reveal (701.20a); restrictions on a kind ("Las criaturas no pueden atacarte", "Las
habilidades activadas de los artefactos no pueden activarse", "Los hechizos de instantáneo y de conjuro que controlas no
pueden ser contrarrestados", 101.2); "prevén 1 de ese daño" (615.1a); "… y no se endereza durante …" (502.3).
"""

from __future__ import annotations

import pytest

from tests.apnap.corpus import board
from tests.apnap.spanish_parity import Pair, outcome

CREATURE, INSTANT, SORCERY, AURA = "Creature — Human", "Instant", "Sorcery", "Enchantment — Aura"

PAIRS = [
    # entering the battlefield, said both ways (603.6a)
    ("When Test Card enters the battlefield, draw a card.", "Cuando Test Card entre en juego, roba una carta.",
     CREATURE),
    ("When Test Card enters the battlefield, draw a card.",
     "Cuando Test Card entre al campo de batalla, roba una carta.", CREATURE),
    # damage (120.3): "hace" and the older "inflige"
    ("Test Card deals 3 damage to any target.", "Test Card hace 3 puntos de daño a cualquier objetivo.", INSTANT),
    ("Test Card deals 2 damage to target creature.", "Test Card hace 2 puntos de daño a la criatura objetivo.",
     INSTANT),
    ("Test Card deals 2 damage to target creature.", "Test Card inflige 2 puntos de daño a la criatura objetivo.",
     INSTANT),
    ("Test Card deals 1 damage to each creature and each player.",
     "Test Card hace 1 punto de daño a cada criatura y a cada jugador.", SORCERY),
    # "remove from the game": exile (406.1), the older printings' words
    ("Exile target creature.", "Remueve del juego la criatura objetivo.", INSTANT),
    ("Exile target creature.", "Retira del juego la criatura objetivo.", INSTANT),
    ("Exile all creatures.", "Remueve del juego todas las criaturas.", SORCERY),
    ("Exile target creature.", "Exilia la criatura objetivo.", INSTANT),
    # "pon en juego": onto the battlefield, a card or a token (111.2)
    ("You may put a land card from your hand onto the battlefield.",
     "Puedes poner en juego una carta de tierra de tu mano.", SORCERY),
    ("You may put a creature card from your hand onto the battlefield.",
     "Puedes poner en juego una carta de criatura de tu mano.", SORCERY),
    ("Create a 1/1 white Soldier creature token.", "Pon en juego una ficha de criatura Soldado blanca 1/1.", SORCERY),
    ("Create two 1/1 green Saproling creature tokens.", "Pon en juego dos fichas de criatura Saprolín verdes 1/1.",
     SORCERY),
    ("Create a 1/1 white Soldier creature token.", "Crea una ficha de criatura Soldado blanca 1/1.", SORCERY),
    ("Search your library for a creature card, put it onto the battlefield, then shuffle.",
     "Busca en tu biblioteca una carta de criatura, ponla en juego y luego baraja tu biblioteca.", SORCERY),
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     "Busca en tu biblioteca una carta de tierra básica, ponla en el campo de batalla girada y luego baraja.", SORCERY),
    # everyday instructions
    ("Destroy target artifact.", "Destruye el artefacto objetivo.", INSTANT),
    ("Target player draws two cards.", "El jugador objetivo roba dos cartas.", SORCERY),
    ("Target creature gets +3/+3 until end of turn.", "La criatura objetivo obtiene +3/+3 hasta el final del turno.",
     INSTANT),
    ("Return target creature to its owner's hand.", "Regresa la criatura objetivo a la mano de su propietario.",
     INSTANT),
    ("Return target creature to its owner's hand.", "Devuelve la criatura objetivo a la mano de su propietario.",
     INSTANT),
    ("Counter target spell.", "Contrarresta el hechizo objetivo.", INSTANT),
    ("Tap target creature.", "Gira la criatura objetivo.", INSTANT),
    ("Untap target land.", "Endereza la tierra objetivo.", INSTANT),
    ("Each player discards a card.", "Cada jugador descarta una carta.", SORCERY),
    ("Target player loses 3 life.", "El jugador objetivo pierde 3 vidas.", SORCERY),
    ("Each opponent sacrifices a creature.", "Cada oponente sacrifica una criatura.", SORCERY),
    ("Scry 2.", "Adivina 2.", INSTANT),
    ("Destroy all creatures. They can't be regenerated.", "Destruye todas las criaturas. No pueden ser regeneradas.",
     SORCERY),
    ("Destroy target creature. It can't be regenerated.", "Destruye la criatura objetivo. No puede ser regenerada.",
     INSTANT),
    # "otras dos": two other (109.3)
    ("Sacrifice two other creatures.", "Sacrifica otras dos criaturas.", SORCERY),
    # a quoted ability's cost printed as an infinitive (602.1); "Tiene "…"" after a creation (111.3)
    ('Enchanted creature has "{T}, Discard a card: Draw a card."',
     'La criatura encantada tiene "{T}, descartar una carta: Roba una carta."', AURA),
    ('Enchanted creature gets +2/+2 and has "Sacrifice two other creatures: Regenerate this creature."',
     'La criatura encantada obtiene +2/+2 y tiene "Sacrificar otras dos criaturas: Regenera esta criatura."', AURA),
    ('Create a 1/1 white Kithkin Soldier creature token. It has "{W}, {T}: Tap target creature."',
     'Crea una ficha de criatura Soldado Kithkin blanca 1/1. Tiene "{W}, {T}: Gira la criatura objetivo."', SORCERY),
    ('All Slivers have "{2}, Sacrifice this permanent: You gain 4 life."',
     'Todos los Fragmentados tienen "{2}, sacrificar este permanente: Ganas 4 vidas".', "Creature — Sliver"),
    # "mostrar" (reveal) and "ponerla" after a look (701.20a, 608.2c)
    ("Look at the top three cards of your library. You may reveal a creature or land card from among them and put it "
     "into your hand. Put the rest on the bottom of your library in any order.",
     "Mira las tres primeras cartas de tu biblioteca. Puedes mostrar una carta de criatura o de tierra de entre ellas "
     "y ponerla en tu mano. Pon el resto en el fondo de tu biblioteca en cualquier orden.", SORCERY),
    # one word "objetivo", then "ese jugador" (115.1)
    ("Target player reveals their hand. You choose a nonland card from it. That player discards that card.",
     "El jugador objetivo muestra su mano. Eliges de ella una carta que no sea tierra. Ese jugador descarta esa carta.",
     SORCERY),
    ("Target player discards two cards and loses 2 life.", "El jugador objetivo descarta dos cartas y pierde 2 vidas.",
     SORCERY),
    # "ponlo": the card the dying creature became (400.7e)
    ("When Test Card dies, put it on the bottom of its owner's library.",
     "Cuando Test Card muera, ponlo en el fondo de la biblioteca de su propietario.", CREATURE),
    # restrictions on a kind of permanent or spell (101.2): attacking, blocking, activating, countering
    ("Creatures can't attack you.", "Las criaturas no pueden atacarte.", "Creature — Squirrel"),
    ("Creatures your opponents control can't block this turn.",
     "Las criaturas que controlan tus oponentes no pueden bloquear este turno.", SORCERY),
    ("Activated abilities of artifacts can't be activated.",
     "Las habilidades activadas de los artefactos no pueden activarse.", "Artifact Creature — Ouphe"),
    ("Instant and sorcery spells you control can't be countered.",
     "Los hechizos de instantáneo y de conjuro que controlas no pueden ser contrarrestados.", "Creature — Sphinx"),
    # "prevén N de ese daño" (615.1a), "no se endereza durante …" (502.3)
    ("If an artifact would deal damage to you, prevent 1 of that damage.",
     "Si un artefacto fuera a hacerte daño, prevén 1 de ese daño.", "Enchantment"),
    ("Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step.",
     "La criatura encantada obtiene +3/+3 y no se endereza durante el paso de enderezar de su controlador.", AURA),
    ("Whenever Test Card deals combat damage to a creature, tap that creature and it doesn't untap during its "
     "controller's next untap step.",
     "Siempre que Test Card haga daño de combate a una criatura, gira esa criatura y no se endereza durante el próximo "
     "paso de enderezar de su controlador.", "Creature — Human Samurai"),
    # one "tiene" for keywords and a quoted ability (113.10)
    ('Enchanted creature has haste and "{T}, Discard a card: Draw a card."',
     'La criatura encantada tiene prisa y "{T}, descartar una carta: Roba una carta."', AURA),
    ('Enchanted creature gets +2/+2 and has flying and "Sacrifice two other creatures: Regenerate this creature."',
     'La criatura encantada obtiene +2/+2 y tiene la habilidad de volar y "Sacrificar otras dos criaturas: Regenera '
     'esta criatura."', AURA),
    # a subtype noun with its combat role (506.4)
    ("Test Card gets +1/+1 until end of turn for each other attacking Kithkin.",
     "Test Card obtiene +1/+1 hasta el final del turno por cada otro Kithkin atacante.", "Creature — Kithkin"),
]


@pytest.mark.parametrize(("english", "spanish", "type_line"), PAIRS, ids=[es for _, es, _ in PAIRS])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str, type_line: str) -> None:
    assert outcome(Pair("Test Card", type_line, english, spanish), board(4)) == "same"


@pytest.mark.parametrize("spanish", ["Pon en juego una carta de frobnicar de tu mano.",
                                     "Remueve del juego.",
                                     "Los hechizos de frobnicar que controlas no pueden ser contrarrestados.",
                                     'Crea una ficha de criatura Soldado blanca 1/1. Tienen "{T}: Roba una carta."'])
def test_what_the_older_words_do_not_say_is_refused(spanish: str) -> None:
    """A kind no terminology names (of a card or a spell), "remove from the game" with nothing to remove, and
    "Tienen" (they) after one token are refused, never guessed."""
    pair = Pair("Test Card", SORCERY, "Draw a card.", spanish)
    assert outcome(pair, board(4)) == "es_refused"
