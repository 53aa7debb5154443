"""An activated ability's own activation cost counted on the board (issue #22, session 18; 602.2b, 601.2f): "This
ability costs {1} more to activate for each card in your hand" (Loreseeker's Stone), "… {1} less … for each creature
card in your graveyard" (Nemesis of Mortals), "… for each legendary creature and planeswalker you control"
(Mobilized District), English and printed Spanish. Before: every one was refused ("activate for each …").

The count is made as the ability is activated, before anything it does: Loreseeker's Stone counts the hand before
its three cards are drawn, whatever sentence says the cost. The standard board (realcards.py): Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import run

STONE = {"en": "{3}, {T}: Draw three cards. This ability costs {1} more to activate for each card in your hand.",
         "es": "{3}, {T}: Roba tres cartas. Esta habilidad cuesta {1} más para activarse por cada carta en tu mano."}
NEMESIS = "{7}{G}{G}: Monstrosity 5. This ability costs {1} less to activate for each creature card in your graveyard."


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_hand_is_counted_before_the_cards_are_drawn(lang: str) -> None:
    """Two cards in Dave's hand as he activates: {2} more, then three cards drawn (five in hand after)."""
    out = run({}, lang=lang, card="Loreseeker's Stone", effect=STONE[lang],
              Dave={"hand": ["Forest (land)", "Island (land)"], "library": 5})
    cost, draw = out["steps"]
    (event,) = cost["events"]
    assert (event["action"], event["amount"], event["total"], event["more"]) == ("own_ability_cost", 2, "{2}", True)
    assert {"602.2b", "601.2f"} <= set(cost["citations"])
    assert draw["action"] == "draw"
    said = {"en": "so its activation cost rises by {2}", "es": "así que su coste de activación sube {2}"}
    assert said[lang] in out["narration"]


def test_a_reduction_counts_the_graveyard() -> None:
    out = run({}, card="Nemesis of Mortals", effect=NEMESIS,
              Dave={"graveyard": ["Grizzly Bears (creature)", "Craw Wurm (creature)", "Forest (land)"],
                    "battlefield": [{"name": "Nemesis of Mortals", "types": ["creature"], "monstrous": False}]})
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["amount"], event["total"], event["more"]) == ("own_ability_cost", 2, "{2}", False)
    assert out["steps"][1]["action"] != "own_ability_cost"


@pytest.mark.parametrize(("lang", "reading"), [
    ("en", "This ability costs {1} more to activate for each card in your hand."),
    ("es", "Esta habilidad cuesta {1} más para activarse por cada carta en tu mano."),
])
def test_the_cost_is_said_first_as_printed(lang: str, reading: str) -> None:
    out = run({}, lang=lang, card="Loreseeker's Stone", effect=STONE[lang], Dave={"hand": [], "library": 5})
    assert out["reading"].startswith(reading)


def test_a_hand_nobody_described_is_not_counted_as_empty() -> None:
    """Dave's hand not given: the count is asked or said unknown, never 0."""
    try:
        out = run({}, card="Loreseeker's Stone", effect=STONE["en"], Dave={"hand": 3, "library": 5})
    except BotError as err:
        assert err.code in ("choice_needed", "bad_scenario")
        return
    assert out["steps"][0]["events"][0]["amount"] == 3


@pytest.mark.parametrize("text", [
    "Draw a card. This ability costs {1} more to cast for each card in your hand.",  # an ability is activated
    "This spell costs {1} less to activate for each creature card in your graveyard.",  # a spell is cast
])
def test_the_wrong_verb_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Foo Bar", effect=text)
    assert err.value.code == "unsupported_effect"
