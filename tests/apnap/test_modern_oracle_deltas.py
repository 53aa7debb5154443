"""Today's Oracle wording (2023-2025) beside the older wording of the same rule: each pair must resolve to the same
steps, as tests/apnap/test_modern_enters.py holds for "enters" / "enters the battlefield".

Why: a card pasted from today's Oracle must resolve exactly as its older printing does. The deltas checked here:
"mana value" / "converted mana cost" (202.3: the same number), "dies" / "is put into a graveyard from the
battlefield" (700.4), "mills" / "puts the top N cards of their library into their graveyard" (701.17a), and the
2024+ self-reference "this creature", "this artifact", "this enchantment", "this land", "this spell", "this
permanent" (and printed Spanish "esta criatura") where older Oracle text says the card's name (201.5)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import creature, resolve_card, what_happened

#: Dave's creatures with their mana values given (a filter of mana value asks for them otherwise)
_DAVE = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"], mana_value=1),
                         creature("Craw Wurm", 6, 4, colors=["green"], mana_value=6), "Swamp (basic land)"]}

#: (id, card or None, today's wording, the older wording, scenario fields)
PAIRS: list[tuple[str, str | None, str, str, dict[str, Any]]] = [
    ("mana value", None, "Destroy target creature with mana value 3 or less.",
     "Destroy target creature with converted mana cost 3 or less.", {"target": "Llanowar Elves", "Dave": _DAVE}),
    ("mana value each", None, "Destroy each creature you control with mana value 3 or less.",
     "Destroy each creature you control with converted mana cost 3 or less.", {"Dave": _DAVE}),
    ("dies", "Gravedigger Ghoul", "When this creature dies, you gain 2 life.",
     "When Gravedigger Ghoul is put into a graveyard from the battlefield, you gain 2 life.", {"ability": 1}),
    ("mills", None, "Each opponent mills two cards.",
     "Each opponent puts the top two cards of their library into their graveyard.", {}),
    ("this creature", "Kraken Pal", "When this creature enters, draw a card.",
     "When Kraken Pal enters, draw a card.", {"ability": 1}),
    ("this creature deals", "Hill Pal", "{T}: This creature deals 1 damage to target player.",
     "{T}: Hill Pal deals 1 damage to target player.", {"ability": 1, "target": "Bob"}),
    ("this creature gets", "Pump Pal", "{R}: This creature gets +1/+0 until end of turn.",
     "{R}: Pump Pal gets +1/+0 until end of turn.", {"ability": 1}),
    ("this artifact", "Mind Pal", "{T}, Sacrifice this artifact: Draw a card.",
     "{T}, Sacrifice Mind Pal: Draw a card.", {"ability": 1}),
    ("this enchantment", "Aura Pal", "At the beginning of your upkeep, sacrifice this enchantment.",
     "At the beginning of your upkeep, sacrifice Aura Pal.", {"ability": 1, "active": "Dave"}),
    ("this land", "Land Pal", "This land enters tapped.", "Land Pal enters tapped.", {"ability": 1}),
    ("this spell", "Spell Pal", "This spell deals 3 damage to any target.", "Spell Pal deals 3 damage to any target.",
     {"target": "Bob"}),
    ("this permanent", "Perm Pal", "{1}: Put a +1/+1 counter on this permanent.",
     "{1}: Put a +1/+1 counter on Perm Pal.", {"ability": 1}),
]

#: printed Spanish: "esta criatura" where older printings say the name
PAIRS_ES = [
    ("esta criatura", "Pal Es", "Cuando esta criatura entre al campo de batalla, roba una carta.",
     "Cuando Pal Es entre al campo de batalla, roba una carta.", {"ability": 1}),
]


@pytest.mark.parametrize(("card", "today", "older", "more"), [p[1:] for p in PAIRS], ids=[p[0] for p in PAIRS])
def test_todays_oracle_reads_as_the_older_wording(card: str | None, today: str, older: str,
                                                   more: dict[str, Any]) -> None:
    now, before = resolve_card(today, card=card, **more), resolve_card(older, card=card, **more)
    assert now["steps"], now
    assert what_happened(now["steps"]) == what_happened(before["steps"])


@pytest.mark.parametrize(("card", "today", "older", "more"), [p[1:] for p in PAIRS_ES], ids=[p[0] for p in PAIRS_ES])
def test_spanish_self_reference_reads_as_the_name(card: str, today: str, older: str, more: dict[str, Any]) -> None:
    now, before = resolve_card(today, "es", card=card, **more), resolve_card(older, "es", card=card, **more)
    assert now["steps"], now
    assert what_happened(now["steps"]) == what_happened(before["steps"])
