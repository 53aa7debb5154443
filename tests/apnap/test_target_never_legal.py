"""A target that could never have been chosen: the ability is removed from the stack as it is put there (603.3d,
601.2c, 115.1), not "no longer legal as it resolves" (608.2b).

Judge 27 found Oath of Mages ("that player chooses target player who has more life than they do and is their
opponent") resolved for Bob (20 life), whose opponents have 20, 20 and 3: no target was ever legal, yet the engine
said Alice "is not a legal target as the ability resolves" (608.2b), as if she had been legal when chosen. Legality as
the target is chosen (601.2c) is now told apart from legality as the ability resolves (608.2b): with no opponent the
board shows could be such a player, the warning says the trigger had no legal target and never resolves. English and
Spanish.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from tests.apnap import corpus
from tests.apnap.realcards import resolve_card
from tests.apnap.test_spanish_no_english import leaks

MAGES = ("At the beginning of each player's upkeep, that player chooses target player who has more life than they do "
         "and is their opponent. The first player may have Oath of Mages deal 1 damage to the second player.")


def _oath(lang: str, **changes: Any) -> dict[str, Any]:
    item = corpus.ability_of("Oath of Mages")
    data = {**corpus.request(item, corpus.board(4)), **changes}
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_opponent_with_more_life_means_the_trigger_never_resolves(lang: str) -> None:
    out = _oath(lang)  # Bob is active and has 20 life; Alice 20, Carol 3, Dave 20
    assert out["steps"] == [] and out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20}
    assert {"603.3d", "601.2c", "115.1"} <= set(out["citations"]) and "608.2b" not in out["citations"]
    [said] = [w for w in out["warnings"] if "603.3d" in w]
    assert not any("608.2b" in w for w in out["warnings"])
    if lang == "en":
        assert said.startswith("Alice could not have been chosen as the target, nor could any other opponent of Bob")
        assert "removed from the stack" in said
    else:
        assert said.startswith("No se podía elegir a Alice como objetivo, ni a ningún otro oponente de Bob")
        assert leaks("\n".join(out["narration"].split("\n")[1:]), {"Oath of Mages", "Alice", "Bob", "Dave"}) == []


def test_with_no_target_given_it_still_says_none_could_be_chosen() -> None:
    out = resolve_card(MAGES, card="Oath of Mages", target=None, that_player="Alice")
    assert out["steps"] == [] and any(w.startswith("No opponent of Alice could have been chosen")
                                      for w in out["warnings"])


def test_a_target_legal_when_chosen_but_not_as_it_resolves_is_608_2b() -> None:
    # Bob has more life than Alice, so a target could be chosen; Dave (20) is not one as it resolves (608.2b)
    out = resolve_card(MAGES, card="Oath of Mages", target="Dave", that_player="Alice", Bob={"life": 25})
    assert out["steps"] == [] and "608.2b" in out["citations"] and "603.3d" not in out["citations"]


def test_a_legal_target_still_resolves() -> None:
    players = corpus.board(4)["players"]
    players[0]["life"] = 25  # Alice
    out = _oath("en", players=players, choices={"Bob": ["yes"]})
    assert out["life"]["Alice"] == 24 and "603.3d" not in out["citations"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_with_no_target_given_the_first_legal_opponent_of_the_chooser_is_assumed(lang: str) -> None:
    # Alice chooses (her upkeep); Dave controls. The controller's next opponent is Alice herself, who can never be
    # chosen: the default is the first player after Alice whom the text allows, Bob (25 life), not Carol (3).
    out = resolve_card(MAGES, lang, card="Oath of Mages", target=None, that_player="Alice", Bob={"life": 25})
    assert out["target"] == "Bob" and out["life"]["Bob"] == 24 and "603.3d" not in out["citations"]
    [said] = [w for w in out["warnings"] if "Bob" in w]
    assert ("first player after Alice" in said) if lang == "en" else ("primer jugador después de Alice" in said)
    if lang == "es":
        assert leaks("\n".join(out["narration"].split("\n")[1:]), {"Oath of Mages", "Alice", "Bob", "Dave"}) == []


def test_with_no_target_given_the_default_skips_opponents_with_less_life() -> None:
    out = resolve_card(MAGES, card="Oath of Mages", target=None, that_player="Alice", Dave={"life": 30})
    assert out["target"] == "Dave" and out["life"]["Dave"] == 29 and out["life"]["Bob"] == 20
