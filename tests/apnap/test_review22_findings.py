"""The pre-stop review's findings of session 22 (review22a/b), each with a test that failed before the fix.

- One legal target (engine/sole_targets.py) was picked while a battlefield nobody described (quick mode) could hold
  more: 601.2c leaves no choice only when the legal set is known, so the target is asked.
- A board permanent's "Noncombat damage can't be prevented." that the grammar cannot read was dropped without a
  word while the board's preventions now apply (615.12): it is named in ``warnings``.
"""

from __future__ import annotations

import json

import pytest

from bot.apnap import resolve_text
from bot.apnap.quick import QuickRequest, quick_scenario
from bot.errors import BotError
from tests.apnap.test_board_replacements import permanent, resolve


def test_one_legal_target_is_not_picked_while_a_battlefield_is_unknown() -> None:
    request = QuickRequest(effect="Destroy target creature.", players=["Alice", "Bob"],
                           board="Alice: Grizzly Bears (creature)", controller="Bob")
    with pytest.raises(BotError) as err:  # Bob's battlefield is unknown: it may hold another creature
        resolve_text(json.dumps(quick_scenario(request)))
    assert err.value.code == "choice_needed" and err.value.field == "target"


def test_an_unread_cant_be_prevented_static_is_named_not_dropped() -> None:
    chasm = ("Dave", permanent("Glacial Chasm", "Prevent all damage that would be dealt to you.", "land"))
    beast = ("Bob", permanent("Test Beast", "Noncombat damage can't be prevented.", "creature"))
    out = resolve("Lightning Bolt deals 3 damage to any target.", chasm, beast, target="Dave")
    assert any("Noncombat damage can't be prevented" in w for w in out["warnings"])
