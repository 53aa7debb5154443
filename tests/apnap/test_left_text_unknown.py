"""A permanent that leaves the battlefield with no text known: its own leaving triggers are not known, and that is
said (bot/apnap/engine/triggers._unread_leavers; session 36, blind judge36b).

Worldpurge ("Return all permanents to their owners' hands. …") returned Alice's Oblivion Ring on a board that named
it without its text, and no card lookup found it: the answer showed no "When Oblivion Ring leaves the battlefield"
trigger (603.6c, 603.10a) and said nothing, which reads as "it triggers nothing". With the text (a lookup or the
board's own `text`), the trigger is on the stack and nothing is warned.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.oracle import CardText
from bot.catalog import t
from tests.apnap.realcards import board, is_left_text_unknown, other_warnings, resolve_card

O_RING = ("When Oblivion Ring enters the battlefield, exile another target nonland permanent.\n"
          "When Oblivion Ring leaves the battlefield, return the exiled card to the battlefield under its owner's "
          "control.")


def _unread(out: dict[str, Any]) -> list[str]:
    return [w for w in out["warnings"] if is_left_text_unknown(w)]


@pytest.mark.parametrize(("text", "lang", "word"), [("Destroy all enchantments.", None, "text"),
                                                    ("Destruye todos los encantamientos.", "es", "texto")])
def test_a_permanent_whose_text_is_not_known_leaving_is_said(text: str, lang: str | None, word: str) -> None:
    out = resolve_card(text, lang)
    assert out["stack"] == []
    (warning,) = _unread(out)
    assert "Oblivion Ring" in warning and word in warning


def test_several_leaving_at_once_are_named_in_one_warning_and_a_basic_land_is_not() -> None:
    """Every nonbasic permanent of the board leaves; a basic land has no triggered ability (305.6)."""
    out = resolve_card("Return all permanents to their owners' hands.")
    (warning,) = _unread(out)
    assert "Oblivion Ring" in warning and "Hill Giant" in warning and "their texts" in warning
    assert "Forest" not in warning and "Mountain" not in warning


def test_with_its_text_found_the_trigger_is_shown_and_nothing_is_said() -> None:
    data = board(effect="Destroy all enchantments.")
    out = resolve_text(json.dumps(data), None, card_lookup=lambda n: CardText("Oblivion Ring", O_RING, "en",
                                                                               "Enchantment")
                       if n.casefold() == "oblivion ring" else None)
    assert [s["source"] for s in out["stack"]] == ["Oblivion Ring"]
    assert _unread(out) == []


def test_a_token_leaving_is_not_said() -> None:
    """A token's abilities are the words that created it (111.4): none here, so none to miss."""
    goblin = {"name": "Goblin", "types": ["creature", "token"], "power": 1, "toughness": 1}
    out = resolve_card("Destroy all creatures.", Dave={"battlefield": [goblin]})
    assert not [w for w in _unread(out) if "Goblin" in w]


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("names", [["Oblivion Ring"], ["Oblivion Ring", "Hill Giant"]])
def test_other_warnings_leaves_out_the_leaving_warning_by_its_catalogue_entry(lang: str, names: list[str]) -> None:
    """The helper other tests use is keyed on the catalogue entry, in either language and number: another warning
    that cites the same rules is kept (it matched the fragment "(603.6c, 603.10a)" before)."""
    said = t("apnap.warning.left_text_unknown", lang, names=", ".join(names), n=len(names))
    citing = "Something else happened here (603.6c, 603.10a)."
    assert other_warnings({"warnings": [said, citing]}) == [citing]
