"""Partly wrong answers found by a blind rules judge on accepted abilities (judge 11, session 17), reproduced with
the resolver on the corpus's four-player board (Bob active, Dave controls the ability). Each class is tested on the
judged card's wording and on another real card of the class, in English and Spanish; each test failed before its
fix."""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import resolve_text
from tests.apnap.corpus import board, card_database

SHOCK = {"name": "Shock", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"]}




def _resolve(card: str, lang: str | None = None, **fields: Any) -> dict[str, Any]:
    data = {**board(4), "card": card, **fields}
    return resolve_text(json.dumps(data), lang, card_lookup=lambda name: card_database().get(name.casefold()))


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


# ------------------------------------------------------------------ class A: "unless its controller pays …"
def _pay_choice(out: dict[str, Any]) -> dict[str, Any]:
    return next(c for s in out["steps"] for c in s["choices"] if c.get("pay"))


def test_the_amount_of_an_unless_cost_for_each_card_is_worked_out_and_the_default_is_said() -> None:
    """Rakshasa's Disdain with three cards in Dave's graveyard: Bob may pay {3}. Not asked, the default (not paying)
    is tagged in the narration and stated as an assumption in warnings, in both languages."""
    out = _resolve("Rakshasa's Disdain", target="Shock", spells=[SHOCK])
    choice = _pay_choice(out)
    assert (choice["player"], choice["pay"], choice["answer"], choice["auto"]) == ("Bob", "{3}", "no", True)
    assert "{3}" in choice["what"]
    assert "Bob: does not pay {3} (default)" in out["narration"]
    assert any("Bob" in w and "{3}" in w and "118.12a" in w for w in out["warnings"])
    es = _resolve("Rakshasa's Disdain", "es", target="Shock", spells=[SHOCK])
    assert "Bob: no paga {3} (por defecto)" in es["narration"]
    assert any("{3}" in w and "118.12a" in w and "Bob: [sí]" in w for w in es["warnings"])


def test_an_x_unless_cost_is_said_as_the_x_chosen_and_a_given_answer_is_no_assumption() -> None:
    """Mindswipe and Overrule with x = 2: {2}. Bob's own "yes" pays it, with no default tag and no warning."""
    for card in ("Mindswipe", "Overrule", "Logic Knot"):
        out = _resolve(card, target="Shock", spells=[SHOCK])
        assert _pay_choice(out)["pay"] == "{2}" and "Bob: does not pay {2} (default)" in out["narration"]
    paid = _resolve("Mindswipe", target="Shock", spells=[SHOCK], choices={"Bob": ["yes"]})
    assert "Bob: pays {2}" in paid["narration"] and "(default)" not in paid["narration"]
    assert not any("118.12a" in w for w in paid["warnings"])


def test_a_may_counter_unless_tags_both_defaults_and_each_opponents_unless_is_said_once() -> None:
    """Complicate's cycling trigger: Dave's "may" and Bob's {1} are both defaults, both tagged. Rishadan Footpad:
    each opponent's {2}, one warning naming the three of them."""
    out = _resolve("Complicate", target="Shock", spells=[SHOCK], ability=2)
    assert "Dave: yes (default)" in out["narration"] and "Bob: does not pay {1} (default)" in out["narration"]
    footpad = _resolve("Rishadan Footpad")
    said = [w for w in footpad["warnings"] if "118.12a" in w]
    assert len(said) == 1 and all(p in said[0] for p in ("Bob", "Carol", "Alice")) and "{2}" in said[0]


def test_an_unless_cost_of_nothing_is_paid_by_default() -> None:
    """Spell Syphon with no blue permanent of Dave's: {1} for each is {0}, paid by acknowledging it (118.5); the
    spell was countered before."""
    out = _resolve("Spell Syphon", target="Shock", spells=[SHOCK])
    assert _pay_choice(out)["answer"] == "yes"
    assert not any(e["action"] == "counter_spell" for s in out["steps"] for e in s["events"])


# ------------------------------------------------------------------ class B: "you may play that card this turn"
def _permission(out: dict[str, Any]) -> dict[str, Any]:
    return next(e for s in out["steps"] for e in s["events"] if e["action"] == "permission")


def test_a_land_exiled_on_another_players_turn_is_said_unplayable() -> None:
    """Prophetic Flamespeaker's trigger on Bob's turn exiles Dave's Swamp: Dave can't play a land on Bob's turn
    (305.3), and the answer says so in both languages, never the permission alone as if usable."""
    out = _resolve("Prophetic Flamespeaker", ability=1)
    assert _permission(out)["timing"] == {"active": "Bob", "lands": ["Swamp"]}
    assert "Dave can't play Swamp: no land is played on another player's turn (305.3)" in out["narration"]
    es = _resolve("Prophetic Flamespeaker", "es", ability=1)
    said = "Dave no puede jugar Swamp: no se juega ninguna tierra en el turno de otro jugador (305.3)"
    assert said in es["narration"]
    caravan = _resolve("Aerial Caravan", ability=1)  # "Until end of turn, you may play that card"
    assert _permission(caravan)["timing"]["lands"] == ["Swamp"] and "(305.3)" in caravan["narration"]


def test_cards_exiled_on_another_players_turn_are_sorted_by_what_can_be_played_now() -> None:
    """Chandra, Fire Artisan's −7 on Bob's turn: of the seven cards Dave can cast only Counterspell (an instant,
    117.1a); the five lands can't be played (305.3); Llanowar Elves waits for a main phase of Dave's (117.1a)."""
    out = _resolve("Chandra, Fire Artisan", ability=3)
    timing = _permission(out)["timing"]
    assert (timing["now"], timing["own_main_phase"]) == (["Counterspell"], ["Llanowar Elves"])
    assert timing["lands"] == ["Swamp", "Forest", "Plains", "Mountain", "Island"]
    assert "Dave can cast Counterspell now" in out["narration"]
    assert "Dave can't cast Llanowar Elves this turn unless it has flash" in out["narration"]
    assert "puede lanzar Counterspell ahora" in _resolve("Chandra, Fire Artisan", "es", ability=3)["narration"]


def test_a_permission_on_its_players_own_turn_says_nothing_more_and_unknown_cards_get_the_rule() -> None:
    """On Dave's own turn the permission is usable as given (no timing); with Dave's library not described the
    exiled card is unnamed and the timing rule itself is said."""
    mine = _resolve("Chandra, Fire Artisan", ability=2, active="Dave")
    assert "timing" not in _permission(mine) and "305.3" not in mine["narration"]
    data = board(4)
    data["players"][3]["library"] = 40  # Dave's library: a count, no card named
    out = resolve_text(json.dumps({**data, "card": "Prophetic Flamespeaker", "ability": 1}), None,
                       card_lookup=lambda name: card_database().get(name.casefold()))
    assert "only an instant or a card with flash can be cast (117.1a, 702.8a)" in out["narration"]
