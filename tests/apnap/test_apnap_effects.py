"""The effect reader: a grammar over both languages, not a list of cards."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import EXAMPLES, detect_lang, fold, parse_effect, parse_when
from bot.errors import BotError

CASES = [
    # (text, [(action, subject kind), ...])
    ("Each player sacrifices a creature of their choice.", [("sacrifice", "each_player")]),
    ("Each opponent sacrifices a creature or planeswalker.", [("sacrifice", "each_opponent")]),
    ("Each of your opponents sacrifices a nonland permanent.", [("sacrifice", "each_opponent")]),
    ("Each other player discards two cards.", [("discard", "each_other_player")]),
    ("Target opponent exiles three cards from their hand.", [("exile", "target_opponent")]),
    ("Draw two cards, then discard a card.", [("draw", "you"), ("discard", "you")]),
    ("Target player loses 2 life and you gain 2 life.", [("lose_life", "target_player"), ("gain_life", "you")]),
    ("Pestilence deals 1 damage to each player.", [("damage", "each_player")]),
    ("Each player mills two cards.", [("mill", "each_player")]),
    ("Each player puts the top three cards of their library into their graveyard.", [("mill", "each_player")]),
    ("Each player scries 2.", [("scry", "each_player")]),
    ("Each opponent surveils 1.", [("surveil", "each_opponent")]),
    ("Each player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles.",
     [("search", "each_player")]),
    ("Each player returns a creature card from their graveyard to their hand.", [("return", "each_player")]),
    ("Each player takes an extra turn after this one.", [("extra_turn", "each_player")]),
    ("Each player loses 1 life, discards a card, sacrifices a creature of their choice, then sacrifices a land of "
     "their choice.", [("lose_life", "each_player"), ("discard", "each_player"), ("sacrifice", "each_player"),
                       ("sacrifice", "each_player")]),
    ("Each player sacrifices a creature. Then each player who sacrificed a creature this way draws a card.",
     [("sacrifice", "each_player"), ("draw", "this_way")]),
    ("Will of the council — Starting with you, each player votes for grace or condemnation. If grace gets more "
     "votes, each player gains 3 life. If condemnation gets more votes or the vote is tied, each player loses 3 life.",
     [("vote", "each_player"), ("gain_life", "each_player"), ("lose_life", "each_player")]),
    # Spanish, accents optional
    ("Cada jugador sacrifica una criatura de su elección.", [("sacrifice", "each_player")]),
    ("cada jugador sacrifica una criatura de su eleccion", [("sacrifice", "each_player")]),
    ("Cada oponente descarta una carta.", [("discard", "each_opponent")]),
    ("Cada otro jugador descarta una carta.", [("discard", "each_other_player")]),
    ("Cada uno de los demas jugadores roba dos cartas.", [("draw", "each_other_player")]),
    ("Cada jugador exilia dos cartas de su mano.", [("exile", "each_player")]),
    ("Cada jugador pierde 3 vidas.", [("lose_life", "each_player")]),
    ("Cada jugador gana 2 vidas.", [("gain_life", "each_player")]),
    ("Terremoto hace 2 puntos de daño a cada jugador.", [("damage", "each_player")]),
    ("Cada jugador muele 3 cartas.", [("mill", "each_player")]),
    ("Cada jugador adivina 2.", [("scry", "each_player")]),
    ("Cada jugador vigila 2.", [("surveil", "each_player")]),
    ("Cada jugador busca en su biblioteca una carta de tierra basica, la pone en el campo de batalla y luego baraja.",
     [("search", "each_player")]),
    ("Cada jugador regresa una carta de su cementerio a su mano.", [("return", "each_player")]),
    ("Cada jugador devuelve una carta de criatura de su cementerio a su mano.", [("return", "each_player")]),
    ("Empezando por ti, cada jugador vota por retorno o embarque. Si retorno obtiene más votos, cada jugador roba "
     "una carta.", [("vote", "each_player"), ("draw", "each_player")]),
    ("Cada jugador juega un turno extra.", [("extra_turn", "each_player")]),
    ("Cada jugador toma un turno adicional después de este.", [("extra_turn", "each_player")]),
    ("Cada jugador sacrifica una criatura y una tierra.", [("sacrifice", "each_player")]),
    ("Cada jugador pierde 1 vida, descarta una carta, sacrifica una criatura y luego sacrifica una tierra.",
     [("lose_life", "each_player"), ("discard", "each_player"), ("sacrifice", "each_player"),
      ("sacrifice", "each_player")]),
    ("Cada jugador sacrifica una criatura. Luego, cada jugador que sacrificó una criatura de esta manera roba una "
     "carta.", [("sacrifice", "each_player"), ("draw", "this_way")]),
    ("El jugador objetivo sacrifica una criatura.", [("sacrifice", "target_player")]),
    ("Roba dos cartas.", [("draw", "you")]),
]


@pytest.mark.parametrize("text,expected", CASES)
def test_reads(text: str, expected: list[tuple[str, str]]) -> None:
    effect = parse_effect(text)
    assert [(s.action, s.subject.kind) for s in effect.steps] == expected


def test_several_types_in_one_instruction_are_separate_slots_in_printed_order() -> None:
    effect = parse_effect("Each player sacrifices an artifact, a creature, an enchantment, and a land.")
    [step] = effect.steps
    assert [s.filter.noun for s in step.slots] == ["artifact", "creature", "enchantment", "land"]


@pytest.mark.parametrize("text,count", [("Each player sacrifices a creature.", 1),
                                        ("Each player sacrifices one creature.", 1),
                                        ("Each player sacrifices two creatures.", 2),
                                        ("Each player sacrifices three creatures.", 3),
                                        ("Cada jugador sacrifica dos criaturas.", 2),
                                        ("Each player sacrifices X creatures.", None)])
def test_counts(text: str, count: int | None) -> None:
    [step] = parse_effect(text).steps
    assert step.slots[0].count == count


def test_vote_options_keep_their_spelling_and_conditions_bind() -> None:
    effect = parse_effect("Council's dilemma — Starting with you, each player votes for Grace or Doom. "
                          "If Doom gets more votes or the vote is tied, each player loses 1 life.")
    assert effect.steps[0].options == ("Grace", "Doom")
    assert effect.steps[0].subject.starting_with_you
    cond = effect.steps[1].condition
    assert cond is not None and cond.option == "Doom" and cond.or_tied


def test_upkeep_in_both_languages() -> None:
    for text in ("beginning of upkeep", "At the beginning of the upkeep", "comienzo del mantenimiento",
                 "Al comienzo del mantenimiento"):
        assert parse_effect(text).upkeep, text


def test_language_detection_and_folding() -> None:
    assert detect_lang("Cada jugador sacrifica una criatura.") == "es"
    assert detect_lang("Each player sacrifices a creature.") == "en"
    assert fold("Cada jugador pierde 3 vidas y DESCARTA ÉL") == "cada jugador pierde 3 vidas y descarta el"
    assert len(fold("áéíóúñ’")) == len("áéíóúñ’")


@pytest.mark.parametrize("phrase,kind,source,player", [
    ("this dies", "dies", "only", "none"), ("When this creature dies", "dies", "only", "none"),
    ("Blood Artist dies", "dies", "only", "none"),
    ("a creature dies", "dies", "", "none"), ("Whenever another creature dies", "dies", "", "none"),
    ("a creature you control dies", "dies", "", "none"),
    ("a permanent is sacrificed", "sacrificed", "", "none"), ("a player draws a card", "draws", "", "any"),
    ("an opponent draws a card", "draws", "", "opponent"), ("you draw a card", "draws", "", "you"),
    ("a player discards a card", "discards", "", "any"), ("an opponent discards a card", "discards", "", "opponent"),
    ("a player loses life", "loses_life", "", "any"), ("this enters", "enters", "only", "none"),
    ("a creature enters", "enters", "", "none"), ("beginning of your upkeep", "upkeep", "", "you"),
    ("At the beginning of each upkeep", "upkeep", "", "any"),
    ("cuando esta criatura muera", "dies", "only", "none"), ("siempre que una criatura muera", "dies", "", "none"),
    ("siempre que otra criatura muera", "dies", "", "none"),
    ("una criatura que controlas muere", "dies", "", "none"),
    ("siempre que un oponente robe una carta", "draws", "", "opponent"), ("robas una carta", "draws", "", "you"),
    ("un jugador descarta una carta", "discards", "", "any"), ("un jugador pierde vida", "loses_life", "", "any"),
    ("cuando esta criatura entre al campo de batalla", "enters", "only", "none"),
    ("al comienzo de tu mantenimiento", "upkeep", "", "you"), ("comienzo de cada mantenimiento", "upkeep", "", "any"),
])
def test_when_phrases(phrase: str, kind: str, source: str, player: str) -> None:
    pattern = parse_when(phrase, "Blood Artist")
    assert pattern is not None and (pattern.kind, pattern.source, pattern.player) == (kind, source, player)


def test_every_example_phrasing_is_itself_readable() -> None:
    for lang, examples in EXAMPLES.items():
        for text in examples:
            if text.startswith(("If ", "Si ", "Then", "Luego")):
                continue  # fragments that need an earlier vote / step
            assert parse_effect(text, lang).lang == lang, text


@pytest.mark.parametrize("text", [
    "Each player votes for a or b. If c gets more votes, each player draws a card.",
    "If return gets more votes, each player draws a card.",
    "Each player who sacrificed a creature this way draws a card.",
    "Each player discards a card face down.",
    "Phase out all creatures.",
])
def test_unreadable(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text)
    assert info.value.code == "unsupported_effect"
    assert info.value.suggestions
