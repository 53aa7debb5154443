"""Issue #22, "no confidently wrong answer": "you may sacrifice it. If you do, …" when no board shows the source.

Why: the engine says the source was sacrificed (or exiled, or returned) by name when the board does not show it
(113.6: a permanent's ability resolves with its source taken to be there), but "if you do" looked only at events
that carried board objects, so it judged that same sacrifice not done and dropped the rest of the ability without a
word: Blind Zealot through ``card:`` (a card the database gives no type line) or pasted said "Dave sacrifices Blind
Zealot" and nothing more, a confident wrong answer (608.2c: the sentence after "if you do" happens when it was done).
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card

# (card, its ability as printed, scenario fields, the action of the step after "if you do")
CASES = [
    ("Blind Zealot", "Whenever Blind Zealot deals combat damage to a player, you may sacrifice it. If you do, destroy "
     "target creature that player controls.", {"target": "Hill Giant", "that_player": "Bob"}, "destroy"),
    ("Riptide Entrancer", "Whenever Riptide Entrancer deals combat damage to a player, you may sacrifice it. If you do,"
     " gain control of target creature that player controls.", {"target": "Hill Giant", "that_player": "Bob"},
     "gain_control"),
    ("Dreamcatcher", "Whenever you cast a Spirit or Arcane spell, you may sacrifice Dreamcatcher. If you do, draw a "
     "card.", {}, "draw"),
    ("Furnace Scamp", "Whenever Furnace Scamp deals combat damage to a player, you may sacrifice it. If you do,"
     " Furnace Scamp deals 3 damage to that player.", {"that_player": "Bob"}, "damage"),
    ("Wasp of the Bitter End", "Whenever you cast a Bolas planeswalker spell, you may sacrifice Wasp of the Bitter "
     "End. If you do, destroy target creature.", {"target": "Hill Giant"}, "destroy"),
]


@pytest.mark.parametrize("through_card", [True, False], ids=["card", "pasted"])
@pytest.mark.parametrize(("card", "text", "fields", "then"), CASES, ids=[c[0] for c in CASES])
def test_the_step_after_if_you_do_follows_a_sacrificed_unseen_source(card: str, text: str, fields: dict,
                                                                     then: str, through_card: bool) -> None:
    out = resolve_card(text, card=card if through_card else None, **fields)
    actions = [s["action"] for s in out["steps"]]
    assert actions == ["sacrifice", then], out["narration"]
    assert out["steps"][0]["events"][0]["objects"], "the sacrifice names the source it sacrificed"


def test_a_declined_may_still_skips_the_if_you_do_step() -> None:
    text = CASES[0][1]
    out = resolve_card(text, card="Blind Zealot", target="Hill Giant", that_player="Bob",
                       choices={"Dave": ["no"]})
    assert [s["action"] for s in out["steps"]] == ["sacrifice"]
