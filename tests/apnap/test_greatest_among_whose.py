""""… with the greatest power among creatures you control" / "… among creatures" (608.2h): whose creatures are
compared is what the words say. Before, the tail's "you control" was read as the picker's ("they control") and
no controller at all as the picker's too, so each player sacrificed their own biggest creature whatever the text
said. A pick's pool is the picking player's ("among creatures they control"), or with no "among" the objects the
phrase names; a pool of the controller's or of every creature is no pool the pick keeps, so those words are
refused (test_greatest_picks.py reads the rest).

The standard board (realcards.py): Bob is active, Dave controls; Alice has Grizzly Bears (2) and Serra Angel (4),
Bob Hill Giant (3), Dave Llanowar Elves (1) and Craw Wurm (6).
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of


def _sacrificed(text: str, lang: str | None = None) -> dict[str, list[str]]:
    out = resolve_card(text, lang)
    return {e["player"]: e["objects"] for e in events_of(out, "sacrifice") if e["objects"]}


def test_among_creatures_they_control_is_each_players_own() -> None:
    said = _sacrificed("Each player sacrifices a creature with the greatest power among creatures they control.")
    assert said == {"Alice": ["Serra Angel"], "Bob": ["Hill Giant"], "Dave": ["Craw Wurm"]}


@pytest.mark.parametrize(("text", "lang"), [
    ("Each player sacrifices a creature with the greatest power among creatures.", None),
    ("Each opponent sacrifices a creature with the greatest power among creatures you control.", None),
    ("Cada oponente sacrifica una criatura con la mayor fuerza de entre las criaturas que controlas.", "es"),
])
def test_a_pool_not_the_pickers_is_refused_never_read_as_theirs(text: str, lang: str | None) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text, lang)
    assert err.value.code == "unsupported_effect"
