""""… may search their library for up to X basic land cards and put them onto the battlefield, where X is five minus
the number of lands they control. Then each player who searched their library this way shuffles it." (Natural
Balance): the sentence's own "where X is …" between the search's tail and the shuffle sentence is the sentence's X
(107.3), worked out for each searching player with their own lands (608.2h). Refused before ("and put them onto the
battlefield, where X is …"). Narrated in English and Spanish.

The standard board (realcards.py): Alice controls Forest and Plains, Bob a Mountain and an Island, Carol a Forest and a
Swamp, Dave a Swamp. Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

BALANCE = ("Each player who controls six or more lands chooses five lands they control and sacrifices the rest. Each "
           "player who controls four or fewer lands may search their library for up to X basic land cards and put them "
           "onto the battlefield, where X is five minus the number of lands they control. Then each player who "
           "searched their library this way shuffles it.")
LANDS = ["Forest (basic land)", "Plains (basic land)", "Island (basic land)", "Swamp (basic land)",
         "Mountain (basic land)", "Forest (basic land)", "Plains (basic land)"]


@pytest.mark.parametrize("lang", [None, "es"])
def test_each_player_searches_up_to_five_minus_their_lands(lang: str | None) -> None:
    out = resolve_card(BALANCE, lang, card="Natural Balance", Alice={"battlefield": LANDS})
    sacrificed = [(e["player"], len(e["objects"])) for e in events_of(out, "sacrifice")]
    assert sacrificed == [("Alice", 2)]  # seven lands: five kept (608.2c)
    wanted = {e["player"]: len(e["objects"]) for e in events_of(out, "search")}
    assert "Alice" not in wanted  # five lands after the sacrifice: not "four or fewer"
    assert wanted["Dave"] == 4 and wanted["Bob"] == 3  # 5 - 1 and 5 - 2 (608.2h)
    assert {e["player"] for e in events_of(out, "shuffle")} == {"Bob", "Carol", "Dave"}
    if lang:
        said = "\n".join(line for line in out["narration"].splitlines() if not line.startswith("Efecto:"))
        assert leaks(said, {"Alice", "Bob", "Carol", "Dave", "Natural Balance", "Forest", "Plains", "Island", "Swamp",
                            "Mountain"}) == []
    else:
        assert "where X is 5 minus the number of lands they control" in out["reading"]


def test_a_player_may_decline_and_does_not_shuffle() -> None:
    out = resolve_card(BALANCE, card="Natural Balance", choices={"Bob": ["no"]})
    assert "Bob" not in {e["player"] for e in events_of(out, "search")}
    assert "Bob" not in {e["player"] for e in events_of(out, "shuffle")}
