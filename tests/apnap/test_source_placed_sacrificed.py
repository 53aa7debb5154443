"""What is said of a source the board does not show agrees with the cost the answer paid.

Why: the resolver places an ability's unseen source on its controller's battlefield (113.6) and says so; judge 30
found the note "it is on Dave's battlefield as the ability resolves" on an answer that had sacrificed that source to
pay the cost (602.2b), so the source was in the graveyard as the ability resolved (608.2h).
"""

from __future__ import annotations

import pytest

from bot.apnap.costs import sacrifices_source
from tests.apnap.corpus import ability_of, board, resolve_ability


def _notes(card: str, index: int = 1, lang: str = "en") -> list[str]:
    base = {**board(4), "lang": lang}
    return list(resolve_ability(ability_of(card, index), base).get("warnings", []))


def test_a_source_sacrificed_as_the_cost_is_not_said_to_be_there_as_it_resolves() -> None:
    notes = " ".join(_notes("Bile Urchin"))  # "Sacrifice Bile Urchin: Target player loses 1 life."
    assert "as the ability was activated" in notes and "608.2h" in notes
    assert "as the ability resolves (113.6), so it is taken to be there" not in notes


def test_spanish_says_the_same() -> None:
    notes = " ".join(_notes("Bile Urchin", lang="es"))
    assert "cuando se activó la habilidad" in notes and "608.2h" in notes


def test_a_source_kept_is_still_there_as_it_resolves() -> None:
    notes = " ".join(_notes("Prodigal Pyromancer"))  # "{T}: Prodigal Pyromancer deals 1 damage to any target."
    assert "as the ability resolves (113.6)" in notes


@pytest.mark.parametrize(("cost", "names", "expected"), [
    ("Sacrifice Bile Urchin", ("Bile Urchin",), True),
    ("{1}, Sacrifice this artifact", ("Mind Stone",), True),
    ("Remove three quest counters from this enchantment and sacrifice it", ("Quest",), True),
    ("{T}, Sacrifice a creature", ("Blood Bairn",), False),
    ("{T}", ("Prodigal Pyromancer",), False),
    (None, ("Anything",), False),
])
def test_which_costs_sacrifice_the_source(cost: str | None, names: tuple[str, ...], expected: bool) -> None:
    assert sacrifices_source(cost, names) is expected
