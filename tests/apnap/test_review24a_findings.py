"""Review 24a: confident wrong answers found in session 24's numeric comparisons (gA11), permanent cost lines (gB11)
and "If you can't" / "Otherwise" branches (gD11), each pinned by a test that failed on main.

Why: each of these parsed every word and then answered from something the words did not say — "that player" after
an instruction every opponent followed read as the first opponent in APNAP order, an X nobody gave compared as 0.
A refusal or a question is right there; an answer is not (608.2c, 107.3).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board


def _resolve(effect: str, lang: str = "en", **changes: Any) -> dict[str, Any]:
    out = resolve_text(json.dumps(board(effect=effect, **changes)), lang)
    return out if isinstance(out, dict) else json.loads(out)


@pytest.mark.parametrize(("effect", "lang"), [
    ("Each opponent sacrifices a creature. If that player can't, they lose 3 life.", "en"),
    ("Each player sacrifices a creature. If that player can't, you draw a card.", "en"),
    ("Cada oponente sacrifica una criatura. Si ese jugador no puede, pierde 3 vidas.", "es"),
])
def test_if_that_player_cant_after_several_players_is_refused(effect: str, lang: str) -> None:
    """Carol has no creature and can't sacrifice one, Bob can: main answered "Bob could follow …, so it is not done"
    for everyone. There is no one "that player" after an instruction several players follow (101.4)."""
    with pytest.raises(BotError) as caught:
        _resolve(effect, lang)
    assert caught.value.code == "unsupported_effect"
    assert ("that player can't" in caught.value.text("en")) or ("ese jugador no puede" in caught.value.text("es"))


def test_if_that_player_cant_is_the_player_of_the_instruction_before_not_the_scenarios() -> None:
    """"Target opponent sacrifices a creature. If that player can't, …": the target (Carol, no creature) is "that
    player", whatever the scenario's ``that_player`` (Alice, who has creatures) says."""
    out = _resolve("Target opponent sacrifices a creature. If that player can't, you draw a card.", target="Carol",
                   that_player="Alice")
    assert [s["action"] for s in out["steps"]] == ["sacrifice", "draw"], out["narration"]
    assert out["conditions"][0]["player"] == "Carol"


@pytest.mark.parametrize(("effect", "lang"), [
    ("If X is 5 or more, draw a card.", "en"),
    ("Draw a card if X is 2 or less.", "en"),
    ("Si X es 5 o más, roba una carta.", "es"),
])
def test_an_x_only_compared_is_asked_not_taken_as_zero(effect: str, lang: str) -> None:
    """Main answered "X is 5 or more: false" (and "X is 2 or less: true") with no X given: the X paid is the
    scenario's to say (107.3), as for any other X."""
    with pytest.raises(BotError) as caught:
        _resolve(effect, lang)
    assert (caught.value.code, caught.value.key) == ("bad_scenario", "apnap.error.x_missing")
    out = _resolve(effect, lang, x=6)
    assert [s["action"] for s in out["steps"]] == (["draw"] if "5" in effect else [])


def test_one_table_of_compared_words_and_operators() -> None:
    """filters.py and compared_amounts.py each had the same table of characteristic words and of comparison words,
    and the engine's amount comparison its own operators beside specs.Compare's: a word added to one (a new printed
    Spanish form) would read in one phrase and not in the other. One table each, in specs.py."""
    from bot.apnap.engine import amount_compare_check
    from bot.apnap.grammar import compared_amounts, filters, specs

    assert filters.COMPARED_WORDS is compared_amounts.COMPARED_WORDS is specs.COMPARED_WORDS
    assert filters.COMPARE_WORDS is compared_amounts.COMPARE_WORDS is specs.COMPARE_WORDS
    assert amount_compare_check.COMPARE_OPS is specs.COMPARE_OPS
    assert not hasattr(filters, "_PROPS") and not hasattr(compared_amounts, "_PROPS")


@pytest.mark.parametrize(("effect", "lang"), [
    ("You gain X life, where X is the number of creatures you control. If X is 2 or more, draw a card.", "en"),
    ("Ganas X vidas, donde X es el número de criaturas que controlas. Si X es 2 o más, roba una carta.", "es"),
])
def test_an_x_the_text_defines_is_not_compared_as_the_scenarios(effect: str, lang: str) -> None:
    """Dave controls two creatures: X is 2 (107.3c; the gain says so), yet main compared the scenario's x = 0 and
    answered "X is 2 or more: false". The condition does not read the text's X: refused naming it."""
    with pytest.raises(BotError) as caught:
        _resolve(effect, lang, x=0)
    assert caught.value.code == "unsupported_effect"
    assert "X" in caught.value.text(lang)


@pytest.mark.parametrize(("effect", "lang"), [
    ("Target player sacrifices a creature with power less than or equal to the number of cards in their hand.", "en"),
    ("Each player sacrifices a creature with power less than or equal to the number of cards in their hand.", "en"),
    ("Target player draws a card if the number of cards in their hand is 2 or less.", "en"),
    ("El jugador objetivo roba una carta si el número de cartas en su mano es 2 o menos.", "es"),
])
def test_a_compared_count_of_their_zone_is_refused_not_read_as_yours(effect: str, lang: str) -> None:
    """The count reader says "your hand" and "their hand" alike, and the engine works a compared amount out for the
    controller (608.2h): main compared Dave's hand for "their hand" (Bob's, Alice's). Refused naming the words."""
    with pytest.raises(BotError) as caught:
        _resolve(effect, lang, target="Alice")
    assert caught.value.code == "unsupported_effect"


@pytest.mark.parametrize(("effect", "lang", "said"), [
    ("Target creature with power less than or equal to the number of cards in your hand gains flying until end of "
     "turn.", "en", "the number of cards in your hand"),
    ("Destruye todas las criaturas con fuerza igual o menor que el número de cartas en tu mano.", "es",
     "el número de cartas en tu mano"),
])
def test_a_filters_count_of_your_zone_is_said_as_yours(effect: str, lang: str, said: str) -> None:
    """Main's reading said "the number of cards in their hand" / "en su mano" for the controller's own hand, which
    is what the engine counts: the reading must say whose it counted."""
    out = _resolve(effect, lang, **({"target": "Grizzly Bears"} if lang == "en" else {}))
    step_line = next(line for line in out["narration"].split("\n") if line.startswith(("Step 1:", "Paso 1:")))
    assert said in step_line, out["narration"]
    assert ("their hand" not in out["narration"]) and ("su mano" not in out["narration"])


@pytest.mark.parametrize(("effect", "lang"), [
    ("Discard a card and sacrifice a creature. If you can't, you lose 4 life.", "en"),
    ("Descarta una carta y sacrifica una criatura. Si no puedes, pierdes 4 vidas.", "es"),
])
def test_if_you_cant_after_two_instructions_that_could_fail_is_refused(effect: str, lang: str) -> None:
    """Dave's hand is empty: he can't discard, yet main answered "Dave could follow “Sacrifice a creature” and did,
    so … is not done", looking at the last instruction only. Either could be the one that failed (608.2c)."""
    with pytest.raises(BotError) as caught:
        _resolve(effect, lang, Dave={"hand": []})
    assert caught.value.code == "unsupported_effect"


def test_one_reading_of_the_instruction_before_and_what_it_acted_on() -> None:
    """engine/branches.py ("If you can't") wrote again values.py's "If you do" look-back (the last step not under
    "if you do") and its test of an event that acted on something, without the "unknown" zone: one of each now."""
    from bot.apnap.engine import branches, values

    assert branches.instruction_before is values.instruction_before
    assert branches.acted_events is values.acted_events
    assert not hasattr(branches, "_instruction_before")
