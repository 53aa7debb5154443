"""Printed Spanish for families the English grammar reads: the same plan, so the same result on a board."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def events(step: dict) -> list[tuple[str, str, list[str]]]:
    return [(e["player"], e["action"], e["objects"]) for e in step["events"]]


def test_el_jugador_con_mas_vidas_gains_control_like_the_player_with_the_most_life() -> None:
    dogs = {"battlefield": [creature("Wild Dogs", 2, 1), "Swamp (basic land)"]}
    for text in ("The player with the most life gains control of this creature.",
                 "El jugador con más vidas gana el control de esta criatura."):
        out = run({}, card="Wild Dogs", effect=text, Bob={"life": 30}, Dave=dogs)
        assert events(out["steps"][0]) == [("Bob", "gain_control", ["Wild Dogs"])]
        tied = run({}, card="Wild Dogs", effect=text, Dave=dogs)  # Alice, Bob and Dave at 20: nobody
        assert tied["steps"][0]["events"] == []


def test_la_fuerza_total_counts_what_was_sacrificed_like_the_total_power() -> None:
    # Reign of the Pit: Hill Giant 3 + Craw Wurm 6 + Serra Angel 4 (Carol has none): a 13/13 Demon (608.2h).
    text = ("Cada jugador sacrifica una criatura. Crea una ficha de criatura Demonio negra X/X con la habilidad de "
            "volar, donde X es la fuerza total de las criaturas sacrificadas de esta manera.")
    out = run({}, card="Reinado del Foso", effect=text, choices={"Dave": ["Craw Wurm"], "Alice": ["Serra Angel"]})
    assert out["steps"][1]["events"][0]["pt"] == "13/13"


def test_lo_mismo_es_valido_para_reads_the_sentence_before_again_for_each_type() -> None:
    # Ward of Bones, ability 1: as in English, each card type named gets the sentence again (Dave has two creatures).
    text = ("Cada oponente que controle más criaturas que tú no puede lanzar hechizos de criatura. Lo mismo es válido "
            "para los artefactos y los encantamientos.")
    out = run({}, card="Ward of Bones", effect=text,
              Bob={"battlefield": ["Hill Giant (creature)", "Mind Stone (artifact)", "Sol Ring (artifact)"]})
    # Ward of Bones is itself an artifact on Dave's battlefield (113.6): Alice's one artifact is not more than his
    assert [s["order"] for s in out["steps"]] == [[], ["Bob"], ["Alice"]]
    assert [s["action"] for s in out["steps"]] == ["rule_change"] * 3


def test_lo_mismo_refuses_when_the_type_it_replaces_is_not_certain() -> None:
    with pytest.raises(BotError) as info:
        parse_effect("Cada jugador sacrifica una criatura y una tierra. Lo mismo es válido para los artefactos.", "es")
    assert info.value.code == "unsupported_effect"
