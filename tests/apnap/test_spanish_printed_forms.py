"""Printed Spanish forms read into the same plan as their English Oracle text (issue #22, session 13).

Each pair is resolved alone on the corpus board through the parity harness (spanish_parity.py: one reading, the same
steps, events, life totals and state-based actions), so a Spanish form read otherwise, or not at all, fails here.
Two real wordings at least per mechanism: the tail after "objetivo" ("que controlas", "que controla un oponente"),
the destination said first ("pon en juego", "regresa al campo de batalla …"), several tokens in one sentence, tokens
of a subtype ("las fichas de Zombie"), the subject left out ("Obtiene +2/+2 …", "Gana … hasta el final del turno"),
"esa criatura obtiene …", "recibe" for "gets", "las demás criaturas", and a kicker's "fue kickeado".
"""

from __future__ import annotations

import pytest

from tests.apnap.corpus import board
from tests.apnap.spanish_parity import Pair, outcome

PAIRS = [
    # whose the target is, said after "objetivo" (115.1)
    ("Destroy target creature you control.", "Destruye la criatura objetivo que controlas."),
    ("Destroy target creature you don't control.", "Destruye la criatura objetivo que no controlas."),
    ("Destroy target creature an opponent controls.", "Destruye la criatura objetivo que controle un oponente."),
    ("Exile target creature an opponent controls.", "Exilia la criatura objetivo que controla un oponente."),
    ("Return target creature an opponent controls to its owner's hand.",
     "Regresa la criatura objetivo que controla un oponente a la mano de su propietario."),
    ("This spell deals 3 damage to target creature an opponent controls.",
     "Este hechizo hace 3 puntos de daño a la criatura objetivo que controla un oponente."),
    ("Destroy target creature with flying.", "Destruye la criatura objetivo con la habilidad de volar."),
    # the destination first, and the older "en juego" (the battlefield)
    ("Put a creature card from your graveyard onto the battlefield.",
     "Pon en juego una carta de criatura de tu cementerio."),
    ("Put a creature card from your hand onto the battlefield.", "Pon en juego una carta de criatura de tu mano."),
    ("Put a creature card from your hand onto the battlefield.", "Pon una carta de criatura de tu mano en juego."),
    ("Return target creature card from your graveyard to the battlefield.",
     "Regresa al campo de batalla la carta de criatura objetivo de tu cementerio."),
    ("Return a creature card from your graveyard to the battlefield.",
     "Regresa al juego una carta de criatura de tu cementerio."),
    # several tokens in one sentence (111.1)
    ("Create a 1/1 white Soldier creature token and a 1/1 white Spirit creature token with flying.",
     "Crea una ficha de criatura Soldado blanca 1/1 y una ficha de criatura Espíritu blanca 1/1 con la habilidad de "
     "volar."),
    ("Create a 2/2 white Knight creature token with vigilance, a 3/3 green Centaur creature token, and a 4/4 green "
     "Rhino creature token with trample.",
     "Crea una ficha de criatura Caballero blanca 2/2 con vigilancia, una ficha de criatura Centauro verde 3/3 y una "
     "ficha de criatura Rinoceronte verde 4/4 con la habilidad de arrollar."),
    # tokens of a subtype (111.4, 205.3)
    ("Zombie tokens you control have deathtouch.", "Las fichas de Zombie que controlas tienen toque mortal."),
    ("Soldier tokens you control get +1/+1.", "Las fichas de Soldado que controlas obtienen +1/+1."),
    # the subject left out: the one object named before (608.2c)
    ("Untap target creature. It gets +2/+2 until end of turn.",
     "Endereza la criatura objetivo. Obtiene +2/+2 hasta el final del turno."),
    ("Untap target creature. It gains haste until end of turn.",
     "Endereza la criatura objetivo. Gana la habilidad de prisa hasta el final del turno."),
    ("Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets +4/+4 until end of "
     "turn instead.",
     "La criatura objetivo obtiene +2/+2 hasta el final del turno. Si este hechizo fue estimulado, en vez de eso, esa "
     "criatura obtiene +4/+4 hasta el final del turno."),
    ("Target creature gets +3/+3 until end of turn.", "La criatura objetivo recibe +3/+3 hasta el final del turno."),
    ("Other Goblin creatures you control get +1/+1.", "Las demás criaturas Trasgo que controlas obtienen +1/+1."),
    ("Other creatures you control get +1/+1.", "Las demás criaturas que controlas obtienen +1/+1."),
    ("Draw two cards. If this spell was kicked, draw three cards instead.",
     "Roba dos cartas. Si este hechizo fue kickeado, roba tres cartas en su lugar."),
    # what the targeted card must not be, after "objetivo" (115.1)
    ("Return target noncreature, nonland card from your graveyard to your hand.",
     "Regresa la carta objetivo que no sea de criatura ni de tierra de tu cementerio a tu mano."),
    ("Exile target nonland card from your graveyard.",
     "Exilia la carta objetivo que no sea de tierra de tu cementerio."),
    # a static ability's "Mientras …" (611.3a), its condition said in the reading's language
    ("As long as you control a Swamp, this creature gets +1/+1.",
     "Mientras controles un Pantano, esta criatura obtiene +1/+1."),
    ("As long as you control a Griffin creature, this creature gets +3/+3 and has flying.",
     "Mientras controles una criatura Grifo, esta criatura obtiene +3/+3 y tiene la habilidad de volar."),
    # "al" (a + el) and "se le" in replacement and prevention effects (614.1a, 615.1a)
    ("If a source would deal damage to enchanted player, it deals double that damage to that player instead.",
     "Si una fuente fuera a hacer daño al jugador encantado, en vez de eso, hace el doble de ese daño a ese jugador."),
    ("Prevent all combat damage that would be dealt to this creature.",
     "Prevén todo el daño de combate que se le fuera a hacer a esta criatura."),
    ("Prevent all damage that would be dealt to this creature.",
     "Prevén todo el daño que se le fuera a hacer a esta criatura."),
    # "al" (a + el) before a targeted player (115.1)
    ("This spell deals 3 damage to target player.", "Este hechizo hace 3 puntos de daño al jugador objetivo."),
    ("This spell deals 4 damage to target player or planeswalker.",
     "Este hechizo hace 4 puntos de daño al jugador o planeswalker objetivo."),
    ("This spell deals 3 damage to target opponent.", "Este hechizo hace 3 puntos de daño al oponente objetivo."),
    # what a target must not be, after "objetivo"
    ("Destroy target nonland permanent.", "Destruye el permanente objetivo que no sea tierra."),
    ("Destroy target nonblack creature.", "Destruye la criatura objetivo que no sea negra."),
    # the top cards of a library, exiled (406.3)
    ("That player exiles the top two cards of their library.",
     "Ese jugador exilia las dos primeras cartas de su biblioteca."),
    ("Target player exiles the top three cards of their library.",
     "El jugador objetivo exilia las primeras tres cartas de su biblioteca."),
    # "la mitad de sus vidas" (119.3, 107.1a)
    ("That player loses half their life, rounded up.",
     "Ese jugador pierde la mitad de sus vidas, redondeando hacia arriba."),
    ("You lose half your life, rounded up.", "Pierdes la mitad de tus vidas, redondeando hacia arriba."),
    # the destination first, tapped (110.5b)
    ("You may put a basic land card from your hand onto the battlefield tapped.",
     "Puedes poner en el campo de batalla girada una carta de tierra básica de tu mano."),
    # "Gana el control de la …" (a "de la" the parser once shifted past; 613.1b)
    ("Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.",
     "Gana el control de la criatura objetivo hasta el final del turno. Endereza esa criatura. Gana la habilidad de "
     "prisa hasta el final del turno."),
    ("Gain control of target artifact until end of turn.",
     "Gana el control del artefacto objetivo hasta el final del turno."),
    # a search's card shown and put, each with its own comma (701.20a, 701.23)
    ("Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
     "Busca en tu biblioteca una carta de tierra básica, muéstrala, ponla en tu mano y luego baraja."),
    ("Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
     "Busca en tu biblioteca una carta de criatura, revélala, ponla en tu mano y luego baraja tu biblioteca."),
    # what a targeted spell must not be (701.6a)
    ("Counter target noncreature spell.", "Contrarresta el hechizo objetivo que no sea de criatura."),
    ("Counter target nonartifact spell.", "Contrarresta el hechizo objetivo que no sea de artefacto."),
    # "Esa criatura no se endereza …": the one creature named before (502.3, 608.2c)
    ("Tap target creature. It doesn't untap during its controller's next untap step.",
     "Gira la criatura objetivo. Esa criatura no se endereza durante el próximo paso de enderezar de su "
     "controlador."),
    # a trigger whose subject is the source, its effect's subject left out (608.2c)
    ("Whenever this creature attacks, it gets +1/+0 until end of turn.",
     "Siempre que esta criatura ataque, obtiene +1/+0 hasta el final del turno."),
    ("Whenever this creature blocks, it gains first strike until end of turn.",
     "Siempre que esta criatura bloquee, gana la habilidad de dañar primero hasta el final del turno."),
    ("Whenever this creature becomes blocked, it gets +2/+2 until end of turn.",
     "Siempre que esta criatura sea bloqueada, obtiene +2/+2 hasta el final del turno."),
    # an Aura's or Equipment's bonus and a rule of combat in one sentence (509.1b, 508.1d)
    ("Equipped creature gets +1/+0 and can't be blocked by creatures with flying.",
     "La criatura equipada obtiene +1/+0 y no puede ser bloqueada por criaturas con la habilidad de volar."),
    ("Enchanted creature gets +2/+2 and attacks each combat if able.",
     "La criatura encantada obtiene +2/+2 y ataca en cada combate si es posible."),
    ("Enchanted creature gets +1/+1 and can't block.", "La criatura encantada obtiene +1/+1 y no puede bloquear."),
]


@pytest.mark.parametrize(("english", "spanish"), PAIRS, ids=[es for _, es in PAIRS])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str) -> None:
    kind = "Creature — Human Knight" if "this creature" in english.lower() else "Enchantment — Aura" \
        if english.startswith("Enchanted") else "Artifact — Equipment" if english.startswith("Equipped") else "Sorcery"
    assert outcome(Pair("Test Card", kind, english, spanish), board(4)) == "same"


def test_those_creatures_are_not_read_as_it() -> None:
    """"Esas criaturas no se enderezan …" after "todas las criaturas": several objects, not the one "it" names."""
    english = "Tap target creature. It doesn't untap during its controller's next untap step."
    pair = Pair("Test Card", "Sorcery", english,
                "Gira todas las criaturas. Esas criaturas no se endereza durante el próximo paso de enderezar de su "
                "controlador.")
    assert outcome(pair, board(4)) == "es_refused"


def test_a_tail_the_reader_cannot_check_is_refused() -> None:
    """"… objetivo que controla ese jugador" without a "For each opponent" lead names nobody: refused, not any."""
    pair = Pair("Test Card", "Sorcery", "Return target creature an opponent controls to its owner's hand.",
                "Regresa la criatura objetivo que controla ese jugador a la mano de su propietario.")
    assert outcome(pair, board(4)) == "es_refused"
