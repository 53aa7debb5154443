"""Several searches shuffled by one later sentence (701.23, 701.24a): Tempt with Discovery's "Search your library for a
land card and put it onto the battlefield. Each opponent may search their library for a land card and put it onto the
battlefield. For each opponent who searches a library this way, search your library for a land card and put it onto
the battlefield. Then each player who searched a library this way shuffles it."

A search whose shuffle is said sentences later, after other searches only, is read (SEARCH_TAIL); "For each opponent
who searches a library this way" counts who accepted the "may" search; and "each player who searched a library this
way" is every player who searched in any of the effect's searches, never only the last one's (it shuffled only Dave's
library). It was refused before ("and put it onto the battlefield").

The standard board (realcards.py): Dave controls; Bob is active: APNAP order Bob, Carol, Dave, Alice.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.step_events import events_of as _events
from tests.apnap.test_spanish_no_english import _board_names, leaks

TEMPT = ("Tempting offer — Search your library for a land card and put it onto the battlefield. Each opponent may "
         "search their library for a land card and put it onto the battlefield. For each opponent who searches a "
         "library this way, search your library for a land card and put it onto the battlefield. Then each player "
         "who searched a library this way shuffles it.")



@pytest.mark.parametrize("lang", [None, "es"])
def test_every_player_who_searched_shuffles_and_only_they(lang: str | None) -> None:
    """Carol declines: Bob and Alice search, Dave searches once and then twice more (one per opponent who did);
    Dave, Bob and Alice shuffle, Carol does not (701.24a)."""
    out = resolve_card(TEMPT, lang, card="Tempt with Discovery", choices={"Carol": ["no"]})
    found = [(e["player"], e["objects"]) for e in _events(out, "search")]
    assert [p for p, _ in found] == ["Dave", "Bob", "Alice", "Dave"]
    assert len(found[-1][1]) == 2  # two opponents searched: two more land cards for Dave
    assert sorted(e["player"] for e in _events(out, "shuffle")) == ["Alice", "Bob", "Dave"]
    said = "Bob baraja su biblioteca" if lang else "Bob shuffles their library"
    assert said in out["narration"]
    if lang:
        assert leaks(str(out["narration"]).split("\n", 1)[1], _board_names(STANDARD)) == []


def test_a_search_before_another_instruction_still_needs_its_shuffle() -> None:
    """Only further searches may stand between a search and its shuffle: "…, put it onto the battlefield. Draw a
    card. Then each player who searched …" is refused (the draw would come from an unshuffled library)."""
    with pytest.raises(BotError):
        resolve_card("Search your library for a land card and put it onto the battlefield. Draw a card. Then each "
                     "player who searched a library this way shuffles it.")


def test_one_may_search_then_its_shuffle_still_reads_as_before() -> None:
    out = resolve_card("Each opponent may search their library for a land card and put it onto the battlefield. "
                       "Then each player who searched a library this way shuffles it.", choices={"Bob": ["no"]})
    assert sorted(e["player"] for e in _events(out, "shuffle")) == ["Alice", "Carol"]
