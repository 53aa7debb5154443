"""Spanish constructions found on the second parity split (spanish-parity-dev2.jsonl, session 18): each printed
Spanish wording reads into the same plan as its English (the parity harness's own comparison). Each pair is a
construction, said on a real card's ability, that the Spanish grammar could not read before."""

from __future__ import annotations

import pytest

from tests.apnap.corpus import board
from tests.apnap.spanish_parity import Pair, outcome

PAIRS = [
    # a library search that puts what it finds into the graveyard (701.23): "ponlas en tu cementerio y luego baraja"
    ("Sorcery", "Search your library for up to three creature cards, put them into your graveyard, then shuffle "
     "your library.", "Busca en tu biblioteca hasta tres cartas de criatura, ponlas en tu cementerio y luego baraja "
     "tu biblioteca."),
    # a "remove counters" cost printed in Spanish, its counter named by the terminology (122.1, 602.1)
    ("Creature — Fungus", "Remove three spore counters from Test Card: Create a 1/1 green Saproling creature token.",
     "Quita tres contadores de espora de Test Card: Crea una ficha de criatura Saprolín verde 1/1."),
    # double strike as printed Spanish names it (702.4): "la habilidad de dañar dos veces"
    ("Artifact — Equipment", "Equipped creature has double strike.",
     "La criatura equipada tiene la habilidad de dañar dos veces."),
    # one article for several keywords: "gana las habilidades de miedo y vigilancia" (611.2a)
    ("Creature — Zombie", "{W}{B}: Test Card gains fear and vigilance until end of turn.",
     "{W}{B}: Test Card gana las habilidades de miedo y vigilancia hasta el final del turno."),
    ("Instant", "Target creature gains first strike and trample until end of turn.",
     "La criatura objetivo gana las habilidades de dañar primero y arrollar hasta el final del turno."),
    # a combat duration with its preposition: "no puede bloquear en este combate" (506.4)
    ("Creature — Dragon", "{1}{R}: Test Card deals 1 damage to target creature. That creature can't block this "
     "combat.", "{1}{R}: Test Card hace 1 punto de daño a la criatura objetivo. Esa criatura no puede bloquear en "
     "este combate."),
    # a combat role said after "objetivo" as a clause: "que está atacando (o bloqueando)" (506.4)
    ("Instant", "Destroy target attacking or blocking creature.",
     "Destruye la criatura objetivo que está atacando o bloqueando."),
    ("Instant", "Exile target attacking creature.", "Exilia la criatura objetivo que está atacando."),
    # a mana value said without "de": "con valor de maná X" (202.3)
    ("Creature — Elemental", "{X}{X}{1}: Destroy target artifact or creature with mana value X.",
     "{X}{X}{1}: Destruye el artefacto o criatura objetivo con valor de maná X."),
    # what the target must be, said after "objetivo", before where it goes in its owner's library (401.1)
    ("Instant", "Put target nonland permanent on top of its owner's library.",
     "Pon el permanente objetivo que no sea tierra en la parte superior de la biblioteca de su propietario."),
    ("Instant", "Put target creature you don't control on the bottom of its owner's library.",
     "Pon la criatura objetivo que no controlas en el fondo de la biblioteca de su propietario."),
    # whose permanents' abilities can't be activated, said after the noun (602.5)
    ("Creature — Angel", "Activated abilities of creatures your opponents control can't be activated.",
     "Las habilidades activadas de las criaturas que controlan tus oponentes no pueden activarse."),
    ("Enchantment", "Activated abilities of artifacts you control can't be activated.",
     "Las habilidades activadas de los artefactos que controlas no pueden activarse."),
    # a target that must not be the source, said after "objetivo" with the card's own name (115.1, 109.5)
    ("Creature — Human Wizard", "{T}: Target creature other than Test Card has base power and toughness 0/2 until "
     "end of turn.", "{T}: La criatura objetivo que no sea Test Card tiene una fuerza y resistencia base de 0/2 hasta "
     "el final del turno."),
    ("Creature — Elf", "{T}: Target creature other than this creature gets +1/+1 until end of turn.",
     "{T}: La criatura objetivo que no sea esta criatura obtiene +1/+1 hasta el final del turno."),
    # several targets of one word, each getting the bonus: "obtienen +2/+2 cada una" (601.2c)
    ("Instant", "Any number of target creatures each get +2/+2 until end of turn. Untap those creatures.",
     "Cualquier número de criaturas objetivo obtienen +2/+2 cada una hasta el final del turno. Endereza esas "
     "criaturas."),
    ("Instant", "Up to two target creatures each get +1/+1 until end of turn.",
     "Hasta dos criaturas objetivo obtienen +1/+1 cada una hasta el final del turno."),
    # a kind of permanent kept tapped in every controller's untap step (502.3)
    ("Enchantment", "Red creatures don't untap during their controllers' untap steps.",
     "Las criaturas rojas no se enderezan durante los pasos de enderezar de sus controladores."),
    ("Enchantment", "Artifacts don't untap during their controllers' untap steps.",
     "Los artefactos no se enderezan durante los pasos de enderezar de sus controladores."),
]


@pytest.mark.parametrize(("type_line", "en", "es"), PAIRS)
def test_printed_spanish_reads_into_the_english_plan(type_line: str, en: str, es: str) -> None:
    assert outcome(Pair("Test Card", type_line, en, es), board(4)) == "same"
