"""A combat role before a subtype said alone (506.4, 205.3m): "Target attacking Wolf or Werewolf gains indestructible
until end of turn" (Ulrich's Kindred) takes an attacking creature with either subtype, from the scenario's ``combat``;
a creature attacking with neither, or one of them not attacking, is no legal target (115.1). "Wolf or Werewolf" is
one subtype list only after a combat role (grammar/english.lark SUBTYPE_PAIR), read by the one object filter."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar.filters import parse_filter
from bot.apnap.grammar.lexicon import EN, GRAMMARS
from bot.errors import BotError
from tests.apnap.realcards import board, creature

KINDRED = "{3}{G}: Target attacking Wolf or Werewolf gains indestructible until end of turn."
BOB = {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], subtypes=["Giant"]),
                       creature("Timberpack Wolf", 2, 2, colors=["green"], subtypes=["Wolf"]),
                       creature("Runeclaw Bear", 2, 2, colors=["green"], subtypes=["Bear"]),
                       "Mountain (basic land)"]}
ATTACKS = {"attacking": {"Hill Giant": "Dave", "Timberpack Wolf": "Dave"}}


def resolve(**more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=KINDRED, Bob=BOB, **more)), None)


def test_an_attacking_wolf_gains_the_keyword() -> None:
    out = resolve(target="Timberpack Wolf", combat=ATTACKS)
    (event,) = out["steps"][0]["events"]
    assert event["objects"] == ["Timberpack Wolf"]
    assert "508.1k" in out["citations"] and "Werewolf or Wolf" in out["narration"]


@pytest.mark.parametrize("target", ["Hill Giant", "Runeclaw Bear"])  # attacking but a Giant; a Bear not attacking
def test_any_other_creature_is_no_legal_target(target: str) -> None:
    with pytest.raises(BotError) as err:
        resolve(target=target, combat=ATTACKS)
    assert err.value.field == "target"


def test_not_said_who_attacks_is_asked() -> None:
    with pytest.raises(BotError) as err:
        resolve(target="Timberpack Wolf")
    assert (err.value.code, err.value.field) == ("choice_needed", "combat")


@pytest.mark.parametrize(("phrase", "lang", "subtypes"), [
    ("attacking wolf or werewolf", "en", {"wolf", "werewolf"}),
    ("blocking fungus or saproling", "en", {"fungus", "saproling"}),
    ("lobo o hongo atacante", "es", {"wolf", "fungus"}),
])
def test_the_filter_is_the_role_and_either_subtype(phrase: str, lang: str, subtypes: set[str]) -> None:
    flt = parse_filter(phrase, GRAMMARS[lang])
    assert flt is not None and flt.subtypes == subtypes and flt.combat in ("attacking", "blocking")


@pytest.mark.parametrize("phrase", ["attacking wolf or creature", "attacking forest or goblin"])
def test_mixed_kinds_are_refused(phrase: str) -> None:
    assert parse_filter(phrase, EN) is None
