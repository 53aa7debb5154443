"""A filter "with the greatest … among …" is read only where a player picks among the objects.

gC19 (session 32) found "Destroy all creatures with the greatest power among creatures." destroying every creature: the
restriction was applied only where a player picks objects (asking), and a step that takes every matching object
matched each one alone. Which pool such a step means ("among creatures", "among creatures they control") is not kept
by the grammar, so it is refused with its words rather than answered wrong (608.2c, 208.1)."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card


@pytest.mark.parametrize("text", [
    "Destroy all creatures with the greatest power among creatures.",
    "Exile all creatures with the greatest power among creatures they control.",
])
def test_every_object_with_the_greatest_is_refused_not_all_taken(text: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(text)
    assert info.value.code == "unsupported_effect"
    assert "greatest" in info.value.text("en")


def test_each_players_own_pick_of_the_greatest_still_resolves() -> None:
    out = resolve_card("Each player sacrifices a creature with the greatest power among creatures they control.")
    sacrificed = {e["player"]: e["objects"] for s in out["steps"] for e in s["events"]
                  if e["action"] == "sacrifice" and e["objects"]}
    assert sacrificed == {"Dave": ["Craw Wurm"], "Alice": ["Serra Angel"], "Bob": ["Hill Giant"]}
