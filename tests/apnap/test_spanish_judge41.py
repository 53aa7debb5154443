"""What the blind native-Spanish judge of session 41 (verdict41es) found faulty in Spanish answers whose outcome was
right, each held here by its general mechanism (issue #22: a Spanish server never meets English it did not ask for).

Each ability is asked for as the judge's sample asked for it: the English Oracle card through the card lookup, on
the corpus's fixed four-player board, answered in Spanish (``out_lang="es"``), and where the same fault existed in
English, in English too.
"""

from __future__ import annotations

import functools
from typing import Any

from tests.apnap.corpus import CorpusAbility, board, resolve_ability


@functools.cache
def _answer(card: str, type_line: str, text: str, index: int, lang: str | None) -> dict[str, Any]:
    line = text.splitlines()[-1]  # the ability asked for is the card's last line here
    return resolve_ability(CorpusAbility(card, text, index, line, type_line), board(4), out_lang=lang)


def said(card: str, type_line: str, text: str, index: int = 1, lang: str | None = "es") -> str:
    return str(_answer(card, type_line, text, index, lang)["narration"])


POLLENBRIGHT = ("Pollenbright Wings", "Enchantment — Aura",
                "Enchant creature\nEnchanted creature has flying.\nWhenever enchanted creature deals combat damage to "
                "a player, create that many 1/1 green Saproling creature tokens.")


def test_an_unseen_source_is_said_taken_as_there_in_natural_spanish() -> None:
    # the recurring note (113.6): "se da por hecho que está allí", "esta habilidad de un permanente"
    text = said(*POLLENBRIGHT, index=2)
    assert "se da por hecho que está allí" in text and "habilidad de un permanente" in text
    assert "se toma" not in text and "habilidad de permanente" not in text
