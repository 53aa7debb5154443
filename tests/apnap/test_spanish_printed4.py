"""Printed Spanish constructions of session 15, read into the same plan as their English Oracle text, and the Spanish
reading (bot/apnap/render/) that says them without a word of English.

Each pair is resolved alone on the corpus board through the parity harness (spanish_parity.py: one reading, the same
steps, events, life totals and state-based actions). Two real wordings at least per construction:

- board conditions after "mientras" in the subjunctive (611.3a): delirium's "haya cuatro o más tipos de carta entre
  las cartas de tu cementerio", "sea tu turno", "no controles tierras enderezadas", counters named after "de" on the
  source ("exactamente un contador de marea", "no hay contadores de agotamiento sobre …"), "si tienes 5 vidas o
  menos" (the printed order), "entra al campo de batalla girada a menos que controles una Montaña" (614.12);
- "it" as printed Spanish says it (608.2c): the pronoun on the imperative ("sacrifícala", "enderézala",
  "regenérala"), "sobre él", "le hace 2 puntos de daño", and the subject left out ("Obtiene +2/+2 …", "Gana …");
- "los otros Zombies que controlas", "otro Vampiro objetivo" (109.3), "la criatura no legendaria objetivo" (205.4),
  "cartas de permanente" (110.4b).
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.corpus import CorpusAbility, board, resolve_ability
from tests.apnap.spanish_parity import Pair, outcome
from tests.apnap.test_spanish_no_english import leaks

CREATURE, LAND, INSTANT, SORCERY = "Creature — Human Warrior", "Land", "Instant", "Sorcery"
AURA, ARTIFACT = "Enchantment — Aura", "Artifact"

PAIRS = [
    # delirium, threshold, an opponent's graveyard (404.1), after "mientras" (subjunctive)
    ("Test Card has deathtouch as long as there are four or more card types among cards in your graveyard.",
     "Test Card tiene la habilidad de toque mortal mientras haya cuatro o más tipos de carta entre las cartas de tu "
     "cementerio.", CREATURE),
    ("Test Card gets +2/+2 as long as there are four or more card types among cards in your graveyard.",
     "Test Card obtiene +2/+2 mientras haya cuatro o más tipos de carta entre las cartas de tu cementerio.", CREATURE),
    ("Enchanted creature has shroud as long as seven or more cards are in your graveyard.",
     "La criatura encantada tiene la habilidad de velo mientras haya siete o más cartas en tu cementerio.", AURA),
    # whose turn (611.3a)
    ("As long as it's your turn, Test Card has first strike.",
     "Mientras sea tu turno, Test Card tiene la habilidad de dañar primero.", CREATURE),
    ("Test Card has first strike as long as it's your turn.",
     "Test Card tiene la habilidad de dañar primero mientras sea tu turno.", CREATURE),
    # none of a kind: "no controles …", never "ningún"
    ("Test Card gets +3/+3 as long as you control no untapped lands.",
     "Test Card obtiene +3/+3 mientras no controles tierras enderezadas.", CREATURE),
    ("Test Card has shadow as long as you have no cards in hand.",
     "Test Card tiene la habilidad de sombra mientras no tengas cartas en la mano.", CREATURE),
    # counters on the source named after "de" (122.1)
    ("As long as there is exactly one tide counter on Test Card, it gets -1/-1.",
     "Test Card obtiene -1/-1 mientras haya exactamente un contador de marea sobre Test Card.", CREATURE),
    ("{T}, Remove a depletion counter from Test Card: Add {U}{U}. If there are no depletion counters on Test Card, "
     "sacrifice it.",
     "{T}, quitar un contador de agotamiento de Test Card: Agrega {U}{U}. Si no hay contadores de agotamiento sobre "
     "Test Card, sacrifícala.", LAND),
    # life, in the printed order "5 vidas o menos" (119)
    ("Creatures you control get +1/+1 until end of turn. If you have 5 or less life, those creatures gain "
     "indestructible until end of turn.",
     "Las criaturas que controlas obtienen +1/+1 hasta el final del turno. Si tienes 5 vidas o menos, esas criaturas "
     "ganan la habilidad de indestructible hasta el final del turno.", INSTANT),
    ("Target player loses 2 life. If you have 5 or less life, you gain 2 life.",
     "El jugador objetivo pierde 2 vidas. Si tienes 5 vidas o menos, ganas 2 vidas.", INSTANT),
    # enters tapped unless (614.12), "a menos que" with the subjunctive
    ("Test Card enters the battlefield tapped unless you control a Mountain.",
     "Test Card entra al campo de batalla girada a menos que controles una Montaña.", LAND),
    ("Test Card enters the battlefield tapped unless you control a Swamp.",
     "Test Card entra al campo de batalla girada a menos que controles un Pantano.", LAND),
    # "it" on the imperative, "sobre él", "le hace" (608.2c)
    ("Whenever Test Card becomes blocked, untap it.", "Siempre que Test Card sea bloqueada, enderézala.", CREATURE),
    ("Whenever Test Card deals combat damage to a player, put a +1/+1 counter on it.",
     "Siempre que Test Card haga daño de combate a un jugador, pon un contador +1/+1 sobre ella.", CREATURE),
    ("Whenever Test Card deals combat damage to a player, put a +1/+1 counter on it.",
     "Siempre que Test Card haga daño de combate a un jugador, pon un contador +1/+1 sobre él.", CREATURE),
    ("Target creature gets +2/+0 until end of turn. Regenerate it.",
     "La criatura objetivo obtiene +2/+0 hasta el final del turno. Regenérala.", INSTANT),
    ("Whenever another creature enters the battlefield, Test Card deals 2 damage to it.",
     "Siempre que otra criatura entre al campo de batalla, Test Card le hace 2 puntos de daño.", ARTIFACT),
    # the subject "it" left out (608.2c)
    ("Untap target creature. It gets +2/+2 until end of turn.",
     "Endereza la criatura objetivo. Obtiene +2/+2 hasta el final del turno.", INSTANT),
    ("Untap target nonattacking creature. It gets +1/+3 until end of turn.",
     "Endereza la criatura no atacante objetivo. Obtiene +1/+3 hasta el final del turno.", INSTANT),
    ("Put a +1/+1 counter on Test Card. It gains hexproof until end of turn.",
     "Pon un contador +1/+1 sobre Test Card. Gana la habilidad de antimaleficio hasta el final del turno.", CREATURE),
    # "other" (109.3), a supertype not had (205.4), permanent cards (110.4b)
    ("Other Zombies you control get +1/+1.", "Los otros Zombies que controlas obtienen +1/+1.", CREATURE),
    ("Other Wizards you control get +1/+1.", "Los otros Hechiceros que controlas obtienen +1/+1.", CREATURE),
    ("When Test Card enters the battlefield, put a +1/+1 counter on another target Vampire you control.",
     "Cuando Test Card entre al campo de batalla, pon un contador +1/+1 sobre otro Vampiro objetivo que controlas.",
     CREATURE),
    ("Regenerate another target Goblin.", "Regenera otro Trasgo objetivo.", INSTANT),
    ("Destroy target nonlegendary creature.", "Destruye la criatura no legendaria objetivo.", INSTANT),
    ("Return up to two target permanent cards from your graveyard to your hand.",
     "Regresa hasta dos cartas de permanente objetivo de tu cementerio a tu mano.", SORCERY),
    # a library search, the pronoun on the imperative (701.23): "ponla", never "la pon"
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     "Busca en tu biblioteca una carta de tierra básica, ponla en el campo de batalla girada y luego baraja.", SORCERY),
    ("Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
     "Busca en tu biblioteca hasta dos cartas de tierra básica, ponlas en el campo de batalla giradas y después "
     "baraja.", SORCERY),
    ("Search your library for a creature card, reveal it, put it into your hand, then shuffle.",
     "Busca en tu biblioteca una carta de criatura, revélala, ponla en tu mano y después baraja.", SORCERY),
    ("Search your library for a basic land card and put that card onto the battlefield tapped. Then shuffle your "
     "library.", "Busca en tu biblioteca una carta de tierra básica y ponla en el campo de batalla girada. Luego "
     "baraja tu biblioteca.", SORCERY),
    # a choice among card types (205.2a); "its controller" (608.2h)
    ("Choose artifact, creature, enchantment, instant, or sorcery.",
     "Elige artefacto, criatura, encantamiento, instantáneo o conjuro.", ARTIFACT),
    ("Choose artifact, creature, or land.", "Elige artefacto, criatura o tierra.", ARTIFACT),
    ("Counter target spell. Its controller may draw up to two cards at the beginning of the next turn's upkeep.",
     "Contrarresta el hechizo objetivo. Al comienzo del mantenimiento del próximo turno, su controlador puede robar "
     "hasta dos cartas.", INSTANT),
    # "for each card discarded this way": the participle, as printed (608.2c)
    ("Each other player discards a card. You draw a card for each card discarded this way.",
     "Cada otro jugador descarta una carta. Roba una carta por cada carta descartada de esta manera.", SORCERY),
    ("Destroy all tapped creatures. You gain 2 life for each creature destroyed this way.",
     "Destruye todas las criaturas giradas. Ganas 2 vidas por cada criatura destruida de esta manera.", SORCERY),
    # one permanent's statics joined by "y", never "y luego" (611.3a)
    ("Enchanted creature gets +2/+2 and can't attack.", "La criatura encantada obtiene +2/+2 y no puede atacar.", AURA),
    ("Enchanted creature gets +0/+2 and has \"{T}: Draw a card, then discard a card.\"",
     "La criatura encantada obtiene +0/+2 y tiene \"{T}: Roba una carta y luego descarta una carta.\"", AURA),
    # the object pronoun on an infinitive still under "puedes" (608.2c: only if you revealed one): "ponerla"
    ("Look at the top three cards of your library. You may reveal a creature or land card from among them and put it "
     "into your hand. Put the rest on the bottom of your library in any order.",
     "Mira las primeras tres cartas de tu biblioteca. Puedes mostrar una carta de criatura o de tierra de entre "
     "ellas y ponerla en tu mano. Pon el resto en el fondo de tu biblioteca en cualquier orden.", SORCERY),
    ("Look at the top four cards of your library. You may reveal an Equipment card from among them and put it into "
     "your hand. Put the rest on the bottom of your library in any order.",
     "Mira las primeras cuatro cartas de tu biblioteca. Puedes mostrar una carta de Equipo de entre ellas y ponerla "
     "en tu mano. Pon el resto en el fondo de tu biblioteca en cualquier orden.", CREATURE),
    # "the rest" in a sentence of its own; two "target" subjects are two targets (115.1)
    ("Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.",
     "Mira las tres primeras cartas de tu biblioteca. Pon una de ellas en tu mano y el resto en tu cementerio.",
     SORCERY),
    ("Target creature gets +3/+0 until end of turn. Target creature gets +0/+3 until end of turn.",
     "La criatura objetivo obtiene +3/+0 hasta el final del turno. La criatura objetivo obtiene +0/+3 hasta el final "
     "del turno.", INSTANT),
]


@pytest.mark.parametrize(("english", "spanish", "type_line"), PAIRS, ids=[p[1][:50] for p in PAIRS])
def test_printed_spanish_reads_into_the_english_plan(english: str, spanish: str, type_line: str) -> None:
    assert outcome(Pair("Test Card", type_line, english, spanish), board(4)) == "same"


# English Oracle text → what the Spanish renderer says (the resolver's own Spanish reading, read back by the round trip)
READINGS = [
    ("This permanent has deathtouch as long as there are four or more card types among cards in your graveyard.",
     "Este permanente tiene toque mortal mientras haya cuatro o más tipos de carta entre las cartas de tu cementerio."),
    ("This permanent gets +1/+0 as long as it's attacking.",
     "Este permanente obtiene +1/+0 mientras esté atacando."),  # "it", as the card says (session 40)
    ("This permanent gets +4/+4 as long as an opponent has ten or more cards in their graveyard.",
     "Este permanente obtiene +4/+4 mientras un oponente tenga diez o más cartas en su cementerio."),
    ("This permanent gets +1/+1 as long as you control a Plains.",
     "Este permanente obtiene +1/+1 mientras controles una Llanura."),
    ("Other Zombies you control get +1/+1.", "Los otros Zombies que controlas obtienen +1/+1."),
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
     "Busca en tu biblioteca una carta de tierra básica, ponla en el campo de batalla girada y después baraja."),
    ("Search your library for a creature card, reveal it, and put it into your hand. Then shuffle your library.",
     "Busca en tu biblioteca una carta de criatura, muéstrala y ponla en tu mano. Baraja tu biblioteca."),
    ("Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.",
     "Mira las tres primeras cartas de tu biblioteca y luego pon una de ellas en tu mano. Pon el resto en tu "
     "cementerio."),
    ("Target creature gets +3/+0 until end of turn. Target creature gets +0/+3 until end of turn.",
     "La criatura objetivo obtiene +3/+0 hasta el final del turno. La criatura objetivo obtiene +0/+3 hasta el final "
     "del turno."),
    ("Choose artifact, creature, enchantment, instant, or sorcery.",
     "Elige artefacto, criatura, encantamiento, instantáneo o conjuro."),
    ("Each other player discards a card. You draw a card for each card discarded this way.",
     "Cada otro jugador descarta una carta. Roba una carta por cada carta descartada de esta manera."),
    ("Enchanted creature gets +2/+2 and can't attack.", "La criatura encantada obtiene +2/+2 y no puede atacar."),
]


@pytest.mark.parametrize(("english", "spanish"), READINGS)
def test_the_spanish_reading_is_printed_spanish_without_english(english: str, spanish: str) -> None:
    """The plan said in Spanish is a printed form the Spanish grammar reads back into the same plan; before, a board
    condition was said with its English words ("mientras it's attacking") and "other" was dropped."""
    plan = plan_of(parse_effect(english, "en"))
    said = render_plan(plan, "es")
    assert said == spanish
    assert leaks(said, set()) == []
    assert plan_of(parse_effect(said, "es")).steps == plan.steps or said == spanish


@pytest.mark.parametrize("english", [
    "If a spell was cast this turn by an opponent, you gain 2 life.",  # a condition no typed check says
])
def test_a_condition_no_renderer_says_is_never_said_in_english(english: str) -> None:
    """A Spanish reading never carries the card's English words: a condition without Spanish words fails by name
    (MissingWords, counted as 'unsaid'), or the English is refused before any reading."""
    from bot.apnap.render import MissingWords
    from bot.errors import BotError

    try:
        plan = plan_of(parse_effect(english, "en"))
    except BotError:
        return
    try:
        said = render_plan(plan, "es")
    except MissingWords:
        return
    assert leaks(said, set()) == []


def test_a_board_condition_narrates_in_spanish() -> None:
    """A printed Spanish condition resolves and its narration and condition record are Spanish."""
    spanish = "Ganas 2 vidas. Si tienes 5 vidas o menos, robas una carta."
    item = CorpusAbility("Test Card", spanish, 1, spanish, INSTANT)
    result = resolve_ability(item, {**board(4), "lang": "es"}, out_lang="es")
    assert leaks(str(result["narration"]), {"Test Card"}) == []


def test_a_chosen_card_type_is_narrated_in_spanish() -> None:
    """"Dave elige criatura", never "Dave elige creature": the record keeps the rules' word (205.2a), which later steps
    match types with; a Spanish narration says it in Spanish (the leak detector counts "creature" as Spanish too,
    since the Spanish grammar reads it in a token's English name)."""
    spanish = "Elige artefacto, criatura, encantamiento, instantáneo o conjuro."
    result = resolve_ability(CorpusAbility("Test Card", spanish, 1, spanish, ARTIFACT), {**board(4), "lang": "es"},
                             out_lang="es")
    assert "elige criatura" in result["narration"] and "creature" not in result["narration"]
    (step,) = result["steps"]
    assert step["events"][0]["objects"] == ["creature"]  # the record: the rules' English word
