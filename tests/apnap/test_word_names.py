"""A card named with a word of rules text ("Turn", "Fight", "Delay"): its name is read as the source only where it is
written as a name, capitalised, as Oracle writes names (grammar/text.as_source, ``_word_name``).

Session 37 (helper gE24): the card Turn, "Until end of turn, target creature loses all abilities and becomes a red
Weird with base power and toughness 0/1.", was read as "Until end of this permanent, …" and refused, because the
card's names were replaced case aside; only keyword names ("Vigilance") kept their lower-case word.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar.text import as_source
from tests.apnap.corpus import CorpusAbility, board, resolve_ability

TURN = ("Until end of turn, target creature loses all abilities and becomes a red Weird with base power and "
        "toughness 0/1.")


@pytest.mark.parametrize(("name", "text", "said"), [
    ("Turn", "Until end of turn, target creature loses all abilities.",
     "Until end of turn, target creature loses all abilities."),
    ("Fight", "Fight deals 2 damage to target creature. Then it can fight.",
     "this permanent deals 2 damage to target creature. Then it can fight."),
    ("Lightning Bolt", "lightning bolt deals 3 damage to any target.", "this permanent deals 3 damage to any target."),
])
def test_a_word_name_is_the_source_only_where_written_as_a_name(name: str, text: str, said: str) -> None:
    """A name of more than one word is still read case aside (a player may type it in lower case)."""
    assert as_source(text, (name,)) == said


def test_the_card_turn_resolves_with_its_duration() -> None:
    out = resolve_ability(CorpusAbility("Turn", TURN, 1, TURN, "Instant"), board(4))
    assert "this permanent" not in out["narration"].split("\n")[0]
    assert any("until end of turn" in line.lower() for line in out["narration"].split("\n"))
