""""Choose an artifact card name", "Choose a nonartifact, nonland card name" (Dispossess, Lost Legacy), printed Spanish
"Elige un nombre de carta de artefacto", "… que no sea de artefacto ni de tierra": a card name (201.3) whose card has
or lacks those card types (205.2a). Before: refused ("an artifact card name"); only "nonland" was read.

The standard board (realcards.py): Dave controls; Alice has Sol Ring (an artifact) on the battlefield.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

TAIL = (" Search target opponent's graveyard, hand, and library for any number of cards with that name and exile "
        "them. Then that player shuffles their library.")
TAIL_ES = (" Busca en el cementerio, la mano y la biblioteca del oponente objetivo cualquier cantidad de cartas con "
           "ese nombre y exílialas. Luego ese jugador baraja su biblioteca.")


@pytest.mark.parametrize(("en", "es", "only"), [
    ("Choose an artifact card name.", "Elige un nombre de carta de artefacto.", ("artifact",)),
    ("Choose a nonartifact, nonland card name.", "Elige un nombre de carta que no sea de artefacto ni de tierra.",
     ("nonartifact", "nonland")),
    ("Choose a nonland card name.", "Elige un nombre de carta que no sea de tierra.", ("nonland",)),
])
def test_the_kind_of_name_is_one_plan_in_both_languages(en: str, es: str, only: tuple[str, ...]) -> None:
    # the plan holds the limits as a tuple, read once (not a comma-joined string each reader splits again)
    one, other = plan_of(parse_effect(en + TAIL, "en")).steps[0], plan_of(parse_effect(es + TAIL_ES, "es")).steps[0]
    assert getattr(one, "only", None) == only == getattr(other, "only", None)
    assert resolve_card(en + TAIL, target="Alice", choices={"Dave": ["Sol Ring" if only == ("artifact",) else "Opt", [],
                                                                      [], []]})["reading"].startswith(en)


def test_an_artifact_name_is_one_of_an_artifact_card() -> None:
    out = resolve_card("Choose an artifact card name." + TAIL, target="Alice",
                       choices={"Dave": ["Sol Ring", [], [], []]})
    assert out["steps"][0]["choices"][0]["chosen"] == ["Sol Ring"]
    with pytest.raises(BotError) as err:  # Opt is an instant: no artifact card's name (201.3, 205.2a)
        resolve_card("Choose an artifact card name." + TAIL, target="Alice", choices={"Dave": ["Opt", [], [], []]})
    assert err.value.code == "bad_scenario"


def test_a_nonartifact_nonland_name_excludes_both() -> None:
    for name in ("Sol Ring", "Forest"):
        with pytest.raises(BotError) as err:
            resolve_card("Choose a nonartifact, nonland card name." + TAIL, target="Alice",
                         choices={"Dave": [name, [], [], []]})
        assert err.value.code == "bad_scenario"
