"""Oracle text since 2024 says "enters" where older printings say "enters the battlefield" (the same event, 603.6a):
"Izzet Guildgate enters tapped.", "As Steam Vents enters, you may pay 2 life. If you don't, it enters tapped." A card
pasted from today's Oracle must resolve exactly as its older wording does, never be refused at "tapped" (the grammar
knew only the older words for a permanent's own entry)."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card, what_happened

#: (card, today's wording, the older wording, ability) - each pair one construction of the grammar.
PAIRS = [
    ("Izzet Guildgate", "Izzet Guildgate enters tapped.\n{T}: Add {U} or {R}.",
     "Izzet Guildgate enters the battlefield tapped.\n{T}: Add {U} or {R}.", 1),
    ("Steam Vents",
     "({T}: Add {U} or {R}.)\nAs Steam Vents enters, you may pay 2 life. If you don't, it enters tapped.",
     "({T}: Add {U} or {R}.)\nAs Steam Vents enters the battlefield, you may pay 2 life. If you don't, it enters the "
     "battlefield tapped.", None),
    ("Peat Bog", "Peat Bog enters tapped with two depletion counters on it.",
     "Peat Bog enters the battlefield tapped with two depletion counters on it.", None),
    ("Glorybringer Warden", "Creatures your opponents control enter tapped.",
     "Creatures your opponents control enter the battlefield tapped.", None),
    ("Ironshell Beetle", "Ironshell Beetle enters with two +1/+1 counters on it.",
     "Ironshell Beetle enters the battlefield with two +1/+1 counters on it.", None),
]


@pytest.mark.parametrize(("card", "today", "older", "ability"), PAIRS, ids=[p[0] for p in PAIRS])
def test_todays_enters_reads_as_the_older_wording(card, today, older, ability):
    more = {"ability": ability} if ability else {}
    now, before = resolve_card(today, card=card, **more), resolve_card(older, card=card, **more)
    assert now["steps"], now
    assert what_happened(now["steps"]) == what_happened(before["steps"])
    assert what_happened(now.get("rules")) == what_happened(before.get("rules"))
