"""The pre-stop review's findings of session 22 (review22a/b), each with a test that failed before the fix.

- One legal target (engine/sole_targets.py) was picked while a battlefield nobody described (quick mode) could hold
  more: 601.2c leaves no choice only when the legal set is known, so the target is asked.
- A board permanent's "Noncombat damage can't be prevented." that the grammar cannot read was dropped without a
  word while the board's preventions now apply (615.12): it is named in ``warnings``.
- A sorcery on another player's turn was said to break its timing (307.1) with a permission to cast spells "as though
  they had flash" on the board (101.1); an attacker was tapped (508.1f) while its controller's permanent grants
  vigilance (702.20b).
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


def test_a_sorcery_with_a_flash_permission_on_the_board_is_not_forbidden() -> None:
    from bot.apnap import CardText

    leyline = ("Dave", permanent("Leyline of Anticipation", "You may cast spells as though they had flash.",
                                 colors=["blue"]))
    data = {"card": "Divination", "active": "Bob"}
    out = resolve("Draw two cards.", leyline, lookup=lambda name: CardText("Divination", "Draw two cards.", "en",
                                                                            "Sorcery"), **data)
    assert "forbidden" not in out


def test_an_attacker_whose_controller_grants_vigilance_is_not_assumed_tapped() -> None:
    banner = ("Bob", permanent("Vigil Banner", "Creatures you control have vigilance.", "artifact"))
    out = resolve("Tap target creature.", banner, target="Hill Giant", active="Bob",
                  combat={"attacking": {"Hill Giant": "Dave"}})
    assert not any("508.1f" in w for w in out["warnings"])
