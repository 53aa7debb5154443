"""Printed Spanish constructions of session 14, read into the same plan as their English Oracle text.

Each pair is resolved alone on the corpus board through the parity harness (spanish_parity.py: one reading, the same
steps, events, life totals and state-based actions). Two real wordings at least per construction: counters named
after "de" ("un contador de carga", 122.1), predefined tokens ("una ficha de Tesoro", 111.10), a token the effect
names ("… llamada …", 111.4) and the head noun of a token's subtypes first ("Soldado Kithkin"), two colours
("roja y blanca"), the bare "le" of a trigger about one player ("le hace 2 puntos de daño", 603.2), "el
controlador de esa criatura" (608.2h), an Aura's "obtiene … hasta el final del turno", "hasta el final del turno"
after "por cada …", "no puede atacar a menos que el jugador defensor controle …", Transforma / Adapta / Apoyo, and
older printings ("hasta el final de turno", "No puede regenerarse"), what a target is and then whose after
"objetivo" ("el permanente objetivo que no sea tierra que controla un oponente"), "hasta que … deje el campo de
batalla" after such a tail, and "no puede bloquear a criaturas con …".
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from tests.apnap.corpus import CorpusAbility, board, resolve_ability
from tests.apnap.spanish_parity import Pair, outcome

ARTIFACT, ENCHANTMENT, INSTANT = "Artifact", "Enchantment", "Instant"
AURA, EQUIPMENT, CREATURE = "Enchantment — Aura", "Artifact — Equipment", "Creature — Human Werewolf"

PAIRS = [
    # counters named after "de", on the source, from it, counted, as a cost (122.1)
    ("Put a charge counter on Test Card.", "Pon un contador de carga sobre Test Card.", ARTIFACT),
    ("Put a charge counter on Test Card.", "Pon un contador de carga en Test Card.", ARTIFACT),
    ("At the beginning of your upkeep, put an age counter on Test Card.",
     "Al comienzo de tu mantenimiento, pon un contador de edad sobre Test Card.", ENCHANTMENT),
    ("Whenever a creature dies, you may put a quest counter on Test Card.",
     "Siempre que una criatura muera, puedes poner un contador de misión sobre Test Card.", ENCHANTMENT),
    ("Remove a time counter from Test Card.", "Quita un contador de tiempo de Test Card.", ARTIFACT),
    ("Remove all time counters from Test Card.", "Quita todos los contadores de tiempo de Test Card.", ARTIFACT),
    ("Test Card enters the battlefield with three charge counters on it.",
     "Test Card entra al campo de batalla con tres contadores de carga.", ARTIFACT),
    ("You gain 1 life for each charge counter on Test Card.",
     "Ganas 1 vida por cada contador de carga sobre Test Card.", ARTIFACT),
    ("Create a 1/1 colorless Myr artifact creature token for each charge counter on Test Card.",
     "Crea una ficha de criatura artefacto Myr incolora 1/1 por cada contador de carga sobre Test Card.", ARTIFACT),
    ("{T}, Remove a charge counter from Test Card: Draw a card.",
     "{T}, quitar un contador de carga de Test Card: Roba una carta.", ARTIFACT),
    # a keyword counter (122.1b) named by its keyword
    ("Put a flying counter on target creature.", "Pon un contador de volar sobre la criatura objetivo.", INSTANT),
    ("Put a deathtouch counter on target creature.", "Pon un contador de toque mortal sobre la criatura objetivo.",
     INSTANT),
    # predefined tokens (111.10)
    ("Create a Treasure token.", "Crea una ficha de Tesoro.", INSTANT),
    ("Create two Treasure tokens.", "Crea dos fichas de Tesoro.", INSTANT),
    ("Create a Food token.", "Crea una ficha de Comida.", INSTANT),
    ("Create a tapped Treasure token.", "Crea una ficha de Tesoro girada.", INSTANT),
    ("Create a Clue token.", "Crea una ficha de Pista.", INSTANT),
    # a token's subtypes, the head noun first in Spanish; two colours (111.4, 105.2)
    ("Create a 1/1 green Elf Warrior creature token.", "Crea una ficha de criatura Guerrero Elfo verde 1/1.", INSTANT),
    ("Create a 3/3 green Frog Lizard creature token.", "Crea una ficha de criatura Lagarto Rana verde 3/3.", INSTANT),
    ("Create two 1/1 red and white Goblin Soldier creature tokens.",
     "Crea dos fichas de criatura Soldado Trasgo roja y blanca 1/1.", INSTANT),
    ("Create a 2/2 green and white Elf Knight creature token with vigilance.",
     "Crea una ficha de criatura Caballero Elfo verde y blanca 2/2 con vigilancia.", INSTANT),
    # "le hace …" alone, in a trigger about one player: that player (603.2)
    ("At the beginning of each player's upkeep, Test Card deals 1 damage to them.",
     "Al comienzo del mantenimiento de cada jugador, Test Card le hace 1 punto de daño.", ENCHANTMENT),
    ("At the beginning of each opponent's upkeep, Test Card deals 1 damage to that player.",
     "Al comienzo del mantenimiento de cada oponente, Test Card le hace 1 punto de daño.", ENCHANTMENT),
    ("Whenever an opponent casts a spell, Test Card deals 2 damage to that player.",
     "Siempre que un oponente lance un hechizo, Test Card le hace 2 puntos de daño.", ENCHANTMENT),
    # ... and in a trigger about one object, that object, as before
    ("Whenever a creature enters the battlefield, Test Card deals 1 damage to it.",
     "Siempre que una criatura entre al campo de batalla, Test Card le hace 1 punto de daño.", ENCHANTMENT),
    # "el controlador de esa criatura" (608.2h)
    ("Test Card deals 3 damage to target creature. That creature's controller loses 1 life.",
     "Test Card le hace 3 puntos de daño a la criatura objetivo. El controlador de esa criatura pierde 1 vida.",
     INSTANT),
    ("Destroy target artifact. That artifact's controller loses 2 life.",
     "Destruye el artefacto objetivo. El controlador de ese artefacto pierde 2 vidas.", INSTANT),
    ("Exile target creature. That creature's controller creates a 3/3 green Frog Lizard creature token.",
     "Exilia la criatura objetivo. El controlador de esa criatura crea una ficha de criatura Lagarto Rana verde 3/3.",
     INSTANT),
    ("Destroy target land. Test Card deals 2 damage to that land's controller.",
     "Destruye la tierra objetivo. Test Card le hace 2 puntos de daño al controlador de esa tierra.", INSTANT),
    # an Aura's or Equipment's "until end of turn" (611.2a)
    ("Enchanted creature gets +1/+0 until end of turn.",
     "La criatura encantada obtiene +1/+0 hasta el final del turno.", AURA),
    ("Enchanted creature gains flying until end of turn.",
     "La criatura encantada gana la habilidad de volar hasta el final del turno.", AURA),
    ("Equipped creature gets +2/+2 until end of turn.",
     "La criatura equipada obtiene +2/+2 hasta el final del turno.", EQUIPMENT),
    # "hasta el final del turno" before or after "por cada …"
    ("Test Card gets +1/+1 until end of turn for each untapped creature you control.",
     "Test Card obtiene +1/+1 hasta el final del turno por cada criatura enderezada que controlas.", CREATURE),
    ("Test Card gets +1/+0 until end of turn for each artifact you control.",
     "Test Card obtiene +1/+0 por cada artefacto que controlas hasta el final del turno.", CREATURE),
    ("Target creature gets -1/-1 until end of turn for each artifact you control.",
     "La criatura objetivo obtiene -1/-1 por cada artefacto que controlas hasta el final del turno.", INSTANT),
    # attacking only if the defending player controls … (508.1c)
    ("Test Card can't attack unless defending player controls an Island.",
     "Test Card no puede atacar a menos que el jugador defensor controle una Isla.", CREATURE),
    ("Test Card can't attack unless defending player controls a Swamp.",
     "Test Card no puede atacar a menos que el jugador defensor controle un Pantano.", CREATURE),
    # keyword actions (701.27a, 701.41a, 701.46a)
    ("Transform Test Card.", "Transforma Test Card.", CREATURE),
    ("{2}{G}: Transform Test Card.", "{2}{G}: Transforma Test Card.", CREATURE),
    ("Support 2.", "Apoyo 2.", "Sorcery"),
    ("Adapt 2.", "Adapta 2.", CREATURE),
    # older printed forms: "hasta el final de turno", "No puede regenerarse", the tail after "objetivo"
    ("Target creature gets +2/+2 until end of turn.", "La criatura objetivo obtiene +2/+2 hasta el final de turno.",
     INSTANT),
    ("Destroy target creature. It can't be regenerated.", "Destruye la criatura objetivo. No puede regenerarse.",
     INSTANT),
    ("Destroy all creatures. They can't be regenerated.", "Destruye todas las criaturas. No pueden regenerarse.",
     "Sorcery"),
    # what the target is, then whose, both after "objetivo" (115.1)
    ("Exile target nonland permanent an opponent controls.",
     "Exilia el permanente objetivo que no sea tierra que controla un oponente.", "Sorcery"),
    ("Destroy target creature with flying an opponent controls.",
     "Destruye la criatura objetivo con la habilidad de volar que controla un oponente.", "Sorcery"),
    ("Destroy target nonblack creature you don't control.",
     "Destruye la criatura objetivo que no sea negra que no controlas.", "Sorcery"),
    ("Destroy target creature an opponent controls with power 2 or less.",
     "Destruye la criatura objetivo con fuerza de 2 o menos que controla un oponente.", INSTANT),
    ("Return target nonland permanent an opponent controls to its owner's hand.",
     "Regresa el permanente objetivo que no sea tierra que controla un oponente a la mano de su propietario.", INSTANT),
    # exiled until the source leaves (610.3), with a tail after "objetivo"
    ("When Test Card enters the battlefield, exile target creature an opponent controls until Test Card leaves the "
     "battlefield.", "Cuando Test Card entre al campo de batalla, exilia la criatura objetivo que controla un oponente "
     "hasta que Test Card deje el campo de batalla.", ENCHANTMENT),
    ("When Test Card enters the battlefield, exile target nonland permanent an opponent controls until Test Card "
     "leaves the battlefield.", "Cuando Test Card entre al campo de batalla, exilia el permanente objetivo que no sea "
     "tierra que controla un oponente hasta que Test Card deje el campo de batalla.", ENCHANTMENT),
    # the kind it can't block (509.1b)
    ("Test Card can't block creatures with power 3 or greater.",
     "Test Card no puede bloquear a criaturas con fuerza de 3 o más.", CREATURE),
    ("Test Card can't block creatures with flying.", "Test Card no puede bloquear criaturas con la habilidad de volar.",
     CREATURE),
    ("Enchanted creature can't block creatures you control.",
     "La criatura encantada no puede bloquear a criaturas que controlas.", AURA),
    # "hasta tu próximo turno" (611.2a)
    ("Until your next turn, creatures you control get +1/+0.",
     "Hasta tu próximo turno, las criaturas que controlas obtienen +1/+0.", "Sorcery"),
    ("Until your next turn, target creature gets -2/-0.", "Hasta tu próximo turno, la criatura objetivo obtiene -2/-0.",
     "Sorcery"),
    # the value of an object moved or of the trigger's spell (608.2h, 603.2), a cast trigger in the subjunctive
    ("{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
     "{1}, sacrificar una criatura: Ganas una cantidad de vidas igual a la resistencia de la criatura sacrificada.",
     ARTIFACT),
    ("{2}, Sacrifice a creature: Create X 1/1 green Saproling creature tokens, where X is the sacrificed creature's "
     "toughness.", "{2}, sacrificar una criatura: Crea X fichas de criatura Saprolín verde 1/1, donde X es la "
     "resistencia de la criatura sacrificada.", CREATURE),
    ("Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, where X is that spell's mana "
     "value.", "Siempre que lances un hechizo de criatura, crea X fichas de criatura Thrull negra 1/1, donde X es el "
     "valor de maná de ese hechizo.", CREATURE),
    ("Whenever you cast a spell, Test Card gets +X/+0 until end of turn, where X is that spell's mana value.",
     "Siempre que lances un hechizo, Test Card obtiene +X/+0 hasta el final del turno, donde X es el valor de maná de "
     "ese hechizo.", CREATURE),
    # damage equal to an amount, to a target named after "a" (120.3)
    ("{T}, Discard a card: Test Card deals damage to target creature equal to the discarded card's mana value.",
     "{T}, descartar una carta: Test Card le hace a la criatura objetivo una cantidad de daño igual al valor de maná "
     "de la carta descartada.", CREATURE),
    ("{T}: Test Card deals damage to target creature an opponent controls equal to its power.",
     "{T}: Test Card le hace a la criatura objetivo que controla un oponente una cantidad de daño igual a su fuerza.",
     CREATURE),
    # a card target's tail after "objetivo" (115.1)
    ("Return target creature card with mana value 2 or less from your graveyard to the battlefield.",
     "Regresa la carta de criatura objetivo con valor de maná de 2 o menos de tu cementerio al campo de batalla.",
     "Sorcery"),
    ("Return target nonland card from your graveyard to your hand.",
     "Regresa la carta objetivo que no sea tierra de tu cementerio a tu mano.", "Sorcery"),
    # the next damage from a source of your choice, prevented (615.1a, 609.7a)
    ("The next time a source of your choice would deal damage to you this turn, prevent that damage.",
     "La próxima vez que una fuente de tu elección fuera a hacerte daño este turno, prevén ese daño.", INSTANT),
    ("The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
     "La próxima vez que una fuente roja de tu elección fuera a hacerte daño este turno, prevén ese daño.", INSTANT),
    ("The next time a black source of your choice would deal damage this turn, prevent that damage.",
     "La próxima vez que una fuente negra de tu elección fuera a hacer daño este turno, prevén ese daño.", INSTANT),
    ("The next time a source of your choice would deal damage to target creature this turn, prevent that damage.",
     "La próxima vez que una fuente de tu elección fuera a hacer daño a la criatura objetivo este turno, prevén ese "
     "daño.", INSTANT),
    # a prevention shield on a target, and the dealer said as the subject after "que fuera a hacer" (615.1a)
    ("Prevent all damage that would be dealt to target creature you control this turn.",
     "Prevén todo el daño que se fuera a hacer a la criatura objetivo que controlas este turno.", INSTANT),
    ("Prevent all combat damage that would be dealt by target creature this turn.",
     "Prevén todo el daño de combate que fuera a hacer la criatura objetivo este turno.", INSTANT),
    ("Prevent all combat damage that would be dealt by target creature this turn.",
     "Previene todo el daño de combate que se fuera a hacer por la criatura objetivo este turno.", INSTANT),
    ("Prevent all combat damage that would be dealt by enchanted creature.",
     "Prevén todo el daño de combate que fuera a hacer la criatura encantada.", AURA),
    # a card of a subtype, "carta de <subtipo>" (205.3)
    ("Return target Goblin card from your graveyard to your hand.",
     "Regresa la carta de Trasgo objetivo de tu cementerio a tu mano.", "Sorcery"),
    ("You may put an Equipment card from your hand onto the battlefield.",
     "Puedes poner una carta de Equipo de tu mano en el campo de batalla.", CREATURE),
    ("Search your library for a Demon card, reveal it, put it into your hand, then shuffle.",
     "Busca en tu biblioteca una carta de Demonio, revélala, ponla en tu mano y luego baraja.", "Sorcery"),
]


@pytest.mark.parametrize(("english", "spanish", "type_line"), PAIRS, ids=[es for _, es, _ in PAIRS])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str, type_line: str) -> None:
    assert outcome(Pair("Test Card", type_line, english, spanish), board(4)) == "same"


@pytest.mark.parametrize("spanish", ["Pon un contador de frobnicar sobre Test Card.",
                                     "Crea una ficha de Zombie.",
                                     "Test Card le hace 2 puntos de daño."])
def test_what_the_terminology_or_the_trigger_does_not_name_is_refused(spanish: str) -> None:
    """A counter no terminology entry names, a token named by a subtype that is no predefined token (111.10), and a
    bare "le" with nothing to name (no object before it, no trigger about a player) are refused, never guessed."""
    pair = Pair("Test Card", ARTIFACT, "Put a +1/+1 counter on target creature.", spanish)
    assert outcome(pair, board(4)) == "es_refused"


def test_a_treasure_token_is_a_colourless_artifact_not_a_creature() -> None:
    """111.10a: "a Treasure token" is a colourless Treasure artifact token; it was read as a creature of no size."""
    for text, lang in (("Create a Treasure token.", "en"), ("Crea una ficha de Tesoro.", "es"),
                       ("Create two Food tokens.", "en"), ("Crea dos fichas de Comida.", "es")):
        (step,) = plan_of(parse_effect(text, lang)).steps
        assert step.types == frozenset({"artifact"}) and not step.colors and step.power is None, text  # type: ignore[attr-defined]
    result = resolve_ability(CorpusAbility("Test Card", "Create a Treasure token.", 1, "Create a Treasure token.",
                                           INSTANT), board(4))
    (event,) = result["steps"][0]["events"]
    assert event["action"] == "create"


def test_a_named_counter_and_token_narrate_in_spanish() -> None:
    """The narration says the counter's and the token's Spanish names, never "charge" or "Treasure"."""
    for spanish, said, english in (("Pon un contador de carga sobre Test Card.", "contador de carga", "charge"),
                                   ("Crea una ficha de Tesoro.", "Tesoro", "Treasure")):
        item = CorpusAbility("Test Card", spanish, 1, spanish, ARTIFACT)
        narration = resolve_ability(item, {**board(4), "lang": "es"}, out_lang="es")["narration"]
        assert said in narration and english not in narration, narration


def test_the_spanish_reading_says_what_printed_spanish_says() -> None:
    """The plan said back in Spanish is the printed form the grammar reads (the Spanish round trip)."""
    for english, spanish in (("Create a Treasure token.", "Crea una ficha de Tesoro."),
                             ("Put a charge counter on this permanent.",
                              "Pon un contador de carga en este permanente."),
                             ("Create two 1/1 red and white Goblin Soldier creature tokens.",
                              "Crea dos fichas de criatura Soldado Trasgo roja y blanca 1/1.")):
        from bot.apnap.render import render_plan

        assert render_plan(plan_of(parse_effect(english, "en")), "es") == spanish
