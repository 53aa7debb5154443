"""A lasting permission given to a player other than the controller (session 35, gG22; 611.2a-b, 601.3, 305.1):
"Target opponent exiles the top card of their library. They may play that card for as long as it remains exiled" /
"That player may cast that card this turn". Before: refused ("They may play that card …"): only "you may" was read.

What is checked: the permission is that player's (the event's player), on the card their own exile showed, with its
duration; the controller gets none. A duration said of the controller's turn ("until your next turn") or the
controller's mana rider ("you may spend mana …") given to another player is refused with its words, not guessed.
Also pinned here: "Target opponent sacrifices a creature, then creates X … tokens, where X is that creature's power"
(608.2h: the sacrificed creature's last known power, the tokens the sacrificing player's).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

BOB_LIBRARY = {"Bob": {"library": ["Shock (instant)", "Swamp (basic land)"]}}


def _events(out: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]


@pytest.mark.parametrize(("text", "act", "duration"), [
    ("Target opponent exiles the top card of their library. They may play that card for as long as it remains "
     "exiled.", "play", "while_exiled"),
    ("Target opponent exiles the top card of their library. That player may cast that card this turn.", "cast",
     "this_turn"),
])
def test_the_permission_is_that_players(text: str, act: str, duration: str) -> None:
    out = resolve_card(text, target="Bob", **BOB_LIBRARY)
    (permission,) = _events(out, "permission")
    assert (permission["player"], permission["objects"], permission["act"], permission["duration"]) == \
        ("Bob", ["Shock"], act, duration)
    assert f"Bob may {act} Shock" in out["narration"]
    assert "611.2a" in out["citations"]


@pytest.mark.parametrize("text", [
    "Target opponent exiles the top card of their library. That player may play that card until your next turn.",
])
def test_the_controllers_own_words_given_to_another_are_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text, target="Bob", **BOB_LIBRARY)
    assert "until your next turn" in err.value.text("en")


def test_tokens_sized_by_the_creature_the_target_sacrificed_are_theirs() -> None:
    out = resolve_card("Target opponent sacrifices a creature, then creates X 1/1 colorless Eldrazi Scion creature "
                       "tokens, where X is that creature's power.", target="Bob")
    (sacrificed,) = _events(out, "sacrifice")
    assert (sacrificed["player"], sacrificed["objects"]) == ("Bob", ["Hill Giant"])
    (created,) = _events(out, "create")
    assert created["player"] == "Bob" and len(created["objects"]) == 3  # Hill Giant's last known power (608.2h)
