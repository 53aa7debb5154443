"""A target word with no legal object on the board (601.2c, 602.2b, 603.3d, 115.1): no target could ever have been
chosen. A spell can't be cast, nor an activated ability activated, without a legal target for each target it requires:
the scenario is refused (``bad_scenario``, field ``target``, naming the target word and the rule). A triggered ability
is put on the stack and removed from it at once (603.3d): no step, a warning that says so. Blind judges found "Destroy
target creature with power 7 or greater" on a board with none asked which creature was the target, as if one could be
chosen (session 34). "Up to one target …" is not such a word (choosing none is legal), and a board that leaves a fact
unknown is still asked."""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

BIG = "target creature with power 7 or greater"  # the standard board's biggest creature is Craw Wurm, 6/4
HEXPROOF_GIANT = {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], keywords=["hexproof"])]}


@pytest.mark.parametrize(("text", "rule"), [
    (f"Destroy {BIG}.", "601.2c"),
    (f"{{T}}: Destroy {BIG}.", "602.2b"),
])
def test_a_spell_or_activated_ability_with_no_legal_target_is_refused(text: str, rule: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(text, target=None)
    assert info.value.code == "bad_scenario" and info.value.field == "target"
    said = str(info.value)
    assert BIG in said and rule in said and "can't be" in said


def test_spanish_says_it_too() -> None:
    with pytest.raises(BotError) as info:
        resolve_card("Destroy target creature an opponent controls.", "es", target=None,
                     Alice={"battlefield": []}, Bob=HEXPROOF_GIANT)  # Bob's only creature has hexproof
    assert info.value.code == "bad_scenario" and "no se puede lanzar" in str(info.value)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_trigger_with_no_legal_target_is_removed_from_the_stack(lang: str) -> None:
    out = resolve_card(f"When this creature enters, destroy {BIG}.", lang, target=None)
    assert out["steps"] == [] and {"603.3d", "601.2c", "115.1"} <= set(out["citations"])
    assert "608.2b" not in out["citations"]
    [said] = [w for w in out["warnings"] if "603.3d" in w]
    assert ("removed from the stack" if lang == "en" else "se quitó de la pila") in said


def test_hexproof_and_controller_leave_no_legal_target_for_a_trigger() -> None:
    out = resolve_card("When this creature enters, destroy target creature an opponent controls.", target=None,
                       Alice={"battlefield": []}, Bob=HEXPROOF_GIANT)
    assert out["steps"] == [] and "603.3d" in out["citations"]


def test_one_legal_object_is_still_the_target() -> None:
    out = resolve_card("Destroy target creature with power 5 or greater.", target=None)
    assert [e["objects"] for s in out["steps"] for e in s["events"]] == [["Craw Wurm"]]


def test_up_to_one_is_not_refused() -> None:
    with pytest.raises(BotError) as info:
        resolve_card("When this creature enters, tap up to one target creature with flying.", target=None,
                     Alice={"battlefield": []})
    assert info.value.code == "choice_needed"


def test_a_board_that_does_not_say_is_asked() -> None:
    # Hill Giant's colour is not given: whether it is "nonred" the board does not say, so it is asked
    with pytest.raises(BotError) as info:
        resolve_card("Destroy target nonred creature an opponent controls.", target=None,
                     Alice={"battlefield": []}, Bob={"battlefield": [creature("Hill Giant", 3, 3)]})
    assert info.value.code == "choice_needed"
