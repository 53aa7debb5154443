"""The resolver's memos are shared by every request in the process (a text read once is not read again, issue #22):
what one request reads from them must never depend on another request, nor be something a request could change.

Why these tests: session 41 memoised more of a request's questions (a step's filters, whether it names a target
player, a card's abilities given as the shared tuple, grammar/identity_memo.py). A memo that handed out a mutable
value, or that was keyed on something two different objects could share, would make the second request's answer
depend on the first's; these compare each answer with the same request made in a process whose memos are empty.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.identity_memo import by_identity
from bot.apnap.grammar.specs import _filters_of, names_target_player
from bot.apnap.oracle import abilities_of
from tests.apnap.corpus import clear_text_memos

# One effect that asks many of the memoised questions: a target player (115.3), each opponent, a counted amount
# with a filter ("for each creature you control", 107.3), events told in the narration.
EFFECT = "Target player draws a card for each creature you control, then each opponent loses 1 life."
# A board card whose printed static ability applies to the event's objects (613.4c) and is read by abilities_of.
ANTHEM = {"name": "Glorious Anthem", "types": ["enchantment"], "text": "Creatures you control get +1/+1."}


def _board(creatures: int, anthem: bool, target: str) -> dict[str, Any]:
    mine: list[Any] = [f"Bear {i} (creature)" for i in range(creatures)] + ([ANTHEM] if anthem else [])
    return {"players": [{"name": "Alice", "life": 20, "battlefield": mine, "library": 5},
                        {"name": "Bob", "life": 20, "battlefield": ["Forest (land)"], "library": 5},
                        {"name": "Carol", "life": 20, "battlefield": [], "library": 5}],
            "active": "Alice", "controller": "Alice", "effect": EFFECT, "target": target}


def _fresh(board: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    clear_text_memos()  # every memo keyed on what a request says emptied: as the first request of a process
    return resolve_text(json.dumps(board), lang)


def test_same_text_on_other_boards_answers_as_a_fresh_process() -> None:
    """The same effect's text on two boards, one after the other and back: each answer is the one a process that
    never read the text gives (the parse, its plan and the board cards' abilities are shared; nothing else is)."""
    first, second = _board(2, True, "Bob"), _board(5, False, "Carol")
    expected_first, expected_second = _fresh(first), _fresh(second)
    assert expected_first["narration"] != expected_second["narration"]  # the boards make different answers
    for lang in ("en", "es"):
        alone = [_fresh(first, lang), _fresh(second, lang)]
        in_turn = [resolve_text(json.dumps(b), lang) for b in (first, second, first, second)]
        assert in_turn == alone * 2


def test_shared_answers_are_immutable() -> None:
    """What a memo hands every caller cannot be changed by one of them: a card's abilities are a tuple, a step's
    filters a tuple (a list handed out twice would carry one request's change into the next)."""
    assert isinstance(abilities_of(ANTHEM["text"]), tuple)
    assert abilities_of(ANTHEM["text"]) is abilities_of(ANTHEM["text"])
    (step, *_) = parse_effect("Destroy target creature with power 2 or less.").steps
    assert isinstance(_filters_of(step), tuple) and _filters_of(step)


def test_identity_memo_answers_by_object_not_by_equality() -> None:
    """Two equal steps built apart are two entries (an object's answer is its own), and the cold requests' clearing
    (clear_text_memos) empties the memo as it empties the lru caches."""
    calls: list[object] = []

    @by_identity(maxsize=8)
    def seen(obj: object) -> int:
        calls.append(obj)
        return len(calls)

    (step, *_) = parse_effect("Target player draws a card.").steps
    twin = replace(step)
    assert twin == step and twin is not step
    assert (seen(step), seen(step), seen(twin)) == (1, 1, 2)
    assert names_target_player(step) and names_target_player(twin)
    for i in range(10):  # more entries than it keeps: all dropped, answers still right
        seen(replace(step, text=str(i)))
    assert seen(step) == 13
    seen.cache_clear()
    assert seen(step) == 14
    assert names_target_player.cache_parameters()["maxsize"] > 2  # emptied by clear_text_memos like lru caches
