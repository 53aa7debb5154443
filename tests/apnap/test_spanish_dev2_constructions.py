"""Spanish constructions found on the second parity split (spanish-parity-dev2.jsonl, session 18): each printed
Spanish wording reads into the same plan as its English (the parity harness's own comparison). Each pair is a
construction, said on a real card's ability, that the Spanish grammar could not read before."""

from __future__ import annotations

import pytest

from tests.apnap.corpus import board
from tests.apnap.spanish_parity import Pair, outcome

PAIRS = [
    # a library search that puts what it finds into the graveyard (701.23): "ponlas en tu cementerio y luego baraja"
    ("Sorcery", "Search your library for up to three creature cards, put them into your graveyard, then shuffle "
     "your library.", "Busca en tu biblioteca hasta tres cartas de criatura, ponlas en tu cementerio y luego baraja "
     "tu biblioteca."),
]


@pytest.mark.parametrize(("type_line", "en", "es"), PAIRS)
def test_printed_spanish_reads_into_the_english_plan(type_line: str, en: str, es: str) -> None:
    assert outcome(Pair("Test Card", type_line, en, es), board(4)) == "same"
