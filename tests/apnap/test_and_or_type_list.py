""""any number of artifact, creature, enchantment, and/or land cards" (Incoming!): a list's last "and/or" after its
comma is the list's "or" (either kind or both), as "artifacts and/or enchantments" is; refused before. Narrated in
English and Spanish (printed Spanish lists of card types, "cartas de artefacto, criatura o tierra", are not read in a
search yet, with "y/o" or without).

The standard board (realcards.py): Bob is active, Dave controls; each library holds lands and a Llanowar Elves.
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

INCOMING = ("Each player searches their library for any number of artifact, creature, enchantment, and/or land cards, "
            "puts them onto the battlefield, then shuffles their library.")


@pytest.mark.parametrize("lang", [None, "es"])
def test_incoming_each_player_puts_what_they_find(lang: str | None) -> None:
    out = resolve_card(INCOMING, lang, card="Incoming!",
                       choices={"Dave": [["Llanowar Elves", "Forest"]]})
    found = {e["player"]: e["objects"] for e in events_of(out, "search")}
    assert sorted(found["Dave"]) == ["Forest", "Llanowar Elves"]
    assert set(found) == {"Alice", "Bob", "Carol", "Dave"}
    assert {e["player"] for e in events_of(out, "shuffle")} == {"Alice", "Bob", "Carol", "Dave"}
    if lang:
        said = "\n".join(line for line in out["narration"].splitlines() if not line.startswith("Efecto:"))  # given
        assert leaks(said, {"Alice", "Bob", "Carol", "Dave", "Llanowar Elves", "Forest", "Swamp",
                                        "Plains", "Mountain", "Island", "Incoming!"}) == []


def test_a_graveyard_return_reads_the_same_list() -> None:
    out = resolve_card("Return any number of artifact, creature, and/or land cards from your graveyard to your hand.",
                       choices={"Dave": [["Elvish Mystic"]]})
    assert [e["objects"] for e in events_of(out, "return")] == [["Elvish Mystic"]]


@pytest.mark.parametrize("lang", [None, "es"])
def test_any_number_is_said_as_printed_in_each_choice_never_as_a_count(lang: str | None) -> None:
    # judge 29: each player's choice was labelled "1000 artifacts" (the engine's most-there-can-be count)
    out = resolve_card(INCOMING, lang, card="Incoming!")
    labels = [c["what"] for s in out["steps"] for c in s["choices"]]
    assert labels and not any("1000" in w for w in labels)
    assert all(w.startswith("any number of" if not lang else "cualquier") for w in labels), labels
