"""Printed Spanish constructions read into the same plan as their English (issue #22; spanish_parity.py's
measure): keywords printed as abilities, subtypes in Spanish and in the plural, costs in the infinitive, token
descriptions, "otras …". Each construction is checked on at least two real wordings: the Spanish resolves to the
same reading, steps and events as the English on the corpus board."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import ES, parse_filter
from bot.apnap.grammar.spanish_terms import es_keyword, es_subtype
from tests.apnap.corpus import CorpusAbility, board, resolve_ability
from tests.apnap.spanish_parity import Pair, outcome

_PAIRS = {
    # keywords printed as abilities (702): "tiene la habilidad de dañar primero", "gana la habilidad de volar"
    "keyword_static": ("Test Captain", "Creature — Human Soldier",  # (a colour would ask the source's colours)
                       "Creatures you control have first strike.",
                       "Las criaturas que controlas tienen la habilidad de dañar primero."),
    "keyword_static_plain": ("Test Lord", "Creature — Human",
                             "Creatures you control have deathtouch.",
                             "Las criaturas que controlas tienen toque mortal."),
    "keyword_gain": ("Test Trick", "Instant",
                     "Target creature gets +1/+0 and gains first strike until end of turn.",
                     "La criatura objetivo obtiene +1/+0 y gana la habilidad de dañar primero hasta el final del "
                     "turno."),
    "keyword_gain_flying": ("Jump", "Instant",
                            "Target creature gains flying until end of turn.",
                            "La criatura objetivo gana la habilidad de volar hasta el final del turno."),
    # subtypes in Spanish, plural and singular, said alone or after their type (205.3)
    "subtype_count": ("Test Knight", "Sorcery",
                      "You gain X life and each opponent loses X life, where X is the number of Knights you control.",
                      "Ganas X vidas y cada oponente pierde X vidas, donde X es el número de Caballeros que "
                      "controlas."),
    "subtype_per": ("Crusading Knight", "Creature — Human Knight",
                    "Crusading Knight gets +1/+1 for each Swamp your opponents control.",
                    "Crusading Knight obtiene +1/+1 por cada Pantano que controlan tus oponentes."),
    "subtype_alone": ("Alpine Guide", "Creature — Human Scout",
                      "When Alpine Guide leaves the battlefield, sacrifice a Mountain.",
                      "Cuando Alpine Guide deje el campo de batalla, sacrifica una Montaña."),
    "subtype_after_type": ("Lord of the Undead", "Creature — Zombie",
                           "Other Zombie creatures get +1/+1.",
                           "Las otras criaturas Zombie obtienen +1/+1."),
    "subtype_other_yours": ("Test Vampire Lord", "Creature — Vampire",
                            "Other Vampire creatures you control get +1/+1 and have first strike.",
                            "Las otras criaturas Vampiro que controlas obtienen +1/+1 y tienen la habilidad de "
                            "dañar primero."),
    # costs printed in the infinitive (current Spanish printings)
    "cost_pay_life": ("Test Pact", "Enchantment", "Pay 1 life: Draw a card.", "Pagar 1 vida: Roba una carta."),
    "cost_tap_creature": ("Mothdust Changeling", "Creature — Shapeshifter",
                          "Tap an untapped creature you control: Mothdust Changeling gains flying until end of turn.",
                          "Girar una criatura enderezada que controlas: Mothdust Changeling gana la habilidad de "
                          "volar hasta el final del turno."),
    # token descriptions: colour, subtype, types and keywords as the English says them (111.4)
    "token_colour_subtype": ("Liliana's Mastery", "Enchantment",
                             "When Liliana's Mastery enters the battlefield, create two 2/2 black Zombie creature "
                             "tokens.",
                             "Cuando Liliana's Mastery entre al campo de batalla, crea dos fichas de criatura Zombie "
                             "negras 2/2."),
    "token_saproling": ("Test Fungus", "Sorcery", "Create a 1/1 green Saproling creature token.",
                        "Crea una ficha de criatura Saprolín verde 1/1."),
    "token_artifact_keyword": ("Test Thopters", "Sorcery",
                               "Create a 1/1 colorless Thopter artifact creature token with flying.",
                               "Crea una ficha de criatura artefacto Tóptero incolora 1/1 con la habilidad de volar."),
    # colour and kind after the noun, coordination of types (105.2, 205.2)
    "spell_colour_after": ("Test Counter", "Instant", "Counter target black spell.",
                           "Contrarresta el hechizo negro objetivo."),
    "spell_multicolored": ("Test Counter", "Instant", "Counter target multicolored spell.",
                           "Contrarresta el hechizo multicolor objetivo."),
    "types_or_de": ("Test Counter", "Instant", "Counter target creature or sorcery spell.",
                    "Contrarresta el hechizo de criatura o de conjuro objetivo."),
    "types_or_plain": ("Test Bounce", "Instant",
                       "Put target artifact or enchantment on top of its owner's library.",
                       "Pon el artefacto o encantamiento objetivo en la parte superior de la biblioteca de su "
                       "propietario."),
    "types_or_article_untap": ("Test Untap", "Instant", "Untap target artifact or creature you control.",
                               "Endereza el artefacto o la criatura objetivo que controlas."),
    # "que controla un oponente": the subject after its verb
    "an_opponent_controls": ("Glaring Aegis", "Enchantment — Aura",
                             "When Glaring Aegis enters the battlefield, tap target creature an opponent controls.",
                             "Cuando Glaring Aegis entre al campo de batalla, gira la criatura objetivo que controla "
                             "un oponente."),
    "an_opponent_controls_untap": ("Test Untap", "Instant", "Untap target creature an opponent controls.",
                                   "Endereza la criatura objetivo que controla un oponente."),
    # a keyword tail after "objetivo"
    "target_without_keyword": ("Test Tapper", "Creature — Merfolk", "{U}{U}: Tap target creature without flying.",
                               "{U}{U}: Gira la criatura objetivo sin la habilidad de volar."),
    "target_with_keyword": ("Test Trick", "Instant", "Target creature with flying gets -2/-0 until end of turn.",
                            "La criatura objetivo con la habilidad de volar obtiene -2/-0 hasta el final del turno."),
    # "y ganas 3 vidas": a second-person verb starts a clause of its own ("and you gain 3 life")
    "and_you_gain": ("Ajani Vengeant", "Legendary Planeswalker — Ajani",
                     "−2: Ajani Vengeant deals 3 damage to any target and you gain 3 life.",
                     "−2: Ajani Vengeant hace 3 puntos de daño a cualquier objetivo y ganas 3 vidas."),
    "and_you_gain_mill": ("Windgrace Acolyte", "Creature — Zombie Warlock",
                          "When Windgrace Acolyte enters the battlefield, put the top three cards of your library "
                          "into your graveyard and you gain 3 life.",
                          "Cuando Windgrace Acolyte entre al campo de batalla, pon las tres primeras cartas de tu "
                          "biblioteca en tu cementerio y ganas 3 vidas."),
    # "por cada …" after "hasta el final del turno"
    "per_after_duration": ("Test Curse", "Instant",
                           "Target creature gets -1/-1 until end of turn for each artifact you control.",
                           "La criatura objetivo obtiene -1/-1 hasta el final del turno por cada artefacto que "
                           "controlas."),
    "per_after_duration_subtype": ("Test Growth", "Instant",
                                   "Target creature gets +1/+1 until end of turn for each Forest you control.",
                                   "La criatura objetivo obtiene +1/+1 hasta el final del turno por cada Bosque que "
                                   "controlas."),
    # the card's own name before a verb that marks it (card_names.py): "… ataca en cada combate", "… te hace"
    "name_attacks": ("Anje's Ravager", "Creature — Vampire Berserker", "Anje's Ravager attacks each combat if able.",
                     "Anje's Ravager ataca en cada combate si puede."),
    "name_deals_you": ("Cabal Pit", "Land", "{T}: Add {B}. Cabal Pit deals 1 damage to you.",
                       "{T}: Agrega {B}. Cabal Pit te hace 1 punto de daño."),
    "name_power_is": ("Dakmor Sorceress", "Creature — Human Wizard",
                      "Dakmor Sorceress's power is equal to the number of Swamps you control.",
                      "La fuerza de Dakmor Sorceress es igual al número de Pantanos que controlas."),
    # "Apoya N" (701.41a), as "Refuerza N"
    "support_trigger": ("Expedition Raptor", "Creature — Bird",
                        "When Expedition Raptor enters the battlefield, support 2.",
                        "Cuando Expedition Raptor entre al campo de batalla, apoya 2."),
    "support_spell": ("Test Support", "Sorcery", "Support 1.", "Apoya 1."),
    "destroy_with_keyword": ("Plummet", "Instant", "Destroy target creature with flying.",
                             "Destruye la criatura objetivo con la habilidad de volar."),
    "exile_without_keyword": ("Test Exile", "Instant", "Exile target creature without flying.",
                              "Exilia la criatura objetivo sin la habilidad de volar."),
}


@pytest.mark.parametrize("name", sorted(_PAIRS))
def test_the_spanish_reads_into_the_english_plan(name: str) -> None:
    card, type_line, en, es = _PAIRS[name]
    assert outcome(Pair(card, type_line, en, es), board(4)) == "same"


def test_the_spanish_lexicon_names_keywords_and_subtypes_in_english() -> None:
    assert es_keyword("la habilidad de danar primero") == "first strike"
    assert es_keyword("danar primero") == "first strike"
    assert es_keyword("toque mortal") == "deathtouch"
    assert es_keyword("la habilidad de frobnicar") is None
    assert es_subtype("caballeros") == frozenset({"knight"})
    assert es_subtype("saprolines") == frozenset({"saproling"})
    assert es_subtype("pantano") == frozenset({"swamp"})
    assert es_subtype("frobnicadores") == frozenset()


def test_an_unknown_spanish_word_is_still_refused() -> None:
    # a word no terminology entry names is no subtype: never read as one that matches nothing
    assert parse_filter("criaturas frobnicador", ES) is None
    assert outcome(Pair("Test Fungus", "Sorcery", "Create a 1/1 green Saproling creature token.",
                        "Crea una ficha de criatura Frobnicador verde 1/1."), board(4)) == "es_refused"
    assert outcome(Pair("Test Lord", "Creature — Human", "Creatures you control have deathtouch.",
                        "Las criaturas que controlas tienen la habilidad de frobnicar."), board(4)) == "es_refused"


def test_a_spanish_subtype_filter_is_the_english_one() -> None:
    es = parse_filter("criaturas zombie", ES)
    assert es is not None and es.subtypes == frozenset({"zombie"}) and es.noun == "creature"
    alone = parse_filter("caballeros que controlas", ES)
    assert alone is not None and alone.subtypes == frozenset({"knight"}) and alone.control == "you"


def test_a_subtype_is_said_in_spanish_by_its_spanish_name() -> None:
    from bot.apnap.render.nouns import es_subtype_said

    assert es_subtype_said("knight", True) == "Caballeros"
    assert es_subtype_said("saproling", True) == "Saprolines"  # the stress mark goes with the plural
    assert es_subtype_said("swamp", False) == "Pantano"
    assert es_subtype_said("frobnicator", True) == "Frobnicators"  # no Spanish name: as the rules spell it


def test_a_token_is_said_in_spanish_from_its_characteristics() -> None:
    item = CorpusAbility("Liliana's Mastery", "When Liliana's Mastery enters the battlefield, create two 2/2 black "
                         "Zombie creature tokens.", 1, "", "Enchantment")
    result = resolve_ability(item, {**board(4), "lang": "en"}, out_lang="es")
    assert "fichas de criatura Zombie negra 2/2" in str(result.get("reading"))
