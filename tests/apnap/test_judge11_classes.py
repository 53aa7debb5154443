"""Partly wrong answers found by a blind rules judge on accepted abilities (judge 11, session 17), reproduced with
the resolver on the corpus's four-player board (Bob active, Dave controls the ability). Each class is tested on the
judged card's wording and on another real card of the class, in English and Spanish; each test failed before its
fix."""

from __future__ import annotations

import functools
import json
from typing import Any

from bot.apnap import CardText, resolve_text
from tests.apnap.corpus import CORPUS, board

SHOCK = {"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]}


@functools.cache
def _database() -> dict[str, CardText]:
    """The real card database (the corpus) by casefolded name, as a front end's lookup gives it."""
    out: dict[str, CardText] = {}
    with CORPUS.open(encoding="utf-8") as f:
        for line in f:
            card = json.loads(line)
            out.setdefault(str(card["name"]).casefold(), CardText(
                card["name"], card.get("oracle_text") or "", "en", card.get("type_line") or "",
                card.get("power"), card.get("toughness"), card.get("mana_cost")))
    return out


def _resolve(card: str, lang: str | None = None, **fields: Any) -> dict[str, Any]:
    data = {**board(4), "card": card, **fields}
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: _database().get(name.casefold()))


# ------------------------------------------------------------------ class C: a loyalty ability on another's turn
def test_a_loyalty_ability_on_another_players_turn_is_warned_in_both_languages() -> None:
    """Chandra, Fire Artisan's −7 resolved on Bob's turn: 606.3 lets only its controller activate it on their own
    turn; the answer follows the board and says so (as an attack on another player's turn is said)."""
    for lang, words in (("en", "606.3"), ("es", "606.3")):
        out = _resolve("Chandra, Fire Artisan", lang, ability=3)
        said = [w for w in out["warnings"] if words in w]
        assert said and "Bob" in said[0] and "Dave" in said[0], out["warnings"]
        assert said[0] in out["narration"]
    assert any("lealtad" in w for w in _resolve("Chandra, Fire Artisan", "es", ability=2)["warnings"])


def test_every_loyalty_ability_is_checked_and_the_controllers_own_turn_is_not_warned() -> None:
    """The check is by the ability's kind, for every loyalty ability (Ajani Goldmane's +1 too); on Dave's own turn
    nothing is said."""
    out = _resolve("Ajani Goldmane", ability=1)
    assert any("606.3" in w for w in out["warnings"])
    mine = _resolve("Ajani Goldmane", ability=1, active="Dave")
    assert not any("606.3" in w for w in mine["warnings"])
    creature = _resolve("Prophetic Flamespeaker", ability=1)  # a triggered ability: no such warning
    assert not any("606.3" in w for w in creature["warnings"])
